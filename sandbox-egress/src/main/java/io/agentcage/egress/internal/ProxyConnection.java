package io.agentcage.egress.internal;

import io.agentcage.net.EgressRecord;
import io.agentcage.net.NetworkPolicy;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Locale;

/**
 * One guest connection to the proxy, which carries one request: a plain HTTP request in absolute form
 * ({@code GET http://host/path}), or a CONNECT for HTTPS, which becomes an opaque tunnel ({@link Tunnel}) or, for
 * an inspected host, a TLS connection terminated here with the executor's CA and one HTTP request inside it.
 * Every answer says {@code Connection: close}; clients open a new connection for their next request.
 */
final class ProxyConnection {
    private static final byte[] ESTABLISHED = "HTTP/1.1 200 Connection established\r\n\r\n"
            .getBytes(StandardCharsets.ISO_8859_1);

    private final EgressSession s;
    private final GuestConnection c;
    private final InputStream in;
    private final OutputStream out;

    ProxyConnection(EgressSession s, GuestConnection c) {
        this.s = s;
        this.c = c;
        this.in = new BufferedInputStream(c.in(), 16 << 10);
        this.out = new BufferedOutputStream(c.out(), 16 << 10);
    }

    void run() {
        try {
            HttpHead.Request head = readHead(in);
            if (head == null) {
                return;
            }
            if (head.method().equals("CONNECT")) {
                connect(head);
            } else {
                plain(head);
            }
        } catch (IOException | RuntimeException e) {
            // the guest went away, or the execution ended: the connection closes
        }
    }

    /** The first request head, within the policy's requestTimeout; null when the guest sent none. */
    private HttpHead.Request readHead(InputStream from) throws IOException {
        EgressSession.Watch w = s.watch();
        w.add(c);
        try {
            return HttpHead.readRequest(from);
        } catch (HttpException e) {
            refuse(new Forwarder.Target("http", "-", 0, ""), "-", EgressRefusal.refused(e.status(),
                    e.getMessage()), out);
            return null;
        } finally {
            w.cancel();
        }
    }

    private void plain(HttpHead.Request head) throws IOException {
        Forwarder.Target target;
        try {
            target = plainTarget(head);
        } catch (HttpException e) {
            refuse(new Forwarder.Target("http", "-", 0, head.target()), head.method(),
                    EgressRefusal.refused(e.status(), e.getMessage()), out);
            return;
        }
        Forwarder.forward(s, target, head, in, new GuestSink(out), c);
    }

    /** Where a plain request goes: its absolute-form target, or its Host header for origin form. */
    static Forwarder.Target plainTarget(HttpHead.Request head) {
        String t = head.target();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.startsWith("https://")) {
            throw new HttpException(400, "an https:// URL sent to the proxy as plain HTTP; HTTPS goes through "
                    + "CONNECT (set HTTPS_PROXY, as the sandbox does)");
        }
        if (lower.startsWith("http://")) {
            int slash = firstOf(t, 7);
            Authority a = Authority.parse(t.substring(7, slash), 80);
            String path = slash < t.length() ? t.substring(slash) : "/";
            if (path.startsWith("?")) {
                path = "/" + path;
            }
            head.headers().single("Host").ifPresent(h -> Authority.same(a, Authority.parse(h, 80), "Host header",
                    "the URL's host"));
            return new Forwarder.Target("http", a.host(), a.port(), path);
        }
        if (t.startsWith("/")) {
            String host = head.headers().single("Host").orElseThrow(() -> new HttpException(400,
                    "a request without an absolute URL needs a Host header"));
            Authority a = Authority.parse(host, 80);
            return new Forwarder.Target("http", a.host(), a.port(), t);
        }
        throw new HttpException(400, "unsupported request target '" + Printable.cut(t, 60) + "'");
    }

    private static int firstOf(String t, int from) {
        for (int i = from; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (ch == '/' || ch == '?' || ch == '#') {
                return i;
            }
        }
        return t.length();
    }

    private void connect(HttpHead.Request head) throws IOException {
        Authority a;
        try {
            a = Authority.parse(head.target(), -1);
        } catch (HttpException e) {
            refuse(new Forwarder.Target("https", Printable.cut(head.target(), 100), 0, ""), "CONNECT",
                    EgressRefusal.refused(e.status(), e.getMessage()), out);
            return;
        }
        Forwarder.Target target = new Forwarder.Target("https", a.host(), a.port(), "");
        NetworkPolicy.Decision d = s.policy().decide(a.host(), a.port(), null);
        if (!d.allowed()) {
            refuse(target, "CONNECT", EgressRefusal.refused(403, d.reason()), out);
            return;
        }
        if (d.inspected()) {
            intercept(d.host(), a.port());
        } else {
            Tunnel.run(s, d.host(), a.port(), in, out, c, ESTABLISHED);
        }
    }

    /** Terminates the guest's TLS for {@code host} with the executor's CA and forwards the request inside it. */
    private void intercept(String host, int port) throws IOException {
        Forwarder.Target shape = new Forwarder.Target("https", host, port, "");
        out.write(ESTABLISHED);
        out.flush();
        TlsStream tls;
        EgressSession.Watch w = s.watch();
        w.add(c);
        try {
            tls = TlsStream.accept(s.ca().serverContext(host), host, in, out);
        } catch (IOException | RuntimeException e) {
            record(shape, "CONNECT", EgressRecord.Decision.REFUSED, "the TLS handshake with the guest failed ("
                    + Printable.cut(String.valueOf(e.getMessage()), 160) + "); inspected hosts are served with the "
                    + "sandbox's own CA and the server name (SNI) '" + host + "' only");
            return;
        } finally {
            w.cancel();
        }
        try {
            String sni = tls.requestedServerName();
            if (!sni.equalsIgnoreCase(host)) {
                refuse(shape, "CONNECT", EgressRefusal.refused(403, "the TLS server name '" + Printable.cut(sni, 100)
                        + "' does not match the CONNECT host '" + host + "'"), tls.out());
                return;
            }
            InputStream tin = new BufferedInputStream(tls.in(), 16 << 10);
            OutputStream tout = new BufferedOutputStream(tls.out(), 16 << 10);
            HttpHead.Request head = readHead(tin);
            if (head == null) {
                return;
            }
            Forwarder.Target target;
            try {
                target = innerTarget(head, host, port);
            } catch (HttpException e) {
                refuse(new Forwarder.Target("https", host, port, head.target()), head.method(),
                        EgressRefusal.refused(e.status(), e.getMessage()), tout);
                return;
            }
            Forwarder.forward(s, target, head, tin, new GuestSink(tout), c);
        } finally {
            tls.close();
        }
    }

    /** The target of a request inside an inspected tunnel: its Host (and URL, if absolute) must be the tunnel's. */
    static Forwarder.Target innerTarget(HttpHead.Request head, String host, int port) {
        Authority tunnel = new Authority(host, port);
        String t = head.target();
        String path = t;
        if (t.toLowerCase(Locale.ROOT).startsWith("https://")) {
            int slash = firstOf(t, 8);
            Authority.same(tunnel, Authority.parse(t.substring(8, slash), 443), "URL's host", "the CONNECT host");
            path = slash < t.length() ? t.substring(slash) : "/";
        } else if (!t.startsWith("/")) {
            throw new HttpException(400, "unsupported request target '" + Printable.cut(t, 60) + "' in a tunnel");
        }
        Authority h = Authority.parse(head.headers().single("Host").orElseThrow(() -> new HttpException(400,
                "a request without a Host header")), 443);
        Authority.same(tunnel, h, "Host header", "the CONNECT host");
        return new Forwarder.Target("https", host, port, path.startsWith("/") ? path : "/" + path);
    }

    private void refuse(Forwarder.Target target, String method, EgressRefusal why, OutputStream to)
            throws IOException {
        record(target, method, EgressRecord.Decision.REFUSED, why.reason());
        Forwarder.writeRefusal(to, why);
    }

    private void record(Forwarder.Target target, String method, EgressRecord.Decision decision, String reason) {
        s.record(new Forwarder.RecordShape(Instant.now(), System.nanoTime(), method, target)
                .done(decision, 0, 0, 0, false, reason));
    }

    /** Sends a response to the guest as it came (its head rewritten by the forwarder). */
    static final class GuestSink implements ResponseSink {
        private final OutputStream out;

        GuestSink(OutputStream out) {
            this.out = out;
        }

        @Override
        public void error(EgressRefusal why) throws IOException {
            Forwarder.writeRefusal(out, why);
        }

        @Override
        public void head(HttpHead.Response head) throws IOException {
            out.write(head.encode());
        }

        @Override
        public OutputStream body() {
            return out;
        }

        @Override
        public boolean keepFraming() {
            return true;
        }

        @Override
        public void end() throws IOException {
            out.flush();
        }
    }

    /** A host and port from a request target or Host header. */
    record Authority(String host, int port) {
        /** Parses {@code host[:port]}; {@code defaultPort} -1 means the port is required (CONNECT). */
        static Authority parse(String text, int defaultPort) {
            if (text.isEmpty() || text.indexOf('@') >= 0) {
                throw new HttpException(400, "malformed host '" + Printable.cut(text, 60) + "'"
                        + (text.indexOf('@') >= 0 ? " (user information in URLs is not accepted)" : ""));
            }
            String host = text;
            int port = defaultPort;
            int colon = text.lastIndexOf(':');
            if (colon >= 0 && text.indexOf(']') < colon) {
                host = text.substring(0, colon);
                String p = text.substring(colon + 1);
                if (p.isEmpty() || p.length() > 5 || !p.chars().allMatch(Character::isDigit)
                        || Integer.parseInt(p) < 1 || Integer.parseInt(p) > 65535) {
                    throw new HttpException(400, "malformed port in '" + Printable.cut(text, 60) + "'");
                }
                port = Integer.parseInt(p);
            }
            if (port < 0) {
                throw new HttpException(400, "CONNECT needs host:port, got '" + Printable.cut(text, 60) + "'");
            }
            if (host.isEmpty()) {
                throw new HttpException(400, "malformed host '" + Printable.cut(text, 60) + "'");
            }
            String lower = host.toLowerCase(Locale.ROOT);
            return new Authority(lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower, port);
        }

        /** {@link HttpException} unless {@code given} (the {@code what}) equals {@code expected} ({@code whose}). */
        static void same(Authority expected, Authority given, String what, String whose) {
            if (!expected.equals(given)) {
                throw new HttpException(400, "the " + what + " '" + given + "' does not match " + whose + " '"
                        + expected + "'");
            }
        }

        @Override
        public String toString() {
            return host + ":" + port;
        }
    }
}
