package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/**
 * Snapshot records of the object model's iterators (over lists, tuples, strings, ranges, dicts and sets, and
 * enumerate, zip, map, filter), dict views, and instances of guest subclasses of builtin types. An iterator keeps
 * its place: the container and how far it got.
 */
public final class ValueCodecs implements ImageCodec {
    static final int VALUE_SUB = 22;
    static final int LIST_SUB = 23;
    static final int DICT_SUB = 24;
    static final int SET_SUB = 25;
    static final int TUPLE_SUB = 26;
    static final int LIST_ITER = 27;
    static final int ARRAY_ITER = 28;
    static final int STR_ITER = 29;
    static final int RANGE_ITER = 30;
    static final int SEQ_ITER = 31;
    static final int DICT_ITER = 32;
    static final int ENUMERATE = 33;
    static final int ZIP = 34;
    static final int MAP = 35;
    static final int FILTER = 36;
    static final int VIEW = 37;
    static final int FILE = 38;

    @Override
    public boolean reads(int kind) {
        return kind >= VALUE_SUB && kind <= FILE;
    }

    @Override
    public int kindOf(Object o) {
        if (o instanceof Subclassed.Value) {
            return VALUE_SUB;
        }
        Class<?> k = o.getClass();
        if (k == Subclassed.ListSub.class) {
            return LIST_SUB;
        }
        if (k == Subclassed.DictSub.class) {
            return DICT_SUB;
        }
        if (k == Subclassed.SetSub.class) {
            return SET_SUB;
        }
        if (k == Subclassed.TupleSub.class) {
            return TUPLE_SUB;
        }
        if (k == Iters.ListIter.class) {
            return LIST_ITER;
        }
        if (k == Iters.ArrayIter.class) {
            return ARRAY_ITER;
        }
        if (k == Iters.StrIter.class) {
            return STR_ITER;
        }
        if (k == Iters.RangeIter.class) {
            return RANGE_ITER;
        }
        if (k == Iters.SeqIter.class) {
            return SEQ_ITER;
        }
        if (k == Iters.JavaIter.class) {
            return DICT_ITER;
        }
        if (k == IterBuiltins.Enumerate.class) {
            return ENUMERATE;
        }
        if (k == IterBuiltins.Zip.class) {
            return ZIP;
        }
        if (k == IterBuiltins.MapIter.class) {
            return MAP;
        }
        if (k == IterBuiltins.FilterIter.class) {
            return FILTER;
        }
        if (k == FileObject.class) {
            return FILE;
        }
        return k == DictViews.View.class ? VIEW : -1;
    }

    @Override
    public void write(Object o, ImageOut out) {
        if (o instanceof Subclassed.Value v) {
            out.ref(((PyObject) o).type(), "class");
            writePlain(v.plain(), out);
            ObjectCodecs.entries(out, ((PyObject) o).instanceDict(), "attribute");
        } else if (o instanceof Subclassed.ListSub l) {
            out.ref(l.cls, "class");
            ObjectCodecs.refs(out, l.array(), l.size(), "item");
            ObjectCodecs.entries(out, l.dict, "attribute");
        } else if (o instanceof Subclassed.DictSub d) {
            out.ref(d.cls, "class");
            ObjectCodecs.entries(out, d, "entry");
            ObjectCodecs.entries(out, d.dict, "attribute");
        } else if (o instanceof Subclassed.SetSub s) {
            out.ref(s.cls, "class");
            out.bool(s.frozen);
            ObjectCodecs.refs(out, s.set.toArray(new PyObject[0]), s.set.size(), "element");
            ObjectCodecs.entries(out, s.dict, "attribute");
        } else if (o instanceof Subclassed.TupleSub t) {
            out.ref(t.cls, "class");
            ObjectCodecs.refs(out, t.items, t.items.length, "item");
            ObjectCodecs.entries(out, t.dict, "attribute");
        } else if (o instanceof Iters.ListIter i) {
            out.ref(i.list, "iterated list");
            out.uint(i.i);
        } else if (o instanceof Iters.ArrayIter i) {
            ObjectCodecs.refs(out, i.items, i.n, "iterated item");
            out.uint(i.i);
        } else if (o instanceof Iters.StrIter i) {
            out.str(i.s);
            out.uint(i.i);
        } else if (o instanceof Iters.RangeIter i) {
            out.slong(i.cur);
            out.slong(i.left);
            out.slong(i.step);
        } else if (o instanceof Iters.SeqIter i) {
            out.ref(i.seq, "iterated sequence");
            out.slong(i.i);
        } else if (o instanceof Iters.JavaIter i) {
            out.u8(i.kind());
            out.ref(i.container(), "iterated container");
            out.uint(i.size());
            out.uint(i.consumed());
        } else if (o instanceof IterBuiltins.Enumerate e) {
            out.ref(e.it, "enumerated iterator");
            out.slong(e.n);
            out.ref(e.big, "enumerate count");
        } else if (o instanceof IterBuiltins.Zip z) {
            ObjectCodecs.refs(out, z.its, z.its.length, "zipped iterator");
            out.bool(z.strict);
            out.bool(z.done);
        } else if (o instanceof IterBuiltins.MapIter m) {
            out.ref(m.fn, "mapped function");
            ObjectCodecs.refs(out, m.its, m.its.length, "mapped iterator");
        } else if (o instanceof IterBuiltins.FilterIter f) {
            out.ref(f.fn, "filter function");
            out.ref(f.it, "filtered iterator");
        } else if (o instanceof DictViews.View v) {
            out.ref(v.dict, "viewed dict");
            out.u8(v.kind);
        } else if (o instanceof FileObject f) {
            f.image(out);
        }
    }

    private static void writePlain(PyObject p, ImageOut out) {
        if (p instanceof PyInt i) {
            out.u8(0);
            byte[] b = i.toBig().toByteArray();
            out.bytes(b, b.length);
        } else if (p instanceof PyFloat f) {
            out.u8(1);
            out.f64(f.value);
        } else if (p instanceof PyComplex c) {
            out.u8(2);
            out.f64(c.real);
            out.f64(c.imag);
        } else if (p instanceof PyStr s) {
            out.u8(3);
            out.str(s.value());
        } else {
            out.u8(4);
            byte[] b = ((PyBytes) p).bytes();
            out.bytes(b, b.length);
        }
    }

    @Override
    public Record read(int kind, ImageIn in) {
        switch (kind) {
            case VALUE_SUB:
                return valueSub(in);
            case LIST_SUB:
            case TUPLE_SUB: {
                int cls = in.ref();
                int[] items = ObjectCodecs.readRefs(in);
                ObjectCodecs.Entries attrs = new ObjectCodecs.Entries(in);
                boolean list = kind == LIST_SUB;
                return new Record() {
                    @Override
                    public int[] needs() {
                        return new int[] {cls};
                    }

                    @Override
                    public Object build(ImageGraph g) {
                        PyType t = guestType(g, cls);
                        return list ? new Subclassed.ListSub(t) : new Subclassed.TupleSub(t, new PyObject[items.length]);
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        PyObject[] values = ObjectCodecs.resolve(g, items, "an item");
                        if (self instanceof Subclassed.ListSub l) {
                            for (PyObject v : values) {
                                l.append(v);
                            }
                            attrs.into(g, l.dict);
                        } else {
                            Subclassed.TupleSub t = (Subclassed.TupleSub) self;
                            System.arraycopy(values, 0, t.items, 0, values.length);
                            attrs.into(g, t.dict);
                        }
                    }

                    @Override
                    public int fillOrder() {
                        return attrs.order();
                    }
                };
            }
            case DICT_SUB: {
                int cls = in.ref();
                ObjectCodecs.Entries entries = new ObjectCodecs.Entries(in);
                ObjectCodecs.Entries attrs = new ObjectCodecs.Entries(in);
                return new Record() {
                    @Override
                    public int[] needs() {
                        return new int[] {cls};
                    }

                    @Override
                    public Object build(ImageGraph g) {
                        return new Subclassed.DictSub(guestType(g, cls));
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        Subclassed.DictSub d = (Subclassed.DictSub) self;
                        attrs.into(g, d.dict);
                        entries.into(g, d);
                    }

                    @Override
                    public int fillOrder() {
                        return Math.max(entries.order(), attrs.order());
                    }
                };
            }
            case SET_SUB: {
                int cls = in.ref();
                boolean frozen = in.bool();
                int[] items = ObjectCodecs.readRefs(in);
                ObjectCodecs.Entries attrs = new ObjectCodecs.Entries(in);
                return new Record() {
                    @Override
                    public int[] needs() {
                        return new int[] {cls};
                    }

                    @Override
                    public Object build(ImageGraph g) {
                        return new Subclassed.SetSub(guestType(g, cls), frozen);
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        Subclassed.SetSub s = (Subclassed.SetSub) self;
                        attrs.into(g, s.dict);
                        for (PyObject v : ObjectCodecs.resolve(g, items, "an element")) {
                            s.set.add(v);
                        }
                    }

                    @Override
                    public int fillOrder() {
                        return 2;
                    }
                };
            }
            case FILE: {
                java.util.function.Function<Workspace, FileObject> f = FileObject.restore(in);
                return ObjectCodecs.simple(g -> f.apply(g.interp().services.workspace));
            }
            default:
                return iterator(kind, in);
        }
    }

    private static PyType guestType(ImageGraph g, int id) {
        PyType t = g.get(id, PyType.class, false, "the class of an instance");
        if (t.isBuiltin()) {
            throw ImageException.corrupt("a subclass instance of builtin type " + t.name());
        }
        return t;
    }

    private static Record valueSub(ImageIn in) {
        int cls = in.ref();
        int base = in.u8();
        byte[] bytes = null;
        double a = 0;
        double b = 0;
        String s = null;
        switch (base) {
            case 0:
            case 4:
                bytes = in.bytes();
                break;
            case 1:
                a = in.f64();
                break;
            case 2:
                a = in.f64();
                b = in.f64();
                break;
            case 3:
                s = in.str();
                break;
            default:
                throw ImageException.corrupt("a value subclass of base " + base);
        }
        ObjectCodecs.Entries attrs = new ObjectCodecs.Entries(in);
        byte[] fb = bytes;
        double fa = a;
        double fbl = b;
        String fs = s;
        return new Record() {
            @Override
            public int[] needs() {
                return new int[] {cls};
            }

            @Override
            public Object build(ImageGraph g) {
                PyType t = guestType(g, cls);
                switch (base) {
                    case 0: {
                        if (fb.length == 0) {
                            throw ImageException.corrupt("an empty integer");
                        }
                        BigInteger v = new BigInteger(fb);
                        return v.bitLength() < 64 ? new Subclassed.IntSub(t, v.longValue(), null)
                                : new Subclassed.IntSub(t, 0, v);
                    }
                    case 1:
                        return new Subclassed.FloatSub(t, fa);
                    case 2:
                        return new Subclassed.ComplexSub(t, fa, fbl);
                    case 3:
                        return new Subclassed.StrSub(t, fs);
                    default:
                        return new Subclassed.BytesSub(t, fb);
                }
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                attrs.into(g, ((PyObject) self).instanceDict());
            }

            @Override
            public int fillOrder() {
                return attrs.order();
            }
        };
    }

    private static Record iterator(int kind, ImageIn in) {
        switch (kind) {
            case LIST_ITER: {
                int list = in.ref();
                int i = in.uint();
                return ObjectCodecs.built(new int[] {list}, g -> {
                    Iters.ListIter it = new Iters.ListIter(g.get(list, PyList.class, false, "an iterated list"));
                    it.i = i;
                    return it;
                });
            }
            case ARRAY_ITER: {
                int[] items = ObjectCodecs.readRefs(in);
                int i = in.uint();
                return new Record() {
                    @Override
                    public Object build(ImageGraph g) {
                        return new Iters.ArrayIter(new PyObject[items.length], items.length);
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        Iters.ArrayIter it = (Iters.ArrayIter) self;
                        System.arraycopy(ObjectCodecs.resolve(g, items, "an iterated item"), 0, it.items, 0,
                                items.length);
                        it.i = Math.min(i, items.length);
                    }
                };
            }
            case STR_ITER: {
                String s = in.str();
                int i = in.uint();
                if (i > s.length()) {
                    throw ImageException.corrupt("a string iterator past its end");
                }
                return ObjectCodecs.simple(g -> new Iters.StrIter(s, i));
            }
            case RANGE_ITER: {
                long cur = in.slong();
                long left = in.slong();
                long step = in.slong();
                return ObjectCodecs.simple(g -> new Iters.RangeIter(cur, left, step));
            }
            case SEQ_ITER: {
                int seq = in.ref();
                long i = in.slong();
                return ObjectCodecs.built(new int[] {seq}, g -> {
                    Iters.SeqIter it = new Iters.SeqIter(g.value(seq, "an iterated sequence"));
                    it.i = i;
                    return it;
                });
            }
            case DICT_ITER: {
                int k = in.u8();
                if (k > Iters.JavaIter.ELEMENTS) {
                    throw ImageException.corrupt("a dict iterator of kind " + k);
                }
                int container = in.ref();
                int size = in.uint();
                int consumed = in.uint();
                return ObjectCodecs.built(new int[] {container}, g -> {
                    Object c = g.get(container, PyObject.class, false, "an iterated container");
                    if (!(k == Iters.JavaIter.ELEMENTS ? c instanceof PySet : c instanceof PyDict)) {
                        throw ImageException.corrupt("a dict iterator over a " + c.getClass().getSimpleName());
                    }
                    return Iters.JavaIter.restore(k, c, size, consumed);
                });
            }
            case ENUMERATE: {
                int it = in.ref();
                long n = in.slong();
                int big = in.ref();
                return ObjectCodecs.built(new int[] {it, big}, g -> {
                    IterBuiltins.Enumerate e = new IterBuiltins.Enumerate(g.value(it, "an enumerated iterator"),
                            PyInt.of(0));
                    e.n = n;
                    e.big = g.get(big, PyInt.class, true, "an enumerate count");
                    return e;
                });
            }
            case ZIP: {
                int[] its = ObjectCodecs.readRefs(in);
                boolean strict = in.bool();
                boolean done = in.bool();
                return ObjectCodecs.built(its, g -> {
                    IterBuiltins.Zip z = new IterBuiltins.Zip(ObjectCodecs.resolve(g, its, "a zipped iterator"),
                            strict);
                    z.done = done;
                    return z;
                });
            }
            case MAP: {
                int fn = in.ref();
                int[] its = ObjectCodecs.readRefs(in);
                int[] needs = java.util.Arrays.copyOf(its, its.length + 1);
                needs[its.length] = fn;
                return ObjectCodecs.built(needs, g -> new IterBuiltins.MapIter(g.interp(), g.value(fn, "a mapped"
                        + " function"), ObjectCodecs.resolve(g, its, "a mapped iterator")));
            }
            case FILTER: {
                int fn = in.ref();
                int it = in.ref();
                return ObjectCodecs.built(new int[] {fn, it}, g -> new IterBuiltins.FilterIter(g.interp(),
                        g.value(fn, "a filter function"), g.value(it, "a filtered iterator")));
            }
            default: {
                int dict = in.ref();
                int k = in.u8();
                if (k > DictViews.ITEMS) {
                    throw ImageException.corrupt("a dict view of kind " + k);
                }
                return ObjectCodecs.built(new int[] {dict}, g -> new DictViews.View(g.get(dict, PyDict.class, false,
                        "a viewed dict"), k));
            }
        }
    }
}
