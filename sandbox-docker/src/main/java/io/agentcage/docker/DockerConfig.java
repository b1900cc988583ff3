package io.agentcage.docker;

import io.agentcage.ExecutionLimits;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The configuration of a {@link DockerExecutor}: which image, how containers are locked down, the ceilings requests
 * cannot exceed, and the warm pool. Immutable; build with {@link #builder()}.
 *
 * <p>Every default is the locked-down choice. Loosening takes an explicit, honestly named call
 * ({@link Builder#allowNetwork()}). Settings that no builder call can loosen: read-only root filesystem, user
 * 65534, all capabilities dropped, no-new-privileges, an init process, no host mounts, never the Docker socket.
 */
public final class DockerConfig {

    /** The image this library version speaks the runner protocol with: {@code agentcage/python-sandbox:<version>}. */
    public static final String DEFAULT_IMAGE = "agentcage/python-sandbox:" + Versions.IMAGE_VERSION;
    /** Default CPU quota: 1 CPU (in nano-CPUs, as Docker's {@code --cpus=1}). */
    public static final long DEFAULT_NANO_CPUS = 1_000_000_000L;
    /** Default size of the {@code /tmp} tmpfs: 64 MiB. */
    public static final long DEFAULT_TMP_BYTES = 64L << 20;
    /**
     * Default number of files (inodes) each of {@code /tmp} and {@code /workspace} may hold: 16,384. Every file on a
     * tmpfs costs kernel memory whatever its size, so without a cap a loop creating empty files runs the container
     * into its memory limit instead of a clear "No space left on device".
     */
    public static final int DEFAULT_MAX_FILES = 16_384;
    /** Default open-file limit (RLIMIT_NOFILE) inside the container: 256. */
    public static final int DEFAULT_MAX_OPEN_FILES = 256;
    /** Default number of idle, ready containers the pool keeps: 1. */
    public static final int DEFAULT_POOL_MIN_IDLE = 1;
    /** Default maximum of containers alive at once (idle, running one-shots and sessions): 8. */
    public static final int DEFAULT_POOL_MAX_TOTAL = 8;
    /** Default modules imported before a pooled container is handed out. */
    public static final List<String> DEFAULT_PRELOAD = List.of("numpy", "pandas", "matplotlib.pyplot");
    /** Default longest life of a container (a session's included): 30 minutes; the sweeper removes it after. */
    public static final Duration DEFAULT_CONTAINER_LIFETIME = Duration.ofMinutes(30);
    /** Default time for a container to start and its runner to say hello: 30 seconds. */
    public static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(30);
    /** Default time past an execution's deadline before the host kills an unanswering container: 5 seconds. */
    public static final Duration DEFAULT_BACKSTOP_GRACE = Duration.ofSeconds(5);
    /** Default time a request waits for a container when {@code poolMaxTotal} are in use: 30 seconds. */
    public static final Duration DEFAULT_ACQUIRE_TIMEOUT = Duration.ofSeconds(30);

    private final String image;
    private final Set<String> allowedImages;
    private final Optional<String> runtime;
    private final ExecutionLimits ceilings;
    private final boolean network;
    private final long nanoCpus;
    private final long tmpBytes;
    private final int maxOpenFiles;
    private final int maxFiles;
    private final int poolMinIdle;
    private final int poolMaxTotal;
    private final List<String> preloadModules;
    private final Duration containerLifetime;
    private final Duration startupTimeout;
    private final Duration backstopGrace;
    private final Duration acquireTimeout;
    private final Optional<String> dockerHost;
    private final Map<String, String> extraLabels;

    private DockerConfig(Builder b) {
        image = b.image;
        allowedImages = Set.copyOf(b.allowedImages.isEmpty() ? Set.of(DEFAULT_IMAGE) : b.allowedImages);
        runtime = Optional.ofNullable(b.runtime);
        ceilings = b.ceilings;
        network = b.network;
        nanoCpus = b.nanoCpus;
        tmpBytes = b.tmpBytes;
        maxOpenFiles = b.maxOpenFiles;
        maxFiles = b.maxFiles;
        poolMinIdle = b.poolMinIdle;
        poolMaxTotal = b.poolMaxTotal;
        preloadModules = List.copyOf(b.preloadModules);
        containerLifetime = b.containerLifetime;
        startupTimeout = b.startupTimeout;
        backstopGrace = b.backstopGrace;
        acquireTimeout = b.acquireTimeout;
        dockerHost = Optional.ofNullable(b.dockerHost);
        extraLabels = Map.copyOf(b.extraLabels);
        if (!allowedImages.contains(image)) {
            throw new IllegalArgumentException("image '" + image + "' is not in the allowed images " + allowedImages
                    + "; add it with allowImage(\"" + image + "\")");
        }
        if (poolMinIdle > poolMaxTotal) {
            throw new IllegalArgumentException("poolMinIdle (" + poolMinIdle + ") > poolMaxTotal (" + poolMaxTotal
                    + ")");
        }
    }

    /** The secure defaults. */
    public static DockerConfig defaults() {
        return builder().build();
    }

    /** A builder starting from the secure defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder initialised with this configuration. */
    public Builder newBuilder() {
        Builder b = new Builder();
        b.image = image;
        b.allowedImages.addAll(allowedImages);
        b.runtime = runtime.orElse(null);
        b.ceilings = ceilings;
        b.network = network;
        b.nanoCpus = nanoCpus;
        b.tmpBytes = tmpBytes;
        b.maxOpenFiles = maxOpenFiles;
        b.maxFiles = maxFiles;
        b.poolMinIdle = poolMinIdle;
        b.poolMaxTotal = poolMaxTotal;
        b.preloadModules = preloadModules;
        b.containerLifetime = containerLifetime;
        b.startupTimeout = startupTimeout;
        b.backstopGrace = backstopGrace;
        b.acquireTimeout = acquireTimeout;
        b.dockerHost = dockerHost.orElse(null);
        b.extraLabels.putAll(extraLabels);
        return b;
    }

    /**
     * Labels put on every container besides the library's own {@code io.agentcage.*} ones (e.g. Testcontainers'
     * session labels, so that its reaper removes the containers too); default none.
     */
    public Map<String, String> extraLabels() {
        return extraLabels;
    }

    /** The sandbox image; default {@link #DEFAULT_IMAGE}. */
    public String image() {
        return image;
    }

    /** The images this executor may run; default only {@link #DEFAULT_IMAGE}. */
    public Set<String> allowedImages() {
        return allowedImages;
    }

    /** The OCI runtime, e.g. {@code runsc} for gVisor; default empty: the daemon's default runtime (runc). */
    public Optional<String> runtime() {
        return runtime;
    }

    /** The ceilings requests can only lower; default {@link ExecutionLimits#defaults()}. */
    public ExecutionLimits ceilings() {
        return ceilings;
    }

    /** Whether containers get a network; default false (network mode {@code none}). */
    public boolean network() {
        return network;
    }

    /** CPU quota in nano-CPUs; default {@link #DEFAULT_NANO_CPUS} (1 CPU). */
    public long nanoCpus() {
        return nanoCpus;
    }

    /** Size of the {@code /tmp} tmpfs in bytes; default {@link #DEFAULT_TMP_BYTES} (64 MiB). */
    public long tmpBytes() {
        return tmpBytes;
    }

    /** RLIMIT_NOFILE inside the container; default {@link #DEFAULT_MAX_OPEN_FILES} (256). */
    public int maxOpenFiles() {
        return maxOpenFiles;
    }

    /** Files (inodes) each of {@code /tmp} and {@code /workspace} may hold; default {@link #DEFAULT_MAX_FILES}. */
    public int maxFiles() {
        return maxFiles;
    }

    /** Idle, ready containers kept by the pool; default {@link #DEFAULT_POOL_MIN_IDLE} (1); 0 disables the pool. */
    public int poolMinIdle() {
        return poolMinIdle;
    }

    /** Containers alive at once; default {@link #DEFAULT_POOL_MAX_TOTAL} (8). */
    public int poolMaxTotal() {
        return poolMaxTotal;
    }

    /** Modules a pooled container imports before it is handed out; default {@link #DEFAULT_PRELOAD}. */
    public List<String> preloadModules() {
        return preloadModules;
    }

    /** Longest life of any container; default {@link #DEFAULT_CONTAINER_LIFETIME} (30 min). */
    public Duration containerLifetime() {
        return containerLifetime;
    }

    /** Time for a container to start and answer; default {@link #DEFAULT_STARTUP_TIMEOUT} (30 s). */
    public Duration startupTimeout() {
        return startupTimeout;
    }

    /** Time past a deadline before the host kills the container; default {@link #DEFAULT_BACKSTOP_GRACE} (5 s). */
    public Duration backstopGrace() {
        return backstopGrace;
    }

    /** Whether the configured runtime is gVisor's ({@code runsc} or a {@code runsc-} variant). */
    public boolean isGvisor() {
        return runtime.filter(r -> r.equals("runsc") || r.startsWith("runsc-")).isPresent();
    }

    /** Time a request waits for a free container slot; default {@link #DEFAULT_ACQUIRE_TIMEOUT} (30 s). */
    public Duration acquireTimeout() {
        return acquireTimeout;
    }

    /** The daemon address; default empty: {@code DOCKER_HOST}, else {@code unix:///var/run/docker.sock}. */
    public Optional<String> dockerHost() {
        return dockerHost;
    }

    @Override
    public String toString() {
        return "DockerConfig[image=" + image + ", runtime=" + runtime.orElse("default") + ", network=" + network
                + ", ceilings=" + ceilings + ", pool=" + poolMinIdle + ".." + poolMaxTotal + "]";
    }

    /** Builds {@link DockerConfig}; every setter validates its argument. */
    public static final class Builder {
        private String image = DEFAULT_IMAGE;
        private final Set<String> allowedImages = new LinkedHashSet<>();
        private String runtime;
        private ExecutionLimits ceilings = ExecutionLimits.defaults();
        private boolean network;
        private long nanoCpus = DEFAULT_NANO_CPUS;
        private long tmpBytes = DEFAULT_TMP_BYTES;
        private int maxOpenFiles = DEFAULT_MAX_OPEN_FILES;
        private int maxFiles = DEFAULT_MAX_FILES;
        private int poolMinIdle = DEFAULT_POOL_MIN_IDLE;
        private int poolMaxTotal = DEFAULT_POOL_MAX_TOTAL;
        private List<String> preloadModules = DEFAULT_PRELOAD;
        private Duration containerLifetime = DEFAULT_CONTAINER_LIFETIME;
        private Duration startupTimeout = DEFAULT_STARTUP_TIMEOUT;
        private Duration backstopGrace = DEFAULT_BACKSTOP_GRACE;
        private Duration acquireTimeout = DEFAULT_ACQUIRE_TIMEOUT;
        private String dockerHost;
        private final Map<String, String> extraLabels = new LinkedHashMap<>();

        private Builder() {
        }

        /**
         * Adds a label to every container, besides the library's own; keys starting with {@code io.agentcage.} are
         * reserved (the clean-up relies on them) and refused.
         */
        public Builder label(String key, String value) {
            requireText(key, "label key");
            Objects.requireNonNull(value, "label value == null");
            if (key.startsWith("io.agentcage.")) {
                throw new IllegalArgumentException("label '" + key + "' is reserved: io.agentcage.* labels are set by "
                        + "the library");
            }
            extraLabels.put(key, value);
            return this;
        }

        /** The image to run; it must be in the allowed images (by default only {@link #DEFAULT_IMAGE}). */
        public Builder image(String value) {
            this.image = requireText(value, "image");
            return this;
        }

        /** Adds an image to the allow-list (which otherwise holds only {@link #DEFAULT_IMAGE}). */
        public Builder allowImage(String value) {
            if (allowedImages.isEmpty()) {
                allowedImages.add(DEFAULT_IMAGE);
            }
            allowedImages.add(requireText(value, "image"));
            return this;
        }

        /** The OCI runtime, e.g. {@code "runsc"} (gVisor); it must be registered with the daemon. */
        public Builder runtime(String value) {
            this.runtime = requireText(value, "runtime");
            return this;
        }

        /** The ceilings requests can only lower. */
        public Builder ceilings(ExecutionLimits value) {
            this.ceilings = Objects.requireNonNull(value, "ceilings == null");
            if (value.timeout().compareTo(Duration.ofDays(1)) > 0 || value.memoryBytes() == Long.MAX_VALUE) {
                throw new IllegalArgumentException("ceilings must be finite (got " + value
                        + "); ExecutionLimits.unrestricted() is for requests, not executors");
            }
            return this;
        }

        /** Loosens the default: containers get Docker's default bridge network instead of none. */
        public Builder allowNetwork() {
            this.network = true;
            return this;
        }

        /** CPU quota in nano-CPUs (1e9 = one CPU). */
        public Builder nanoCpus(long value) {
            this.nanoCpus = requirePositive(value, "nanoCpus");
            return this;
        }

        /** Size of the {@code /tmp} tmpfs in bytes. */
        public Builder tmpBytes(long value) {
            this.tmpBytes = requirePositive(value, "tmpBytes");
            return this;
        }

        /** RLIMIT_NOFILE inside the container. */
        public Builder maxOpenFiles(int value) {
            this.maxOpenFiles = (int) requirePositive(value, "maxOpenFiles");
            return this;
        }

        /** Files (inodes) each of {@code /tmp} and {@code /workspace} may hold; creating one more fails with ENOSPC. */
        public Builder maxFiles(int value) {
            this.maxFiles = (int) requirePositive(value, "maxFiles");
            return this;
        }

        /** Idle, ready containers the pool keeps (0 disables pre-warming). */
        public Builder poolMinIdle(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("poolMinIdle must be >= 0, got " + value);
            }
            this.poolMinIdle = value;
            return this;
        }

        /** Containers alive at once. */
        public Builder poolMaxTotal(int value) {
            this.poolMaxTotal = (int) requirePositive(value, "poolMaxTotal");
            return this;
        }

        /** Modules a pooled container imports before it is handed out (empty: none). */
        public Builder preloadModules(List<String> value) {
            this.preloadModules = List.copyOf(Objects.requireNonNull(value, "preloadModules == null"));
            return this;
        }

        /** Longest life of any container. */
        public Builder containerLifetime(Duration value) {
            this.containerLifetime = requirePositive(value, "containerLifetime");
            return this;
        }

        /** Time for a container to start and its runner to answer. */
        public Builder startupTimeout(Duration value) {
            this.startupTimeout = requirePositive(value, "startupTimeout");
            return this;
        }

        /** Time past an execution's deadline before the host kills a container that does not answer. */
        public Builder backstopGrace(Duration value) {
            this.backstopGrace = requirePositive(value, "backstopGrace");
            return this;
        }

        /** Time a request waits for a container slot when all are in use. */
        public Builder acquireTimeout(Duration value) {
            this.acquireTimeout = requirePositive(value, "acquireTimeout");
            return this;
        }

        /** The daemon address, e.g. {@code unix:///var/run/docker.sock} or {@code tcp://host:2376}. */
        public Builder dockerHost(String value) {
            this.dockerHost = requireText(value, "dockerHost");
            return this;
        }

        /** The configuration, validated. */
        public DockerConfig build() {
            return new DockerConfig(this);
        }

        private static String requireText(String value, String name) {
            Objects.requireNonNull(value, name + " == null");
            if (value.isBlank()) {
                throw new IllegalArgumentException(name + " is blank");
            }
            return value;
        }

        private static long requirePositive(long value, String name) {
            if (value <= 0) {
                throw new IllegalArgumentException(name + " must be positive, got " + value);
            }
            return value;
        }

        private static Duration requirePositive(Duration value, String name) {
            Objects.requireNonNull(value, name + " == null");
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException(name + " must be positive, got " + value);
            }
            return value;
        }
    }
}
