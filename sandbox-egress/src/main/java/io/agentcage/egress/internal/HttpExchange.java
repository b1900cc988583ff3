package io.agentcage.egress.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongConsumer;

/**
 * One HTTP request made by the host for the interpreter (whose guest code has no sockets): the same path through
 * {@link Forwarder} as a guest connection's request, so the same decision, address check, budgets, record and
 * secret headers apply.
 */
public final class HttpExchange {
    private HttpExchange() {
    }

    /**
     * A request.
     *
     * @param method  the method, upper case
     * @param url     an absolute {@code http} or {@code https} URL
     * @param headers the guest's headers, in order (Host, Content-Length, Transfer-Encoding and connection fields
     *                are set by the host)
     * @param body    the body; empty for none
     * @param timeout the longest the request may take (the policy's requestTimeout applies too)
     */
    public record Call(String method, String url, List<Map.Entry<String, String>> headers, byte[] body,
                       java.time.Duration timeout) {
        public Call {
            Objects.requireNonNull(method, "method == null");
            Objects.requireNonNull(url, "url == null");
            headers = List.copyOf(headers);
            Objects.requireNonNull(body, "body == null");
            Objects.requireNonNull(timeout, "timeout == null");
        }

        /** A request limited by the policy's requestTimeout only. */
        public Call(String method, String url, List<Map.Entry<String, String>> headers, byte[] body) {
            this(method, url, headers, body, java.time.Duration.ofDays(1));
        }
    }

    /**
     * A response.
     *
     * @param status  the status code
     * @param reason  the reason phrase
     * @param headers the fields, in order (framing fields removed: the body is decoded)
     * @param body    the whole body
     */
    public record Reply(int status, String reason, List<Map.Entry<String, String>> headers, byte[] body) {
    }

    static Reply run(EgressSession s, Call call, LongConsumer onBytes) {
        Forwarder.Target target;
        try {
            target = target(call.url());
            checkHead(call);
        } catch (EgressException e) {   // refused before it had a target: recorded all the same
            String method = HttpHead.TOKEN.matcher(call.method()).matches() ? call.method() : "-";
            s.record(new Forwarder.RecordShape(java.time.Instant.now(), System.nanoTime(), method,
                    new Forwarder.Target("-", "-", 0, "-")).done(io.agentcage.net.EgressRecord.Decision.REFUSED, 0, 0,
                    0, false, e.getMessage()));
            throw e;
        }
        Headers h = new Headers();
        for (Map.Entry<String, String> e : call.headers()) {
            String lower = e.getKey().toLowerCase(Locale.ROOT);
            if (!lower.equals("host") && !lower.equals("content-length") && !lower.equals("transfer-encoding")) {
                h.add(e.getKey(), e.getValue());
            }
        }
        if (call.body().length > 0 || List.of("POST", "PUT", "PATCH").contains(call.method())) {
            h.add("Content-Length", Integer.toString(call.body().length));
        }
        h.add("Host", target.hostHeader());
        HttpHead.Request head = new HttpHead.Request(call.method(), target.pathAndQuery(), "HTTP/1.1", h, 0);
        Collector sink = new Collector(onBytes);
        try {
            Forwarder.forward(s, target, head, new ByteArrayInputStream(call.body()), sink, null, call.timeout());
        } catch (IOException e) {
            throw new EgressException("the request failed: " + e.getMessage(), false, 502);
        }
        if (sink.error != null) {
            throw new EgressException(sink.error.reason(), sink.error.refused(), sink.error.status());
        }
        List<Map.Entry<String, String>> fields = new ArrayList<>();
        for (Headers.Field f : sink.head.headers().fields()) {
            fields.add(Map.entry(f.name(), f.value()));
        }
        return new Reply(sink.head.status(), sink.head.reason(), fields, sink.body.toByteArray());
    }

    /** Refuses a method or header that could end a token or a line: the head is written from these strings. */
    private static void checkHead(Call call) {
        if (!HttpHead.TOKEN.matcher(call.method()).matches()) {
            throw new EgressException("malformed method '" + Printable.cut(call.method(), 40) + "'", true, 400);
        }
        for (Map.Entry<String, String> e : call.headers()) {
            if (!HttpHead.TOKEN.matcher(e.getKey()).matches() || e.getValue().chars().anyMatch(c -> c == '\r'
                    || c == '\n' || c == 0)) {
                throw new EgressException("malformed header '" + Printable.cut(e.getKey(), 40) + "'", true, 400);
            }
        }
    }

    /** The target of an absolute URL; {@link EgressException} (refused) for another scheme or a malformed URL. */
    static Forwarder.Target target(String url) {
        int colon = url.indexOf("://");
        String scheme = colon < 0 ? "" : url.substring(0, colon).toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new EgressException("unsupported URL scheme '" + Printable.cut(scheme, 20) + "' in '"
                    + Printable.cut(url, 100) + "': the sandbox's network allows http and https only", true, 400);
        }
        String rest = url.substring(colon + 3);
        int hash = rest.indexOf('#');
        if (hash >= 0) {
            rest = rest.substring(0, hash);
        }
        int end = rest.length();
        for (int i = 0; i < rest.length(); i++) {
            if (rest.charAt(i) == '/' || rest.charAt(i) == '?') {
                end = i;
                break;
            }
        }
        try {
            ProxyConnection.Authority a = ProxyConnection.Authority.parse(rest.substring(0, end),
                    scheme.equals("https") ? 443 : 80);
            String path = end < rest.length() ? rest.substring(end) : "/";
            if (path.startsWith("?")) {
                path = "/" + path;
            }
            for (char c : path.toCharArray()) {
                if (c <= 0x20 || c >= 0x7f) {
                    throw new HttpException(400, "the URL contains a space, a control or a non-ASCII character; "
                            + "quote it (urllib.parse.quote)");
                }
            }
            return new Forwarder.Target(scheme, a.host(), a.port(), path);
        } catch (HttpException e) {
            throw new EgressException(e.getMessage(), true, e.status());
        }
    }

    /** Keeps what comes back, charging each piece of the body before it is kept. */
    private static final class Collector implements ResponseSink {
        private final LongConsumer onBytes;
        private final ByteArrayOutputStream body = new ByteArrayOutputStream();
        private HttpHead.Response head;
        private EgressRefusal error;

        Collector(LongConsumer onBytes) {
            this.onBytes = onBytes;
        }

        @Override
        public void error(EgressRefusal why) {
            if (error == null) {
                error = why;
            }
        }

        @Override
        public void head(HttpHead.Response value) {
            this.head = value;
        }

        @Override
        public OutputStream body() {
            return new OutputStream() {
                @Override
                public void write(int b) {
                    write(new byte[] {(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    onBytes.accept(len);
                    body.write(b, off, len);
                }
            };
        }

        @Override
        public boolean keepFraming() {
            return false;
        }

        @Override
        public void end() {
            // nothing to flush
        }
    }
}
