package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/**
 * The memory cost model: how many bytes of host heap a guest value occupies, as HotSpot lays objects out on a
 * 64-bit JVM with compressed class pointers and compressed oops (heaps below 32 GiB, the default): a 12-byte
 * object header, 4-byte references, a 16-byte array header, every object rounded up to 8 bytes. The figures were
 * measured with JOL ({@code ClassLayout.instanceSize}) on OpenJDK 17 and are checked against the real heap by
 * {@code MemoryFootprintIT} (retained heap after a full GC versus the estimate, per allocation pattern).
 *
 * <p>Values charge these figures to their execution when they are made ({@link PyObject#PyObject(long)}) and when
 * their payload grows (a list's array, a dict's entries, a set's table); the memory gauge's walk uses the same
 * figures ({@link PyObject#footprint()}), so a walk and the charges agree about an object that is still alive.
 */
public final class Footprint {
    /** Object header: mark word and compressed class pointer. */
    public static final int HEADER = 12;
    /** A reference (compressed oop). */
    public static final int REF = 4;
    /** Array header: object header plus the length. */
    public static final int ARRAY_HEADER = 16;

    /**
     * A plain value with at most two references of its own besides {@link PyObject}'s visit mark (iterators, views,
     * markers); values with more fields declare their size.
     */
    public static final int SMALL_OBJECT = 24;
    /** {@code float}: header and a double. */
    public static final int FLOAT = 24;
    /** {@code int} that fits a long: header, the BigInteger reference, gauge mark and a long (CPython: 28). */
    public static final int INT = 32;
    /** {@code list} without its array: header, array reference, size, gauge mark. */
    public static final int LIST = 24;
    /** {@code tuple} without its array: header, array reference, gauge mark. */
    public static final int TUPLE = 24;
    /** {@code str} without its text: header, gauge mark, three references, three ints and a boolean. */
    public static final int STR = 48;
    /** A {@code java.lang.String} without its bytes. */
    public static final int JAVA_STRING = 24;
    /**
     * {@code dict} object (header, map reference, gauge mark) and its {@code DictMap} (a {@code LinkedHashMap} of 56
     * bytes whose proof mark, ADR 0038, takes it to 64).
     */
    public static final int DICT = 24 + 64;
    /** One dict entry: a {@code LinkedHashMap.Entry} (the table is counted by {@link #hashTableSlots}). */
    public static final int DICT_ENTRY = 40;
    /** {@code set} object (24) and its table holder {@code CpySet} (40) without the table. */
    public static final int SET = 24 + 40;
    /**
     * An instance of a guest class: header, class, shape, values, dict and native-state references, gauge mark (its
     * values array is counted by {@link #refArray}, its dict on its own).
     */
    public static final int INSTANCE = 40;
    /** A {@link Shape} of instances (header, names, root and children references, two counts), without its arrays. */
    public static final int SHAPE = 32;
    /** A guest function (without its defaults, closure and attribute dict). */
    public static final int FUNCTION = 64;
    /** A closure cell: header, gauge mark, its value. */
    public static final int CELL = 24;
    /** A bound method. */
    public static final int BOUND_METHOD = 24;
    /** An exception object without its arguments tuple. */
    public static final int EXCEPTION = 64;
    /** {@code bytes}/{@code bytearray} without its array. */
    public static final int BYTES = 32;
    /** A VM frame without its arrays. */
    public static final int FRAME = 112;
    /** A generator object and its {@code GenCore}, without its frame. */
    public static final int GENERATOR = 24 + 40;
    /** A coroutine object and its {@code GenCore}, without its frame. */
    public static final int COROUTINE = 32 + 40;
    /** An async generator object and its {@code GenCore}, without its frame. */
    public static final int ASYNC_GENERATOR = 32 + 40;
    /** A {@code java.math.BigInteger} without its magnitude array. */
    public static final int BIG_INTEGER = 40;
    /** A {@code StringBuilder} without its array. */
    public static final int STRING_BUILDER = 24;

    private Footprint() {
    }

    /** {@code bytes} rounded up to the 8-byte object alignment. */
    public static long align(long bytes) {
        return (bytes + 7) & ~7L;
    }

    /** An array of {@code n} references. */
    public static long refArray(long n) {
        return align(ARRAY_HEADER + REF * n);
    }

    /** An array of {@code n} bytes. */
    public static long byteArray(long n) {
        return align(ARRAY_HEADER + n);
    }

    /** An array of {@code n} ints. */
    public static long intArray(long n) {
        return align(ARRAY_HEADER + 4 * n);
    }

    /** An array of {@code n} longs or doubles. */
    public static long longArray(long n) {
        return align(ARRAY_HEADER + 8 * n);
    }

    /**
     * The bytes of a Java string of {@code chars} UTF-16 chars: one byte per char when every char is below 256
     * (compact strings, the JDK's default), two otherwise.
     */
    public static long javaString(long chars, boolean wide) {
        return JAVA_STRING + byteArray(wide ? 2 * chars : chars);
    }

    /** Whether a Java string needs two bytes per char (holds a char above U+00FF). */
    public static boolean isWide(String s) {
        for (int i = 0, n = s.length(); i < n; i++) {
            if (s.charAt(i) > 0xFF) {
                return true;
            }
        }
        return false;
    }

    /** A {@code str} holding a Java string of {@code chars} chars of its own. */
    public static long str(long chars, boolean wide) {
        return STR + javaString(chars, wide);
    }

    /** An {@code int} beyond a long: the object, the BigInteger and its magnitude words. */
    public static long bigInt(BigInteger b) {
        return INT + BIG_INTEGER + intArray((b.bitLength() >> 5) + 1);
    }

    /**
     * The slots of a {@code HashMap} table holding {@code size} entries that only grew: 16 at first, doubled each
     * time the size passes three quarters of the slots; 0 for no entry (the table is made on the first insertion).
     */
    public static long hashTableSlots(long size) {
        if (size <= 0) {
            return 0;
        }
        long slots = 16;
        while (size > slots * 3 / 4) {
            slots <<= 1;
        }
        return slots;
    }
}
