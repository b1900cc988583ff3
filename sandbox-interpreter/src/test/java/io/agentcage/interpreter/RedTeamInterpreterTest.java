package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.hardening.WarmUp;
import io.agentcage.redteam.Attack;
import io.agentcage.redteam.AttackCatalog;
import io.agentcage.redteam.AttackRunner;
import io.agentcage.redteam.Expectation;
import io.agentcage.redteam.RedTeamReport;
import io.agentcage.redteam.Verdicts;
import io.agentcage.validator.PolicyValidator;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The red-team attacks (sandbox-testkit's resources, {@code redteam/*.py}) on the interpreter, without a
 * validator in front: each must end in the outcome its file records, print no escape marker, stay inside the
 * output limit and end near the deadline. An attack that may end in a timeout runs under a 2 s deadline; the others
 * under a 60 s one that only catches hangs, so that a loaded machine, not the attack, cannot decide their outcome.
 * The validator's verdicts under both policies are recorded next to the outcome in
 * {@code target/redteam/interpreter.md}.
 */
class RedTeamInterpreterTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    private static final long OUTPUT_BYTES = 64 << 10;
    /**
     * The deadline of the attacks that may end in a timeout; for the others it is only a hang-catcher, long enough
     * that a loaded 2-core machine cannot turn their expected outcome into a timeout.
     */
    private static final Duration PATIENT_TIMEOUT = Duration.ofSeconds(60);
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> configure(b, TIMEOUT));
    @RegisterExtension
    static final InterpreterFixture PATIENT = new InterpreterFixture(b -> configure(b, PATIENT_TIMEOUT));
    private static final RedTeamReport REPORT = new RedTeamReport("interpreter", String.format(
            "The interpreter with no validator in front: timeout %ss, memory 64 MiB, output 64 KiB, workspace "
                    + "8 MiB and 2,048 files, one host function (`host_add`). strict/standard: the validator's verdict"
                    + " on the same code.",
            TIMEOUT.toSeconds()));

    /**
     * The first import of a big module builds its JVM-wide template, which on a loaded machine can take longer than
     * an attack's two seconds and is not the attack's doing: build them all first.
     */
    @BeforeAll
    static void buildModuleTemplates() {
        WarmUp.importEveryModule();
    }

    static Stream<Attack> attacks() {
        return AttackCatalog.forBackend("interpreter").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("attacks")
    void should_contain_the_attack_when_the_interpreter_runs_it(Attack attack) {
        String strict = Verdicts.describe(PolicyValidator.strict().validate(attack.code()));
        String standard = Verdicts.describe(PolicyValidator.standard().validate(attack.code()));
        boolean mayTimeOut = attack.expected("interpreter").alternatives().contains("timeout");
        Duration deadline = mayTimeOut ? TIMEOUT : PATIENT_TIMEOUT;
        AttackRunner.Judged j = AttackRunner.runAndJudge((mayTimeOut ? EX : PATIENT).executor(), attack,
                "interpreter", OUTPUT_BYTES, deadline.plusSeconds(5));
        REPORT.add(attack, strict, standard, attack.expected("interpreter").toString(),
                Expectation.describe(j.result()), j.contained());
        assertThat(j.why()).as(attack.toString()).isEmpty();
    }

    @AfterAll
    static void finish() {
        REPORT.write();
    }

    private static InterpreterExecutor.Builder configure(InterpreterExecutor.Builder b, Duration timeout) {
        // the attacks that may time out get a step budget their two seconds cannot exhaust (compiled loops run the
        // default 100,000,000 steps in about a second): what they test is the stop at the deadline
        return b.limits(ExecutionLimits.builder().timeout(timeout).memoryBytes(64L << 20).outputBytes(OUTPUT_BYTES)
                        .fileBytes(8L << 20).maxSteps(timeout.equals(TIMEOUT) ? 1L << 40
                                : ExecutionLimits.DEFAULT_MAX_STEPS).build())
                .maxFiles(2048)
                .hostFunction(new HostFunction("host_add", "adds", List.of(
                        HostParameter.required("a", ValueType.INT, "a"),
                        HostParameter.required("b", ValueType.INT, "b")),
                        args -> (Long) args.get("a") + (Long) args.get("b")));
    }
}
