package io.agentcage.egress.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * Reads HTTP/1.x message heads strictly: anything ambiguous between the guest, the proxy and the upstream server
 * (folded lines, white space before a colon, control characters, duplicate framing headers) is refused rather than
 * guessed at, so that no request can mean one thing to the proxy's checks and another to the server.
 */
public final class HttpHead {
    /** Largest head accepted, request line and fields: 64 KiB. */
    public static final int MAX_HEAD_BYTES = 64 << 10;
    /** Most header fields accepted: 100. */
    public static final int MAX_FIELDS = 100;

    static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    private static final Pattern VERSION = Pattern.compile("HTTP/1\\.[01]");

    private HttpHead() {
    }

    /**
     * A request's head.
     *
     * @param method  the method, as sent
     * @param target  the request target: origin form ({@code /path?q}), absolute form ({@code http://h/p}) or
     *                authority form ({@code host:443}, for CONNECT)
     * @param version {@code HTTP/1.0} or {@code HTTP/1.1}
     * @param headers the fields
     * @param size    bytes the head took on the wire
     */
    public record Request(String method, String target, String version, Headers headers, int size) {
    }

    /**
     * A response's head.
     *
     * @param version the version, as sent
     * @param status  the status code
     * @param reason  the reason phrase
     * @param headers the fields
     * @param size    bytes the head took on the wire
     */
    public record Response(String version, int status, String reason, Headers headers, int size) {
        /** The head as bytes, as the proxy passes it on. */
        public byte[] encode() {
            StringBuilder out = new StringBuilder(version).append(' ').append(status).append(' ').append(reason)
                    .append("\r\n");
            headers.writeTo(out);
            return out.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
        }
    }

    /** The next request head from {@code in}; null when the stream ends before one starts. */
    public static Request readRequest(InputStream in) throws IOException {
        Lines lines = new Lines(in);
        String line = lines.next();
        while (line != null && line.isEmpty()) {
            line = lines.next();   // RFC 9112 2.2: empty lines before a request line are ignored
        }
        if (line == null) {
            return null;
        }
        String[] parts = line.split(" ", -1);
        if (parts.length != 3 || !TOKEN.matcher(parts[0]).matches() || parts[1].isEmpty()) {
            throw new HttpException(400, "malformed request line '" + Printable.cut(line, 100) + "'");
        }
        if (!VERSION.matcher(parts[2]).matches()) {
            throw new HttpException(505, "HTTP version '" + Printable.cut(parts[2], 20) + "' is not supported; "
                    + "the proxy speaks HTTP/1.0 and HTTP/1.1");
        }
        for (char c : parts[1].toCharArray()) {
            if (c <= 0x20 || c >= 0x7f) {
                throw new HttpException(400, "the request target contains a space or a non-ASCII character");
            }
        }
        Headers headers = fields(lines);
        return new Request(parts[0], parts[1], parts[2], headers, lines.size);
    }

    /** The next response head from {@code in}; null when the stream ends before one starts. */
    public static Response readResponse(InputStream in) throws IOException {
        Lines lines = new Lines(in);
        String line = lines.next();
        if (line == null) {
            return null;
        }
        if (line.length() < 12 || !line.startsWith("HTTP/1.") || line.charAt(8) != ' '
                || !line.substring(9, 12).chars().allMatch(Character::isDigit)
                || (line.length() > 12 && line.charAt(12) != ' ')) {
            throw new HttpException(502, "the server sent a malformed status line '" + Printable.cut(line, 100)
                    + "'");
        }
        int status = Integer.parseInt(line.substring(9, 12));
        String reason = line.length() > 13 ? line.substring(13) : "";
        Headers headers = fields(lines);
        return new Response(line.substring(0, 8), status, reason, headers, lines.size);
    }

    private static Headers fields(Lines lines) throws IOException {
        Headers headers = new Headers();
        int count = 0;
        while (true) {
            String line = lines.next();
            if (line == null) {
                throw new HttpException(400, "the message head ended before its empty line");
            }
            if (line.isEmpty()) {
                return headers;
            }
            if (++count > MAX_FIELDS) {
                throw new HttpException(431, "more than " + MAX_FIELDS + " header fields");
            }
            if (line.charAt(0) == ' ' || line.charAt(0) == '\t') {
                throw new HttpException(400, "folded header lines are not accepted");
            }
            int colon = line.indexOf(':');
            if (colon <= 0 || !TOKEN.matcher(line.substring(0, colon)).matches()) {
                throw new HttpException(400, "malformed header line '" + Printable.cut(line, 60) + "'");
            }
            String value = line.substring(colon + 1).strip();
            for (char c : value.toCharArray()) {
                if ((c < 0x20 && c != '\t') || c == 0x7f) {
                    throw new HttpException(400, "header " + line.substring(0, colon) + " contains a control "
                            + "character");
                }
            }
            headers.add(line.substring(0, colon), value);
        }
    }

    /** Reads CRLF- (or LF-) terminated lines, counting bytes against the head's limit. */
    private static final class Lines {
        private final InputStream in;
        private int size;

        Lines(InputStream in) {
            this.in = in;
        }

        /** The next line without its terminator; null at the end of the stream before any byte of a line. */
        String next() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream(64);
            while (true) {
                int b = in.read();
                if (b < 0) {
                    if (line.size() == 0) {
                        return null;
                    }
                    throw new HttpException(400, "the message head was cut off");
                }
                if (++size > MAX_HEAD_BYTES) {
                    throw new HttpException(431, "the message head exceeds " + MAX_HEAD_BYTES + " bytes");
                }
                if (b == '\n') {
                    byte[] bytes = line.toByteArray();
                    int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                    for (int i = 0; i < n; i++) {
                        if (bytes[i] == '\r' || bytes[i] == 0) {
                            throw new HttpException(400, "a bare CR or NUL in the message head");
                        }
                    }
                    return new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
                }
                line.write(b);
            }
        }
    }
}
