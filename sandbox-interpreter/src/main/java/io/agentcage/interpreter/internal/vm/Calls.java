package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.ArrayList;
import java.util.List;

/** Binds call arguments to a new frame's parameters, with CPython's error messages. */
final class Calls {
    private Calls() {
    }

    /**
     * Calls anything but a plain builtin from the loop: a host function learns that guest code calls it directly
     * (which lets an external one suspend the execution), everything else goes through {@code Ops.call}.
     */
    static PyObject callAny(Interp in, PyObject callable, PyObject[] args, PyDict kwargs) {
        if (callable instanceof io.agentcage.interpreter.internal.object.PyBuiltin b && b.host) {
            in.directHost = b;
            try {
                return io.agentcage.interpreter.internal.object.Ops.callBuiltin(in, b, args, kwargs);
            } finally {
                in.directHost = null;
            }
        }
        return io.agentcage.interpreter.internal.object.Ops.call(in, callable, args, kwargs);
    }

    static Frame bind(Interp in, PyFunction fn, PyObject[] args, int off, int n, PyDict kwargs) {
        Code c = fn.code;
        Frame f = new Frame(c, fn.globals, fn);
        PyObject[] fast = f.fast;
        boolean noKw = kwargs == null || kwargs.size() == 0;
        if (c.simpleArgs && noKw && n == c.argcount) {
            System.arraycopy(args, off, fast, 0, n);
        } else {
            bindGeneral(fn, c, fast, args, off, n, noKw ? null : kwargs);
        }
        int ncell = c.cellvars.length;
        for (int i = 0; i < ncell; i++) {
            int a = c.cellArgs[i];
            f.cells[i] = new PyCell(a >= 0 ? fast[a] : null);
        }
        PyCell[] closure = fn.closure;
        if (closure != null) {
            System.arraycopy(closure, 0, f.cells, ncell, closure.length);
        }
        return f;
    }

    private static void bindGeneral(PyFunction fn, Code c, PyObject[] fast, PyObject[] args, int off, int n,
                                    PyDict kwargs) {
        int argcount = c.argcount;
        int take = Math.min(n, argcount);
        System.arraycopy(args, off, fast, 0, take);
        int varargsIdx = argcount + c.kwonly;
        int varkwIdx = varargsIdx + (c.varargs ? 1 : 0);
        if (n > argcount) {
            if (!c.varargs) {
                throw tooMany(fn, c, n, kwargs);
            }
            PyObject[] rest = new PyObject[n - argcount];
            System.arraycopy(args, off + argcount, rest, 0, rest.length);
            fast[varargsIdx] = PyTuple.of(rest);
        } else if (c.varargs) {
            fast[varargsIdx] = PyTuple.EMPTY;
        }
        PyDict extra = c.varkw ? new PyDict() : null;
        if (kwargs != null) {
            List<String> posonlyPassed = null;
            for (var e : kwargs.map.entrySet()) {
                if (!(e.getKey() instanceof PyStr ks)) {
                    throw Exc.typeError(fn.qualname + "() keywords must be strings");
                }
                int idx = -1;
                for (int i = c.posonly; i < argcount + c.kwonly; i++) {
                    if (c.varnames[i].equals(ks.value())) {
                        idx = i;
                        break;
                    }
                }
                if (idx >= 0) {
                    if (fast[idx] != null) {
                        throw Exc.typeError(fn.qualname + "() got multiple values for argument '" + ks.value() + "'");
                    }
                    fast[idx] = e.getValue();
                    continue;
                }
                if (extra != null) {
                    extra.put(ks, e.getValue());
                    continue;
                }
                boolean isPosonly = false;
                for (int i = 0; i < c.posonly; i++) {
                    if (c.varnames[i].equals(ks.value())) {
                        isPosonly = true;
                    }
                }
                if (isPosonly) {
                    if (posonlyPassed == null) {
                        posonlyPassed = new ArrayList<>();
                    }
                    posonlyPassed.add(ks.value());
                    continue;
                }
                throw Exc.typeError(fn.qualname + "() got an unexpected keyword argument '" + ks.value() + "'");
            }
            if (posonlyPassed != null) {
                throw Exc.typeError(fn.qualname + "() got some positional-only arguments passed as keyword"
                        + " arguments: '" + String.join(", ", posonlyPassed) + "'");
            }
        }
        if (extra != null) {
            fast[varkwIdx] = extra;
        }
        PyObject[] defaults = fn.defaults;
        int ndef = defaults == null ? 0 : defaults.length;
        List<String> missing = null;
        for (int i = n; i < argcount; i++) {
            if (fast[i] == null) {
                int d = i - (argcount - ndef);
                if (d >= 0) {
                    fast[i] = defaults[d];
                } else {
                    if (missing == null) {
                        missing = new ArrayList<>();
                    }
                    missing.add(c.varnames[i]);
                }
            }
        }
        if (missing != null) {
            throw missingArgs(fn, missing, "positional");
        }
        for (int i = argcount; i < argcount + c.kwonly; i++) {
            if (fast[i] == null) {
                PyObject d = fn.kwdefaults == null ? null : fn.kwdefaults.get(c.varnames[i]);
                if (d != null) {
                    fast[i] = d;
                } else {
                    if (missing == null) {
                        missing = new ArrayList<>();
                    }
                    missing.add(c.varnames[i]);
                }
            }
        }
        if (missing != null) {
            throw missingArgs(fn, missing, "keyword-only");
        }
    }

    private static RuntimeException tooMany(PyFunction fn, Code c, int n, PyDict kwargs) {
        int ndef = fn.defaults == null ? 0 : fn.defaults.length;
        String takes;
        if (ndef > 0) {
            takes = "from " + (c.argcount - ndef) + " to " + c.argcount + " positional arguments";
        } else {
            takes = c.argcount + " positional argument" + (c.argcount == 1 ? "" : "s");
        }
        int kwGiven = 0;
        if (kwargs != null) {
            for (var k : kwargs.map.keySet()) {
                for (int i = c.argcount; i < c.argcount + c.kwonly; i++) {
                    if (c.varnames[i].equals(((PyStr) k).value())) {
                        kwGiven++;
                    }
                }
            }
        }
        String given = String.valueOf(n);
        if (kwGiven > 0) {
            given = n + " positional argument" + (n == 1 ? "" : "s") + " (and " + kwGiven + " keyword-only argument"
                    + (kwGiven == 1 ? "" : "s") + ")";
        }
        return Exc.typeError(fn.qualname + "() takes " + takes + " but " + given + (n == 1 && kwGiven == 0
                ? " was given" : " were given"));
    }

    private static RuntimeException missingArgs(PyFunction fn, List<String> names, String kind) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) {
                sb.append(names.size() == 2 ? " and " : i == names.size() - 1 ? ", and " : ", ");
            }
            sb.append('\'').append(names.get(i)).append('\'');
        }
        return Exc.typeError(fn.qualname + "() missing " + names.size() + " required " + kind + " argument"
                + (names.size() == 1 ? "" : "s") + ": " + sb);
    }
}
