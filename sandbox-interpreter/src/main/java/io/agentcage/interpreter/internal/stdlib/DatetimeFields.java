package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Shape;

/**
 * The slots of the datetime classes' fields read and written by {@link DatetimeHelper} without a name lookup per
 * field: the slot numbers of the last shapes read are remembered, and an instance is built along the shape chain
 * its first build walked (the attribute sites of the VM do the same for guest code). Only shapes are remembered,
 * never guest values, so the caches may be shared by every execution and thread (each entry is immutable and
 * published whole).
 */
final class DatetimeFields {
    static final int YEAR = 0;
    static final int MONTH = 1;
    static final int DAY = 2;
    static final int HOUR = 3;
    static final int MINUTE = 4;
    static final int SECOND = 5;
    static final int MICRO = 6;
    static final int TZINFO = 7;
    static final int FOLD = 8;
    static final int HASHCODE = 9;
    static final int N = 10;
    static final int DAYS = 11;
    static final int SECONDS = 12;
    static final int MICROSECONDS = 13;

    /** Every field name, by field number. */
    static final PyStr[] NAMES = {DatetimeHelper.YEAR, DatetimeHelper.MONTH, DatetimeHelper.DAY, DatetimeHelper.HOUR,
        DatetimeHelper.MINUTE, DatetimeHelper.SECOND, DatetimeHelper.MICRO, DatetimeHelper.TZINFO, DatetimeHelper.FOLD,
        DatetimeHelper.HASHCODE, DatetimeHelper.N, DatetimeHelper.DAYS, DatetimeHelper.SECONDS,
        DatetimeHelper.MICROSECONDS};
    /** The fields a datetime is built with, in the order its Python constructor assigns them. */
    static final int[] DATETIME = {YEAR, MONTH, DAY, HOUR, MINUTE, SECOND, MICRO, TZINFO, FOLD, HASHCODE, N};
    static final int[] DATE = {YEAR, MONTH, DAY, HASHCODE};
    static final int[] TIMEDELTA = {DAYS, SECONDS, MICROSECONDS, HASHCODE};

    private DatetimeFields() {
    }

    /** The slot of each field number in one shape (-1: not there). */
    private static final class Index {
        final Shape shape;
        final int[] slot = new int[NAMES.length];

        Index(Shape shape) {
            this.shape = shape;
            for (int i = 0; i < NAMES.length; i++) {
                slot[i] = shape.indexOf(NAMES[i]);
            }
        }
    }

    private static volatile Index first;
    private static volatile Index second;

    /** The slots of o's fields by field number, or null when o keeps its attributes in a dict. */
    static int[] slots(PyInstance o) {
        Shape s = o.shape();
        if (s == null) {
            return null;
        }
        Index a = first;
        if (a != null && a.shape == s) {
            return a.slot;
        }
        Index b = second;
        if (b != null && b.shape == s) {
            return b.slot;
        }
        Index made = new Index(s);
        second = a;
        first = made;
        return made.slot;
    }

    /** Field {@code f} of o, or null when o has no such attribute. */
    static PyObject get(PyInstance o, int f) {
        return get(o, slots(o), f);
    }

    /** Field {@code f} of o, or null when o has no such attribute. */
    static PyObject get(PyInstance o, int[] slots, int f) {
        if (slots == null) {
            return o.ownAttr(NAMES[f]);
        }
        int i = slots[f];
        return i < 0 ? null : o.slot(i);
    }

    /** The shapes a build of these fields passes through from a class's empty shape. */
    private static final class Chain {
        final Shape root;
        final int[] fields;
        final Shape[] shapes;

        Chain(Shape root, int[] fields, Shape[] shapes) {
            this.root = root;
            this.fields = fields;
            this.shapes = shapes;
        }
    }

    private static volatile Chain[] chains = new Chain[0];

    /** A new instance of t with these fields set to these values, in this order. */
    static PyInstance build(PyType t, int[] fields, PyObject[] values) {
        PyInstance self = new PyInstance(t);
        Shape root = self.shape();
        if (root != null) {
            for (Chain c : chains) {
                if (c.root == root && c.fields == fields) {
                    Shape[] shapes = c.shapes;
                    for (int i = 0; i < fields.length; i++) {
                        self.put(shapes[i], i, values[i]);
                    }
                    return self;
                }
            }
        }
        Shape[] shapes = new Shape[fields.length];
        for (int i = 0; i < fields.length; i++) {
            self.setOwnAttr(NAMES[fields[i]], values[i]);
            shapes[i] = self.shape();
        }
        if (root != null && shapes[fields.length - 1] != null && shapes[fields.length - 1].size() == fields.length) {
            Chain[] old = chains;
            int keep = Math.min(old.length, 7);
            Chain[] next = new Chain[keep + 1];
            next[0] = new Chain(root, fields, shapes);
            System.arraycopy(old, 0, next, 1, keep);
            chains = next;
        }
        return self;
    }
}
