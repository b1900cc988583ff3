package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;

/**
 * The shaded CLI jar ({@code target/agentcage.jar}, built in {@code package}) keeps what its dependencies ship with
 * them: their notices merged into {@code META-INF/NOTICE}, their licence texts (Apache and MIT alike) in
 * {@code META-INF/LICENSE*}, and every service registration, so that both backends are found by name.
 */
class ShadedJarIT {
    private static final Path JAR = Path.of("target/agentcage.jar");

    private static String entry(JarFile jar, String name) throws IOException {
        ZipEntry e = jar.getEntry(name);
        assertThat(e).as(name + " in " + JAR).isNotNull();
        try (InputStream in = jar.getInputStream(e)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void should_keep_every_dependencys_notices_and_licences_when_shading() throws IOException {
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(entry(jar, "META-INF/NOTICE")).as("merged NOTICE")
                    .contains("Jackson")                      // jackson-core, -databind
                    .contains("Apache HttpComponents");       // the Docker client's transport
            assertThat(entry(jar, "META-INF/LICENSE")).as("licences named LICENSE, appended")
                    .contains("Apache License")
                    .containsPattern("(?s)Apache License.*Apache License");    // more than one jar's text kept
            assertThat(entry(jar, "META-INF/LICENSE.txt")).as("licences named LICENSE.txt, appended")
                    .contains("Apache License")
                    .contains("QOS.ch").contains("Permission is hereby granted");   // SLF4J's MIT licence
        }
    }

    @Test
    void should_register_both_backends_and_name_its_module_when_shading() throws IOException {
        try (JarFile jar = new JarFile(JAR.toFile())) {
            assertThat(entry(jar, "META-INF/services/io.agentcage.spi.CodeExecutorProvider"))
                    .contains("io.agentcage.interpreter.InterpreterExecutorProvider")
                    .contains("io.agentcage.docker.DockerExecutorProvider");
            assertThat(jar.getManifest().getMainAttributes().getValue("Automatic-Module-Name"))
                    .isEqualTo("io.agentcage.cli");
        }
    }
}
