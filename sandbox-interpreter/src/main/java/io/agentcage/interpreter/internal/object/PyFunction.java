package io.agentcage.interpreter.internal.object;


/** A function defined by guest code ({@code def} or {@code lambda}): compiled code plus its environment. */
public final class PyFunction extends PyObject {
    public final Code code;
    public final PyDict globals;
    public PyObject[] defaults;
    public PyDict kwdefaults;
    /** {@code __annotations__}: made on first access when the {@code def} had none. */
    public PyDict annotations;
    public final PyCell[] closure;
    public String name;
    public String qualname;
    public PyObject doc = PyNone.NONE;
    public String module = "__main__";
    private PyDict dict;
    /**
     * The VM's inline caches for this function's code, one slot per instruction (made on first call): global
     * lookups ({@link Code.GlobalCache}) and attribute sites ({@link AttrSites}).
     */
    public Object[] globalCache;

    public PyFunction(Code code, PyDict globals, PyObject[] defaults, PyDict kwdefaults, PyCell[] closure) {
        super(Footprint.FUNCTION + (defaults == null ? 0 : Footprint.refArray(defaults.length))
                + (closure == null ? 0 : Footprint.refArray(closure.length)));
        this.code = code;
        this.globals = globals;
        this.defaults = defaults;
        this.kwdefaults = kwdefaults;
        this.closure = closure;
        this.name = code.name;
        this.qualname = code.qualname;
    }

    @Override
    public PyType type() {
        return PyType.FUNCTION;
    }

    /** The function's attribute dictionary if it has one yet, else null (for copying; never creates it). */
    public PyDict dictOrNull() {
        return dict;
    }

    @Override
    public PyDict instanceDictOrNull() {
        return dict;
    }

    /** The object, its defaults and closure arrays and, once it was called, the VM's lookup cache. */
    @Override
    public long footprint() {
        return Footprint.FUNCTION + (defaults == null ? 0 : Footprint.refArray(defaults.length))
                + (closure == null ? 0 : Footprint.refArray(closure.length))
                + (globalCache == null ? 0 : Footprint.refArray(globalCache.length));
    }

    @Override
    public void traverse(java.util.function.Consumer<PyObject> refs) {
        if (defaults != null) {
            for (PyObject d : defaults) {
                refs.accept(d);
            }
        }
        if (closure != null) {
            for (PyCell c : closure) {
                refs.accept(c);
            }
        }
        refs.accept(kwdefaults);
        refs.accept(annotations);
        refs.accept(doc);
        refs.accept(globals);
        refs.accept(dict);
    }

    @Override
    public PyDict instanceDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }
}
