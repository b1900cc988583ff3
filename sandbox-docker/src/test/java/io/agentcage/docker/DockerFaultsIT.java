package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import io.agentcage.Session;
import io.agentcage.docker.internal.Labels;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Faults from outside the guest: a container killed mid-execution, the JVM killed with SIGKILL while containers
 * run, a full workspace, the daemon restarted mid-run (opt-in, see {@link #DAEMON_RESTART}). Each ends in a clear
 * outcome and the executor keeps serving. (A missing image is {@code LifecycleIT#should_say_how_to_build_the_image_
 * when_it_is_missing}.) One executor serves the whole class except where a test needs its own.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DockerFaultsIT {
    /**
     * System property that enables the daemon-restart test, off by default because the daemon is shared: run it
     * with {@code -Dagentcage.it.daemonRestart=true} and optionally {@code -Dagentcage.it.daemonRestartCommand=...}
     * (default {@code systemctl restart docker}), on a machine where nobody else uses the daemon.
     */
    static final String DAEMON_RESTART = "agentcage.it.daemonRestart";

    private DockerExecutor executor;

    @BeforeAll
    void start() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(20)).fileBytes(4L << 20)
                .build();
        executor = DockerExecutor.builder().config(DockerTestSupport.config(ceilings).preloadModules(List.of())
                .poolMinIdle(0).build()).build();
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
        }
    }

    private void assertStillServes() {
        ExecutionResult r = executor.execute(ExecutionRequest.of("print(6 * 7)"));
        assertThat(r.stdout()).as(r.outcome() + " " + r.message()).isEqualTo("42\n");
    }

    /** The ids of this owner's containers, running or not (those of earlier tests may still be being removed). */
    private static Set<String> containerIds(String owner) {
        return DockerTestSupport.containersOf(owner).stream().map(Container::getId).collect(Collectors.toSet());
    }

    /**
     * Waits until a running container of this executor that is not in {@code before} exists and returns it: the
     * one started for the execution under test.
     */
    private static String newRunningContainerOf(String owner, Set<String> before) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (System.nanoTime() < deadline) {
            List<Container> running = DockerTestSupport.docker().listContainersCmd()
                    .withLabelFilter(Map.of(Labels.OWNER, owner)).exec();
            for (Container c : running) {
                if (!before.contains(c.getId())) {
                    return c.getId();
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no new running container of owner " + owner);
    }

    @Test
    void should_report_a_sandbox_failure_and_keep_serving_when_the_container_is_killed_mid_execution()
            throws Exception {
        Set<String> before = containerIds(executor.ownerId());
        CompletableFuture<ExecutionResult> running = CompletableFuture.supplyAsync(() -> executor.execute(
                ExecutionRequest.of(DockerTestSupport.STARTED + "import time\ntime.sleep(30)\nprint('ESCAPED')")));
        String id = newRunningContainerOf(executor.ownerId(), before);
        DockerTestSupport.awaitStarted(id);
        DockerTestSupport.docker().killContainerCmd(id).exec();
        // Not a race against the 30 s sleep: had the kill not ended the execution, it would succeed and print.
        ExecutionResult r = running.get(5, TimeUnit.MINUTES);
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).isNotBlank();
        assertThat(r.stdout()).doesNotContain("ESCAPED");
        assertStillServes();
    }

    @Test
    void should_lose_the_state_and_continue_fresh_when_a_session_container_is_killed() throws Exception {
        Set<String> before = containerIds(executor.ownerId());
        try (Session s = executor.openSession()) {
            s.execute(ExecutionRequest.of("kept = 1"));
            String id = newRunningContainerOf(executor.ownerId(), before);
            DockerTestSupport.docker().killContainerCmd(id).exec();
            ExecutionResult r = s.execute(ExecutionRequest.of("print('kept' in globals())"));
            if (r.outcome() == Outcome.SUCCESS) {
                // The session noticed the dead container before running and started a fresh one.
                assertThat(r.stdout()).isEqualTo("False\n");
                assertThat(r.sessionStateLost()).isTrue();
            } else {
                assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
                assertThat(r.sessionStateLost()).isTrue();
                ExecutionResult after = s.execute(ExecutionRequest.of("print('kept' in globals())"));
                assertThat(after.stdout()).as(after.message()).isEqualTo("False\n");
            }
        }
        assertStillServes();
    }

    @Test
    void should_end_with_a_clear_error_and_keep_serving_when_the_workspace_is_full() {
        ExecutionResult r = executor.execute(ExecutionRequest.of(String.join("\n",
                "open('small.txt', 'w').write('kept')",
                "block = b'x' * (1 << 20)",
                "with open('fill.bin', 'wb') as f:",
                "    for _ in range(64):",
                "        f.write(block)",
                "        f.flush()")));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo("OSError");
        assertThat(r.error().orElseThrow().message()).containsAnyOf("No space left", "File too large");
        try (Session s = executor.openSession()) {
            ExecutionResult caught = s.execute(ExecutionRequest.of(String.join("\n",
                    "try:",
                    "    with open('/tmp/fill.bin', 'wb') as f:",
                    "        while True:",
                    "            f.write(b'y' * (1 << 20))",
                    "            f.flush()",
                    "except OSError as e:",
                    "    print('full', e.errno)")));
            assertThat(caught.stdout()).as(caught.message()).matches("full (28|27)\n");
            ExecutionResult next = s.execute(ExecutionRequest.of("import os\nos.remove('/tmp/fill.bin')\n"
                    + "open('after.txt', 'w').write('ok')\nprint(open('after.txt').read())"));
            assertThat(next.stdout()).as(next.message()).isEqualTo("ok\n");
        }
        assertStillServes();
    }

    @Test
    void should_remove_the_containers_of_a_jvm_killed_with_sigkill_when_the_next_executor_starts()
            throws Exception {
        DockerClient docker = DockerTestSupport.docker();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                OrphanMaker.class.getName()).redirectErrorStream(true).start();
        String owner;
        String decoy = null;
        try {
            owner = readyOwner(child);
            assertThat(DockerTestSupport.containersOf(owner)).as("containers of the child JVM").hasSizeGreaterThan(1);
            child.destroyForcibly();
            assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(child.exitValue()).isEqualTo(137);
            // A container that carries the dead JVM's owner and pid but not the managed label is not ours to
            // remove: the sweep must leave it alone.
            decoy = docker.createContainerCmd(DockerConfig.DEFAULT_IMAGE).withCmd("true").withLabels(Map.of(
                    Labels.OWNER, owner, Labels.HOST, InetAddress.getLocalHost().getHostName(),
                    Labels.PID, Long.toString(child.pid()), Labels.JVM_START, "1")).exec().getId();
            assertThat(DockerTestSupport.containersOf(owner)).as("orphans left by SIGKILL").hasSizeGreaterThan(2);
            try (DockerExecutor next = DockerExecutor.builder().config(DockerTestSupport.config(
                    ExecutionLimits.builder().build()).preloadModules(List.of()).poolMinIdle(0).build()).build()) {
                List<Container> left = DockerTestSupport.containersOf(owner);
                assertThat(left).extracting(Container::getId).containsExactly(decoy);
                assertThat(next.execute(ExecutionRequest.of("print(1)")).stdout()).isEqualTo("1\n");
            }
        } finally {
            child.destroyForcibly();
            if (decoy != null) {
                docker.removeContainerCmd(decoy).withForce(true).exec();
            }
        }
    }

    private static String readyOwner(Process child) throws Exception {
        CompletableFuture<String> ready = CompletableFuture.supplyAsync(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8))) {
                StringBuilder seen = new StringBuilder();
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    if (line.startsWith("READY ")) {
                        return line.substring(6).strip();
                    }
                    seen.append(line).append('\n');
                }
                throw new IllegalStateException("child JVM ended before it was ready:\n" + seen);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        return ready.get(90, TimeUnit.SECONDS);
    }

    @Test
    void should_report_a_clear_outcome_and_recover_when_the_daemon_restarts_mid_run() throws Exception {
        Assumptions.assumeTrue(Boolean.getBoolean(DAEMON_RESTART), "opt-in: -D" + DAEMON_RESTART + "=true "
                + "restarts the shared Docker daemon");
        String command = System.getProperty("agentcage.it.daemonRestartCommand", "systemctl restart docker");
        Set<String> before = containerIds(executor.ownerId());
        CompletableFuture<Object> running = CompletableFuture.supplyAsync(() -> {
            try {
                return executor.execute(ExecutionRequest.of("import time\ntime.sleep(15)\nprint('ESCAPED')"));
            } catch (SandboxException e) {
                return e;
            }
        });
        newRunningContainerOf(executor.ownerId(), before);
        Process restart = new ProcessBuilder("sh", "-c", command).inheritIO().start();
        assertThat(restart.waitFor(120, TimeUnit.SECONDS)).as("restart command finished").isTrue();
        Object outcome = running.get(60, TimeUnit.SECONDS);
        if (outcome instanceof ExecutionResult r) {
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).isNotBlank();
        } else {
            assertThat(((SandboxException) outcome).getMessage()).isNotBlank();
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        ExecutionResult after = null;
        while (System.nanoTime() < deadline) {
            try {
                after = executor.execute(ExecutionRequest.of("print(6 * 7)"));
                if (after.outcome() == Outcome.SUCCESS) {
                    break;
                }
            } catch (SandboxException e) {
                // the daemon is still coming back
            }
            Thread.sleep(1000);
        }
        assertThat(after).isNotNull();
        assertThat(after.stdout()).as(after.message()).isEqualTo("42\n");
    }
}
