package io.agentcage.interpreter.internal.object;

import java.util.LinkedHashSet;
import java.util.Set;

/** The snapshot record of a guest class: names, flags, metaclass, bases, MRO and namespace. */
final class ClassRecord extends ImageCodec.Record {
    private String name;
    private PyType.Layout layout;
    private String qualname;
    private String module;
    private String tpName;
    private boolean baseType;
    private int version;
    private Set<PyStr> slots;
    private int metaclass;
    private int[] bases;
    private int[] mro;
    private ObjectCodecs.Entries dict;

    static ClassRecord read(ImageIn in) {
        ClassRecord r = new ClassRecord();
        r.name = in.str();
        int layout = in.u8();
        if (layout >= PyType.Layout.values().length) {
            throw ImageException.corrupt("a class layout " + layout);
        }
        r.layout = PyType.Layout.values()[layout];
        r.qualname = in.str();
        r.module = in.str();
        r.tpName = in.str();
        r.baseType = in.bool();
        r.version = (int) in.slong();
        long ns = in.slong();
        if (ns >= 0) {
            if (ns > Integer.MAX_VALUE) {
                throw ImageException.corrupt("a count is out of range");
            }
            r.slots = new LinkedHashSet<>();
            for (long i = 0; i < ns; i++) {
                r.slots.add(PyStr.intern(in.str()));
            }
        }
        r.metaclass = in.ref();
        r.bases = ObjectCodecs.readRefs(in);
        r.mro = ObjectCodecs.readRefs(in);
        r.dict = new ObjectCodecs.Entries(in);
        return r;
    }

    @Override
    public Object build(ImageGraph g) {
        return PyType.restoredGuest(name, layout);
    }

    @Override
    public void fill(ImageGraph g, Object self) {
        PyType t = (PyType) self;
        PyType meta = g.get(metaclass, PyType.class, false, "a metaclass");
        PyType[] b = types(g, bases, "a base class");
        PyType[] m = types(g, mro, "a class in an MRO");
        if (m.length == 0 || m[0] != t) {
            throw ImageException.corrupt("the MRO of " + name + " does not start with the class");
        }
        t.restore(qualname, module, tpName, baseType, version, slots, meta, b, m);
        dict.into(g, t.dict());
    }

    private static PyType[] types(ImageGraph g, int[] ids, String what) {
        PyType[] out = new PyType[ids.length];
        for (int i = 0; i < ids.length; i++) {
            out[i] = g.get(ids[i], PyType.class, false, what);
        }
        return out;
    }

    @Override
    public int fillOrder() {
        // complete before the dicts whose keys' __hash__ (a guest method) may be looked up in it
        return dict.order();
    }
}
