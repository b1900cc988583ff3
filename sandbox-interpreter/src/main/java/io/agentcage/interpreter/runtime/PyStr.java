package io.agentcage.interpreter.runtime;

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

    public final String value;
    private int hash;
    /** Number of code points, or -1 until computed. */
    private int cpLen = -1;

    public PyStr(String value) {
        this.value = value;
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
            n = value.codePointCount(0, value.length());
            cpLen = n;
        }
        return n;
    }

    /** Whether every character is in the BMP, so char index == code point index. */
    public boolean isBmp() {
        return length() == value.length();
    }

    /** The code point at code point index {@code i} (0 <= i < length). */
    public int codePointAt(int i) {
        if (isBmp()) {
            return value.charAt(i);
        }
        return value.codePointAt(value.offsetByCodePoints(0, i));
    }

    /** Substring by code point indices. */
    public String substring(int from, int to) {
        if (isBmp()) {
            return value.substring(from, to);
        }
        int a = value.offsetByCodePoints(0, from);
        int b = value.offsetByCodePoints(a, to - from);
        return value.substring(a, b);
    }

    /** Converts a char index into a code point index. */
    public int charToCp(int charIndex) {
        return isBmp() ? charIndex : value.codePointCount(0, charIndex);
    }

    /** Converts a code point index into a char index. */
    public int cpToChar(int cpIndex) {
        return isBmp() ? cpIndex : value.offsetByCodePoints(0, cpIndex);
    }

    @Override
    public int hashCode() {
        return builtinHash();
    }

    @Override
    public int builtinHash() {
        int h = hash;
        if (h == 0) {
            h = value.hashCode();
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
            return s.value.equals(value);
        }
        // a str subclass or a guest object: the stored key (o) compares with this lookup key, as in CPython's dict
        return o instanceof PyObject p && (p.type().hasGuestClass() || type().hasGuestClass()) && Ops.eqBool(p, this);
    }

    @Override
    public String toString() {
        return value;
    }
}
