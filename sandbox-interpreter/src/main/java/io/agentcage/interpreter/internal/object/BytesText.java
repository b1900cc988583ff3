package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The text-like methods of {@code bytes} and {@code bytearray}. Searching, splitting on a separator, padding and
 * replacing work byte for byte exactly as the {@code str} methods do on the Latin-1 reading of the bytes (one char
 * per byte), so they are delegated to those; case, classification and default whitespace are ASCII-only for bytes
 * and are implemented here. Results come back as the receiver's type.
 */
final class BytesText {
    /** ASCII whitespace, as {@code bytes.split()} and {@code bytes.strip()} know it. */
    private static final String WHITESPACE = " \t\n\r\u000b\u000c";

    private BytesText() {
    }

    static void install() {
        installMutators();
        for (PyType t : new PyType[] {PyType.BYTES, PyType.BYTEARRAY}) {
            boolean mutable = t == PyType.BYTEARRAY;
            for (String name : new String[] {"find", "rfind", "count"}) {
                method(t, name, (in, a, kw) -> delegate(in, name, a, kw, mutable, true));
            }
            for (String name : new String[] {"index", "rindex"}) {
                method(t, name, (in, a, kw) -> {
                    PyObject r = delegate(in, name.equals("index") ? "find" : "rfind", a, kw, mutable, true);
                    if (((PyInt) r).value < 0) {
                        throw Exc.valueError("subsection not found");
                    }
                    return r;
                });
            }
            for (String name : new String[] {"startswith", "endswith", "partition", "rpartition", "replace",
                    "center", "ljust", "rjust", "zfill", "removeprefix", "removesuffix", "expandtabs"}) {
                method(t, name, (in, a, kw) -> delegate(in, name, a, kw, mutable, false));
            }
            for (String name : new String[] {"split", "rsplit"}) {
                method(t, name, (in, a, kw) -> {
                    PyObject sep = a.length > 1 ? a[1] : Args.kw(kw, "sep", PyNone.NONE);
                    if (sep != PyNone.NONE) {
                        return delegate(in, name, a, kw, mutable, false);
                    }
                    long max = a.length > 2 ? Args.asLong(a[2]) : Args.asLong(Args.kw(kw, "maxsplit", PyInt.of(-1)));
                    return splitWhitespace(in, (PyBytes) a[0], max, name.equals("rsplit"), mutable);
                });
            }
            for (String name : new String[] {"strip", "lstrip", "rstrip"}) {
                method(t, name, (in, a, kw) -> {
                    Args.method(name, a, kw, 0, 1);
                    PyObject chars = a.length > 1 ? a[1] : PyNone.NONE;
                    PyObject[] args = {a[0], chars == PyNone.NONE ? bytesOf(WHITESPACE) : chars};
                    return delegate(in, name, args, null, mutable, false);
                });
            }
            method(t, "splitlines", (in, a, kw) -> {
                boolean keep = Ops.truth(a.length > 1 ? a[1] : Args.kw(kw, "keepends", PyBool.FALSE));
                return splitlines(in, (PyBytes) a[0], keep, mutable);
            });
            method(t, "upper", (in, a, kw) -> mapCase((PyBytes) a[0], mutable, 'U'));
            method(t, "lower", (in, a, kw) -> mapCase((PyBytes) a[0], mutable, 'L'));
            method(t, "swapcase", (in, a, kw) -> mapCase((PyBytes) a[0], mutable, 'S'));
            method(t, "capitalize", (in, a, kw) -> mapCase((PyBytes) a[0], mutable, 'C'));
            method(t, "title", (in, a, kw) -> mapCase((PyBytes) a[0], mutable, 'T'));
            method(t, "isalnum", (in, a, kw) -> all((PyBytes) a[0], c -> isAlpha(c) || isDigit(c)));
            method(t, "isalpha", (in, a, kw) -> all((PyBytes) a[0], BytesText::isAlpha));
            method(t, "isdigit", (in, a, kw) -> all((PyBytes) a[0], BytesText::isDigit));
            method(t, "isspace", (in, a, kw) -> all((PyBytes) a[0], c -> WHITESPACE.indexOf(c) >= 0));
            method(t, "isascii", (in, a, kw) -> PyBool.of(allBytes((PyBytes) a[0], c -> c < 128)));
            method(t, "islower", (in, a, kw) -> cased((PyBytes) a[0], false));
            method(t, "isupper", (in, a, kw) -> cased((PyBytes) a[0], true));
            method(t, "istitle", (in, a, kw) -> PyBool.of(isTitle((PyBytes) a[0])));
            method(t, "join", (in, a, kw) -> join(in, (PyBytes) a[0], a[1], mutable));
            method(t, "translate", (in, a, kw) -> translate(in, a, kw, mutable));
            Registry.staticMethod(t, "maketrans", (in, a, kw) -> {
                Args.check("maketrans", a, kw, 2, 2);
                byte[] from = like(a[0]);
                byte[] to = like(a[1]);
                if (from.length != to.length) {
                    throw Exc.valueError("maketrans arguments must have same length");
                }
                byte[] table = new byte[256];
                for (int i = 0; i < 256; i++) {
                    table[i] = (byte) i;
                }
                for (int i = 0; i < from.length; i++) {
                    table[from[i] & 0xff] = to[i];
                }
                return new PyBytes(table, false);
            });
        }
    }

    /** The mutating methods of {@code bytearray} beyond append and extend. */
    static void installMutators() {
        PyType t = PyType.BYTEARRAY;
        method(t, "clear", (in, a, kw) -> {
            Args.method("clear", a, kw, 0, 0);
            PyBytes b = (PyBytes) a[0];
            b.resizing(0, null);
            b.size = 0;
            return PyNone.NONE;
        });
        method(t, "copy", (in, a, kw) -> {
            Args.method("copy", a, kw, 0, 0);
            return new PyBytes(((PyBytes) a[0]).bytes().clone(), true);
        });
        method(t, "reverse", (in, a, kw) -> {
            Args.method("reverse", a, kw, 0, 0);
            PyBytes b = (PyBytes) a[0];
            for (int i = 0, j = b.size - 1; i < j; i++, j--) {
                byte x = b.data[i];
                b.data[i] = b.data[j];
                b.data[j] = x;
            }
            return PyNone.NONE;
        });
        method(t, "insert", (in, a, kw) -> {
            Args.method("insert", a, kw, 2, 2);
            PyBytes b = (PyBytes) a[0];
            long i = Args.asLong(a[1]);
            int v = Sequences.byteValue(a[2]);
            i = i < 0 ? Math.max(0, i + b.size) : Math.min(i, b.size);
            b.append(0);
            System.arraycopy(b.data, (int) i, b.data, (int) i + 1, b.size - 1 - (int) i);
            b.data[(int) i] = (byte) v;
            return PyNone.NONE;
        });
        method(t, "pop", (in, a, kw) -> {
            Args.method("pop", a, kw, 0, 1);
            PyBytes b = (PyBytes) a[0];
            if (b.size == 0) {
                throw Exc.indexError("pop from empty bytearray");
            }
            long i = a.length > 1 ? Args.asLong(a[1]) : -1;
            if (i < 0) {
                i += b.size;
            }
            if (i < 0 || i >= b.size) {
                throw Exc.indexError("pop index out of range");
            }
            int v = b.data[(int) i] & 0xff;
            b.resizing(b.size - 1, null);
            System.arraycopy(b.data, (int) i + 1, b.data, (int) i, b.size - 1 - (int) i);
            b.size--;
            return PyInt.of(v);
        });
        method(t, "remove", (in, a, kw) -> {
            Args.method("remove", a, kw, 1, 1);
            PyBytes b = (PyBytes) a[0];
            int v = Sequences.byteValue(a[1]);
            for (int i = 0; i < b.size; i++) {
                if ((b.data[i] & 0xff) == v) {
                    b.resizing(b.size - 1, null);
                    System.arraycopy(b.data, i + 1, b.data, i, b.size - 1 - i);
                    b.size--;
                    return PyNone.NONE;
                }
            }
            throw Exc.valueError("value not found in bytearray");
        });
    }

    /** {@code ba[slice] = value} and {@code del ba[slice]} ({@code value} null), in place on the byte array. */
    static void assignSlice(PyBytes b, PySlice s, PyObject value) {
        Interp in = Interp.current();
        long[] ix = s.indices(b.size);
        int start = (int) ix[0];
        long step = ix[2];
        int n = (int) ix[3];
        if (value == null) {
            deleteSlice(in, b, start, step, n);
            return;
        }
        if (value instanceof PyInt || value instanceof PyStr) {
            throw Exc.typeError("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
        }
        if (!(value instanceof PyBytes || value instanceof PyMemoryView) && !Ops.isIterable(value)) {
            throw Exc.typeError("cannot convert '" + Ops.typeName(value) + "' object to bytearray");
        }
        byte[] src = value instanceof PyBytes v ? v.bytes() : BytesMethods.fromObject(value);
        if (src == b.data) {
            src = src.clone();   // b[i:j] = b: read the old contents while writing
        }
        if (step != 1) {
            if (src.length != n) {
                throw Exc.valueError("attempt to assign bytes of size " + src.length + " to extended slice of size " + n);
            }
            in.charge(n);
            long j = start;
            for (int i = 0; i < n; i++, j += step) {
                b.data[(int) j] = src[i];
            }
            return;
        }
        int stop = Math.max(start, (int) ix[1]);
        int newSize = b.size - (stop - start) + src.length;
        b.resizing(newSize, value);
        in.charge(1 + (newSize >> 4));
        byte[] data = b.data;
        if (newSize > data.length) {
            in.reserveMemory(newSize);
            data = Arrays.copyOf(data, Math.max(8, newSize + (newSize >> 3)));
        }
        System.arraycopy(b.data, stop, data, start + src.length, b.size - stop);
        System.arraycopy(src, 0, data, start, src.length);
        if (data != b.data) {
            b.setData(data);
        }
        b.size = newSize;
    }

    private static void deleteSlice(Interp in, PyBytes b, int start, long step, int n) {
        if (n == 0) {
            return;
        }
        b.resizing(b.size - n, null);
        in.charge(1 + ((b.size - start) >> 4));
        if (step < 0) {   // the same positions, walked upwards
            start = (int) (start + (n - 1) * step);
            step = -step;
        }
        if (step == 1) {
            System.arraycopy(b.data, start + n, b.data, start, b.size - start - n);
        } else {
            int w = start;
            long next = start;
            int removed = 0;
            for (int i = start; i < b.size; i++) {
                if (removed < n && i == next) {
                    removed++;
                    next += step;
                } else {
                    b.data[w++] = b.data[i];
                }
            }
        }
        b.size -= n;
    }

    /** Runs the {@code str} method {@code name} on the Latin-1 reading of the receiver and the bytes arguments. */
    private static PyObject delegate(Interp in, String name, PyObject[] a, PyDict kw, boolean mutable,
            boolean intNeedle) {
        PyObject[] args = new PyObject[a.length];
        args[0] = latin(((PyBytes) a[0]).bytes());
        for (int i = 1; i < a.length; i++) {
            args[i] = toStr(a[i], i == 1 && intNeedle, name);
        }
        in.charge(((PyBytes) a[0]).size >> 4);
        PyBuiltin f = (PyBuiltin) PyType.STR.lookup(name);
        return back(f.fn.call(in, args, kw), mutable);
    }

    private static PyObject toStr(PyObject o, boolean intNeedle, String name) {
        if (o instanceof PyBytes b) {
            return latin(b.bytes());
        }
        if (o instanceof PyMemoryView m) {
            return latin(m.toBytes());
        }
        if (o instanceof PyTuple t && (name.equals("startswith") || name.equals("endswith"))) {
            PyObject[] items = new PyObject[t.items.length];
            for (int i = 0; i < items.length; i++) {
                if (t.items[i] instanceof PyMemoryView m) {
                    items[i] = latin(m.toBytes());
                    continue;
                }
                if (!(t.items[i] instanceof PyBytes b)) {
                    throw Exc.typeError("a bytes-like object is required, not '" + Ops.typeName(t.items[i]) + "'");
                }
                items[i] = latin(b.bytes());
            }
            return new PyTuple(items);
        }
        if (intNeedle && o instanceof PyInt) {
            return new PyStr(String.valueOf((char) Sequences.byteValue(o)));
        }
        if (o instanceof PyStr) {
            if (intNeedle) {
                throw Exc.typeError("argument should be integer or bytes-like object, not 'str'");
            }
            if (name.equals("startswith") || name.equals("endswith")) {
                throw Exc.typeError(name + " first arg must be bytes or a tuple of bytes, not str");
            }
            throw Exc.typeError("a bytes-like object is required, not 'str'");
        }
        return o;
    }

    private static PyStr latin(byte[] b) {
        return new PyStr(new String(b, StandardCharsets.ISO_8859_1));
    }

    private static PyBytes bytesOf(String s) {
        return new PyBytes(s.getBytes(StandardCharsets.ISO_8859_1), false);
    }

    private static PyObject back(PyObject r, boolean mutable) {
        if (r instanceof PyStr s) {
            return new PyBytes(s.value().getBytes(StandardCharsets.ISO_8859_1), mutable);
        }
        if (r instanceof PyList l) {
            PyList out = new PyList();
            for (int i = 0; i < l.size(); i++) {
                out.append(back(l.get(i), mutable));
            }
            return out;
        }
        if (r instanceof PyTuple t) {
            PyObject[] items = new PyObject[t.items.length];
            for (int i = 0; i < items.length; i++) {
                items[i] = back(t.items[i], mutable);
            }
            return new PyTuple(items);
        }
        return r;
    }

    private static byte[] like(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.bytes();
        }
        if (o instanceof PyMemoryView m) {
            return m.toBytes();
        }
        throw Exc.typeError("a bytes-like object is required, not '" + Ops.typeName(o) + "'");
    }

    private static PyList splitWhitespace(Interp in, PyBytes self, long max, boolean fromRight, boolean mutable) {
        byte[] x = self.bytes();
        in.charge(x.length);
        // the parts go into a list the memory gauge sees while it grows (pinned)
        PyList parts = new PyList();
        int mark = in.memory().pin(parts);
        try {
            splitWhitespace(x, max < 0 ? Long.MAX_VALUE : max, fromRight, mutable, parts);
        } finally {
            in.memory().unpin(mark);
        }
        return parts;
    }

    private static void splitWhitespace(byte[] x, long left, boolean fromRight, boolean mutable, PyList parts) {
        if (!fromRight) {
            int i = 0;
            while (true) {
                while (i < x.length && isSpace(x[i])) {
                    i++;
                }
                if (i == x.length) {
                    break;
                }
                if (left-- == 0) {
                    parts.append(slice(x, i, x.length, mutable));
                    break;
                }
                int j = i;
                while (j < x.length && !isSpace(x[j])) {
                    j++;
                }
                parts.append(slice(x, i, j, mutable));
                i = j;
            }
            return;
        }
        int i = x.length;
        while (true) {
            while (i > 0 && isSpace(x[i - 1])) {
                i--;
            }
            if (i == 0) {
                break;
            }
            if (left-- == 0) {
                parts.append(slice(x, 0, i, mutable));
                break;
            }
            int j = i;
            while (j > 0 && !isSpace(x[j - 1])) {
                j--;
            }
            parts.append(slice(x, j, i, mutable));
            i = j;
        }
        PyObject[] items = parts.rewrite();
        for (int a = 0, b = parts.size() - 1; a < b; a++, b--) {
            PyObject t = items[a];
            items[a] = items[b];
            items[b] = t;
        }
    }

    private static PyList splitlines(Interp in, PyBytes self, boolean keep, boolean mutable) {
        byte[] x = self.bytes();
        in.charge(x.length);
        PyList out = new PyList();
        int mark = in.memory().pin(out);
        try {
            int start = 0;
            int i = 0;
            while (i < x.length) {
                if (x[i] == '\n' || x[i] == '\r') {
                    int eol = i;
                    i += x[i] == '\r' && i + 1 < x.length && x[i + 1] == '\n' ? 2 : 1;
                    out.append(slice(x, start, keep ? i : eol, mutable));
                    start = i;
                } else {
                    i++;
                }
            }
            if (start < x.length) {
                out.append(slice(x, start, x.length, mutable));
            }
        } finally {
            in.memory().unpin(mark);
        }
        return out;
    }

    private static PyBytes slice(byte[] x, int from, int to, boolean mutable) {
        return new PyBytes(java.util.Arrays.copyOfRange(x, from, to), mutable);
    }

    private static boolean isSpace(byte c) {
        return WHITESPACE.indexOf(c) >= 0;
    }

    private static boolean isAlpha(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isLower(int c) {
        return c >= 'a' && c <= 'z';
    }

    private static boolean isUpper(int c) {
        return c >= 'A' && c <= 'Z';
    }

    private interface BytePredicate {
        boolean test(int c);
    }

    private static boolean allBytes(PyBytes self, BytePredicate p) {
        byte[] x = self.bytes();
        Interp.current().charge(x.length >> 4);
        for (byte b : x) {
            if (!p.test(b & 0xff)) {
                return false;
            }
        }
        return true;
    }

    private static PyBool all(PyBytes self, BytePredicate p) {
        return PyBool.of(self.size > 0 && allBytes(self, p));
    }

    private static PyBool cased(PyBytes self, boolean upper) {
        boolean anyCased = false;
        for (byte b : self.bytes()) {
            if (upper ? isLower(b) : isUpper(b)) {
                return PyBool.FALSE;
            }
            anyCased |= upper ? isUpper(b) : isLower(b);
        }
        return PyBool.of(anyCased);
    }

    private static boolean isTitle(PyBytes self) {
        boolean cased = false;
        boolean previousCased = false;
        for (byte b : self.bytes()) {
            if (isUpper(b)) {
                if (previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else if (isLower(b)) {
                if (!previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else {
                previousCased = false;
            }
        }
        return cased;
    }

    private static PyBytes mapCase(PyBytes self, boolean mutable, char mode) {
        byte[] x = self.bytes();
        Interp.current().charge(x.length >> 4);
        byte[] out = new byte[x.length];
        boolean previousCased = false;
        for (int i = 0; i < x.length; i++) {
            int c = x[i] & 0xff;
            boolean up;
            switch (mode) {
                case 'U':
                    up = true;
                    break;
                case 'L':
                    up = false;
                    break;
                case 'S':
                    up = isLower(c);
                    break;
                case 'C':
                    up = i == 0;
                    break;
                default:
                    up = !previousCased;
                    break;
            }
            previousCased = isAlpha(c);
            if (up && isLower(c)) {
                c -= 32;
            } else if (!up && isUpper(c)) {
                c += 32;
            }
            out[i] = (byte) c;
        }
        return new PyBytes(out, mutable);
    }

    private static PyBytes join(Interp in, PyBytes sep, PyObject iterable, boolean mutable) {
        byte[] s = sep.bytes();
        PyObject[] items = Iters.toArray(iterable);
        // the parts may be the only references to them: the gauge must see them while the result is made
        int mark = in.memory().pinArray(items);
        try {
            long total = 0;
            for (int i = 0; i < items.length; i++) {
                // (items may be a tuple's own array: memoryviews are read again below, not replaced in it)
                if (!(items[i] instanceof PyBytes) && !(items[i] instanceof PyMemoryView)) {
                    throw Exc.typeError("sequence item " + i + ": expected a bytes-like object, "
                            + Ops.typeName(items[i]) + " found");
                }
                total += (items[i] instanceof PyBytes b ? b.size : part(items[i]).length) + (i > 0 ? s.length : 0);
            }
            // one reservation for the result (one per part walked again and again near the limit)
            in.reserveMemory(Footprint.byteArray(total));
            in.charge(items.length);
            if (total > Integer.MAX_VALUE - 16) {
                throw Exc.make(Exc.MemoryError, "");
            }
            byte[] out = new byte[(int) total];
            int at = 0;
            for (int i = 0; i < items.length; i++) {
                if (i > 0) {
                    System.arraycopy(s, 0, out, at, s.length);
                    at += s.length;
                }
                if (items[i] instanceof PyBytes b) {
                    System.arraycopy(b.data, 0, out, at, b.size);
                    at += b.size;
                } else {
                    byte[] b = part(items[i]);
                    System.arraycopy(b, 0, out, at, b.length);
                    at += b.length;
                }
            }
            return new PyBytes(out, mutable);
        } finally {
            in.memory().unpin(mark);
        }
    }

    /** The bytes of a memoryview part of a join. */
    private static byte[] part(PyObject o) {
        return ((PyMemoryView) o).toBytes();
    }

    private static PyBytes translate(Interp in, PyObject[] a, PyDict kw, boolean mutable) {
        Args.method("translate", a, kw, 1, 2);
        byte[] table = a[1] == PyNone.NONE ? null : like(a[1]);
        if (table != null && table.length != 256) {
            throw Exc.valueError("translation table must be 256 characters long");
        }
        byte[] delete = a.length > 2 ? like(a[2]) : new byte[0];
        boolean[] drop = new boolean[256];
        for (byte d : delete) {
            drop[d & 0xff] = true;
        }
        byte[] x = ((PyBytes) a[0]).bytes();
        in.charge(x.length >> 4);
        ByteArrayOutputStream out = new ByteArrayOutputStream(x.length);
        for (byte b : x) {
            if (!drop[b & 0xff]) {
                out.write(table == null ? b : table[b & 0xff]);
            }
        }
        return new PyBytes(out.toByteArray(), mutable);
    }
}
