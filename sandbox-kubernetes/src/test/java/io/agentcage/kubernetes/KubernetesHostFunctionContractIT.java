package io.agentcage.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import io.agentcage.contract.HostFunctionContract;
import io.agentcage.host.HostFunction;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The host-function contract on Kubernetes: guest code in a pod (mock API server, test kubelet, real container)
 * calls the host's functions, their calls and answers crossing the {@code pods/attach} stream; the same results as
 * the interpreter's and Docker's. Afterwards no pod and no container may be left.
 */
class KubernetesHostFunctionContractIT extends HostFunctionContract {
    private KubeletTestSupport cluster;
    private KubernetesExecutor k8s;

    @Override
    protected CodeExecutor createExecutor(List<HostFunction> functions) {
        cluster = KubeletTestSupport.start();
        KubernetesExecutor.Builder b = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client())
                .config(KubeletTestSupport.config(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build())
                        .preloadModules(List.of()).build());
        functions.forEach(b::hostFunction);
        k8s = b.build();
        assertThat(k8s.capabilities().hostFunctions()).isTrue();
        assertThat(k8s.hostFunctions()).hasSameSizeAs(functions);
        return k8s;
    }

    @Test
    void should_call_the_host_from_a_session_whose_state_survives_between_executions() {
        try (Session s = k8s.openSession()) {
            ExecutionResult first = s.execute(ExecutionRequest.of("total = price_of('tea', quantity=2)\nprint(total)"));
            assertThat(first.stdout()).as(first.message()).isEqualTo("500\n");
            ExecutionResult second = s.execute(ExecutionRequest.of(
                    "import asyncio\nasync def main():\n    return await asyncio.gather(*[price_of('x', quantity=q)"
                            + " for q in (1, 3)])\nprint(total + sum(asyncio.run(main())))"));
            assertThat(second.stdout()).as(second.message()).isEqualTo("1500\n");
            assertThat(second.usage().hostCalls()).isEqualTo(2);
        }
    }

    @AfterAll
    void checkNothingLeaks() {
        if (k8s != null) {
            k8s.close();   // before the contract's own close (a superclass's @AfterAll runs after this one)
        }
        if (cluster != null) {
            cluster.closeCheckingNothingLeft();
        }
    }
}
