package io.agentcage.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.docker.DockerConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/** The sandbox as a Testcontainers Startable, started and stopped by Testcontainers' own JUnit extension. */
@Testcontainers
@Timeout(180)
class DockerSandboxStartableIT {

    @Container
    static DockerSandbox sandbox = DockerSandbox.withConfig(DockerConfig.builder().poolMinIdle(0).build());

    @Test
    void should_run_code_on_the_engine_testcontainers_found() {
        ExecutionResult r = sandbox.executor().execute(ExecutionRequest.of("import sys\nsys.version_info[:2]"));

        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.value()).contains("(3, 11)");
        assertThat(sandbox.isRunning()).isTrue();
    }

    @Test
    void should_report_errors_as_results_not_exceptions() {
        ExecutionResult r = sandbox.executor().execute(ExecutionRequest.of("raise ValueError('bad input')"));

        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo("ValueError");
    }
}
