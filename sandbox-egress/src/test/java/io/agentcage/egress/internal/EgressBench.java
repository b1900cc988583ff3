package io.agentcage.egress.internal;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;

import io.agentcage.egress.testing.ProxyHarness;
import io.agentcage.egress.testing.RawClient;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * Prints what the egress proxy adds to a request and to a download, against the loopback test servers: per-request
 * latency direct and through the proxy (plain HTTP, an opaque HTTPS tunnel, an inspected HTTPS request with a
 * secret header, the interpreter's in-process exchange) and the throughput of a 64 MiB download both ways. Not a
 * test: run with {@code java -cp <test classpath> io.agentcage.egress.internal.EgressBench [rounds]}.
 */
public final class EgressBench {
    private static final int DOWNLOAD = 64 << 20;

    private EgressBench() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        try (TestUpstreams up = new TestUpstreams(); ProxyHarness proxy = new ProxyHarness()) {
            NetworkPolicy policy = NetworkPolicy.builder()
                    .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)))
                    .allow(HostRule.of(API).withPorts(up.port(API, true)).withHeader("Authorization",
                            "Bearer {secret:crm}"))
                    .maxRequests(1_000_000).maxBytesIn(1L << 40).maxBytesOut(1L << 30).build();
            try (EgressGateway g = new EgressGateway(policy, SecretResolver.of(Map.of("crm", "bench-secret")),
                    up.settings(), null)) {
                SSLContext sandboxTrust = EgressProxyTest.trusting(g.caCertificatePem().orElseThrow());
                int http = up.port(ALLOWED, false);
                int https = up.port(ALLOWED, true);
                int api = up.port(API, true);
                String hello = "GET /hello HTTP/1.1\r\nHost: " + ALLOWED + "\r\nConnection: close\r\n\r\n";
                Map<String, Callable<String>> rows = new java.util.LinkedHashMap<>();
                rows.put("HTTP GET, direct", () -> direct(http, hello));
                rows.put("HTTP GET, through the proxy", () -> viaProxy(g, proxy, "GET http://" + ALLOWED + ":"
                        + http + "/hello HTTP/1.1\r\n\r\n"));
                rows.put("HTTPS GET, direct (TLS handshake)", () -> directTls(up.clientTrust(), ALLOWED, https,
                        hello));
                rows.put("HTTPS GET, opaque tunnel (SNI checked)", () -> tunnel(g, proxy, ALLOWED, https,
                        up.clientTrust(), hello));
                rows.put("HTTPS GET, inspected (TLS terminated, secret added)", () -> tunnel(g, proxy, API, api,
                        sandboxTrust, "GET /hello HTTP/1.1\r\nHost: " + API + ":" + api + "\r\n\r\n"));
                rows.put("interpreter exchange (in process, HTTP)", () -> {
                    try (EgressSession s = g.open(Optional.empty())) {
                        return new String(s.exchange(new HttpExchange.Call("GET", up.url(ALLOWED, false, "/hello"),
                                List.of(), new byte[0]), n -> { }).body(), StandardCharsets.UTF_8);
                    }
                });
                latencies(rows, rounds);
                String bytes = "GET /bytes?n=" + DOWNLOAD + " HTTP/1.1\r\nHost: " + ALLOWED
                        + "\r\nConnection: close\r\n\r\n";
                System.out.printf("%n| download of 64 MiB | MiB/s (best of 3) |%n|---|---|%n");
                throughput("HTTP, direct", () -> drain(http, bytes));
                throughput("HTTP, through the proxy", () -> {
                    try (EgressSession s = g.open(Optional.empty())) {
                        proxy.session(s);
                        return drain(proxy.port(), "GET http://" + ALLOWED + ":" + http + "/bytes?n=" + DOWNLOAD
                                + " HTTP/1.1\r\n\r\n");
                    }
                });
            }
        }
    }

    private static String direct(int port, String request) throws Exception {
        return RawClient.send(port, request);
    }

    private static String viaProxy(EgressGateway g, ProxyHarness proxy, String request) throws Exception {
        try (EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            return RawClient.send(proxy.port(), request);
        }
    }

    private static String tunnel(EgressGateway g, ProxyHarness proxy, String host, int port, SSLContext trust,
                                 String request) throws Exception {
        try (EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            return RawClient.tunnel(proxy.port(), host, port, host, trust, request);
        }
    }

    private static String directTls(SSLContext trust, String host, int port, String request) throws Exception {
        try (Socket raw = new Socket(InetAddress.getLoopbackAddress(), port);
             SSLSocket tls = (SSLSocket) trust.getSocketFactory().createSocket(raw, host, port, true)) {
            tls.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            tls.getOutputStream().flush();
            return RawClient.readAll(tls.getInputStream());
        }
    }

    private static long drain(int port, String request) throws Exception {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            byte[] buffer = new byte[64 << 10];
            long total = 0;
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                total += n;
            }
            return total;
        }
    }

    /** Rows measured in turns, so that a shared machine's load falls on all of them alike. */
    private static void latencies(Map<String, Callable<String>> rows, int rounds) throws Exception {
        Map<String, long[]> nanos = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, Callable<String>> r : rows.entrySet()) {
            for (int i = 0; i < Math.max(20, rounds / 4); i++) {
                check(r.getValue().call());
            }
            nanos.put(r.getKey(), new long[rounds]);
        }
        for (int i = 0; i < rounds; i++) {
            for (Map.Entry<String, Callable<String>> r : rows.entrySet()) {
                long t = System.nanoTime();
                check(r.getValue().call());
                nanos.get(r.getKey())[i] = System.nanoTime() - t;
            }
        }
        System.out.printf("| path | median | p90 |%n|---|---|---|%n");
        for (Map.Entry<String, long[]> e : nanos.entrySet()) {
            long[] n = e.getValue();
            Arrays.sort(n);
            System.out.printf("| %s | %.2f ms | %.2f ms |%n", e.getKey(), n[rounds / 2] / 1e6, n[rounds * 9 / 10] / 1e6);
        }
    }

    private static void check(String answer) {
        if (!answer.startsWith("HTTP/1.1 200") && !answer.startsWith("hello from")) {
            throw new IllegalStateException("unexpected answer: " + answer.lines().findFirst().orElse(""));
        }
    }

    private static void throughput(String name, Callable<Long> download) throws Exception {
        double best = 0;
        for (int i = 0; i < 3; i++) {
            long t = System.nanoTime();
            long n = download.call();
            if (n < DOWNLOAD) {
                throw new IllegalStateException(name + ": got " + n + " bytes");
            }
            best = Math.max(best, n / 1048576.0 / ((System.nanoTime() - t) / 1e9));
        }
        System.out.printf("| %s | %.0f |%n", name, best);
    }
}
