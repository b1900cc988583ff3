package io.agentcage.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.GuardedExecutor;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The tool's description states what will be enforced: the modules the policy accepts and the backend has (each one
 * it lists really imports through the tool), and the tool's request limits where they are below the executor's.
 */
class ToolDescriptionTest {

    private static List<String> listedModules(String description) {
        Matcher m = Pattern.compile("Only these modules can be imported: ([^\\n]*)\\.\\n").matcher(description);
        assertThat(m.find()).as(description).isTrue();
        return List.of(m.group(1).split(", "));
    }

    @Test
    void should_list_only_modules_that_import_when_the_interpreter_runs_behind_the_strict_policy() {
        try (CodeExecutor interpreter = TestBackends.interpreter(ExecutionLimits.defaults());
             CodeExecutor guarded = GuardedExecutor.builder(interpreter).validator(TestBackends.strictValidator())
                     .build();
             CodeExecutionTool tool = CodeExecutionTool.builder(guarded).sessions(false).build()) {
            List<String> modules = listedModules(tool.description());
            assertThat(modules).contains("math", "json", "re", "collections")
                    .as("strict accepts zoneinfo and the interpreter has it").contains("zoneinfo")
                    .as("the interpreter has it but strict refuses it").doesNotContain("os", "subprocess");
            assertThat(interpreter.capabilities().modules()).containsAll(modules);
            for (String module : modules) {
                assertThat(tool.execute("import " + module, null)).as("import " + module)
                        .startsWith("Execution succeeded.");
            }
        }
    }

    @Test
    void should_state_the_tools_request_limits_when_they_are_below_the_executors_ceilings() {
        try (CodeExecutor interpreter = TestBackends.interpreter(ExecutionLimits.builder()
                .timeout(Duration.ofSeconds(10)).memoryBytes(256L << 20).build());
             CodeExecutionTool tool = CodeExecutionTool.builder(interpreter).requestLimits(ExecutionLimits
                     .requestBuilder().timeout(Duration.ofSeconds(2)).memoryBytes(512L << 20).build()).build()) {
            assertThat(tool.description()).contains("Limits per call: 2 s wall-clock time, 256 MiB memory")
                    .doesNotContain("10 s wall-clock").doesNotContain("512 MiB");
            assertThat(tool.toolSpecification().description()).isEqualTo(tool.description());
        }
    }
}
