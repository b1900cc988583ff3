package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.FileObject.self;
import static io.agentcage.interpreter.internal.object.Registry.method;

/** The methods and attributes of {@link FileObject}s, as CPython's {@code _io} classes have them. */
final class FileMethods {
    private FileMethods() {
    }

    private static long size(PyObject[] a, int i, PyDict kw, String key) {
        PyObject v = a.length > i ? a[i] : Args.kw(kw, key, PyNone.NONE);
        return v == PyNone.NONE ? -1 : Args.asLong(v);
    }

    static void install(PyType t) {
        method(t, "read", (in, a, kw) -> self(a[0]).read(in, size(a, 1, kw, "size")));
        method(t, "read1", (in, a, kw) -> self(a[0]).read(in, size(a, 1, kw, "size")));
        method(t, "readline", (in, a, kw) -> self(a[0]).readline(in, size(a, 1, kw, "size")));
        method(t, "readlines", (in, a, kw) -> {
            FileObject f = self(a[0]);
            long hint = size(a, 1, kw, "hint");
            PyList l = new PyList();
            long total = 0;
            for (PyObject x = f.readline(in, -1); Ops.truth(x); x = f.readline(in, -1)) {
                l.append(x);
                total += Ops.len(x);
                if (hint > 0 && total >= hint) {
                    break;
                }
            }
            return l;
        });
        method(t, "readinto", (in, a, kw) -> {
            Args.method("readinto", a, kw, 1, 1);
            FileObject f = self(a[0]);
            if (!f.binary || !(a[1] instanceof PyBytes target) || !target.mutable) {
                throw Exc.typeError("readinto() argument must be read-write bytes-like object, not "
                        + Ops.typeName(a[1]));
            }
            PyBytes got = f.readBytes(in, target.size);
            System.arraycopy(got.bytes(), 0, target.bytes(), 0, got.size);
            return PyInt.of(got.size);
        });
        method(t, "write", (in, a, kw) -> {
            Args.method("write", a, kw, 1, 1);
            return PyInt.of(self(a[0]).write(in, a[1]));
        });
        method(t, "writelines", (in, a, kw) -> {
            Args.method("writelines", a, kw, 1, 1);
            FileObject f = self(a[0]);
            PyObject it = Ops.iter(a[1]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                f.write(in, x);
            }
            return PyNone.NONE;
        });
        method(t, "seek", (in, a, kw) -> {
            Args.method("seek", a, kw, 1, 2);
            return PyInt.of(self(a[0]).seek(Args.asLong(a[1]), a.length > 2 ? Args.asInt(a[2]) : 0));
        });
        method(t, "tell", (in, a, kw) -> {
            Args.method("tell", a, kw, 0, 0);
            FileObject f = self(a[0]);
            f.checkOpen();
            return PyInt.of(f.bytePos());
        });
        method(t, "truncate", (in, a, kw) -> {
            FileObject f = self(a[0]);
            return PyInt.of(f.truncate(in, a.length > 1 ? a[1] : Args.kw(kw, "size", PyNone.NONE)));
        });
        method(t, "flush", (in, a, kw) -> {
            FileObject f = self(a[0]);
            f.checkOpen();
            if (f.writable) {
                f.ws.announce(f.node);
            }
            return PyNone.NONE;
        });
        method(t, "close", (in, a, kw) -> {
            self(a[0]).close();
            return PyNone.NONE;
        });
        method(t, "readable", (in, a, kw) -> {
            FileObject f = self(a[0]);
            f.checkOpen();
            return PyBool.of(f.readable);
        });
        method(t, "writable", (in, a, kw) -> {
            FileObject f = self(a[0]);
            f.checkOpen();
            return PyBool.of(f.writable);
        });
        method(t, "seekable", (in, a, kw) -> {
            self(a[0]).checkOpen();
            return PyBool.TRUE;
        });
        method(t, "isatty", (in, a, kw) -> {
            self(a[0]).checkOpen();
            return PyBool.FALSE;
        });
        method(t, "fileno", (in, a, kw) -> {
            throw Exc.make(FileObject.UNSUPPORTED, "fileno (the sandbox's files have no descriptors)");
        });
        method(t, "__enter__", (in, a, kw) -> {
            self(a[0]).checkOpen();
            return a[0];
        });
        method(t, "__exit__", (in, a, kw) -> {
            self(a[0]).close();
            return PyNone.NONE;
        });
        method(t, "__iter__", (in, a, kw) -> {
            self(a[0]).checkOpen();
            return a[0];
        });
        method(t, "__next__", (in, a, kw) -> {
            PyObject r = self(a[0]).next();
            if (r == null) {
                throw Exc.stopIteration(null);
            }
            return r;
        });
        method(t, "__repr__", (in, a, kw) -> new PyStr(self(a[0]).repr()));
        property(t, "closed", f -> PyBool.of(f.closed));
        property(t, "name", f -> f.name);
        property(t, "mode", f -> new PyStr(f.binary && f.mode.contains("t") ? f.mode : f.mode));
        if (t == FileObject.TEXT) {
            property(t, "encoding", f -> new PyStr(f.encoding));
            property(t, "errors", f -> new PyStr(f.errors));
            property(t, "newlines", f -> PyNone.NONE);
            property(t, "line_buffering", f -> PyBool.FALSE);
        }
    }

    private interface Getter {
        PyObject get(FileObject f);
    }

    private static void property(PyType t, String name, Getter g) {
        t.define(name, new PyDescriptor(PyDescriptor.Kind.PROPERTY, new PyBuiltin(name,
                (in, a, kw) -> g.get(self(a[0]))), PyNone.NONE, PyNone.NONE, PyNone.NONE));
    }
}
