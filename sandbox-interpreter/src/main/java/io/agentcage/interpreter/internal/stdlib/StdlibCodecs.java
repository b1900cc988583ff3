package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.RandomEngine;
import io.agentcage.interpreter.internal.algorithms.Regex;
import io.agentcage.interpreter.internal.object.ImageCodec;
import io.agentcage.interpreter.internal.object.ImageException;
import io.agentcage.interpreter.internal.object.ImageGraph;
import io.agentcage.interpreter.internal.object.ImageIn;
import io.agentcage.interpreter.internal.object.ImageOut;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.NameTable;
import io.agentcage.interpreter.internal.object.ObjectCodecs;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Snapshot records of the standard library's native state: native modules (made fresh when a snapshot is read,
 * their namespace as the snapshot left it, the hidden generator of {@code random} at its state), compiled regular
 * expressions (compiled again), deques and {@code random.Random} generators. What has no record here (an open hash,
 * a zlib stream, a match object) is refused by name when a snapshot is made.
 */
public final class StdlibCodecs implements ImageCodec {
    static final int NATIVE_MODULE = 96;
    static final int PATTERN = 97;
    static final int RING = 98;
    static final int RANDOM_OBJECT = 99;
    static final int RANDOM_ENGINE = 100;
    static final int TUPLE_GETTER = 101;

    private final NameTable names;

    public StdlibCodecs(NameTable names) {
        this.names = names;
    }

    /**
     * The native modules of an execution, as {@code key -> module}: {@code name} for a module imported by name
     * (guest code's {@code math}, the standard modules' {@code _aio}), {@code module:helper} for the helper a
     * module written in Python keeps in its namespace ({@code json:_json}).
     */
    public static Map<String, PyModule> nativeModules(Interp in, ModuleRegistry registry) {
        Map<String, PyModule> out = new java.util.LinkedHashMap<>();
        for (Map.Entry<String, PyModule> e : in.services.loaded.entrySet()) {
            String name = e.getKey();
            if (registry.isNative(name)) {
                out.put(name, e.getValue());
            } else {
                PythonModule pm = registry.source(name);
                if (pm != null && pm.helper() != null
                        && e.getValue().dict.getStr(io.agentcage.interpreter.internal.object.PyStr.intern(pm.helper().name())) instanceof PyModule h) {
                    out.put(name + ":" + pm.helper().name(), h);
                }
            }
        }
        return out;
    }

    /** Fresh module objects for the keys of {@link #nativeModules} (when a snapshot is read). */
    public static PyModule fresh(Interp in, ModuleRegistry registry, String key) {
        int colon = key.indexOf(':');
        if (colon < 0) {
            if (!registry.isNative(key)) {
                throw ImageException.corrupt("it imports a native module '" + key + "' this interpreter does not"
                        + " have");
            }
            return registry.defineFresh(key);
        }
        PythonModule pm = registry.source(key.substring(0, colon));
        if (pm == null || pm.helper() == null || !pm.helper().name().equals(key.substring(colon + 1))) {
            throw ImageException.corrupt("it names a helper module '" + key + "' this interpreter does not have");
        }
        ModuleBuilder b = new ModuleBuilder(pm.helper().name());
        pm.helper().define(b);
        return b.build();
    }

    /** Names a native module ({@code mod:key}) and the values of its namespace ({@code M:key.attr}). */
    public static void name(NameTable names, String key, PyModule m) {
        names.add("mod:" + key, m);
        for (Map.Entry<PyObject, PyObject> e : m.dict.map.entrySet()) {
            PyObject v = e.getValue();
            if (v instanceof PyType t) {
                names.addType(t);
            }
            if (!isData(v)) {
                names.add("M:" + key + "." + e.getKey(), v);
            }
        }
    }

    private static boolean isData(PyObject v) {
        Class<?> k = v.getClass();
        return k == io.agentcage.interpreter.internal.object.PyInt.class
                || k == io.agentcage.interpreter.internal.object.PyFloat.class
                || k == io.agentcage.interpreter.internal.object.PyStr.class
                || k == io.agentcage.interpreter.internal.object.PyTuple.class;
    }

    @Override
    public boolean reads(int kind) {
        return kind >= NATIVE_MODULE && kind <= TUPLE_GETTER;
    }

    @Override
    public int kindOf(Object o) {
        if (o instanceof PyModule m) {
            String n = names.nameOf(m);
            return n != null && n.startsWith("mod:") ? NATIVE_MODULE : -1;
        }
        Class<?> k = o.getClass();
        if (k == ReObjects.PatternObject.class) {
            return PATTERN;
        }
        if (k == DequeOps.Ring.class) {
            return RING;
        }
        if (k == RandomModule.RandomObject.class) {
            return RANDOM_OBJECT;
        }
        if (k == PyBuiltin.class && ((PyBuiltin) o).fn instanceof CollectionsHelper.TupleGetter) {
            return TUPLE_GETTER;
        }
        return k == RandomEngine.class ? RANDOM_ENGINE : -1;
    }

    @Override
    public void write(Object o, ImageOut out) {
        if (o instanceof PyModule m) {
            String key = names.nameOf(m).substring(4);
            out.str(key);
            ObjectCodecs.entries(out, m.dict, "module " + key);
            out.ref(key.equals("random") ? RandomModule.moduleState(Interp.current(), m) : null, "random state");
        } else if (o instanceof ReObjects.PatternObject p) {
            out.str(p.regex.pattern());
            out.slong(p.regex.flags());
            out.bool(p.regex.isBytes());
        } else if (o instanceof DequeOps.Ring r) {
            out.slong(r.maxlen);
            out.slong(r.state);
            out.uint(r.size);
            for (int i = 0; i < r.size; i++) {
                out.ref(r.get(i), "deque item " + i);
            }
        } else if (o instanceof RandomModule.RandomObject r) {
            out.ref(RandomModule.stateOf(Interp.current(), r.engine), "random state");
        } else if (o instanceof PyBuiltin b) {
            out.uint(((CollectionsHelper.TupleGetter) b.fn).index);
        } else {
            out.ref(RandomModule.stateOf(Interp.current(), (RandomEngine) o), "random state");
        }
    }

    @Override
    public Record read(int kind, ImageIn in) {
        switch (kind) {
            case NATIVE_MODULE: {
                String key = in.str();
                ObjectCodecs.Entries dict = new ObjectCodecs.Entries(in);
                int state = in.ref();
                return new Record() {
                    @Override
                    public Object build(ImageGraph g) {
                        Object m = names.objectOf("mod:" + key);
                        if (!(m instanceof PyModule)) {
                            throw ImageException.corrupt("it holds native module '" + key + "', not made");
                        }
                        return m;
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        PyDict d = ((PyModule) self).dict;
                        d.map.clear();
                        dict.into(g, d);
                        PyObject s = g.get(state, PyObject.class, true, "random state");
                        if (s != null) {
                            RandomModule.restoreModuleState(g.interp(), (PyModule) self, s);
                        }
                    }

                    @Override
                    public int fillOrder() {
                        return 2;
                    }
                };
            }
            case PATTERN: {
                String pattern = in.str();
                long flags = in.slong();
                boolean bytes = in.bool();
                return ObjectCodecs.simple(g -> {
                    try {
                        return new ReObjects.PatternObject(Regex.compile(pattern, (int) flags, bytes));
                    } catch (RuntimeException e) {
                        throw ImageException.corrupt("a regular expression does not compile");
                    }
                });
            }
            case RING: {
                long maxlen = in.slong();
                long state = in.slong();
                int[] items = new int[in.count(1)];
                for (int i = 0; i < items.length; i++) {
                    items[i] = in.ref();
                }
                return new Record() {
                    @Override
                    public Object build(ImageGraph g) {
                        DequeOps.Ring r = new DequeOps.Ring();
                        r.maxlen = maxlen;
                        r.state = state;
                        return r;
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        DequeOps.Ring r = (DequeOps.Ring) self;
                        for (PyObject v : ObjectCodecs.resolve(g, items, "a deque item")) {
                            r.addLast(g.interp(), v);
                        }
                    }
                };
            }
            case TUPLE_GETTER: {
                int index = in.uint();
                return ObjectCodecs.simple(g -> CollectionsHelper.tupleGetterFunction(index));
            }
            default: {
                int state = in.ref();
                boolean object = kind == RANDOM_OBJECT;
                return new Record() {
                    @Override
                    public Object build(ImageGraph g) {
                        RandomEngine e = RandomModule.unseeded();
                        return object ? new RandomModule.RandomObject(e) : e;
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        RandomEngine e = self instanceof RandomModule.RandomObject r ? r.engine : (RandomEngine) self;
                        RandomModule.restoreState(g.interp(), e, g.value(state, "random state"));
                    }

                    @Override
                    public int fillOrder() {
                        return 2;
                    }
                };
            }
        }
    }

    /** The keys of {@link #nativeModules}, for a snapshot's header. */
    public static List<String> keys(Map<String, PyModule> modules) {
        return new ArrayList<>(modules.keySet());
    }
}
