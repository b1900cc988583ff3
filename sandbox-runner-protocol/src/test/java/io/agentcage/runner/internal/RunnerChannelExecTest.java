package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.CancellationToken;
import io.agentcage.ExecutionResult;
import io.agentcage.OutputChunk;
import io.agentcage.Outcome;
import io.agentcage.contract.OutputRecorder;
import io.agentcage.spi.OutputRelay;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link RunnerChannel#exec}: output frames to the relay, cancel sent only to runners that announce it, and the
 * fallback for runners that do not. A test thread plays the runner on the other end of the channel.
 */
class RunnerChannelExecTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The frames the host sent, as the runner reads them. */
    private final LinkedBlockingQueue<ObjectNode> sent = new LinkedBlockingQueue<>();
    private final RunnerChannel channel = new RunnerChannel(1 << 20, frame -> sent.add(
            (ObjectNode) JSON.readTree(new String(frame, StandardCharsets.UTF_8))));

    private void runnerWrites(String line) {
        byte[] data = (line + "\n").getBytes(StandardCharsets.UTF_8);
        channel.acceptStdout(data, 0, data.length);
    }

    private ObjectNode nextSent() throws InterruptedException {
        ObjectNode frame = sent.poll(60, TimeUnit.SECONDS);
        assertThat(frame).as("a frame from the host").isNotNull();
        return frame;
    }

    private static OutputRelay relay(OutputRecorder recorder) {
        return OutputRelay.of(recorder, 1 << 20, Runnable::run, Duration.ofSeconds(5));
    }

    private Thread runner(ThrowingRunnable body) {
        Thread t = new Thread(() -> {
            try {
                body.run();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        return t;
    }

    interface ThrowingRunnable {
        void run() throws Exception;
    }

    @Test
    void should_pass_output_frames_of_the_execution_to_the_relay_and_return_its_result() throws Exception {
        runnerWrites("{\"v\":1,\"type\":\"hello\",\"features\":[\"output\",\"cancel\"]}");
        channel.receive(Duration.ofSeconds(5));
        OutputRecorder rec = new OutputRecorder();
        Thread runner = runner(() -> {
            ObjectNode exec = nextSent();
            assertThat(exec.path("stream").asBoolean()).isTrue();
            long id = exec.get("id").asLong();
            runnerWrites("{\"v\":1,\"type\":\"output\",\"id\":" + (id ^ 1) + ",\"stream\":\"stdout\",\"data\":\"x\"}");
            runnerWrites("{\"v\":1,\"type\":\"output\",\"id\":" + id + ",\"stream\":\"stdout\",\"data\":\"a\\n\"}");
            runnerWrites("{\"v\":1,\"type\":\"output\",\"id\":" + id + ",\"stream\":\"stderr\",\"data\":\"b\\n\"}");
            runnerWrites("{\"v\":1,\"type\":\"result\",\"id\":" + id + ",\"status\":\"ok\"}");
        });
        OutputRelay relay = relay(rec);
        ObjectNode result = channel.exec(RunnerProtocol.message("exec"), Duration.ofSeconds(60), relay,
                Optional.empty());
        runner.join();
        relay.close();
        assertThat(result.get("type").asText()).isEqualTo("result");
        assertThat(rec.chunks()).containsExactly(OutputChunk.of(OutputChunk.Stream.STDOUT, "a\n"),
                OutputChunk.of(OutputChunk.Stream.STDERR, "b\n"));
    }

    @Test
    void should_not_ask_a_runner_without_the_feature_to_stream() throws Exception {
        Thread runner = runner(() -> {
            ObjectNode exec = nextSent();
            assertThat(exec.has("stream")).isFalse();
            runnerWrites("{\"v\":1,\"type\":\"result\",\"id\":" + exec.get("id").asLong() + ",\"status\":\"ok\"}");
        });
        channel.exec(RunnerProtocol.message("exec"), Duration.ofSeconds(60), relay(new OutputRecorder()),
                Optional.empty());
        runner.join();
        assertThat(channel.features()).isEmpty();
    }

    @Test
    void should_send_a_cancel_with_the_execution_id_when_the_token_is_cancelled() throws Exception {
        runnerWrites("{\"v\":1,\"type\":\"pong\",\"id\":1,\"features\":[\"cancel\"]}");
        channel.receive(Duration.ofSeconds(5));
        CancellationToken token = CancellationToken.create();
        Thread runner = runner(() -> {
            ObjectNode exec = nextSent();
            token.cancel();
            ObjectNode cancel = nextSent();
            assertThat(cancel.get("type").asText()).isEqualTo("cancel");
            assertThat(cancel.get("id").asLong()).isEqualTo(exec.get("id").asLong());
            runnerWrites("{\"v\":1,\"type\":\"result\",\"id\":" + exec.get("id").asLong() + ",\"status\":"
                    + "\"cancelled\",\"message\":\"cancelled by the host\",\"stateLost\":true}");
        });
        ObjectNode reply = channel.exec(RunnerProtocol.message("exec"), Duration.ofSeconds(60),
                relay(new OutputRecorder()), Optional.of(token));
        runner.join();
        ExecutionResult r = ResultMapper.cancelledIfAsked(ResultMapper.toResult(reply, Duration.ofMillis(1500)),
                Optional.of(token));
        assertThat(r.outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(r.message()).isEqualTo("cancelled by the caller after 1.5 s");
        assertThat(r.sessionStateLost()).isTrue();
    }

    @Test
    void should_give_up_on_a_runner_that_cannot_cancel() throws Exception {
        CancellationToken token = CancellationToken.create();
        Thread runner = runner(() -> {
            nextSent();
            token.cancel();
        });
        assertThatThrownBy(() -> channel.exec(RunnerProtocol.message("exec"), Duration.ofMinutes(5),
                relay(new OutputRecorder()), Optional.of(token))).isInstanceOf(CancelledException.class)
                .hasMessageContaining("cannot stop it");
        runner.join();
        assertThat(sent).isEmpty();
    }

    @Test
    void should_ignore_a_late_cancel_in_the_next_request() throws Exception {
        runnerWrites("{\"v\":1,\"type\":\"hello\",\"features\":[\"cancel\"]}");
        channel.receive(Duration.ofSeconds(5));
        CancellationToken token = CancellationToken.create();
        Thread first = runner(() -> {
            ObjectNode exec = nextSent();
            runnerWrites("{\"v\":1,\"type\":\"result\",\"id\":" + exec.get("id").asLong() + ",\"status\":\"ok\"}");
        });
        channel.exec(RunnerProtocol.message("exec"), Duration.ofSeconds(60), relay(new OutputRecorder()),
                Optional.of(token));
        first.join();
        token.cancel();   // after the execution: its registration is gone, nothing reaches the channel
        Thread second = runner(() -> {
            ObjectNode ping = nextSent();
            runnerWrites("{\"v\":1,\"type\":\"pong\",\"id\":" + ping.get("id").asLong() + "}");
        });
        assertThat(channel.call(RunnerProtocol.message("ping"), Duration.ofSeconds(60)).get("type").asText())
                .isEqualTo("pong");
        second.join();
        assertThat(sent).isEmpty();
    }

    @Test
    void should_turn_a_timeout_the_cancel_raced_into_cancelled() throws IOException {
        ExecutionResult timeout = ResultMapper.toResult(JSON.createObjectNode().put("status", "timeout")
                .put("message", "timed out"), Duration.ofSeconds(3));
        CancellationToken token = CancellationToken.create();
        assertThat(ResultMapper.cancelledIfAsked(timeout, Optional.of(token)).outcome()).isEqualTo(Outcome.TIMEOUT);
        token.cancel();
        ExecutionResult r = ResultMapper.cancelledIfAsked(timeout, Optional.of(token));
        assertThat(r.outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(List.of(r.message())).containsExactly("cancelled by the caller after 3 s");
    }
}
