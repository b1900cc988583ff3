package io.agentcage.interpreter.internal.object;

import java.nio.charset.StandardCharsets;

/**
 * Reads one record of a snapshot. Everything is checked against the record's bounds and the snapshot's size, so
 * damaged or hostile bytes end in an {@link ImageException}, never in a huge allocation or an index error.
 */
public final class ImageIn {
    private final byte[] data;
    private int pos;
    private final int end;
    private final int objects;
    private final int codes;

    ImageIn(byte[] data, int pos, int end, int objects, int codes) {
        this.data = data;
        this.pos = pos;
        this.end = end;
        this.objects = objects;
        this.codes = codes;
    }

    /** Reads plain fields of {@code data[from, to)} (a snapshot's header). */
    public static ImageIn plain(byte[] data, int from, int to) {
        if (from < 0 || to > data.length || from > to) {
            throw ImageException.corrupt("a section lies outside the snapshot");
        }
        return new ImageIn(data, from, to, 0, 0);
    }

    /** The position of the next byte. */
    public int pos() {
        return pos;
    }

    /** Skips {@code n} bytes (a section read elsewhere). */
    public void skip(int n) {
        need(n);
        pos += n;
    }

    /** Whether the record has been read to its end. */
    public boolean atEnd() {
        return pos == end;
    }

    private void need(int n) {
        if (n < 0 || end - pos < n) {
            throw ImageException.corrupt("a record ends early");
        }
    }

    public int u8() {
        need(1);
        return data[pos++] & 0xFF;
    }

    public boolean bool() {
        int v = u8();
        if (v > 1) {
            throw ImageException.corrupt("a flag is " + v);
        }
        return v == 1;
    }

    private long varlong() {
        long v = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            int b = u8();
            v |= (long) (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return v;
            }
        }
        throw ImageException.corrupt("a number is too long");
    }

    /** A non-negative int (a count or an index). */
    public int uint() {
        long v = varlong();
        if (v < 0 || v > Integer.MAX_VALUE) {
            throw ImageException.corrupt("a count is out of range");
        }
        return (int) v;
    }

    /** A count of items that each take at least {@code minBytes} of the record: bounded by what is left. */
    public int count(int minBytes) {
        int n = uint();
        if ((long) n * Math.max(1, minBytes) > end - pos) {
            throw ImageException.corrupt("a count is larger than the record");
        }
        return n;
    }

    public long slong() {
        long v = varlong();
        return (v >>> 1) ^ -(v & 1);
    }

    /** An int that must lie in {@code [min, max]}. */
    public int intIn(int min, int max, String what) {
        long v = slong();
        if (v < min || v > max) {
            throw ImageException.corrupt(what + " is out of range");
        }
        return (int) v;
    }

    public double f64() {
        need(8);
        long bits = 0;
        for (int i = 0; i < 8; i++) {
            bits |= (long) (data[pos++] & 0xFF) << (8 * i);
        }
        return Double.longBitsToDouble(bits);
    }

    public byte[] bytes() {
        int n = uint();
        need(n);
        byte[] b = new byte[n];
        System.arraycopy(data, pos, b, 0, n);
        pos += n;
        return b;
    }

    public String str() {
        int kind = u8();
        if (kind == 0) {
            int n = uint();
            need(n);
            String s = new String(data, pos, n, StandardCharsets.ISO_8859_1);
            pos += n;
            return s;
        }
        if (kind != 1) {
            throw ImageException.corrupt("a string has encoding " + kind);
        }
        int n = uint();
        need(n * 2);
        char[] cs = new char[n];
        for (int i = 0; i < n; i++) {
            cs[i] = (char) ((data[pos] & 0xFF) | (data[pos + 1] & 0xFF) << 8);
            pos += 2;
        }
        return new String(cs);
    }

    public String optStr() {
        return bool() ? str() : null;
    }

    /** A reference: an object id, or -1 for null. */
    public int ref() {
        int id = uint();
        if (id > objects) {
            throw ImageException.corrupt("a reference points past the last object");
        }
        return id - 1;
    }

    /** A reference to a code object of the snapshot's code table. */
    public int code() {
        int i = uint();
        if (i >= codes) {
            throw ImageException.corrupt("a code reference points past the code table");
        }
        return i;
    }
}
