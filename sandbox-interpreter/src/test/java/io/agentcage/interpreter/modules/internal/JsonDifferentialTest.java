package io.agentcage.interpreter.modules.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Compares the JSON codec and float repr with CPython 3.11's results in json_cases.json (see gen_json.py). */
@SuppressWarnings("unchecked")
class JsonDifferentialTest {
    private static final Map<String, Object> CASES =
            (Map<String, Object>) JsonDecoder.decode(Resources.read("json_cases.json"), StepCharger.UNLIMITED);

    private static Map<String, Object> result(Supplier<Object> fn) {
        Map<String, Object> out = new LinkedHashMap<>();
        try {
            out.put("ok", fn.get());
        } catch (JsonDecodeError e) {
            out.put("error", "JSONDecodeError: " + e.getMessage());
        } catch (ModuleError e) {
            out.put("error", e.pythonType() + ": " + e.getMessage());
        }
        return out;
    }

    static JsonEncoder.Options options(Map<String, Object> o) {
        JsonEncoder.Options d = JsonEncoder.Options.defaults();
        Object indent = o.get("indent");
        String indentText = indent == null ? null
                : indent instanceof String ? (String) indent : " ".repeat(((Number) indent).intValue());
        d = d.withIndent(indentText);
        List<Object> seps = (List<Object>) o.get("separators");
        return new JsonEncoder.Options(false, !Boolean.FALSE.equals(o.get("ensure_ascii")), true,
                !Boolean.FALSE.equals(o.get("allow_nan")), Boolean.TRUE.equals(o.get("sort_keys")), indentText,
                seps == null ? d.itemSeparator() : (String) seps.get(0),
                seps == null ? d.keySeparator() : (String) seps.get(1), null, JsonEncoder::javaTypeName);
    }

    @TestFactory
    Stream<DynamicTest> should_dump_like_cpython_when_encoding_values_with_options() {
        List<Object> values = (List<Object>) CASES.get("values");
        return ((List<Object>) CASES.get("dumps")).stream().map(c -> (Map<String, Object>) c).map(c -> {
            String source = (String) values.get(((Number) c.get("value_index")).intValue());
            Map<String, Object> opts = (Map<String, Object>) c.get("options");
            return DynamicTest.dynamicTest(source + " " + opts, () -> {
                Object value = JsonDecoder.decode(source, StepCharger.UNLIMITED);
                assertThat(result(() -> JsonEncoder.encode(value, options(opts), StepCharger.UNLIMITED)))
                        .isEqualTo(c.get("expected"));
            });
        });
    }

    @Test
    void should_print_floats_like_cpython_repr() {
        List<String> actual = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (Object c : (List<Object>) CASES.get("floats")) {
            Map<String, Object> m = (Map<String, Object>) c;
            actual.add(FloatRepr.repr(Double.parseDouble((String) m.get("value"))));
            expected.add((String) m.get("expected"));
        }
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void should_convert_non_string_keys_like_cpython() {
        Map<Object, Object> keyed = new LinkedHashMap<>();
        keyed.put(7L, "a");
        keyed.put(2.5, "b");
        keyed.put(Boolean.TRUE, "c");
        keyed.put(null, "d");
        assertThat(result(() -> JsonEncoder.encode(keyed, JsonEncoder.Options.defaults(), StepCharger.UNLIMITED)))
                .isEqualTo(CASES.get("keyed"));
    }

    @TestFactory
    Stream<DynamicTest> should_load_like_cpython_including_error_messages() {
        return ((List<Object>) CASES.get("loads")).stream().map(c -> (Map<String, Object>) c).map(c ->
                DynamicTest.dynamicTest("doc " + c.get("doc"), () -> assertThat(result(() ->
                        JsonEncoder.encode(JsonDecoder.decode((String) c.get("doc"), StepCharger.UNLIMITED),
                                JsonEncoder.Options.defaults(), StepCharger.UNLIMITED)))
                        .isEqualTo(c.get("expected"))));
    }
}
