package io.agentcage.redteam;

import java.util.Map;
import java.util.Objects;

/**
 * One attack program of the red-team suite: a named technique, the guest code, the validator verdict expected
 * under each policy and the outcome expected from each backend.
 *
 * @param id         stable identifier, {@code <category>-<nn>}, used in test names and reports
 * @param category   the file the attack comes from (imports, dunders, containers, ...)
 * @param technique  what the attack tries, in a few words
 * @param code       the guest program
 * @param verdicts   policy ({@code strict}, {@code standard}) to verdict: {@code reject <rule>}, {@code warn <rule>}
 *                   or {@code accept}
 * @param outcomes   backend ({@code interpreter}, {@code runc}, {@code runsc}) to expected outcome
 */
public record Attack(String id, String category, String technique, String code, Map<String, String> verdicts,
                     Map<String, Expectation> outcomes) {
    /** The validator policies every attack names a verdict for. */
    public static final java.util.List<String> POLICIES = java.util.List.of("strict", "standard");
    /** The backends every attack names an outcome for. */
    public static final java.util.List<String> BACKENDS = java.util.List.of("interpreter", "runc", "runsc");

    public Attack {
        Objects.requireNonNull(id, "id == null");
        verdicts = Map.copyOf(verdicts);
        outcomes = Map.copyOf(outcomes);
        for (String p : POLICIES) {
            if (!verdicts.containsKey(p)) {
                throw new IllegalArgumentException(id + ": no '# " + p + ":' verdict");
            }
        }
        for (String b : BACKENDS) {
            if (!outcomes.containsKey(b)) {
                throw new IllegalArgumentException(id + ": no expected outcome for " + b);
            }
        }
    }

    /** How one program of an attack is run relative to the one before it. */
    public enum Mode {
        /** A one-shot execution of the executor. */
        ONE_SHOT,
        /** A new session, opened for this program. */
        NEW_SESSION,
        /** The session of the program before. */
        SAME_SESSION
    }

    /** One program of an attack and how it is run. */
    public record Step(Mode mode, String code) {
    }

    /**
     * The programs to run one after the other: the code split at lines {@code #---- next execution},
     * {@code #---- same session} and {@code #---- next session}. The expectation is for the last one.
     */
    public java.util.List<Step> steps() {
        java.util.List<Step> out = new java.util.ArrayList<>();
        java.util.List<Mode> modes = new java.util.ArrayList<>();
        StringBuilder part = new StringBuilder();
        java.util.List<String> parts = new java.util.ArrayList<>();
        for (String line : code.split("\n", -1)) {
            if (line.startsWith("#---- ")) {
                String what = line.substring(6).strip();
                Mode m = switch (what) {
                    case "next execution" -> Mode.ONE_SHOT;
                    case "same session" -> Mode.SAME_SESSION;
                    case "next session" -> Mode.NEW_SESSION;
                    default -> throw new IllegalArgumentException(id + ": unknown separator " + line);
                };
                parts.add(part.toString());
                part.setLength(0);
                modes.add(m);
            } else {
                part.append(line).append('\n');
            }
        }
        parts.add(part.toString());
        Mode first = modes.isEmpty() || modes.get(0) == Mode.ONE_SHOT ? Mode.ONE_SHOT : Mode.NEW_SESSION;
        out.add(new Step(first, parts.get(0)));
        for (int i = 1; i < parts.size(); i++) {
            out.add(new Step(modes.get(i - 1), parts.get(i)));
        }
        return out;
    }

    /** The expected outcome on a backend. */
    public Expectation expected(String backend) {
        return outcomes.get(backend);
    }

    @Override
    public String toString() {
        return id + " " + technique;
    }
}
