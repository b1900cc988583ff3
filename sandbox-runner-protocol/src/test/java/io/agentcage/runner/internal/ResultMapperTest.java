package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.Outcome;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Replies come from a container that guest code controls: a malformed one is an error, never a host exception. */
class ResultMapperTest {

    private static ObjectNode reply(String status) {
        return RunnerProtocol.message("result").put("status", status);
    }

    @Test
    void should_map_a_result_when_the_reply_is_well_formed() throws Exception {
        ObjectNode r = reply("ok").put("stdout", "hi\n");
        r.putArray("files").addObject().put("path", "out.txt").put("data", "aGk=");
        assertThat(ResultMapper.toResult(r, Duration.ZERO).outcome()).isEqualTo(Outcome.SUCCESS);
    }

    @Test
    void should_throw_malformed_reply_when_a_file_is_not_base64() {
        ObjectNode r = reply("ok");
        r.putArray("files").addObject().put("path", "out.txt").put("data", "%%%");
        assertThatThrownBy(() -> ResultMapper.toResult(r, Duration.ZERO))
                .isInstanceOf(MalformedReplyException.class).hasMessageStartingWith("the sandbox runner sent a malformed");
    }

    @Test
    void should_throw_malformed_reply_when_a_figure_path_leaves_the_workspace() {
        ObjectNode r = reply("error");
        r.putArray("figures").addObject().put("path", "../../etc/passwd").put("data", "");
        assertThatThrownBy(() -> ResultMapper.toResult(r, Duration.ZERO))
                .isInstanceOf(MalformedReplyException.class).hasMessageContaining("..");
    }
}
