package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Compare;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import java.util.Map;

/**
 * The native half of {@code bisect} ({@code _bisect}): the four functions CPython also runs in C, with its argument
 * rules ({@code hi} of None or -1 is the length, {@code lo} must be non-negative, {@code key} only by keyword), its
 * item access (a list's items by index, any other sequence through {@code __getitem__}), its comparisons
 * ({@code x < a[mid]} to the right, {@code a[mid] < x} to the left) and its insertion ({@code list.insert} for an
 * exact list, the object's {@code insert} method otherwise). Bound as the global {@code _bisect} of
 * {@code bisect.py}; stateless, so the module template (ADR 0009) shares it. Each probe is charged one step.
 */
final class BisectHelper implements NativeModule {
    private static final PyStr INSERT = PyStr.intern("insert");

    @Override
    public String name() {
        return "_bisect";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("bisect_right", (in, a, kw) -> {
            Call c = new Call("bisect_right", a, kw);
            return PyInt.of(search(in, c, c.x, true));
        });
        m.function("bisect_left", (in, a, kw) -> {
            Call c = new Call("bisect_left", a, kw);
            return PyInt.of(search(in, c, c.x, false));
        });
        m.function("insort_right", (in, a, kw) -> insort(in, new Call("insort_right", a, kw), true));
        m.function("insort_left", (in, a, kw) -> insort(in, new Call("insort_left", a, kw), false));
    }

    /** The arguments {@code (a, x, lo=0, hi=None, *, key=None)} of one call, bound as CPython binds them. */
    private static final class Call {
        final PyObject a;
        final PyObject x;
        final long lo;
        final long hi;
        final PyObject key;

        Call(String fn, PyObject[] args, PyDict kw) {
            if (args.length > 4) {
                throw Exc.typeError(fn + "() takes at most 4 positional arguments (" + args.length + " given)");
            }
            PyObject[] v = new PyObject[5];
            System.arraycopy(args, 0, v, 0, args.length);
            String[] names = {"a", "x", "lo", "hi", "key"};
            if (kw != null) {
                for (Map.Entry<PyObject, PyObject> e : kw.map.entrySet()) {
                    String k = e.getKey() instanceof PyStr s ? s.value() : "";
                    int i = java.util.Arrays.asList(names).indexOf(k);
                    if (i < 0) {
                        throw Exc.typeError("'" + k + "' is an invalid keyword argument for " + fn + "()");
                    }
                    if (v[i] != null) {
                        throw Exc.typeError("argument for " + fn + "() given by name ('" + k + "') and position ("
                                + (i + 1) + ")");
                    }
                    v[i] = e.getValue();
                }
            }
            for (int i = 0; i < 2; i++) {
                if (v[i] == null) {
                    throw Exc.typeError(fn + "() missing required argument '" + names[i] + "' (pos " + (i + 1) + ")");
                }
            }
            a = v[0];
            x = v[1];
            lo = v[2] == null ? 0 : Args.asLong(v[2]);
            if (v[3] == null || v[3] == PyNone.NONE) {
                hi = -1;
            } else if (v[3] instanceof PyInt) {
                hi = Args.asLong(v[3]);
            } else {
                throw Exc.typeError("argument should be integer or None, not '" + Ops.typeName(v[3]) + "'");
            }
            key = v[4] == null ? PyNone.NONE : v[4];
        }
    }

    /** The insertion point of {@code x} (already the key of the item when a key is given). */
    private static long search(Interp in, Call c, PyObject x, boolean right) {
        long lo = c.lo;
        if (lo < 0) {
            throw Exc.valueError("lo must be non-negative");
        }
        long hi = c.hi == -1 ? Ops.len(c.a) : c.hi;
        PyList list = c.a instanceof PyList l && !l.type().hasGuestClass() ? l : null;
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            in.charge(1);
            PyObject item;
            if (list != null) {
                if (mid >= list.size()) {
                    throw Exc.indexError("list index out of range");
                }
                item = list.get((int) mid);
            } else {
                item = Ops.getitem(c.a, PyInt.of(mid));
            }
            if (c.key != PyNone.NONE) {
                item = Ops.call(in, c.key, new PyObject[] {item}, null);
            }
            if (right ? Compare.lessThan(x, item) : Compare.lessThan(item, x)) {
                if (right) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            } else if (right) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static PyObject insort(Interp in, Call c, boolean right) {
        PyObject probe = c.key == PyNone.NONE ? c.x : Ops.call(in, c.key, new PyObject[] {c.x}, null);
        long at = search(in, c, probe, right);
        if (c.a instanceof PyList l && l.type() == io.agentcage.interpreter.internal.object.PyType.LIST) {
            l.insert((int) at, c.x);
        } else {
            Ops.call(in, Ops.getattr(c.a, INSERT), new PyObject[] {PyInt.of(at), c.x}, null);
        }
        return PyNone.NONE;
    }
}
