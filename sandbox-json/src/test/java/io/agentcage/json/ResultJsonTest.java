package io.agentcage.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.PythonError;
import io.agentcage.ResourceUsage;
import io.agentcage.SandboxFile;
import io.agentcage.TraceFrame;
import io.agentcage.net.EgressRecord;
import io.agentcage.validation.Diagnostic;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultJsonTest {

    private static ExecutionResult fullResult() {
        byte[] png = new byte[300];
        for (int i = 0; i < png.length; i++) {
            png[i] = (byte) (i * 7);
        }
        PythonError err = new PythonError("ZeroDivisionError", "division by zero",
                List.of(new TraceFrame("<string>", 6, "<module>", "f(0)"),
                        new TraceFrame("<string>", 4, "f", "return x / d")),
                "Traceback (most recent call last):\n  File \"<string>\", line 6, in <module>\n"
                        + "  File \"<string>\", line 4, in f\nZeroDivisionError: division by zero\n");
        return ExecutionResult.builder(Outcome.PYTHON_ERROR)
                .stdout("héllo \u2603 \"quoted\"\n", true)
                .stderr("warn\n", false)
                .value("{'a': 1}")
                .error(err)
                .file(SandboxFile.of("plots/figure-1.png", png))
                .file(SandboxFile.ofText("out.txt", "text"))
                .duration(Duration.ofNanos(12_345_678))
                .usage(new ResourceUsage(1234, 5678, 3, 99))
                .diagnostic(Diagnostic.warning("while-true", "loop has no exit", 3, 1, "add a break"))
                .message("m")
                .sessionStateLost(true)
                .egress(List.of(new EgressRecord(Instant.parse("2026-11-28T10:15:30.123Z"),
                        EgressRecord.Decision.REFUSED, "GET", "https", "evil.test", 443, "/x?", 0, 0, 0,
                        Duration.ofMillis(7), false, "host 'evil.test' is not in the network policy's allowlist")))
                .build();
    }

    @Test
    void should_round_trip_every_field_when_serialised_and_parsed() {
        ExecutionResult r = fullResult();
        assertThat(ResultJson.fromJson(ResultJson.toJson(r))).isEqualTo(r);
        assertThat(ResultJson.fromJson(ResultJson.toPrettyJson(r))).isEqualTo(r);
    }

    @Test
    void should_round_trip_limit_results() {
        ExecutionResult r = ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                .message("memory limit exceeded").build();
        assertThat(ResultJson.fromJson(ResultJson.toJson(r))).isEqualTo(r);
        ExecutionResult t = ExecutionResult.builder(Outcome.TIMEOUT).build();
        assertThat(t.limitExceeded()).contains(Limit.TIME);
        assertThat(ResultJson.fromJson(ResultJson.toJson(t))).isEqualTo(t);
    }

    @Test
    void should_write_the_documented_field_names_in_a_fixed_order() throws Exception {
        JsonNode n = new ObjectMapper().readTree(ResultJson.toJson(fullResult()));
        assertThat(n.fieldNames()).toIterable().containsExactly("version", "outcome", "limitExceeded", "stdout",
                "stdoutTruncated", "stderr", "stderrTruncated", "value", "error", "files", "durationMillis", "usage",
                "diagnostics", "message", "sessionStateLost", "suspension", "egress");
        assertThat(n.get("egress").get(0).get("decision").asText()).isEqualTo("REFUSED");
        assertThat(n.get("version").asInt()).isEqualTo(1);
        assertThat(n.get("error").get("traceback").get(1).get("line").asInt()).isEqualTo(4);
        assertThat(n.get("files").get(1).get("contentBase64").asText()).isEqualTo("dGV4dA==");
        assertThat(n.get("durationMillis").asDouble()).isEqualTo(12.345678);
    }

    @Test
    void should_write_null_for_absent_optional_values() throws Exception {
        JsonNode n = new ObjectMapper().readTree(ResultJson.toJson(ExecutionResult.builder(Outcome.SUCCESS).build()));
        assertThat(n.get("value").isNull()).isTrue();
        assertThat(n.get("error").isNull()).isTrue();
        assertThat(n.get("limitExceeded").isNull()).isTrue();
    }

    @Test
    void should_ignore_unknown_fields_when_reading() {
        String json = ResultJson.toJson(ExecutionResult.builder(Outcome.SUCCESS).stdout("x", false).build())
                .replace("{\"version\":1,", "{\"version\":1,\"futureField\":[1,2],");
        assertThat(ResultJson.fromJson(json).stdout()).isEqualTo("x");
    }

    @Test
    void should_name_the_field_when_json_is_malformed() {
        assertThatThrownBy(() -> ResultJson.fromJson("{\"outcome\":\"SUCCESS\"}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'stdout'");
        assertThatThrownBy(() -> ResultJson.fromJson("[1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("not valid JSON");
    }
}
