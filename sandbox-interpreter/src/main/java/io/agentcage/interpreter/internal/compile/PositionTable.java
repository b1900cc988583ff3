package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Positions;
import io.agentcage.python.ast.BinOp;
import io.agentcage.python.ast.Located;
import io.agentcage.python.ast.Subscript;
import java.util.IdentityHashMap;
import java.util.Map;

/** Builds a code object's {@link Positions} from the nodes its instructions were compiled from. */
final class PositionTable {
    private PositionTable() {
    }

    static Positions table(Unit u, String[] sourceLines) {
        if (sourceLines == null) {
            return Positions.NONE;
        }
        int[][] out = new int[u.n][];
        Map<Located, int[]> memo = new IdentityHashMap<>();
        for (int i = 0; i < u.n; i++) {
            Located node = u.nodes[i];
            if (node != null) {
                out[i] = memo.computeIfAbsent(node, k -> of(k, sourceLines));
            }
        }
        return new Positions(out);
    }

    private static int[] of(Located node, String[] sourceLines) {
        int line = node.lineno();
        if (line < 1 || line > sourceLines.length || node.endLineno() < line || node.colOffset() < 0) {
            return null;
        }
        String text = sourceLines[line - 1];
        int start = charOffset(text, node.colOffset());
        int end = node.endLineno() == line ? charOffset(text, node.endColOffset()) : -1;
        int left = -1;
        int right = -1;
        if (end >= start) {
            String seg = text.substring(start, end);
            int[] a = anchors(node, seg, text, start);
            if (a != null) {
                left = a[0];
                right = a[1];
            }
        }
        return new int[] {node.endLineno(), start, end, left, right};
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
    private static int[] anchors(Located node, String seg, String text, int start) {
        if (node instanceof BinOp b && b.left().endLineno() == node.lineno()
                && b.right().lineno() == node.lineno()) {
            int opStart = charOffset(text, b.left().endColOffset()) - start;
            int opEnd = charOffset(text, b.right().colOffset()) - start;
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
        if (node instanceof Subscript s && s.value().endLineno() == node.lineno()
                && s.slice().endLineno() == node.lineno()) {
            int left = charOffset(text, s.value().endColOffset()) - start;
            int right = charOffset(text, s.slice().endColOffset()) - start + 1;
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
