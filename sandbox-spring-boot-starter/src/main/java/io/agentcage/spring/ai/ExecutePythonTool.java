package io.agentcage.spring.ai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.spring.ai.internal.ConversationSessions;
import io.agentcage.text.ModelText;
import java.time.Duration;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.definition.ToolDefinition;

/**
 * The {@code execute_python} tool for Spring AI, as a {@link ToolCallback} backed by any {@link CodeExecutor}
 * (normally the starter's guarded executor). Give it to a chat client ({@code .toolCallbacks(tool)}); with Spring
 * AI's MCP server starter on the class path, the same bean is served as an MCP tool.
 *
 * <p><b>Isolation.</b> A call without a conversation id runs once, in a fresh environment that shares nothing with
 * any other call (the default for MCP clients and for chat calls that pass no id). A call whose tool context carries
 * {@link ChatMemory#CONVERSATION_ID} ({@code .toolContext(Map.of(ChatMemory.CONVERSATION_ID, id))}) runs in that
 * conversation's own session when the backend supports sessions: variables survive between its calls, two
 * conversations never see each other's. At most {@code maxSessions} are open; unused ones close after
 * {@code sessionIdleTimeout}; a new conversation when all are running code gets an error result.
 *
 * <p><b>Errors are results.</b> Bad arguments, rejected code, limits, Python errors and sandbox faults come back
 * as text for the model (outcome first, then output, value, traceback, files, notes, capped at
 * {@code maxResultChars}); nothing is thrown into Spring AI's tool loop. Thread-safe. Closing the tool closes its
 * sessions, not the executor (its creator closes it).
 */
public final class ExecutePythonTool implements ToolCallback, AutoCloseable {

    /** The tool name the model calls. */
    public static final String NAME = "execute_python";

    static final String FRESH_NOTE = "note: this call ran in a fresh environment (no conversation id was given); "
            + "define everything the code needs in the same call.";
    private static final String INPUT_SCHEMA = "{\"type\":\"object\",\"properties\":{\"code\":{\"type\":\"string\","
            + "\"description\":\"the Python source code to run\"}},\"required\":[\"code\"],"
            + "\"additionalProperties\":false}";
    private static final Logger LOG = LoggerFactory.getLogger(ExecutePythonTool.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CodeExecutor executor;
    private final int maxResultChars;
    private final ConversationSessions sessions;
    private final ToolDefinition definition;

    private ExecutePythonTool(Builder b) {
        this.executor = b.executor;
        this.maxResultChars = b.maxResultChars;
        boolean persistent = b.sessions && executor.capabilities().sessions();
        this.sessions = persistent ? new ConversationSessions(executor, b.sessionIdleTimeout, b.maxSessions,
                System::nanoTime) : null;
        this.definition = ToolDefinition.builder().name(NAME)
                .description(ModelText.toolDescription(executor.capabilities(), persistent, executor.hostFunctions()))
                .inputSchema(INPUT_SCHEMA).build();
    }

    /** A builder for a tool running code on {@code executor}. */
    public static Builder builder(CodeExecutor executor) {
        return new Builder(executor);
    }

    @Override
    public ToolDefinition getToolDefinition() {
        return definition;
    }

    @Override
    public String call(String toolInput) {
        return call(toolInput, null);
    }

    /** Runs the code of {@code toolInput} ({@code {"code": "..."}}) and returns the result as text for the model. */
    @Override
    public String call(String toolInput, ToolContext toolContext) {
        String code;
        try {
            JsonNode node = JSON.readTree(toolInput == null || toolInput.isBlank() ? "{}" : toolInput);
            JsonNode codeNode = node.path("code");
            if (!codeNode.isTextual() || codeNode.asText().isBlank()) {
                return "Error: missing argument: call " + NAME + " with {\"code\": \"<Python source>\"}.";
            }
            code = codeNode.asText();
        } catch (JsonProcessingException e) {
            return "Error: the arguments are not valid JSON (" + e.getOriginalMessage() + "); call " + NAME
                    + " with {\"code\": \"<Python source>\"}.";
        }
        String conversation = conversationId(toolContext);
        ExecutionRequest request = ExecutionRequest.builder(code).metadata("tool", NAME)
                .metadata("conversation", conversation == null ? "" : conversation).build();
        ExecutionResult result;
        try {
            result = sessions == null || conversation == null ? executor.execute(request)
                    : sessions.execute(conversation, request);
        } catch (ConversationSessions.TooManySessionsException e) {
            return "Error: the code did not run: " + e.getMessage() + ". Try again shortly.";
        } catch (RuntimeException e) {
            LOG.warn("{} failed for conversation {}", NAME, conversation, e);
            return "Error: the sandbox failed and the code may not have run: " + e.getMessage();
        }
        String text = ModelText.render(result, maxResultChars);
        return sessions != null && conversation == null ? text + "\n" + FRESH_NOTE : text;
    }

    /** The conversation id of a call, or null for none. */
    private static String conversationId(ToolContext context) {
        if (context == null) {
            return null;
        }
        Map<String, Object> values = context.getContext();
        Object id = values == null ? null : values.get(ChatMemory.CONVERSATION_ID);
        return id == null || id.toString().isBlank() ? null : id.toString();
    }

    /** Whether calls with a conversation id keep a session per conversation. */
    public boolean isPersistent() {
        return sessions != null;
    }

    /** Conversation sessions open now. */
    public int openSessions() {
        return sessions == null ? 0 : sessions.size();
    }

    /** Closes the session of one conversation, e.g. when it ends. */
    public void closeSession(String conversationId) {
        if (sessions != null) {
            sessions.close(conversationId);
        }
    }

    /** Closes the sessions unused for longer than the idle timeout (also done at every call); returns how many. */
    public int closeIdleSessions() {
        return sessions == null ? 0 : sessions.closeIdle();
    }

    /** Closes every conversation session; the executor stays open. Idempotent. */
    @Override
    public void close() {
        if (sessions != null) {
            sessions.close();
        }
    }

    /** Builds an {@link ExecutePythonTool}. */
    public static final class Builder {
        private final CodeExecutor executor;
        private int maxResultChars = ModelText.DEFAULT_MAX_CHARS;
        private boolean sessions = true;
        private Duration sessionIdleTimeout = Duration.ofMinutes(10);
        private int maxSessions = 100;

        private Builder(CodeExecutor executor) {
            this.executor = Objects.requireNonNull(executor, "executor == null");
        }

        /** Characters of result text per call, at least 200; default 20,000. */
        public Builder maxResultChars(int value) {
            if (value < 200) {
                throw new IllegalArgumentException("maxResultChars must be at least 200, got " + value);
            }
            this.maxResultChars = value;
            return this;
        }

        /** Whether calls with a conversation id keep a session (when the backend has sessions); default true. */
        public Builder sessions(boolean value) {
            this.sessions = value;
            return this;
        }

        /** How long an unused conversation session stays open; default 10 minutes. */
        public Builder sessionIdleTimeout(Duration value) {
            this.sessionIdleTimeout = Objects.requireNonNull(value, "sessionIdleTimeout == null");
            return this;
        }

        /** Most conversation sessions open at once; default 100. */
        public Builder maxSessions(int value) {
            this.maxSessions = value;
            return this;
        }

        /** The tool. */
        public ExecutePythonTool build() {
            return new ExecutePythonTool(this);
        }
    }
}
