package io.agentcage.egress.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import io.agentcage.egress.EgressSettings;
import io.agentcage.egress.HostResolver;
import io.agentcage.egress.internal.CertificateAuthority;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.KeyStore;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/**
 * Local HTTP and HTTPS servers on loopback standing in for the internet in egress tests: an allowed host, an API
 * host that receives secrets, a forbidden host with an echo endpoint, and names that resolve to refused addresses.
 * Names are mapped by {@link #resolver()} only; the address check admits exactly these servers' address and port
 * pairs ({@link #settings()}), so that every other loopback, private or metadata address stays refused. The HTTPS
 * servers present certificates of a test CA that only {@link #settings()}'s upstream trust (and
 * {@link #clientTrust()}) accept.
 *
 * <p>Endpoints on every server: {@code /hello}, {@code /echo} (method, path, headers and body back as text),
 * {@code /redirect?to=URL} (302), {@code /reflect?to=URL} (302 to URL followed by the Authorization header it got,
 * which it also sends back as a header and as the body), {@code /bytes?n=N} (N bytes with a Content-Length), {@code /chunked?n=N},
 * {@code /status?code=C}, {@code /stall} (answers nothing until the test ends).
 */
public final class TestUpstreams implements AutoCloseable {
    /** Allowed in the tests' policies: HTTP and HTTPS. */
    public static final String ALLOWED = "allowed.test";
    /** The host that receives the secret header: HTTPS. */
    public static final String API = "api.allowed.test";
    /** Never allowed: HTTP and HTTPS, with the echo endpoint. */
    public static final String FORBIDDEN = "forbidden.test";
    /** Resolves to the metadata address 169.254.169.254 (never connected to). */
    public static final String METADATA = "metadata.allowed.test";
    /** Resolves to a private address, 10.0.0.7 (never connected to). */
    public static final String PRIVATE = "private.allowed.test";
    /** Resolves to loopback on a port no test server has (refused: only the servers' pairs are admitted). */
    public static final String LOOPBACK = "loopback.allowed.test";
    /** Resolves to a public and a private address at once. */
    public static final String MIXED = "mixed.allowed.test";

    private final CertificateAuthority ca = CertificateAuthority.create();
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "test-upstream");
        t.setDaemon(true);
        return t;
    });
    private final Map<String, HttpServer> http = new HashMap<>();
    private final Map<String, HttpsServer> https = new HashMap<>();
    private final List<String> lookups = new CopyOnWriteArrayList<>();
    private final Map<String, List<String>> seen = new ConcurrentHashMap<>();
    private final List<HttpExchange> stalled = new CopyOnWriteArrayList<>();

    /** Starts the servers. */
    public TestUpstreams() throws IOException {
        for (String name : List.of(ALLOWED, FORBIDDEN)) {
            HttpServer s = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
            s.createContext("/", e -> handle(name, "http", e));
            s.setExecutor(pool);
            s.start();
            http.put(name, s);
        }
        for (String name : List.of(ALLOWED, API, FORBIDDEN)) {
            HttpsServer s = HttpsServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
            s.setHttpsConfigurator(new HttpsConfigurator(ca.serverContext(name)));
            s.createContext("/", e -> handle(name, "https", e));
            s.setExecutor(pool);
            s.start();
            https.put(name, s);
        }
    }

    /** The port of {@code name}'s HTTP ({@code tls} false) or HTTPS server. */
    public int port(String name, boolean tls) {
        return (tls ? https.get(name) : http.get(name)).getAddress().getPort();
    }

    /** The URL of {@code path} on {@code name}, e.g. {@code url(ALLOWED, true, "/hello")}. */
    public String url(String name, boolean tls, String path) {
        return (tls ? "https" : "http") + "://" + name + ":" + port(name, tls) + path;
    }

    /** Maps the test names; any other name does not resolve. Every name asked for is kept in {@link #lookups()}. */
    public HostResolver resolver() {
        return host -> {
            lookups.add(host);
            switch (host) {
                case ALLOWED, API, FORBIDDEN, "www.allowed.test":
                    return List.of(InetAddress.getLoopbackAddress());
                case METADATA:
                    return List.of(InetAddress.getByName("169.254.169.254"));
                case PRIVATE:
                    return List.of(InetAddress.getByName("10.0.0.7"));
                case LOOPBACK:
                    return List.of(InetAddress.getByName("127.0.0.2"));
                case MIXED:
                    return List.of(InetAddress.getByName("93.184.216.34"), InetAddress.getByName("192.168.1.1"));
                default:
                    throw new UnknownHostException(host);
            }
        };
    }

    /** Settings for the proxy: {@link #resolver()}, the servers' address and port pairs admitted, the test CA. */
    public EgressSettings settings() {
        EgressSettings.Builder b = EgressSettings.builder().resolver(resolver()).upstreamTls(clientTrust());
        InetAddress lo = InetAddress.getLoopbackAddress();
        http.values().forEach(s -> b.admit(new InetSocketAddress(lo, s.getAddress().getPort())));
        https.values().forEach(s -> b.admit(new InetSocketAddress(lo, s.getAddress().getPort())));
        return b.build();
    }

    /** A TLS context trusting the test servers' CA (what a guest needs for an opaque tunnel). */
    public SSLContext clientTrust() {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setCertificateEntry("test-ca", ca.certificate());
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(store);
            SSLContext c = SSLContext.getInstance("TLS");
            c.init(null, tmf.getTrustManagers(), null);
            return c;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The test servers' CA certificate, PEM. */
    public String caPem() {
        return ca.certificatePem();
    }

    /** Forgets what the servers saw and the resolver was asked (between tests). */
    public void reset() {
        seen.clear();
        lookups.clear();
    }

    /** Every name the resolver was asked for, in order. */
    public List<String> lookups() {
        return List.copyOf(lookups);
    }

    /** What {@code name}'s servers received: one entry per request, its request line and header lines. */
    public List<String> seen(String name) {
        return List.copyOf(seen.getOrDefault(name, List.of()));
    }

    private void handle(String name, String scheme, HttpExchange e) throws IOException {
        byte[] body;
        try (InputStream in = e.getRequestBody()) {
            body = in.readAllBytes();
        }
        StringBuilder text = new StringBuilder(e.getRequestMethod()).append(' ').append(e.getRequestURI())
                .append('\n');
        e.getRequestHeaders().forEach((k, vs) -> vs.forEach(v -> text.append(k).append(": ").append(v)
                .append('\n')));
        seen.computeIfAbsent(name, k -> new CopyOnWriteArrayList<>()).add(text.toString());
        URI uri = e.getRequestURI();
        Map<String, String> q = query(uri.getRawQuery());
        switch (uri.getPath()) {
            case "/hello" -> send(e, 200, ("hello from " + name + " over " + scheme + "\n").getBytes(
                    StandardCharsets.UTF_8));
            case "/echo" -> {
                text.append('\n').append(new String(body, StandardCharsets.UTF_8));
                send(e, 200, text.toString().getBytes(StandardCharsets.UTF_8));
            }
            case "/redirect" -> {
                e.getResponseHeaders().add("Location", q.get("to"));
                send(e, 302, "moved\n".getBytes(StandardCharsets.UTF_8));
            }
            case "/reflect" -> {   // a server that hands the credential it got back, in a header and a redirect
                String auth = String.valueOf(e.getRequestHeaders().getFirst("Authorization"));
                e.getResponseHeaders().add("X-Seen-Authorization", auth);
                e.getResponseHeaders().add("Location", q.getOrDefault("to", "/") + java.net.URLEncoder.encode(auth,
                        StandardCharsets.UTF_8));
                send(e, 302, (auth + "\n").getBytes(StandardCharsets.UTF_8));
            }
            case "/bytes" -> send(e, 200, filled(Integer.parseInt(q.get("n"))));
            case "/chunked" -> {
                e.sendResponseHeaders(200, 0);
                try (OutputStream out = e.getResponseBody()) {
                    out.write(filled(Integer.parseInt(q.get("n"))));
                }
            }
            case "/status" -> send(e, Integer.parseInt(q.get("code")), ("status " + q.get("code") + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            case "/stall" -> stalled.add(e);   // never answered; closed with the servers
            default -> send(e, 404, "no such test endpoint\n".getBytes(StandardCharsets.UTF_8));
        }
    }

    private static byte[] filled(int n) {
        byte[] b = new byte[n];
        java.util.Arrays.fill(b, (byte) 'x');
        return b;
    }

    private static void send(HttpExchange e, int status, byte[] body) throws IOException {
        e.getResponseHeaders().add("Content-Type", "text/plain; charset=utf-8");
        e.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = e.getResponseBody()) {
            out.write(body);
        }
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> q = new HashMap<>();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    q.put(pair.substring(0, eq), java.net.URLDecoder.decode(pair.substring(eq + 1),
                            StandardCharsets.UTF_8));
                }
            }
        }
        return q;
    }

    /** Every request a server received so far, as {@code seen} lists, for all names. */
    public List<String> allSeen() {
        List<String> all = new ArrayList<>();
        seen.values().forEach(all::addAll);
        return all;
    }

    @Override
    public void close() {
        stalled.forEach(HttpExchange::close);
        http.values().forEach(s -> s.stop(0));
        https.values().forEach(s -> s.stop(0));
        pool.shutdownNow();
    }
}
