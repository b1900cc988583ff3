package io.agentcage.docker.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.dockerjava.api.DockerClient;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.Session;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.docker.internal.Labels;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Pool, sessions, clean-up, files and figures, and the errors a misconfigured host gets. */
class LifecycleIT {

    private static ExecutionLimits ceilings() {
        return ExecutionLimits.builder().timeout(Duration.ofSeconds(3)).build();
    }

    @Test
    void should_leave_no_labelled_container_when_executor_is_closed() {
        DockerExecutor executor = DockerSandboxes.start(DockerSandboxes.config(ceilings()).build());
        String owner = executor.ownerId();
        executor.execute(ExecutionRequest.of("print(1)"));
        Session s = executor.openSession();
        s.execute(ExecutionRequest.of("x = 1"));
        assertThat(DockerSandboxes.containersOf(owner)).isNotEmpty();
        executor.close();
        assertThat(DockerSandboxes.containersOf(owner)).isEmpty();
        assertThat(s.isOpen()).isFalse();
    }

    @Test
    void should_remove_leftovers_of_dead_jvms_and_expired_containers_when_an_executor_starts() throws Exception {
        DockerClient docker = DockerSandboxes.docker();
        String host = InetAddress.getLocalHost().getHostName();
        String deadOwner = createIdle(docker, Map.of(Labels.MANAGED, "true", Labels.OWNER, "dead-jvm-test",
                Labels.HOST, host, Labels.PID, "2147483000", Labels.JVM_START, "1",
                Labels.EXPIRES, Long.toString(Instant.now().plusSeconds(3600).toEpochMilli())));
        String expired = createIdle(docker, Map.of(Labels.MANAGED, "true", Labels.OWNER, "expired-test",
                Labels.HOST, "some-other-host", Labels.PID, "1", Labels.JVM_START, "1",
                Labels.EXPIRES, Long.toString(Instant.now().minusSeconds(5).toEpochMilli())));
        String alive = createIdle(docker, Map.of(Labels.MANAGED, "true", Labels.OWNER, "alive-elsewhere-test",
                Labels.HOST, "some-other-host", Labels.PID, "1", Labels.JVM_START, "1",
                Labels.EXPIRES, Long.toString(Instant.now().plusSeconds(3600).toEpochMilli())));
        try (DockerExecutor executor = DockerSandboxes.start(DockerSandboxes.config(ceilings()).poolMinIdle(0)
                .build())) {
            assertThat(DockerSandboxes.containersOf("dead-jvm-test")).isEmpty();
            assertThat(DockerSandboxes.containersOf("expired-test")).isEmpty();
            assertThat(DockerSandboxes.containersOf("alive-elsewhere-test")).hasSize(1);
        } finally {
            for (String id : new String[] {deadOwner, expired, alive}) {
                try {
                    docker.removeContainerCmd(id).withForce(true).exec();
                } catch (RuntimeException ignored) {
                    // already removed by the sweep
                }
            }
        }
    }

    private static String createIdle(DockerClient docker, Map<String, String> labels) {
        return docker.createContainerCmd(DockerConfig.DEFAULT_IMAGE).withLabels(labels).withCmd("true").exec().getId();
    }

    @Test
    void should_lose_state_and_continue_fresh_when_a_session_times_out() {
        try (DockerExecutor executor = DockerSandboxes.start(DockerSandboxes.config(ceilings()).build());
             Session s = executor.openSession()) {
            s.execute(ExecutionRequest.of("kept = 1"));
            ExecutionResult r = s.execute(ExecutionRequest.builder("while True: pass").timeout(Duration.ofMillis(500))
                    .build());
            assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
            assertThat(r.sessionStateLost()).isTrue();
            ExecutionResult after = s.execute(ExecutionRequest.of("print('kept' in globals())"));
            assertThat(after.stdout()).isEqualTo("False\n");
            assertThat(after.sessionStateLost()).isFalse();
        }
    }

    /**
     * Guest code runs as another uid than its supervisor, so it can no longer freeze it (this test used to stop the
     * supervisor from the guest); the host's backstop for a frozen supervisor is tested from outside the guest in
     * {@link TimeoutVersusMemoryIT} (docker exec as root).
     */
    @Test
    void should_refuse_guest_code_that_freezes_its_runner_and_keep_the_session() {
        DockerConfig config = DockerSandboxes.config(ceilings()).backstopGrace(Duration.ofSeconds(1)).build();
        try (DockerExecutor executor = DockerSandboxes.start(config);
             Session s = executor.openSession()) {
            ExecutionResult r = s.execute(ExecutionRequest.builder("import os, signal\nkept = 1\ntry:\n"
                    + "    os.kill(os.getppid(), signal.SIGSTOP)\nexcept PermissionError:\n    print('refused')")
                    .timeout(Duration.ofSeconds(5)).build());
            assertThat(r.stdout()).as(r.outcome() + " " + r.message()).isEqualTo("refused\n");
            assertThat(s.execute(ExecutionRequest.of("print(kept)")).stdout()).isEqualTo("1\n");
        }
    }

    @Test
    void should_serve_from_the_warm_pool_with_pandas_preloaded() throws Exception {
        try (DockerExecutor executor = DockerSandboxes.start(DockerSandboxes.config(ceilings()).poolMinIdle(1)
                .build())) {
            long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();   // a bound, not a margin
            while (executor.idleContainers() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(executor.idleContainers()).isEqualTo(1);
            ExecutionResult r = executor.execute(ExecutionRequest.of("import sys\n'pandas' in sys.modules"));
            assertThat(r.value()).contains("True");
        }
    }

    @Test
    void should_return_figures_and_byte_exact_files_when_code_draws_and_writes() {
        byte[] random = new byte[1 << 20];
        new Random(7).nextBytes(random);
        // A cold container (pool not warm yet) imports pandas and matplotlib inside the deadline: allow for it.
        ExecutionLimits slow = ceilings().withTimeout(Duration.ofSeconds(20));
        try (DockerExecutor executor = DockerSandboxes.start(DockerSandboxes.config(slow).build())) {
            ExecutionResult r = executor.execute(ExecutionRequest.builder(String.join("\n",
                    "import matplotlib.pyplot as plt, pandas as pd, os",
                    "os.makedirs('out')",
                    "df = pd.read_csv('in/data.csv')",
                    "df.plot(x='a', y='b')",
                    "plt.figure(); plt.bar([1, 2], [3, 4])",
                    "df.assign(c=df.a * df.b).to_csv('out/result.csv', index=False)",
                    "open('copy.bin', 'wb').write(open('in/random.bin', 'rb').read())",
                    "len(df)"))
                    .inputFile(SandboxFile.ofText("in/data.csv", "a,b\n1,2\n3,4\n"))
                    .inputFile(SandboxFile.of("in/random.bin", random))
                    .build());
            assertThat(r.outcome()).as(r.message() + r.error()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.value()).contains("2");
            assertThat(r.files()).extracting(SandboxFile::path)
                    .containsExactlyInAnyOrder("out/result.csv", "copy.bin", "_figures/figure-1.png",
                            "_figures/figure-2.png");
            SandboxFile png = r.files().stream().filter(f -> f.path().endsWith("figure-1.png")).findFirst().orElseThrow();
            assertThat(png.mediaType()).isEqualTo("image/png");
            assertThat(new String(png.content(), 1, 3, StandardCharsets.US_ASCII)).isEqualTo("PNG");
            SandboxFile copy = r.files().stream().filter(f -> f.path().equals("copy.bin")).findFirst().orElseThrow();
            assertThat(copy.content()).isEqualTo(random);
            assertThat(r.files().stream().filter(f -> f.path().equals("out/result.csv")).findFirst().orElseThrow()
                    .text()).isEqualTo("a,b,c\n1,2,2\n3,4,12\n");
        }
    }

    @Test
    void should_return_figures_up_to_the_file_cap_and_say_which_were_left_out() {
        ExecutionLimits slow = ceilings().withTimeout(Duration.ofSeconds(20));
        try (DockerExecutor executor = DockerSandboxes.start(DockerSandboxes.config(slow).build())) {
            ExecutionResult r = executor.execute(ExecutionRequest.builder(String.join("\n",
                    "import matplotlib.pyplot as plt, random",
                    "for n in range(8):",
                    "    plt.figure()",
                    "    plt.scatter([random.random() for _ in range(400)], [random.random() for _ in range(400)])"))
                    .limits(ExecutionLimits.requestBuilder().fileBytes(60_000).build())
                    .build());
            assertThat(r.outcome()).as(r.message() + r.error()).isEqualTo(Outcome.SUCCESS);
            long returned = r.files().stream().mapToLong(f -> f.content().length).sum();
            assertThat(returned).isPositive().isLessThanOrEqualTo(60_000);
            assertThat(r.files().size()).isBetween(1, 7);
            assertThat(r.diagnostics()).filteredOn(d -> d.message().contains("not returned: returned figures would "
                    + "exceed 60000 bytes")).hasSize(8 - r.files().size());
        }
    }

    @Test
    void should_say_how_to_build_the_image_when_it_is_missing() {
        DockerConfig config = DockerConfig.builder().allowImage("agentcage/no-such-image:0").image(
                "agentcage/no-such-image:0").build();
        assertThatThrownBy(() -> DockerExecutor.builder().dockerClient(DockerSandboxes.docker()).config(config)
                .build())
                .isInstanceOf(SandboxUnavailableException.class).hasMessageContaining("scripts/build-image.sh")
                .hasMessageContaining("agentcage/no-such-image:0 is not available locally")
                .hasMessageContaining("agentcage image build").hasMessageContaining("buildImageIfMissing()");
    }

    @Test
    void should_say_how_to_start_docker_when_the_socket_is_unreachable() {
        DockerConfig config = DockerConfig.builder().dockerHost("unix:///nonexistent/docker.sock").build();
        assertThatThrownBy(() -> DockerExecutor.builder().config(config).build())
                .isInstanceOf(SandboxUnavailableException.class).hasMessageContaining("cannot reach the Docker daemon")
                .hasMessageContaining("setup-docker.sh");
    }

    @Test
    void should_refuse_images_outside_the_allow_list() {
        assertThatThrownBy(() -> DockerConfig.builder().image("python:3.11").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not in the allowed images");
    }
}
