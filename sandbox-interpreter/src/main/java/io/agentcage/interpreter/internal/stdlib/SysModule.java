package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.BuiltinFunctions.StdStream;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.NativeFunction;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDescriptor;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import io.agentcage.interpreter.internal.object.TypeCalls;

/**
 * The harmless part of {@code sys} that agent code uses: {@code maxsize}, {@code getsizeof}, the number and version
 * facts, {@code stdout}/{@code stderr}/{@code stdin}, the recursion limit, {@code exc_info}/{@code exception}
 * (tracebacks without frames) and {@code exit}. Nothing that reaches
 * the interpreter's internals exists here ({@code modules}, {@code _getframe}, {@code settrace}, {@code path}):
 * the same members the validator's strict policy allows.
 */
public final class SysModule implements NativeModule {
    /** The type of {@code sys.stdout}, {@code sys.stderr} and {@code sys.stdin}. */
    static final PyType STREAM = PyType.newBuiltin("TextIOWrapper", "_io", null);

    /** Installs the methods of the standard stream objects (start-up only: called by {@link Universe}). */
    static void installTypes() {
        Registry.method(STREAM, "write", (in, a, kw) -> {
            Args.method("write", a, kw, 1, 1);
            if (!(a[1] instanceof PyStr s)) {
                throw Exc.typeError("write() argument must be str, not " + Ops.typeName(a[1]));
            }
            in.write(s.value(), stream(a[0]).isStderr());
            return PyInt.of(s.length());
        });
        Registry.method(STREAM, "writelines", (in, a, kw) -> {
            Args.method("writelines", a, kw, 1, 1);
            PyObject it = Ops.iter(a[1]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                in.write(Args.asStr(x, "write() argument"), stream(a[0]).isStderr());
            }
            return PyNone.NONE;
        });
        Registry.method(STREAM, "readline", (in, a, kw) -> {
            String line = in.readLine();
            return new PyStr(line == null ? "" : line + "\n");
        });
        Registry.method(STREAM, "read", (in, a, kw) -> {
            StringBuilder sb = new StringBuilder();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                in.charge(1 + line.length() / 16);
                sb.append(line).append('\n');
            }
            return new PyStr(sb.toString());
        });
        Registry.method(STREAM, "flush", (in, a, kw) -> PyNone.NONE);
        Registry.method(STREAM, "isatty", (in, a, kw) -> io.agentcage.interpreter.internal.object.PyBool.FALSE);
        property("name", s -> new PyStr(s.name()));
        property("encoding", s -> new PyStr("utf-8"));
        property("errors", s -> new PyStr("strict"));
        property("mode", s -> new PyStr(s.name().equals("<stdin>") ? "r" : "w"));
        property("closed", s -> io.agentcage.interpreter.internal.object.PyBool.FALSE);
        Registry.method(STREAM, "fileno", (in, a, kw) -> {
            throw Exc.make(Exc.OSError, "fileno is not available in the sandbox");
        });
    }

    private static void property(String name, java.util.function.Function<StdStream, PyObject> get) {
        STREAM.define(name, new PyDescriptor(PyDescriptor.Kind.PROPERTY, new PyBuiltin(name,
                (in, a, kw) -> get.apply(stream(a[0]))), PyNone.NONE, PyNone.NONE, PyNone.NONE));
    }

    @Override
    public String name() {
        return "sys";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.value("maxsize", PyInt.of(Long.MAX_VALUE));
        m.value("maxunicode", PyInt.of(0x10FFFF));
        m.value("byteorder", new PyStr("little"));
        m.value("version", new PyStr("3.11.7 (agentcage interpreter)"));
        m.value("hexversion", PyInt.of(0x030B07F0));
        m.value("argv", PyList.of(PyStr.EMPTY));
        // what probing code reads: the guest's virtual OS is Linux; the path list is the guest's own (imports do not
        // read it), so sys.path.append/insert in agent code works and changes nothing
        m.value("platform", new PyStr("linux"));
        m.value("path", PyList.of(PyStr.EMPTY));
        m.value("dont_write_bytecode", io.agentcage.interpreter.internal.object.PyBool.TRUE);
        m.function("getdefaultencoding", (in, a, kw) -> {
            Args.check("getdefaultencoding", a, kw, 0, 0);
            return new PyStr("utf-8");
        });
        m.function("getfilesystemencoding", (in, a, kw) -> {
            Args.check("getfilesystemencoding", a, kw, 0, 0);
            return new PyStr("utf-8");
        });
        m.function("intern", (in, a, kw) -> {
            Args.check("intern", a, kw, 1, 1);
            if (!(a[0] instanceof PyStr)) {
                throw Exc.typeError("intern() argument must be str, not "
                        + io.agentcage.interpreter.internal.object.Ops.typeName(a[0]));
            }
            if (a[0].type() != io.agentcage.interpreter.internal.object.PyType.STR) {
                throw Exc.typeError("can't intern " + a[0].type().name());
            }
            return a[0];
        });
        m.value("version_info", record("version_info", new String[] {"major", "minor", "micro", "releaselevel",
            "serial"}, PyInt.of(3), PyInt.of(11), PyInt.of(7), new PyStr("final"), PyInt.of(0)));
        m.value("float_info", record("float_info", new String[] {"max", "max_exp", "max_10_exp", "min", "min_exp",
            "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"}, new PyFloat(Double.MAX_VALUE),
            PyInt.of(1024), PyInt.of(308), new PyFloat(Double.MIN_NORMAL), PyInt.of(-1021), PyInt.of(-307),
            PyInt.of(15), PyInt.of(53), new PyFloat(Math.ulp(1.0)), PyInt.of(2), PyInt.of(1)));
        m.value("int_info", record("int_info", new String[] {"bits_per_digit", "sizeof_digit",
            "default_max_str_digits", "str_digits_check_threshold"}, PyInt.of(30), PyInt.of(4), PyInt.of(4300),
            PyInt.of(640)));
        m.value("stdout", new StdStream(false, STREAM));
        m.value("stderr", new StdStream(true, STREAM));
        m.value("stdin", new StdStream(false, STREAM, "<stdin>"));
        m.function("get_int_max_str_digits", (in, a, kw) -> {
            Args.check("get_int_max_str_digits", a, kw, 0, 0);
            return PyInt.of(in.services.maxStrDigits);
        });
        m.function("set_int_max_str_digits", (in, a, kw) -> {
            Args.onlyKeywords("set_int_max_str_digits", kw, "maxdigits");
            PyObject v = a.length > 0 ? a[0] : Args.kw(kw, "maxdigits", null);
            if (v == null || a.length > 1) {
                throw Exc.typeError(v == null ? "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)"
                        : "set_int_max_str_digits() takes at most 1 argument (" + a.length + " given)");
            }
            long n = Args.asLong(v);
            if (n != 0 && n < 640) {
                throw Exc.valueError("maxdigits must be 0 or larger than 640");
            }
            in.services.maxStrDigits = (int) Math.min(n, Integer.MAX_VALUE);
            return PyNone.NONE;
        });
        m.function("getsizeof", (in, a, kw) -> {
            Args.check("getsizeof", a, kw, 1, 2);
            return PyInt.of(SizeOf.of(a[0]));
        });
        m.function("getrecursionlimit", (in, a, kw) -> {
            Args.check("getrecursionlimit", a, kw, 0, 0);
            int set = in.services == null ? 0 : in.services.recursionLimit;
            return PyInt.of(set > 0 ? set : in.maxDepth());
        });
        m.function("setrecursionlimit", (in, a, kw) -> {
            // raises or lowers the limit in force, never past the execution's ceiling (maxRecursionDepth)
            Args.check("setrecursionlimit", a, kw, 1, 1);
            int n = Args.asInt(a[0]);
            if (n < 1) {
                throw Exc.valueError("recursion limit must be greater or equal than 1");
            }
            in.setRecursionLimit(n);
            return PyNone.NONE;
        });
        // the exception being handled; its traceback has no frames (tb_frame does not exist)
        m.function("exc_info", (in, a, kw) -> {
            Args.check("exc_info", a, kw, 0, 0);
            if (in.currentHandled() instanceof PyBaseException e) {
                return PyTuple.of(e.type(), e, e.tracebackObject());
            }
            return PyTuple.of(PyNone.NONE, PyNone.NONE, PyNone.NONE);
        });
        m.function("exception", (in, a, kw) -> {
            Args.check("exception", a, kw, 0, 0);
            return in.currentHandled() instanceof PyBaseException e ? e : PyNone.NONE;
        });
        m.function("exit", (in, a, kw) -> {
            Args.check("exit", a, kw, 0, 1);
            // as CPython raises it (PyErr_SetObject): no arguments for None, a tuple's items as the arguments
            if (a.length == 0 || a[0] == PyNone.NONE) {
                throw Exc.make(Exc.SystemExit);
            }
            throw Exc.make(Exc.SystemExit, a[0].getClass() == PyTuple.class ? ((PyTuple) a[0]).items : a);
        });
    }

    private static StdStream stream(PyObject o) {
        if (o instanceof StdStream s) {
            return s;
        }
        throw Exc.typeError("descriptor requires a '_io.TextIOWrapper' object");
    }

    /** A read-only named tuple in the style of CPython's struct sequences ({@code sys.float_info(max=...)}). */
    private static PyObject record(String name, String[] fields, PyObject... values) {
        PyType t = new PyType(name, new PyType[] {PyType.TUPLE}, null, PyType.Layout.TUPLE);
        t.setModule("sys");
        t.setQualname(name);
        for (int i = 0; i < fields.length; i++) {
            int idx = i;
            NativeFunction get = (in, a, kw) -> ((PyTuple) a[0]).items[idx];
            t.define(fields[i], new PyDescriptor(PyDescriptor.Kind.PROPERTY, new PyBuiltin(fields[i], get),
                    PyNone.NONE, PyNone.NONE, PyNone.NONE));
        }
        t.define("__repr__", new PyBuiltin("__repr__", (in, a, kw) -> {
            StringBuilder sb = new StringBuilder("sys.").append(name).append('(');
            PyObject[] items = ((PyTuple) a[0]).items;
            for (int i = 0; i < fields.length; i++) {
                sb.append(i == 0 ? "" : ", ").append(fields[i]).append('=').append(Ops.repr(items[i]));
            }
            return new PyStr(sb.append(')').toString());
        }, true, name));
        return TypeCalls.allocate(null, t, new PyObject[] {PyTuple.of(values)}, null);
    }
}
