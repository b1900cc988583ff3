package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyRange;
import io.agentcage.interpreter.internal.object.PySet;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;

/** {@code sys.getsizeof}: the sizes CPython 3.11 reports on a 64-bit build, computed from the value's shape. */
final class SizeOf {
    private SizeOf() {
    }

    static long of(PyObject o) {
        if (o instanceof PyInt i) {
            int bits = i.toBig().abs().bitLength();
            return 24 + 4L * Math.max(1, (bits + 29) / 30);
        }
        if (o instanceof PyFloat) {
            return 24;
        }
        if (o instanceof PyComplex) {
            return 32;
        }
        if (o instanceof PyStr s) {
            return str(s.value());
        }
        if (o instanceof PyBytes b) {
            return b.mutable ? (b.length() == 0 ? 56 : 57L + b.length()) : 33L + b.length();
        }
        if (o instanceof PyTuple t) {
            return t.items.length == 0 ? 40 : 40 + 8L * t.items.length;
        }
        if (o instanceof PyList l) {
            return 56 + 8L * l.size();
        }
        if (o instanceof PyDict d) {
            return dict(d);
        }
        if (o instanceof PySet s) {
            return set(s.size());
        }
        if (o instanceof PyRange) {
            return 48;
        }
        if (o == PyNone.NONE) {
            return 16;
        }
        if (o instanceof PyFunction) {
            return 152;
        }
        if (o instanceof PyType) {
            return 1688;
        }
        return 56;
    }

    private static long str(String v) {
        int max = 0;
        int n = 0;
        for (int i = 0; i < v.length(); ) {
            int cp = v.codePointAt(i);
            max = Math.max(max, cp);
            i += Character.charCount(cp);
            n++;
        }
        if (max < 128) {
            return 49L + n;
        }
        if (max < 256) {
            return 73L + n;
        }
        return max < 0x10000 ? 74L + 2L * n : 76L + 4L * n;
    }

    /** A dict built by insertions: the smallest power-of-two table whose usable two thirds hold the items. */
    private static long dict(PyDict d) {
        int n = d.size();
        if (n == 0) {
            return 64;
        }
        boolean strKeys = true;
        for (PyObject k : d.map.keySet()) {
            if (!(k instanceof PyStr)) {
                strKeys = false;
                break;
            }
        }
        long size = 8;
        while (size * 2 / 3 < n) {
            size *= 2;
        }
        long usable = size * 2 / 3;
        long indexBytes = size <= 128 ? 1 : size <= 0x8000 ? 2 : 4;
        return 64 + 32 + size * indexBytes + usable * (strKeys ? 16 : 24);
    }

    /** A set built by insertions: CPython grows the table to four times the fill when it is three-fifths full. */
    private static long set(int n) {
        long table = 8;
        long fill = 0;
        while (fill < n) {
            long limit = ((table - 1) * 3 + 4) / 5;   // first fill that triggers growth
            if (n < limit) {
                break;
            }
            fill = limit;
            long want = fill * (fill > 50000 ? 2 : 4);
            long t = 8;
            while (t <= want) {
                t *= 2;
            }
            table = t;
        }
        return table == 8 ? 216 : 216 + 16 * table;
    }
}
