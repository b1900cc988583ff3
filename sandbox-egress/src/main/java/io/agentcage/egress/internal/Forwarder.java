package io.agentcage.egress.internal;

import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Sends one HTTP request the guest made to its upstream and the response back, under the execution's policy:
 * the decision for host, port and method, the request budget, the secret headers of the host's rule, the address
 * check, the byte budget and the request's time limit. Every request leaves exactly one {@link EgressRecord}.
 */
final class Forwarder {
    /** Fields that belong to one connection (RFC 9110 7.6.1) or to the proxy, never passed on. */
    private static final Set<String> HOP_BY_HOP = Set.of("connection", "proxy-connection", "keep-alive", "te",
            "trailer", "upgrade", "proxy-authorization", "proxy-authenticate", "expect");

    private Forwarder() {
    }

    /** Where a request goes. */
    record Target(String scheme, String host, int port, String pathAndQuery) {
        boolean tls() {
            return scheme.equals("https");
        }

        String hostHeader() {
            boolean defaultPort = tls() ? port == 443 : port == 80;
            return defaultPort ? host : host + ":" + port;
        }
    }

    /**
     * Forwards {@code head} (whose body follows in {@code guestBody}) to {@code target}, delivering the outcome to
     * {@code sink}; returns once the record is written. {@code guestSide}, when not null, is closed with the
     * upstream connection if the request outlives the policy's requestTimeout.
     */
    static void forward(EgressSession s, Target target, HttpHead.Request head, InputStream guestBody,
                        ResponseSink sink, AutoCloseable guestSide) throws IOException {
        forward(s, target, head, guestBody, sink, guestSide, s.policy().requestTimeout());
    }

    /** {@link #forward} within {@code timeout} (at most the policy's requestTimeout). */
    static void forward(EgressSession s, Target target, HttpHead.Request head, InputStream guestBody,
                        ResponseSink sink, AutoCloseable guestSide, java.time.Duration timeout) throws IOException {
        Instant at = Instant.now();
        long start = System.nanoTime();
        String method = head.method();
        AtomicLong out = new AtomicLong();
        AtomicLong in = new AtomicLong();
        RecordShape shape = new RecordShape(at, start, method, target);
        NetworkPolicy.Decision d = s.policy().decide(target.host(), target.port(), method);
        if (!d.allowed()) {
            refuse(s, shape, sink, EgressRefusal.refused(403, d.reason()));
            return;
        }
        if (!target.tls() && !d.rule().orElseThrow().secretNames().isEmpty()) {
            // a secret sent in clear text is readable by everything on the path: secrets travel over TLS only
            refuse(s, shape, sink, EgressRefusal.refused(403, "the network policy adds secret headers for '"
                    + target.host() + "', which are only sent over HTTPS; use https://" + target.host()));
            return;
        }
        Headers upstreamHeaders;
        Bodies.Framing framing;
        List<String> secretValues = new ArrayList<>();
        try {
            framing = Bodies.ofRequest(head.headers());
            upstreamHeaders = rewriteRequest(head.headers(), target, d.rule().orElseThrow(), s, secretValues);
        } catch (HttpException e) {
            refuse(s, shape, sink, EgressRefusal.refused(e.status(), e.getMessage()));
            return;
        } catch (IllegalStateException e) {   // a secret the resolver does not have
            refuse(s, shape, sink, EgressRefusal.refused(403, e.getMessage()));
            return;
        }
        String budget = s.budget().startRequest();
        if (budget != null) {
            refuse(s, shape, sink, EgressRefusal.refused(429, budget));
            return;
        }
        SecretMask mask = new SecretMask(secretValues);
        Upstream up = null;
        java.time.Duration limit = timeout.compareTo(s.policy().requestTimeout()) < 0 ? timeout
                : s.policy().requestTimeout();
        EgressSession.Watch watch = s.watch(limit);
        // the guest's side is cut at the deadline only while the proxy may be blocked on it; while it waits for
        // the upstream, closing the upstream suffices and the guest still gets its 504
        java.util.concurrent.atomic.AtomicBoolean onGuest = new java.util.concurrent.atomic.AtomicBoolean();
        if (guestSide != null) {
            watch.add(() -> {
                if (onGuest.get()) {
                    guestSide.close();
                }
            });
        }
        boolean headSent = false;
        try {
            up = Upstream.connect(target.host(), target.port(), target.tls(), s.settings(), s.check(),
                    s.connectTimeoutMillis());
            watch.add(up);
            byte[] requestHead = encodeRequest(method, target.pathAndQuery(), upstreamHeaders);
            s.chargeOut(out, requestHead.length);
            up.out().write(requestHead);
            onGuest.set(true);
            Bodies.copy(framing, guestBody, up.out(), true, n -> s.chargeOut(out, n));
            onGuest.set(false);
            up.out().flush();
            HttpHead.Response response = readFinalResponse(up.in(), s, in);
            Bodies.Framing responseFraming = Bodies.ofResponse(method, response.status(), response.headers());
            HttpHead.Response forGuest = rewriteResponse(response, mask, responseFraming, sink.keepFraming());
            onGuest.set(true);
            sink.head(forGuest);
            headSent = true;
            SecretMask.Masking body = mask.wrap(sink.body());
            Bodies.copy(responseFraming, up.in(), body, sink.keepFraming(), n -> s.chargeIn(in, n));
            body.finish();
            sink.end();
            s.record(shape.done(EgressRecord.Decision.ALLOWED, response.status(), out.get(), in.get(), true, ""));
        } catch (EgressRefusal e) {
            s.record(shape.done(e.refused() ? EgressRecord.Decision.REFUSED : EgressRecord.Decision.ALLOWED, 0,
                    out.get(), in.get(), true, e.reason()));
            sink.error(e);
        } catch (Budget.Exhausted | HttpException | IOException e) {
            String why = watch.expired() ? (limit.equals(s.policy().requestTimeout())
                    ? "the request took longer than the network policy's requestTimeout of " + limit.toMillis() + " ms"
                    : "the request timed out after " + limit.toMillis() + " ms") : message(e);
            s.record(shape.done(EgressRecord.Decision.ALLOWED, 0, out.get(), in.get(), true, why));
            if (!headSent) {
                int status = e instanceof HttpException h ? h.status() : watch.expired() ? 504
                        : e instanceof Budget.Exhausted ? 403 : 502;
                sink.error(e instanceof Budget.Exhausted ? EgressRefusal.refused(status, why)
                        : EgressRefusal.failed(status, why));
            }
            if (headSent && sink.keepFraming()) {
                throw new IOException(why);   // the guest's connection must be cut: its body is incomplete
            }
            if (headSent) {
                sink.error(EgressRefusal.failed(502, why));
            }
        } catch (RuntimeException e) {   // the interpreter's own budget, charged while the body arrives
            s.record(shape.done(EgressRecord.Decision.ALLOWED, 0, out.get(), in.get(), true,
                    "stopped by the execution: " + Printable.cut(String.valueOf(e.getMessage()), 200)));
            throw e;
        } finally {
            watch.cancel();
            Upstream.closeQuietly(up);
        }
    }

    private static String message(Exception e) {
        if (e instanceof Budget.Exhausted || e instanceof HttpException) {
            return e.getMessage();
        }
        return "the connection failed: " + Printable.cut(String.valueOf(e.getMessage()), 200);
    }

    private static void refuse(EgressSession s, RecordShape shape, ResponseSink sink, EgressRefusal why)
            throws IOException {
        s.record(shape.done(EgressRecord.Decision.REFUSED, 0, 0, 0, true, why.reason()));
        sink.error(why);
    }

    /** The final response head, after any 1xx interim responses (which are dropped). */
    private static HttpHead.Response readFinalResponse(InputStream in, EgressSession s, AtomicLong counter)
            throws IOException {
        while (true) {
            HttpHead.Response r = HttpHead.readResponse(in);
            if (r == null) {
                throw new IOException("the server closed the connection without a response");
            }
            s.chargeIn(counter, r.size());
            if (r.status() / 100 != 1) {
                return r;
            }
            if (r.status() == 101) {
                throw new HttpException(502, "the server switched protocols, which the proxy does not pass on");
            }
        }
    }

    /**
     * The request's fields as the upstream gets them: hop-by-hop fields and those named by Connection dropped,
     * Host set to the target, the rule's headers set (secrets resolved here, never earlier), Connection: close.
     */
    static Headers rewriteRequest(Headers from, Target target, HostRule rule, EgressSession s,
                                  List<String> secretValues) {
        Headers h = new Headers();
        List<String> named = from.tokens("Connection");
        for (Headers.Field f : from.fields()) {
            String lower = f.name().toLowerCase(Locale.ROOT);
            if (!HOP_BY_HOP.contains(lower) && !named.contains(lower) && !lower.equals("host")) {
                h.add(f.name(), f.value());
            }
        }
        h.set("Host", target.hostHeader());
        for (Map.Entry<String, String> e : rule.headers().entrySet()) {
            h.set(e.getKey(), HostRule.resolve(e.getValue(), s.secrets()));
        }
        for (String name : rule.secretNames()) {
            s.secrets().resolve(name).ifPresent(secretValues::add);
        }
        h.set("Connection", "close");
        return h;
    }

    private static HttpHead.Response rewriteResponse(HttpHead.Response r, SecretMask mask, Bodies.Framing framing,
                                                     boolean keepFraming) {
        Headers h = new Headers();
        List<String> named = r.headers().tokens("Connection");
        for (Headers.Field f : r.headers().fields()) {
            String lower = f.name().toLowerCase(Locale.ROOT);
            if (HOP_BY_HOP.contains(lower) || named.contains(lower)) {
                continue;
            }
            if (!keepFraming && (lower.equals("transfer-encoding") || lower.equals("content-length"))) {
                continue;   // the body is decoded: its length is the data's
            }
            if (framing.kind() == Bodies.Kind.CHUNKED && lower.equals("content-length")) {
                continue;   // RFC 9112 6.3: Transfer-Encoding wins; never pass both on
            }
            h.add(f.name(), mask.mask(f.value()));
        }
        h.set("Connection", "close");
        return new HttpHead.Response("HTTP/1.1", r.status(), Printable.cut(mask.mask(r.reason()), 200), h, r.size());
    }

    private static byte[] encodeRequest(String method, String target, Headers h) {
        StringBuilder b = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n");
        h.writeTo(b);
        return b.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** What a record of this request says besides its end. */
    record RecordShape(Instant at, long startNanos, String method, Target target) {
        EgressRecord done(EgressRecord.Decision decision, int status, long out, long in, boolean inspected,
                          String reason) {
            String path = target.pathAndQuery();
            int q = path.indexOf('?');
            if (q >= 0) {
                path = path.substring(0, q + 1);
            }
            return new EgressRecord(at, decision, method, target.scheme(), target.host(), target.port(), path,
                    status, out, in, java.time.Duration.ofNanos(System.nanoTime() - startNanos), inspected, reason);
        }
    }

    /** Writes a refusal as the guest's HTTP response: status, the reason as reason phrase and as text body. */
    static void writeRefusal(OutputStream out, EgressRefusal why) throws IOException {
        String reason = Printable.cut(why.reason(), 400);
        byte[] body = (reason + "\n").getBytes(StandardCharsets.UTF_8);
        String phrase = (why.refused() ? "Refused by the sandbox's network policy: " : "Egress failed: ") + reason;
        String head = "HTTP/1.1 " + why.status() + " " + phrase + "\r\n"
                + "Content-Type: text/plain; charset=utf-8\r\n"
                + "X-AgentCage-Egress: " + (why.refused() ? "refused" : "failed") + "\r\n"
                + "Content-Length: " + body.length + "\r\n"
                + "Connection: close\r\n\r\n";
        out.write(head.getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
    }
}
