package io.agentcage.redteam;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a backend must do with one attack: one or more acceptable outcomes, written in the attack files as
 * {@code error <PythonType>}, {@code timeout}, {@code limit <LIMIT>}, {@code prints <line>} (success, and standard
 * output is exactly that line), {@code truncated} (success with standard output cut at the limit), {@code failure}
 * (the sandbox reported its own failure, e.g. a container that died) or {@code n/a <why>} (the attack does not apply to the backend), several joined by
 * {@code " | "}. Whatever the expectation, an attack whose output contains {@value #ESCAPED} has succeeded.
 *
 * @param alternatives the acceptable outcomes; empty when the attack does not apply
 * @param notApplicable why the attack does not apply to the backend, or empty when it does
 */
public record Expectation(List<String> alternatives, String notApplicable) {
    /** The marker an attack program prints when it reached what it was after. */
    public static final String ESCAPED = "ESCAPED";

    public Expectation {
        alternatives = List.copyOf(alternatives);
        if (alternatives.isEmpty() == notApplicable.isEmpty()) {
            throw new IllegalArgumentException("an expectation is either outcomes or n/a with a reason");
        }
    }

    /** Parses the text after {@code "# backend:"} in an attack file. */
    public static Expectation parse(String text) {
        String t = text.strip();
        if (t.startsWith("n/a")) {
            String why = t.substring(3).strip();
            return new Expectation(List.of(), why.isEmpty() ? "does not apply" : why);
        }
        List<String> out = new ArrayList<>();
        for (String alt : t.split(" \\| ")) {
            String a = alt.strip();
            if (!(a.equals("timeout") || a.equals("truncated") || a.equals("failure") || a.startsWith("error ") || a.startsWith("limit ") || a.startsWith("prints "))) {
                throw new IllegalArgumentException("unknown expected outcome '" + a + "' (want error T, timeout, "
                        + "limit L, prints LINE or n/a WHY)");
            }
            out.add(a);
        }
        return new Expectation(out, "");
    }

    /** Whether the attack is run on the backend at all. */
    public boolean applies() {
        return notApplicable.isEmpty();
    }

    /** Whether this result is one of the acceptable outcomes and shows no sign of a successful escape. */
    public boolean matches(ExecutionResult r) {
        if (escaped(r)) {
            return false;
        }
        String actual = describe(r);
        return alternatives.contains(actual);
    }

    /** Whether the output carries the marker of a successful attack. */
    public static boolean escaped(ExecutionResult r) {
        return r.stdout().contains(ESCAPED) || r.stderr().contains(ESCAPED)
                || r.value().map(v -> v.contains(ESCAPED)).orElse(false);
    }

    /** A result in the grammar of the attack files, so that a report can put it next to the expectation. */
    public static String describe(ExecutionResult r) {
        Outcome o = r.outcome();
        switch (o) {
            case PYTHON_ERROR:
                return "error " + r.error().orElseThrow().type();
            case TIMEOUT:
                return "timeout";
            case LIMIT_EXCEEDED:
                return "limit " + r.limitExceeded().orElseThrow();
            case SANDBOX_FAILURE:
                return "failure";
            case SUCCESS:
                if (r.stdoutTruncated()) {
                    return "truncated";
                }
                String out = r.stdout().endsWith("\n") ? r.stdout().substring(0, r.stdout().length() - 1)
                        : r.stdout();
                return out.contains("\n") || out.isEmpty() ? "success " + quote(r.stdout()) : "prints " + out;
            default:
                return o.name().toLowerCase(Locale.ROOT) + " " + quote(r.message());
        }
    }

    private static String quote(String s) {
        String shown = s.length() > 80 ? s.substring(0, 80) + "..." : s;
        return "\"" + shown.replace("\n", "\\n") + "\"";
    }

    @Override
    public String toString() {
        return applies() ? String.join(" | ", alternatives) : "n/a (" + notApplicable + ")";
    }
}
