package io.agentcage.cli.mcp;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The HTTP front of the MCP endpoint: checks the bearer token before the MCP SDK sees a request, passes the messages
 * of an MCP session through the cancellation tap, and ends the sandbox sessions of an MCP session that a
 * {@code DELETE} ended.
 */
final class McpHttpGuard implements Filter {

    private static final String SESSION_HEADER = "Mcp-Session-Id";

    private final byte[] token;
    private final Consumer<String> endClient;
    private final BiFunction<String, String, String> tap;
    private final int maxBodyBytes;

    /**
     * @param token     the bearer token required, or null
     * @param endClient gets the id of an ended MCP session
     * @param tap       sees each POSTed message with its MCP session id, and returns it, possibly rewritten
     *                  ({@link RunningCalls#tap})
     */
    McpHttpGuard(String token, Consumer<String> endClient, BiFunction<String, String, String> tap, int maxBodyBytes) {
        this.token = token == null ? null : token.getBytes(StandardCharsets.UTF_8);
        this.endClient = endClient;
        this.tap = tap;
        this.maxBodyBytes = maxBodyBytes;
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;
        if (token != null && !authorized(request.getHeader("Authorization"))) {
            response.setHeader("WWW-Authenticate", "Bearer realm=\"agentcage\"");
            response.setContentType("application/json");
            response.setStatus(HttpServletResponse.SC_UNAUTHORIZED);
            response.getWriter().write("{\"error\":\"missing or wrong bearer token: send 'Authorization: Bearer "
                    + "<token>' with the token the server was started with\"}");
            return;
        }
        String session = request.getHeader(SESSION_HEADER);
        if ("POST".equals(request.getMethod()) && session != null) {
            byte[] body = request.getInputStream().readNBytes(maxBodyBytes + 1);
            if (body.length > maxBodyBytes) {
                response.setStatus(413);
                response.setContentType("application/json");
                response.getWriter().write("{\"error\":\"message too large: at most " + maxBodyBytes + " bytes\"}");
                return;
            }
            body = tap.apply(session, new String(body, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
            request = new TappedRequest(request, body);
        }
        chain.doFilter(request, res);
        if ("DELETE".equals(request.getMethod()) && session != null && response.getStatus() < 300) {
            endClient.accept(session);
        }
    }

    /** Compares in constant time, so the token cannot be guessed byte by byte from response times. */
    private boolean authorized(String header) {
        if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return false;
        }
        byte[] sent = header.substring(7).trim().getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(sent, token);
    }
}
