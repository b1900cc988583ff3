package io.agentcage.redteam;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs an attack's programs on any {@link CodeExecutor} and judges the last result against the expectation: the
 * part every backend's red-team runner shares.
 */
public final class AttackRunner {
    private AttackRunner() {
    }

    /** Runs every program of the attack in its mode; returns the last result. Sessions are closed at the end. */
    public static ExecutionResult run(CodeExecutor executor, Attack attack) {
        List<Session> sessions = new ArrayList<>();
        try {
            ExecutionResult last = null;
            for (Attack.Step step : attack.steps()) {
                ExecutionRequest request = ExecutionRequest.of(step.code());
                switch (step.mode()) {
                    case ONE_SHOT:
                        last = executor.execute(request);
                        break;
                    case NEW_SESSION:
                        sessions.add(executor.openSession());
                        last = sessions.get(sessions.size() - 1).execute(request);
                        break;
                    default:
                        last = sessions.get(sessions.size() - 1).execute(request);
                        break;
                }
            }
            return last;
        } finally {
            for (Session s : sessions) {
                s.close();
            }
        }
    }

    /**
     * An attack's run and its judgement.
     *
     * @param result the last program's result
     * @param why    why the attack was not contained as expected, or an empty string when it was
     */
    public record Judged(ExecutionResult result, String why) {
        /** Whether the attack was contained as expected. */
        public boolean contained() {
            return why.isEmpty();
        }
    }

    /**
     * Runs the attack ({@link #run}) and judges its last result ({@link #judge}); an attack that holds the host
     * longer than {@code boundPerProgram} for each of its programs fails too. The bound is a hang guard, not a
     * performance margin: give it the deadline plus ample slack for a loaded machine.
     */
    public static Judged runAndJudge(CodeExecutor executor, Attack attack, String backend, long outputLimitBytes,
                                     java.time.Duration boundPerProgram) {
        long start = System.nanoTime();
        ExecutionResult r = run(executor, attack);
        java.time.Duration took = java.time.Duration.ofNanos(System.nanoTime() - start);
        String why = judge(attack, backend, r, outputLimitBytes);
        if (why.isEmpty() && took.compareTo(boundPerProgram.multipliedBy(attack.steps().size())) > 0) {
            why = "took " + took.toMillis() + " ms, far past the deadline";
        }
        return new Judged(r, why);
    }

    /**
     * Why the result breaks the expectation or the invariants every attack must keep (no escape marker, output
     * within the limit), or an empty string when the attack was contained as expected.
     */
    public static String judge(Attack attack, String backend, ExecutionResult r, long outputLimitBytes) {
        Expectation want = attack.expected(backend);
        if (Expectation.escaped(r)) {
            return "the attack printed " + Expectation.ESCAPED + ": " + Expectation.describe(r);
        }
        long slack = 200;
        if (r.stdout().length() > outputLimitBytes + slack || r.stderr().length() > outputLimitBytes + slack) {
            return "output beyond the limit: " + r.stdout().length() + "/" + r.stderr().length() + " chars";
        }
        if (!want.matches(r)) {
            return "expected " + want + ", got " + Expectation.describe(r)
                    + (r.message().isEmpty() ? "" : " (" + r.message() + ")")
                    + r.error().map(e -> " [" + e.summary() + "]").orElse("");
        }
        return "";
    }
}
