package io.agentcage.interpreter.internal.object;

import static io.agentcage.interpreter.internal.object.Registry.method;

/**
 * The number protocol's special methods of {@code int}, {@code bool}, {@code float} and {@code complex} as CPython's
 * slot wrappers define them: {@code int.__add__(1, 2.0)} is {@code NotImplemented} (the other operand is not a type
 * the slot handles), {@code (3).__pow__(2, 5)} is the modular power, {@code float.__rsub__(1.0, 3)} is {@code 3 - 1.0};
 * a receiver of another type gets CPython's "descriptor ... requires a ..." TypeError and a wrong count its
 * "expected 1 argument, got 0". The operators themselves do not come here (the VM's arithmetic does not look these
 * up on builtin types); these are for code that names them ({@code functools.reduce(int.__mul__, xs)}).
 */
final class NumberSlots {
    private NumberSlots() {
    }

    /** The binary slots every number type has, by {@link Arith} operator code. */
    private static final int[] COMMON = {Arith.ADD, Arith.SUB, Arith.MUL, Arith.DIV};
    /** The binary slots of int and float beyond {@link #COMMON}. */
    private static final int[] REAL = {Arith.FLOORDIV, Arith.MOD};
    /** The binary slots of int only. */
    private static final int[] INTEGRAL = {Arith.LSHIFT, Arith.RSHIFT, Arith.AND, Arith.OR, Arith.XOR};
    private static final String[] NAMES = {"add", "sub", "mul", "matmul", "truediv", "mod", "pow", "lshift", "rshift",
        "or", "xor", "and", "floordiv"};

    static void install() {
        for (PyType t : new PyType[] {PyType.INT, PyType.FLOAT, PyType.COMPLEX}) {
            binaries(t, COMMON);
            if (t != PyType.COMPLEX) {
                binaries(t, REAL);
                divmod(t);
            }
            power(t);
            unary(t, "__neg__", Arith::neg);
            unary(t, "__pos__", Arith::pos);
            unary(t, "__abs__", Arith::abs);
            unary(t, "__bool__", x -> PyBool.of(Ops.truth(x)));
        }
        binaries(PyType.INT, INTEGRAL);
        unary(PyType.INT, "__invert__", Arith::invert);
        for (String n : new String[] {"__trunc__", "__floor__", "__ceil__"}) {
            unary(PyType.INT, n, x -> PyInt.of(((PyInt) x).toBig()));
        }
        unary(PyType.FLOAT, "__trunc__", x -> Builtins.floatToInt(((PyFloat) x).value));
        unary(PyType.FLOAT, "__floor__", x -> Builtins.floatToInt(Math.floor(((PyFloat) x).value)));
        unary(PyType.FLOAT, "__ceil__", x -> Builtins.floatToInt(Math.ceil(((PyFloat) x).value)));
        unary(PyType.COMPLEX, "__complex__", x -> x);
        for (int op : new int[] {Arith.AND, Arith.OR, Arith.XOR}) {
            boolLogic(op);
        }
    }

    /** Whether {@code o} is an operand the slots of {@code t} take (int takes ints, float ints and floats, ...). */
    private static boolean accepts(PyType t, PyObject o) {
        if (o instanceof PyInt) {
            return true;
        }
        return t != PyType.INT && (o instanceof PyFloat || t == PyType.COMPLEX && o instanceof PyComplex);
    }

    private static boolean isInstance(PyType t, PyObject o) {
        return t == PyType.INT ? o instanceof PyInt : t == PyType.FLOAT ? o instanceof PyFloat
                : t == PyType.BOOL ? o instanceof PyBool : o instanceof PyComplex;
    }

    /** CPython's receiver and argument-count checks of a slot wrapper taking {@code min..max} arguments. */
    private static void check(PyType t, String name, PyObject[] a, PyDict kw, int min, int max) {
        if (a.length == 0) {
            throw Exc.typeError("descriptor '" + name + "' of '" + t.name() + "' object needs an argument");
        }
        if (!isInstance(t, a[0])) {
            throw Exc.typeError("descriptor '" + name + "' requires a '" + t.name() + "' object but received a '"
                    + Ops.typeName(a[0]) + "'");
        }
        if (kw != null && kw.size() > 0) {
            throw Exc.typeError("wrapper " + name + "() takes no keyword arguments");
        }
        int n = a.length - 1;
        if (min == max && n != min) {
            throw Exc.typeError("expected " + min + " argument" + (min == 1 ? "" : "s") + ", got " + n);
        }
        if (n < min) {
            throw Exc.typeError(" expected at least " + min + " argument" + (min == 1 ? "" : "s") + ", got " + n);
        }
        if (n > max) {
            throw Exc.typeError(" expected at most " + max + " argument" + (max == 1 ? "" : "s") + ", got " + n);
        }
    }

    /** An int operand as int's own slots see it: a bool is its int value (int.__and__(True, True) is 1). */
    private static PyObject asInt(PyType t, PyObject o) {
        return t == PyType.INT && o instanceof PyBool b ? PyInt.of(b.value) : o;
    }

    private static void binaries(PyType t, int[] ops) {
        for (int op : ops) {
            String name = "__" + NAMES[op] + "__";
            String rname = "__r" + NAMES[op] + "__";
            method(t, name, (in, a, kw) -> {
                check(t, name, a, kw, 1, 1);
                PyObject other = Subclassed.plain(a[1]);
                return accepts(t, other) ? Arith.binary(asInt(t, a[0]), asInt(t, other), op) : PyNone.NOT_IMPLEMENTED;
            });
            method(t, rname, (in, a, kw) -> {
                check(t, rname, a, kw, 1, 1);
                PyObject other = Subclassed.plain(a[1]);
                return accepts(t, other) ? Arith.binary(asInt(t, other), asInt(t, a[0]), op) : PyNone.NOT_IMPLEMENTED;
            });
        }
    }

    private static void divmod(PyType t) {
        method(t, "__divmod__", (in, a, kw) -> {
            check(t, "__divmod__", a, kw, 1, 1);
            PyObject other = Subclassed.plain(a[1]);
            return accepts(t, other) ? divmod(in, a[0], other) : PyNone.NOT_IMPLEMENTED;
        });
        method(t, "__rdivmod__", (in, a, kw) -> {
            check(t, "__rdivmod__", a, kw, 1, 1);
            PyObject other = Subclassed.plain(a[1]);
            return accepts(t, other) ? divmod(in, other, a[0]) : PyNone.NOT_IMPLEMENTED;
        });
    }

    private static PyObject divmod(Interp in, PyObject x, PyObject y) {
        return Ops.call(in, Registry.builtins().get(PyStr.intern("divmod")), new PyObject[] {x, y}, null);
    }

    private static void power(PyType t) {
        method(t, "__pow__", (in, a, kw) -> {
            check(t, "__pow__", a, kw, 1, 2);
            PyObject other = Subclassed.plain(a[1]);
            if (!accepts(t, other)) {
                return PyNone.NOT_IMPLEMENTED;
            }
            return pow(t, a[0], other, a.length > 2 ? a[2] : PyNone.NONE);
        });
        method(t, "__rpow__", (in, a, kw) -> {
            check(t, "__rpow__", a, kw, 1, 2);
            PyObject other = Subclassed.plain(a[1]);
            if (!accepts(t, other)) {
                return PyNone.NOT_IMPLEMENTED;
            }
            return pow(t, other, a[0], a.length > 2 ? a[2] : PyNone.NONE);
        });
    }

    /** {@code pow(base, exp, mod)} for operands the slots of {@code t} take (plain values). */
    private static PyObject pow(PyType t, PyObject base, PyObject exp, PyObject mod) {
        if (mod != PyNone.NONE) {
            if (t != PyType.INT) {
                throw Exc.typeError("pow() 3rd argument not allowed unless all arguments are integers");
            }
            if (!(mod instanceof PyInt)) {
                return PyNone.NOT_IMPLEMENTED;
            }
            return IntOps.powMod((PyInt) base, (PyInt) exp, (PyInt) Subclassed.plain(mod));
        }
        return Arith.binary(base, exp, Arith.POW);
    }

    private static void unary(PyType t, String name, java.util.function.UnaryOperator<PyObject> f) {
        method(t, name, (in, a, kw) -> {
            check(t, name, a, kw, 0, 0);
            return f.apply(Subclassed.plain(a[0]));
        });
    }

    /** bool's {@code &}, {@code |}, {@code ^} (and reflected): a bool for two bools, else int's result. */
    private static void boolLogic(int op) {
        for (boolean reflected : new boolean[] {false, true}) {
            String name = "__" + (reflected ? "r" : "") + NAMES[op] + "__";
            method(PyType.BOOL, name, (in, a, kw) -> {
                check(PyType.BOOL, name, a, kw, 1, 1);
                PyObject other = Subclassed.plain(a[1]);
                if (!(other instanceof PyInt)) {
                    return PyNone.NOT_IMPLEMENTED;
                }
                return reflected ? Arith.binary(other, a[0], op) : Arith.binary(a[0], other, op);
            });
        }
    }
}
