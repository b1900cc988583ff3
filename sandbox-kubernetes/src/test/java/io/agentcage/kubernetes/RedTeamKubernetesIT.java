package io.agentcage.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
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
 * The red-team attacks that apply to containers, run in pods (mock API server, test kubelet, the real image and
 * runtime): every attack must end in the outcome its file records for the runtime, exactly as on the Docker
 * backend ({@code RedTeamDockerIT}), and print no escape marker. runc here, runsc in
 * {@link KubernetesRunscRedTeamIT}. Writes {@code target/redteam/kubernetes-<runtime>.md}. Afterwards the
 * executor still serves and no pod or container is left.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RedTeamKubernetesIT {
    private static final Duration TIMEOUT = Duration.ofSeconds(3);
    private static final long OUTPUT_BYTES = 64 << 10;
    private KubeletTestSupport cluster;
    private KubernetesExecutor executor;
    private RedTeamReport report;

    /** The OCI runtime under test, as the attack files name it. */
    protected String runtime() {
        return "runc";
    }

    @BeforeAll
    void start() {
        cluster = KubeletTestSupport.start();
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(TIMEOUT).memoryBytes(256L << 20)
                .fileBytes(8L << 20).outputBytes(OUTPUT_BYTES).build();
        KubernetesConfig.Builder b = KubeletTestSupport.config(ceilings).preloadModules(List.of()).poolMinIdle(2)
                .poolMaxTotal(8);
        if (!runtime().equals("runc")) {
            b.runtimeClassName(KubeletTestSupport.GVISOR);
        }
        executor = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client()).config(b.build()).build();
        report = new RedTeamReport("kubernetes-" + runtime(), "The Kubernetes backend (mock API server, test kubelet "
                + "on the local Docker engine) under `" + runtime() + "`, one one-shot pod per program: timeout 3 s, "
                + "memory 256 MiB, files 8 MiB, output 64 KiB, deny-all NetworkPolicy; strict/standard: the "
                + "verdicts the attack files record for the validator.");
    }

    @AfterAll
    void stop() {
        if (report != null) {
            report.write();
        }
        if (executor != null) {
            executor.close();
        }
        if (cluster != null) {
            cluster.closeCheckingNothingLeft();
        }
    }

    Stream<Attack> attacks() {
        return AttackCatalog.forBackend(runtime()).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("attacks")
    @Order(1)
    void should_contain_the_attack_when_a_pod_runs_it(Attack attack) {
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
