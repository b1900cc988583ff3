package io.agentcage.testcontainers.internal;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import io.agentcage.SandboxUnavailableException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.dockerclient.DockerClientProviderStrategy;
import org.testcontainers.utility.DockerImageName;
import org.testcontainers.utility.ImageNameSubstitutor;
import org.testcontainers.utility.ResourceReaper;
import org.testcontainers.utility.TestcontainersConfiguration;

/**
 * The Docker environment Testcontainers discovers (DOCKER_HOST, {@code ~/.testcontainers.properties}, the usual
 * sockets), made safe to use without a registry. Not API.
 *
 * <p>Testcontainers 2.0 starts its Ryuk reaper on first use and pulls its image when it is missing: with no registry
 * the first test then hangs for minutes before failing. Whether Ryuk runs is read only from the environment variable
 * {@code TESTCONTAINERS_RYUK_DISABLED} (no property or file can set it), so before Testcontainers starts, this class
 * looks for the Ryuk image on the discovered engine; when it is missing and Ryuk is not disabled, it puts
 * Testcontainers' own shutdown-hook reaper in place (what the variable selects) and says so at WARN.
 */
public final class TestcontainersEnvironment {
    private static final Logger LOG = LoggerFactory.getLogger(TestcontainersEnvironment.class);
    /** Testcontainers' switch, read by {@code ResourceReaper.instance()} from the environment only. */
    public static final String RYUK_DISABLED = "TESTCONTAINERS_RYUK_DISABLED";

    private static volatile String reaperNote = "";

    private TestcontainersEnvironment() {
    }

    /**
     * The docker-java client of Testcontainers ({@code DockerClientFactory.instance().client()}), after making sure
     * that a missing Ryuk image cannot hang it. The client belongs to Testcontainers: never close it.
     *
     * @throws SandboxUnavailableException if no Docker environment is found; the message carries Testcontainers'
     *                                     reason
     */
    public static synchronized DockerClient client() {
        preferHookReaperWhenRyukImageIsMissing(System.getenv(RYUK_DISABLED));
        try {
            return DockerClientFactory.instance().client();
        } catch (RuntimeException e) {
            throw new SandboxUnavailableException("Testcontainers found no usable Docker environment: "
                    + e.getMessage() + "; start Docker or set DOCKER_HOST (see "
                    + "https://java.testcontainers.org/supported_docker_environment/)", e);
        }
    }

    /**
     * The labels by which Testcontainers' reaper finds what to remove: its session labels. With Ryuk they make Ryuk
     * remove the container when this JVM's session ends; with the shutdown-hook reaper, asking for them registers
     * the removal at JVM exit.
     */
    public static synchronized Map<String, String> reaperLabels() {
        preferHookReaperWhenRyukImageIsMissing(System.getenv(RYUK_DISABLED));
        return ResourceReaper.instance().getLabels();
    }

    /** What was done about Ryuk, for messages: empty when nothing was. */
    public static String reaperNote() {
        return reaperNote;
    }

    /**
     * Puts Testcontainers' JVM shutdown-hook reaper in place when Ryuk would be used but its image is not on the
     * engine. Does nothing when Ryuk is disabled already, when no engine answers (Testcontainers reports that), or
     * when the reaper was chosen already.
     */
    static void preferHookReaperWhenRyukImageIsMissing(String ryukDisabledVariable) {
        if (Boolean.parseBoolean(ryukDisabledVariable) || reaperChosen()) {
            return;
        }
        String image = ryukImage();
        DockerClient probe;
        try {
            probe = probeClient();
        } catch (RuntimeException e) {
            LOG.debug("no Docker environment to look for the Ryuk image in", e);
            return;
        }
        try {
            probe.inspectImageCmd(image).exec();
            return;
        } catch (NotFoundException e) {
            // missing: handled below
        } catch (RuntimeException e) {
            LOG.debug("could not inspect the Ryuk image {}", image, e);
            return;
        }
        String why = "the Ryuk image " + image + " is not on the Docker engine, and pulling it would hang for minutes "
                + "without a registry";
        if (!installHookReaper()) {
            throw new SandboxUnavailableException(why + "; set " + RYUK_DISABLED + "=true (and, when the build runs "
                    + "inside a container, TESTCONTAINERS_HOST_OVERRIDE=localhost) in the environment of the test "
                    + "JVM, e.g. in Surefire's or Failsafe's <environmentVariables>");
        }
        reaperNote = "Ryuk replaced by Testcontainers' JVM shutdown-hook reaper (" + why + ")";
        LOG.warn("{}: AgentCage disabled Ryuk for this JVM, as {}=true would; the sandbox's own janitor and "
                + "Testcontainers' shutdown hook remove the containers. Set {}=true in the test JVM's environment "
                + "to make this explicit, or load the image to use Ryuk.", why, RYUK_DISABLED, RYUK_DISABLED);
    }

    private static String ryukImage() {
        DockerImageName name = DockerImageName.parse(TestcontainersConfiguration.getInstance().getRyukImage());
        return ImageNameSubstitutor.instance().apply(name).asCanonicalNameString();
    }

    /** A client from Testcontainers' discovery that initialises nothing else (no reaper, no checks). */
    private static DockerClient probeClient() {
        List<DockerClientProviderStrategy> strategies = new ArrayList<>();
        ServiceLoader.load(DockerClientProviderStrategy.class).forEach(strategies::add);
        return DockerClientProviderStrategy.getFirstValidStrategy(strategies).getDockerClient();
    }

    private static boolean reaperChosen() {
        try {
            return instanceField().get(null) != null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Sets {@code ResourceReaper.instance} to a {@code JVMHookResourceReaper}, as {@code ResourceReaper.instance()}
     * does when the variable is set; false when this version of Testcontainers has no such field or class.
     */
    private static boolean installHookReaper() {
        try {
            Field instance = instanceField();
            Constructor<?> hook = Class.forName("org.testcontainers.utility.JVMHookResourceReaper")
                    .getDeclaredConstructor();
            hook.setAccessible(true);
            synchronized (ResourceReaper.class) {
                if (instance.get(null) == null) {
                    instance.set(null, hook.newInstance());
                }
            }
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            LOG.debug("could not select Testcontainers' shutdown-hook reaper", e);
            return false;
        }
    }

    private static Field instanceField() throws NoSuchFieldException {
        Field f = ResourceReaper.class.getDeclaredField("instance");
        f.setAccessible(true);
        return f;
    }
}
