package io.agentcage.docker.internal;

import com.github.dockerjava.api.exception.NotFoundException;
import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import java.net.ConnectException;
import java.net.SocketException;
import java.nio.file.NoSuchFileException;

/** Turns Docker failures into exceptions whose message says what failed and how to fix it. */
public final class DockerFaults {
    /** The two ways to build the image: from this library where a registry is reachable, else the offline script. */
    public static final String BUILD_IMAGE_HINT = "where the Docker daemon can pull from a registry, let this "
            + "library build it (`agentcage image build`, SandboxImage.defaults().buildImage(), or "
            + "DockerExecutor.builder().buildImageIfMissing()); on an air-gapped host, build it without any registry "
            + "with scripts/build-image.sh from the AgentCage source repository (debootstrap, as root)";
    /** How to get a daemon running. */
    public static final String START_DAEMON_HINT = "start the Docker daemon (scripts/setup-docker.sh, or "
            + "`sudo systemctl start docker`) or point DOCKER_HOST at a running one";

    private DockerFaults() {
    }

    /** A {@link SandboxException} for a failure while trying to {@code action}. */
    public static SandboxException translate(String action, String image, RuntimeException e) {
        if (e instanceof SandboxException) {
            return (SandboxException) e;
        }
        if (e instanceof NotFoundException && String.valueOf(e.getMessage()).contains("image")) {
            return missingImage(image, e);
        }
        if (isUnreachable(e)) {
            return new SandboxUnavailableException("cannot reach the Docker daemon to " + action + ": "
                    + rootMessage(e) + "; " + START_DAEMON_HINT, e);
        }
        return new SandboxException("could not " + action + ": " + rootMessage(e), e);
    }

    /** The image is not in the local store. */
    public static SandboxUnavailableException missingImage(String image, Throwable cause) {
        return new SandboxUnavailableException("the sandbox image " + image + " is not available locally: "
                + BUILD_IMAGE_HINT, cause);
    }

    /** Whether the failure means the daemon cannot be reached at all. */
    public static boolean isUnreachable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof NoSuchFileException
                    || t instanceof SocketException || t instanceof java.io.FileNotFoundException) {
                return true;
            }
            String m = String.valueOf(t.getMessage());
            if (m.contains("No such file or directory") || m.contains("Connection refused")
                    || m.contains("connect to")) {
                return true;
            }
        }
        return false;
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = root.getMessage();
        return m == null ? root.getClass().getSimpleName() : m.strip();
    }
}
