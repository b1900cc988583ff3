package io.agentcage.interpreter.internal.object;

import java.util.function.IntPredicate;

/**
 * The columns text takes on a fixed-width terminal as CPython's tracebacks count them when they place their carets:
 * a character whose East Asian width is W or F takes two, every other one. The property table belongs to the
 * {@code unicodedata} module, which installs it at start-up; ASCII text never consults it.
 */
public final class TextWidth {
    private static volatile IntPredicate wide = cp -> false;

    private TextWidth() {
    }

    /** Installs the test for two-column characters (start-up, by the bootstrap). */
    public static void install(IntPredicate wideCharacter) {
        wide = wideCharacter;
    }

    /** The columns {@code s.substring(0, end)} takes ({@code end} a UTF-16 index, clamped to the text). */
    public static int columns(String s, int end) {
        int stop = Math.min(Math.max(end, 0), s.length());
        int cols = 0;
        IntPredicate w = wide;
        for (int i = 0; i < stop; ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            cols += cp >= 0x80 && w.test(cp) ? 2 : 1;
        }
        return cols;
    }
}
