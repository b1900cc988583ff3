package io.agentcage.python.internal;

import io.agentcage.python.PythonSyntaxError;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
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

    /** Decodes file bytes like CPython: BOM, coding cookie on line 1 or 2, else strict UTF-8. */
    public static String decode(byte[] bytes, String filename) {
        int off = 0;
        String enc = null;
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            off = 3;
            enc = "utf-8";
        }
        String cookie = cookie(bytes, off);
        if (cookie != null) {
            String norm = cookie.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            if (enc != null && !(norm.equals("utf-8") || norm.startsWith("utf-8-"))) {
                throw new PythonSyntaxError("SyntaxError", "encoding problem: " + cookie + " with BOM", filename,
                        1, 1, 1, 1);
            }
            enc = cookie;
        }
        Charset cs;
        try {
            String name = enc == null ? "utf-8" : enc.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            if (name.startsWith("utf-8") || name.equals("utf8")) {
                name = "utf-8";
            } else if (name.equals("latin-1") || name.startsWith("iso-latin-1") || name.startsWith("latin-1-")) {
                name = "iso-8859-1";
            }
            cs = Charset.forName(name);
        } catch (RuntimeException e) {
            throw new PythonSyntaxError("SyntaxError", "unknown encoding: " + enc, filename, 1, 1, 1, 1);
        }
        try {
            return cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, off, bytes.length - off)).toString();
        } catch (CharacterCodingException e) {
            throw new PythonSyntaxError("SyntaxError", "(unicode error) '" + (enc == null ? "utf-8" : enc)
                    + "' codec can't decode bytes: invalid data", filename, 1, 1, 1, 1);
        }
    }

    private static String cookie(byte[] b, int off) {
        int lineStart = off;
        for (int line = 0; line < 2 && lineStart < b.length; line++) {
            int end = lineStart;
            while (end < b.length && b[end] != '\n' && b[end] != '\r') {
                end++;
            }
            String text = new String(b, lineStart, end - lineStart, StandardCharsets.ISO_8859_1);
            Matcher m = COOKIE.matcher(text);
            if (m.find()) {
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
