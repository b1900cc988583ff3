package io.agentcage.kubernetes;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The image version this library expects, read from a resource the build fills in; the environment variable
 * {@code AGENTCAGE_IMAGE_VERSION} (which scripts/build-image.sh also reads) overrides it, as in the Docker backend.
 * Not API.
 */
final class Versions {
    static final String IMAGE_VERSION = load();

    private Versions() {
    }

    private static String load() {
        String override = System.getenv("AGENTCAGE_IMAGE_VERSION");
        if (override != null && !override.isBlank()) {
            return override.strip();
        }
        Properties properties = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream("agentcage-kubernetes.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new ExceptionInInitializerError(e);
        }
        return properties.getProperty("image.version", "0.1.0").replace("-SNAPSHOT", "");
    }
}
