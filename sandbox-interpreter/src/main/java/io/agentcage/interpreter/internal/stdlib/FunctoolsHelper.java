package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Compare;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.Arrays;
import java.util.Iterator;

/**
 * The native half of {@code functools} ({@code _functools}): what CPython runs in C and agents' code calls in hot
 * paths. {@code reduce}; the call of an {@code lru_cache} wrapper (key, lookup, statistics and the call of the
 * wrapped function, with no guest frame of its own, so tracebacks show only the cached function, as CPython's);
 * the comparisons of {@code cmp_to_key}'s wrappers. The wrappers stay instances of the module's Python classes,
 * their state in ordinary attributes, so snapshots carry them; every case the fast path does not take (keyword
 * arguments, {@code typed=True}, an attribute of an unexpected type) runs the class's Python method named in the
 * code. Stateless, so the module template (ADR 0009) shares it.
 */
final class FunctoolsHelper implements NativeModule {
    private static final PyStr WRAPPED = PyStr.intern("__wrapped__");
    private static final PyStr CACHE = PyStr.intern("_cache");
    private static final PyStr MAXSIZE = PyStr.intern("_maxsize");
    private static final PyStr TYPED = PyStr.intern("_typed");
    private static final PyStr HITS = PyStr.intern("_hits");
    private static final PyStr MISSES = PyStr.intern("_misses");
    private static final PyStr LRU_SLOW = PyStr.intern("_call_slow");
    private static final PyStr OBJ = PyStr.intern("obj");
    private static final PyStr CMP = PyStr.intern("_cmp");
    private static final PyInt ZERO = PyInt.of(0);

    @Override
    public String name() {
        return "_functools";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("reduce", FunctoolsHelper::reduce);
        m.value("lru_call", new PyBuiltin("__call__", FunctoolsHelper::lruCall, true, "_lru_cache_wrapper"));
        String[] ops = {"__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"};
        for (int op = Compare.EQ; op <= Compare.GE; op++) {
            int o = op;
            m.value("key_" + ops[op].substring(2, 4), new PyBuiltin(ops[op],
                    (in, a, kw) -> keyCompare(in, a, kw, ops[o], o), true, "functools.KeyWrapper"));
        }
    }

    /** {@code reduce(function, iterable[, initial])}, with CPython's argument checks and messages. */
    private static PyObject reduce(Interp in, PyObject[] a, PyDict kw) {
        if (kw != null && kw.size() > 0) {
            throw Exc.typeError("reduce() takes no keyword arguments");
        }
        if (a.length < 2) {
            throw Exc.typeError("reduce expected at least 2 arguments, got " + a.length);
        }
        if (a.length > 3) {
            throw Exc.typeError("reduce expected at most 3 arguments, got " + a.length);
        }
        PyObject it;
        try {
            it = Ops.iter(a[1]);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.TypeError)) {
                throw Exc.typeError("reduce() arg 2 must support iteration");
            }
            throw e;
        }
        PyObject value = a.length == 3 ? a[2] : null;
        PyObject fn = a[0];
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            in.charge(1);
            value = value == null ? x : Ops.call(in, fn, new PyObject[] {value, x}, null);
        }
        if (value == null) {
            throw Exc.typeError("reduce() of empty iterable with no initial value");
        }
        return value;
    }

    /**
     * {@code wrapper(*args)} of an {@code lru_cache} wrapper: the key is the one argument itself when it is an exact
     * int or str, else the tuple of the arguments (CPython's {@code _make_key} for positional calls); a hit counts
     * and, for a bounded cache, becomes the newest entry; a miss counts, calls the wrapped function and stores its
     * result unless the call stored one, evicting the oldest entry beyond {@code maxsize}. The wrapper counts one
     * level of recursion depth, as CPython's C wrapper does (so a cached recursion meets the limit at the same
     * depth).
     */
    private static PyObject lruCall(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 0 || !(a[0] instanceof PyInstance self) || kw != null && kw.size() > 0) {
            return slow(in, a, kw, LRU_SLOW);
        }
        PyObject fn = self.ownAttr(WRAPPED);
        PyObject cacheObj = self.ownAttr(CACHE);
        PyObject max = self.ownAttr(MAXSIZE);
        PyObject hits = self.ownAttr(HITS);
        PyObject misses = self.ownAttr(MISSES);
        if (fn == null || !(cacheObj instanceof PyDict cache) || cacheObj.getClass() != PyDict.class
                || self.ownAttr(TYPED) != io.agentcage.interpreter.internal.object.PyBool.FALSE
                || !exactSmall(hits) || !exactSmall(misses)
                || max != PyNone.NONE && !exactSmall(max)) {
            return slow(in, a, kw, LRU_SLOW);
        }
        long maxsize = max == PyNone.NONE ? -1 : ((PyInt) max).value;
        int n = a.length - 1;
        PyObject[] args = Arrays.copyOfRange(a, 1, a.length);
        if (maxsize == 0) {
            self.setOwnAttr(MISSES, PyInt.of(((PyInt) misses).value + 1));
            return callWrapped(in, fn, args);
        }
        PyObject key = n == 1 && (args[0].getClass() == PyInt.class || args[0].getClass() == PyStr.class)
                ? args[0] : new PyTuple(args);
        PyObject found = cache.map.get(key);
        if (found != null) {
            self.setOwnAttr(HITS, PyInt.of(((PyInt) hits).value + 1));
            if (maxsize > 0) {
                cache.map.remove(key);
                cache.map.put(key, found);
            }
            return found;
        }
        self.setOwnAttr(MISSES, PyInt.of(((PyInt) misses).value + 1));
        PyObject result = callWrapped(in, fn, args);
        if (!cache.map.containsKey(key)) {
            cache.map.put(key, result);
            if (maxsize > 0 && cache.map.size() > maxsize) {
                Iterator<PyObject> oldest = cache.map.keySet().iterator();
                cache.map.remove(oldest.next());
            }
        }
        return result;
    }

    private static boolean exactSmall(PyObject o) {
        return o != null && o.getClass() == PyInt.class && ((PyInt) o).big == null;
    }

    /** Calls the cached function one recursion level deeper (the wrapper's level). */
    private static PyObject callWrapped(Interp in, PyObject fn, PyObject[] args) {
        if (++in.depth > in.maxDepth()) {
            in.depth--;
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded");
        }
        try {
            return args.length == 1 ? in.call1(fn, args[0]) : Ops.call(in, fn, args, null);
        } finally {
            in.depth--;
        }
    }

    /**
     * A comparison of two {@code cmp_to_key} wrappers: {@code cmp(self.obj, other.obj) op 0}, the comparison's own
     * result returned (as CPython's {@code KeyWrapper} does); the comparison function is the class's {@code _cmp}
     * (a one-item tuple, so that it is not bound as a method).
     */
    private static PyObject keyCompare(Interp in, PyObject[] a, PyDict kw, String name, int op) {
        if (kw != null && kw.size() > 0) {
            throw Exc.typeError(name + "() takes no keyword arguments");
        }
        if (a.length != 2) {
            throw Exc.typeError("expected 1 argument, got " + (a.length - 1));
        }
        if (!(a[0] instanceof PyInstance self) || !(a[1] instanceof PyInstance other)
                || other.type() != self.type()) {
            throw Exc.typeError("other argument must be K instance");
        }
        PyObject holder = self.type().lookup(CMP);
        PyObject x = self.ownAttr(OBJ);
        PyObject y = other.ownAttr(OBJ);
        if (!(holder instanceof PyTuple t) || t.items.length != 1 || x == null || y == null) {
            throw Exc.typeError("other argument must be K instance");
        }
        PyObject r = Ops.call(in, t.items[0], new PyObject[] {x, y}, null);
        return Compare.compare(r, ZERO, op);
    }

    /** The class's Python method {@code name} with the same arguments: every case the fast path leaves. */
    private static PyObject slow(Interp in, PyObject[] a, PyDict kw, PyStr name) {
        if (a.length == 0) {
            throw Exc.typeError("descriptor '__call__' needs an argument");
        }
        PyObject fn = a[0].type().lookup(name);
        if (fn == null) {
            throw Exc.typeError("'" + Ops.typeName(a[0]) + "' object is not callable");
        }
        return Ops.call(in, fn, a, kw);
    }
}
