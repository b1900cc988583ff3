package io.agentcage.interpreter.internal.object;

import java.util.IdentityHashMap;

/** {@code repr()} and {@code str()} of guest values, as CPython prints them. */
public final class Repr {
    private Repr() {
    }

    private static final ThreadLocal<IdentityHashMap<PyObject, Boolean>> IN_PROGRESS =
            ThreadLocal.withInitial(IdentityHashMap::new);

    public static String str(PyObject o) {
        if (o instanceof PyStr s && !(o instanceof Subclassed.StrSub)) {
            return s.value();
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.STR);
            if (m != null) {
                return checkStr(Ops.callMethod(o, m), "__str__");
            }
            if (o instanceof PyBaseException) {
                PyObject r = t.lookupGuest(Names.REPR);
                if (r != null && !t.isSubtypeOf(Exc.BaseException)) {
                    return checkStr(Ops.callMethod(o, r), "__repr__");
                }
            }
        }
        if (o instanceof PyBaseException e) {
            return e.message();
        }
        if (o instanceof Subclassed.Value v) {
            // str has its own __str__ and bytes' ignores overrides; the numbers' __str__ is their (maybe overridden) repr
            PyObject p = v.plain();
            return p instanceof PyStr s ? s.value() : p instanceof PyBytes ? repr(p) : repr(o);
        }
        return repr(o);
    }

    private static String checkStr(PyObject r, String what) {
        if (!(r instanceof PyStr s)) {
            throw Exc.typeError(what + " returned non-string (type " + Ops.typeName(r) + ")");
        }
        return s.value();
    }

    /** {@code ascii(o)}: the repr with every non-ASCII character escaped as CPython escapes it. */
    public static String ascii(PyObject o) {
        String r = Ops.repr(o);
        StringBuilder sb = new StringBuilder(r.length());
        r.codePoints().forEach(c -> sb.append(c < 128 ? String.valueOf((char) c) : c <= 0xff
                ? String.format("\\x%02x", c) : c <= 0xffff ? String.format("\\u%04x", c)
                : String.format("\\U%08x", c)));
        return sb.toString();
    }

    public static String repr(PyObject o) {
        if (o instanceof Subclassed.Value v) {
            PyObject m = o.type().lookupGuest(Names.REPR);
            return m != null ? checkStr(Ops.callMethod(o, m), "__repr__") : repr(v.plain());
        }
        if (o instanceof PyStr s) {
            return Strings.repr(s.value());
        }
        if (o instanceof PyBool) {
            return o == PyBool.TRUE ? "True" : "False";
        }
        if (o instanceof PyInt i) {
            return o instanceof IntFlagValue f ? f.repr() : Numbers.intToString(i);
        }
        if (o instanceof PyFloat f) {
            return Numbers.floatRepr(f.value);
        }
        if (o instanceof PyNone n) {
            return n.reprText();
        }
        PyType t = o.type();
        if (t.hasGuestClass()) {
            PyObject m = t.lookupGuest(Names.REPR);
            if (m != null) {
                return checkStr(Ops.callMethod(o, m), "__repr__");
            }
        }
        if (o instanceof PyList || o instanceof PyTuple || o instanceof PyDict || o instanceof PySet
                || o instanceof DictViews.View) {
            return containerRepr(o);
        }
        return simpleRepr(o, t);
    }

    private static String containerRepr(PyObject o) {
        IdentityHashMap<PyObject, Boolean> seen = IN_PROGRESS.get();
        if (seen.containsKey(o)) {
            return o instanceof PyList ? "[...]" : o instanceof PyDict ? "{...}" : "(...)";
        }
        Interp in = Interp.current();
        in.enterNative();
        seen.put(o, Boolean.TRUE);
        try {
            return containerReprInner(o, in);
        } finally {
            seen.remove(o);
            in.leaveNative();
        }
    }

    private static String containerReprInner(PyObject o, Interp in) {
        StringBuilder sb = new StringBuilder();
        String prefix = "";
        String suffix = "";
        if (o.type().hasGuestClass() && o instanceof PySet) {
            prefix = o.type().name() + "(";
            suffix = ")";
        }
        sb.append(prefix);
        if (o instanceof PyList l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(repr(l.array()[i]));
                in.charge(1);
            }
            sb.append(']');
        } else if (o instanceof PyTuple tu) {
            sb.append('(');
            for (int i = 0; i < tu.items.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(repr(tu.items[i]));
            }
            sb.append(tu.items.length == 1 ? ",)" : ")");
        } else if (o instanceof PyDict d) {
            sb.append('{');
            boolean first = true;
            for (var e : d.map.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(repr(e.getKey())).append(": ").append(repr(e.getValue()));
                in.charge(1);
            }
            sb.append('}');
        } else if (o instanceof PySet s) {
            if (s.size() == 0) {
                return prefix.isEmpty() ? (s.frozen ? "frozenset()" : "set()") : prefix + ")";
            }
            if (s.frozen && prefix.isEmpty()) {
                sb.append("frozenset(");
                suffix = ")";
            }
            sb.append('{');
            boolean first = true;
            for (PyObject x : s.set) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(repr(x));
            }
            sb.append('}');
        } else if (o instanceof DictViews.View v) {
            sb.append(v.type().name()).append("([");
            PyIter it = v.iterator();
            boolean first = true;
            for (PyObject x = it.next(); x != null; x = it.next()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(repr(x));
            }
            sb.append("])");
        }
        return sb.append(suffix).toString();
    }

    static String addr(PyObject o) {
        return "0x7f" + String.format("%010x", (System.identityHashCode(o) & 0xffffffffL) << 4);
    }

    private static String simpleRepr(PyObject o, PyType t) {
        if (o instanceof PyType ty) {
            if (IntFlagValue.isFlagType(ty)) {
                return "<flag '" + ty.qualname() + "'>";
            }
            return "<class '" + (ty.module().equals("builtins") ? "" : ty.module() + ".") + ty.qualname() + "'>";
        }
        if (o instanceof PyMemoryView m) {
            return MemoryViews.repr(m);
        }
        if (o instanceof PyBaseException e) {
            String args = e.args.size() == 1 ? "(" + repr(e.args.get(0)) + ")" : repr(e.args);
            return t.name() + args;
        }
        if (o instanceof PyFunction f) {
            return "<function " + f.qualname + " at " + addr(o) + ">";
        }
        if (o instanceof PyBuiltin b) {
            return b.owner == null ? "<built-in function " + b.name + ">"
                    : "<method '" + b.name + "' of '" + b.owner + "' objects>";
        }
        if (o instanceof PyBoundMethod m) {
            if (m.function instanceof PyBuiltin b) {
                return "<built-in method " + b.name + " of " + Ops.typeName(m.self) + " object at " + addr(m.self)
                        + ">";
            }
            String q = m.function instanceof PyFunction f ? f.qualname : "?";
            return "<bound method " + q + " of " + repr(m.self) + ">";
        }
        if (o instanceof PyModule m) {
            return "<module '" + m.name + "' (built-in)>";
        }
        if (o instanceof PyRange r) {
            return r.step == 1 ? "range(" + r.start + ", " + r.stop + ")"
                    : "range(" + r.start + ", " + r.stop + ", " + r.step + ")";
        }
        if (o instanceof PySlice s) {
            return "slice(" + repr(s.start) + ", " + repr(s.stop) + ", " + repr(s.step) + ")";
        }
        if (o instanceof PyComplex c) {
            return Numbers.complexRepr(c);
        }
        if (o instanceof PyBytes b) {
            String r = Strings.bytesRepr(b.bytes());
            return b.mutable ? "bytearray(" + r + ")" : r;
        }
        if (o instanceof PyDescriptor d) {
            return "<" + t.name() + " object at " + addr(o) + ">";
        }
        if (o instanceof HasRepr r) {
            return r.repr();
        }
        if (o instanceof PyIter && t == PyType.GENERATOR) {
            return "<generator object " + o.toString() + " at " + addr(o) + ">";
        }
        if (o instanceof PyCell) {
            return "<cell at " + addr(o) + ">";
        }
        if (o instanceof FileObject f) {
            return f.repr();
        }
        String mod = t.module();
        String q = mod.equals("builtins") ? t.qualname() : mod + "." + t.qualname();
        return "<" + q + " object at " + addr(o) + ">";
    }
}
