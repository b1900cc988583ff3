package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.InterpreterExecutor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The module list of sandbox-interpreter/README.md (between {@code <!-- modules -->} markers) is the interpreter's
 * registry: on a mismatch the failure shows the line to paste.
 */
class InterpreterModulesReadmeTest {

    private static final Path README = Path.of("../sandbox-interpreter/README.md");

    @Test
    void should_list_exactly_the_registrys_modules_when_the_readme_names_the_standard_modules() throws IOException {
        Matcher block = Pattern.compile("<!-- modules -->\\n(.*?)\\n<!-- /modules -->", Pattern.DOTALL)
                .matcher(Files.readString(README));
        assertThat(block.find()).as(README + " has a <!-- modules --> block").isTrue();
        Set<String> listed = new TreeSet<>();
        Matcher name = Pattern.compile("`([A-Za-z_][\\w.]*)`").matcher(block.group(1));
        while (name.find()) {
            listed.add(name.group(1));
        }
        Set<String> registry;
        try (InterpreterExecutor interpreter = InterpreterExecutor.create()) {
            registry = new TreeSet<>(interpreter.capabilities().modules());
        }
        String line = registry.stream().map(m -> "`" + m + "`").collect(Collectors.joining(", "));
        assertThat(listed).as("the modules of " + README + "; the registry's line is:\n" + line + "\n")
                .isEqualTo(registry);
    }
}
