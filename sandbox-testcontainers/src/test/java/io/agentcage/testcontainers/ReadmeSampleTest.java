package io.agentcage.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The README's complete test is PricingScriptIT, word for word (so the sample compiles and runs on the engine). */
class ReadmeSampleTest {

    @Test
    void should_show_the_test_that_runs_as_pricing_script_it() throws Exception {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        assertThat(m.find()).as("a java block in README.md").isTrue();
        String test = Files.readString(Path.of("src/test/java/io/agentcage/testcontainers/PricingScriptIT.java"),
                StandardCharsets.UTF_8);

        assertThat(test).isEqualTo("package io.agentcage.testcontainers;\n\n"
                + m.group(1).replace("class PricingScriptTest {", "class PricingScriptIT {"));
    }
}
