package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Container;
import com.github.dockerjava.api.model.Frame;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.docker.internal.Labels;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A SIGKILL (exit 137) ends a process at a timeout, at the memory limit and when anything else sends it. The
 * result must name the real cause: a timeout (the supervisor's or the host's backstop) says timeout, only the
 * kernel's OOM killer (Docker's {@code OOMKilled} flag and an {@code oom} event) says memory, and a runner killed
 * by anything else is a sandbox failure, under runc here and under gVisor in {@link RunscTimeoutVersusMemoryIT}.
 * Guest code itself can no longer signal its runner (it runs as another uid). A session whose container the
 * backstop kills reports the timeout and the lost state, and goes on on a fresh container.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TimeoutVersusMemoryIT {
    /**
     * Run in the container as root (which holds CAP_KILL there): waits (up to five minutes: never a fixed sleep)
     * until the guest code has written {@link #STARTED}, then sends the signal (0: none) to the supervisor, uid 65533.
     */
    private static final String SIGNAL_SUPERVISOR = "import os, sys, time\n"
            + "for _ in range(6000):\n"
            + "    if os.path.exists('/tmp/started'):\n"
            + "        break\n"
            + "    time.sleep(0.05)\n"
            + "for p in os.listdir('/proc'):\n"
            + "    if p.isdigit():\n"
            + "        try:\n"
            + "            s = open('/proc/%s/status' % p).read()\n"
            + "        except OSError:\n"
            + "            continue\n"
            + "        if '\\nUid:\\t65533\\t' in s:\n"
            + "            os.kill(int(p), int(sys.argv[1]))\n";

    /** Guest code that says it has started, for {@link #SIGNAL_SUPERVISOR}. */
    private static final String STARTED = "import time\nopen('/tmp/started', 'w').close()\n";

    private DockerExecutor executor;

    /** The OCI runtime under test. */
    protected String runtime() {
        return "runc";
    }

    @BeforeAll
    void start() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(20))
                .memoryBytes(192L << 20).build();
        DockerConfig.Builder b = DockerSandboxes.config(ceilings).preloadModules(List.of()).poolMinIdle(0)
                .backstopGrace(Duration.ofSeconds(2));
        if (!runtime().equals("runc")) {
            b.runtime(runtime());
        }
        executor = DockerSandboxes.start(b.build());
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
            assertThat(DockerSandboxes.containersOf(executor.ownerId())).isEmpty();
        }
    }

    private ExecutionResult run(String code, Duration timeout) {
        return executor.execute(ExecutionRequest.builder(code)
                .limits(ExecutionLimits.builder().timeout(timeout).build()).build());
    }

    /**
     * Runs {@code code} and does {@code action} to its container: the one that is new (the pool keeps none idle).
     */
    private ExecutionResult runAndThen(String code, Duration timeout, java.util.function.Consumer<String> action)
            throws Exception {
        Set<String> before = DockerSandboxes.containersOf(executor.ownerId()).stream().map(Container::getId)
                .collect(Collectors.toSet());
        CompletableFuture<ExecutionResult> running = CompletableFuture.supplyAsync(() -> run(code, timeout));
        String id = newRunningContainer(before);
        action.accept(id);
        return running.get(5, TimeUnit.MINUTES);
    }

    private String newRunningContainer(Set<String> before) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (System.nanoTime() < deadline) {
            for (Container c : DockerSandboxes.docker().listContainersCmd()
                    .withLabelFilter(Map.of(Labels.OWNER, executor.ownerId())).exec()) {
                if (!before.contains(c.getId())) {
                    return c.getId();
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no new running container of owner " + executor.ownerId());
    }

    /** Sends {@code signal} to the supervisor from inside the container, as root, through {@code docker exec}. */
    private static void signalSupervisor(String containerId, int signal) {
        var docker = DockerSandboxes.docker();
        String exec = docker.execCreateCmd(containerId).withUser("0").withAttachStdout(true).withAttachStderr(true)
                .withCmd("python3", "-c", SIGNAL_SUPERVISOR, Integer.toString(signal)).exec().getId();
        try {
            docker.execStartCmd(exec).exec(new ResultCallback.Adapter<Frame>()).awaitCompletion(6, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    @Test
    void should_report_a_timeout_when_the_supervisor_kills_a_worker_that_holds_much_memory() {
        ExecutionResult r = run("held = b'x' * (120 << 20)\nwhile True:\n    pass", Duration.ofSeconds(2));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        assertThat(r.message()).doesNotContainIgnoringCase("memory");
    }

    @Test
    void should_report_a_timeout_when_the_host_backstop_kills_a_container_whose_supervisor_is_frozen()
            throws Exception {
        ExecutionResult r = runAndThen(STARTED + "time.sleep(60)",
                Duration.ofSeconds(8), id -> signalSupervisor(id, 19));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        assertThat(r.message()).contains("did not answer").doesNotContainIgnoringCase("memory");
    }

    @Test
    void should_report_a_timeout_and_lost_state_when_the_backstop_kills_a_session_whose_supervisor_is_frozen()
            throws Exception {
        Set<String> before = DockerSandboxes.containersOf(executor.ownerId()).stream().map(Container::getId)
                .collect(Collectors.toSet());
        try (Session session = executor.openSession()) {
            String first = newRunningContainer(before);
            assertThat(session.execute(ExecutionRequest.of("kept = 41")).outcome()).isEqualTo(Outcome.SUCCESS);
            CompletableFuture<ExecutionResult> running = CompletableFuture.supplyAsync(() -> session.execute(
                    ExecutionRequest.builder(STARTED + "time.sleep(60)")
                            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(8)).build()).build()));
            signalSupervisor(first, 19);
            ExecutionResult frozen = running.get(5, TimeUnit.MINUTES);
            assertThat(frozen.outcome()).as(frozen.message()).isEqualTo(Outcome.TIMEOUT);
            assertThat(frozen.limitExceeded()).contains(Limit.TIME);
            assertThat(frozen.message()).contains("did not answer");
            assertThat(frozen.sessionStateLost()).isTrue();

            ExecutionResult next = session.execute(ExecutionRequest.of("print('kept' in globals())\nkept = 1\nkept + 1"));
            assertThat(next.outcome()).as(next.message()).isEqualTo(Outcome.SUCCESS);
            assertThat(next.stdout()).isEqualTo("False\n");
            assertThat(next.value()).contains("2");
            assertThat(DockerSandboxes.containersOf(executor.ownerId())).extracting(Container::getId)
                    .doesNotContain(first);
            ExecutionResult after = session.execute(ExecutionRequest.of("kept * 10"));
            assertThat(after.value()).contains("10");
            assertThat(after.sessionStateLost()).isFalse();
        }
    }

    @Test
    void should_report_a_sandbox_failure_not_memory_when_the_supervisor_is_sigkilled() throws Exception {
        ExecutionResult r = runAndThen(STARTED + "time.sleep(30)",
                Duration.ofSeconds(20), id -> signalSupervisor(id, 9));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).contains("SIGKILL").contains("not by the OOM killer");
    }

    @Test
    void should_report_a_sandbox_failure_not_memory_when_the_container_is_sigkilled_from_outside() throws Exception {
        ExecutionResult r = runAndThen(STARTED + "time.sleep(30)",
                Duration.ofSeconds(20), id -> {
                    signalSupervisor(id, 0);
                    DockerSandboxes.docker().killContainerCmd(id).exec();
                });
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.limitExceeded()).isEmpty();
        assertThat(r.message()).doesNotContainIgnoringCase("memory limit");
    }

    @Test
    void should_refuse_guest_code_that_signals_its_supervisor_or_init() {
        ExecutionResult r = run("import os, signal\nrefused = []\nfor pid in (os.getppid(), 1):\n    try:\n"
                + "        os.kill(pid, signal.SIGKILL)\n    except PermissionError:\n        refused.append(pid)\n"
                + "print(len(refused))", Duration.ofSeconds(10));
        assertThat(r.stdout()).as(r.outcome() + " " + r.message()).isEqualTo("2\n");
    }

    @Test
    void should_still_report_the_memory_limit_when_the_oom_killer_strikes() {
        ExecutionResult r = run("blocks = []\nwhile True:\n    blocks.append(b'x' * (16 << 20))",
                Duration.ofSeconds(20));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }
}
