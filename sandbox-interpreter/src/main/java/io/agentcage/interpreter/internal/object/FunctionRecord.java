package io.agentcage.interpreter.internal.object;

/** The snapshot record of a guest function: its code by place, its namespace, closure, defaults and names. */
final class FunctionRecord extends ImageCodec.Record {
    private int code;
    private int globals;
    private int[] closure;
    private int[] defaults;
    private int kwdefaults;
    private int annotations;
    private String name;
    private String qualname;
    private int doc;
    private String module;
    private ObjectCodecs.Entries dict;
    private int[] needs;

    static FunctionRecord read(ImageIn in) {
        FunctionRecord r = new FunctionRecord();
        r.code = in.code();
        r.globals = in.ref();
        r.closure = optRefs(in);
        r.defaults = optRefs(in);
        r.kwdefaults = in.ref();
        r.annotations = in.ref();
        r.name = in.str();
        r.qualname = in.str();
        r.doc = in.ref();
        r.module = in.str();
        r.dict = ObjectCodecs.Entries.optional(in);
        int nc = r.closure == null ? 0 : r.closure.length;
        r.needs = new int[1 + nc];
        r.needs[0] = r.globals;
        if (nc > 0) {
            System.arraycopy(r.closure, 0, r.needs, 1, nc);
        }
        return r;
    }

    private static int[] optRefs(ImageIn in) {
        long n = in.slong();
        if (n < 0) {
            return null;
        }
        if (n > Integer.MAX_VALUE) {
            throw ImageException.corrupt("a count is out of range");
        }
        int[] ids = new int[(int) n];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = in.ref();
        }
        return ids;
    }

    @Override
    public int[] needs() {
        return needs;
    }

    @Override
    public Object build(ImageGraph g) {
        Code c = g.code(code);
        PyCell[] cells = null;
        if (closure != null) {
            cells = new PyCell[closure.length];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = g.get(closure[i], PyCell.class, false, "a closure cell");
            }
        }
        if ((cells == null ? 0 : cells.length) != c.freevars.length) {
            throw ImageException.corrupt("function " + qualname + " has " + (cells == null ? 0 : cells.length)
                    + " closure cells for " + c.freevars.length + " free variables");
        }
        return new PyFunction(c, g.get(globals, PyDict.class, false, "a function's globals"), null, null, cells);
    }

    @Override
    public void fill(ImageGraph g, Object self) {
        PyFunction f = (PyFunction) self;
        if (defaults != null) {
            f.defaults = ObjectCodecs.resolve(g, defaults, "a default");
        }
        f.kwdefaults = g.get(kwdefaults, PyDict.class, true, "keyword defaults");
        f.annotations = g.get(annotations, PyDict.class, true, "annotations");
        f.name = name;
        f.qualname = qualname;
        f.doc = g.value(doc, "a docstring");
        f.module = module;
        if (dict != null) {
            dict.into(g, f.instanceDict());
        }
    }

    @Override
    public int fillOrder() {
        return dict == null ? 0 : dict.order();
    }
}
