package io.agentcage.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.GuardedExecutor;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.validator.PolicyValidator;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.model.ToolContext;

/** The Spring AI tool on the real interpreter: isolation by conversation id, bounded sessions, errors as text. */
@Timeout(60)
class ExecutePythonToolTest {

    private final InterpreterExecutor backend = InterpreterExecutor.create();
    private final CodeExecutor sandbox = GuardedExecutor.builder(backend).validator(PolicyValidator.strict()).build();
    private ExecutePythonTool tool = ExecutePythonTool.builder(sandbox).build();

    @AfterEach
    void close() {
        tool.close();
        backend.close();
    }

    private static ToolContext conversation(String id) {
        return new ToolContext(Map.of(ChatMemory.CONVERSATION_ID, id));
    }

    @Test
    void should_describe_itself_from_the_backends_capabilities() {
        assertThat(tool.getToolDefinition().name()).isEqualTo("execute_python");
        assertThat(tool.getToolDefinition().inputSchema()).contains("\"code\"").contains("\"required\":[\"code\"]");
        assertThat(tool.getToolDefinition().description()).contains("persist");
    }

    @Test
    void should_run_each_call_fresh_when_no_conversation_id_is_given() {
        assertThat(tool.call("{\"code\": \"x = 41\"}")).startsWith("Execution succeeded");
        String second = tool.call("{\"code\": \"x + 1\"}", new ToolContext(Map.of()));

        assertThat(second).contains("NameError").contains(ExecutePythonTool.FRESH_NOTE);
        assertThat(tool.openSessions()).isZero();
    }

    @Test
    void should_keep_state_within_a_conversation_and_isolate_conversations() {
        tool.call("{\"code\": \"x = 41\"}", conversation("alice"));

        assertThat(tool.call("{\"code\": \"x + 1\"}", conversation("alice"))).contains("42")
                .doesNotContain(ExecutePythonTool.FRESH_NOTE);
        assertThat(tool.call("{\"code\": \"x + 1\"}", conversation("bob"))).contains("NameError");
        assertThat(tool.openSessions()).isEqualTo(2);
    }

    @Test
    void should_close_the_least_recently_used_session_when_the_bound_is_reached() {
        tool.close();
        tool = ExecutePythonTool.builder(sandbox).maxSessions(1).build();
        tool.call("{\"code\": \"x = 1\"}", conversation("alice"));
        tool.call("{\"code\": \"y = 2\"}", conversation("bob"));

        assertThat(tool.openSessions()).isEqualTo(1);
        assertThat(tool.call("{\"code\": \"x\"}", conversation("alice"))).contains("NameError");
    }

    @Test
    void should_close_sessions_left_idle_past_the_timeout() throws Exception {
        tool.close();
        tool = ExecutePythonTool.builder(sandbox).sessionIdleTimeout(Duration.ofMillis(1)).build();
        tool.call("{\"code\": \"x = 1\"}", conversation("alice"));
        Thread.sleep(20);

        assertThat(tool.closeIdleSessions()).isEqualTo(1);
        assertThat(tool.openSessions()).isZero();
    }

    @Test
    void should_return_errors_as_text_for_the_model() {
        assertThat(tool.call("not json")).startsWith("Error: the arguments are not valid JSON");
        assertThat(tool.call("{\"source\": \"1\"}")).startsWith("Error: missing argument");
        assertThat(tool.call("{\"code\": \"import os\"}")).contains("rejected before running")
                .contains("import of 'os' is not allowed");
        assertThat(tool.call("{\"code\": \"def f():\\n    return 1 / 0\\nf()\"}"))
                .contains("ZeroDivisionError: division by zero").contains("line 2");
    }

    @Test
    void should_close_its_sessions_but_not_the_executor() {
        tool.call("{\"code\": \"x = 1\"}", conversation("alice"));
        tool.close();

        assertThat(tool.openSessions()).isZero();
        assertThat(tool.call("{\"code\": \"1 + 1\"}")).contains("2");
    }
}
