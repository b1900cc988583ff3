package io.agentcage.kubernetes;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.spi.CodeExecutorProvider;

/**
 * Registers the {@code kubernetes} backend with {@link java.util.ServiceLoader} (e.g. {@code agentcage run --backend
 * kubernetes}). The configuration is {@link KubernetesConfig#defaults()} with the given ceilings; the environment
 * variables {@code AGENTCAGE_K8S_NAMESPACE} and {@code AGENTCAGE_K8S_RUNTIME_CLASS} select the namespace and the
 * runtime class; the client comes from the environment (in-cluster or kubeconfig).
 */
public final class KubernetesExecutorProvider implements CodeExecutorProvider {

    @Override
    public String name() {
        return "kubernetes";
    }

    @Override
    public CodeExecutor create(ExecutionLimits ceilings) {
        KubernetesConfig.Builder b = KubernetesConfig.builder().ceilings(ceilings);
        String namespace = System.getenv("AGENTCAGE_K8S_NAMESPACE");
        if (namespace != null && !namespace.isBlank()) {
            b.namespace(namespace.strip());
        }
        String runtime = System.getenv("AGENTCAGE_K8S_RUNTIME_CLASS");
        if (runtime != null && !runtime.isBlank()) {
            b.runtimeClassName(runtime.strip());
        }
        return KubernetesExecutor.builder().config(b.build()).build();
    }
}
