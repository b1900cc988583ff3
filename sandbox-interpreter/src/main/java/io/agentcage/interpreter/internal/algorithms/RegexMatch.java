package io.agentcage.interpreter.internal.algorithms;

/**
 * One successful match: the subject and the UTF-16 span of every group ({@code -1} for a group that did not
 * take part), plus the {@code pos}/{@code endpos} the search ran with. Immutable. Not API.
 */
public final class RegexMatch {
    private final Regex regex;
    private final String text;
    private final int[] spans;
    private final int pos;
    private final int endpos;
    private final int lastIndex;

    /**
     * Copies the spans out of {@code m} (the live matcher: its {@code toMatchResult} would copy the whole subject
     * for every match, which made findall/sub/split quadratic in the text length).
     */
    RegexMatch(Regex regex, String text, java.util.regex.MatchResult m, int pos, int endpos) {
        this.regex = regex;
        this.text = text;
        int n = m.groupCount();
        this.spans = new int[2 * (n + 1)];
        int last = -1;
        int lastEnd = -1;
        for (int g = 0; g <= n; g++) {
            spans[2 * g] = m.start(g);
            spans[2 * g + 1] = m.end(g);
            // CPython's lastindex: the group that closed last, i.e. the one with the greatest end, outermost wins.
            if (g > 0 && m.start(g) >= 0 && m.end(g) > lastEnd) {
                last = g;
                lastEnd = m.end(g);
            }
        }
        this.pos = pos;
        this.endpos = endpos;
        this.lastIndex = last;
    }

    /** The compiled pattern that produced this match. */
    public Regex regex() {
        return regex;
    }

    /** The full subject string. */
    public String text() {
        return text;
    }

    /** Number of capturing groups (not counting group 0). */
    public int groupCount() {
        return spans.length / 2 - 1;
    }

    /** UTF-16 start of group {@code g}, or -1. */
    public int start(int g) {
        return spans[2 * g];
    }

    /** UTF-16 end of group {@code g}, or -1. */
    public int end(int g) {
        return spans[2 * g + 1];
    }

    /** Text of group {@code g}, or null when it did not participate. */
    public String group(int g) {
        int s = spans[2 * g];
        return s < 0 ? null : text.substring(s, spans[2 * g + 1]);
    }

    /** The {@code pos} argument of the search, in UTF-16 units. */
    public int pos() {
        return pos;
    }

    /** The {@code endpos} argument of the search, in UTF-16 units. */
    public int endpos() {
        return endpos;
    }

    /** CPython's {@code lastindex}, or -1 for None. */
    public int lastIndex() {
        return lastIndex;
    }

    /** CPython's {@code lastgroup}, or null. */
    public String lastGroup() {
        if (lastIndex < 0) {
            return null;
        }
        for (var e : regex.groupIndex().entrySet()) {
            if (e.getValue() == lastIndex) {
                return e.getKey();
            }
        }
        return null;
    }
}
