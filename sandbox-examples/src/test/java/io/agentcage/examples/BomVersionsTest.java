package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What users are told and given agrees with what the build tests: sandbox-bom's third-party versions are
 * sandbox-parent's, the root README's table states them, and the README's Maven sample is the new-user project that
 * {@code NewUserProjectIT} builds.
 */
class BomVersionsTest {

    private static final Path ROOT = Path.of("..");

    private static String property(Path pom, String name) throws IOException {
        Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</").matcher(Files.readString(pom));
        assertThat(m.find()).as(name + " in " + pom).isTrue();
        return m.group(1);
    }

    private static Set<String> dependencies(String xml) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = Pattern.compile("<dependency>\\s*<groupId>([^<]+)</groupId>\\s*<artifactId>([^<]+)</artifactId>")
                .matcher(xml);
        while (m.find()) {
            out.add(m.group(1) + ":" + m.group(2));
        }
        return out;
    }

    @Test
    void should_give_users_the_versions_the_build_tests_when_they_import_the_bom() throws IOException {
        for (String name : List.of("jackson.version", "slf4j.version", "langchain4j.version")) {
            assertThat(property(ROOT.resolve("sandbox-bom/pom.xml"), name)).as(name)
                    .isEqualTo(property(ROOT.resolve("sandbox-parent/pom.xml"), name));
        }
    }

    @Test
    void should_state_the_boms_versions_in_the_readme_table() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        Path bom = ROOT.resolve("sandbox-bom/pom.xml");
        assertThat(readme).contains("| LangChain4j | " + property(bom, "langchain4j.version") + " ")
                .contains("| Jackson 2 | " + property(bom, "jackson.version") + " ")
                .contains("| SLF4J | API " + property(bom, "slf4j.version") + " ")
                .contains("newest `langchain4j-bom` on Maven Central")
                .contains(NewUserProjectIT.NEWEST_LANGCHAIN4J);
    }

    @Test
    void should_show_the_new_user_projects_dependencies_when_the_readme_gives_maven_coordinates()
            throws IOException {
        Matcher xml = Pattern.compile("```xml\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(
                ROOT.resolve("README.md")));
        assertThat(xml.find()).as("the root README has a Maven sample").isTrue();
        String sample = xml.group(1);
        String project = Files.readString(Path.of("new-user/pom.xml"));
        assertThat(sample).contains("<artifactId>sandbox-bom</artifactId>").contains("<scope>import</scope>")
                .contains("<version>" + System.getProperty("agentcage.version", "0.1.0-SNAPSHOT") + "</version>");
        Set<String> used = dependencies(project);
        used.removeAll(List.of("org.junit.jupiter:junit-jupiter", "org.junit:junit-bom", "io.agentcage:sandbox-bom"));
        Set<String> shown = dependencies(sample);
        shown.remove("io.agentcage:sandbox-bom");
        assertThat(shown).isEqualTo(used);
        assertThat(sample).doesNotContainPattern("<artifactId>(?!sandbox-bom)[^<]+</artifactId><version>");
    }
}
