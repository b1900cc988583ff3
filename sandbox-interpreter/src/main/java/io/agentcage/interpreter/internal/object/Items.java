package io.agentcage.interpreter.internal.object;

/** Subscription ({@code o[k]}, {@code o[k] = v}, {@code del o[k]}) and membership ({@code in}). */
final class Items {
    private Items() {
    }

    static PyObject getitem(PyObject o, PyObject key) {
        if (o.getClass() == PyBytes.class && key.getClass() == PyInt.class) {
            // an exact bytes or bytearray (their guest subclasses are other classes) at an int: no type dispatch
            PyBytes b = (PyBytes) o;
            return PyInt.of(b.data[index((PyInt) key, b.size, b.mutable ? "bytearray" : null)] & 0xff);
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.GETITEM);
            if (m != null) {
                return Ops.callMethod(o, m, key);
            }
        }
        return builtinGetitem(o, key);
    }

    /**
     * {@code o[key]} as {@code o}'s builtin base type answers it, without a guest {@code __getitem__}: what
     * {@code list.__getitem__(self, key)} (and {@code super().__getitem__(key)} in a subclass) does.
     */
    static PyObject builtinGetitem(PyObject o, PyObject key) {
        PyType t = o.type();
        if (o instanceof PyList l) {
            if (key instanceof PyInt ki) {
                return l.array()[index(ki, l.size(), "list")];
            }
            if (key instanceof PySlice s) {
                return Sequences.sliceList(l, s);
            }
            return l.array()[index(Ops.index(key, "list indices must be integers or slices, not %T"), l.size(), "list")];
        }
        if (o instanceof PyDict d) {
            PyObject v = d.map.get(key);
            if (v == null) {
                if (t.hasGuestClass()) {
                    PyObject missing = t.lookup(Names.MISSING);
                    if (missing != null) {
                        return Ops.callMethod(o, missing, key);
                    }
                }
                throw Exc.keyError(key);
            }
            return v;
        }
        if (o instanceof PyTuple tu) {
            if (key instanceof PySlice s) {
                return new PyTuple(Sequences.sliceArray(tu.items, tu.items.length, s));
            }
            return tu.items[index(Ops.index(key, "tuple indices must be integers or slices, not %T"),
                    tu.items.length, "tuple")];
        }
        if (o instanceof PyStr s) {
            if (key instanceof PySlice sl) {
                return Sequences.sliceStr(s, sl);
            }
            int i = index(Ops.index(key, "string indices must be integers, not '%T'"), s.length(), "string");
            return PyStr.ofCodePoint(s.codePointAt(i));
        }
        if (o instanceof PyRange r) {
            if (key instanceof PySlice sl) {
                long[] ix = sl.indices(r.length());
                return new PyRange(r.get(ix[0]), r.get(ix[0]) + ix[3] * ix[2] * r.step, ix[2] * r.step);
            }
            PyInt ki = Ops.index(key, "range indices must be integers or slices, not %T");
            long n = r.length();
            long i = ki.big != null ? -1 : ki.value < 0 ? ki.value + n : ki.value;
            if (i < 0 || i >= n) {
                throw Exc.indexError("range object index out of range");
            }
            return PyInt.of(r.get(i));
        }
        if (o instanceof PyBytes b) {
            if (key instanceof PySlice sl) {
                return Sequences.sliceBytes(b, sl);
            }
            int i = index(Ops.index(key, "byte indices must be integers or slices, not %T"), b.size,
                    b.mutable ? "bytearray" : null);
            return PyInt.of(b.data[i] & 0xff);
        }
        if (o instanceof PyMemoryView mv) {
            return MemoryViews.getitem(mv, key);
        }
        if (o instanceof PyType pt) {
            PyObject cg = pt.lookup(Names.CLASS_GETITEM);
            if (cg != null) {
                return Ops.callMethod(pt, cg, key);
            }
            if (TypeForms.generic(pt)) {
                return TypeForms.alias(pt, key);
            }
            if (pt.isBuiltin()) {
                return pt;
            }
            throw Exc.typeError("type '" + pt.tpName() + "' is not subscriptable");
        }
        // objects of native module types that define __getitem__ (re.Match)
        PyObject m = t.lookup(Names.GETITEM);
        if (m != null) {
            return Ops.callMethod(o, m, key);
        }
        throw Exc.typeError("'" + t.tpName() + "' object is not subscriptable");
    }

    /** Normalises an index into [0, n), raising IndexError with CPython's wording. */
    static int index(PyInt k, int n, String what) {
        if (k.big != null) {
            throw Exc.indexError("cannot fit 'int' into an index-sized integer");
        }
        long i = k.value;
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            throw Exc.indexError(what == null ? "index out of range" : what + " index out of range");
        }
        return (int) i;
    }

    static void setitem(PyObject o, PyObject key, PyObject value) {
        if (o.getClass() == PyDict.class) {
            // an exact dict (its guest subclasses are another class): no __setitem__ of the program's
            ((PyDict) o).map.put(key, value);
            return;
        }
        if (key.getClass() == PyInt.class) {
            // exact lists and bytearrays at an int (their guest subclasses are other classes): no type dispatch
            if (o.getClass() == PyList.class) {
                PyList l = (PyList) o;
                l.set(index((PyInt) key, l.size(), "list assignment"), value);
                return;
            }
            if (o.getClass() == PyBytes.class && ((PyBytes) o).mutable) {
                PyBytes b = (PyBytes) o;
                int i = index((PyInt) key, b.size, "bytearray");
                b.data[i] = (byte) Sequences.byteValue(value);
                return;
            }
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.SETITEM);
            if (m != null) {
                Ops.callMethod(o, m, key, value);
                return;
            }
        }
        if (o instanceof PyList l) {
            if (key instanceof PySlice s) {
                Sequences.assignSlice(l, s, value);
                return;
            }
            l.set(index(Ops.index(key, "list indices must be integers or slices, not %T"), l.size(),
                    "list assignment"), value);
            return;
        }
        if (o instanceof PyDict d) {
            d.map.put(key, value);
            return;
        }
        if (o instanceof PyBytes b && b.mutable) {
            if (key instanceof PySlice s) {
                BytesText.assignSlice(b, s, value);
                return;
            }
            int i = index(Ops.index(key, "bytearray indices must be integers or slices, not %T"), b.size, "bytearray");
            b.data[i] = (byte) Sequences.byteValue(value);
            return;
        }
        if (o instanceof PyMemoryView mv) {
            MemoryViews.setitem(mv, key, value);
            return;
        }
        throw Exc.typeError("'" + t.name() + "' object does not support item assignment");
    }

    static void delitem(PyObject o, PyObject key) {
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.DELITEM);
            if (m != null) {
                Ops.callMethod(o, m, key);
                return;
            }
        }
        if (o instanceof PyList l) {
            if (key instanceof PySlice s) {
                Sequences.deleteSlice(l, s);
                return;
            }
            l.removeAt(index(Ops.index(key, "list indices must be integers or slices, not %T"), l.size(),
                    "list assignment"));
            return;
        }
        if (o instanceof PyDict d) {
            if (d.map.remove(key) == null) {
                throw Exc.keyError(key);
            }
            return;
        }
        if (o instanceof PyBytes b && b.mutable) {
            if (key instanceof PySlice s) {
                BytesText.assignSlice(b, s, null);
                return;
            }
            int i = index(Ops.index(key, "bytearray indices must be integers or slices, not %T"), b.size, "bytearray");
            b.resizing(b.size - 1, null);
            System.arraycopy(b.data, i + 1, b.data, i, b.size - 1 - i);
            b.size--;
            return;
        }
        if (o instanceof PyMemoryView mv) {
            mv.live();
            throw Exc.typeError("cannot delete memory");
        }
        // CPython words this by the path it takes: an index on a type with sequence slots goes through
        // PySequence_DelItem ("doesn't"), everything else ends in PyObject_DelItem ("does not").
        boolean sequencePath = hasSequenceSlots(o, t) && (key instanceof PyInt
                || (key.type().hasGuestClass() && key.type().lookupGuest(Names.INDEX) != null));
        throw Exc.typeError("'" + t.name() + "' object " + (sequencePath ? "doesn't" : "does not")
                + " support item deletion");
    }

    /** Whether CPython's type has a tp_as_sequence table (every class statement's type has one). */
    private static boolean hasSequenceSlots(PyObject o, PyType t) {
        return t.hasGuestClass() || o instanceof PyStr || o instanceof PyBytes || o instanceof PyTuple
                || o instanceof PyRange || o instanceof PySet || o instanceof DictViews.View;
    }

    static boolean contains(PyObject c, PyObject item) {
        if (c.getClass() == PyDict.class) {
            // an exact dict (its guest subclasses are another class): no __contains__ of the program's
            return ((PyDict) c).map.containsKey(item);
        }
        PyType t = c.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.CONTAINS);
            if (m != null) {
                return Ops.truth(Ops.callMethod(c, m, item));
            }
        }
        if (c instanceof PyDict d) {
            return d.map.containsKey(item);
        }
        if (c instanceof PySet s) {
            if (item instanceof PySet is && !is.frozen) {
                return s.set.contains(new PySet(is.set, true));
            }
            return s.set.contains(item);
        }
        if (c instanceof PyStr s) {
            if (!(item instanceof PyStr is)) {
                throw Exc.typeError("'in <string>' requires string as left operand, not " + Ops.typeName(item));
            }
            Interp.current().charge(s.value().length() >> 3);
            return s.value().contains(is.value());
        }
        if (c instanceof PyList l) {
            Interp in = Interp.current();
            for (int i = 0; i < l.size(); i++) {
                if (Compare.eqBool(l.array()[i], item)) {
                    in.charge(i);
                    return true;
                }
            }
            in.charge(l.size());
            return false;
        }
        if (c instanceof PyTuple tu) {
            for (PyObject x : tu.items) {
                if (Compare.eqBool(x, item)) {
                    return true;
                }
            }
            Interp.current().charge(tu.items.length);
            return false;
        }
        if (c instanceof PyRange r && item instanceof PyInt ii && ii.big == null) {
            long v = ii.value;
            long n = r.length();
            if (n == 0) {
                return false;
            }
            long off = v - r.start;
            if (r.step > 0 ? (v < r.start || v >= r.stop) : (v > r.start || v <= r.stop)) {
                return false;
            }
            return off % r.step == 0;
        }
        if (c instanceof PyBytes b) {
            return Sequences.bytesContains(b, item);
        }
        if (c instanceof DictViews.View v) {
            return v.contains(item);
        }
        if (c instanceof IntFlagValue) {
            return Ops.truth(Ops.callMethod(c, t.lookup(Names.CONTAINS), item));
        }
        if (c instanceof PyInt || c instanceof PyFloat || c instanceof PyNone || c instanceof PyBuiltin
                || c instanceof PyFunction) {
            throw Exc.typeError("argument of type '" + t.name() + "' is not iterable");
        }
        Interp in = Interp.current();
        PyObject it = Ops.iter(c);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            in.charge(1);
            if (Compare.eqBool(x, item)) {
                return true;
            }
        }
        return false;
    }
}
