package io.agentcage.interpreter.internal.object;

import java.util.ArrayList;
import java.util.List;

/** The snapshot record of an exception: type, args, chain, group members, traceback entries and attributes. */
final class ExceptionRecord extends ImageCodec.Record {
    private int type;
    private int args;
    private int cause;
    private int context;
    private boolean suppress;
    private String groupMessage;
    private int group;
    private final List<PyBaseException.TraceEntry> traceback = new ArrayList<>();
    private ObjectCodecs.Entries dict;

    static ExceptionRecord read(ImageIn in) {
        ExceptionRecord r = new ExceptionRecord();
        r.type = in.ref();
        r.args = in.ref();
        r.cause = in.ref();
        r.context = in.ref();
        r.suppress = in.bool();
        r.groupMessage = in.optStr();
        r.group = in.ref();
        int n = in.count(4);
        for (int i = 0; i < n; i++) {
            String file = in.str();
            int line = in.intIn(-1, Integer.MAX_VALUE, "a traceback line");
            String fn = in.str();
            int np = in.intIn(-1, 16, "a traceback position");
            int[] pos = null;
            if (np >= 0) {
                pos = new int[np];
                for (int k = 0; k < np; k++) {
                    pos[k] = in.intIn(-1, Integer.MAX_VALUE, "a traceback column");
                }
            }
            r.traceback.add(new PyBaseException.TraceEntry(file, line, fn, pos));
        }
        r.dict = ObjectCodecs.Entries.optional(in);
        return r;
    }

    @Override
    public int[] needs() {
        return new int[] {type};
    }

    @Override
    public Object build(ImageGraph g) {
        PyType t = g.get(type, PyType.class, false, "an exception's type");
        if (!t.isSubtypeOf(Exc.BaseException)) {
            throw ImageException.corrupt("an exception of type " + t.name());
        }
        return new PyBaseException(t, PyTuple.EMPTY);
    }

    @Override
    public void fill(ImageGraph g, Object self) {
        PyBaseException e = (PyBaseException) self;
        e.args = g.get(args, PyTuple.class, false, "an exception's args");
        e.cause = g.get(cause, PyObject.class, true, "__cause__");
        e.context = g.get(context, PyObject.class, true, "__context__");
        e.suppressContext = suppress;
        e.groupMessage = groupMessage == null ? null : new PyStr(groupMessage);
        e.groupExceptions = g.get(group, PyTuple.class, true, "an exception group's members");
        e.traceback.addAll(traceback);
        if (dict != null) {
            dict.into(g, e.instanceDict());
        }
    }

    @Override
    public int fillOrder() {
        return dict == null ? 0 : dict.order();
    }
}
