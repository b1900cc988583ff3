package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Compiler;
import io.agentcage.interpreter.internal.compile.Symtable;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.FileObject;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;

/** Builtins that need the running frame or the compiler: globals, locals, vars, eval, exec, compile, import. */
public final class VmBuiltins {
    private VmBuiltins() {
    }

    public static void install(PyDict d) {
        d.put("globals", new PyBuiltin("globals", (in, a, kw) -> in.frame.globals()));
        d.put("locals", new PyBuiltin("locals", (in, a, kw) -> in.frame.locals()));
        d.put("vars", new PyBuiltin("vars", (in, a, kw) -> {
            if (a.length == 0) {
                return in.frame.locals();
            }
            PyObject dict = a[0] instanceof PyType t ? Ops.getattr(t, PyStr.intern("__dict__")) : a[0].instanceDict();
            if (dict == null || a[0].type().slots() != null) {
                throw Exc.typeError("vars() argument must have __dict__ attribute");
            }
            return dict;
        }));
        d.put("eval", new PyBuiltin("eval", (in, a, kw) -> evalOrExec(in, a, kw, true)));
        d.put("exec", new PyBuiltin("exec", (in, a, kw) -> evalOrExec(in, a, kw, false)));
        d.put("compile", new PyBuiltin("compile", (in, a, kw) -> {
            Args.count("compile", a, 3, 6);
            String src = Args.asStr(a[0], "compile() arg 1");
            String filename = Ops.str(a[1]);
            String mode = Ops.str(a[2]);
            return new CompiledCode(compileGuest(src, filename, mode), mode);
        }));
        d.put("__import__", new PyBuiltin("__import__", (in, a, kw) -> {
            Args.count("__import__", a, 1, 5);
            String name = Args.asStr(a[0], "__import__() argument 1");
            PyObject fromlist = a.length > 3 ? a[3] : PyNone.NONE;
            return Imports.importName(in, name, fromlist == PyNone.NONE || !Ops.truth(fromlist) ? PyNone.NONE
                    : fromlist);
        }));
        d.put("open", new PyBuiltin("open", FileObject::open));
        d.put("dir", new PyBuiltin("dir", (in, a, kw) -> {
            if (a.length > 0) {
                return io.agentcage.interpreter.internal.object.Builtins.dir(a[0]);
            }
            PyObject names = in.frame.locals();
            java.util.TreeSet<String> sorted = new java.util.TreeSet<>();
            PyObject it = Ops.iter(names);
            for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
                sorted.add(Ops.str(k));
            }
            io.agentcage.interpreter.internal.object.PyList out = new io.agentcage.interpreter.internal.object.PyList();
            for (String n : sorted) {
                out.append(new PyStr(n));
            }
            return out;
        }));
        Registry.method(PyType.GENERATOR, "send", (in, a, kw) -> ((PyGenerator) a[0]).guestSend(in, a[1]));
        Registry.method(PyType.GENERATOR, "throw", (in, a, kw) -> ((PyGenerator) a[0]).guestThrow(in,
                a.length > 2 && a[1] instanceof PyType t ? Ops.call(in, t, new PyObject[] {a[2]}, null) : a[1]));
        AsyncBuiltins.install();
        AsyncBuiltins.installBuiltins(d);
        Registry.method(PyType.GENERATOR, "close", (in, a, kw) -> {
            ((PyGenerator) a[0]).close(in);
            return PyNone.NONE;
        });
    }

    /**
     * Compiles source given to eval, exec or compile; a syntax error becomes the guest's SyntaxError (or
     * IndentationError, TabError), which the guest can catch, never an internal error of the execution.
     */
    private static Code compileGuest(String src, String filename, String mode) {
        try {
            return Compiler.compileForEval(src, filename, mode);
        } catch (io.agentcage.python.PythonSyntaxError e) {
            PyType type = switch (e.errorType()) {
                case "IndentationError" -> Exc.IndentationError;
                case "TabError" -> Exc.TabError;
                default -> Exc.SyntaxError;
            };
            throw Exc.syntaxError(type, e.message(), filename, src, e.line(), e.column(), e.endLine(),
                    e.endColumn());
        } catch (Symtable.CompileError e) {
            throw Exc.syntaxError(Exc.SyntaxError, e.getMessage(), filename, src, Math.max(1, e.line), 0, 0, 0);
        }
    }

    private static PyObject evalOrExec(Interp in, PyObject[] a, PyDict kw, boolean isEval) {
        String fn = isEval ? "eval" : "exec";
        Args.count(fn, a, 1, 3);
        GuestFrame caller = in.frame;
        PyDict globals = caller.globals();
        PyObject locals = null;
        if (a.length > 1 && a[1] != PyNone.NONE) {
            if (!(a[1] instanceof PyDict g)) {
                throw Exc.typeError(fn + "() globals must be a dict, not " + Ops.typeName(a[1]));
            }
            globals = g;
            locals = a.length > 2 && a[2] != PyNone.NONE ? a[2] : null;
        } else {
            locals = a.length > 2 && a[2] != PyNone.NONE ? a[2] : caller.execLocals();
        }
        Code code;
        if (a[0] instanceof CompiledCode cc) {
            code = cc.code;
        } else if (a[0] instanceof PyStr s) {
            String src = isEval ? s.value().strip() : s.value();
            code = compileGuest(src, "<string>", isEval ? "eval" : "exec");
        } else {
            throw Exc.typeError(fn + "() arg 1 must be a string, bytes or code object");
        }
        PyObject r = Vm.execCode(in, code, globals, locals);
        return isEval ? r : PyNone.NONE;
    }

    /** The result of {@code compile()}: opaque to guest code (no attributes). */
    static final class CompiledCode extends PyObject {
        static final PyType TYPE = PyType.newBuiltin("code", "builtins", null);
        final Code code;
        final String mode;

        CompiledCode(Code code, String mode) {
            super(Footprint.SMALL_OBJECT + code.footprint() + code.sourceFootprint());
            this.code = code;
            this.mode = mode;
        }

        /** The object, the code it holds and its source lines: {@code compile()} at run time makes them anew. */
        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + code.footprint() + code.sourceFootprint();
        }

        @Override
        public PyType type() {
            return TYPE;
        }
    }
}
