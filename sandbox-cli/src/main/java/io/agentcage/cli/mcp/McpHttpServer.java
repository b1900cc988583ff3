package io.agentcage.cli.mcp;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import jakarta.servlet.DispatcherType;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import org.eclipse.jetty.ee11.servlet.FilterHolder;
import org.eclipse.jetty.ee11.servlet.ServletContextHandler;
import org.eclipse.jetty.ee11.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The MCP Streamable HTTP transport of a {@link SandboxMcpServer}: one endpoint, {@code /mcp}, served by an embedded
 * Jetty with the MCP SDK's servlet (ADR 0051).
 *
 * <p>Each MCP session ({@code Mcp-Session-Id}) is its own client of the sandbox server, so its sandbox sessions are
 * invisible to every other MCP session, as over stdio; a {@code DELETE} that ends an MCP session closes its sandbox
 * sessions too. Requests carrying an {@code Origin} header other than a loopback one are refused with 403 (the
 * specification's guard against DNS rebinding); when bound to loopback the {@code Host} header must name loopback
 * too. With a token, a request without {@code Authorization: Bearer <token>} gets 401. Closing stops the listener;
 * the sandbox server stays open (its creator closes it).
 */
public final class McpHttpServer implements AutoCloseable {

    /** The path of the MCP endpoint. */
    public static final String ENDPOINT = "/mcp";

    /** The most requests served at once, and so the most tool calls running at once over HTTP: 64. */
    static final int MAX_THREADS = 64;

    private static final int MAX_REQUEST_BYTES = 4 << 20;

    private final Server jetty;
    private final ServerConnector connector;

    private McpHttpServer(Server jetty, ServerConnector connector) {
        this.jetty = jetty;
        this.connector = connector;
    }

    /**
     * Starts serving {@code server} over HTTP and returns once the port is bound.
     *
     * @param bind  the address to listen on; loopback unless the operator chose otherwise
     * @param port  the TCP port, or 0 for any free one ({@link #port()} tells which)
     * @param token the bearer token every request must carry, or null for none
     * @throws IllegalStateException when the port cannot be bound (the cause says why)
     */
    public static McpHttpServer start(SandboxMcpServer server, InetAddress bind, int port, String token) {
        Objects.requireNonNull(server, "server == null");
        Objects.requireNonNull(bind, "bind == null");
        if (token != null && token.isBlank()) {
            throw new IllegalArgumentException("token is blank: pass null for no token");
        }
        HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(McpJsonDefaults.getMapper())
                .mcpEndpoint(ENDPOINT)
                .keepAliveInterval(Duration.ofSeconds(30))
                .maxRequestSize(MAX_REQUEST_BYTES)
                .securityValidator(originValidator(bind))
                .build();
        server.start(transport);

        QueuedThreadPool threads = new QueuedThreadPool(MAX_THREADS, 2);
        threads.setName("agentcage-mcp-http");
        threads.setDaemon(true);
        Server jetty = new Server(threads);
        ServerConnector connector = new ServerConnector(jetty, 1, 1);
        connector.setHost(bind.getHostAddress());
        connector.setPort(port);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        ServletHolder holder = new ServletHolder(transport);
        holder.setAsyncSupported(true);
        context.addServlet(holder, ENDPOINT);
        FilterHolder guard = new FilterHolder(new McpHttpGuard(token, server::endClient, server::tap, MAX_REQUEST_BYTES));
        guard.setAsyncSupported(true);
        context.addFilter(guard, "/*", EnumSet.of(DispatcherType.REQUEST));
        jetty.setHandler(context);
        try {
            jetty.start();
        } catch (Exception e) {
            stopQuietly(jetty);
            throw new IllegalStateException("cannot serve MCP on " + bind.getHostAddress() + ":" + port + ": "
                    + e.getMessage(), e);
        }
        return new McpHttpServer(jetty, connector);
    }

    /**
     * Origins a browser page may call from: loopback pages only, whatever the port. Requests without an Origin (every
     * non-browser client) pass. Bound to loopback, the Host must be loopback too, so a DNS name rebound to 127.0.0.1
     * is refused even without an Origin.
     */
    private static DefaultServerTransportSecurityValidator originValidator(InetAddress bind) {
        List<String> origins = List.of("http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*",
                "http://localhost", "http://127.0.0.1", "http://[::1]");
        DefaultServerTransportSecurityValidator.Builder b = DefaultServerTransportSecurityValidator.builder()
                .allowedOrigins(origins);
        if (bind.isLoopbackAddress()) {
            List<String> hosts = new ArrayList<>(List.of("localhost:*", "127.0.0.1:*", "[::1]:*", "localhost",
                    "127.0.0.1", "[::1]"));
            b.allowedHosts(hosts);
        }
        return b.build();
    }

    /** The port listened on. */
    public int port() {
        return connector.getLocalPort();
    }

    /** The URL of the MCP endpoint, as a client on this machine reaches it. */
    public String url() {
        String host = connector.getHost();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return "http://" + host + ":" + port() + ENDPOINT;
    }

    /** Stops listening; requests in flight are cut. Idempotent. */
    @Override
    public void close() {
        stopQuietly(jetty);
    }

    private static void stopQuietly(Server jetty) {
        try {
            jetty.stop();
        } catch (Exception e) {
            // Stopping is best effort: the process is usually ending.
        }
    }
}
