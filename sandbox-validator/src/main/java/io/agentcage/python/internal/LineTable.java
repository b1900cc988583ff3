package io.agentcage.python.internal;

import io.agentcage.python.ast.Span;
import java.util.Arrays;

/**
 * Line starts of a source, and conversion of UTF-16 columns to CPython's UTF-8 byte offsets and to 1-based
 * code-point columns. Internal, not API.
 */
public final class LineTable {
    private final String src;
    private int[] starts = new int[64];
    private int count;
    private int cachedLine = -1;
    private int[][] cached;
    /** 1 at index {@code line} once that line is known to be pure ASCII. */
    private byte[] asciiKnown = new byte[64];

    LineTable(String src) {
        this.src = src;
        starts[count++] = 0;
    }

    /** Registers the start index of line {@code count + 1}. */
    void addLine(int start) {
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = start;
    }

    int lineCount() {
        return count;
    }

    int start(int line) {
        return starts[line - 1];
    }

    String source() {
        return src;
    }

    /** Returns the text of a 1-based line without its newline. */
    String lineText(int line) {
        if (line < 1 || line > count) {
            return "";
        }
        int s = starts[line - 1];
        int e = src.indexOf('\n', s);
        return src.substring(s, e < 0 ? src.length() : e);
    }

    /** UTF-8 byte offset of UTF-16 column {@code col} in {@code line}. */
    int byteCol(int line, int col) {
        int[][] t = table(line);
        return t == null ? col : t[0][Math.min(col, t[0].length - 1)] + Math.max(0, col - (t[0].length - 1));
    }

    /** 1-based code-point column of UTF-16 column {@code col} in {@code line}. */
    int charCol(int line, int col) {
        int[][] t = table(line);
        return 1 + (t == null ? col : t[1][Math.min(col, t[1].length - 1)] + Math.max(0, col - (t[1].length - 1)));
    }

    /** Prefix sums of UTF-8 bytes and code points for a non-ASCII line; null for an ASCII line. */
    private int[][] table(int line) {
        if (line == cachedLine) {
            return cached;
        }
        if (line < asciiKnown.length && asciiKnown[line] == 1) {
            return null;
        }
        int s = starts[line - 1];
        int e = src.indexOf('\n', s);
        e = e < 0 ? src.length() : e + 1;
        int i = s;
        while (i < e && src.charAt(i) < 0x80) {
            i++;
        }
        int[][] t = null;
        if (i == e) {
            if (line >= asciiKnown.length) {
                asciiKnown = Arrays.copyOf(asciiKnown, Math.max(line + 1, asciiKnown.length * 2));
            }
            asciiKnown[line] = 1;
            return null;
        }
        if (i < e) {
            t = new int[2][e - s + 1];
            int bytes = 0;
            int cps = 0;
            for (int k = s; k < e; k++) {
                char c = src.charAt(k);
                t[0][k - s] = bytes;
                t[1][k - s] = cps;
                boolean pair = Character.isHighSurrogate(c) && k + 1 < e && Character.isLowSurrogate(src.charAt(k + 1));
                if (pair) {
                    t[0][k - s + 1] = bytes + 4;
                    t[1][k - s + 1] = cps + 1;
                    k++;
                }
                bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
                cps++;
            }
            t[0][e - s] = bytes;
            t[1][e - s] = cps;
        }
        cachedLine = line;
        cached = t;
        return t;
    }

    Span span(int line, int col, int endLine, int endCol) {
        return new Span(line, byteCol(line, col), endLine, byteCol(endLine, endCol), charCol(line, col),
                charCol(endLine, endCol));
    }
}
