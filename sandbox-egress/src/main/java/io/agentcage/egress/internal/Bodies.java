package io.agentcage.egress.internal;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Message bodies as HTTP/1.1 frames them (RFC 9112 6): none, a Content-Length, chunked, or (responses only) until
 * the connection closes. The proxy reads exactly one body per message: what follows a request's body is never
 * sent on, so that a second request cannot be smuggled past the checks inside the first one's.
 */
final class Bodies {
    private static final int MAX_CHUNK_LINE = 4096;

    private Bodies() {
    }

    /** How a body is delimited. */
    enum Kind { NONE, LENGTH, CHUNKED, UNTIL_CLOSE }

    /** A body's framing: its kind and, for LENGTH, its length. */
    record Framing(Kind kind, long length) {
        static final Framing NONE = new Framing(Kind.NONE, 0);
    }

    /** The framing of a request body; {@link HttpException} for an ambiguous or unsupported one. */
    static Framing ofRequest(Headers h) {
        List<String> te = h.tokens("Transfer-Encoding");
        boolean hasLength = h.has("Content-Length");
        if (!te.isEmpty()) {
            if (hasLength) {
                throw new HttpException(400, "a request with both Transfer-Encoding and Content-Length is "
                        + "ambiguous and refused");
            }
            if (!te.equals(List.of("chunked"))) {
                throw new HttpException(501, "Transfer-Encoding " + te + " is not supported; use chunked or "
                        + "Content-Length");
            }
            return new Framing(Kind.CHUNKED, -1);
        }
        return hasLength ? new Framing(Kind.LENGTH, length(h)) : Framing.NONE;
    }

    /** The framing of a response body to a request with {@code method}. */
    static Framing ofResponse(String method, int status, Headers h) {
        if (method.equals("HEAD") || status / 100 == 1 || status == 204 || status == 304) {
            return Framing.NONE;
        }
        List<String> te = h.tokens("Transfer-Encoding");
        if (!te.isEmpty()) {
            return te.get(te.size() - 1).equals("chunked") ? new Framing(Kind.CHUNKED, -1)
                    : new Framing(Kind.UNTIL_CLOSE, -1);
        }
        return h.has("Content-Length") ? new Framing(Kind.LENGTH, length(h)) : new Framing(Kind.UNTIL_CLOSE, -1);
    }

    private static long length(Headers h) {
        List<String> values = h.all("Content-Length");
        String first = values.get(0);
        for (String v : values) {
            if (!v.equals(first)) {
                throw new HttpException(400, "conflicting Content-Length headers");
            }
        }
        if (first.isEmpty() || first.length() > 18 || !first.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new HttpException(400, "malformed Content-Length '" + Printable.cut(first, 30) + "'");
        }
        return Long.parseLong(first);
    }

    /**
     * Copies one body from {@code in} to {@code out}, calling {@code charge} with the bytes read (before they are
     * written). With {@code keepFraming} the chunked framing passes through as it came; without it only the data.
     *
     * @return the data bytes copied
     */
    static long copy(Framing f, InputStream in, OutputStream out, boolean keepFraming, LongConsumer charge)
            throws IOException {
        switch (f.kind()) {
            case NONE:
                return 0;
            case LENGTH:
                copyExactly(in, out, f.length(), charge);
                return f.length();
            case CHUNKED:
                return copyChunked(in, out, keepFraming, charge);
            default:
                return copyUntilClose(in, out, charge);
        }
    }

    private static void copyExactly(InputStream in, OutputStream out, long n, LongConsumer charge)
            throws IOException {
        byte[] buffer = new byte[16 << 10];
        long left = n;
        while (left > 0) {
            int r = in.read(buffer, 0, (int) Math.min(buffer.length, left));
            if (r < 0) {
                throw new EOFException("the body ended " + left + " bytes before its Content-Length");
            }
            charge.accept(r);
            out.write(buffer, 0, r);
            left -= r;
        }
    }

    private static long copyUntilClose(InputStream in, OutputStream out, LongConsumer charge) throws IOException {
        byte[] buffer = new byte[16 << 10];
        long total = 0;
        for (int r = in.read(buffer); r >= 0; r = in.read(buffer)) {
            charge.accept(r);
            out.write(buffer, 0, r);
            total += r;
        }
        return total;
    }

    private static long copyChunked(InputStream in, OutputStream out, boolean keepFraming, LongConsumer charge)
            throws IOException {
        long total = 0;
        while (true) {
            String line = line(in, charge);
            int semicolon = line.indexOf(';');
            String hex = (semicolon < 0 ? line : line.substring(0, semicolon)).strip();
            if (hex.isEmpty() || hex.length() > 15 || !hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
                throw new HttpException(400, "malformed chunk size '" + Printable.cut(line, 30) + "'");
            }
            long size = Long.parseLong(hex, 16);
            if (keepFraming) {
                out.write((line + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            }
            if (size == 0) {
                trailers(in, out, keepFraming, charge);
                return total;
            }
            copyExactly(in, out, size, charge);
            total += size;
            String end = line(in, charge);
            if (!end.isEmpty()) {
                throw new HttpException(400, "a chunk is not followed by CRLF");
            }
            if (keepFraming) {
                out.write('\r');
                out.write('\n');
            }
        }
    }

    private static void trailers(InputStream in, OutputStream out, boolean keepFraming, LongConsumer charge)
            throws IOException {
        int count = 0;
        while (true) {
            String line = line(in, charge);
            if (keepFraming) {
                out.write((line + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            }
            if (line.isEmpty()) {
                return;
            }
            if (++count > HttpHead.MAX_FIELDS) {
                throw new HttpException(400, "too many trailer fields");
            }
        }
    }

    private static String line(InputStream in, LongConsumer charge) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream(16);
        while (true) {
            int c = in.read();
            if (c < 0) {
                throw new EOFException("the chunked body was cut off");
            }
            charge.accept(1);
            if (c == '\n') {
                byte[] bytes = b.toByteArray();
                int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return new String(bytes, 0, n, StandardCharsets.ISO_8859_1);
            }
            if (b.size() >= MAX_CHUNK_LINE) {
                throw new HttpException(400, "a chunk line exceeds " + MAX_CHUNK_LINE + " bytes");
            }
            b.write(c);
        }
    }
}
