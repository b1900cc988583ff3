package io.agentcage.testcontainers;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.docker.DockerConfig;

/** The child JVM of {@link RyukOfflineIT}: a sandbox started with Testcontainers' default (Ryuk) reaper. */
public final class RyukOfflineMain {
    private RyukOfflineMain() {
    }

    public static void main(String[] args) {
        DockerSandbox sandbox = DockerSandbox.withConfig(DockerConfig.builder().poolMinIdle(0).build());
        sandbox.start();
        try {
            ExecutionResult r = sandbox.executor().execute(ExecutionRequest.of("6 * 7"));
            System.out.println("result=" + r.outcome() + " " + r.value().orElse(""));
            System.out.println("note=" + DockerSandbox.reaperNote());
        } finally {
            sandbox.stop();
        }
    }
}
