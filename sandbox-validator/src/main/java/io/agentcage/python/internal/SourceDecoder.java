package io.agentcage.python.internal;

import io.agentcage.python.PythonSyntaxError;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Source decoding (BOM, PEP 263 coding cookie) and newline normalisation. Internal, not API. */
public final class SourceDecoder {
    private static final Pattern COOKIE = Pattern.compile("^[ \\t\\f]*#.*?coding[:=][ \\t]*([-\\w.]+)");

    private SourceDecoder() {
    }

    /** Refuses NUL characters and turns \r\n and \r into \n, as CPython's tokenizer does. */
    public static String normalize(String source, String filename) {
        int nul = source.indexOf('\0');
        if (nul >= 0) {
            throw new PythonSyntaxError("SyntaxError", "source code cannot contain null bytes", filename, 1, 1, 1, 1);
        }
        if (source.indexOf('\r') < 0) {
            return source;
        }
        return source.replace("\r\n", "\n").replace('\r', '\n');
    }

    /**
     * Decodes file bytes like CPython: a UTF-8 BOM, a PEP 263 coding declaration on line 1 or 2 (see
     * {@link PythonCodecs}), else strict UTF-8. Bytes that do not decode are a {@link PythonSyntaxError} on the
     * line of the first bad byte with CPython's message (the one {@code python3 FILE} prints when nothing was
     * declared, the codec's error otherwise); so are an unknown encoding and a declaration other than UTF-8 after
     * a BOM.
     */
    public static String decode(byte[] bytes, String filename) {
        int off = hasBom(bytes) ? 3 : 0;
        int[] cookieLine = new int[1];
        String cookie = cookie(bytes, off, cookieLine);
        PythonCodecs.Codec codec = cookie == null ? null : codec(cookie, off > 0, filename, cookieLine[0]);
        Charset cs = codec == null ? StandardCharsets.UTF_8 : codec.charset();
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, off, bytes.length - off);
        CharBuffer out = CharBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 16L,
                (long) Math.ceil((bytes.length - off) * (double) dec.maxCharsPerByte()) + 16));
        CoderResult r = dec.decode(in, out, true);
        if (!r.isError()) {
            r = dec.flush(out);
        }
        if (r.isError()) {
            int pos = in.position();
            int line = 1;
            int lineStart = off;
            for (int i = off; i < pos; i++) {
                if (bytes[i] == '\n' || bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n')) {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw undecodable(new Bad(bytes, lineStart, pos, r.length(), pos - off, bytes.length - 1 - off), cs,
                    cookie != null || off > 0, codec, filename, line);
        }
        return out.flip().toString();
    }

    /** The codec of a declaration, or the error CPython gives for it. */
    private static PythonCodecs.Codec codec(String cookie, boolean bom, String filename, int line) {
        String normal = normalName(cookie);
        if (bom && !normal.equals("utf-8")) {
            throw error("encoding problem: " + normal + " with BOM", filename, 1, 1);
        }
        if (PythonCodecs.asciiIncompatible(cookie)) {
            throw error("encoding problem: " + cookie, filename, line, 1);
        }
        PythonCodecs.Codec codec = PythonCodecs.lookup(cookie);
        if (codec == null) {
            throw error("unknown encoding: " + cookie, filename, line, 1);
        }
        return codec;
    }

    /**
     * Decodes a source that arrives line by line (an interactive session's input) as {@link #decode} decodes a
     * file: a BOM before the first line, a declaration on line 1 or 2. Not thread-safe.
     */
    public static final class LineDecoder {
        private final String filename;
        private int line;
        private long offset;
        private boolean bom;
        private boolean lookForCookie = true;
        private PythonCodecs.Codec codec;

        /** A decoder for the lines of the source named {@code filename}. */
        public LineDecoder(String filename) {
            this.filename = filename;
        }

        /**
         * The text of the next line (its bytes with or without the line ending).
         *
         * @throws PythonSyntaxError for bytes that do not decode (the line is skipped: the next one is line + 1)
         */
        public String next(byte[] raw) {
            line++;
            int from = 0;
            if (line == 1 && hasBom(raw)) {
                bom = true;
                from = 3;
            }
            long lineOffset = offset;
            offset += raw.length;
            if (lookForCookie) {
                String text = new String(raw, from, raw.length - from, StandardCharsets.ISO_8859_1);
                Matcher m = COOKIE.matcher(text);
                if (m.find()) {
                    codec = codec(m.group(1), bom, filename, line);
                    lookForCookie = false;
                } else {
                    String t = text.strip();
                    lookForCookie = line < 2 && (t.isEmpty() || t.startsWith("#"));
                }
            }
            Charset cs = codec == null ? StandardCharsets.UTF_8 : codec.charset();
            CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            ByteBuffer in = ByteBuffer.wrap(raw, from, raw.length - from);
            CharBuffer out = CharBuffer.allocate((int) Math.ceil(raw.length * (double) dec.maxCharsPerByte()) + 16);
            CoderResult r = dec.decode(in, out, true);
            if (!r.isError()) {
                r = dec.flush(out);
            }
            if (r.isError()) {
                int pos = in.position();
                throw undecodable(new Bad(raw, from, pos, r.length(), lineOffset + pos - (bom ? 3 : 0),
                        lineOffset + raw.length - 1 - (bom ? 3 : 0)), cs, codec != null || bom, codec, filename, line);
            }
            return out.flip().toString();
        }
    }

    private static boolean hasBom(byte[] b) {
        return b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF;
    }

    /** CPython's {@code get_normal_name}: the spellings of UTF-8 and Latin-1 it recognises without the codecs. */
    private static String normalName(String cookie) {
        String buf = cookie.substring(0, Math.min(12, cookie.length())).toLowerCase(Locale.ROOT).replace('_', '-');
        if (buf.equals("utf-8") || buf.startsWith("utf-8-")) {
            return "utf-8";
        }
        if (buf.equals("latin-1") || buf.equals("iso-8859-1") || buf.equals("iso-latin-1")
                || buf.startsWith("latin-1-") || buf.startsWith("iso-8859-1-") || buf.startsWith("iso-latin-1-")) {
            return "iso-8859-1";
        }
        return cookie;
    }

    /**
     * A byte sequence that does not decode: in {@code b}, the line starts at {@code lineStart} and the bad
     * sequence of {@code len} bytes at {@code pos}; {@code position} and {@code last} are the offsets CPython names
     * (of the bad byte and of the last byte of the source).
     */
    private record Bad(byte[] b, int lineStart, int pos, int len, long position, long last) {
    }

    private static PythonSyntaxError undecodable(Bad bad, Charset cs, boolean declared, PythonCodecs.Codec codec,
            String filename, int line) {
        byte[] b = bad.b();
        int pos = bad.pos();
        String before = cs.decode(ByteBuffer.wrap(b, bad.lineStart(), pos - bad.lineStart())).toString();
        int column = 1 + before.codePointCount(0, before.length());
        String hex = String.format("%02x", b[pos] & 0xff);
        if (!declared) {
            return error("Non-UTF-8 code starting with '\\x" + hex + "' in file " + filename + " on line " + line
                    + ", but no encoding declared; see https://peps.python.org/pep-0263/ for details", filename, line,
                    column);
        }
        boolean atEnd = bad.position() + bad.len() > bad.last();
        String name = codec == null ? "utf-8" : codec.errorName();
        String reason;
        if (name.equals("utf-8")) {
            reason = utf8Reason(b, pos);
        } else if (codec.reason().endsWith("multibyte sequence")) {
            reason = atEnd ? "incomplete multibyte sequence" : "illegal multibyte sequence";
        } else {
            reason = codec.reason();
        }
        boolean several = reason.equals("unexpected end of data") && bad.last() > bad.position();
        String what = several ? "bytes in position " + bad.position() + "-" + bad.last()
                : "byte 0x" + hex + " in position " + bad.position();
        return error("'" + name + "' codec can't decode " + what + ": " + reason, filename, line, column);
    }

    /** The reason CPython's UTF-8 decoder gives for the malformed sequence starting at {@code pos}. */
    static String utf8Reason(byte[] b, int pos) {
        int lead = b[pos] & 0xff;
        int need;
        int lo = 0x80;
        int hi = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            need = 1;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            need = 2;
            lo = lead == 0xE0 ? 0xA0 : 0x80;
            hi = lead == 0xED ? 0x9F : 0xBF;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            need = 3;
            lo = lead == 0xF0 ? 0x90 : 0x80;
            hi = lead == 0xF4 ? 0x8F : 0xBF;
        } else {
            return "invalid start byte";
        }
        for (int k = 1; k <= need; k++) {
            if (pos + k >= b.length) {
                return "unexpected end of data";
            }
            int c = b[pos + k] & 0xff;
            if (k == 1 ? c < lo || c > hi : c < 0x80 || c > 0xBF) {
                return "invalid continuation byte";
            }
        }
        return "invalid continuation byte";
    }

    private static PythonSyntaxError error(String message, String filename, int line, int column) {
        return new PythonSyntaxError("SyntaxError", message, filename, line, column, line, column);
    }

    /** The encoding named on line 1 or 2 (line 2 only after a blank or comment line), or null. */
    private static String cookie(byte[] b, int off, int[] lineOut) {
        int lineStart = off;
        for (int line = 0; line < 2 && lineStart < b.length; line++) {
            int end = lineStart;
            while (end < b.length && b[end] != '\n' && b[end] != '\r') {
                end++;
            }
            String text = new String(b, lineStart, end - lineStart, StandardCharsets.ISO_8859_1);
            Matcher m = COOKIE.matcher(text);
            if (m.find()) {
                lineOut[0] = line + 1;
                return m.group(1);
            }
            String t = text.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                return null;
            }
            lineStart = end + 1;
            if (end + 1 < b.length && b[end] == '\r' && b[end + 1] == '\n') {
                lineStart++;
            }
        }
        return null;
    }
}
