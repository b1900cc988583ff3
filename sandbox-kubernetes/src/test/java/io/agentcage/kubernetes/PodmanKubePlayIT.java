package io.agentcage.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import io.agentcage.ExecutionLimits;
import io.agentcage.kubernetes.internal.PodLabels;
import io.agentcage.kubernetes.internal.PodLimits;
import io.agentcage.kubernetes.internal.PodSpecs;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A real engine consumes the generated pod manifest: {@code podman kube play} (Debian's podman 4.3 with catatonit,
 * installed by scripts/setup-docker.sh) runs the pod the executor would create. Two pods:
 * <ol>
 * <li>the manifest unchanged: the runner starts as PID 1 of its container, passes its guard (markers, root start,
 * PID 1 is its own init) and its privilege drop, which checks that it holds exactly SETUID, SETGID and KILL, applies
 * the limits from {@code AGENTCAGE_RLIMITS}, and says hello. Podman 4.3 ignores {@code stdin: true} in kube play (the
 * container's stdin is at end of file), so the runner then exits cleanly: exit code 0;</li>
 * <li>the same manifest with the command replaced by a probe that reads the hardening from inside: uid 0 with only
 * those three capabilities effective and in the bounding set, no new privileges, a seccomp filter, a read-only root,
 * volumes of their own on {@code /workspace}, {@code /tmp} and {@code /dev/shm} (podman 4.3 backs emptyDir with disk
 * and ignores {@code medium: Memory} and {@code sizeLimit}), no service account token, the hostname
 * {@code sandbox}.</li>
 * </ol>
 * Pods run with {@code --network none} (podman's networks stay untouched) and are removed afterwards.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PodmanKubePlayIT {
    private static final Duration TIMEOUT = Duration.ofSeconds(180);
    private static final String PROBE = String.join("\n",
            "import os, errno",
            "st = dict(l.split(':', 1) for l in open('/proc/self/status'))",
            "print('ids', os.getuid(), os.getgid())",
            "print('caps', st['CapEff'].strip(), st['CapBnd'].strip(), st['CapAmb'].strip())",
            "print('nnp', st['NoNewPrivs'].strip(), 'seccomp', st['Seccomp'].strip())",
            "try:",
            "    open('/usr/evil', 'w')",
            "except OSError as e:",
            "    print('root', errno.errorcode[e.errno])",
            "m = {l.split()[4]: l.split(' - ')[1].split() for l in open('/proc/self/mountinfo')}",
            "for d in ('/workspace', '/tmp', '/dev/shm'):",
            "    print('mount', d, m[d][0], [o for o in m[d][2].split(',') if o.startswith('size=')])",
            "print('token', os.path.exists('/var/run/secrets/kubernetes.io'), 'host', os.uname().nodename)");
    /**
     * Rootful podman raises the container's open-file and process limits by default, above the hard limits a CI
     * runner (itself a container) may have: a containers.conf of the test's own keeps them at what the JVM has. The
     * runner lowers them to the pod's own (maxOpenFiles, maxProcesses) anyway.
     */
    private static Path containersConf;
    private final List<String> pods = new ArrayList<>();

    @BeforeAll
    void prepare() throws Exception {
        if (!onPath("podman") || !onPath("catatonit")) {
            if (System.getenv("CI") != null) {
                fail("CI is set but podman or catatonit is missing; scripts/setup-docker.sh installs them");
            }
            Assumptions.abort("podman or catatonit is not installed (scripts/setup-docker.sh installs them)");
        }
        KubeletTestSupport.docker();  // the image to load comes from the local Docker engine
        String nproc = run(List.of("sh", "-c", "ulimit -Hu")).output.strip();
        nproc = nproc.matches("\\d+") ? nproc : "4096";
        containersConf = Files.createTempFile("agentcage-containers-", ".conf");
        Files.writeString(containersConf, "[containers]\ndefault_ulimits = [\"nofile=1024:1024\", \"nproc=" + nproc
                + ":" + nproc + "\"]\n");
        String image = KubernetesConfig.DEFAULT_IMAGE;
        if (run(List.of("podman", "image", "exists", image)).code != 0) {
            Result loaded = run(List.of("sh", "-c", "docker save " + image + " | podman load -q"));
            assertThat(loaded.code).as("podman load: " + loaded.output).isZero();
        }
    }

    @AfterAll
    void down() throws Exception {
        for (String pod : pods) {
            run(List.of("podman", "pod", "rm", "-f", "--ignore", pod));
            assertThat(run(List.of("podman", "pod", "exists", pod)).code).as("pod " + pod + " is gone").isNotZero();
        }
        if (containersConf != null) {
            Files.deleteIfExists(containersConf);
        }
    }

    /** Plays the generated manifest (with the container's command replaced, if given); returns the container. */
    private String play(List<String> command) throws Exception {
        KubernetesConfig config = KubernetesConfig.builder().ceilings(ExecutionLimits.builder()
                .memoryBytes(256L << 20).fileBytes(8L << 20).maxProcesses(40).build()).imagePullPolicy("Never")
                .build();
        Pod pod = new PodSpecs(config, "default").pod(PodLimits.of(config.ceilings()), "podman-test",
                PodLabels.CLAIMED, Instant.now());
        String name = "agentcage-podman-" + UUID.randomUUID().toString().substring(0, 8);
        pod.getMetadata().setGenerateName(null);
        pod.getMetadata().setName(name);
        if (command != null) {
            pod.getSpec().getContainers().get(0).setCommand(command);
        }
        Path manifest = Files.createTempFile("agentcage-pod-", ".yaml");
        try {
            Files.writeString(manifest, Serialization.asYaml(pod));
            pods.add(name);
            Result played = run(List.of("podman", "kube", "play", "--network", "none", manifest.toString()));
            assertThat(played.code).as("podman kube play: " + played.output).isZero();
        } finally {
            Files.deleteIfExists(manifest);
        }
        String container = name + "-" + PodSpecs.CONTAINER;
        Result waited = run(List.of("podman", "wait", container));
        assertThat(waited.code).as("podman wait: " + waited.output).isZero();
        return container;
    }

    @Test
    void should_start_the_runner_as_pid_1_with_its_privileges_checked_when_podman_plays_the_manifest()
            throws Exception {
        String container = play(null);
        String logs = run(List.of("podman", "logs", container)).output;
        assertThat(logs).as(logs).contains("\"type\":\"hello\"").doesNotContain("refusing");
        Result exit = run(List.of("podman", "inspect", "--format", "{{.State.ExitCode}}", container));
        assertThat(exit.output.strip()).as("the runner's exit code at end of input").isEqualTo("0");
    }

    @Test
    void should_apply_the_hardening_when_a_probe_reads_it_from_inside_the_pod() throws Exception {
        String container = play(List.of("python3", "-I", "-c", PROBE));
        String logs = run(List.of("podman", "logs", container)).output;
        String[] lines = logs.strip().split("\n");
        assertThat(lines).as(logs).hasSize(8);
        assertThat(List.of(lines).subList(0, 4)).containsExactly(
                "ids 0 0",
                "caps 00000000000000e0 00000000000000e0 0000000000000000",
                "nnp 1 seccomp 2",
                "root EROFS");
        // Each emptyDir is a writable mount of its own. Podman 4.3 backs emptyDir with a disk volume and ignores
        // medium: Memory and sizeLimit (a kubelet mounts a tmpfs; the test kubelet does too): not checked here.
        assertThat(lines[4]).startsWith("mount /workspace ");
        assertThat(lines[5]).startsWith("mount /tmp ");
        assertThat(lines[6]).startsWith("mount /dev/shm ");
        assertThat(lines[7]).isEqualTo("token False host sandbox");
    }

    private static boolean onPath(String command) {
        try {
            return run(List.of("sh", "-c", "command -v " + command)).code == 0;
        } catch (Exception e) {
            return false;
        }
    }

    private record Result(int code, String output) {
    }

    private static Result run(List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("agentcage-podman-", ".out");
        try {
            ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command));
            if (containersConf != null) {
                builder.environment().put("CONTAINERS_CONF", containersConf.toString());
            }
            Process p = builder.redirectErrorStream(true)
                    .redirectOutput(out.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File(
                            "/dev/null"))).start();
            if (!p.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("timed out after " + TIMEOUT.toSeconds() + " s: " + command);
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
