package io.agentcage.interpreter.internal.algorithms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A non-validating, namespace-aware XML 1.0 parser with expat's rules and messages, for {@code xml.etree}: text is
 * fed in pieces and each call reports the events of the complete constructs so far ({@link Event}). Safe by
 * construction: no external entity, DTD or URI is ever loaded (a reference to one is an undefined entity, as
 * CPython's ElementTree reports it); internal entities are expanded as text, charged to the {@link Budget}, and
 * stopped as expat 2.4 stops a "billion laughs": past {@link #AMPLIFICATION_ACTIVATION} bytes of expansion, more
 * than {@link #MAX_AMPLIFICATION} times the input is the error "limit on input amplification factor (from DTD and
 * entities) breached". Errors are {@link XmlError}s with expat's code, message, line and column. Not API.
 */
public final class XmlScanner {
    /** Expansion (bytes) before the amplification limit applies, as expat's default: 8 MiB. */
    public static final long AMPLIFICATION_ACTIVATION = 8L << 20;
    /** The largest ratio of input plus expansion to input, as expat's default. */
    public static final double MAX_AMPLIFICATION = 100.0;

    /** Where the work is charged: steps per character scanned, memory before expansion text is made. */
    public interface Budget {
        void charge(long steps);

        void reserve(long bytes);
    }

    /** A parse event: {@code kind} is start, end, data, comment, pi, start-ns or end-ns. */
    public record Event(String kind, String name, String text, List<String[]> attributes) {
    }

    /** A well-formedness error: expat's code and message, 1-based line and 0-based column. */
    public static final class XmlError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        public final int code;
        public final int line;
        public final int column;

        public XmlError(int code, String message, int line, int column) {
            super(message, null, false, false);
            this.code = code;
            this.line = line;
            this.column = column;
        }
    }

    /** Thrown inside the scanner when the text ends inside a construct (more may come). */
    private static final class Incomplete extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Incomplete INSTANCE = new Incomplete();

        private Incomplete() {
            super(null, null, false, false);
        }
    }

    private final Budget budget;
    private final StringBuilder buf = new StringBuilder();
    private int pos;
    private int line = 1;
    private int col;
    private boolean finalChunk;
    private boolean seenRoot;
    private boolean rootClosed;
    private boolean started;
    private boolean externalDtd;
    /** An open element: its qualified name as written and the prefixes it declared. */
    private record Open(String qname, List<String> declared) {
    }

    private final Deque<Open> open = new ArrayDeque<>();
    private final Deque<Map<String, String>> scopes = new ArrayDeque<>();
    private final Map<String, String> entities = new HashMap<>();
    private final java.util.Set<String> externalEntities = new java.util.HashSet<>();
    private final List<Event> events = new ArrayList<>();
    private long consumed;
    private long expanded;

    public XmlScanner(Budget budget) {
        this.budget = budget;
        Map<String, String> root = new HashMap<>();
        root.put("xml", "http://www.w3.org/XML/1998/namespace");
        scopes.push(root);
    }

    /** Feeds text; returns the events of every construct it completes. */
    public List<Event> feed(String text) {
        budget.reserve(2L * text.length());
        buf.append(text);
        return run(false);
    }

    /** Characters of input fed and not yet consumed, and of the declared entities' text (what this holds). */
    public long heldChars() {
        long n = buf.length();
        for (String v : entities.values()) {
            n += v.length();
        }
        return n;
    }

    /** Ends the document: returns the last events, or throws for what is left unfinished. */
    public List<Event> close() {
        return run(true);
    }

    private List<Event> run(boolean last) {
        finalChunk = last;
        events.clear();
        try {
            while (true) {
                int mark = pos;
                int markLine = line;
                int markCol = col;
                try {
                    if (!step()) {
                        break;
                    }
                } catch (Incomplete e) {
                    pos = mark;
                    line = markLine;
                    col = markCol;
                    if (finalChunk) {
                        throw unfinished(mark);
                    }
                    break;
                }
            }
            if (finalChunk && (!seenRoot || !open.isEmpty())) {
                throw error(3, "no element found");
            }
        } finally {
            consumed += pos;
            buf.delete(0, pos);
            pos = 0;
        }
        return new ArrayList<>(events);
    }

    private XmlError unfinished(int mark) {
        if (mark >= buf.length() || isBlank(buf.substring(mark))) {
            return error(3, "no element found", line, col);
        }
        if (buf.charAt(mark) == '<' && buf.indexOf("<![CDATA[", mark) == mark) {
            return error(20, "unclosed CDATA section", line, col);
        }
        return error(buf.charAt(mark) == '<' || buf.charAt(mark) == '&' ? 5 : 3,
                buf.charAt(mark) == '<' || buf.charAt(mark) == '&' ? "unclosed token" : "no element found",
                line, col);
    }

    private static boolean isBlank(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!isSpace(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static XmlError error(int code, String message, int line, int col) {
        return new XmlError(code, message, line, col);
    }

    private XmlError error(int code, String message) {
        return error(code, message, line, col);
    }

    // ---------------------------------------------------------------------------------------------- reading

    private char peek(int ahead) {
        int i = pos + ahead;
        if (i >= buf.length()) {
            throw Incomplete.INSTANCE;
        }
        return buf.charAt(i);
    }

    private boolean has(int ahead) {
        return pos + ahead < buf.length();
    }

    private char next() {
        char c = peek(0);
        pos++;
        if (c == '\n') {
            line++;
            col = 0;
        } else {
            col += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return c;
    }

    private void expect(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (peek(0) != s.charAt(i)) {
                throw error(4, "not well-formed (invalid token)");
            }
            next();
        }
    }

    private boolean lookingAt(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (peek(i) != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static boolean isNameStart(char c) {
        return Character.isLetter(c) || c == '_' || c == ':' || (c >= 0xC0 && c != 0xD7 && c != 0xF7);
    }

    private static boolean isNameChar(char c) {
        return isNameStart(c) || Character.isDigit(c) || c == '-' || c == '.' || c == 0xB7;
    }

    private void skipSpace() {
        while (isSpace(peek(0))) {
            next();
        }
    }

    private String name() {
        if (!isNameStart(peek(0))) {
            throw error(4, "not well-formed (invalid token)");
        }
        int start = pos;
        next();
        while (isNameChar(peek(0))) {
            next();
        }
        budget.charge(1 + (pos - start) / 16);
        return buf.substring(start, pos);
    }

    // ---------------------------------------------------------------------------------------------- tokens

    /** Scans one construct; false when the text ends at a construct boundary. */
    private boolean step() {
        if (pos >= buf.length()) {
            return false;
        }
        char c = buf.charAt(pos);
        if (c == '<') {
            markup();
        } else if (open.isEmpty()) {
            outside();
        } else {
            text();
        }
        started = true;
        return true;
    }

    /** Text outside the root element: only white space may be there. */
    private void outside() {
        int l = line;
        int cl = col;
        while (pos < buf.length() && buf.charAt(pos) != '<') {
            char c = buf.charAt(pos);
            if (!isSpace(c)) {
                if (rootClosed) {
                    throw error(9, "junk after document element", line, col);
                }
                // expat reads a run of name characters as a prolog token and fails at what follows it
                while (pos < buf.length() && isNameChar(buf.charAt(pos))) {
                    next();
                }
                throw error(4, "not well-formed (invalid token)", line, col);
            }
            next();
        }
        if (pos >= buf.length() && !finalChunk) {
            return;
        }
        budget.charge(1 + (col - cl + (line - l) * 80L) / 16);
    }

    private void text() {
        StringBuilder sb = new StringBuilder();
        while (pos < buf.length()) {
            char c = buf.charAt(pos);
            if (c == '<') {
                break;
            }
            if (c == '&') {
                int save = pos;
                int sl = line;
                int sc = col;
                try {
                    reference(sb, false);
                } catch (Incomplete e) {
                    pos = save;
                    line = sl;
                    col = sc;
                    if (!finalChunk || sb.length() > 0) {
                        break;
                    }
                    throw e;
                }
                continue;
            }
            if (c == ']' && pos + 2 < buf.length() && buf.charAt(pos + 1) == ']' && buf.charAt(pos + 2) == '>') {
                next();
                next();
                throw error(4, "not well-formed (invalid token)");
            }
            if (c == '\r') {
                next();
                if (pos < buf.length() && buf.charAt(pos) == '\n') {
                    continue;
                }
                sb.append('\n');
                continue;
            }
            sb.append(next());
        }
        budget.charge(1 + sb.length() / 16);
        if (sb.length() > 0) {
            events.add(new Event("data", null, sb.toString(), null));
        }
    }

    private void markup() {
        if (lookingAt("<?")) {
            pi();
        } else if (lookingAt("<!--")) {
            comment();
        } else if (lookingAt("<![CDATA[")) {
            if (open.isEmpty()) {
                throw error(4, "not well-formed (invalid token)");
            }
            cdata();
        } else if (lookingAt("<!DOCTYPE")) {
            doctype();
        } else if (peek(1) == '/') {
            endTag();
        } else if (peek(1) == '!') {
            next();
            throw error(4, "not well-formed (invalid token)", line, col + 1);
        } else {
            startTag();
        }
    }

    private void pi() {
        int l = line;
        int c = col;
        next();
        next();
        String target = name();
        if (target.equalsIgnoreCase("xml")) {
            if (started || l != 1 || c != 0) {
                throw error(17, "XML or text declaration not at start of entity", l, c);
            }
            int end = buf.indexOf("?>", pos);
            if (end < 0) {
                throw Incomplete.INSTANCE;
            }
            while (pos < end + 2) {
                next();
            }
            return;
        }
        int end = buf.indexOf("?>", pos);
        if (end < 0) {
            throw Incomplete.INSTANCE;
        }
        if (pos < end && !isSpace(buf.charAt(pos))) {
            throw error(4, "not well-formed (invalid token)");
        }
        skipSpace();
        String data = buf.substring(Math.min(pos, end), end);
        while (pos < end + 2) {
            next();
        }
        budget.charge(1 + data.length() / 16);
        events.add(new Event("pi", target, data, null));
    }

    private void comment() {
        for (int i = 0; i < 4; i++) {
            next();
        }
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (peek(0) == '-' && peek(1) == '-') {
                if (peek(2) != '>') {
                    next();
                    next();
                    throw error(4, "not well-formed (invalid token)");
                }
                next();
                next();
                next();
                break;
            }
            sb.append(next());
        }
        budget.charge(1 + sb.length() / 16);
        events.add(new Event("comment", null, sb.toString().replace("\r\n", "\n"), null));
    }

    private void cdata() {
        int end = buf.indexOf("]]>", pos + 9);
        if (end < 0) {
            throw Incomplete.INSTANCE;
        }
        for (int i = 0; i < 9; i++) {
            next();
        }
        String text = buf.substring(pos, end);
        while (pos < end + 3) {
            next();
        }
        budget.charge(1 + text.length() / 16);
        if (!text.isEmpty()) {
            events.add(new Event("data", null, text.replace("\r\n", "\n"), null));
        }
    }

    /** {@code <!DOCTYPE name [SYSTEM|PUBLIC ids] [internal subset]>}: entity declarations are kept, nothing loaded. */
    private void doctype() {
        if (seenRoot) {
            throw error(4, "not well-formed (invalid token)");
        }
        for (int i = 0; i < 9; i++) {
            next();
        }
        skipSpace();
        name();
        skipSpace();
        if (lookingAt("SYSTEM") || lookingAt("PUBLIC")) {
            externalDtd = true;
            boolean pub = lookingAt("PUBLIC");
            for (int i = 0; i < 6; i++) {
                next();
            }
            skipSpace();
            quoted();
            if (pub) {
                skipSpace();
                quoted();
            }
            skipSpace();
        }
        if (peek(0) == '[') {
            next();
            subset();
        }
        skipSpace();
        expect(">");
    }

    private String quoted() {
        char q = peek(0);
        if (q != '"' && q != '\'') {
            throw error(2, "syntax error");
        }
        next();
        int start = pos;
        while (peek(0) != q) {
            next();
        }
        String v = buf.substring(start, pos);
        next();
        return v;
    }

    private void subset() {
        while (true) {
            skipSpace();
            if (peek(0) == ']') {
                next();
                return;
            }
            if (lookingAt("<!--")) {
                int end = buf.indexOf("-->", pos + 4);
                if (end < 0) {
                    throw Incomplete.INSTANCE;
                }
                while (pos < end + 3) {
                    next();
                }
            } else if (lookingAt("<?")) {
                int end = buf.indexOf("?>", pos + 2);
                if (end < 0) {
                    throw Incomplete.INSTANCE;
                }
                while (pos < end + 2) {
                    next();
                }
            } else if (lookingAt("<!ENTITY")) {
                entityDecl();
            } else if (lookingAt("<!")) {
                // ELEMENT, ATTLIST, NOTATION: read up to the closing '>', quotes respected
                char q = 0;
                while (true) {
                    char c = next();
                    if (q != 0) {
                        q = c == q ? 0 : q;
                    } else if (c == '"' || c == '\'') {
                        q = c;
                    } else if (c == '>') {
                        break;
                    }
                }
            } else if (peek(0) == '%') {
                throw error(10, "illegal parameter entity reference");
            } else {
                throw error(2, "syntax error");
            }
        }
    }

    private void entityDecl() {
        for (int i = 0; i < 8; i++) {
            next();
        }
        skipSpace();
        boolean parameter = false;
        if (peek(0) == '%') {
            next();
            skipSpace();
            parameter = true;
        }
        String n = name();
        skipSpace();
        if (peek(0) == '"' || peek(0) == '\'') {
            String value = quoted();
            if (!parameter && !entities.containsKey(n) && !externalEntities.contains(n)) {
                entities.put(n, value);
            }
        } else {
            // SYSTEM/PUBLIC: an external entity, never loaded (a reference to it is undefined)
            while (peek(0) != '>') {
                if (peek(0) == '"' || peek(0) == '\'') {
                    quoted();
                } else {
                    next();
                }
            }
            if (!parameter) {
                externalEntities.add(n);
            }
        }
        skipSpace();
        expect(">");
    }

    // ---------------------------------------------------------------------------------------------- references

    /** Appends what the reference at {@code &} stands for; {@code inAttribute}: in an attribute value. */
    private void reference(StringBuilder out, boolean inAttribute) {
        int l = line;
        int c = col;
        next();
        if (peek(0) == '#') {
            next();
            int radix = 10;
            if (peek(0) == 'x') {
                next();
                radix = 16;
            }
            int start = pos;
            while (Character.digit(peek(0), radix) >= 0) {
                next();
            }
            if (pos == start || peek(0) != ';') {
                throw error(4, "not well-formed (invalid token)");
            }
            String digits = buf.substring(start, pos);
            next();
            long cp;
            try {
                cp = Long.parseLong(digits, radix);
            } catch (NumberFormatException e) {
                cp = -1;
            }
            if (cp <= 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || cp == 0xFFFE || cp == 0xFFFF
                    || (cp < 0x20 && cp != 9 && cp != 10 && cp != 13)) {
                throw error(14, "reference to invalid character number", l, c);
            }
            out.appendCodePoint((int) cp);
            return;
        }
        if (!isNameStart(peek(0))) {
            throw error(4, "not well-formed (invalid token)");
        }
        String n = name();
        if (peek(0) != ';') {
            throw error(4, "not well-formed (invalid token)");
        }
        next();
        expand(out, n, l, c, new ArrayDeque<>(), inAttribute);
    }

    private void expand(StringBuilder out, String n, int l, int c, Deque<String> active, boolean inAttribute) {
        switch (n) {
            case "amp":
                out.append('&');
                return;
            case "lt":
                out.append('<');
                return;
            case "gt":
                out.append('>');
                return;
            case "apos":
                out.append('\'');
                return;
            case "quot":
                out.append('"');
                return;
            default:
                break;
        }
        String value = entities.get(n);
        if (value == null) {
            if (externalDtd || externalEntities.contains(n)) {
                throw error(11, "undefined entity &" + n + ";", l, c);
            }
            throw error(11, "undefined entity", l, c);
        }
        if (active.contains(n)) {
            throw error(12, "recursive entity reference", l, c);
        }
        active.push(n);
        int i = 0;
        while (i < value.length()) {
            char ch = value.charAt(i);
            if (ch == '&') {
                int semi = value.indexOf(';', i);
                if (semi < 0) {
                    throw error(4, "not well-formed (invalid token)", l, c);
                }
                String ref = value.substring(i + 1, semi);
                if (ref.startsWith("#")) {
                    boolean hex = ref.startsWith("#x");
                    try {
                        out.appendCodePoint(Integer.parseInt(ref.substring(hex ? 2 : 1), hex ? 16 : 10));
                    } catch (IllegalArgumentException e) {
                        throw error(14, "reference to invalid character number", l, c);
                    }
                } else {
                    expand(out, ref, l, c, active, inAttribute);
                }
                i = semi + 1;
            } else if (ch == '<') {
                if (inAttribute) {
                    throw error(4, "not well-formed (invalid token)", l, c);
                }
                throw new XmlError(4, "not well-formed (invalid token)", l, c);
            } else {
                out.append(ch);
                i++;
                grow(1, l, c);
            }
        }
        active.pop();
    }

    /** Counts {@code n} characters of expansion against the budget and expat's amplification limit. */
    private void grow(long n, int l, int c) {
        expanded += n;
        if ((expanded & 0x3FF) == 0) {
            budget.charge(64);
            budget.reserve(2048);
        }
        long input = Math.max(1, consumed + pos);
        if (expanded > AMPLIFICATION_ACTIVATION && (input + expanded) / (double) input > MAX_AMPLIFICATION) {
            throw error(43, "limit on input amplification factor (from DTD and entities) breached", l, c);
        }
    }

    // ---------------------------------------------------------------------------------------------- tags

    private void startTag() {
        if (rootClosed) {
            throw error(9, "junk after document element");
        }
        int tl = line;
        int tc = col;
        next();
        String qname = name();
        List<String[]> raw = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        boolean empty;
        while (true) {
            boolean space = isSpace(peek(0));
            skipSpace();
            char c = peek(0);
            if (c == '>') {
                next();
                empty = false;
                break;
            }
            if (c == '/') {
                next();
                expect(">");
                empty = true;
                break;
            }
            if (!space) {
                throw error(4, "not well-formed (invalid token)");
            }
            int al = line;
            int ac = col;
            String an = name();
            skipSpace();
            if (peek(0) != '=') {
                throw error(4, "not well-formed (invalid token)");
            }
            next();
            skipSpace();
            String value = attributeValue();
            if (!seen.add(an)) {
                throw error(8, "duplicate attribute", al, ac);
            }
            raw.add(new String[] {an, value});
        }
        // namespace declarations first, then names resolved in the new scope
        Map<String, String> scope = new HashMap<>(scopes.peek());
        List<String[]> attrs = new ArrayList<>();
        List<String> declared = new ArrayList<>();
        for (String[] a : raw) {
            if (a[0].equals("xmlns")) {
                scope.put("", a[1]);
                declared.add("");
                events.add(new Event("start-ns", "", a[1], null));
            } else if (a[0].startsWith("xmlns:")) {
                scope.put(a[0].substring(6), a[1]);
                declared.add(a[0].substring(6));
                events.add(new Event("start-ns", a[0].substring(6), a[1], null));
            }
        }
        for (String[] a : raw) {
            if (!a[0].equals("xmlns") && !a[0].startsWith("xmlns:")) {
                attrs.add(new String[] {resolve(a[0], scope, false, tl, tc), a[1]});
            }
        }
        String tag = resolve(qname, scope, true, tl, tc);
        scopes.push(scope);
        open.push(new Open(qname, declared));
        seenRoot = true;
        events.add(new Event("start", tag, null, attrs));
        budget.charge(4 + raw.size());
        if (empty) {
            close(tag);
        }
    }

    private String resolve(String qname, Map<String, String> scope, boolean element, int l, int c) {
        int colon = qname.indexOf(':');
        if (colon < 0) {
            String def = element ? scope.get("") : null;
            return def == null || def.isEmpty() ? qname : "{" + def + "}" + qname;
        }
        String prefix = qname.substring(0, colon);
        String uri = scope.get(prefix);
        if (uri == null) {
            throw error(27, "unbound prefix", l, c);
        }
        return "{" + uri + "}" + qname.substring(colon + 1);
    }

    private String attributeValue() {
        char q = peek(0);
        if (q != '"' && q != '\'') {
            throw error(4, "not well-formed (invalid token)");
        }
        next();
        StringBuilder sb = new StringBuilder();
        while (true) {
            char c = peek(0);
            if (c == q) {
                next();
                break;
            }
            if (c == '<') {
                throw error(4, "not well-formed (invalid token)");
            }
            if (c == '&') {
                reference(sb, true);
                continue;
            }
            next();
            if (c == '\r' && has(0) && peek(0) == '\n') {
                continue;
            }
            sb.append(c == '\t' || c == '\n' || c == '\r' ? ' ' : c);
        }
        return sb.toString();
    }

    private void endTag() {
        next();
        next();
        int nl = line;
        int nc = col;
        String qname = name();
        skipSpace();
        expect(">");
        if (open.isEmpty()) {
            throw error(9, "junk after document element", nl, nc - 2);
        }
        if (!open.peek().qname().equals(qname)) {
            throw error(7, "mismatched tag", nl, nc);
        }
        Map<String, String> scope = scopes.peek();
        close(resolve(qname, scope, true, nl, nc));
    }

    private void close(String tag) {
        Open top = open.pop();
        scopes.pop();
        events.add(new Event("end", tag, null, null));
        for (int i = top.declared().size() - 1; i >= 0; i--) {
            events.add(new Event("end-ns", top.declared().get(i), null, null));
        }
        if (open.isEmpty()) {
            rootClosed = true;
        }
    }
}
