package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** A file opened by {@code open()} on the execution's virtual workspace (text or binary). */
public final class FileObject extends PyIter {
    static final PyType TEXT = PyType.newBuiltin("TextIOWrapper", "_io", null);
    static final PyType BINARY = PyType.newBuiltin("BufferedReader", "_io", null);

    private final Workspace ws;
    private final String path;
    private final boolean binary;
    private final boolean writable;
    private final boolean readable;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private byte[] content;
    private String text;
    private int pos;
    private boolean closed;

    private FileObject(Workspace ws, String path, String mode) {
        this.ws = ws;
        this.path = path;
        this.binary = mode.contains("b");
        this.writable = mode.contains("w") || mode.contains("a") || mode.contains("x") || mode.contains("+");
        this.readable = mode.contains("r") || mode.contains("+");
        if (mode.contains("r")) {
            content = ws.read(path);
        } else if (mode.contains("a") && ws.exists(path)) {
            out.writeBytes(ws.read(path));
            content = new byte[0];
        } else {
            if (mode.contains("x") && ws.exists(path)) {
                throw Exc.make(Exc.FileExistsError, "[Errno 17] File exists: " + Strings.repr(path));
            }
            content = new byte[0];
        }
        if (!binary) {
            text = new String(content, StandardCharsets.UTF_8).replace("\r\n", "\n");
        }
        if (writable) {
            flush();
        }
        Interp.allocated(footprint() - Footprint.SMALL_OBJECT);
    }

    /**
     * This object and what it read: the file's bytes and, for a text file, their decoded text (a workspace file
     * opened a thousand times is held a thousand times). What it writes is bounded by the workspace's file limit
     * ({@code fileBytes}), which stops a write before the memory limit would.
     */
    @Override
    public long footprint() {
        return 48 + 24 + Footprint.byteArray(content.length)
                + (text == null ? 0 : Footprint.javaString(text.length(), false));
    }

    /** The file's state for a snapshot: path, mode flags, what was written and read so far. */
    void image(ImageOut o) {
        o.str(path);
        o.bool(binary);
        o.bool(writable);
        o.bool(readable);
        o.bool(closed);
        o.slong(pos);
        byte[] w = out.toByteArray();
        o.bytes(w, w.length);
        o.bytes(content, content.length);
    }

    /** Reads a file's snapshot state; the result makes the file on the workspace of the execution reading it. */
    static java.util.function.Function<Workspace, FileObject> restore(ImageIn i) {
        String path = i.str();
        boolean bin = i.bool();
        boolean w = i.bool();
        boolean r = i.bool();
        boolean closed = i.bool();
        long pos = i.slong();
        byte[] written = i.bytes();
        byte[] content = i.bytes();
        return ws -> {
            FileObject f = new FileObject(ws, path, bin, w, r);
            f.out.writeBytes(written);
            f.content = content;
            if (!bin) {
                f.text = new String(content, StandardCharsets.UTF_8).replace("\r\n", "\n");
            }
            int max = bin ? content.length : f.text.length();
            if (pos < 0 || pos > max) {
                throw ImageException.corrupt("a file position is outside the file");
            }
            f.pos = (int) pos;
            f.closed = closed;
            return f;
        };
    }

    private FileObject(Workspace ws, String path, boolean binary, boolean writable, boolean readable) {
        this.ws = ws;
        this.path = path;
        this.binary = binary;
        this.writable = writable;
        this.readable = readable;
    }

    /** Installs the methods of file objects (start-up only: called by {@link Registry#installTypeMethods}). */
    static void install() {
        for (PyType t : new PyType[] {TEXT, BINARY}) {
            method(t, "read", (in, a, kw) -> self(a[0]).read(a.length > 1 ? Args.asLong(a[1]) : -1));
            method(t, "readline", (in, a, kw) -> self(a[0]).readline());
            method(t, "readlines", (in, a, kw) -> {
                PyList l = new PyList();
                for (PyObject x = self(a[0]).next(); x != null; x = self(a[0]).next()) {
                    l.append(x);
                }
                return l;
            });
            method(t, "write", (in, a, kw) -> PyInt.of(self(a[0]).write(in, a[1])));
            method(t, "writelines", (in, a, kw) -> {
                PyObject it = Ops.iter(a[1]);
                for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                    self(a[0]).write(in, x);
                }
                return PyNone.NONE;
            });
            method(t, "close", (in, a, kw) -> {
                self(a[0]).close();
                return PyNone.NONE;
            });
            method(t, "flush", (in, a, kw) -> {
                self(a[0]).flush();
                return PyNone.NONE;
            });
            method(t, "__enter__", (in, a, kw) -> a[0]);
            method(t, "__exit__", (in, a, kw) -> {
                self(a[0]).close();
                return PyBool.FALSE;
            });
            method(t, "__iter__", (in, a, kw) -> a[0]);
            method(t, "__next__", (in, a, kw) -> {
                PyObject r = self(a[0]).next();
                if (r == null) {
                    throw Exc.stopIteration(null);
                }
                return r;
            });
        }
    }

    private static FileObject self(PyObject o) {
        return (FileObject) o;
    }

    /** {@code open(file, mode='r', encoding=None, ...)}. */
    public static PyObject open(Interp in, PyObject[] a, PyDict kw) {
        if (in.services.workspace == null) {
            throw Exc.make(Exc.PermissionError, "file access is disabled in this sandbox");
        }
        PyObject file = a.length > 0 ? a[0] : Args.kw(kw, "file", null);
        if (!(file instanceof PyStr fs)) {
            throw Exc.typeError("open() argument 'file' must be str, not " + (file == null ? "None"
                    : Ops.typeName(file)));
        }
        String mode = a.length > 1 ? Args.asStr(a[1], "open() argument 'mode'")
                : Ops.str(Args.kw(kw, "mode", new PyStr("r")));
        if (!mode.matches("[rwxab+t]{1,3}")) {
            throw Exc.valueError("invalid mode: '" + mode + "'");
        }
        return new FileObject(in.services.workspace, fs.value(), mode);
    }

    @Override
    public PyType type() {
        return binary ? BINARY : TEXT;
    }

    private void checkOpen() {
        if (closed) {
            throw Exc.valueError("I/O operation on closed file.");
        }
    }

    PyObject read(long n) {
        checkOpen();
        if (!readable) {
            throw Exc.make(Exc.OSError, "not readable");
        }
        if (binary) {
            int end = n < 0 ? content.length : (int) Math.min(content.length, pos + n);
            byte[] r = java.util.Arrays.copyOfRange(content, pos, end);
            pos = end;
            return new PyBytes(r, false);
        }
        int end = n < 0 ? text.length() : (int) Math.min(text.length(), pos + n);
        String r = text.substring(pos, end);
        pos = end;
        return new PyStr(r);
    }

    PyObject readline() {
        checkOpen();
        PyObject r = next();
        return r == null ? (binary ? new PyBytes(new byte[0], false) : PyStr.EMPTY) : r;
    }

    @Override
    public PyObject next() {
        checkOpen();
        if (binary) {
            if (pos >= content.length) {
                return null;
            }
            int e = pos;
            while (e < content.length && content[e] != '\n') {
                e++;
            }
            e = Math.min(content.length, e + 1);
            byte[] r = java.util.Arrays.copyOfRange(content, pos, e);
            pos = e;
            return new PyBytes(r, false);
        }
        if (pos >= text.length()) {
            return null;
        }
        int nl = text.indexOf('\n', pos);
        int e = nl < 0 ? text.length() : nl + 1;
        String r = text.substring(pos, e);
        pos = e;
        return new PyStr(r);
    }

    int write(Interp in, PyObject v) {
        checkOpen();
        if (!writable) {
            throw Exc.make(Exc.OSError, "not writable");
        }
        if (binary) {
            if (!(v instanceof PyBytes b)) {
                throw Exc.typeError("a bytes-like object is required, not '" + Ops.typeName(v) + "'");
            }
            out.writeBytes(b.bytes());
            in.reserveMemory(out.size());
            flush();
            return b.size;
        }
        if (!(v instanceof PyStr s)) {
            throw Exc.typeError("write() argument must be str, not " + Ops.typeName(v));
        }
        out.writeBytes(s.value().getBytes(StandardCharsets.UTF_8));
        in.reserveMemory(out.size());
        flush();
        return s.length();
    }

    void flush() {
        if (writable && !closed) {
            ws.write(path, out.toByteArray());
        }
    }

    void close() {
        if (!closed) {
            flush();
            closed = true;
        }
    }
}
