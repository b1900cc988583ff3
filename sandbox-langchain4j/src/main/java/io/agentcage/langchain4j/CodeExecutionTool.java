package io.agentcage.langchain4j;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolMemoryId;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.langchain4j.internal.ConversationSessions;
import io.agentcage.langchain4j.internal.ToolOutput;
import io.agentcage.text.ModelText;
import dev.langchain4j.data.message.Content;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@code execute_python} tool for LangChain4j agents, backed by any {@link CodeExecutor}.
 *
 * <p>Register it as a tool object, {@code AiServices.builder(Assistant.class).tools(new CodeExecutionTool(sandbox))},
 * or through the programmatic route, {@code .tools(tool.toolMap())}. The programmatic {@link #toolSpecification()}
 * carries a description generated from the backend's {@link io.agentcage.Capabilities} (modules, files, limits,
 * host functions); the {@code @Tool} annotation can only carry fixed text, so with the tool-object route add
 * {@link #description()} to the system message if the model should know the backend's modules and limits.
 *
 * <p><b>Isolation.</b> A call without a memory id runs once, in a fresh environment that shares nothing with any
 * other call: this is what every user of a singleton {@code AiService} without a {@code @MemoryId} parameter gets
 * (LangChain4j then passes the memory id {@code "default"}, which this tool treats as no memory id). A call with a
 * memory id runs in that conversation's own {@link io.agentcage.Session} when the backend supports sessions:
 * variables survive between the calls of one conversation, and two conversations never see each other's state.
 * Sessions idle for {@link Builder#sessionIdleTimeout} are closed, at most {@link Builder#maxSessions} are open at
 * once, and all are closed by {@link #close()}. Only {@link Builder#shareOneSessionAcrossCallsWithoutMemoryId()}
 * makes calls without a memory id share one session (and so one another's variables).
 *
 * <p>The model receives stdout, the value of the last expression, the CPython-style traceback, the files produced
 * (images attached as image content), and which limit stopped the code, capped at {@link Builder#maxResultChars}.
 * Nothing is thrown into the agent loop: bad arguments, rejected code and sandbox faults all come back as tool
 * results. Thread-safe.
 *
 * <p>Validation comes from the executor: put it behind a {@link io.agentcage.GuardedExecutor} with the validator
 * module's {@code PolicyValidator.standard()}, the recommended policy on every backend (the guard binds it to the
 * backend, so on the interpreter ordinary class code passes and modules it lacks are refused before they run).
 *
 * <p>Ownership (the creator closes, see {@link CodeExecutor}): the tool closes the sessions it opened; it closes the
 * executor only when built with {@link Builder#closeExecutorOnClose()}.
 */
public final class CodeExecutionTool implements AutoCloseable {

    /** The tool name the model calls. */
    public static final String NAME = "execute_python";

    /** The fixed description of the {@code @Tool} method; {@link #description()} is the backend-specific one. */
    public static final String ANNOTATION_DESCRIPTION = "Runs Python 3 code in an isolated sandbox and returns what "
            + "it printed, the value of the last expression, and any error as a Python traceback. Print the results "
            + "you need. Variables persist between calls of one conversation when the sandbox supports sessions; "
            + "the result says when a call ran in a fresh environment. "
            + "If the code fails, read the traceback, fix the code and call the tool again.";

    private static final String CODE_DESCRIPTION = "the Python source code to run";
    /** The memory id LangChain4j passes when an AI service method has no {@code @MemoryId} parameter. */
    static final String LANGCHAIN4J_DEFAULT_MEMORY_ID = "default";
    /** The session key of calls without a memory id when they share a session (never equal to a memory id). */
    private static final Object SHARED_KEY = new Object() {
        @Override
        public String toString() {
            return "shared session of calls without a memory id";
        }
    };
    static final String FRESH_NOTE = "note: this call ran in a fresh environment (the application gave no "
            + "conversation id); define everything the code needs in the same call.";
    private static final Logger LOG = LoggerFactory.getLogger(CodeExecutionTool.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final CodeExecutor executor;
    private final int maxResultChars;
    private final long maxImageBytes;
    private final ExecutionLimits requestLimits;
    private final java.util.function.Function<Object, io.agentcage.OutputListener> outputListeners;
    private final ConversationSessions sessions;
    private final ScheduledExecutorService ownScheduler;
    private final String description;
    private final boolean sharedWithoutMemoryId;
    private final boolean closeExecutor;

    /** A tool with the default settings (see {@link Builder}). */
    public CodeExecutionTool(CodeExecutor executor) {
        this(builder(executor));
    }

    private CodeExecutionTool(Builder b) {
        this.executor = b.executor;
        this.maxResultChars = b.maxResultChars;
        this.maxImageBytes = b.maxImageBytes;
        this.requestLimits = b.requestLimits;
        this.outputListeners = b.outputListeners;
        this.sharedWithoutMemoryId = b.sharedWithoutMemoryId;
        this.closeExecutor = b.closeExecutor;
        boolean persistent = b.sessions && executor.capabilities().sessions();
        ScheduledExecutorService scheduler = b.scheduler;
        this.ownScheduler = persistent && scheduler == null
                ? Executors.newSingleThreadScheduledExecutor(b.threadFactory) : null;
        if (scheduler == null) {
            scheduler = ownScheduler;
        }
        this.sessions = persistent ? new ConversationSessions(executor, b.sessionIdleTimeout, b.maxSessions,
                scheduler, System::nanoTime) : null;
        this.description = ModelText.toolDescription(executor.capabilities().narrowedBy(requestLimits), persistent,
                executor.hostFunctions());
    }

    /** A builder for a tool running code on {@code executor}. */
    public static Builder builder(CodeExecutor executor) {
        return new Builder(executor);
    }

    /**
     * The tool method: runs {@code code} in the conversation's session (or once, without sessions) and returns the
     * result as one text content, followed by image contents when the code produced images. (LangChain4j would
     * serialise a declared {@code Object} or {@code String} return differently; contents keep the text verbatim.)
     */
    @Tool(name = NAME, value = ANNOTATION_DESCRIPTION)
    public List<Content> executePython(@P(CODE_DESCRIPTION) String code, @ToolMemoryId Object memoryId) {
        return run(code, memoryId).contents();
    }

    /**
     * The description generated from what will be enforced: the executor's capabilities (as seen through its
     * validator, when it is a {@link io.agentcage.GuardedExecutor}) with this tool's request limits where they are
     * lower than the executor's ceilings.
     */
    public String description() {
        return description;
    }

    /** Whether each conversation with a memory id keeps its own session (enabled and supported by the backend). */
    public boolean isPersistent() {
        return sessions != null;
    }

    /** The specification for the programmatic route, with the generated {@link #description()}. */
    public ToolSpecification toolSpecification() {
        return ToolSpecification.builder().name(NAME).description(description)
                .parameters(JsonObjectSchema.builder().addStringProperty("code", CODE_DESCRIPTION)
                        .required("code").build())
                .build();
    }

    /** The executor for the programmatic route; results of failed code are marked as errors. */
    public ToolExecutor toolExecutor() {
        return new ToolExecutor() {
            @Override
            public String execute(ToolExecutionRequest request, Object memoryId) {
                return runJson(request.arguments(), memoryId).text();
            }

            @Override
            public ToolExecutionResult executeWithContext(ToolExecutionRequest request, InvocationContext context) {
                ToolOutput out = runJson(request.arguments(), context == null ? null : context.chatMemoryId());
                ToolExecutionResult.Builder b = ToolExecutionResult.builder().isError(out.error());
                return (out.images().isEmpty() ? b.resultText(out.text()) : b.resultContents(out.contents())).build();
            }
        };
    }

    /** {@link #toolSpecification()} and {@link #toolExecutor()} as the map {@code AiServices.tools(Map)} takes. */
    public Map<ToolSpecification, ToolExecutor> toolMap() {
        return Map.of(toolSpecification(), toolExecutor());
    }

    /**
     * Runs code for a conversation and returns the text the model would read. Never throws for code, argument or
     * sandbox problems: they are described in the text.
     */
    public String execute(String code, Object memoryId) {
        return run(code, memoryId).text();
    }

    private ToolOutput runJson(String arguments, Object memoryId) {
        String code;
        try {
            JsonNode node = JSON.readTree(arguments == null || arguments.isBlank() ? "{}" : arguments);
            JsonNode codeNode = node.path("code");
            if (!codeNode.isTextual()) {
                return ToolOutput.failure("Missing argument: call " + NAME + " with {\"code\": \"<Python source>\"}.");
            }
            code = codeNode.asText();
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return ToolOutput.failure("The arguments are not valid JSON (" + e.getOriginalMessage()
                    + "); call " + NAME + " with {\"code\": \"<Python source>\"}.");
        }
        return run(code, memoryId);
    }

    private ToolOutput run(String code, Object memoryId) {
        if (code == null || code.isBlank()) {
            return ToolOutput.failure("No code was given: pass the Python source to run in the 'code' argument.");
        }
        Object conversation = conversationKey(memoryId);
        Object key = conversation == null && sharedWithoutMemoryId ? SHARED_KEY : conversation;
        boolean fresh = sessions == null || key == null;
        ExecutionRequest.Builder builder = ExecutionRequest.builder(code).limits(requestLimits)
                .metadata("tool", NAME).metadata("conversation", conversation == null ? "" : conversation.toString());
        io.agentcage.OutputListener listener = outputListeners == null ? null : outputListeners.apply(conversation);
        if (listener != null) {
            builder.outputListener(listener);
        }
        ExecutionRequest request = builder.build();
        ExecutionResult result;
        try {
            result = fresh ? executor.execute(request) : sessions.execute(key, request);
        } catch (ConversationSessions.TooManySessionsException e) {
            return ToolOutput.failure("The code did not run: " + e.getMessage() + " (maxSessions). Try again "
                    + "shortly.");
        } catch (RuntimeException e) {
            LOG.warn("{} failed for conversation {}", NAME, key, e);
            return ToolOutput.failure("The sandbox failed and the code may not have run: " + e.getMessage());
        }
        ToolOutput out = ToolOutput.of(result, maxResultChars, maxImageBytes);
        return sessions != null && fresh ? out.withNote(FRESH_NOTE) : out;
    }

    /** The conversation a memory id names, or null for none (no id, or LangChain4j's {@code "default"}). */
    private static Object conversationKey(Object memoryId) {
        return memoryId == null || LANGCHAIN4J_DEFAULT_MEMORY_ID.equals(memoryId) ? null : memoryId;
    }

    /** Closes the session of one conversation, e.g. when the conversation ends; null closes the shared session. */
    public void closeSession(Object memoryId) {
        if (sessions != null) {
            Object key = conversationKey(memoryId);
            sessions.close(key == null ? SHARED_KEY : key);
        }
    }

    /** How many conversation sessions are open. */
    public int openSessions() {
        return sessions == null ? 0 : sessions.size();
    }

    /** Closes the sessions idle for longer than the idle timeout now (this also happens periodically). */
    public int closeIdleSessions() {
        return sessions == null ? 0 : sessions.closeIdle();
    }

    /**
     * Closes every session this tool opened and its own sweeper thread; the executor stays open (its creator closes
     * it) unless the builder was told {@link Builder#closeExecutorOnClose()}. Idempotent.
     */
    @Override
    public void close() {
        if (sessions != null) {
            sessions.close();
        }
        if (ownScheduler != null) {
            ownScheduler.shutdownNow();
        }
        if (closeExecutor) {
            executor.close();
        }
    }

    /** Builds a {@link CodeExecutionTool}. */
    public static final class Builder {
        private final CodeExecutor executor;
        private int maxResultChars = ModelText.DEFAULT_MAX_CHARS;
        private long maxImageBytes = 1L << 20;
        private boolean sessions = true;
        private boolean sharedWithoutMemoryId;
        private boolean closeExecutor;
        private Duration sessionIdleTimeout = Duration.ofMinutes(10);
        private int maxSessions = 100;
        private ExecutionLimits requestLimits = ExecutionLimits.unrestricted();
        private java.util.function.Function<Object, io.agentcage.OutputListener> outputListeners;
        private ScheduledExecutorService scheduler;
        private ThreadFactory threadFactory = r -> {
            Thread t = new Thread(r, "agentcage-session-sweeper");
            t.setDaemon(true);
            return t;
        };

        private Builder(CodeExecutor executor) {
            this.executor = Objects.requireNonNull(executor, "executor == null");
        }

        /** Characters of text given to the model per call, at least 200; default 20,000. */
        public Builder maxResultChars(int value) {
            if (value < 200) {
                throw new IllegalArgumentException("maxResultChars must be at least 200, got " + value);
            }
            this.maxResultChars = value;
            return this;
        }

        /** Largest image attached as image content, in bytes; 0 attaches none; default 1 MiB. */
        public Builder maxImageBytes(long value) {
            if (value < 0) {
                throw new IllegalArgumentException("maxImageBytes must be >= 0, got " + value);
            }
            this.maxImageBytes = value;
            return this;
        }

        /**
         * Whether each conversation with a memory id keeps a session (when the backend supports sessions); false
         * runs every call fresh; default true.
         */
        public Builder sessions(boolean value) {
            this.sessions = value;
            return this;
        }

        /**
         * Loosens the default isolation: calls without a memory id (every user of an {@code AiService} without a
         * {@code @MemoryId} parameter) share ONE session, so each caller sees the variables, files and imports of
         * every other. Only for a single-user application. Default: each such call runs fresh.
         */
        public Builder shareOneSessionAcrossCallsWithoutMemoryId() {
            this.sharedWithoutMemoryId = true;
            return this;
        }

        /**
         * Hands the executor over: closing the tool also closes the executor. For an executor created just for this
         * tool. Default: the executor is not closed (its creator closes it).
         */
        public Builder closeExecutorOnClose() {
            this.closeExecutor = true;
            return this;
        }

        /** How long an unused conversation session stays open; default 10 minutes. */
        public Builder sessionIdleTimeout(Duration value) {
            Objects.requireNonNull(value, "sessionIdleTimeout == null");
            if (value.isNegative() || value.isZero()) {
                throw new IllegalArgumentException("sessionIdleTimeout must be positive, got " + value);
            }
            this.sessionIdleTimeout = value;
            return this;
        }

        /**
         * Most sessions open at once; a new conversation closes the least recently used idle one, and is refused
         * (a tool result saying so) when all are running code; default 100.
         */
        public Builder maxSessions(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxSessions must be at least 1, got " + value);
            }
            this.maxSessions = value;
            return this;
        }

        /**
         * Where each call's output goes while the code runs (LangChain4j hands a tool's result to the model only
         * when the call is over): {@code value} is asked once per call with the conversation's memory id (null for
         * none) and returns the {@link io.agentcage.OutputListener} for that call, or null for none. A UI pushes the
         * chunks to the user's page (server-sent events, a websocket); the model still gets the whole result. The
         * listener is called from a delivery thread, never slows the code down and cannot fail the call. Default:
         * none.
         */
        public Builder outputListeners(java.util.function.Function<Object, io.agentcage.OutputListener> value) {
            this.outputListeners = Objects.requireNonNull(value, "outputListeners == null");
            return this;
        }

        /** Limits every call asks for; they can only lower the executor's ceilings; default: none. */
        public Builder requestLimits(ExecutionLimits value) {
            this.requestLimits = Objects.requireNonNull(value, "requestLimits == null");
            return this;
        }

        /** Where idle sessions are swept; default: one daemon thread owned by the tool. */
        public Builder scheduler(ScheduledExecutorService value) {
            this.scheduler = Objects.requireNonNull(value, "scheduler == null");
            return this;
        }

        /** The factory of the tool's own sweeper thread (when no scheduler is given); default: a daemon thread. */
        public Builder threadFactory(ThreadFactory value) {
            this.threadFactory = Objects.requireNonNull(value, "threadFactory == null");
            return this;
        }

        /** The tool. */
        public CodeExecutionTool build() {
            return new CodeExecutionTool(this);
        }
    }
}
