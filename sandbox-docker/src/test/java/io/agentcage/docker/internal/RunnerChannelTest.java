package io.agentcage.docker.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import io.agentcage.ExecutionLimits;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

class RunnerChannelTest {

    private static Frame out(String text) {
        return new Frame(StreamType.STDOUT, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void should_reassemble_messages_when_frames_split_and_join_lines() throws Exception {
        RunnerChannel channel = new RunnerChannel(1 << 20);
        channel.onNext(out("{\"v\":1,\"type\":\"a\"}\n{\"v\":1,"));
        channel.onNext(out("\"type\":\"b\",\"x\":\"1\\n2\"}"));
        channel.onNext(out("\n"));
        assertThat(channel.receive(Duration.ofSeconds(1)).get("type").asText()).isEqualTo("a");
        assertThat(channel.receive(Duration.ofSeconds(1)).get("x").asText()).isEqualTo("1\n2");
    }

    @Test
    void should_time_out_when_no_message_arrives() {
        RunnerChannel channel = new RunnerChannel(1 << 20);
        assertThatThrownBy(() -> channel.receive(Duration.ofMillis(20))).isInstanceOf(TimeoutException.class);
    }

    @Test
    void should_report_stderr_when_the_stream_ends() {
        RunnerChannel channel = new RunnerChannel(1 << 20);
        channel.onNext(new Frame(StreamType.STDERR, "refusing to start\n".getBytes(StandardCharsets.UTF_8)));
        channel.onComplete();
        assertThatThrownBy(() -> channel.receive(Duration.ofSeconds(1))).isInstanceOf(IOException.class)
                .hasMessageContaining("output ended").hasMessageContaining("refusing to start");
        assertThat(channel.isEnded()).isTrue();
    }

    @Test
    void should_fail_the_request_and_free_the_buffer_when_a_line_exceeds_the_frame_cap() throws Exception {
        RunnerChannel channel = new RunnerChannel(1024);
        channel.onNext(out("x".repeat(600)));
        channel.onNext(out("x".repeat(600)));
        assertThatThrownBy(() -> channel.receive(Duration.ofSeconds(1))).isInstanceOf(IOException.class)
                .hasMessageContaining("exceeds 1024 bytes");
        channel.onNext(out("\n{\"v\":1,\"type\":\"after\"}\n"));
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
    void should_deliver_bytes_in_order_when_stdin_is_fed() throws Exception {
        FeedInputStream in = new FeedInputStream();
        in.feed("ab".getBytes(StandardCharsets.UTF_8));
        in.feed("c".getBytes(StandardCharsets.UTF_8));
        byte[] buffer = new byte[8];
        assertThat(in.read(buffer, 0, 8)).isEqualTo(2);
        assertThat(in.read()).isEqualTo('c');
        in.close();
        assertThat(in.read()).isEqualTo(-1);
        assertThatThrownBy(() -> in.feed(new byte[1])).isInstanceOf(IOException.class);
    }
}
