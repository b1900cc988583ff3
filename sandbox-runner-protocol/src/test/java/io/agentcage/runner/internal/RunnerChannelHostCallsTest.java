package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link RunnerChannel#call(ObjectNode, Duration, java.util.function.LongFunction)}: the execution's
 * {@code hostcall} messages reach the handler made for its id, others' do not, and the runner's features are read
 * from its {@code hello}. A test thread plays the runner.
 */
class RunnerChannelHostCallsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final LinkedBlockingQueue<ObjectNode> sent = new LinkedBlockingQueue<>();
    private final RunnerChannel channel = new RunnerChannel(1 << 20, frame -> sent.add(
            (ObjectNode) JSON.readTree(new String(frame, StandardCharsets.UTF_8))));

    private void runnerWrites(String line) {
        byte[] data = (line + "\n").getBytes(StandardCharsets.UTF_8);
        channel.acceptStdout(data, 0, data.length);
    }

    @Test
    void should_hand_the_executions_host_calls_to_its_handler_and_return_its_result() throws Exception {
        runnerWrites("{\"v\":1,\"type\":\"hello\",\"features\":[\"hostcalls\"]}");
        channel.receive(Duration.ofSeconds(5));
        assertThat(channel.features()).containsExactly(RunnerChannel.HOST_CALLS);
        List<String> handled = new CopyOnWriteArrayList<>();
        long[] handlerId = new long[1];
        Thread runner = new Thread(() -> {
            try {
                ObjectNode exec = sent.poll(60, TimeUnit.SECONDS);
                long id = exec.get("id").asLong();
                runnerWrites("{\"v\":1,\"type\":\"hostcall\",\"id\":" + (id ^ 1) + ",\"call\":9,\"name\":\"f\"}");
                runnerWrites("{\"v\":1,\"type\":\"hostcall\",\"id\":" + id + ",\"call\":1,\"name\":\"f\"}");
                runnerWrites("{\"v\":1,\"type\":\"hostcall\",\"id\":" + id + ",\"call\":2,\"name\":\"g\"}");
                runnerWrites("{\"v\":1,\"type\":\"result\",\"id\":" + id + ",\"status\":\"ok\"}");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        runner.start();
        ObjectNode reply = channel.call(RunnerProtocol.message("exec"), Duration.ofSeconds(60), id -> {
            handlerId[0] = id;
            return (JsonNode call) -> handled.add(call.path("name").asText() + call.path("call").asLong());
        });
        runner.join();
        assertThat(reply.path("type").asText()).isEqualTo("result");
        assertThat(handled).containsExactly("f1", "g2");
        assertThat(handlerId[0]).isEqualTo(reply.path("id").asLong());
    }

    @Test
    void should_know_no_features_of_a_runner_that_announces_none() throws Exception {
        runnerWrites("{\"v\":1,\"type\":\"hello\"}");
        channel.receive(Duration.ofSeconds(5));
        assertThat(channel.features()).isEmpty();
    }
}
