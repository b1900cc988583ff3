package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.testcontainers.DockerSandbox;
import io.agentcage.testcontainers.DockerSandboxExtension;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the model reads from a Docker result: a figure comes back once (a saved one as its file only), limits are
 * named in the messages, and the peak memory is the Python process's during that execution (as CPython's
 * {@code ru_maxrss} counts it), not the container's since it started.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(300)
class ResultFiguresIT {

    @RegisterExtension
    static DockerSandboxExtension sandbox = DockerSandboxes.perClass(DockerSandboxes.config(ExecutionLimits.builder()
            .timeout(Duration.ofSeconds(20)).memoryBytes(192L << 20).build()).build());

    private DockerExecutor executor;

    @BeforeAll
    void open() {
        executor = sandbox.executor();
    }

    @Test
    void should_return_a_saved_figure_once_as_its_file_and_an_unsaved_one_as_a_figure() {
        ExecutionResult r = executor.execute(ExecutionRequest.of("import io, matplotlib.pyplot as plt\n"
                + "plt.plot([1, 4, 9])\nplt.savefig('squares.png')\n"
                + "plt.figure(); plt.bar([1, 2], [3, 4]); plt.savefig(io.BytesIO(), format='png')\n"
                + "plt.figure(); plt.plot([2, 1]); plt.savefig('/tmp/outside.png')"));
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        // figure 1: saved into the workspace, returned as that file only; figure 2: saved to a buffer, still
        // returned; figure 3: saved outside the workspace (not returned as a file), so returned as a figure
        assertThat(r.files()).extracting(SandboxFile::path)
                .containsExactlyInAnyOrder("squares.png", "_figures/figure-2.png", "_figures/figure-3.png");
    }

    @Test
    void should_return_a_figure_once_when_matplotlib_is_first_imported_by_the_code() {
        DockerConfig config = DockerSandboxes.config(ExecutionLimits.defaults()).poolMinIdle(0)
                .preloadModules(java.util.List.of()).build();
        DockerSandbox coldSandbox = DockerSandbox.withConfig(config);
        coldSandbox.start();
        try {
            ExecutionResult r = coldSandbox.executor().execute(ExecutionRequest.of("import sys\n"
                    + "assert 'matplotlib' not in sys.modules\n"
                    + "import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig('chart.png')"));
            assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.files()).extracting(SandboxFile::path).containsExactly("chart.png");
        } finally {
            coldSandbox.stop();
        }
    }

    @Test
    void should_name_the_time_limit_when_code_runs_past_it() {
        ExecutionResult r = executor.execute(ExecutionRequest.builder("while True:\n    pass")
                .timeout(Duration.ofSeconds(1)).build());
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.message()).startsWith("timed out at the limit of 1 s (after ");
    }

    @Test
    void should_name_the_memory_limit_when_the_code_is_killed_for_memory() {
        ExecutionResult r = executor.execute(ExecutionRequest.of("b = bytearray(512 << 20)"));
        // Under load, cgroup-v1 reclaim can stall a bomb until the deadline (see TimeoutVersusMemoryIT); the words
        // themselves are checked without Docker by RunnerMessagesScriptTest.
        assertThat(r.outcome()).as(r.message()).isIn(Outcome.LIMIT_EXCEEDED, Outcome.TIMEOUT);
        if (r.outcome() == Outcome.LIMIT_EXCEEDED) {
            assertThat(r.limitExceeded()).contains(Limit.MEMORY);
            assertThat(r.message()).contains("(limit: 192 MiB)");
        }
    }

    @Test
    void should_report_the_peak_memory_of_each_execution_when_a_session_allocates_then_frees() {
        try (Session s = executor.openSession()) {
            ExecutionResult big = s.execute(ExecutionRequest.of("b = bytearray(96 << 20)\nb[::4096] = b'x' * len("
                    + "range(0, len(b), 4096))\ndel b"));
            assertThat(big.outcome()).as(big.message() + big.stderr()).isEqualTo(Outcome.SUCCESS);
            ExecutionResult small = s.execute(ExecutionRequest.of("x = 1"));
            long bigPeak = big.usage().peakMemoryBytes();
            long smallPeak = small.usage().peakMemoryBytes();
            assertThat(bigPeak).as("the 96 MiB buffer was touched").isGreaterThan(96L << 20);
            // a container-wide or lifetime figure would still include the freed 96 MiB
            assertThat(smallPeak).isPositive().isLessThan(bigPeak - (64L << 20));
        }
    }
}
