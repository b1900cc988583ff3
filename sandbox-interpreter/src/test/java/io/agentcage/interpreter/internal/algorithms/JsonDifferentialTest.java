package io.agentcage.interpreter.internal.algorithms;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.interpreter.InterpreterFixture;
import io.agentcage.interpreter.internal.object.Numbers;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs guest {@code json.dumps}/{@code json.loads} on the cases of json_cases.json (CPython 3.11's results, see
 * gen_json.py) and compares the text, or the exception type and message, with CPython's; also the float repr.
 */
@SuppressWarnings("unchecked")
class JsonDifferentialTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Object> CASES =
            (Map<String, Object>) JsonDecoder.decode(Resources.read("json_cases.json"), StepCharger.UNLIMITED);
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(
            b -> b.limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(10)).build()));

    /** Guest code that evaluates {@code expr} and prints CPython's result shape: the value or "Type: message". */
    private static final String RUNNER = """
            import json
            try:
                out = %s
            except Exception as e:
                print('error', type(e).__name__ + ': ' + str(e), sep='\\n', end='')
            else:
                print('ok', out, sep='\\n', end='')
            """;

    /** A Python string literal holding {@code text} (a JSON string literal is one). */
    private static String literal(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, Object> guest(String expr) {
        ExecutionResult r = EX.execute(ExecutionRequest.of(String.format(RUNNER, expr)));
        assertThat(r.isSuccess()).as("%s: %s", expr, r).isTrue();
        String out = r.stdout();
        int nl = out.indexOf('\n');
        return Map.of(out.substring(0, nl), out.substring(nl + 1));
    }

    @TestFactory
    Stream<DynamicTest> should_dump_like_cpython_when_encoding_values_with_options() {
        List<Object> values = (List<Object>) CASES.get("values");
        return ((List<Object>) CASES.get("dumps")).stream().map(c -> (Map<String, Object>) c).map(c -> {
            String source = (String) values.get(((Number) c.get("value_index")).intValue());
            Map<String, Object> opts = (Map<String, Object>) c.get("options");
            return DynamicTest.dynamicTest(source + " " + opts, () -> assertThat(guest(
                    "json.dumps(json.loads(" + literal(source) + "), **json.loads(" + literal(literal(opts)) + "))"))
                    .isEqualTo(c.get("expected")));
        });
    }

    @Test
    void should_print_floats_like_cpython_repr() {
        List<String> actual = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (Object c : (List<Object>) CASES.get("floats")) {
            Map<String, Object> m = (Map<String, Object>) c;
            actual.add(Numbers.floatRepr(Double.parseDouble((String) m.get("value"))));
            expected.add((String) m.get("expected"));
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void should_convert_non_string_keys_like_cpython() {
        assertThat(guest("json.dumps({7: 'a', 2.5: 'b', True: 'c', None: 'd'})")).isEqualTo(CASES.get("keyed"));
    }

    @TestFactory
    Stream<DynamicTest> should_load_like_cpython_including_error_messages() {
        return ((List<Object>) CASES.get("loads")).stream().map(c -> (Map<String, Object>) c).map(c ->
                DynamicTest.dynamicTest("doc " + c.get("doc"), () -> assertThat(
                        guest("json.dumps(json.loads(" + literal(c.get("doc")) + "))"))
                        .isEqualTo(c.get("expected"))));
    }
}
