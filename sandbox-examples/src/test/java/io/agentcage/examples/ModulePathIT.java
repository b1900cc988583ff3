package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every jar of the reactor works on the module path: it names its module in its manifest
 * ({@code Automatic-Module-Name: io.agentcage.*}, from the POM's {@code module.name}; ADR 0017), the names are
 * distinct, and all of them resolve together into one module layer, which fails when two jars hold the same
 * package (a split package). Runs in {@code verify}, after the jars are packaged; needs no Docker.
 */
class ModulePathIT {

    /** The main jar of each reactor module that builds one, by artifactId. */
    private static Map<String, Path> jars() throws IOException {
        Map<String, Path> out = new java.util.TreeMap<>();
        for (Map.Entry<String, Path> module : NewUserProjectIT.modules().entrySet()) {
            Path jar = module.getValue().resolve("target/" + module.getKey() + "-"
                    + System.getProperty("agentcage.version", "0.1.0-SNAPSHOT") + ".jar");
            if (Files.isRegularFile(jar)) {
                out.put(module.getKey(), jar);
            }
        }
        return out;
    }

    @Test
    void should_name_a_distinct_module_in_every_jar_when_packaged() throws IOException {
        Map<String, Path> jars = jars();
        assertThat(jars).containsKeys("sandbox-api", "sandbox-json", "sandbox-testkit", "sandbox-validator",
                "sandbox-egress", "sandbox-interpreter", "sandbox-docker", "sandbox-langchain4j", "sandbox-cli");
        Set<String> names = new TreeSet<>();
        for (Map.Entry<String, Path> jar : jars.entrySet()) {
            try (JarFile file = new JarFile(jar.getValue().toFile())) {
                String name = file.getManifest().getMainAttributes().getValue("Automatic-Module-Name");
                assertThat(name).as(jar.getKey() + "'s Automatic-Module-Name")
                        .matches("io\\.agentcage(\\.[a-z][a-z0-9]*)+");
                assertThat(names.add(name)).as("module name " + name + " used twice").isTrue();
            }
        }
    }

    @Test
    void should_resolve_every_jar_together_when_put_on_the_module_path() throws IOException {
        List<Path> paths = new ArrayList<>(jars().values());
        ModuleFinder finder = ModuleFinder.of(paths.toArray(Path[]::new));
        Set<String> roots = finder.findAll().stream().map(r -> r.descriptor().name()).collect(Collectors.toSet());
        assertThat(roots).hasSize(paths.size());
        // Automatic modules read every other module: resolving them together finds a package in two of them.
        Configuration conf = ModuleLayer.boot().configuration().resolve(finder, ModuleFinder.of(), roots);
        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(conf, ClassLoader.getSystemClassLoader());
        assertThat(layer.modules()).hasSize(paths.size());
        assertThat(finder.find("io.agentcage.api").map(ModuleReference::descriptor).orElseThrow().packages())
                .contains("io.agentcage", "io.agentcage.audit", "io.agentcage.spi").doesNotContain("io.agentcage.json");
    }
}
