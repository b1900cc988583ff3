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
import java.io.OutputStream;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The sandbox as an MCP server over stdio: tools {@code execute_python} (a fresh run), {@code open_session},
 * {@code execute_in_session} and {@code close_session}.
 *
 * <p>Results are the same model text as the LangChain4j tool ({@link ModelText}), images produced by the code are
 * added as MCP image content, and {@code isError} is set when the code did not run to completion. Failures of the
 * code, of the arguments and of the sandbox are tool results, never protocol errors. The number of open sessions is
 * capped; closing the server closes them all. The server does not own the executor.
 */
public final class SandboxMcpServer implements AutoCloseable {

    private static final Set<String> IMAGE_TYPES = Set.of("image/png", "image/jpeg", "image/gif", "image/webp");
    private static final long MAX_IMAGE_BYTES = 1L << 20;

    private final CodeExecutor executor;
    private final int maxSessions;
    private final int maxChars;
    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private McpSyncServer server;

    /**
     * @param maxSessions most sessions open at once
     * @param maxChars    cap of the text of one result (at least 200)
     */
    public SandboxMcpServer(CodeExecutor executor, int maxSessions, int maxChars) {
        this.executor = Objects.requireNonNull(executor, "executor == null");
        this.maxSessions = maxSessions;
        this.maxChars = maxChars;
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
            Session session = sessions.get(String.valueOf(args.get("session_id")));
            if (session == null) {
                return error("Unknown session_id '" + args.get("session_id") + "': call open_session first.");
            }
            result = session.execute(request);
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
        return McpSchema.CallToolResult.builder().addTextContent(s.id()).isError(false).build();
    }

    private McpSchema.CallToolResult closeSession(Map<String, Object> args) {
        Session s = sessions.remove(String.valueOf(args.get("session_id")));
        if (s == null) {
            return error("Unknown session_id '" + args.get("session_id") + "'.");
        }
        s.close();
        return McpSchema.CallToolResult.builder().addTextContent("Session " + s.id() + " closed.").isError(false)
                .build();
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
        if (server != null) {
            server.closeGracefully();
        }
        sessions.values().forEach(Session::close);
        sessions.clear();
    }
}
