package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.redteam.Attack;
import io.agentcage.redteam.AttackCatalog;
import io.agentcage.redteam.AttackRunner;
import io.agentcage.redteam.Expectation;
import io.agentcage.redteam.RedTeamReport;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The red-team attacks (sandbox-testkit's resources, {@code redteam/*.py}) that apply to containers, run under
 * runc here and under gVisor's runsc in {@link RunscRedTeamIT}, on one executor per class. Each must end in the
 * outcome its file records for the runtime and print no escape marker; afterwards the executor still serves and
 * leaves no container behind. Writes {@code target/redteam/docker-<runtime>.md}; the validator columns are the
 * verdicts the attack files record (checked by sandbox-validator's RedTeamValidatorTest: this module may not
 * depend on the validator).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RedTeamDockerIT {
    private static final Duration TIMEOUT = Duration.ofSeconds(3);
    private static final long OUTPUT_BYTES = 64 << 10;
    private DockerExecutor executor;
    private RedTeamReport report;

    /** The OCI runtime under test, as the attack files name it. */
    protected String runtime() {
        return "runc";
    }

    @BeforeAll
    void start() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(TIMEOUT).memoryBytes(256L << 20)
                .fileBytes(8L << 20).outputBytes(OUTPUT_BYTES).build();
        // No preloaded modules: the attacks need none, and a bare container starts in a fraction of the time.
        DockerConfig.Builder b = DockerSandboxes.config(ceilings).preloadModules(List.of()).poolMinIdle(2)
                .poolMaxTotal(8);
        if (!runtime().equals("runc")) {
            b.runtime(runtime());
        }
        executor = DockerSandboxes.start(b.build());
        report = new RedTeamReport("docker-" + runtime(), "The Docker backend under `" + runtime() + "`, one "
                + "one-shot container per program: timeout 3 s, memory 256 MiB, files 8 MiB, output 64 KiB, no "
                + "network; strict/standard: the verdicts the attack files record for the validator.");
    }

    @AfterAll
    void stop() {
        if (report != null) {
            report.write();
        }
        if (executor != null) {
            String owner = executor.ownerId();
            executor.close();
            assertThat(DockerSandboxes.containersOf(owner)).as("containers left after close").isEmpty();
        }
    }

    Stream<Attack> attacks() {
        return AttackCatalog.forBackend(runtime()).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("attacks")
    @Order(1)
    void should_contain_the_attack_when_a_container_runs_it(Attack attack) {
        AttackRunner.Judged j = AttackRunner.runAndJudge(executor, attack, runtime(), OUTPUT_BYTES,
                TIMEOUT.plusSeconds(60));
        report.add(attack, attack.verdicts().get("strict"), attack.verdicts().get("standard"),
                attack.expected(runtime()).toString(), Expectation.describe(j.result()), j.contained());
        assertThat(j.why()).as(attack.toString()).isEmpty();
    }

    @Test
    @Order(2)
    void should_still_serve_when_the_attacks_are_over() {
        ExecutionResult r = executor.execute(ExecutionRequest.of("print(6 * 7)"));
        assertThat(r.stdout()).as(r.message()).isEqualTo("42\n");
    }
}
