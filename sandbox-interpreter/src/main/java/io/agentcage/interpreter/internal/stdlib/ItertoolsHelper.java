package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Iters;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/**
 * The native half of {@code itertools}: the iterators CPython also writes in C whose Python versions cost a guest
 * frame (or a whole generator expression) per item: {@code islice} (a pipe stage, so that a {@code for} loop over
 * {@code islice(generator, ...)} switches into the generator's frame, and a drain forwarded to its source),
 * {@code groupby}, {@code permutations}, {@code combinations} and {@code product}. Bound as the global
 * {@code _itertools} of {@code itertools.py}; stateless, so the module template (ADR 0009) shares it. Arguments are checked with CPython's
 * messages; each item made is charged one step.
 */
final class ItertoolsHelper implements NativeModule {
    private static final String STOP_MESSAGE =
            "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";

    @Override
    public String name() {
        return "_itertools";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("islice", (in, a, kw) -> islice(a, kw));
        m.function("groupby", (in, a, kw) -> {
            if (a.length + size(kw) > 2) {
                throw Exc.typeError("groupby() takes at most 2 arguments (" + (a.length + size(kw)) + " given)");
            }
            if (kw != null) {
                for (PyObject k : kw.map.keySet()) {
                    String s = ((PyStr) k).value();
                    if (!s.equals("iterable") && !s.equals("key")) {
                        throw Exc.typeError("'" + s + "' is an invalid keyword argument for groupby()");
                    }
                }
            }
            PyObject src = a.length > 0 ? a[0] : Args.kw(kw, "iterable", null);
            if (src == null) {
                throw Exc.typeError("groupby() missing required argument 'iterable' (pos 1)");
            }
            PyObject key = a.length > 1 ? a[1] : Args.kw(kw, "key", PyNone.NONE);
            return new ItertoolsIters.Groupby(in, Ops.iter(src), key);
        });
        m.function("permutations", (in, a, kw) -> {
            if (a.length + size(kw) > 2) {
                throw Exc.typeError("permutations() takes at most 2 arguments (" + (a.length + size(kw))
                        + " given)");
            }
            keywords("permutations", kw);
            PyObject src = a.length > 0 ? a[0] : Args.kw(kw, "iterable", null);
            if (src == null) {
                throw Exc.typeError("permutations() missing required argument 'iterable' (pos 1)");
            }
            PyObject[] pool = Iters.toArray(src);
            PyObject rv = a.length > 1 ? a[1] : Args.kw(kw, "r", PyNone.NONE);
            int r = pool.length;
            if (rv != PyNone.NONE) {
                if (!(rv instanceof PyInt ri)) {
                    throw Exc.typeError("Expected int as r");
                }
                r = rIndex(ri);
            }
            return new ItertoolsIters.Permutations(in, pool, r);
        });
        m.function("combinations", (in, a, kw) -> {
            if (a.length + size(kw) > 2) {
                throw Exc.typeError("combinations() takes at most 2 arguments (" + (a.length + size(kw))
                        + " given)");
            }
            keywords("combinations", kw);
            PyObject src = a.length > 0 ? a[0] : Args.kw(kw, "iterable", null);
            if (src == null) {
                throw Exc.typeError("combinations() missing required argument 'iterable' (pos 1)");
            }
            PyObject rv = a.length > 1 ? a[1] : Args.kw(kw, "r", null);
            if (rv == null) {
                throw Exc.typeError("combinations() missing required argument 'r' (pos 2)");
            }
            PyObject[] pool = Iters.toArray(src);
            int r = rIndex(Ops.index(rv, "'%T' object cannot be interpreted as an integer"));
            return new ItertoolsIters.Combinations(in, pool, r);
        });
        m.function("product", (in, a, kw) -> {
            long repeat = 1;
            if (kw != null) {
                for (PyObject k : kw.map.keySet()) {
                    String s = ((PyStr) k).value();
                    if (!s.equals("repeat") || kw.size() > 1) {
                        throw Exc.typeError("'" + (s.equals("repeat") ? "repeat" : s)
                                + "' is an invalid keyword argument for product()");
                    }
                }
                repeat = Args.asLong(kw.get("repeat"));
                if (repeat < 0) {
                    throw Exc.valueError("repeat argument cannot be negative");
                }
            }
            PyObject[][] pools = new PyObject[a.length][];
            for (int i = 0; i < a.length; i++) {
                pools[i] = Iters.toArray(a[i]);
            }
            if (pools.length > 0 && repeat > Integer.MAX_VALUE / 8 / pools.length) {
                throw Exc.overflowError("repeat argument too large");
            }
            return new ItertoolsIters.Product(in, pools, (int) (pools.length * repeat));
        });
    }

    /** Only {@code iterable} and {@code r} by name, CPython's message otherwise. */
    private static void keywords(String fn, PyDict kw) {
        if (kw == null) {
            return;
        }
        for (PyObject k : kw.map.keySet()) {
            String s = ((PyStr) k).value();
            if (!s.equals("iterable") && !s.equals("r")) {
                throw Exc.typeError("'" + s + "' is an invalid keyword argument for " + fn + "()");
            }
        }
    }

    private static int size(PyDict kw) {
        return kw == null ? 0 : kw.size();
    }

    /** {@code r} of permutations and combinations: non-negative (a huge r gives no items, as CPython's). */
    private static int rIndex(PyInt r) {
        if (r.big != null ? r.big.signum() < 0 : r.value < 0) {
            throw Exc.valueError("r must be non-negative");
        }
        return r.big != null || r.value > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) r.value;
    }

    /** {@code islice(iterable, stop)} or {@code islice(iterable, start, stop[, step])}, CPython's checks in order. */
    private static PyObject islice(PyObject[] a, PyDict kw) {
        Args.noKwargs("islice", kw);
        Args.count("islice", a, 2, 4);
        long start = 0;
        long stop = -1;
        long step = 1;
        if (a.length == 2) {
            if (a[1] != PyNone.NONE) {
                stop = ssize(a[1]);
                if (stop == -1) {
                    throw Exc.valueError(STOP_MESSAGE);
                }
            }
        } else {
            if (a[1] != PyNone.NONE) {
                start = ssize(a[1]);
            }
            if (a[2] != PyNone.NONE) {
                stop = ssize(a[2]);
                if (stop == -1) {
                    throw Exc.valueError(STOP_MESSAGE);
                }
            }
        }
        if (start < 0 || stop < -1) {
            throw Exc.valueError("Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
        }
        if (a.length == 4 && a[3] != PyNone.NONE) {
            step = ssize(a[3]);
        }
        if (step < 1) {
            throw Exc.valueError("Step for islice() must be a positive integer or None.");
        }
        return new ItertoolsIters.Islice(Ops.iter(a[0]), start, stop, step);
    }

    /**
     * CPython's {@code PyNumber_AsSsize_t} with the error cleared: the index of {@code o}, or -1 when it has none or
     * does not fit (the caller then words the error).
     */
    private static long ssize(PyObject o) {
        try {
            PyInt i = Ops.index(o, "'%T' object cannot be interpreted as an integer");
            return i.big != null ? -1 : i.value;
        } catch (PyException e) {
            return -1;
        }
    }
}
