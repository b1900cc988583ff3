package io.agentcage.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.BuildImageResultCallback;
import com.github.dockerjava.api.command.InspectImageResponse;
import com.github.dockerjava.api.exception.DockerClientException;
import com.github.dockerjava.api.exception.NotFoundException;
import io.agentcage.SandboxException;
import io.agentcage.docker.internal.DockerClients;
import io.agentcage.docker.internal.DockerFaults;
import io.agentcage.docker.internal.ImageContext;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The sandbox image, built by this library through the Docker daemon, for hosts that can pull a base image from a
 * registry: the Dockerfile and the runner ship inside this jar, and {@link #buildImage(DockerClient)} sends them to
 * the daemon ({@code docker build}) on the base image you name.
 *
 * <pre>{@code
 * try (DockerClient docker = ...) {
 *     SandboxImage.defaults().ensureImage(docker);   // agentcage/python-sandbox:<version>, built when missing
 * }
 * }</pre>
 *
 * <p>The image is the one {@code scripts/build-image.sh} builds on air-gapped hosts (from a debootstrap base, with
 * no registry at all): the same Dockerfile and runner files, so the same runner, user (65534), working directory
 * ({@code /workspace}), entry point and labels, and the same {@code io.agentcage.runner-hash} label for the same
 * files. The label {@code io.agentcage.packages} records the packages installed, which {@link DockerExecutor}
 * reports in its {@link io.agentcage.Capabilities} (and so to models). {@link DockerExecutor.Builder#buildImageIfMissing()}
 * builds it on first use. Immutable and thread-safe.
 */
public final class SandboxImage {

    /** The default base image: {@code python:3.12-slim} (pulled by the daemon from its registry when missing). */
    public static final String DEFAULT_BASE_IMAGE = "python:3.12-slim";
    /** The packages installed on the base by default, pinned: numpy 1.26.4, pandas 2.2.3, matplotlib 3.9.4. */
    public static final List<String> DEFAULT_PACKAGES = List.of("numpy==1.26.4", "pandas==2.2.3",
            "matplotlib==3.9.4");
    /** The packages the runner expects (it preloads them and returns matplotlib figures). */
    public static final List<String> REQUIRED_PACKAGES = List.of("numpy", "pandas", "matplotlib");
    /** How long a build may take by default: 20 minutes (a pull and pip install on a slow link). */
    public static final Duration DEFAULT_BUILD_TIMEOUT = Duration.ofMinutes(20);
    /** The label naming the runner files' hash (as {@code scripts/build-image.sh} computes it). */
    public static final String RUNNER_HASH_LABEL = "io.agentcage.runner-hash";
    /** The label listing the installed packages, e.g. {@code numpy==1.26.4 pandas==2.2.3 matplotlib==3.9.4}. */
    public static final String PACKAGES_LABEL = "io.agentcage.packages";

    private final String baseImage;
    private final String tag;
    private final List<String> packages;
    private final Duration buildTimeout;

    private SandboxImage(Builder b) {
        this.baseImage = b.baseImage;
        this.tag = b.tag;
        this.packages = List.copyOf(b.packages);
        this.buildTimeout = b.buildTimeout;
    }

    /** The default image: {@link DockerConfig#DEFAULT_IMAGE} on {@link #DEFAULT_BASE_IMAGE} with {@link #DEFAULT_PACKAGES}. */
    public static SandboxImage defaults() {
        return builder().build();
    }

    /** A builder starting from {@link #defaults()}. */
    public static Builder builder() {
        return new Builder();
    }

    /** The base image; default {@link #DEFAULT_BASE_IMAGE}. */
    public String baseImage() {
        return baseImage;
    }

    /** The tag built; default {@link DockerConfig#DEFAULT_IMAGE}, the image {@link DockerExecutor} runs. */
    public String tag() {
        return tag;
    }

    /** The pip requirements installed on the base; empty when the base already has the packages. */
    public List<String> packages() {
        return packages;
    }

    /** Longest time a build may take; default {@link #DEFAULT_BUILD_TIMEOUT}. */
    public Duration buildTimeout() {
        return buildTimeout;
    }

    /** The hash of the runner files in this jar: the {@link #RUNNER_HASH_LABEL} of an image built from them. */
    public String runnerHash() {
        return ImageContext.bundled().runnerHash();
    }

    /**
     * Whether the daemon has {@link #tag()} built from this jar's runner files (its {@link #RUNNER_HASH_LABEL} is
     * {@link #runnerHash()}).
     *
     * @throws SandboxException if the daemon cannot be asked
     */
    public boolean isPresent(DockerClient docker) {
        return labels(docker).map(l -> runnerHash().equals(l.get(RUNNER_HASH_LABEL))).orElse(false);
    }

    /** Builds the image unless {@link #isPresent}; returns the image's id. */
    public String ensureImage(DockerClient docker) {
        Objects.requireNonNull(docker, "docker == null");
        if (isPresent(docker)) {
            return docker.inspectImageCmd(tag).exec().getId();
        }
        return buildImage(docker);
    }

    /** {@link #ensureImage(DockerClient)} with a client for {@code DOCKER_HOST} (or the local socket), closed after. */
    public String ensureImage() {
        return withClient(this::ensureImage);
    }

    /** {@link #buildImage(DockerClient)} with a client for {@code DOCKER_HOST} (or the local socket), closed after. */
    public String buildImage() {
        return withClient(this::buildImage);
    }

    private static String withClient(java.util.function.Function<DockerClient, String> action) {
        try (DockerClient docker = DockerClients.forWorkOnHost(Optional.empty(), 4)) {
            return action.apply(docker);
        } catch (IOException e) {
            throw new SandboxException("could not close the Docker client: " + e.getMessage(), e);
        }
    }

    /**
     * Builds {@link #tag()} from this jar's Dockerfile and runner on {@link #baseImage()} (which the daemon pulls
     * when it does not have it) and returns the new image's id ({@code sha256:...}). The client is not closed.
     *
     * @throws SandboxException if the build fails (the daemon's message is kept), or takes longer than
     *                          {@link #buildTimeout()}
     */
    public String buildImage(DockerClient docker) {
        Objects.requireNonNull(docker, "docker == null");
        ImageContext context = ImageContext.bundled();
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put(RUNNER_HASH_LABEL, context.runnerHash());
        labels.put(PACKAGES_LABEL, packagesLabel());
        try (InputStream tar = new ByteArrayInputStream(context.tar());
             BuildImageResultCallback callback = docker.buildImageCmd(tar)
                     .withTags(Set.of(tag))
                     .withBuildArg("BASE", baseImage)
                     .withBuildArg("PIP_PACKAGES", String.join(" ", packages))
                     .withLabels(labels)
                     .withRemove(true)
                     .withForcerm(true)
                     .exec(new BuildImageResultCallback())) {
            callback.awaitImageId(buildTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (DockerClientException e) {
            throw new SandboxException("could not build the sandbox image " + tag + " on " + baseImage + ": "
                    + e.getMessage() + (packages.isEmpty() ? "" : " (a build from a registry needs the daemon to "
                    + "pull " + baseImage + " and pip to reach its index; without a registry use "
                    + "scripts/build-image.sh)"), e);
        } catch (IOException | RuntimeException e) {
            throw DockerFaults.translate("build the sandbox image " + tag, tag, asRuntime(e));
        }
        try {
            return docker.inspectImageCmd(tag).exec().getId();   // the full id, as ensureImage returns it
        } catch (RuntimeException e) {
            throw DockerFaults.translate("inspect the sandbox image just built", tag, e);
        }
    }

    private static RuntimeException asRuntime(Exception e) {
        return e instanceof RuntimeException r ? r : new SandboxException(e.getMessage(), e);
    }

    /** {@code numpy==1.26.4 pandas==2.2.3 ...}, or the required names alone when the base brings its own. */
    private String packagesLabel() {
        return String.join(" ", packages.isEmpty() ? REQUIRED_PACKAGES : packages);
    }

    private Optional<Map<String, String>> labels(DockerClient docker) {
        try {
            InspectImageResponse image = docker.inspectImageCmd(tag).exec();
            return Optional.ofNullable(image.getConfig()).map(c -> c.getLabels()).map(Map::copyOf)
                    .or(() -> Optional.of(Map.of()));
        } catch (NotFoundException e) {
            return Optional.empty();
        } catch (RuntimeException e) {
            throw DockerFaults.translate("inspect the sandbox image", tag, e);
        }
    }

    /**
     * The packages an image's {@link #PACKAGES_LABEL} lists, name to version (empty when not pinned); the required
     * packages without versions when the label is missing (every image of this protocol has them).
     */
    public static Map<String, String> packagesOf(Map<String, String> labels) {
        String label = labels == null ? null : labels.get(PACKAGES_LABEL);
        Map<String, String> out = new LinkedHashMap<>();
        if (label == null || label.isBlank()) {
            REQUIRED_PACKAGES.forEach(p -> out.put(p, ""));
            return out;
        }
        for (String spec : label.trim().split("\\s+")) {
            int eq = spec.indexOf("==");
            out.put(eq < 0 ? spec : spec.substring(0, eq), eq < 0 ? "" : spec.substring(eq + 2));
        }
        return out;
    }

    @Override
    public String toString() {
        return "SandboxImage[" + tag + " on " + baseImage + (packages.isEmpty() ? "" : " + " + packages) + "]";
    }

    /** Builds a {@link SandboxImage}; every setter validates its argument. */
    public static final class Builder {
        private String baseImage = DEFAULT_BASE_IMAGE;
        private String tag = DockerConfig.DEFAULT_IMAGE;
        private List<String> packages = DEFAULT_PACKAGES;
        private Duration buildTimeout = DEFAULT_BUILD_TIMEOUT;

        private Builder() {
        }

        /**
         * The image to build on: a Debian-based CPython 3.10+ image whose {@code python3} is on the path (the
         * daemon pulls it when missing); default {@link #DEFAULT_BASE_IMAGE}.
         */
        public Builder baseImage(String value) {
            this.baseImage = requireText(value, "baseImage");
            return this;
        }

        /** The tag to build; default {@link DockerConfig#DEFAULT_IMAGE}. */
        public Builder tag(String value) {
            this.tag = requireText(value, "tag");
            return this;
        }

        /** The pip requirements to install, e.g. {@code "numpy==1.26.4"}; they must include numpy, pandas and matplotlib. */
        public Builder packages(List<String> value) {
            List<String> copy = new ArrayList<>();
            for (String spec : Objects.requireNonNull(value, "packages == null")) {
                copy.add(requireText(spec, "package").strip());
            }
            for (String required : REQUIRED_PACKAGES) {
                if (copy.stream().noneMatch(s -> s.equals(required) || s.startsWith(required + "=")
                        || s.startsWith(required + "<") || s.startsWith(required + ">")
                        || s.startsWith(required + "~") || s.startsWith(required + "!"))) {
                    throw new IllegalArgumentException("packages must include " + required + " (the runner needs "
                            + REQUIRED_PACKAGES + "), got " + copy);
                }
            }
            this.packages = List.copyOf(copy);
            return this;
        }

        /** Installs nothing: the base image already has numpy, pandas and matplotlib (e.g. a debootstrap base). */
        public Builder basePackagesOnly() {
            this.packages = List.of();
            return this;
        }

        /** Longest time the build may take. */
        public Builder buildTimeout(Duration value) {
            Objects.requireNonNull(value, "buildTimeout == null");
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("buildTimeout must be positive, got " + value);
            }
            this.buildTimeout = value;
            return this;
        }

        /** The image description. */
        public SandboxImage build() {
            return new SandboxImage(this);
        }

        private static String requireText(String value, String name) {
            Objects.requireNonNull(value, name + " == null");
            if (value.isBlank()) {
                throw new IllegalArgumentException(name + " is blank");
            }
            return value;
        }
    }
}
