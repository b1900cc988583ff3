package io.agentcage.interpreter.internal.algorithms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Runs every case of re_cases.json (CPython 3.11's results, see gen_re.py) through the Java regex engine. */
class RegexDifferentialTest {

    @TestFactory
    @SuppressWarnings("unchecked")
    Stream<DynamicTest> should_match_cpython_when_running_the_regex_corpus() {
        List<Object> cases = (List<Object>) JsonDecoder.decode(Resources.read("re_cases.json"), StepCharger.UNLIMITED);
        return cases.stream().map(c -> (Map<String, Object>) c).map(c -> DynamicTest.dynamicTest(
                c.get("op") + " " + c.get("pattern"), () -> {
                    Object actual = run((String) c.get("op"), (String) c.get("pattern"),
                            ((Number) c.get("flags")).intValue(), (String) c.get("text"), c.get("arg"));
                    assertThat(Resources.json(actual)).isEqualTo(Resources.json(c.get("expected")));
                }));
    }

    static Object run(String op, String pattern, int flags, String text, Object arg) {
        try {
            Regex r = Regex.compile(pattern, flags, false);
            StepCharger b = StepCharger.UNLIMITED;
            switch (op) {
                case "compile":
                    return Map.of("groups", r.groups(), "groupindex", r.groupIndex(), "flags", r.flags());
                case "search":
                    return describe(r.match(Regex.Mode.SEARCH, text, 0, text.length(), b));
                case "match":
                    return describe(r.match(Regex.Mode.MATCH, text, 0, text.length(), b));
                case "fullmatch":
                    return describe(r.match(Regex.Mode.FULLMATCH, text, 0, text.length(), b));
                case "findall":
                    return r.findall(text, 0, text.length(), b);
                case "sub":
                    RegexTemplate t = r.template((String) arg);
                    Regex.SubResult s = r.sub(text, 0, b, t::expand);
                    return List.of(s.text(), s.count());
                case "split":
                    return r.split(text, ((Number) arg).intValue(), b);
                default:
                    throw new IllegalArgumentException(op);
            }
        } catch (ModuleError e) {
            return Map.of("error", e.pythonType() + ": " + e.getMessage());
        }
    }

    private static Object describe(RegexMatch m) {
        if (m == null) {
            return null;
        }
        List<Object> spans = new ArrayList<>();
        List<Object> groups = new ArrayList<>();
        for (int g = 0; g <= m.groupCount(); g++) {
            spans.add(List.of(m.start(g), m.end(g)));
            if (g > 0) {
                groups.add(m.group(g));
            }
        }
        Map<String, Object> dict = new LinkedHashMap<>();
        m.regex().groupIndex().forEach((k, v) -> dict.put(k, m.group(v)));
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("spans", spans);
        out.put("groups", groups);
        out.put("groupdict", dict);
        out.put("lastindex", m.lastIndex() < 0 ? null : m.lastIndex());
        out.put("lastgroup", m.lastGroup());
        return out;
    }
}
