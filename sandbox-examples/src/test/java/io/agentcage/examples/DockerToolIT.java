package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.Content;
import dev.langchain4j.data.message.ImageContent;
import dev.langchain4j.data.message.TextContent;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.GuardedExecutor;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.langchain4j.CodeExecutionTool;
import io.agentcage.validator.PolicyValidator;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The LangChain4j tool on Docker behind the policy recommended for containers ({@code standard}) tells the model
 * what is true there: numpy, pandas and matplotlib with the image's versions, that figures come back as images, the
 * modules the policy refuses and the tool's own time limit; a saved figure reaches the model as one image.
 */
class DockerToolIT {

    @Test
    void should_describe_packages_figures_and_refused_modules_when_the_tool_runs_on_docker() {
        DockerConfig config = DockerConfig.builder().poolMinIdle(0).poolMaxTotal(2).build();
        try (DockerExecutor docker = DockerExecutor.builder().config(config).build();
             CodeExecutor guarded = GuardedExecutor.builder(docker).validator(PolicyValidator.standard()).build();
             CodeExecutionTool tool = CodeExecutionTool.builder(guarded).requestLimits(ExecutionLimits
                     .requestBuilder().timeout(Duration.ofSeconds(4)).build()).build()) {
            String d = tool.description();
            for (String pkg : List.of("numpy", "pandas", "matplotlib")) {
                assertThat(d).containsPattern("these packages are available: .*" + pkg + " \\d+\\.\\d+");
            }
            assertThat(d).contains("come back to you as PNG images").contains("Limits per call: 4 s wall-clock time")
                    .containsPattern("these modules cannot be imported: [^\\n]*subprocess");
            List<Content> contents = tool.executePython("import matplotlib.pyplot as plt\n"
                    + "plt.plot([1, 4, 9])\nplt.savefig('squares.png')", "conversation-1");
            assertThat(contents).filteredOn(c -> c instanceof ImageContent).hasSize(1);
            assertThat(((TextContent) contents.get(0)).text()).contains("(attached as images: squares.png)");
        }
    }
}
