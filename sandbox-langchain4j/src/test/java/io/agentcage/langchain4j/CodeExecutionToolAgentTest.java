package io.agentcage.langchain4j;

import static io.agentcage.langchain4j.ScriptedChatModel.lastToolResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.MemoryId;
import dev.langchain4j.service.UserMessage;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.GuardedExecutor;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A real AiServices agent, a scripted model, and the real in-process interpreter behind the tool. */
class CodeExecutionToolAgentTest {

    interface Assistant {
        String chat(String message);
    }

    interface MultiAssistant {
        String chat(@MemoryId String conversation, @UserMessage String message);
    }

    private CodeExecutor sandbox;

    @BeforeEach
    void openSandbox() {
        sandbox = TestBackends.interpreter(ExecutionLimits.defaults());
    }

    @AfterEach
    void closeSandbox() {
        sandbox.close();
    }

    private static Assistant assistant(ScriptedChatModel model, Object tools) {
        AiServices<Assistant> b = AiServices.builder(Assistant.class).chatModel(model)
                .chatMemory(MessageWindowChatMemory.withMaxMessages(20));
        return (tools instanceof java.util.Map<?, ?> map
                ? b.tools(castToolMap(map)) : b.tools(tools)).build();
    }

    @SuppressWarnings("unchecked")
    private static java.util.Map<ToolSpecification, dev.langchain4j.service.tool.ToolExecutor> castToolMap(
            java.util.Map<?, ?> map) {
        return (java.util.Map<ToolSpecification, dev.langchain4j.service.tool.ToolExecutor>) map;
    }

    /** The number printed on the stdout section of a tool result, as a model would read it. */
    private static String printedNumber(String toolText) {
        Matcher m = Pattern.compile("--- stdout ---\\n(-?\\d+)").matcher(toolText);
        if (!m.find()) {
            throw new AssertionError("no printed number in: " + toolText);
        }
        return m.group(1);
    }

    @Test
    void should_fix_code_after_traceback_and_answer_when_first_attempt_fails() {
        ScriptedChatModel model = new ScriptedChatModel()
                .thenRun("scores = [31, 7, 12]\nprint(sorted(scores)[3])")
                .then(req -> {
                    String text = lastToolResult(req).text();
                    assertThat(text).contains("IndexError: list index out of range")
                            .contains("Traceback (most recent call last)");
                    return new ScriptedChatModel().runCode("print(sorted(scores)[-1] * 2)");
                })
                .then(req -> AiMessage.from("Twice the best score is " + printedNumber(lastToolResult(req).text())));
        try (CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            MultiAssistant agent = AiServices.builder(MultiAssistant.class).chatModel(model)
                    .chatMemoryProvider(id -> MessageWindowChatMemory.withMaxMessages(20)).tools(tool).build();
            String answer = agent.chat("c-1", "What is twice the best score?");
            assertThat(answer).isEqualTo("Twice the best score is 62");
            assertThat(model.exhausted()).isTrue();
        }
    }

    @Test
    void should_keep_state_across_calls_of_one_conversation_and_isolate_two_conversations() {
        ScriptedChatModel model = new ScriptedChatModel()
                .thenRun("secret = 41")
                .then(req -> AiMessage.from("stored"))
                .thenRun("print(secret)")
                .then(req -> AiMessage.from(lastToolResult(req).text()))
                .thenRun("print(secret + 1)")
                .then(req -> AiMessage.from(printedNumber(lastToolResult(req).text())));
        try (CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            MultiAssistant agent = AiServices.builder(MultiAssistant.class).chatModel(model)
                    .chatMemoryProvider(id -> MessageWindowChatMemory.withMaxMessages(20)).tools(tool).build();
            assertThat(agent.chat("alice", "remember 41")).isEqualTo("stored");
            assertThat(agent.chat("bob", "what is the secret?"))
                    .contains("NameError: name 'secret' is not defined");
            assertThat(agent.chat("alice", "secret plus one?")).isEqualTo("42");
            assertThat(tool.openSessions()).isEqualTo(2);
        }
    }

    @Test
    void should_report_validator_reason_to_the_model_when_program_is_rejected() {
        CodeExecutor guarded = GuardedExecutor.builder(sandbox).validator(TestBackends.strictValidator()).build();
        ScriptedChatModel model = new ScriptedChatModel()
                .thenRun("import os\nprint(os.listdir('/'))")
                .then(req -> {
                    ToolExecutionResultMessage r = lastToolResult(req);
                    assertThat(r.text()).startsWith("The code was rejected before running").contains("'os'");
                    return AiMessage.from("I may not list files: " + r.text().lines().skip(1).findFirst().orElse(""));
                });
        try (CodeExecutionTool tool = new CodeExecutionTool(guarded)) {
            assertThat(assistant(model, tool).chat("List the root directory")).startsWith("I may not list files: ")
                    .contains("os");
        }
    }

    @Test
    void should_work_through_the_programmatic_route_with_generated_description_and_error_flag() {
        ScriptedChatModel model = new ScriptedChatModel()
                .then(req -> {
                    ToolSpecification spec = req.toolSpecifications().get(0);
                    assertThat(spec.name()).isEqualTo("execute_python");
                    assertThat(spec.description()).contains("backend: " + sandbox.capabilities().backend())
                            .contains("wall-clock time");
                    return new ScriptedChatModel().runCode("1 / 0");
                })
                .then(req -> {
                    ToolExecutionResultMessage r = lastToolResult(req);
                    assertThat(r.isError()).isTrue();
                    assertThat(r.text()).contains("ZeroDivisionError: division by zero");
                    return new ScriptedChatModel().runCode("sum(range(10))");
                })
                .then(req -> {
                    ToolExecutionResultMessage r = lastToolResult(req);
                    assertThat(r.isError()).isFalse();
                    return AiMessage.from(r.text().replaceAll("(?s).*--- value ---\\n(\\S+).*", "$1"));
                });
        try (CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            assertThat(assistant(model, tool.toolMap()).chat("sum of 0..9?")).isEqualTo("45");
        }
    }

    @Test
    void should_name_the_time_limit_when_code_runs_too_long() {
        ScriptedChatModel model = new ScriptedChatModel()
                .thenRun("import time\nwhile True:\n    time.sleep(0.01)")
                .then(req -> AiMessage.from(lastToolResult(req).text()));
        try (CodeExecutionTool tool = CodeExecutionTool.builder(sandbox)
                .requestLimits(ExecutionLimits.requestBuilder().timeout(Duration.ofMillis(300)).build()).build()) {
            assertThat(assistant(model, tool).chat("loop")).startsWith("Execution stopped: the time limit")
                    .contains("timed out at the limit of 300 ms (after ");
        }
    }

    @Test
    void should_forget_state_when_the_session_was_idle_too_long() throws InterruptedException {
        try (CodeExecutionTool tool = CodeExecutionTool.builder(sandbox)
                .sessionIdleTimeout(Duration.ofMillis(50)).build()) {
            // Only sleeps past the idle time (never too long to miss); expiry at exact instants, and state kept
            // within the idle time, are ConversationSessionsTest's, on a clock of its own. The periodic sweep may
            // close the session before closeIdleSessions() does: either way it is gone.
            assertThat(tool.execute("x = 5", "c1")).startsWith("Execution succeeded.");
            Thread.sleep(120);
            tool.closeIdleSessions();
            assertThat(tool.openSessions()).isZero();
            assertThat(tool.execute("print(x)", "c1")).contains("NameError: name 'x' is not defined");
        }
    }

    @Test
    void should_return_errors_as_text_when_arguments_are_bad_or_tool_is_closed() {
        CodeExecutionTool tool = new CodeExecutionTool(sandbox);
        assertThat(tool.toolExecutor().execute(dev.langchain4j.agent.tool.ToolExecutionRequest.builder()
                .id("1").name("execute_python").arguments("{\"source\": \"1\"}").build(), "m"))
                .startsWith("Missing argument: call execute_python with {\"code\"");
        assertThat(tool.toolExecutor().execute(dev.langchain4j.agent.tool.ToolExecutionRequest.builder()
                .id("2").name("execute_python").arguments("{not json").build(), "m"))
                .startsWith("The arguments are not valid JSON");
        assertThat(tool.execute("  ", "m")).startsWith("No code was given");
        tool.close();
        assertThat(tool.execute("1", "m")).startsWith("The sandbox failed").contains("closed");
    }

    @Test
    void should_list_files_and_attach_images_when_code_writes_them() {
        try (CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            Object contents = tool.executePython("with open('report.csv', 'w') as f:\n"
                    + "    f.write('item,count\\npen,3\\n')\n"
                    + "with open('chart.png', 'wb') as f:\n"
                    + "    f.write(b'\\x89PNG\\r\\n\\x1a\\n' + bytes(8))", "files");
            assertThat(contents).asList().hasSize(2);
            String text = ((dev.langchain4j.data.message.TextContent) ((java.util.List<?>) contents).get(0)).text();
            assertThat(text).contains("- report.csv (text/csv, 17 bytes)").contains("- chart.png (image/png, 16 bytes)")
                    .contains("(attached as images: chart.png)");
            assertThat(((java.util.List<?>) contents).get(1)).isInstanceOf(dev.langchain4j.data.message.ImageContent.class);
        }
    }
}
