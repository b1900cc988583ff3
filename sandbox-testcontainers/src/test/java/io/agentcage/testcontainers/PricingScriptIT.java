package io.agentcage.testcontainers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.testcontainers.DockerSandboxExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class PricingScriptIT {

    @RegisterExtension
    static DockerSandboxExtension sandbox = DockerSandboxExtension.perClass();   // or perJvm()

    @Test
    void computes_the_total_with_pandas(DockerExecutor docker) {
        ExecutionResult r = docker.execute(ExecutionRequest.of(
                "import pandas as pd\npd.Series([250, 400, 250]).sum()"));

        assertEquals(Outcome.SUCCESS, r.outcome());
        assertEquals("900", r.value().orElseThrow());
    }
}
