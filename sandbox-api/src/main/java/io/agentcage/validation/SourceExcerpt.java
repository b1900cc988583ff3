package io.agentcage.validation;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The source line of a finding with a caret line under it, as CPython prints a {@code SyntaxError}: the line without
 * its leading spaces, indented by four, and {@code ^} under the columns from the start to just before the end.
 */
final class SourceExcerpt {
    private static final Pattern LINE_BREAK = Pattern.compile("\r\n|\r|\n");

    private SourceExcerpt() {
    }

    /** The lines of {@code code}, split as Python splits source lines. */
    static List<String> lines(String code) {
        return List.of(LINE_BREAK.split(code, -1));
    }

    /**
     * The two lines (or one, when the position is left of the text) CPython's {@code traceback} module prints for a
     * syntax error at {@code d}'s position, each ending with a newline; empty when the line does not exist.
     */
    static String of(List<String> lines, Diagnostic d) {
        if (d.line() < 1 || d.line() > lines.size()) {
            return "";
        }
        String rtext = lines.get(d.line() - 1);
        int start = 0;
        while (start < rtext.length() && (rtext.charAt(start) == ' ' || rtext.charAt(start) == '\f')) {
            start++;
        }
        String ltext = rtext.substring(start);
        StringBuilder sb = new StringBuilder("    ").append(ltext).append('\n');
        if (d.column() < 1) {
            return sb.toString();
        }
        int offset = d.column();
        int endOffset = d.endLine() > d.line() ? rtext.codePointCount(0, rtext.length()) + 1
                : d.endLine() == d.line() && d.endColumn() > 0 ? d.endColumn() : offset;
        if (endOffset <= offset) {
            endOffset = offset + 1;
        }
        int spaces = start;
        int colno = offset - 1 - spaces;
        int endColno = endOffset - 1 - spaces;
        if (colno < 0) {
            return sb.toString();
        }
        sb.append("    ");
        int[] cps = ltext.codePoints().toArray();
        for (int i = 0; i < colno; i++) {
            sb.appendCodePoint(i < cps.length && Character.isWhitespace(cps[i]) ? cps[i] : ' ');
        }
        sb.append("^".repeat(Math.max(0, endColno - colno))).append('\n');
        return sb.toString();
    }
}
