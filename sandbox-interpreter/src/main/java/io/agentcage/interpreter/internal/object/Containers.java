package io.agentcage.interpreter.internal.object;

import java.util.Arrays;

/** Operators on the builtin containers ({@code +}, {@code *}, set algebra, dict merge), size-checked. */
public final class Containers {
    private Containers() {
    }

    static PyObject binary(PyObject a, PyObject b, int op) {
        if (a instanceof PyList x && b instanceof PyList y && op == Arith.ADD) {
            int n = x.size() + y.size();
            Interp.current().reserveMemory(Footprint.refArray(n));
            PyObject[] items = Arrays.copyOf(x.array(), Math.max(4, n));
            System.arraycopy(y.array(), 0, items, x.size(), y.size());
            return new PyList(items, n);
        }
        if (a instanceof PyTuple x && b instanceof PyTuple y && op == Arith.ADD) {
            PyObject[] items = Arrays.copyOf(x.items, x.items.length + y.items.length);
            System.arraycopy(y.items, 0, items, x.items.length, y.items.length);
            return new PyTuple(items);
        }
        if (op == Arith.MUL && b instanceof PyInt n) {
            if (a instanceof PyList x) {
                PyObject[] src = x.toArray();
                PyObject[] r = repeat(src, n);
                return new PyList(r, r.length);
            }
            if (a instanceof PyTuple x) {
                return new PyTuple(repeat(x.items, n));
            }
            if (a instanceof PyBytes x) {
                long count = Math.max(0, n.big != null ? Long.MAX_VALUE : n.value);
                long total = count * x.size;
                Interp.current().reserveMemory(total < 0 ? -1 : total);
                byte[] src = x.bytes();
                byte[] out = new byte[(int) total];
                for (int i = 0; i < count; i++) {
                    System.arraycopy(src, 0, out, i * src.length, src.length);
                }
                return new PyBytes(out, x.mutable);
            }
        }
        if (a instanceof PySet x && b instanceof PySet y) {
            return setOp(x, y, op);
        }
        if (a instanceof DictViews.View x && x.kind != DictViews.VALUES && b instanceof PySet y) {
            return setOp(x.asSet(), y, op);
        }
        if (a instanceof DictViews.View x && x.kind != DictViews.VALUES && b instanceof DictViews.View y) {
            return setOp(x.asSet(), y.asSet(), op);
        }
        if (a instanceof PySet x && b instanceof DictViews.View y && y.kind != DictViews.VALUES) {
            // set.__and__ refuses a view; the view's reflected operation answers, with a set
            return setOp(new PySet(new CpySet(x.set), false), y.asSet(), op);
        }
        if (isSetOp(op) && (a instanceof DictViews.View x && x.kind != DictViews.VALUES && !(b instanceof PySet)
                || b instanceof DictViews.View y && y.kind != DictViews.VALUES && !(a instanceof PySet))) {
            // a keys or items view takes any iterable as the other operand, as a set ({'a': 1}.keys() | ['b'])
            return setOp(viewOperand(a), viewOperand(b), op);
        }
        if (a instanceof PyDict x && b instanceof PyDict y && op == Arith.OR) {
            PyDict r = new PyDict();
            r.map.putAll(x.map);
            r.map.putAll(y.map);
            return r;
        }
        if (a instanceof PyBytes x && (b instanceof PyBytes || b instanceof PyMemoryView) && op == Arith.ADD) {
            byte[] p = x.bytes();
            byte[] q = b instanceof PyMemoryView m ? m.toBytes() : ((PyBytes) b).bytes();
            byte[] out = Arrays.copyOf(p, p.length + q.length);
            System.arraycopy(q, 0, out, p.length, q.length);
            return new PyBytes(out, x.mutable);
        }
        if (a instanceof PyBytes && op == Arith.ADD) {
            throw Exc.typeError("can't concat " + Ops.typeName(b) + " to " + Ops.typeName(a));
        }
        if (a instanceof PyBytes x && op == Arith.MOD) {
            return new PyBytes(PercentFormat.formatBytes(x.bytes(), b), x.mutable);
        }
        return null;
    }

    private static boolean isSetOp(int op) {
        return op == Arith.OR || op == Arith.AND || op == Arith.SUB || op == Arith.XOR;
    }

    /** An operand of a view's set operator as a set: a keys/items view's elements, or an iterable's items. */
    static PySet viewOperand(PyObject o) {
        if (o instanceof DictViews.View v && v.kind != DictViews.VALUES) {
            return v.asSet();
        }
        if (o instanceof PySet s) {
            return s;
        }
        PySet s = new PySet(false);
        PyObject it = Ops.iter(o);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            s.set.add(x);
        }
        return s;
    }

    static PyObject setOp(PySet x, PySet y, int op) {
        CpySet r;
        switch (op) {
            case Arith.OR:
                r = new CpySet(x.set);
                r.merge(y.set);
                break;
            case Arith.AND:
                r = CpySet.intersection(x.set, y.set);
                break;
            case Arith.SUB:
                r = CpySet.difference(x.set, y.set);
                break;
            case Arith.XOR:
                r = CpySet.symmetricDifference(x.set, y.set);
                break;
            default:
                return null;
        }
        Interp.current().charge(x.size() + y.size());
        return new PySet(r, x.frozen);
    }

    static PyObject[] repeat(PyObject[] src, PyInt n) {
        long count = n.big != null ? (n.big.signum() < 0 ? 0 : Long.MAX_VALUE) : Math.max(0, n.value);
        if (src.length == 0 || count == 0) {
            return new PyObject[0];
        }
        long total = count * src.length;
        if (total / src.length != count || total > Integer.MAX_VALUE - 8) {
            throw new BudgetExceeded(io.agentcage.Limit.MEMORY, "sequence repetition of " + count + " items is too"
                    + " large");
        }
        Interp.current().reserveMemory(Footprint.refArray(total));
        PyObject[] out = new PyObject[(int) total];
        if (src.length == 1) {
            Arrays.fill(out, src[0]);
        } else {
            for (int i = 0; i < count; i++) {
                System.arraycopy(src, 0, out, i * src.length, src.length);
            }
        }
        return out;
    }

    static PyObject repeatListInPlace(PyList l, PyObject b) {
        PyInt n = b instanceof PyInt i ? i : b.type().hasGuestClass() && b.type().lookupGuest(Names.INDEX) != null
                ? Ops.index(b, "") : null;
        if (n == null) {
            throw Exc.typeError("can't multiply sequence by non-int of type '" + Ops.typeName(b) + "'");
        }
        PyObject[] r = repeat(l.toArray(), n);
        l.setItems(r.length == 0 ? new PyObject[4] : r, r.length);
        return l;
    }

    static PyStr repeatStr(PyStr s, PyInt n) {
        long count = n.big != null ? (n.big.signum() < 0 ? 0 : Long.MAX_VALUE) : Math.max(0, n.value);
        if (count == 0 || s.value().isEmpty()) {
            return PyStr.EMPTY;
        }
        long total = count * s.value().length();
        if (total / s.value().length() != count || total > Integer.MAX_VALUE - 8) {
            throw new BudgetExceeded(io.agentcage.Limit.MEMORY, "string repetition of " + count + " copies is too"
                    + " large");
        }
        Interp.current().reserveMemory(Footprint.str(total, s.isWide()));
        return new PyStr(s.value().repeat((int) count));
    }

    /**
     * {@code dict.update(other)} for a mapping or an iterable of pairs; {@code d} (often a dict being built) is pinned
     * meanwhile, so that the memory gauge sees it grow.
     */
    public static void dictUpdate(PyDict d, PyObject other) {
        if (other instanceof PyDict o && !o.type().hasGuestClass()) {
            d.map.putAll(o.map);
            return;
        }
        MemoryAccount memory = Interp.current().memory();
        int mark = memory.pin(d);
        try {
            dictUpdateFrom(d, other);
        } finally {
            memory.unpin(mark);
        }
    }

    private static void dictUpdateFrom(PyDict d, PyObject other) {
        if (other.type().lookup("keys") != null && !(other instanceof PyList)) {
            PyObject keys = Ops.callSpecial(other, PyStr.intern("keys"));
            PyObject it = Ops.iter(keys);
            for (PyObject k = Ops.next(it); k != null; k = Ops.next(it)) {
                d.map.put(k, Ops.getitem(other, k));
            }
            return;
        }
        PyObject it = Ops.iter(other);
        int i = 0;
        for (PyObject item = Ops.next(it); item != null; item = Ops.next(it), i++) {
            PyObject[] kv;
            try {
                kv = Iters.toArray(item);
            } catch (PyException e) {
                throw Exc.typeError("cannot convert dictionary update sequence element #" + i + " to a sequence");
            }
            if (kv.length != 2) {
                throw Exc.valueError("dictionary update sequence element #" + i + " has length " + kv.length
                        + "; 2 is required");
            }
            d.map.put(kv[0], kv[1]);
        }
    }
}
