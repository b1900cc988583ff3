package io.agentcage.interpreter.internal.object;

/**
 * An instance of a guest class whose builtin base is {@code object}: a type and its attributes.
 *
 * <p>Attributes live in one of two forms. At first, a {@link Shape} (shared by the instances that gained the same
 * names in the same order) and a values array, one slot per name: an attribute site that saw the shape reads or
 * writes the slot without a hash lookup. When something needs the attributes as a dictionary ({@code __dict__},
 * {@code vars()}, copying, saving a session), when a name is deleted, when a name is not an exact {@code str}, or
 * when the shape tree's bounds are reached, the attributes move once into a {@link PyDict} and stay there: the
 * dictionary is then the only storage, so a {@code __dict__} handed out and the attributes never disagree. An
 * instance of a builtin type (shared across executions) uses a dictionary from the start.
 */
public final class PyInstance extends PyObject {
    private PyType cls;
    /** The names of the slots in {@link #values}; null once the attributes are in {@link #dict}. */
    private Shape shape;
    private PyObject[] values;
    private PyDict dict;
    /** Host-side state of a native base type (e.g. a random generator); never reachable from guest code. */
    private Object nativeState;

    public PyInstance(PyType cls) {
        super(Footprint.INSTANCE);
        this.cls = cls;
        this.shape = cls.rootShape();
        if (shape == null) {
            dict = new PyDict();
        }
    }

    @Override
    public long footprint() {
        PyObject[] v = values;
        return Footprint.INSTANCE + (v == null ? 0 : Footprint.refArray(v.length));
    }

    /** The attribute values or dict, the class, and what a {@link Gauged} native state holds. */
    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        Shape s = shape;
        PyObject[] v = values;
        if (s != null && v != null) {
            for (int i = 0, n = Math.min(s.size(), v.length); i < n; i++) {
                refs.accept(v[i]);
            }
        }
        if (dict != null) {
            refs.accept(dict);
        }
        refs.accept(cls);
    }

    @Override
    public PyType type() {
        return cls;
    }

    public void setType(PyType t) {
        this.cls = t;
    }

    /** The state a native module keeps for this instance of a guest subclass of its type, or null. */
    public Object nativeState() {
        return nativeState;
    }

    /** Attaches native state (see {@link #nativeState()}). */
    public void setNativeState(Object state) {
        this.nativeState = state;
    }

    /** The attributes as a dictionary, moving them there for good when they were in slots. */
    @Override
    public PyDict instanceDict() {
        PyDict d = dict;
        return d != null ? d : materialize();
    }

    /** The dictionary if the attributes are in one, else null (nothing is made: for the memory gauge). */
    @Override
    public PyDict instanceDictOrNull() {
        return dict;
    }

    /** The current shape, or null when the attributes are in a dictionary. */
    public Shape shape() {
        return shape;
    }

    /** The value in slot {@code i} of the current shape (an attribute site checked the shape). */
    public PyObject slot(int i) {
        return values[i];
    }

    /** The instance's own attribute {@code name} (its {@code __dict__} entry), or null. */
    public PyObject ownAttr(PyStr name) {
        Shape s = shape;
        if (s != null) {
            int i = s.indexOf(name);
            return i < 0 ? null : values[i];
        }
        return dict.getStr(name);
    }

    /** Sets the instance's own attribute {@code name} (what {@code object.__setattr__} stores). */
    public void setOwnAttr(PyStr name, PyObject value) {
        Shape s = shape;
        if (s != null) {
            int i = s.indexOf(name);
            if (i >= 0) {
                PyObject old = values[i];
                values[i] = value;
                barrier(old, value);
                return;
            }
            Shape to = name.getClass() == PyStr.class ? s.with(name) : null;
            if (to != null) {
                put(to, s.size(), value);
                return;
            }
            materialize();
        }
        dict.put(name, value);
    }

    /**
     * Stores {@code value} in slot {@code i} and moves to shape {@code to}, which is the current shape or the
     * current shape plus the name of slot {@code i} (an attribute site remembered the transition).
     */
    public void put(Shape to, int i, PyObject value) {
        PyObject[] v = values;
        if (v == null || i >= v.length) {
            v = grow(to, i);
        }
        PyObject old = v[i];
        v[i] = value;
        barrier(old, value);
        if (to != shape) {
            shape = to;
            cls.noteInstanceSlots(to.size());
        }
    }

    /** Deletes the instance's own attribute {@code name}; false when it has none. */
    public boolean deleteOwnAttr(PyStr name) {
        if (shape != null) {
            if (shape.indexOf(name) < 0) {
                return false;
            }
            materialize();
        }
        return dict.remove(name) != null;
    }

    /** The write barrier of the memory limit's proven set (ADR 0038) for a slot that held {@code old}. */
    private void barrier(PyObject old, PyObject value) {
        int m = gaugeMark();
        if (m < 0 && old != value) {
            Proof.removed(m, old);
            Proof.stored(m, value);
        }
    }

    /** Passes the slot values and the dict to the proven set (ADR 0038); the class is not proven. */
    void forEachProven(ProvenSet set, java.util.function.Consumer<PyObject> others) {
        Shape s = shape;
        PyObject[] v = values;
        if (s != null && v != null) {
            for (int i = 0, n = Math.min(s.size(), v.length); i < n; i++) {
                set.value(v[i], others);
            }
        }
        set.value(dict, others);
        if (others != null) {
            others.accept(cls);
        }
    }

    private PyObject[] grow(Shape to, int i) {
        PyObject[] v = values;
        // room for the names instances of this class were seen to have, so an __init__ allocates once
        int want = Math.max(i + 1, Math.max(cls.instanceSlots(), v == null ? 2 : Math.min(v.length * 2,
                Shape.MAX_SLOTS)));
        Interp.allocated(Footprint.refArray(want));
        Proof.resized(gaugeMark(), Footprint.refArray(want) - (v == null ? 0 : Footprint.refArray(v.length)));
        PyObject[] out = new PyObject[want];
        if (v != null) {
            System.arraycopy(v, 0, out, 0, v.length);
        }
        values = out;
        return out;
    }

    private PyDict materialize() {
        // the slots move into a new dict and the array is dropped: a proven set that holds this instance ends
        Proof.rewritten(gaugeMark());
        PyDict d = new PyDict();
        Shape s = shape;
        PyObject[] v = values;
        for (int i = 0, n = s.size(); i < n; i++) {
            d.put(s.name(i), v[i]);
        }
        dict = d;
        shape = null;
        values = null;
        return d;
    }
}
