package io.agentcage.validator.internal;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Finds regular expressions that backtrack catastrophically in Python's {@code re}: a quantified group whose
 * body ends in a repetition that can also start the next round ({@code (a+)+}, {@code (\w+\s?)*}), a quantified
 * group whose body matches the empty string ({@code (a*)*}), and quantified alternations whose branches can match
 * the same text ({@code (a|aa)*}, {@code (\w|\d)+}). Heuristic and conservative on purpose: it knows character
 * classes, not full languages. Not API.
 */
public final class RegexAnalyzer {

    /** A character set over ASCII plus three buckets for the rest: word characters, spaces, anything else. */
    static final class Chars {
        static final int WORD = 1;
        static final int SPACE = 2;
        static final int REST = 4;
        static final int ALL = WORD | SPACE | REST;
        final BitSet ascii = new BitSet(128);
        int other;

        static Chars of(char c) {
            Chars s = new Chars();
            if (c < 128) {
                s.ascii.set(c);
            } else {
                s.other = Character.isLetterOrDigit(c) ? WORD : Character.isWhitespace(c) ? SPACE : REST;
            }
            return s;
        }

        static Chars any(boolean dotAll) {
            Chars s = new Chars();
            s.ascii.set(0, 128);
            if (!dotAll) {
                s.ascii.clear('\n');
            }
            s.other = ALL;
            return s;
        }

        Chars or(Chars o) {
            Chars s = new Chars();
            s.ascii.or(ascii);
            s.ascii.or(o.ascii);
            s.other = other | o.other;
            return s;
        }

        Chars negate() {
            Chars s = new Chars();
            s.ascii.set(0, 128);
            s.ascii.andNot(ascii);
            s.other = ALL & ~other;
            return s;
        }

        boolean intersects(Chars o) {
            return ascii.intersects(o.ascii) || (other & o.other) != 0;
        }
    }

    /** A parsed regex node with the facts the checks need. */
    static final class Node {
        final List<Node> kids = new ArrayList<>();
        char type; // 'c' chars, 's' sequence, 'a' alternation, 'r' repeat, 'e' empty/anchor
        Chars chars = new Chars();
        int min;
        int max; // -1 = unbounded
        boolean atomic;
        int start;
        int end;
        String literal; // the fixed text this node matches, when it has one
    }

    /**
     * A finding.
     *
     * @param part   the offending part of the pattern
     * @param reason why it backtracks
     */
    public record Problem(String part, String reason) {
    }

    private final String p;
    private int i;
    private final List<Problem> problems = new ArrayList<>();

    private RegexAnalyzer(String pattern) {
        this.p = pattern;
    }

    /** The first catastrophic-backtracking construct in {@code pattern}, or null (also when it does not parse). */
    public static Problem analyze(String pattern) {
        RegexAnalyzer a = new RegexAnalyzer(pattern);
        try {
            Node root = a.alternation(0);
            a.check(root);
        } catch (RuntimeException e) {
            return null; // not a valid pattern: re.compile will say so at run time
        }
        return a.problems.isEmpty() ? null : a.problems.get(0);
    }

    // ---------------------------------------------------------------- parsing

    private Node alternation(int depth) {
        if (depth > 200) {
            throw new IllegalStateException("too deep");
        }
        int start = i;
        List<Node> branches = new ArrayList<>();
        branches.add(sequence(depth));
        while (i < p.length() && p.charAt(i) == '|') {
            i++;
            branches.add(sequence(depth));
        }
        if (branches.size() == 1) {
            return branches.get(0);
        }
        Node n = node('a', start);
        n.kids.addAll(branches);
        return n;
    }

    private Node sequence(int depth) {
        Node n = node('s', i);
        StringBuilder lit = new StringBuilder();
        boolean fixed = true;
        while (i < p.length() && p.charAt(i) != '|' && p.charAt(i) != ')') {
            Node atom = quantified(depth);
            n.kids.add(atom);
            if (atom.literal == null) {
                fixed = false;
            } else {
                lit.append(atom.literal);
            }
        }
        n.end = i;
        n.literal = fixed ? lit.toString() : null;
        return n;
    }

    private Node quantified(int depth) {
        int start = i;
        Node atom = atom(depth);
        while (i < p.length()) {
            char c = p.charAt(i);
            int min;
            int max;
            if (c == '*' || c == '+' || c == '?') {
                min = c == '+' ? 1 : 0;
                max = c == '?' ? 1 : -1;
                i++;
            } else if (c == '{' && p.indexOf('}', i) > 0 && p.substring(i + 1, p.indexOf('}', i)).matches("\\d*(,\\d*)?")
                    && p.indexOf('}', i) > i + 1) {
                String body = p.substring(i + 1, p.indexOf('}', i));
                i = p.indexOf('}', i) + 1;
                String[] mm = body.split(",", -1);
                min = mm[0].isEmpty() ? 0 : Integer.parseInt(mm[0]);
                max = mm.length == 1 ? min : mm[1].isEmpty() ? -1 : Integer.parseInt(mm[1]);
            } else {
                break;
            }
            Node r = node('r', start);
            r.kids.add(atom);
            r.min = min;
            r.max = max;
            if (i < p.length() && p.charAt(i) == '?') {
                i++;
            } else if (i < p.length() && p.charAt(i) == '+') {
                i++;
                r.atomic = true; // possessive: never backtracks
            }
            r.end = i;
            atom = r;
        }
        return atom;
    }

    private Node atom(int depth) {
        int start = i;
        char c = p.charAt(i++);
        switch (c) {
            case '(': return group(start, depth);
            case '[': return charClass(start);
            case '.': return chars(Chars.any(false), start, null);
            case '^':
            case '$': return node('e', start);
            case '\\': return escape(start);
            default: return chars(Chars.of(c), start, String.valueOf(c));
        }
    }

    private Node group(int start, int depth) {
        boolean atomic = false;
        boolean zeroWidth = false;
        if (p.startsWith("?", i)) {
            if (p.startsWith("?#", i)) {
                i = p.indexOf(')', i) + 1;
                return node('e', start);
            }
            if (p.startsWith("?P=", i)) {
                i = p.indexOf(')', i) + 1;
                return chars(Chars.any(true), start, null); // backreference
            }
            if (p.startsWith("?P<", i)) {
                i = p.indexOf('>', i) + 1;
            } else if (p.startsWith("?:", i)) {
                i += 2;
            } else if (p.startsWith("?>", i)) {
                i += 2;
                atomic = true;
            } else if (p.startsWith("?=", i) || p.startsWith("?!", i)) {
                i += 2;
                zeroWidth = true;
            } else if (p.startsWith("?<=", i) || p.startsWith("?<!", i)) {
                i += 3;
                zeroWidth = true;
            } else if (p.startsWith("?(", i)) {
                i = p.indexOf(')', i) + 1; // conditional: parse the branches as an alternation
            } else {
                i++;
                while (Character.isLetter(p.charAt(i)) || p.charAt(i) == '-') {
                    i++;
                }
                if (p.charAt(i) == ')') {
                    i++;
                    return node('e', start); // global flags such as (?i)
                }
                i++; // ':' of scoped flags
            }
        }
        Node inner = alternation(depth + 1);
        if (p.charAt(i) != ')') {
            throw new IllegalStateException("unbalanced");
        }
        i++;
        if (zeroWidth) {
            return node('e', start);
        }
        Node g = node('s', start);
        g.kids.add(inner);
        g.atomic = atomic;
        g.literal = inner.literal;
        g.end = i;
        return g;
    }

    private Node charClass(int start) {
        Chars set = new Chars();
        boolean negate = p.charAt(i) == '^';
        if (negate) {
            i++;
        }
        boolean first = true;
        while (p.charAt(i) != ']' || first) {
            first = false;
            Chars item;
            char lo;
            if (p.charAt(i) == '\\') {
                i++;
                Chars cls = classEscape(p.charAt(i));
                if (cls != null) {
                    i++;
                    set = set.or(cls);
                    continue;
                }
                lo = escapedChar();
            } else {
                lo = p.charAt(i++);
            }
            if (p.charAt(i) == '-' && p.charAt(i + 1) != ']') {
                i++;
                char hi = p.charAt(i) == '\\' ? (char) (i++ > 0 ? escapedChar() : 0) : p.charAt(i++);
                item = range(lo, hi);
            } else {
                item = Chars.of(lo);
            }
            set = set.or(item);
        }
        i++;
        return chars(negate ? set.negate() : set, start, null);
    }

    private static Chars range(char lo, char hi) {
        Chars s = new Chars();
        for (int c = lo; c <= hi && c < 128; c++) {
            s.ascii.set(c);
        }
        s.other = hi >= 128 ? Chars.ALL : 0;
        return s;
    }

    private char escapedChar() {
        char c = p.charAt(i++);
        switch (c) {
            case 'n': return '\n';
            case 't': return '\t';
            case 'r': return '\r';
            case 'f': return '\f';
            case 'v': return 0x0b;
            case 'x': i += 2; return (char) Integer.parseInt(p.substring(i - 2, i), 16);
            case 'u': i += 4; return (char) Integer.parseInt(p.substring(i - 4, i), 16);
            default: return c;
        }
    }

    private static Chars classEscape(char c) {
        Chars s = new Chars();
        switch (Character.toLowerCase(c)) {
            case 'd': s.ascii.set('0', '9' + 1); s.other = Chars.WORD; break;
            case 'w':
                s.ascii.set('a', 'z' + 1);
                s.ascii.set('A', 'Z' + 1);
                s.ascii.set('0', '9' + 1);
                s.ascii.set('_');
                s.other = Chars.WORD;
                break;
            case 's':
                for (char w : " \t\n\r\f\u000b".toCharArray()) {
                    s.ascii.set(w);
                }
                s.other = Chars.SPACE;
                break;
            default: return null;
        }
        return Character.isUpperCase(c) ? s.negate() : s;
    }

    private Node escape(int start) {
        char c = p.charAt(i);
        Chars cls = classEscape(c);
        if (cls != null) {
            i++;
            return chars(cls, start, null);
        }
        if ("bBAZ".indexOf(c) >= 0) {
            i++;
            return node('e', start);
        }
        if (Character.isDigit(c)) {
            while (i < p.length() && Character.isDigit(p.charAt(i))) {
                i++;
            }
            return chars(Chars.any(true), start, null); // backreference
        }
        char lit = escapedChar();
        return chars(Chars.of(lit), start, String.valueOf(lit));
    }

    private Node node(char type, int start) {
        Node n = new Node();
        n.type = type;
        n.start = start;
        n.end = i;
        if (type == 'e') {
            n.literal = "";
        }
        return n;
    }

    private Node chars(Chars set, int start, String literal) {
        Node n = node('c', start);
        n.chars = set;
        n.literal = literal;
        return n;
    }

    // ---------------------------------------------------------------- facts

    private static boolean nullable(Node n) {
        switch (n.type) {
            case 'e': return true;
            case 'c': return false;
            case 'r': return n.min == 0 || nullable(n.kids.get(0));
            case 'a': return n.kids.stream().anyMatch(RegexAnalyzer::nullable);
            default: return n.kids.stream().allMatch(RegexAnalyzer::nullable);
        }
    }

    private static Chars first(Node n) {
        switch (n.type) {
            case 'c': return n.chars;
            case 'r': return first(n.kids.get(0));
            case 'a': {
                Chars s = new Chars();
                for (Node k : n.kids) {
                    s = s.or(first(k));
                }
                return s;
            }
            case 's': {
                Chars s = new Chars();
                for (Node k : n.kids) {
                    s = s.or(first(k));
                    if (!nullable(k)) {
                        break;
                    }
                }
                return s;
            }
            default: return new Chars();
        }
    }

    private static Chars last(Node n) {
        switch (n.type) {
            case 'c': return n.chars;
            case 'r': return last(n.kids.get(0));
            case 'a': {
                Chars s = new Chars();
                for (Node k : n.kids) {
                    s = s.or(last(k));
                }
                return s;
            }
            case 's': {
                Chars s = new Chars();
                for (int k = n.kids.size() - 1; k >= 0; k--) {
                    s = s.or(last(n.kids.get(k)));
                    if (!nullable(n.kids.get(k))) {
                        break;
                    }
                }
                return s;
            }
            default: return new Chars();
        }
    }

    /** Unbounded repetitions that can start a match of {@code n}. */
    private static void headRepeats(Node n, List<Node> out) {
        if (n.atomic) {
            return;
        }
        if (n.type == 'r') {
            if (n.max == -1) {
                out.add(n);
            }
            headRepeats(n.kids.get(0), out);
        } else if (n.type == 'a') {
            n.kids.forEach(k -> headRepeats(k, out));
        } else if (n.type == 's') {
            for (Node k : n.kids) {
                headRepeats(k, out);
                if (!nullable(k)) {
                    break;
                }
            }
        }
    }

    private static Chars all(Node n) {
        Chars s = n.type == 'c' ? n.chars : new Chars();
        for (Node k : n.kids) {
            s = s.or(all(k));
        }
        return s;
    }

    /** Unbounded repetitions that can end a match of {@code n}. */
    private static void tailRepeats(Node n, List<Node> out) {
        if (n.atomic) {
            return;
        }
        if (n.type == 'r') {
            if (n.max == -1 && !n.atomic) {
                out.add(n);
            }
            tailRepeats(n.kids.get(0), out);
        } else if (n.type == 'a') {
            n.kids.forEach(k -> tailRepeats(k, out));
        } else if (n.type == 's') {
            for (int k = n.kids.size() - 1; k >= 0; k--) {
                tailRepeats(n.kids.get(k), out);
                if (!nullable(n.kids.get(k))) {
                    break;
                }
            }
        }
    }

    // ---------------------------------------------------------------- checks

    private String src(Node n) {
        return p.substring(n.start, Math.max(n.start, n.end));
    }

    private void check(Node n) {
        if (n.atomic) {
            return;
        }
        if (n.type == 'r' && (n.max == -1 || n.max >= 10)) {
            checkRepeat(n);
        }
        for (Node k : n.kids) {
            check(k);
        }
    }

    private void checkRepeat(Node r) {
        Node body = r.kids.get(0);
        if (nullable(body) && body.type != 'e' && !body.kids.isEmpty()) {
            problems.add(new Problem(src(r), "'" + src(body) + "' can match the empty string inside a repetition"));
            return;
        }
        List<Node> tails = new ArrayList<>();
        tailRepeats(body, tails);
        Chars start = first(body);
        for (Node t : tails) {
            if (t != body && all(t.kids.get(0)).intersects(start)) {
                problems.add(new Problem(src(r), "the repetition '" + src(t) + "' is nested inside the repetition '"
                        + src(r) + "' and both can match the same characters"));
                return;
            }
        }
        List<Node> heads = new ArrayList<>();
        headRepeats(body, heads);
        Chars end = last(body);
        for (Node h : heads) {
            if (h != body && all(h.kids.get(0)).intersects(end)) {
                problems.add(new Problem(src(r), "the repetition '" + src(h) + "' is nested inside the repetition '"
                        + src(r) + "' and both can match the same characters"));
                return;
            }
        }
        Node alt = unwrap(body);
        if (alt.type == 'a') {
            checkAlternation(r, alt);
        }
    }

    private static Node unwrap(Node n) {
        Node x = n;
        while (x.type == 's' && x.kids.size() == 1 && !x.atomic) {
            x = x.kids.get(0);
        }
        return x;
    }

    private void checkAlternation(Node r, Node alt) {
        for (int a = 0; a < alt.kids.size(); a++) {
            for (int b = a + 1; b < alt.kids.size(); b++) {
                Node x = alt.kids.get(a);
                Node y = alt.kids.get(b);
                if (!first(x).intersects(first(y))) {
                    continue;
                }
                if (x.literal != null && y.literal != null && !x.literal.startsWith(y.literal)
                        && !y.literal.startsWith(x.literal)) {
                    continue; // distinct fixed words: at most one can match at a position
                }
                problems.add(new Problem(src(r), "the alternatives '" + src(x) + "' and '" + src(y)
                        + "' can match the same text inside the repetition '" + src(r) + "'"));
                return;
            }
        }
    }
}
