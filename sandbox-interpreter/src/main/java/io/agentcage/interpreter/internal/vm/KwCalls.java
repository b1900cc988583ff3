package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Names;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * Keyword calls ({@code CALL_KW}) of guest functions without a keyword dictionary: each call site remembers, for the
 * code it last called, which local each keyword binds ({@link Site}), so a call copies the positional arguments and
 * the keyword values straight from the caller's stack into the new frame's locals and fills the defaults. Anything
 * the site cannot bind exactly (a {@code **kwargs} parameter, a generator, a keyword naming no parameter or one given
 * positionally, a missing argument) takes the general path, which builds the dictionary and reports CPython's errors.
 */
final class KwCalls {
    private KwCalls() {
    }

    /** What one call site binds for one code object, keyword names tuple and number of positional arguments. */
    static final class Site {
        final Code code;
        final PyTuple kwnames;
        final int npos;
        /** The local each keyword value goes to, in the order of {@link #kwnames}. */
        final int[] slots;
        /** The first positional parameter at or after {@link #npos} that no keyword fills (argcount if none). */
        final int minUnfilled;
        /** Keyword-only parameters no keyword fills (their defaults are needed). */
        final int[] kwonlyUnfilled;

        private Site(Code code, PyTuple kwnames, int npos, int[] slots, int minUnfilled, int[] kwonlyUnfilled) {
            this.code = code;
            this.kwnames = kwnames;
            this.npos = npos;
            this.slots = slots;
            this.minUnfilled = minUnfilled;
            this.kwonlyUnfilled = kwonlyUnfilled;
        }
    }

    private static final Site NONE = new Site(null, null, -1, null, 0, null);

    /**
     * The frame of {@code callable(*stack[base:base+argc-nkw], **dict(zip(kwnames, rest)))} when the callable is a guest
     * function or a bound guest method that is no generator, with the callable and arguments cleared from the stack;
     * null (stack untouched) for any other callable.
     */
    static Frame frame(Interp in, Object[] caches, int slot, PyObject callable, PyObject[] stack, int base, int argc,
                       PyTuple kwnames) {
        PyFunction fn;
        PyObject self;
        PyInstance init = null;
        if (callable instanceof PyFunction pf) {
            fn = pf;
            self = null;
        } else if (callable instanceof PyBoundMethod bm && bm.function instanceof PyFunction pf) {
            fn = pf;
            self = bm.self;
        } else if (callable instanceof PyType t && (fn = plainInit(t)) != null) {
            init = new PyInstance(t);
            self = init;
        } else {
            return null;
        }
        Code c = fn.code;
        if (c.isGenerator()) {
            return null;
        }
        int nkw = kwnames.items.length;
        int given = argc - nkw;
        int npos = given + (self == null ? 0 : 1);
        Frame nf = null;
        if (!c.varkw && !c.varargs) {
            Site s = caches[slot] instanceof Site cached && cached.code == c && cached.kwnames == kwnames
                    && cached.npos == npos ? cached : site(caches, slot, c, kwnames, npos);
            if (s != NONE) {
                nf = bind(fn, s, self, stack, base, given);
            }
        }
        if (nf == null) {
            nf = general(in, fn, self, stack, base, argc, kwnames);
        } else {
            clear(stack, base - 1, argc + 1);
        }
        nf.initSelf = init;
        return nf;
    }

    /**
     * The {@code __init__} of a class whose call can run in the loop (the conditions of the positional path: type as
     * metaclass, no guest {@code __new__}, an object layout), a guest function; else null.
     */
    private static PyFunction plainInit(PyType cls) {
        if (cls.type() != PyType.TYPE || cls.isBuiltin() || cls.layout() != PyType.Layout.OBJECT
                || cls.lookupGuest(Names.NEW) != null) {
            return null;
        }
        return cls.lookupGuest(Names.INIT) instanceof PyFunction pf && !pf.code.isGenerator() ? pf : null;
    }

    private static void clear(PyObject[] stack, int from, int n) {
        for (int i = 0; i < n; i++) {
            stack[from + i] = null;
        }
    }

    private static Site site(Object[] caches, int slot, Code c, PyTuple kwnames, int npos) {
        Site s = makeSite(c, kwnames, npos);
        caches[slot] = s;
        return s;
    }

    private static Site makeSite(Code c, PyTuple kwnames, int npos) {
        int argcount = c.argcount;
        int end = argcount + c.kwonly;
        if (npos > argcount) {
            return NONE;
        }
        int nkw = kwnames.items.length;
        int[] slots = new int[nkw];
        boolean[] filled = new boolean[end];
        for (int k = 0; k < nkw; k++) {
            if (!(kwnames.items[k] instanceof PyStr ks)) {
                return NONE;
            }
            int idx = -1;
            for (int i = c.posonly; i < end; i++) {
                if (c.varnameStrs[i] == ks || c.varnames[i].equals(ks.value())) {
                    idx = i;
                    break;
                }
            }
            if (idx < npos || filled[idx]) {
                return NONE;
            }
            filled[idx] = true;
            slots[k] = idx;
        }
        int minUnfilled = argcount;
        for (int i = argcount - 1; i >= npos; i--) {
            if (!filled[i]) {
                minUnfilled = i;
            }
        }
        int nko = 0;
        for (int i = argcount; i < end; i++) {
            nko += filled[i] ? 0 : 1;
        }
        int[] kwonlyUnfilled = new int[nko];
        for (int i = argcount, j = 0; i < end; i++) {
            if (!filled[i]) {
                kwonlyUnfilled[j++] = i;
            }
        }
        return new Site(c, kwnames, npos, slots, minUnfilled, kwonlyUnfilled);
    }

    /** The bound frame, or null when a default is missing (the general path reports it). */
    private static Frame bind(PyFunction fn, Site s, PyObject self, PyObject[] stack, int base, int given) {
        Code c = fn.code;
        PyObject[] defs = fn.defaults;
        int argcount = c.argcount;
        int firstDefault = argcount - (defs == null ? 0 : defs.length);
        if (s.minUnfilled < firstDefault) {
            return null;
        }
        int[] ko = s.kwonlyUnfilled;
        PyDict kwdefs = fn.kwdefaults;
        for (int i : ko) {
            if (kwdefs == null || kwdefs.get(c.varnames[i]) == null) {
                return null;
            }
        }
        Frame nf = new Frame(c, fn.globals, fn);
        PyObject[] fast = nf.fast;
        int j = 0;
        if (self != null) {
            fast[j++] = self;
        }
        System.arraycopy(stack, base, fast, j, given);
        int[] slots = s.slots;
        for (int k = 0; k < slots.length; k++) {
            fast[slots[k]] = stack[base + given + k];
        }
        for (int i = s.minUnfilled; i < argcount; i++) {
            if (fast[i] == null) {
                fast[i] = defs[i - firstDefault];
            }
        }
        for (int i : ko) {
            fast[i] = kwdefs.get(c.varnames[i]);
        }
        int ncell = c.cellvars.length;
        for (int i = 0; i < ncell; i++) {
            int a = c.cellArgs[i];
            nf.cells[i] = new PyCell(a >= 0 ? fast[a] : null);
        }
        PyCell[] closure = fn.closure;
        if (closure != null) {
            System.arraycopy(closure, 0, nf.cells, ncell, closure.length);
        }
        return nf;
    }

    /** The frame bound by {@link Calls#bind} from an argument array and a keyword dictionary (CPython's errors). */
    private static Frame general(Interp in, PyFunction fn, PyObject self, PyObject[] stack, int base, int argc,
                                 PyTuple kwnames) {
        int nkw = kwnames.items.length;
        int given = argc - nkw;
        int off = self == null ? 0 : 1;
        PyObject[] a = new PyObject[given + off];
        if (self != null) {
            a[0] = self;
        }
        System.arraycopy(stack, base, a, off, given);
        PyDict kw = new PyDict(nkw);
        for (int i = 0; i < nkw; i++) {
            kw.put(kwnames.items[i], stack[base + given + i]);
        }
        clear(stack, base - 1, argc + 1);
        return Calls.bind(in, fn, a, 0, a.length, kw);
    }

    /** {@code callable(...)} with keywords for any callable {@link #frame} does not take: the dictionary is built. */
    static PyObject call(Interp in, PyObject callable, PyObject[] stack, int base, int argc, PyTuple kwnames) {
        int nkw = kwnames.items.length;
        int npos = argc - nkw;
        PyObject[] a = new PyObject[npos];
        System.arraycopy(stack, base, a, 0, npos);
        PyDict kw = new PyDict(nkw);
        for (int i = 0; i < nkw; i++) {
            kw.put(kwnames.items[i], stack[base + npos + i]);
        }
        clear(stack, base - 1, argc + 1);
        return Calls.callAny(in, callable, a, kw);
    }
}
