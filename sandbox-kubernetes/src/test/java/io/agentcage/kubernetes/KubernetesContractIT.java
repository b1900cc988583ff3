package io.agentcage.kubernetes;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.contract.CodeExecutorContract;
import io.agentcage.contract.LiveExecutionContract;
import org.junit.jupiter.api.AfterAll;

/**
 * The backend contract on {@link KubernetesExecutor}: fabric8's mock API server as the control plane and the test
 * kubelet running each pod as a real container of the sandbox image on the local Docker engine (runc here, runsc in
 * {@link KubernetesRunscContractIT}). Live executions included (output frames over the attach stream, cancel,
 * async). Afterwards no pod and no container may be left.
 */
class KubernetesContractIT extends CodeExecutorContract implements LiveExecutionContract {
    private KubeletTestSupport cluster;
    private KubernetesExecutor kubernetes;

    /** The runtime class of the pods, or null for the node's default (runc). */
    protected String runtimeClass() {
        return null;
    }

    @Override
    protected CodeExecutor createExecutor(ExecutionLimits ceilings) {
        cluster = KubeletTestSupport.start();
        KubernetesConfig.Builder config = KubeletTestSupport.config(ceilings);
        if (runtimeClass() != null) {
            config.runtimeClassName(runtimeClass());
        }
        kubernetes = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client()).config(config.build())
                .build();
        return kubernetes;
    }

    @AfterAll
    void closeClusterAndCheckNothingLeaks() {
        if (kubernetes != null) {
            kubernetes.close();
        }
        if (cluster != null) {
            cluster.closeCheckingNothingLeft();
        }
    }
}
