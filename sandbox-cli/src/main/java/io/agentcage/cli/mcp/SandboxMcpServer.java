package io.agentcage.cli.mcp;

import io.agentcage.CancellationToken;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.OutputListener;
import io.agentcage.text.ModelText;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import java.io.InputStream;
import java.time.Duration;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The sandbox as an MCP server: tools {@code execute_python} (a fresh run), {@code open_session},
 * {@code execute_in_session} and {@code close_session}.
 *
 * <p>Isolation: {@code execute_python} shares nothing with any other call. A session belongs to the MCP client
 * (the MCP session) that opened it: it is named by a random handle, and another client that sends the same handle
 * is told the session is unknown, so one client never sees another's state, whatever transport serves several.
 *
 * <p>Results are the same model text as the LangChain4j tool ({@link ModelText}), with the same facts as
 * {@code structuredContent} (the code tools declare an {@code outputSchema}); files written by the code are added as
 * image content or embedded resources, bounded in size ({@link ToolResults}); and {@code isError} is set when the
 * code did not run to completion. A client that sends a {@code progressToken} receives the output while the code runs,
 * as progress notifications ({@link ProgressOutput}). Failures of the
 * code, of the arguments and of the sandbox are tool results, never protocol errors. The number of open sessions is
 * capped, and a session left unused for the idle timeout is closed (models forget to call {@code close_session});
 * closing the server closes them all. The server does not own the executor (the creator closes).
 */
public final class SandboxMcpServer implements AutoCloseable {


    /** How long an unused session stays open by default: 10 minutes. */
    public static final Duration DEFAULT_SESSION_IDLE = Duration.ofMinutes(10);

    private final CodeExecutor executor;
    private final int maxSessions;
    private final int maxChars;
    private final ClientSessions sessions;
    private final Duration sessionIdle;
    private final ScheduledExecutorService sweeper;
    private final RunningCalls calls = new RunningCalls();
    private McpSyncServer server;

    /**
     * A server whose sessions close after {@link #DEFAULT_SESSION_IDLE} without use.
     *
     * @param maxSessions most sessions open at once
     * @param maxChars    cap of the text of one result (at least 200)
     */
    public SandboxMcpServer(CodeExecutor executor, int maxSessions, int maxChars) {
        this(executor, maxSessions, maxChars, DEFAULT_SESSION_IDLE);
    }

    /**
     * @param maxSessions most sessions open at once, over all clients
     * @param maxChars    cap of the text of one result (at least 200)
     * @param sessionIdle how long a session may go unused before it is closed; positive
     */
    public SandboxMcpServer(CodeExecutor executor, int maxSessions, int maxChars, Duration sessionIdle) {
        this(executor, maxSessions, maxChars, sessionIdle, System::nanoTime);
    }

    /**
     * As above, on the given clock of session use: tests pass their own and sweep with
     * {@link #closeIdleSessions(long)} at the instants they choose.
     */
    SandboxMcpServer(CodeExecutor executor, int maxSessions, int maxChars, Duration sessionIdle,
                     LongSupplier nanoTime) {
        this.executor = Objects.requireNonNull(executor, "executor == null");
        this.maxSessions = maxSessions;
        this.maxChars = maxChars;
        this.sessionIdle = Objects.requireNonNull(sessionIdle, "sessionIdle == null");
        if (sessionIdle.isNegative() || sessionIdle.isZero()) {
            throw new IllegalArgumentException("sessionIdle must be positive, got " + sessionIdle);
        }
        this.sessions = new ClientSessions(executor, maxSessions, sessionIdle, nanoTime);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "agentcage-mcp-session-sweeper");
            t.setDaemon(true);
            return t;
        });
        long period = Math.max(10, Math.min(sessionIdle.toMillis() / 4, 30_000));
        sweeper.scheduleWithFixedDelay(() -> sessions.closeIdle(nanoTime.getAsLong()), period, period,
                TimeUnit.MILLISECONDS);
    }

    /**
     * Closes the sessions unused for longer than the idle time at {@code now}, a reading of the server's clock (time
     * comes in as a parameter, as in OkHttp's {@code ConnectionPool.cleanup(long now)}); returns how many.
     */
    int closeIdleSessions(long now) {
        return sessions.closeIdle(now);
    }

    /** Starts serving MCP on the given streams (normally stdin and stdout); returns at once. */
    public void start(InputStream in, OutputStream out) {
        // stdio has one client, whose id the SDK picks: the tap cancels by request id alone.
        start(new StdioServerTransportProvider(McpJsonDefaults.getMapper(),
                new TappedInput(in, message -> calls.tap(null, message)), out));
    }

    /** Starts serving MCP on any transport of the MCP SDK, including ones that serve several clients. */
    public void start(McpServerTransportProvider transport) {
        Objects.requireNonNull(transport, "transport == null");
        server = configure(McpServer.sync(transport));
    }

    /** Starts serving MCP on a Streamable HTTP transport of the MCP SDK: every MCP session is its own client. */
    public void start(McpStreamableServerTransportProvider transport) {
        Objects.requireNonNull(transport, "transport == null");
        server = configure(McpServer.sync(transport));
    }

    private McpSyncServer configure(McpServer.SyncSpecification<?> spec) {
        return spec
                .serverInfo("agentcage", "0.1.0")
                .instructions("Run Python code in a sandbox. " + ModelText.toolDescription(executor.capabilities(),
                        false, executor.hostFunctions()))
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build())
                .tools(tools())
                .build();
    }

    /** A tool call's handler: the calling client's id, the arguments and the call's output listener (or null). */
    private interface Handler {
        McpSchema.CallToolResult handle(String client, Map<String, Object> args, Live live);
    }

    /** What makes a call live: its output listener (or null) and its request id for cancellation (or null). */
    private record Live(OutputListener output, Object requestId) {
    }

    private List<SyncToolSpecification> tools() {
        boolean sessionsSupported = executor.capabilities().sessions();
        String oneShot = ModelText.toolDescription(executor.capabilities(), false, executor.hostFunctions());
        SyncToolSpecification execute = tool("execute_python", oneShot, schema(true, false),
                (client, args, live) -> run(client, args, false, live));
        if (!sessionsSupported) {
            return List.of(execute);
        }
        return List.of(execute,
                tool("open_session", "Opens a Python session whose variables, functions and imports persist "
                        + "between execute_in_session calls. Returns its session_id.", schema(false, false),
                        (client, args, live) -> openSession(client)),
                tool("execute_in_session", ModelText.toolDescription(executor.capabilities(), true,
                        executor.hostFunctions()), schema(true, true), (client, args, live) -> run(client, args, true, live)),
                tool("close_session", "Closes a session opened with open_session and frees its resources.",
                        schema(false, true), (client, args, live) -> closeSession(client, args)));
    }

    private SyncToolSpecification tool(String name, String description, Map<String, Object> schema,
                                              Handler handler) {
        // Nothing a call does reaches outside the sandbox (no network, no host files): not open-world, never
        // destructive; a one-shot run leaves nothing behind at all.
        McpSchema.ToolAnnotations hints = McpSchema.ToolAnnotations.builder().readOnlyHint(
                name.equals("execute_python")).destructiveHint(false).openWorldHint(false).build();
        McpSchema.Tool.Builder tool = McpSchema.Tool.builder().name(name).description(description).inputSchema(schema)
                .annotations(hints);
        boolean runsCode = schema.get("properties") instanceof Map<?, ?> p && p.containsKey("code");
        if (runsCode) {
            tool.outputSchema(ToolResults.OUTPUT_SCHEMA);
        }
        return SyncToolSpecification.builder().tool(tool.build())
                .callHandler((exchange, request) -> safely(handler, clientOf(exchange), request.arguments(),
                        live(exchange, request), runsCode))
                .build();
    }

    /**
     * Progress notifications with the output when the client asked for progress (a progressToken), and the request
     * id the transport's tap put in {@code _meta} for cancellation.
     */
    private static Live live(McpSyncServerExchange exchange, McpSchema.CallToolRequest request) {
        Map<String, Object> meta = request.meta() == null ? Map.of() : request.meta();
        Object token = meta.get("progressToken");
        return new Live(token == null || exchange == null ? null : new ProgressOutput(exchange, token),
                meta.get(RunningCalls.REQUEST_ID));
    }

    /** The MCP session of the caller; every stdio server has exactly one. */
    private static String clientOf(McpSyncServerExchange exchange) {
        String id = exchange == null ? null : exchange.sessionId();
        return id == null ? "" : id;
    }

    private static McpSchema.CallToolResult safely(Handler handler, String client, Map<String, Object> args,
                                                   Live live, boolean runsCode) {
        McpSchema.CallToolResult result;
        try {
            result = handler.handle(client, args == null ? Map.of() : args, live);
        } catch (RuntimeException e) {
            result = error("The sandbox failed and the code may not have run: " + e.getMessage());
        }
        // A tool with an output schema answers with structured content, refusals included.
        if (runsCode && result.structuredContent() == null) {
            return ToolResults.refused(((McpSchema.TextContent) result.content().get(0)).text());
        }
        return result;
    }

    private static Map<String, Object> schema(boolean code, boolean session) {
        Map<String, Object> props = new java.util.LinkedHashMap<>();
        List<String> required = new java.util.ArrayList<>();
        if (session) {
            props.put("session_id", Map.of("type", "string", "description", "the id returned by open_session"));
            required.add("session_id");
        }
        if (code) {
            props.put("code", Map.of("type", "string", "description", "the Python source code to run"));
            required.add("code");
        }
        if (code) {
            props.put("timeout_seconds", Map.of("type", "number", "exclusiveMinimum", 0, "description",
                    "optional: stop the code after this many seconds; the server's own limit applies when lower"));
        }
        return Map.of("type", "object", "properties", props, "required", required);
    }

    private McpSchema.CallToolResult run(String client, Map<String, Object> args, boolean inSession, Live live) {
        if (!(args.get("code") instanceof String code) || code.isBlank()) {
            return error("Missing argument 'code': pass the Python source to run.");
        }
        Object timeout = args.get("timeout_seconds");
        ExecutionRequest.Builder builder = ExecutionRequest.builder(code).metadata("client", "agentcage-mcp");
        if (timeout != null) {
            if (!(timeout instanceof Number n) || !(n.doubleValue() > 0) || n.doubleValue() > 86_400) {
                return error("Invalid argument 'timeout_seconds': got " + timeout + ", want a number of seconds "
                        + "above 0 (at most 86400); the server's own limit applies when lower.");
            }
            builder.limits(io.agentcage.ExecutionLimits.requestBuilder().timeout(Duration.ofMillis(
                    Math.max(1, Math.round(n.doubleValue() * 1000)))).build());
        }
        if (live.output() != null) {
            builder.outputListener(live.output());
        }
        CancellationToken cancel = calls.start(client, live.requestId());
        if (cancel != null) {
            builder.cancellation(cancel);
        }
        try {
            return execute(client, args, inSession, builder.build());
        } finally {
            calls.end(client, live.requestId());
        }
    }

    private McpSchema.CallToolResult execute(String client, Map<String, Object> args, boolean inSession,
                                             ExecutionRequest request) {
        if (!inSession) {
            return render(executor.execute(request));
        }
        String id = String.valueOf(args.get("session_id"));
        ClientSessions.Entry[] found = new ClientSessions.Entry[1];
        switch (sessions.acquire(client, id, found)) {
            case EXPIRED:
                return error("Session '" + id + "' was closed after " + describe(sessionIdle) + " without use, and "
                        + "its variables are gone: call open_session and run the setup again.");
            case UNKNOWN:
                return error("Unknown session_id '" + id + "': call open_session first.");
            default:
                break;
        }
        try {
            return render(found[0].session.execute(request));
        } finally {
            sessions.release(found[0]);
        }
    }

    private McpSchema.CallToolResult render(ExecutionResult result) {
        return ToolResults.of(result, maxChars);
    }

    private McpSchema.CallToolResult openSession(String client) {
        String handle = sessions.open(client);
        if (handle == null) {
            return error("Too many open sessions (" + maxSessions + "): close one with close_session first.");
        }
        return McpSchema.CallToolResult.builder().addTextContent(handle).isError(false).build();
    }

    private McpSchema.CallToolResult closeSession(String client, Map<String, Object> args) {
        String id = String.valueOf(args.get("session_id"));
        if (!sessions.close(client, id)) {
            return error("Unknown session_id '" + id + "'.");
        }
        return McpSchema.CallToolResult.builder().addTextContent("Session " + id + " closed.").isError(false)
                .build();
    }

    private static String describe(Duration d) {
        long millis = d.toMillis();
        if (millis % 60_000 == 0) {
            return millis / 60_000 + " min";
        }
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private static McpSchema.CallToolResult error(String text) {
        return McpSchema.CallToolResult.builder().addTextContent(text).isError(true).build();
    }

    /**
     * Closes the sandbox sessions of the MCP session {@code client}, which ended (an HTTP {@code DELETE}); later calls
     * naming their handles are told the session is unknown.
     */
    void endClient(String client) {
        sessions.closeClient(client);
    }

    /** Passes one incoming message of the MCP session {@code client} through the cancellation tap. */
    String tap(String client, String message) {
        return calls.tap(client, message);
    }

    /** How many sessions are open, over all clients. */
    public int openSessions() {
        return sessions.size();
    }

    /** Stops serving and closes every session; the executor stays open (its creator closes it). Idempotent. */
    @Override
    public void close() {
        sweeper.shutdownNow();
        if (server != null) {
            server.closeGracefully();
        }
        sessions.close();
    }
}
