package io.agentcage.interpreter.internal.object;

/**
 * The text side of a {@link FileObject}: the rest of the file decoded once when reading starts (so reading line by
 * line is linear), CPython's newline modes ({@code None}: universal newlines translated to {@code \n}; {@code ''}:
 * every ending recognised, none translated; {@code \n}, {@code \r}, {@code \r\n}: that ending only, translated on
 * write), and the byte position recovered from the characters read when {@code tell()} or a write needs it.
 */
final class FileText {
    /** The byte position where {@link #raw} starts. */
    private final long start;
    /** The file from {@link #start} to its end, decoded, newlines untranslated. */
    private final String raw;
    /** Bytes of a byte-order mark skipped before {@link #raw}. */
    private final int bom;
    /** Characters of {@link #raw} consumed. */
    private int cursor;

    private FileText(long start, String raw, int bom) {
        this.start = start;
        this.raw = raw;
        this.bom = bom;
    }

    /** The codec to use at byte position {@code pos}: a byte-order mark belongs to the start of the file only. */
    private static String codecAt(FileObject f, long pos) {
        String c = Codecs.canonical(f.encoding);
        if (pos == 0) {
            return c;
        }
        switch (c) {
            case "utf-8-sig":
                return "utf-8";
            case "utf-16":
                return "utf-16-le";
            case "utf-32":
                return "utf-32-le";
            default:
                return c;
        }
    }

    private static FileText of(Interp in, FileObject f) {
        long p = f.pos;
        int from = (int) Math.min(p, f.node.size);
        int len = f.node.size - from;
        in.chargeMemory(Footprint.javaString(len, true));
        in.charge(1 + len / 16);
        String codec = codecAt(f, from);
        byte[] d = f.node.data();
        int bom = 0;
        if (from == 0 && codec.equals("utf-8-sig") && len >= 3 && (d[0] & 0xff) == 0xEF && (d[1] & 0xff) == 0xBB
                && (d[2] & 0xff) == 0xBF) {
            bom = 3;
        }
        String raw = Codecs.decode(d, from, f.node.size, codec, f.errors);
        FileText t = new FileText(from, raw, bom);
        Interp.allocated(t.footprint());
        return t;
    }

    /** The decoded rest of the file this holds (a file opened and read a thousand times is held a thousand times). */
    long footprint() {
        return Footprint.SMALL_OBJECT + 16 + Footprint.javaString(raw.length(), false);
    }

    private static FileText text(Interp in, FileObject f) {
        f.checkReadable();
        if (f.text == null) {
            f.text = of(in, f);
        }
        return f.text;
    }

    /** The byte position after the characters read so far. */
    long bytePos(FileObject f) {
        if (cursor == 0) {
            return start;
        }
        String codec = codecAt(f, start);
        String measure = codec.equals("utf-8-sig") ? "utf-8" : codec;
        return start + bom + Codecs.encode(raw.substring(0, cursor), measure, f.errors).length;
    }

    private static String translate(FileObject f, String s) {
        if (f.newline != null || s.indexOf('\r') < 0) {
            return s;
        }
        return s.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** {@code read(n)}: n code points (universal newlines count {@code \r\n} as one), or the rest when n < 0. */
    static PyStr read(Interp in, FileObject f, long n) {
        FileText t = text(in, f);
        String raw = t.raw;
        if (n < 0) {
            String chunk = raw.substring(t.cursor);
            t.cursor = raw.length();
            return new PyStr(translate(f, chunk));
        }
        int i = t.cursor;
        long got = 0;
        while (i < raw.length() && got < n) {
            char c = raw.charAt(i);
            if (c == '\r' && f.newline == null && i + 1 < raw.length() && raw.charAt(i + 1) == '\n') {
                i += 2;
            } else {
                i += Character.isHighSurrogate(c) && i + 1 < raw.length() ? 2 : 1;
            }
            got++;
        }
        in.charge(1 + (i - t.cursor) / 16);
        String chunk = raw.substring(t.cursor, i);
        t.cursor = i;
        return new PyStr(translate(f, chunk));
    }

    /** {@code readline(limit)}: up to and including the next line ending the newline mode recognises. */
    static PyStr readline(Interp in, FileObject f, long limit) {
        FileText t = text(in, f);
        String raw = t.raw;
        int from = t.cursor;
        int end = lineEnd(raw, from, f.newline);
        if (limit >= 0 && end - from > limit) {
            end = (int) Math.min(raw.length(), from + limit);
            if (end > from && Character.isHighSurrogate(raw.charAt(end - 1)) && end < raw.length()) {
                end++;
            }
        }
        in.charge(1 + (end - from) / 16);
        t.cursor = end;
        return new PyStr(translate(f, raw.substring(from, end)));
    }

    /** The index after the line that starts at {@code from}, its ending included. */
    private static int lineEnd(String raw, int from, String newline) {
        int n = raw.length();
        if (newline == null || newline.isEmpty()) {
            for (int i = from; i < n; i++) {
                char c = raw.charAt(i);
                if (c == '\n') {
                    return i + 1;
                }
                if (c == '\r') {
                    return i + 1 < n && raw.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                }
            }
            return n;
        }
        int k = raw.indexOf(newline, from);
        return k < 0 ? n : k + newline.length();
    }

    /** Encodes text written at the file's current position (translating {@code \n} for the newline mode). */
    static byte[] encode(FileObject f, String s) {
        String out = f.newline != null && !f.newline.isEmpty() && !f.newline.equals("\n")
                ? s.replace("\n", f.newline) : s;
        long at = f.append ? f.node.size : f.pos;
        return Codecs.encode(out, codecAt(f, at), f.errors);
    }
}
