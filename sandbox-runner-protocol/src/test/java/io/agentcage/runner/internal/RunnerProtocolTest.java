package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class RunnerProtocolTest {

    @Test
    void should_encode_one_line_with_version_when_text_contains_newlines() {
        ObjectNode m = RunnerProtocol.message("exec");
        m.put("code", "print('a')\nprint(\"b\")\n");
        byte[] frame = RunnerProtocol.encode(m);
        String text = new String(frame, StandardCharsets.UTF_8);
        assertThat(text).endsWith("\n");
        assertThat(text.substring(0, text.length() - 1)).doesNotContain("\n").contains("\"v\":1")
                .contains("\"type\":\"exec\"");
    }

    @Test
    void should_round_trip_when_decoding_an_encoded_message() throws IOException {
        ObjectNode m = RunnerProtocol.message("exec");
        m.put("code", "s = 'déjà vu ✓'\n");
        byte[] frame = RunnerProtocol.encode(m);
        ObjectNode back = RunnerProtocol.decode(frame, 0, frame.length - 1);
        assertThat(back.get("code").asText()).isEqualTo("s = 'déjà vu ✓'\n");
        assertThat(back.get("type").asText()).isEqualTo("exec");
    }

    @Test
    void should_name_the_versions_when_runner_speaks_another_protocol() {
        byte[] line = "{\"v\":2,\"type\":\"hello\"}".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> RunnerProtocol.decode(line, 0, line.length)).isInstanceOf(IOException.class)
                .hasMessageContaining("protocol version 2, this library 1").hasMessageContaining("build-image.sh");
    }

    @Test
    void should_refuse_input_when_it_is_not_a_json_object() {
        byte[] array = "[1,2]".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> RunnerProtocol.decode(array, 0, array.length))
                .hasMessageContaining("must be a JSON object");
        byte[] junk = "placeholder".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> RunnerProtocol.decode(junk, 0, junk.length))
                .hasMessageContaining("malformed runner message").hasMessageContaining("placeholder");
    }

    @Test
    void should_refuse_encoding_when_message_has_no_type() {
        ObjectNode m = RunnerProtocol.message("exec");
        m.remove("type");
        assertThatThrownBy(() -> RunnerProtocol.encode(m)).isInstanceOf(IllegalArgumentException.class);
    }
}
