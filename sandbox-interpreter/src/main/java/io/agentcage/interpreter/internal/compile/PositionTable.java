package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Positions;
import io.agentcage.python.ast.BinOp;
import io.agentcage.python.ast.Located;
import io.agentcage.python.ast.Subscript;
import java.util.Arrays;

/**
 * Builds a code object's {@link Positions} from the nodes its instructions were compiled from. The compiler records
 * each node's raw offsets (UTF-8 byte columns, as the parser gives them) in a flat array; turning them into character
 * ranges with CPython's caret anchors waits until a traceback asks (most code never appears in one).
 */
final class PositionTable {
    /** Ints recorded per node: kind, line, end line, column, end column, and the two anchor offsets. */
    private static final int RAW = 7;
    private static final int PLAIN = 0;
    private static final int BINOP = 1;
    private static final int SUBSCRIPT = 2;
    /** A node without a usable range (its instructions get null), so that it is looked at once. */
    private static final int[] NO_RANGE = new int[0];

    private PositionTable() {
    }

    static Positions table(Unit u, String[] sourceLines) {
        if (sourceLines == null) {
            return Positions.NONE;
        }
        int n = u.n;
        int[] nodeOf = new int[n];
        int[] raw = new int[Math.min(n, 16) * RAW];
        int count = 0;
        Located prev = null;
        for (int i = 0; i < n; i++) {
            Located node = u.nodes[i];
            if (node == null) {
                nodeOf[i] = -1;
                continue;
            }
            if (node != prev) {
                if ((count + 1) * RAW > raw.length) {
                    raw = Arrays.copyOf(raw, Math.max(RAW, raw.length * 2));
                }
                record(node, raw, count * RAW);
                count++;
                prev = node;
            }
            nodeOf[i] = count - 1;
        }
        return new Positions(new Recorded(nodeOf, Arrays.copyOf(raw, count * RAW), sourceLines));
    }

    /** Ints recorded per node (see {@link Recorded#raw}). */
    static int rawWidth() {
        return RAW;
    }

    /**
     * The offsets the compiler recorded for a code object: per instruction the index of its node ({@code -1} for
     * none, else never decreasing), and {@value #RAW} ints per node. {@link CodeWriter} stores them as they are.
     */
    static final class Recorded implements java.util.function.Supplier<int[][]> {
        final int[] nodeOf;
        final int[] raw;
        private final String[] sourceLines;

        Recorded(int[] nodeOf, int[] raw, String[] sourceLines) {
            this.nodeOf = nodeOf;
            this.raw = raw;
            this.sourceLines = sourceLines;
        }

        @Override
        public int[][] get() {
            return ranges(nodeOf, raw, sourceLines);
        }
    }

    private static void record(Located node, int[] raw, int at) {
        int line = node.lineno();
        raw[at + 1] = line;
        raw[at + 2] = node.endLineno();
        raw[at + 3] = node.colOffset();
        raw[at + 4] = node.endColOffset();
        if (node instanceof BinOp b && b.left().endLineno() == line && b.right().lineno() == line) {
            raw[at] = BINOP;
            raw[at + 5] = b.left().endColOffset();
            raw[at + 6] = b.right().colOffset();
        } else if (node instanceof Subscript s && s.value().endLineno() == line && s.slice().endLineno() == line) {
            raw[at] = SUBSCRIPT;
            raw[at + 5] = s.value().endColOffset();
            raw[at + 6] = s.slice().endColOffset();
        } else {
            raw[at] = PLAIN;
        }
    }

    /** The ranges of every instruction; instructions of one node share its array. */
    private static int[][] ranges(int[] nodeOf, int[] raw, String[] sourceLines) {
        int[][] byNode = new int[raw.length / RAW][];
        int[][] out = new int[nodeOf.length][];
        for (int i = 0; i < nodeOf.length; i++) {
            int k = nodeOf[i];
            if (k >= 0) {
                if (byNode[k] == null) {
                    byNode[k] = of(raw, k * RAW, sourceLines);
                }
                out[i] = byNode[k] == NO_RANGE ? null : byNode[k];
            }
        }
        return out;
    }

    private static int[] of(int[] raw, int at, String[] sourceLines) {
        int line = raw[at + 1];
        int endLine = raw[at + 2];
        if (line < 1 || line > sourceLines.length || endLine < line || raw[at + 3] < 0) {
            return NO_RANGE;
        }
        String text = sourceLines[line - 1];
        int start = charOffset(text, raw[at + 3]);
        int end = endLine == line ? charOffset(text, raw[at + 4]) : -1;
        int left = -1;
        int right = -1;
        if (end >= start) {
            String seg = text.substring(start, end);
            int[] a = anchors(raw, at, seg, text, start);
            if (a != null) {
                left = a[0];
                right = a[1];
            }
        }
        return new int[] {endLine, start, end, left, right};
    }

    /** CPython's {@code _byte_offset_to_character_offset}: a UTF-8 byte offset as a character offset. */
    private static int charOffset(String text, int byteOffset) {
        int bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            if (bytes >= byteOffset) {
                return i;
            }
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c)) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return text.length();
    }

    /** CPython 3.11's {@code _extract_caret_anchors_from_line_segment} for the node itself. */
    private static int[] anchors(int[] raw, int at, String seg, String text, int start) {
        if (raw[at] == BINOP) {
            int opStart = charOffset(text, raw[at + 5]) - start;
            int opEnd = charOffset(text, raw[at + 6]) - start;
            if (opStart < 0 || opEnd > seg.length() || opStart > opEnd) {
                return null;
            }
            String op = seg.substring(opStart, opEnd);
            int off = op.length() - op.stripLeading().length();
            int left = opStart + off;
            int right = left + 1;
            if (off + 1 < op.length() && !Character.isWhitespace(op.charAt(off + 1))) {
                right++;
            }
            while (left < seg.length() && (Character.isWhitespace(seg.charAt(left)) || seg.charAt(left) == ')'
                    || seg.charAt(left) == '#')) {
                left++;
                right++;
            }
            return new int[] {left, right};
        }
        if (raw[at] == SUBSCRIPT) {
            int left = charOffset(text, raw[at + 5]) - start;
            int right = charOffset(text, raw[at + 6]) - start + 1;
            if (left < 0 || right < 0) {
                return null;
            }
            while (left < seg.length() && seg.charAt(left) != '[') {
                left++;
            }
            while (right < seg.length() && seg.charAt(right) != ']') {
                right++;
            }
            if (right < seg.length()) {
                right++;
            }
            return new int[] {left, right};
        }
        return null;
    }
}
