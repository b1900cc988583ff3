package io.agentcage.docker;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The image version this library expects, read from a resource the build fills in. Not API. */
final class Versions {
    static final String IMAGE_VERSION = load();

    private Versions() {
    }

    private static String load() {
        Properties properties = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream("agentcage-docker.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new ExceptionInInitializerError(e);
        }
        return properties.getProperty("image.version", "0.1.0").replace("-SNAPSHOT", "");
    }
}
