package io.agentcage.testcontainers;

import com.github.dockerjava.api.DockerClient;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.docker.SandboxImage;
import io.agentcage.spi.PoolListener;
import io.agentcage.testcontainers.internal.TestcontainersEnvironment;
import java.util.Map;
import java.util.Objects;
import org.testcontainers.lifecycle.Startable;

/**
 * A {@link DockerExecutor} on the Docker environment that Testcontainers discovers, as a Testcontainers
 * {@link Startable}: start it in a test ({@code @Container} with {@code @Testcontainers}, or the JUnit extension
 * {@link DockerSandboxExtension}), run code on {@link #executor()}, stop it afterwards.
 *
 * <pre>{@code
 * @Testcontainers
 * class PricingToolTest {
 *     @Container static DockerSandbox sandbox = DockerSandbox.create();
 *
 *     @Test void runs_python() {
 *         assertEquals("42", sandbox.executor().execute(ExecutionRequest.of("6 * 7")).value().orElseThrow());
 *     }
 * }
 * }</pre>
 *
 * <p>The executor uses Testcontainers' docker-java client (DOCKER_HOST, {@code ~/.testcontainers.properties}),
 * which it does not close. Every container carries the library's labels, which its own janitor sweeps, and
 * Testcontainers' session labels, so that Testcontainers' reaper (Ryuk, or its JVM shutdown hook) removes them
 * too when it runs. Without a registry Testcontainers cannot pull the Ryuk image; when that image is missing and
 * {@code TESTCONTAINERS_RYUK_DISABLED} is not set, its shutdown-hook reaper is put in place first, with a WARN
 * saying so. The sandbox image must be on the engine ({@code scripts/build-image.sh}), or be built at start with
 * {@link #buildingImageIfMissing}; a missing image or engine makes {@link #start()} throw
 * {@link SandboxUnavailableException} saying how to fix it.
 *
 * <p>Thread-safe. {@link #start()} and {@link #stop()} are idempotent; a stopped sandbox can be started again.
 */
public final class DockerSandbox implements Startable {

    private static final class Shared {
        static final DockerSandbox INSTANCE = create();
    }

    private final DockerConfig config;
    private final SandboxImage image;
    private final PoolListener poolListener;
    private DockerExecutor executor;

    private DockerSandbox(DockerConfig config, SandboxImage image, PoolListener poolListener) {
        this.config = config;
        this.image = image;
        this.poolListener = poolListener;
    }

    /** A sandbox with the secure defaults of {@link DockerConfig#defaults()}. */
    public static DockerSandbox create() {
        return withConfig(DockerConfig.defaults());
    }

    /** A sandbox with this configuration (Testcontainers' session labels are added to it). */
    public static DockerSandbox withConfig(DockerConfig config) {
        return new DockerSandbox(Objects.requireNonNull(config, "config == null"), null, PoolListener.none());
    }

    /**
     * A copy that builds {@code image} on the engine at {@link #start()} when it is missing there (its tag must be
     * the configured image), through the library's image API ({@link SandboxImage}); the base image must be
     * pullable or present. Default: the image must be on the engine already.
     */
    public DockerSandbox buildingImageIfMissing(SandboxImage image) {
        return new DockerSandbox(config, Objects.requireNonNull(image, "image == null"), poolListener);
    }

    /** A copy whose executor reports its pool's events to {@code listener} (metrics, tracing, tests). */
    public DockerSandbox withPoolListener(PoolListener listener) {
        return new DockerSandbox(config, image, Objects.requireNonNull(listener, "listener == null"));
    }

    /**
     * The sandbox shared by the whole JVM, with the default configuration: started on first {@link #start()}, its
     * containers removed when the JVM exits (the executor's shutdown hook and Testcontainers' reaper). Stopping it
     * is allowed; the next start makes a new executor.
     */
    public static DockerSandbox shared() {
        return Shared.INSTANCE;
    }

    /** The configuration the executor is built with, before Testcontainers' labels are added. */
    public DockerConfig config() {
        return config;
    }

    /**
     * Builds the executor: finds Docker through Testcontainers, checks the sandbox image, starts the warm pool.
     *
     * @throws SandboxUnavailableException if there is no Docker environment, or the image or runtime is missing
     */
    @Override
    public synchronized void start() {
        if (executor != null) {
            return;
        }
        DockerClient client = TestcontainersEnvironment.client();
        DockerConfig.Builder labelled = config.newBuilder();
        for (Map.Entry<String, String> label : TestcontainersEnvironment.reaperLabels().entrySet()) {
            labelled.label(label.getKey(), label.getValue());
        }
        DockerExecutor.Builder b = DockerExecutor.builder().dockerClient(client).config(labelled.build())
                .poolListener(poolListener);
        if (image != null) {
            b.buildImageIfMissing(image);
        }
        executor = b.build();
    }

    /** The executor of a started sandbox; thread-safe and shared by every test that uses this sandbox. */
    public synchronized DockerExecutor executor() {
        if (executor == null) {
            throw new IllegalStateException("the sandbox is not started: call start() first, or let "
                    + "@Testcontainers/@Container or DockerSandboxExtension start it");
        }
        return executor;
    }

    /** Whether {@link #start()} succeeded and {@link #stop()} has not been called since. */
    public synchronized boolean isRunning() {
        return executor != null;
    }

    /** Closes the executor: every container it made is removed. Testcontainers' client stays open. */
    @Override
    public synchronized void stop() {
        if (executor != null) {
            executor.close();
            executor = null;
        }
    }

    /**
     * Testcontainers' docker-java client, after the same offline preparation as {@link #start()} (for tests that
     * inspect the engine: images, runtimes, containers by label). It belongs to Testcontainers: do not close it.
     *
     * @throws SandboxUnavailableException if there is no Docker environment
     */
    public static DockerClient dockerClient() {
        return TestcontainersEnvironment.client();
    }

    /** What was done about Testcontainers' reaper (e.g. Ryuk replaced because its image is missing), or empty. */
    public static String reaperNote() {
        return TestcontainersEnvironment.reaperNote();
    }
}
