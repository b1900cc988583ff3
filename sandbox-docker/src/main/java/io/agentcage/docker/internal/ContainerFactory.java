package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.CreateContainerResponse;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.HostConfig;
import com.github.dockerjava.api.model.Ulimit;
import io.agentcage.SandboxException;
import io.agentcage.docker.DockerConfig;
import io.agentcage.runner.internal.RunnerChannel;
import io.agentcage.runner.internal.RunnerProtocol;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Creates and starts locked-down sandbox containers and waits until their runner answers. Every setting that makes
 * the container safe is here, in one place: no network (unless configured), read-only root, size-capped tmpfs
 * mounts, all capabilities dropped but the three the runner needs to separate uids, no-new-privileges,
 * pids/memory/CPU limits, ulimits, an init process, no mounts of the host.
 *
 * <p>Uids: the container starts as root with only {@code CAP_SETUID}, {@code CAP_SETGID} and {@code CAP_KILL}, so
 * that Docker's init (PID 1) and the attached stdin/stdout pipes belong to root; the runner drops at once to uid
 * 65533 (the supervisor, which keeps those three) and runs guest code as uid 65534 with none. Guest code therefore
 * shares a uid with no process that holds the protocol stream (see docker/python/runner/privileges.py).
 */
public final class ContainerFactory {
    /** The user the container starts as: root, only until the runner drops to its own uids (see above). */
    static final String USER = "0:0";
    /** The only capabilities the container keeps; the runner's supervisor holds them, guest code never does. */
    static final List<Capability> RUNNER_CAPABILITIES = List.of(Capability.SETUID, Capability.SETGID,
            Capability.KILL);
    private static final long SHM_BYTES = 16L << 20;

    private final DockerClient docker;
    private final DockerConfig config;
    private final Labels labels;
    private final Janitor janitor;

    public ContainerFactory(DockerClient docker, DockerConfig config, Labels labels, Janitor janitor) {
        this.docker = docker;
        this.config = config;
        this.labels = labels;
        this.janitor = janitor;
    }

    /**
     * A started container whose runner has said hello (and, with {@code preload}, imported the configured modules).
     *
     * @throws SandboxException if Docker refuses or the runner does not answer in time; the message says why
     */
    public SandboxContainer start(ContainerLimits limits, boolean preload) {
        Instant now = Instant.now();
        String id;
        try {
            id = create(limits, now);
        } catch (RuntimeException e) {
            throw DockerFaults.translate("create a sandbox container", config.image(), e);
        }
        janitor.track(id);
        AttachedRunner attachment = new AttachedRunner(RunnerChannel.maxFrameFor(config.ceilings()));
        RunnerChannel channel = attachment.channel();
        try {
            docker.attachContainerCmd(id).withStdIn(attachment.stdin()).withStdOut(true).withStdErr(true)
                    .withFollowStream(true).exec(attachment);
            if (!attachment.awaitStarted(config.startupTimeout().toMillis(), TimeUnit.MILLISECONDS)) {
                throw new SandboxException("could not attach to sandbox container " + id + " within "
                        + config.startupTimeout().toMillis() + " ms");
            }
            docker.startContainerCmd(id).exec();
            SandboxContainer container = new SandboxContainer(id, attachment, limits, now);
            awaitHello(container, channel);
            if (preload && !config.preloadModules().isEmpty()) {
                preload(container);
            }
            return container;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            janitor.destroy(id, attachment);
            throw new SandboxException("interrupted while starting a sandbox container", e);
        } catch (SandboxException e) {
            janitor.destroy(id, attachment);
            throw e;
        } catch (RuntimeException e) {
            janitor.destroy(id, attachment);
            throw DockerFaults.translate("start a sandbox container", config.image(), e);
        }
    }

    private String create(ContainerLimits limits, Instant now) {
        HostConfig host = HostConfig.newHostConfig()
                .withNetworkMode(config.network() ? "bridge" : "none")
                .withMemory(limits.memoryBytes())
                .withMemorySwap(limits.memoryBytes())
                .withNanoCPUs(config.nanoCpus())
                .withCapDrop(Capability.ALL)
                .withCapAdd(RUNNER_CAPABILITIES.toArray(new Capability[0]))
                .withSecurityOpts(List.of("no-new-privileges"))
                .withReadonlyRootfs(true)
                .withInit(true)
                .withAutoRemove(false)
                .withShmSize(SHM_BYTES)
                .withTmpFs(Map.of(
                        "/tmp", "rw,nosuid,nodev,noexec,size=" + config.tmpBytes() + ",nr_inodes=" + config.maxFiles(),
                        "/workspace", "rw,nosuid,nodev,size=" + limits.fileBytes() + ",nr_inodes=" + config.maxFiles()
                                + ",uid=65534,gid=65534,mode=0700"))
                .withUlimits(List.of(
                        new Ulimit("fsize", limits.fileBytes(), limits.fileBytes()),
                        new Ulimit("nofile", (long) config.maxOpenFiles(), (long) config.maxOpenFiles()),
                        new Ulimit("core", 0L, 0L)));
        config.runtime().ifPresent(host::withRuntime);
        if (!config.isGvisor()) {
            // gVisor (runsc 2022-12) kills the whole sandbox on a nested fork when a pids limit is set; under runsc
            // a fork bomb is bounded by the memory limit instead (see ADR 0002).
            host.withPidsLimit(limits.maxProcesses());
        }
        CreateContainerResponse created = docker.createContainerCmd(config.image())
                .withLabels(containerLabels(now))
                .withUser(USER)
                .withWorkingDir("/workspace")
                .withHostName("sandbox")
                .withNetworkDisabled(!config.network())
                .withStdinOpen(true)
                .withStdInOnce(true)
                .withAttachStdin(true)
                .withAttachStdout(true)
                .withAttachStderr(true)
                .withTty(false)
                .withHostConfig(host)
                .exec();
        return created.getId();
    }

    /** The caller's extra labels, then the library's own, which win. */
    private Map<String, String> containerLabels(Instant now) {
        Map<String, String> all = new java.util.HashMap<>(config.extraLabels());
        all.putAll(labels.forContainer(now.plus(config.containerLifetime())));
        return all;
    }

    private void awaitHello(SandboxContainer container, RunnerChannel channel) {
        ObjectNode hello;
        try {
            hello = channel.receive(config.startupTimeout());
        } catch (IOException | TimeoutException e) {
            throw new SandboxException("the sandbox runner in " + config.image() + " did not start: "
                    + e.getMessage() + hint(channel), e);
        }
        if (!"hello".equals(hello.path("type").asText())) {
            throw new SandboxException("the sandbox runner greeted with '" + hello.path("type").asText()
                    + "' instead of 'hello'; rebuild the image with scripts/build-image.sh");
        }
    }

    private static String hint(RunnerChannel channel) {
        return channel.stderrTail().isEmpty() ? "" : " (" + channel.stderrTail() + ")";
    }

    private void preload(SandboxContainer container) {
        ObjectNode message = RunnerProtocol.message("preload");
        ArrayNode modules = message.putArray("modules");
        config.preloadModules().forEach(modules::add);
        try {
            container.call(message, config.startupTimeout().plus(Duration.ofSeconds(30)));
        } catch (IOException | TimeoutException e) {
            throw new SandboxException("the sandbox runner could not preload " + config.preloadModules() + ": "
                    + e.getMessage(), e);
        }
    }
}
