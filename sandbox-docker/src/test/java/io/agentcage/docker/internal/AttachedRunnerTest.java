package io.agentcage.docker.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import io.agentcage.runner.internal.RunnerProtocol;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class AttachedRunnerTest {

    @Test
    void should_route_stdout_frames_to_messages_and_stderr_to_the_tail() throws Exception {
        AttachedRunner attachment = new AttachedRunner(1 << 20);
        attachment.onNext(new Frame(StreamType.STDOUT, "{\"v\":1,\"type\":\"a\"}\n".getBytes(StandardCharsets.UTF_8)));
        attachment.onNext(new Frame(StreamType.STDERR, "warning\n".getBytes(StandardCharsets.UTF_8)));
        assertThat(attachment.channel().receive(Duration.ofSeconds(1)).get("type").asText()).isEqualTo("a");
        assertThat(attachment.channel().stderrTail()).isEqualTo("warning");
    }

    @Test
    void should_close_stdin_and_end_the_channel_when_the_stream_completes() throws Exception {
        AttachedRunner attachment = new AttachedRunner(1 << 20);
        attachment.channel().send(RunnerProtocol.message("ping"));
        attachment.onComplete();
        assertThat(attachment.channel().isEnded()).isTrue();
        assertThatThrownBy(() -> attachment.channel().send(RunnerProtocol.message("ping")))
                .isInstanceOf(IOException.class).hasMessageContaining("stdin is closed");
        byte[] buffer = new byte[256];
        assertThat(attachment.stdin().read(buffer, 0, buffer.length)).isPositive();
        assertThat(attachment.stdin().read()).isEqualTo(-1);
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
