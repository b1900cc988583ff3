package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import io.agentcage.ExecutionLimits;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

class RunnerChannelTest {

    private static void out(RunnerChannel channel, String text) {
        byte[] data = text.getBytes(StandardCharsets.UTF_8);
        channel.acceptStdout(data, 0, data.length);
    }

    private static RunnerChannel channel(long maxFrame) {
        return new RunnerChannel(maxFrame, frame -> { });
    }

    @Test
    void should_reassemble_messages_when_frames_split_and_join_lines() throws Exception {
        RunnerChannel channel = channel(1 << 20);
        out(channel, "{\"v\":1,\"type\":\"a\"}\n{\"v\":1,");
        out(channel, "\"type\":\"b\",\"x\":\"1\\n2\"}");
        out(channel, "\n");
        assertThat(channel.receive(Duration.ofSeconds(1)).get("type").asText()).isEqualTo("a");
        assertThat(channel.receive(Duration.ofSeconds(1)).get("x").asText()).isEqualTo("1\n2");
    }

    @Test
    void should_time_out_when_no_message_arrives() {
        RunnerChannel channel = channel(1 << 20);
        assertThatThrownBy(() -> channel.receive(Duration.ofMillis(20))).isInstanceOf(TimeoutException.class);
    }

    @Test
    void should_report_stderr_when_the_stream_ends() {
        RunnerChannel channel = channel(1 << 20);
        byte[] err = "refusing to start\n".getBytes(StandardCharsets.UTF_8);
        channel.acceptStderr(err, 0, err.length);
        channel.end();
        assertThatThrownBy(() -> channel.receive(Duration.ofSeconds(1))).isInstanceOf(IOException.class)
                .hasMessageContaining("output ended").hasMessageContaining("refusing to start");
        assertThat(channel.isEnded()).isTrue();
    }

    @Test
    void should_fail_the_request_and_free_the_buffer_when_a_line_exceeds_the_frame_cap() throws Exception {
        RunnerChannel channel = channel(1024);
        out(channel, "x".repeat(600));
        out(channel, "x".repeat(600));
        assertThatThrownBy(() -> channel.receive(Duration.ofSeconds(1))).isInstanceOf(IOException.class)
                .hasMessageContaining("exceeds 1024 bytes");
        out(channel, "\n{\"v\":1,\"type\":\"after\"}\n");
        assertThat(channel.receive(Duration.ofSeconds(1)).get("type").asText()).isEqualTo("after");
    }

    @Test
    void should_size_the_frame_cap_from_the_output_and_file_ceilings() {
        ExecutionLimits defaults = ExecutionLimits.defaults();
        long expected = defaults.outputBytes() * 12 + defaults.fileBytes() * 2 * 4 / 3 + (8L << 20);
        assertThat(RunnerChannel.maxFrameFor(defaults)).isEqualTo(expected).isLessThan(128L << 20);
        ExecutionLimits huge = ExecutionLimits.builder().outputBytes(Long.MAX_VALUE / 2)
                .fileBytes(Long.MAX_VALUE / 2).build();
        assertThat(RunnerChannel.maxFrameFor(huge)).isLessThanOrEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void should_send_one_frame_per_message_and_match_replies_by_id_when_called() throws Exception {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        RunnerChannel channel = new RunnerChannel(1 << 20, sent::writeBytes);
        out(channel, "{\"v\":1,\"type\":\"result\",\"id\":5}\n");
        Thread answer = new Thread(() -> {
            while (sent.size() == 0) {
                Thread.onSpinWait();
            }
            String line = sent.toString(StandardCharsets.UTF_8);
            long id = Long.parseLong(line.replaceAll(".*\"id\":(\\d+).*\n", "$1"));
            out(channel, "{\"v\":1,\"type\":\"pong\",\"id\":" + id + "}\n");
        });
        answer.start();
        ObjectNode reply = channel.call(RunnerProtocol.message("ping"), Duration.ofSeconds(30));
        answer.join();
        assertThat(reply.get("type").asText()).isEqualTo("pong");
        assertThat(sent.toString(StandardCharsets.UTF_8)).endsWith("\n").contains("\"type\":\"ping\"");
    }
}
