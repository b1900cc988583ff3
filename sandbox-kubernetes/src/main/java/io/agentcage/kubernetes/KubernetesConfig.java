package io.agentcage.kubernetes;

import io.agentcage.ExecutionLimits;
import io.agentcage.kubernetes.internal.PodOverrides;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The configuration of a {@link KubernetesExecutor}: namespace, image, runtime class, the ceilings requests cannot
 * exceed, the pod's resources, the warm pool and pod template overrides. Immutable; build with {@link #builder()}.
 *
 * <p>Every default is the locked-down choice, and the pod spec carries the same hardening as the Docker backend
 * (see the module README's mapping table). Settings that no builder call can loosen: read-only root filesystem,
 * all capabilities dropped but the three the runner's uid separation needs, {@code allowPrivilegeEscalation:
 * false}, {@code seccompProfile: RuntimeDefault}, no service account token, no service links, no host namespaces or
 * host mounts, {@code restartPolicy: Never}. {@link Builder#podOverrides(Pod)} adds scheduling and metadata only
 * and is rejected when it would weaken any of these.
 */
public final class KubernetesConfig {
    /** The image this library version speaks the runner protocol with: {@code agentcage/python-sandbox:<version>}. */
    public static final String DEFAULT_IMAGE = "agentcage/python-sandbox:" + Versions.IMAGE_VERSION;
    /** Default image pull policy: {@code IfNotPresent}. */
    public static final String DEFAULT_IMAGE_PULL_POLICY = "IfNotPresent";
    /** Default CPU of a sandbox pod, requests = limits: 1000 millicores (one CPU). */
    public static final int DEFAULT_CPU_MILLIS = 1000;
    /** Default size of the memory-backed {@code /tmp} volume: 64 MiB. */
    public static final long DEFAULT_TMP_BYTES = 64L << 20;
    /** Default open-file limit (RLIMIT_NOFILE, set by the runner) inside the pod: 256. */
    public static final int DEFAULT_MAX_OPEN_FILES = 256;
    /** Default number of idle, ready pods in the warm pool (shared by every executor of the same pool): 1. */
    public static final int DEFAULT_POOL_MIN_IDLE = 1;
    /** Default maximum of pods this executor uses or starts at once (executions and sessions): 8. */
    public static final int DEFAULT_POOL_MAX_TOTAL = 8;
    /** Default modules imported before a pooled pod is handed out. */
    public static final List<String> DEFAULT_PRELOAD = List.of("numpy", "pandas", "matplotlib.pyplot");
    /** Default longest life of a pod ({@code activeDeadlineSeconds}, sessions included): 30 minutes. */
    public static final Duration DEFAULT_POD_LIFETIME = Duration.ofMinutes(30);
    /** Default time for a pod to be scheduled, pull its image, start and answer: 120 seconds. */
    public static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(120);
    /** Default time past an execution's deadline before the host gives up on an unanswering pod: 5 seconds. */
    public static final Duration DEFAULT_BACKSTOP_GRACE = Duration.ofSeconds(5);
    /** Default time a request waits for a pod when {@code poolMaxTotal} are in use: 30 seconds. */
    public static final Duration DEFAULT_ACQUIRE_TIMEOUT = Duration.ofSeconds(30);
    /**
     * Default lease of a claimed pod: 2 minutes. The claiming executor renews it every third of that; a pod whose
     * lease ran out belongs to a dead replica and is deleted by any other executor's janitor.
     */
    public static final Duration DEFAULT_CLAIM_LEASE = Duration.ofMinutes(2);

    private final Optional<String> namespace;
    private final String image;
    private final Set<String> allowedImages;
    private final String imagePullPolicy;
    private final Optional<String> runtimeClassName;
    private final boolean gvisor;
    private final ExecutionLimits ceilings;
    private final int cpuMillis;
    private final long tmpBytes;
    private final int maxOpenFiles;
    private final int poolMinIdle;
    private final int poolMaxTotal;
    private final List<String> preloadModules;
    private final Duration podLifetime;
    private final Duration startupTimeout;
    private final Duration backstopGrace;
    private final Duration acquireTimeout;
    private final Duration claimLease;
    private final boolean network;
    private final boolean manageNetworkPolicy;
    private final Optional<Pod> podOverrides;

    private KubernetesConfig(Builder b) {
        namespace = Optional.ofNullable(b.namespace);
        image = b.image;
        allowedImages = Set.copyOf(b.allowedImages.isEmpty() ? Set.of(DEFAULT_IMAGE) : b.allowedImages);
        imagePullPolicy = b.imagePullPolicy;
        runtimeClassName = Optional.ofNullable(b.runtimeClassName);
        gvisor = b.gvisor;
        ceilings = b.ceilings;
        cpuMillis = b.cpuMillis;
        tmpBytes = b.tmpBytes;
        maxOpenFiles = b.maxOpenFiles;
        poolMinIdle = b.poolMinIdle;
        poolMaxTotal = b.poolMaxTotal;
        preloadModules = List.copyOf(b.preloadModules);
        podLifetime = b.podLifetime;
        startupTimeout = b.startupTimeout;
        backstopGrace = b.backstopGrace;
        acquireTimeout = b.acquireTimeout;
        claimLease = b.claimLease;
        network = b.network;
        manageNetworkPolicy = b.manageNetworkPolicy;
        podOverrides = Optional.ofNullable(b.podOverrides);
        if (!allowedImages.contains(image)) {
            throw new IllegalArgumentException("image '" + image + "' is not in the allowed images " + allowedImages
                    + "; add it with allowImage(\"" + image + "\")");
        }
        if (poolMinIdle > poolMaxTotal) {
            throw new IllegalArgumentException("poolMinIdle (" + poolMinIdle + ") > poolMaxTotal (" + poolMaxTotal
                    + ")");
        }
        if (podLifetime.compareTo(ceilings.timeout().plus(backstopGrace).plusMinutes(1)) < 0) {
            throw new IllegalArgumentException("podLifetime (" + podLifetime + ") must exceed the timeout ceiling "
                    + "plus backstopGrace by at least a minute");
        }
        podOverrides.ifPresent(PodOverrides::check);
    }

    /** The secure defaults. */
    public static KubernetesConfig defaults() {
        return builder().build();
    }

    /** A builder starting from the secure defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder initialised with this configuration. */
    public Builder newBuilder() {
        Builder b = new Builder();
        b.namespace = namespace.orElse(null);
        b.image = image;
        b.allowedImages.addAll(allowedImages);
        b.imagePullPolicy = imagePullPolicy;
        b.runtimeClassName = runtimeClassName.orElse(null);
        b.gvisor = gvisor;
        b.ceilings = ceilings;
        b.cpuMillis = cpuMillis;
        b.tmpBytes = tmpBytes;
        b.maxOpenFiles = maxOpenFiles;
        b.poolMinIdle = poolMinIdle;
        b.poolMaxTotal = poolMaxTotal;
        b.preloadModules = preloadModules;
        b.podLifetime = podLifetime;
        b.startupTimeout = startupTimeout;
        b.backstopGrace = backstopGrace;
        b.acquireTimeout = acquireTimeout;
        b.claimLease = claimLease;
        b.network = network;
        b.manageNetworkPolicy = manageNetworkPolicy;
        b.podOverrides = podOverrides.orElse(null);
        return b;
    }

    /** The namespace of the sandbox pods; default empty: the client's namespace (in-cluster: the pod's own). */
    public Optional<String> namespace() {
        return namespace;
    }

    /** The sandbox image; default {@link #DEFAULT_IMAGE}. */
    public String image() {
        return image;
    }

    /** The images this executor may run; default only {@link #DEFAULT_IMAGE}. */
    public Set<String> allowedImages() {
        return allowedImages;
    }

    /** The container's image pull policy; default {@link #DEFAULT_IMAGE_PULL_POLICY}. */
    public String imagePullPolicy() {
        return imagePullPolicy;
    }

    /** The pod's {@code runtimeClassName} (e.g. a gVisor or Kata class); default empty: the node's default runtime. */
    public Optional<String> runtimeClassName() {
        return runtimeClassName;
    }

    /** Whether the runtime class runs gVisor (changes how a killed sandbox is described); default false. */
    public boolean isGvisor() {
        return gvisor;
    }

    /** The ceilings requests can only lower; default {@link ExecutionLimits#defaults()}. */
    public ExecutionLimits ceilings() {
        return ceilings;
    }

    /** CPU of a pod in millicores, requests = limits; default {@link #DEFAULT_CPU_MILLIS}. */
    public int cpuMillis() {
        return cpuMillis;
    }

    /** Size of the memory-backed {@code /tmp} volume in bytes; default {@link #DEFAULT_TMP_BYTES} (64 MiB). */
    public long tmpBytes() {
        return tmpBytes;
    }

    /** RLIMIT_NOFILE inside the pod (set by the runner); default {@link #DEFAULT_MAX_OPEN_FILES} (256). */
    public int maxOpenFiles() {
        return maxOpenFiles;
    }

    /** Idle, ready pods kept in the shared warm pool; default {@link #DEFAULT_POOL_MIN_IDLE}; 0 disables it. */
    public int poolMinIdle() {
        return poolMinIdle;
    }

    /** Pods this executor uses or starts at once; default {@link #DEFAULT_POOL_MAX_TOTAL} (8). */
    public int poolMaxTotal() {
        return poolMaxTotal;
    }

    /** Modules a pooled pod imports before it is handed out; default {@link #DEFAULT_PRELOAD}. */
    public List<String> preloadModules() {
        return preloadModules;
    }

    /** Longest life of any pod ({@code activeDeadlineSeconds}); default {@link #DEFAULT_POD_LIFETIME} (30 min). */
    public Duration podLifetime() {
        return podLifetime;
    }

    /** Time for a pod to start and answer; default {@link #DEFAULT_STARTUP_TIMEOUT} (120 s). */
    public Duration startupTimeout() {
        return startupTimeout;
    }

    /** Time past a deadline before the host gives up on a pod; default {@link #DEFAULT_BACKSTOP_GRACE} (5 s). */
    public Duration backstopGrace() {
        return backstopGrace;
    }

    /** Time a request waits for a free pod slot; default {@link #DEFAULT_ACQUIRE_TIMEOUT} (30 s). */
    public Duration acquireTimeout() {
        return acquireTimeout;
    }

    /** The lease of a claimed pod, renewed by its claimant; default {@link #DEFAULT_CLAIM_LEASE} (2 min). */
    public Duration claimLease() {
        return claimLease;
    }

    /** Whether pods may use the network; default false (a deny-all NetworkPolicy selects them). */
    public boolean network() {
        return network;
    }

    /**
     * Whether the executor creates the deny-all NetworkPolicy when it is missing; default true. When false, the
     * policy must exist already (made by an operator) and the executor only checks it.
     */
    public boolean manageNetworkPolicy() {
        return manageNetworkPolicy;
    }

    /** Pod template overrides merged under the hardening (scheduling and metadata only); default none. */
    public Optional<Pod> podOverrides() {
        return podOverrides;
    }

    @Override
    public String toString() {
        return "KubernetesConfig[namespace=" + namespace.orElse("(client's)") + ", image=" + image
                + ", runtimeClass=" + runtimeClassName.orElse("default") + ", network=" + network + ", ceilings="
                + ceilings + ", pool=" + poolMinIdle + ".." + poolMaxTotal + "]";
    }

    /** Builds {@link KubernetesConfig}; every setter validates its argument. */
    public static final class Builder {
        private String namespace;
        private String image = DEFAULT_IMAGE;
        private final Set<String> allowedImages = new LinkedHashSet<>();
        private String imagePullPolicy = DEFAULT_IMAGE_PULL_POLICY;
        private String runtimeClassName;
        private boolean gvisor;
        private ExecutionLimits ceilings = ExecutionLimits.defaults();
        private int cpuMillis = DEFAULT_CPU_MILLIS;
        private long tmpBytes = DEFAULT_TMP_BYTES;
        private int maxOpenFiles = DEFAULT_MAX_OPEN_FILES;
        private int poolMinIdle = DEFAULT_POOL_MIN_IDLE;
        private int poolMaxTotal = DEFAULT_POOL_MAX_TOTAL;
        private List<String> preloadModules = DEFAULT_PRELOAD;
        private Duration podLifetime = DEFAULT_POD_LIFETIME;
        private Duration startupTimeout = DEFAULT_STARTUP_TIMEOUT;
        private Duration backstopGrace = DEFAULT_BACKSTOP_GRACE;
        private Duration acquireTimeout = DEFAULT_ACQUIRE_TIMEOUT;
        private Duration claimLease = DEFAULT_CLAIM_LEASE;
        private boolean network;
        private boolean manageNetworkPolicy = true;
        private Pod podOverrides;

        private Builder() {
        }

        /** The namespace of the sandbox pods (a DNS label). */
        public Builder namespace(String value) {
            this.namespace = requireText(value, "namespace");
            if (!value.matches("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?")) {
                throw new IllegalArgumentException("namespace must be a DNS label (lower-case letters, digits, '-'), "
                        + "got '" + value + "'");
            }
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

        /** {@code Always}, {@code IfNotPresent} or {@code Never}. */
        public Builder imagePullPolicy(String value) {
            if (!List.of("Always", "IfNotPresent", "Never").contains(value)) {
                throw new IllegalArgumentException("imagePullPolicy must be Always, IfNotPresent or Never, got '"
                        + value + "'");
            }
            this.imagePullPolicy = value;
            return this;
        }

        /** The pod's {@code runtimeClassName}, e.g. {@code "gvisor"}; the RuntimeClass must exist in the cluster. */
        public Builder runtimeClassName(String value) {
            this.runtimeClassName = requireText(value, "runtimeClassName");
            this.gvisor = value.contains("gvisor") || value.contains("runsc");
            return this;
        }

        /** Says whether the runtime class runs gVisor, when its name does not tell ({@code gvisor}/{@code runsc}). */
        public Builder gvisor(boolean value) {
            this.gvisor = value;
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

        /** CPU of a pod in millicores (requests = limits). */
        public Builder cpuMillis(int value) {
            this.cpuMillis = (int) requirePositive(value, "cpuMillis");
            return this;
        }

        /** Size of the memory-backed {@code /tmp} volume in bytes. */
        public Builder tmpBytes(long value) {
            this.tmpBytes = requirePositive(value, "tmpBytes");
            return this;
        }

        /** RLIMIT_NOFILE inside the pod. */
        public Builder maxOpenFiles(int value) {
            this.maxOpenFiles = (int) requirePositive(value, "maxOpenFiles");
            return this;
        }

        /** Idle, ready pods in the shared warm pool (0 disables pre-warming). */
        public Builder poolMinIdle(int value) {
            if (value < 0) {
                throw new IllegalArgumentException("poolMinIdle must be >= 0, got " + value);
            }
            this.poolMinIdle = value;
            return this;
        }

        /** Pods this executor uses or starts at once. */
        public Builder poolMaxTotal(int value) {
            this.poolMaxTotal = (int) requirePositive(value, "poolMaxTotal");
            return this;
        }

        /** Modules a pooled pod imports before it is handed out (empty: none). */
        public Builder preloadModules(List<String> value) {
            this.preloadModules = List.copyOf(Objects.requireNonNull(value, "preloadModules == null"));
            return this;
        }

        /** Longest life of any pod ({@code activeDeadlineSeconds}). */
        public Builder podLifetime(Duration value) {
            this.podLifetime = requirePositive(value, "podLifetime");
            return this;
        }

        /** Time for a pod to be scheduled, start and answer. */
        public Builder startupTimeout(Duration value) {
            this.startupTimeout = requirePositive(value, "startupTimeout");
            return this;
        }

        /** Time past an execution's deadline before the host gives up on a pod that does not answer. */
        public Builder backstopGrace(Duration value) {
            this.backstopGrace = requirePositive(value, "backstopGrace");
            return this;
        }

        /** Time a request waits for a pod slot when all are in use. */
        public Builder acquireTimeout(Duration value) {
            this.acquireTimeout = requirePositive(value, "acquireTimeout");
            return this;
        }

        /** The lease of a claimed pod (at least 15 seconds). */
        public Builder claimLease(Duration value) {
            this.claimLease = requirePositive(value, "claimLease");
            if (value.compareTo(Duration.ofSeconds(15)) < 0) {
                throw new IllegalArgumentException("claimLease must be at least 15 s, got " + value);
            }
            return this;
        }

        /** Loosens the default: no deny-all NetworkPolicy is created or required for the sandbox pods. */
        public Builder allowNetwork() {
            this.network = true;
            return this;
        }

        /** The deny-all NetworkPolicy is made by an operator: the executor checks it exists instead of creating it. */
        public Builder networkPolicyManagedExternally() {
            this.manageNetworkPolicy = false;
            return this;
        }

        /**
         * Pod template overrides merged under the hardening: labels, annotations, node selector, tolerations,
         * affinity, topology spread, priority class, scheduler name, image pull secrets, service account name (its
         * token is never mounted), {@code hostUsers: false}, and plain {@code env} values of the one container.
         * Anything else, and any value that would weaken the hardening, is rejected with the path of the field.
         *
         * @throws IllegalArgumentException naming the first field that is not allowed
         */
        public Builder podOverrides(Pod value) {
            Objects.requireNonNull(value, "podOverrides == null");
            PodOverrides.check(value);
            this.podOverrides = value;
            return this;
        }

        /** The configuration, validated. */
        public KubernetesConfig build() {
            return new KubernetesConfig(this);
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
