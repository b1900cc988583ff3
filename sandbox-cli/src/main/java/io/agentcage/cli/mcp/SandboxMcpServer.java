package io.agentcage.cli.mcp;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import io.agentcage.text.ModelText;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.InputStream;
import java.time.Duration;
import java.io.OutputStream;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The sandbox as an MCP server over stdio: tools {@code execute_python} (a fresh run), {@code open_session},
 * {@code execute_in_session} and {@code close_session}.
 *
 * <p>Results are the same model text as the LangChain4j tool ({@link ModelText}), images produced by the code are
 * added as MCP image content, and {@code isError} is set when the code did not run to completion. Failures of the
 * code, of the arguments and of the sandbox are tool results, never protocol errors. The number of open sessions is
 * capped, and a session left unused for the idle timeout is closed (models forget to call {@code close_session});
 * closing the server closes them all. The server does not own the executor.
 */
public final class SandboxMcpServer implements AutoCloseable {

    private static final Set<String> IMAGE_TYPES = Set.of("image/png", "image/jpeg", "image/gif", "image/webp");
    private static final long MAX_IMAGE_BYTES = 1L << 20;

    private final CodeExecutor executor;
    private final int maxSessions;
    private final int maxChars;
    /** How long an unused session stays open by default: 10 minutes. */
    public static final Duration DEFAULT_SESSION_IDLE = Duration.ofMinutes(10);

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final Map<String, Long> lastUsed = new ConcurrentHashMap<>();
    private final Map<String, Boolean> expired = new ConcurrentHashMap<>();
    private final Map<String, Integer> busy = new ConcurrentHashMap<>();
    private final Duration sessionIdle;
    private final ScheduledExecutorService sweeper;
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
     * @param maxSessions most sessions open at once
     * @param maxChars    cap of the text of one result (at least 200)
     * @param sessionIdle how long a session may go unused before it is closed; positive
     */
    public SandboxMcpServer(CodeExecutor executor, int maxSessions, int maxChars, Duration sessionIdle) {
        this.executor = Objects.requireNonNull(executor, "executor == null");
        this.maxSessions = maxSessions;
        this.maxChars = maxChars;
        this.sessionIdle = Objects.requireNonNull(sessionIdle, "sessionIdle == null");
        if (sessionIdle.isNegative() || sessionIdle.isZero()) {
            throw new IllegalArgumentException("sessionIdle must be positive, got " + sessionIdle);
        }
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "agentcage-mcp-session-sweeper");
            t.setDaemon(true);
            return t;
        });
        long period = Math.max(10, Math.min(sessionIdle.toMillis() / 4, 30_000));
        sweeper.scheduleWithFixedDelay(this::closeIdleSessions, period, period, TimeUnit.MILLISECONDS);
    }

    private void closeIdleSessions() {
        long now = System.nanoTime();
        for (Map.Entry<String, Long> e : lastUsed.entrySet()) {
            if (now - e.getValue() > sessionIdle.toNanos() && !busy.containsKey(e.getKey())) {
                Session s = sessions.remove(e.getKey());
                lastUsed.remove(e.getKey());
                if (s != null) {
                    expired.put(e.getKey(), Boolean.TRUE);
                    s.close();
                }
            }
        }
    }

    /** Starts serving MCP on the given streams (normally stdin and stdout); returns at once. */
    public void start(InputStream in, OutputStream out) {
        StdioServerTransportProvider transport =
                new StdioServerTransportProvider(McpJsonDefaults.getMapper(), in, out);
        server = McpServer.sync(transport)
                .serverInfo("agentcage", "0.1.0")
                .instructions("Run Python code in a sandbox. " + ModelText.toolDescription(executor.capabilities(),
                        false, executor.hostFunctions()))
                .capabilities(McpSchema.ServerCapabilities.builder().tools(true).build())
                .tools(tools())
                .build();
    }

    private List<SyncToolSpecification> tools() {
        boolean sessionsSupported = executor.capabilities().sessions();
        String oneShot = ModelText.toolDescription(executor.capabilities(), false, executor.hostFunctions());
        SyncToolSpecification execute = tool("execute_python", oneShot, schema(true, false),
                args -> run(args, false));
        if (!sessionsSupported) {
            return List.of(execute);
        }
        return List.of(execute,
                tool("open_session", "Opens a Python session whose variables, functions and imports persist "
                        + "between execute_in_session calls. Returns its session_id.", schema(false, false),
                        args -> openSession()),
                tool("execute_in_session", ModelText.toolDescription(executor.capabilities(), true,
                        executor.hostFunctions()), schema(true, true), args -> run(args, true)),
                tool("close_session", "Closes a session opened with open_session and frees its resources.",
                        schema(false, true), this::closeSession));
    }

    private static SyncToolSpecification tool(String name, String description, Map<String, Object> schema,
                                              Function<Map<String, Object>, McpSchema.CallToolResult> handler) {
        McpSchema.Tool tool = McpSchema.Tool.builder().name(name).description(description).inputSchema(schema)
                .build();
        return SyncToolSpecification.builder().tool(tool)
                .callHandler((exchange, request) -> safely(handler, request.arguments())).build();
    }

    private static McpSchema.CallToolResult safely(Function<Map<String, Object>, McpSchema.CallToolResult> handler,
                                                   Map<String, Object> args) {
        try {
            return handler.apply(args == null ? Map.of() : args);
        } catch (RuntimeException e) {
            return error("The sandbox failed and the code may not have run: " + e.getMessage());
        }
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
        return Map.of("type", "object", "properties", props, "required", required);
    }

    private McpSchema.CallToolResult run(Map<String, Object> args, boolean inSession) {
        if (!(args.get("code") instanceof String code) || code.isBlank()) {
            return error("Missing argument 'code': pass the Python source to run.");
        }
        ExecutionRequest request = ExecutionRequest.builder(code).metadata("client", "agentcage-mcp").build();
        ExecutionResult result;
        if (inSession) {
            String id = String.valueOf(args.get("session_id"));
            Session session = sessions.get(id);
            if (session == null) {
                return error(expired.containsKey(id)
                        ? "Session '" + id + "' was closed after " + describe(sessionIdle) + " without use, and its "
                                + "variables are gone: call open_session and run the setup again."
                        : "Unknown session_id '" + id + "': call open_session first.");
            }
            busy.merge(id, 1, Integer::sum);   // never idle while running
            try {
                result = session.execute(request);
            } finally {
                lastUsed.computeIfPresent(id, (k, v) -> System.nanoTime());
                busy.computeIfPresent(id, (k, v) -> v == 1 ? null : v - 1);
            }
        } else {
            result = executor.execute(request);
        }
        return render(result);
    }

    private McpSchema.CallToolResult render(ExecutionResult result) {
        McpSchema.CallToolResult.Builder b = McpSchema.CallToolResult.builder()
                .addTextContent(ModelText.render(result, maxChars)).isError(!result.isSuccess());
        for (SandboxFile f : result.files()) {
            if (IMAGE_TYPES.contains(f.mediaType()) && f.size() <= MAX_IMAGE_BYTES) {
                b.addContent(new McpSchema.ImageContent(null, Base64.getEncoder().encodeToString(f.content()),
                        f.mediaType()));
            }
        }
        return b.build();
    }

    private McpSchema.CallToolResult openSession() {
        if (sessions.size() >= maxSessions) {
            return error("Too many open sessions (" + maxSessions + "): close one with close_session first.");
        }
        Session s = executor.openSession();
        sessions.put(s.id(), s);
        lastUsed.put(s.id(), System.nanoTime());
        return McpSchema.CallToolResult.builder().addTextContent(s.id()).isError(false).build();
    }

    private McpSchema.CallToolResult closeSession(Map<String, Object> args) {
        Session s = sessions.remove(String.valueOf(args.get("session_id")));
        lastUsed.remove(String.valueOf(args.get("session_id")));
        if (s == null) {
            return error("Unknown session_id '" + args.get("session_id") + "'.");
        }
        s.close();
        return McpSchema.CallToolResult.builder().addTextContent("Session " + s.id() + " closed.").isError(false)
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

    /** How many sessions are open. */
    public int openSessions() {
        return sessions.size();
    }

    /** Stops serving and closes every session. Idempotent. */
    @Override
    public void close() {
        sweeper.shutdownNow();
        if (server != null) {
            server.closeGracefully();
        }
        sessions.values().forEach(Session::close);
        sessions.clear();
        lastUsed.clear();
    }
}
