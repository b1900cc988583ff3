package io.agentcage.interpreter.internal.object;

import java.util.HashMap;
import java.util.Map;

/**
 * A value of a native flag type that CPython defines as a global {@code IntFlag} ({@code re.RegexFlag}): an int whose
 * repr names its members ({@code re.IGNORECASE|re.MULTILINE}), whose {@code str} is that repr, and whose {@code |},
 * {@code &}, {@code ^} with ints and {@code ~} keep the flag type, as CPython 3.11's {@code enum.global_enum} flags do.
 * Other arithmetic gives plain ints. Immutable; the members are shared by every execution.
 */
public final class IntFlagValue extends PyInt {
    private final Flags flags;
    /** The native flag types (made at start-up only), whose repr is an enum's ({@code <flag 'RegexFlag'>}). */
    private static final java.util.Set<PyType> FLAG_TYPES = java.util.Collections.newSetFromMap(
            new java.util.concurrent.ConcurrentHashMap<>());

    /** Whether {@code t} is a native flag type. */
    static boolean isFlagType(PyType t) {
        return FLAG_TYPES.contains(t);
    }

    private IntFlagValue(Flags flags, long value) {
        super(value, null);
        this.flags = flags;
    }

    @Override
    public PyType type() {
        return flags.type;
    }

    /** CPython's {@code global_flag_repr}: {@code re.IGNORECASE}, {@code re.IGNORECASE|0x400}, {@code re.RegexFlag(1024)}. */
    public String repr() {
        String name = flags.name(value);
        if (name == null) {
            return flags.module + "." + flags.type.name() + "(" + value + ")";
        }
        StringBuilder sb = new StringBuilder();
        for (String part : name.split("\\|")) {
            if (sb.length() > 0) {
                sb.append('|');
            }
            sb.append(Character.isDigit(part.charAt(0)) ? part : flags.module + "." + part);
        }
        return sb.toString();
    }

    /** {@code a op b} for {@code |}, {@code &} or {@code ^} when one side is a flag and the other an int, else null. */
    static PyObject bitwise(PyObject a, PyObject b, int op) {
        if (!(a instanceof PyInt x) || !(b instanceof PyInt y) || x.big != null || y.big != null
                || a instanceof Subclassed.Value || b instanceof Subclassed.Value) {
            return null;
        }
        Flags f = a instanceof IntFlagValue fa ? fa.flags : ((IntFlagValue) b).flags;
        if (a instanceof IntFlagValue fa && b instanceof IntFlagValue fb && fa.flags != fb.flags) {
            return null;
        }
        long v = op == Arith.OR ? x.value | y.value : op == Arith.AND ? x.value & y.value : x.value ^ y.value;
        return f.of(v);
    }

    /** {@code ~flag}: the complement within the flag type's members. */
    PyObject invert() {
        return flags.of(flags.mask & ~value);
    }

    /** A flag type: its members in definition order (aliases are the module's business). Immutable once made. */
    public static final class Flags {
        final PyType type;
        final String module;
        private final String[] names;
        private final long[] values;
        final long mask;
        private final Map<Long, IntFlagValue> members = new HashMap<>();

        /**
         * A new flag type {@code module.typeName} with these members (start-up only: it registers the type's
         * {@code name} and {@code value} attributes and its constructor).
         */
        public Flags(String typeName, String module, String[] names, long[] values) {
            this.type = PyType.newBuiltin(typeName, module, PyType.INT);
            this.type.markFinal();
            FLAG_TYPES.add(type);
            this.module = module;
            this.names = names.clone();
            this.values = values.clone();
            long m = 0;
            for (int i = 0; i < values.length; i++) {
                m |= values[i];
                members.putIfAbsent(values[i], new IntFlagValue(this, values[i]));
            }
            this.mask = m;
            for (int i = 0; i < names.length; i++) {
                type.define(names[i], members.get(values[i]));
            }
            Registry.property(type, "value", (in, a, kw) -> PyInt.of(((PyInt) a[0]).value));
            Registry.property(type, "name", (in, a, kw) -> {
                String n = name(((PyInt) a[0]).value);
                return n == null ? PyNone.NONE : new PyStr(n);
            });
            Registry.method(type, "__contains__", (in, a, kw) -> {
                Args.method("__contains__", a, kw, 1, 1);
                if (!(a[1] instanceof IntFlagValue o) || o.flags != this) {
                    throw Exc.typeError("unsupported operand type(s) for 'in': '" + Ops.typeName(a[1]) + "' and '"
                            + typeName + "'");
                }
                long v = ((PyInt) a[0]).value;
                return PyBool.of((v & o.value) == o.value);
            });
            Registry.method(type, "__iter__", (in, a, kw) -> {
                Args.method("__iter__", a, kw, 0, 0);
                long v = ((PyInt) a[0]).value;
                PyList out = new PyList();
                for (int i = 0; i < this.values.length; i++) {
                    long bit = this.values[i];
                    if (bit != 0 && Long.bitCount(bit) == 1 && (v & bit) == bit) {
                        out.append(members.get(bit));
                    }
                }
                return Ops.iter(out);
            });
            Registry.registerConstructor(type, (in, a, kw) -> {
                Args.check(typeName, a, kw, 1, 1);
                if (a[0] instanceof IntFlagValue v && v.flags == this) {
                    return v;
                }
                return of(Args.asLong(a[0]));
            });
        }

        /** Makes {@code name} another class attribute for the member of {@code value} (start-up only). */
        public void alias(String name, long value) {
            type.define(name, of(value));
        }

        /** The type of the flags. */
        public PyType type() {
            return type;
        }

        /** The member of this value, or a new combination. */
        public IntFlagValue of(long v) {
            IntFlagValue m = members.get(v);
            return m != null ? m : new IntFlagValue(this, v);
        }

        /** CPython's {@code _name_}: a member's name, known members joined by '|' (definition order), or null. */
        String name(long v) {
            for (int i = 0; i < values.length; i++) {
                if (values[i] == v) {
                    return names[i];
                }
            }
            StringBuilder sb = new StringBuilder();
            long known = 0;
            for (int i = 0; i < values.length; i++) {
                long bit = values[i];
                if (bit != 0 && Long.bitCount(bit) == 1 && (v & bit) == bit) {
                    sb.append(sb.length() == 0 ? "" : "|").append(names[i]);
                    known |= bit;
                }
            }
            if (known == 0) {
                return null;
            }
            long unknown = v & ~known;
            if (unknown != 0) {
                sb.append("|0x").append(Long.toHexString(unknown));
            }
            return sb.toString();
        }
    }
}
