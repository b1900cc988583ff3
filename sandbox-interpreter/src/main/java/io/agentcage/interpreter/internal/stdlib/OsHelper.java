package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.FileObject;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.OsErrors;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.Workspace;
import io.agentcage.interpreter.internal.object.WorkspaceNode;
import java.util.List;
import java.util.Map;

/**
 * {@code _os}: the primitives {@code os}, {@code posixpath} and the file modules build on, over the execution's
 * virtual {@link Workspace} only (the same tree {@code open()} uses), the request's environment variables only and
 * the interpreter's entropy source. A helper module: bound as the global {@code _os} of those modules, never
 * importable by guest code. Every function charges its work; a listing charges per entry.
 */
final class OsHelper implements NativeModule {
    /** The owner of every file ({@code st_uid}, {@code getuid()}): the Docker backend's guest user. */
    static final int UID = 65534;
    /** The fixed device number of the workspace ({@code st_dev}). */
    private static final int DEV = 0x2a;

    @Override
    public String name() {
        return "_os";
    }

    static Workspace ws(Interp in) {
        Workspace w = in.services.workspace;
        if (w == null) {
            throw Exc.make(Exc.PermissionError, "file access is disabled in this sandbox");
        }
        return w;
    }

    private static String path(Interp in, PyObject[] a, int i) {
        return FileObject.fspath(in, a[i]);
    }

    /** {@code (st_mode, st_ino, st_dev, st_nlink, st_uid, st_gid, st_size, atime_ns, mtime_ns, ctime_ns)}. */
    static PyTuple statTuple(WorkspaceNode n) {
        int kind = n.isDir() ? 0040000 : 0100000;
        long links = 1;
        if (n.isDir()) {
            links = 2;
        }
        return PyTuple.of(PyInt.of(kind | n.mode()), PyInt.of(n.ino()), PyInt.of(DEV), PyInt.of(links),
                PyInt.of(UID), PyInt.of(UID), PyInt.of(n.size()), PyInt.of(n.atimeNanos()),
                PyInt.of(n.mtimeNanos()), PyInt.of(n.ctimeNanos()));
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("getcwd", (in, a, kw) -> {
            Args.check("getcwd", a, kw, 0, 0);
            return new PyStr(ws(in).cwd());
        });
        m.function("chdir", (in, a, kw) -> {
            Args.check("chdir", a, kw, 1, 1);
            ws(in).chdir(path(in, a, 0));
            return PyNone.NONE;
        });
        m.function("fspath", (in, a, kw) -> {
            Args.check("fspath", a, kw, 1, 1);
            if (a[0] instanceof PyStr || (a[0] instanceof PyBytes b && !b.mutable)) {
                return a[0];
            }
            return new PyStr(FileObject.fspath(in, a[0]));
        });
        m.function("abspath", (in, a, kw) -> {
            Args.check("abspath", a, kw, 1, 1);
            return new PyStr(ws(in).absolute(Args.asStr(a[0], "path")));
        });
        m.function("stat", (in, a, kw) -> {
            Args.check("stat", a, kw, 1, 1);
            in.charge(4);
            return statTuple(ws(in).lookup(path(in, a, 0)));
        });
        m.function("kind", (in, a, kw) -> {
            // 0: missing or out of reach, 1: file, 2: directory (os.path.exists/isfile/isdir never raise)
            Args.check("kind", a, kw, 1, 1);
            in.charge(2);
            String p;
            try {
                p = FileObject.fspath(in, a[0]);
            } catch (RuntimeException e) {
                return PyInt.of(0);
            }
            if (p.indexOf('\0') >= 0) {
                return PyInt.of(0);
            }
            WorkspaceNode n = ws(in).lookupOrNull(p);
            return PyInt.of(n == null ? 0 : n.isDir() ? 2 : 1);
        });
        m.function("listdir", (in, a, kw) -> {
            Args.check("listdir", a, kw, 1, 1);
            List<String> names = ws(in).list(path(in, a, 0));
            in.charge(1 + names.size());
            PyList out = new PyList();
            boolean bytes = a[0] instanceof PyBytes;
            for (String s : names) {
                out.append(bytes ? new PyBytes(s.getBytes(java.nio.charset.StandardCharsets.UTF_8), false)
                        : new PyStr(s));
            }
            return out;
        });
        m.function("scandir", (in, a, kw) -> {
            // [(name, is_dir, stat tuple), ...]: one listing, so os.walk costs one call per directory
            Args.check("scandir", a, kw, 1, 1);
            Map<String, WorkspaceNode> children = ws(in).children(path(in, a, 0));
            in.charge(1 + 4L * children.size());
            PyList out = new PyList();
            for (Map.Entry<String, WorkspaceNode> e : children.entrySet()) {
                out.append(PyTuple.of(new PyStr(e.getKey()), PyBool.of(e.getValue().isDir()),
                        statTuple(e.getValue())));
            }
            return out;
        });
        m.function("mkdir", (in, a, kw) -> {
            Args.check("mkdir", a, kw, 1, 2);
            in.charge(4);
            ws(in).mkdir(path(in, a, 0));
            return PyNone.NONE;
        });
        m.function("rmdir", (in, a, kw) -> {
            Args.check("rmdir", a, kw, 1, 1);
            in.charge(4);
            ws(in).rmdir(path(in, a, 0));
            return PyNone.NONE;
        });
        m.function("remove", (in, a, kw) -> {
            Args.check("remove", a, kw, 1, 1);
            in.charge(4);
            ws(in).delete(path(in, a, 0));
            return PyNone.NONE;
        });
        m.function("rename", (in, a, kw) -> {
            Args.check("rename", a, kw, 2, 2);
            in.charge(8);
            ws(in).rename(path(in, a, 0), path(in, a, 1));
            return PyNone.NONE;
        });
        m.function("utime", (in, a, kw) -> {
            Args.check("utime", a, kw, 3, 3);
            ws(in).utime(path(in, a, 0), a[1] == PyNone.NONE ? null : Args.asLong(a[1]),
                    a[2] == PyNone.NONE ? null : Args.asLong(a[2]));
            return PyNone.NONE;
        });
        m.function("chmod", (in, a, kw) -> {
            Args.check("chmod", a, kw, 2, 2);
            ws(in).chmod(path(in, a, 0), Args.asInt(a[1]));
            return PyNone.NONE;
        });
        m.function("truncate", (in, a, kw) -> {
            Args.check("truncate", a, kw, 2, 2);
            long n = Args.asLong(a[1]);
            if (n < 0) {
                throw OsErrors.error(OsErrors.EINVAL, path(in, a, 0));
            }
            Workspace w = ws(in);
            String p = path(in, a, 0);
            WorkspaceNode f = w.openFile(p, false, false, false);
            in.reserveMemory(Math.max(0, n - f.size()));
            w.setSize(f, n);
            return PyNone.NONE;
        });
        m.function("disk_usage", (in, a, kw) -> {
            Args.check("disk_usage", a, kw, 1, 1);
            Workspace w = ws(in);
            w.lookup(path(in, a, 0));
            long total = w.maxBytes();
            long used = Math.min(total, w.usedBytes());
            return PyTuple.of(PyInt.of(total), PyInt.of(used), PyInt.of(total - used));
        });
        m.function("environ", (in, a, kw) -> {
            Args.check("environ", a, kw, 0, 0);
            PyDict d = new PyDict();
            for (Map.Entry<String, String> e : in.services.environment.entrySet()) {
                d.put(e.getKey(), new PyStr(e.getValue()));
            }
            return d;
        });
        m.function("urandom", (in, a, kw) -> {
            Args.check("urandom", a, kw, 1, 1);
            long n = Args.asLong(a[0]);
            if (n < 0) {
                throw Exc.valueError("negative argument not allowed");
            }
            in.reserveMemory(n);
            in.charge(1 + (n >> 4));
            byte[] b = new byte[(int) n];
            Entropy.SOURCE.nextBytes(b);
            return new PyBytes(b, false);
        });
        m.function("strerror", (in, a, kw) -> {
            Args.check("strerror", a, kw, 1, 1);
            return new PyStr(OsErrors.strerror(Args.asInt(a[0])));
        });
        m.function("error", (in, a, kw) -> {
            // raises OSError(errno, message[, filename]) as the kernel would: _os.error(errno, None|filename)
            Args.check("error", a, kw, 2, 3);
            int errno = Args.asInt(a[0]);
            String file = a[1] == PyNone.NONE ? null : Args.asStr(a[1], "filename");
            if (a.length > 2) {
                throw OsErrors.error(errno, OsErrors.strerror(errno) + " " + Args.asStr(a[2], "note"), file, null);
            }
            throw OsErrors.error(errno, file);
        });
        m.function("limits", (in, a, kw) -> {
            // (bytes held by written files, byte limit, entries, entry limit)
            Args.check("limits", a, kw, 0, 0);
            Workspace w = ws(in);
            return PyTuple.of(PyInt.of(w.usedBytes()), PyInt.of(w.maxBytes()), PyInt.of(w.fileCount()),
                    PyInt.of(w.maxFiles()));
        });
        m.value("errorcode", errorcode());
        m.type(FileObject.UNSUPPORTED);
        m.type(FileObject.TEXT);
        m.type(FileObject.READER);
        m.type(FileObject.WRITER);
        m.type(FileObject.RANDOM);
    }

    private static PyDict errorcode() {
        PyDict d = new PyDict();
        for (Map.Entry<Integer, String> e : OsErrors.codes().entrySet()) {
            d.put(PyInt.of(e.getKey()), new PyStr(e.getValue()));
        }
        return d;
    }
}
