package io.agentcage.interpreter.internal.object;

/**
 * A file opened by {@code open()} on the execution's virtual {@link Workspace}: CPython's {@code TextIOWrapper},
 * {@code BufferedReader}, {@code BufferedWriter} and {@code BufferedRandom} with their modes, positions
 * ({@code seek}/{@code tell}/{@code truncate}), encodings and error handlers ({@link Codecs}) and newline
 * handling. Writes go straight into the workspace's file (so a file left open still comes back in the result, and
 * the workspace's byte limit stops a write before it lands); text is decoded as it is read ({@link FileText}).
 */
public final class FileObject extends PyIter {
    public static final PyType TEXT = PyType.newBuiltin("TextIOWrapper", "_io", null);
    public static final PyType READER = PyType.newBuiltin("BufferedReader", "_io", null);
    public static final PyType WRITER = PyType.newBuiltin("BufferedWriter", "_io", null);
    public static final PyType RANDOM = PyType.newBuiltin("BufferedRandom", "_io", null);
    /** {@code io.UnsupportedOperation}: reading a file opened for writing, and the like. */
    public static final PyType UNSUPPORTED = PyType.newBuiltin("UnsupportedOperation", PyType.Layout.EXCEPTION,
            Exc.OSError, Exc.ValueError);

    static {
        UNSUPPORTED.setModule("io");
    }

    final Workspace ws;
    final WorkspaceNode node;
    final PyObject name;
    final String mode;
    final boolean binary;
    final boolean readable;
    final boolean writable;
    final boolean append;
    final String encoding;
    final String errors;
    /** null: universal newlines; "": no translation; else the line ending. */
    final String newline;
    /** The position in bytes: the truth for binary files, and for text files whenever {@link #text} is null. */
    long pos;
    boolean closed;
    /** The decoded rest of a text file being read, or null (see {@link FileText}). */
    FileText text;

    private FileObject(Workspace ws, WorkspaceNode node, PyObject name, String mode, boolean binary, boolean read,
                       boolean write, boolean append, String encoding, String errors, String newline) {
        super();
        this.ws = ws;
        this.node = node;
        this.name = name;
        this.mode = mode;
        this.binary = binary;
        this.readable = read;
        this.writable = write;
        this.append = append;
        this.encoding = encoding;
        this.errors = errors;
        this.newline = newline;
        this.pos = append ? node.size : 0;
        Interp.allocated(footprint() - Footprint.SMALL_OBJECT);
    }

    /**
     * This object and the text it decoded for reading ({@link FileText}, charged when made). The file's bytes live
     * in the workspace, bounded by its byte limit ({@code fileBytes}), which stops a write before the memory limit
     * would.
     */
    @Override
    public long footprint() {
        return 96 + (text == null ? 0 : text.footprint());
    }

    @Override
    public PyType type() {
        return binary ? (readable && writable ? RANDOM : readable ? READER : WRITER) : TEXT;
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        refs.accept(name);
    }

    // ------------------------------------------------------------------------------------------------ open()

    /** A path argument as CPython reads one: str, bytes (UTF-8, surrogateescape) or {@code os.PathLike}. */
    public static String fspath(Interp in, PyObject o) {
        if (o instanceof PyStr s) {
            return s.value();
        }
        if (o instanceof PyBytes b && !b.mutable) {
            return Codecs.decode(b.bytes(), "utf-8", "surrogateescape");
        }
        PyObject f = o.type().lookup(PyStr.intern("__fspath__"));
        if (f != null) {
            PyObject r = Ops.callMethod(o, f);
            if (r instanceof PyStr || (r instanceof PyBytes rb && !rb.mutable)) {
                return fspath(in, r);
            }
            throw Exc.typeError("expected " + o.type().name() + ".__fspath__() to return str or bytes, not "
                    + Ops.typeName(r));
        }
        throw Exc.typeError("expected str, bytes or os.PathLike object, not " + Ops.typeName(o));
    }

    /** {@code open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None)}. */
    public static PyObject open(Interp in, PyObject[] a, PyDict kw) {
        String[] names = {"file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"};
        PyObject[] v = bind("open", names, a, kw);
        if (in.services.workspace == null) {
            throw Exc.make(Exc.PermissionError, "file access is disabled in this sandbox");
        }
        if (v[0] == null) {
            throw Exc.typeError("open() missing required argument 'file' (pos 1)");
        }
        if (v[0] instanceof PyInt && !(v[0] instanceof PyBool)) {
            throw OsErrors.error(OsErrors.EBADF, null, null);
        }
        String path = fspath(in, v[0]);
        String mode = v[1] == null ? "r" : Args.asStr(v[1], "open() argument 'mode'");
        String encoding = str(v[3], "encoding");
        String errors = str(v[4], "errors");
        String newline = str(v[5], "newline");
        boolean read = false;
        boolean write = false;
        boolean create = false;
        boolean truncate = false;
        boolean exclusive = false;
        boolean append = false;
        boolean text = false;
        boolean bin = false;
        boolean plus = false;
        for (int i = 0; i < mode.length(); i++) {
            char c = mode.charAt(i);
            if ("rwxabt+".indexOf(c) < 0 || mode.indexOf(c) != i) {
                throw Exc.valueError("invalid mode: '" + mode + "'");
            }
            switch (c) {
                case 'r' -> read = true;
                case 'w' -> { write = true; create = true; truncate = true; }
                case 'x' -> { write = true; create = true; exclusive = true; }
                case 'a' -> { write = true; create = true; append = true; }
                case 'b' -> bin = true;
                case 't' -> text = true;
                default -> plus = true;
            }
        }
        int kinds = (read ? 1 : 0) + (truncate ? 1 : 0) + (exclusive ? 1 : 0) + (append ? 1 : 0);
        if (text && bin) {
            throw Exc.valueError("can't have text and binary mode at once");
        }
        if (kinds > 1) {
            throw Exc.valueError("must have exactly one of create/read/write/append mode");
        }
        if (bin && encoding != null) {
            throw Exc.valueError("binary mode doesn't take an encoding argument");
        }
        if (bin && errors != null) {
            throw Exc.valueError("binary mode doesn't take an errors argument");
        }
        if (bin && newline != null) {
            throw Exc.valueError("binary mode doesn't take a newline argument");
        }
        if (kinds == 0) {
            throw Exc.valueError("Must have exactly one of create/read/write/append mode and at most one plus");
        }
        if (v[6] != null && !Ops.truth(v[6])) {
            throw Exc.valueError("Cannot use closefd=False with file name");
        }
        if (v[7] != null && v[7] != PyNone.NONE) {
            throw Exc.make(Exc.PermissionError, "open() with an opener is not available in the sandbox");
        }
        WorkspaceNode node = in.services.workspace.openFile(path, create, exclusive, truncate);
        // as CPython's TextIOWrapper, after the file is open: the encoding, then the newline argument
        String enc = encoding == null ? "UTF-8" : encoding;
        if (!bin) {
            Codecs.canonical(enc);
        }
        if (newline != null && !newline.isEmpty() && !newline.equals("\n") && !newline.equals("\r")
                && !newline.equals("\r\n")) {
            throw Exc.valueError("illegal newline value: " + newline);
        }
        return new FileObject(in.services.workspace, node, v[0] instanceof PyStr || v[0] instanceof PyBytes ? v[0]
                : new PyStr(path), mode, bin, read || plus, write || plus, append, enc,
                errors == null ? "strict" : errors, newline);
    }

    private static String str(PyObject o, String what) {
        if (o == null || o == PyNone.NONE) {
            return null;
        }
        if (o instanceof PyStr s) {
            return s.value();
        }
        throw Exc.typeError("open() argument '" + what + "' must be str or None, not " + Ops.typeName(o));
    }

    /** Binds positional and keyword arguments to {@code names} (missing ones are null). */
    static PyObject[] bind(String fn, String[] names, PyObject[] a, PyDict kw) {
        if (a.length > names.length) {
            throw Exc.typeError(fn + "() takes at most " + names.length + " arguments (" + a.length + " given)");
        }
        PyObject[] v = new PyObject[names.length];
        System.arraycopy(a, 0, v, 0, a.length);
        if (kw != null) {
            for (var e : kw.map.entrySet()) {
                String k = ((PyStr) e.getKey()).value();
                int i = java.util.Arrays.asList(names).indexOf(k);
                if (i < 0) {
                    throw Exc.typeError(fn + "() got an unexpected keyword argument '" + k + "'");
                }
                if (i < a.length) {
                    throw Exc.typeError("argument for " + fn + "() given by name ('" + k + "') and position ("
                            + (i + 1) + ")");
                }
                v[i] = e.getValue();
            }
        }
        return v;
    }

    // ------------------------------------------------------------------------------------------------ state

    void checkOpen() {
        if (closed) {
            throw Exc.valueError("I/O operation on closed file.");
        }
    }

    void checkReadable() {
        checkOpen();
        if (!readable) {
            throw Exc.make(UNSUPPORTED, binary ? "read" : "not readable");
        }
    }

    void checkWritable() {
        checkOpen();
        if (!writable) {
            throw Exc.make(UNSUPPORTED, binary ? "write" : "not writable");
        }
    }

    /** The byte position, settling a text read in progress. */
    long bytePos() {
        if (text != null) {
            pos = text.bytePos(this);
        }
        return pos;
    }

    /** Drops the decoded text (after a write or a seek): the byte position is the truth again. */
    void settle() {
        bytePos();
        text = null;
    }

    // ------------------------------------------------------------------------------------------------ binary

    PyBytes readBytes(Interp in, long n) {
        checkReadable();
        long end = n < 0 ? node.size : Math.min(node.size, pos + n);
        int from = (int) Math.min(pos, node.size);
        in.charge(1 + (end - from) / 64);
        byte[] r = java.util.Arrays.copyOfRange(node.data(), from, (int) Math.max(from, end));
        pos = Math.max(pos, end);
        return new PyBytes(r, false);
    }

    PyBytes readBytesLine(Interp in, long limit) {
        checkReadable();
        int from = (int) Math.min(pos, node.size);
        int e = from;
        byte[] d = node.data();
        long max = limit < 0 ? Long.MAX_VALUE : from + limit;
        while (e < node.size && e < max) {
            if (d[e++] == '\n') {
                break;
            }
        }
        in.charge(1 + (e - from) / 64);
        pos = e;
        return new PyBytes(java.util.Arrays.copyOfRange(d, from, e), false);
    }

    void writeRaw(Interp in, byte[] b) {
        checkWritable();
        settle();
        if (append) {
            pos = node.size;
        }
        in.charge(1 + b.length / 64);
        ws.writeAt(node, pos, b, 0, b.length);
        pos += b.length;
    }

    @Override
    public PyObject next() {
        Interp in = Interp.current();
        if (binary) {
            PyBytes line = readBytesLine(in, -1);
            return line.size == 0 ? null : line;
        }
        PyStr line = FileText.readline(in, this, -1);
        return line.length() == 0 ? null : line;
    }

    PyObject read(Interp in, long n) {
        return binary ? readBytes(in, n) : FileText.read(in, this, n);
    }

    PyObject readline(Interp in, long n) {
        return binary ? readBytesLine(in, n) : FileText.readline(in, this, n);
    }

    int write(Interp in, PyObject v) {
        if (binary) {
            byte[] b;
            if (v instanceof PyBytes pb) {
                b = java.util.Arrays.copyOf(pb.bytes(), pb.size);
            } else if (v instanceof PyMemoryView m) {
                b = m.toBytes();
            } else {
                throw Exc.typeError("a bytes-like object is required, not '" + Ops.typeName(v) + "'");
            }
            writeRaw(in, b);
            return b.length;
        }
        if (!(v instanceof PyStr s)) {
            throw Exc.typeError("write() argument must be str, not " + Ops.typeName(v));
        }
        checkWritable();
        settle();
        writeRaw(in, FileText.encode(this, s.value()));
        return s.length();
    }

    long seek(long offset, int whence) {
        checkOpen();
        if (!binary && whence != 0 && offset != 0) {
            throw Exc.make(UNSUPPORTED, whence == 1 ? "can't do nonzero cur-relative seeks"
                    : "can't do nonzero end-relative seeks");
        }
        settle();
        long base = whence == 0 ? 0 : whence == 1 ? pos : node.size;
        if (whence < 0 || whence > 2) {
            throw Exc.valueError(binary ? "whence value " + whence + " unsupported"
                    : "invalid whence (" + whence + ", should be 0, 1 or 2)");
        }
        long p = base + offset;
        if (p < 0) {
            throw Exc.valueError(binary ? "negative seek value " + p : "negative seek position " + offset);
        }
        pos = p;
        return pos;
    }

    long truncate(Interp in, PyObject size) {
        checkWritable();
        settle();
        long n = size == null || size == PyNone.NONE ? pos : Args.asLong(size);
        if (n < 0) {
            throw OsErrors.error(OsErrors.EINVAL, null, null);
        }
        in.reserveMemory(Math.max(0, n - node.size));
        ws.setSize(node, n);
        return n;
    }

    void close() {
        closed = true;
        text = null;
        if (writable) {
            ws.announce(node);
        }
    }

    String repr() {
        String n = name == null ? "" : " name=" + Ops.repr(name);
        if (binary) {
            return "<_io." + type().name() + n + ">";
        }
        return "<_io.TextIOWrapper" + n + " mode='" + mode + "' encoding='" + encoding + "'>";
    }

    // ---------------------------------------------------------------------------------------------- snapshots

    /**
     * The file's state for a snapshot: its node (by path while it is in the tree, else its own content), name,
     * mode, codec settings and byte position (a text read in progress is settled first).
     */
    void image(ImageOut o) {
        long at = bytePos();
        text = null;
        String path = node.linked() ? pathOf(node) : null;
        o.optStr(path);
        if (path == null) {
            WorkspaceImages.writeNode(node, o);
        }
        o.bool(name instanceof PyBytes);
        if (name instanceof PyBytes b) {
            o.bytes(b.bytes(), b.size);
        } else {
            o.str(Ops.str(name));
        }
        o.str(mode);
        o.bool(binary);
        o.bool(readable);
        o.bool(writable);
        o.bool(append);
        o.str(encoding);
        o.str(errors);
        o.optStr(newline);
        o.slong(at);
        o.bool(closed);
    }

    private static String pathOf(WorkspaceNode n) {
        StringBuilder sb = new StringBuilder();
        for (WorkspaceNode p = n; p.parent != null; p = p.parent) {
            sb.insert(0, "/" + p.name);
        }
        return sb.toString();
    }

    /** Reads a file's snapshot state; the result opens the file on the workspace of the execution reading it. */
    static java.util.function.Function<Workspace, FileObject> restore(ImageIn i) {
        String path = i.optStr();
        WorkspaceNode detached = path == null ? WorkspaceImages.readNode(i, new int[1], new long[1], 0) : null;
        PyObject name = i.bool() ? new PyBytes(i.bytes(), false) : new PyStr(i.str());
        String mode = i.str();
        boolean bin = i.bool();
        boolean r = i.bool();
        boolean w = i.bool();
        boolean app = i.bool();
        String enc = i.str();
        String err = i.str();
        String nl = i.optStr();
        long at = i.slong();
        boolean isClosed = i.bool();
        if (detached != null && detached.isDir()) {
            throw ImageException.corrupt("an open file that is a directory");
        }
        if (at < 0) {
            throw ImageException.corrupt("a file position is negative");
        }
        return ws -> {
            WorkspaceNode n = detached;
            if (n == null) {
                n = ws.lookupOrNull(path);
                if (n == null || n.isDir()) {
                    throw ImageException.corrupt("an open file that is not in the workspace: " + path);
                }
            }
            FileObject f = new FileObject(ws, n, name, mode, bin, r, w, app, enc, err, nl);
            f.pos = at;
            f.closed = isClosed;
            return f;
        };
    }

    /** Installs the methods of file objects (start-up only: called by {@link Registry#installTypeMethods}). */
    static void install() {
        for (PyType t : new PyType[] {TEXT, READER, WRITER, RANDOM}) {
            FileMethods.install(t);
        }
    }

    static FileObject self(PyObject o) {
        if (o instanceof FileObject f) {
            return f;
        }
        throw Exc.typeError("descriptor requires a file object, not '" + Ops.typeName(o) + "'");
    }
}
