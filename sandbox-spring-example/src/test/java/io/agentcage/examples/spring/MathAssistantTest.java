package io.agentcage.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.spring.ai.ExecutePythonTool;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/**
 * The example application end to end, with no network: a scripted Spring AI chat model asks for
 * {@code execute_python}; Spring AI's tool calling runs the starter's tool on the real interpreter; the answer comes
 * from what the code printed.
 */
@SpringBootTest
@Timeout(120)
class MathAssistantTest {

    static final String SUM_OF_SQUARES = "What is the sum of the squares of 1 to 10?";
    static final String DEFINE = "Remember the number of days in a leap year.";
    static final String USE = "How many hours are in that many days?";

    @TestConfiguration
    static class Model {
        @Bean
        ScriptedChatModel chatModel() {
            return new ScriptedChatModel(Map.of(
                    SUM_OF_SQUARES, "print(sum(i * i for i in range(1, 11)))",
                    DEFINE, "days = 366\nprint(days)",
                    USE, "print(days * 24)"));
        }
    }

    @Autowired
    MathAssistant assistant;
    @Autowired
    ScriptedChatModel model;
    @Autowired
    ExecutePythonTool tool;
    @Autowired
    CodeExecutor executor;

    @Test
    void should_answer_a_question_by_running_python_through_spring_ai_tool_calling() {
        String answer = assistant.answer("conversation-1", SUM_OF_SQUARES);

        assertThat(answer).isEqualTo("The answer is 385.");
        assertThat(model.toolArguments).anySatisfy(a -> assertThat(a).contains("range(1, 11)"));
        assertThat(model.toolResults).anySatisfy(r -> assertThat(r).contains("385"));
        assertThat(executor.capabilities().backend()).isEqualTo("interpreter");
    }

    @Test
    void should_keep_variables_within_a_conversation_and_not_across_conversations() {
        assertThat(assistant.answer("alice", DEFINE)).isEqualTo("The answer is 366.");
        assertThat(assistant.answer("alice", USE)).isEqualTo("The answer is 8784.");

        String other = assistant.answer("bob", USE);
        assertThat(other).startsWith("The code failed").contains("NameError");
        assertThat(tool.openSessions()).isGreaterThanOrEqualTo(2);
    }
}
