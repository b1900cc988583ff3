package io.agentcage.interpreter.internal.object;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A guest {@code str}: a sequence of Unicode code points. Backed by a Java string; indexing counts code points, so
 * {@code len('😀') == 1}. Strings made only of BMP characters (the usual case) index in constant time.
 */
public class PyStr extends PyObject {

    private static final ConcurrentHashMap<String, PyStr> INTERNED = new ConcurrentHashMap<>();
    private static final PyStr[] CHARS = new PyStr[256];
    public static final PyStr EMPTY = new PyStr("");

    static {
        for (int i = 0; i < CHARS.length; i++) {
            CHARS[i] = new PyStr(String.valueOf((char) i));
        }
    }

    /** Below this many chars a concatenation copies; from it on, the result gets a buffer later ones append to. */
    private static final int BUFFERED = 1024;

    /** The text of a string made from a Java string; null for a buffered one. Final: safe to share across threads. */
    private final String fixed;
    /**
     * For strings made by concatenation: a buffer whose first {@link #bufLen} chars are this string. The newest
     * string of a buffer may append to it in place, so {@code s += t} in a loop is linear, as in CPython.
     */
    private final StringBuilder buf;
    private final int bufLen;
    /** The text of a buffered string, made on first read. */
    private String made;
    private int hash;
    /** Number of code points, or -1 until computed. */
    private int cpLen = -1;
    /** Whether the text (or the buffer) holds a char above U+00FF, so the JDK keeps two bytes per char. */
    private final boolean wide;

    public PyStr(String value) {
        this(value, Footprint.isWide(value));
    }

    /** A string whose width the caller knows ({@code wide}: some char is above U+00FF). */
    PyStr(String value, boolean wide) {
        super(Footprint.str(value.length(), wide));
        this.fixed = value;
        this.buf = null;
        this.bufLen = 0;
        this.wide = wide;
        if (!wide) {
            // Latin-1 text has no surrogate pairs: its chars are its code points. Known here, the length also
            // spares the memory walk a visit to the Java string and its array (see footprint)
            this.cpLen = value.length();
        }
    }

    private PyStr(StringBuilder buf, int bufLen, int cpLen, boolean wide) {
        super(Footprint.STR);
        this.fixed = null;
        this.buf = buf;
        this.bufLen = bufLen;
        this.cpLen = cpLen;
        this.wide = wide;
    }



    /** Whether the JDK keeps this string's text with two bytes per char. */
    public boolean isWide() {
        return wide;
    }

    /** The bytes of this string by itself: the object and the text it made of its own (not a shared buffer). */
    @Override
    public long footprint() {
        int n = cpLen;
        if (n >= 0 && !wide && fixed != null) {
            // a Latin-1 string's code points are its chars (the constructor set cpLen; -1 where another thread
            // sees the string before that write): no load of the Java string and its array
            return Footprint.str(n, false);
        }
        String v = fixed != null ? fixed : made;
        return v == null ? Footprint.STR : Footprint.str(v.length(), wide);
    }

    /** The bytes of the append buffer this string shares, if any (counted once per buffer by the gauge). */
    public long bufferFootprint() {
        StringBuilder b = buf;
        return b == null ? 0 : Footprint.STRING_BUILDER + Footprint.byteArray((long) b.capacity() * (wide ? 2 : 1));
    }

    /** The text as a Java string. */
    public String value() {
        String v = fixed;
        return v != null ? v : materialize();
    }

    private String materialize() {
        String v = made;
        if (v == null) {
            Interp.allocated(Footprint.javaString(bufLen, wide));
            synchronized (buf) {
                v = buf.substring(0, bufLen);
            }
            made = v;
        }
        return v;
    }

    /** Chars this object holds as a Java string of its own (none for a buffered string not read yet). */
    public int ownTextLength() {
        String v = fixed != null ? fixed : made;
        return v == null ? 0 : v.length();
    }

    /** The append buffer this string shares with the strings concatenated from it, or null. */
    public StringBuilder sharedBuffer() {
        return buf;
    }

    /** Length in UTF-16 chars, without making the text of a buffered string. */
    public int charLength() {
        String v = fixed;
        return v != null ? v.length() : bufLen;
    }

    /**
     * {@code x + y}: appended in place when {@code x} is the newest string of its buffer (amortised linear time for
     * repeated concatenation), else copied. Large allocations are charged to the running execution's memory budget.
     */
    public static PyStr concat(PyStr x, PyStr y) {
        int xn = x.charLength();
        int yn = y.charLength();
        if (yn == 0 && x.getClass() == PyStr.class) {
            return x;
        }
        long n = (long) xn + yn;
        if (n > Integer.MAX_VALUE - 16) {
            throw Exc.make(Exc.MemoryError, "");
        }
        String ys = y.value();
        int cp = x.length() + y.length();
        boolean wide = x.wide || y.wide;
        StringBuilder b = x.buf;
        if (b != null) {
            synchronized (b) {
                if (b.length() == x.bufLen) {
                    int before = b.capacity();
                    if (n > before) {
                        // the buffer will grow: a new array of about twice the size (the old one is garbage)
                        Interp.allocated(Footprint.byteArray((long) Math.max(n, 2L * before + 2) * (wide ? 2 : 1)));
                    }
                    b.append(ys);
                    return new PyStr(b, (int) n, cp, wide || x.wide);
                }
            }
        }
        if (n < BUFFERED) {
            return new PyStr(x.value().concat(ys), wide);
        }
        int capacity = (int) Math.min(Integer.MAX_VALUE - 16, n * 2);
        Interp.allocated(Footprint.STRING_BUILDER + Footprint.byteArray((long) capacity * (wide ? 2 : 1)));
        StringBuilder nb = new StringBuilder(capacity);
        nb.append(x.value()).append(ys);
        return new PyStr(nb, (int) n, cp, wide);
    }

    /** A string, interned when short (identifiers, attribute names). */
    public static PyStr of(String s) {
        if (s.length() == 1 && s.charAt(0) < 256) {
            return CHARS[s.charAt(0)];
        }
        if (s.isEmpty()) {
            return EMPTY;
        }
        return new PyStr(s);
    }

    /** The interned string for an identifier: the same object every time. */
    public static PyStr intern(String s) {
        PyStr p = INTERNED.get(s);
        if (p == null) {
            if (INTERNED.size() > 100_000) {
                return new PyStr(s);
            }
            p = INTERNED.computeIfAbsent(s, PyStr::new);
        }
        return p;
    }

    public static PyStr ofCodePoint(int cp) {
        if (cp < 256) {
            return CHARS[cp];
        }
        return new PyStr(new String(Character.toChars(cp)));
    }

    @Override
    public PyType type() {
        return PyType.STR;
    }

    /** Length in code points. */
    public int length() {
        int n = cpLen;
        if (n < 0) {
            String v = value();
            n = v.codePointCount(0, v.length());
            cpLen = n;
        }
        return n;
    }

    /** Whether every character is in the BMP, so char index == code point index. */
    public boolean isBmp() {
        return length() == charLength();
    }

    /** The code point at code point index {@code i} (0 <= i < length). */
    public int codePointAt(int i) {
        if (isBmp()) {
            return value().charAt(i);
        }
        String v = value();
        return v.codePointAt(v.offsetByCodePoints(0, i));
    }

    /** Substring by code point indices. */
    public String substring(int from, int to) {
        if (isBmp()) {
            return value().substring(from, to);
        }
        String v = value();
        int a = v.offsetByCodePoints(0, from);
        int b = v.offsetByCodePoints(a, to - from);
        return v.substring(a, b);
    }

    /** Converts a char index into a code point index. */
    public int charToCp(int charIndex) {
        return isBmp() ? charIndex : value().codePointCount(0, charIndex);
    }

    /** Converts a code point index into a char index. */
    public int cpToChar(int cpIndex) {
        return isBmp() ? cpIndex : value().offsetByCodePoints(0, cpIndex);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        int h = hash;
        if (h == 0) {
            h = value().hashCode();
            // -1 is no Python hash (CPython makes it -2): keeping the two equal lets dict tables fold hash() values
            h = h == -1 ? -2 : h;
            hash = h;
        }
        return h;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof PyStr s && s.getClass() == PyStr.class && getClass() == PyStr.class) {
            return s.value().equals(value());
        }
        // a str subclass or a guest object: the stored key (o) compares with this lookup key, as in CPython's dict
        return o instanceof PyObject p && (p.type().hasGuestClass() || type().hasGuestClass()) && Ops.eqBool(p, this);
    }

    @Override
    public String toString() {
        return value();
    }
}
