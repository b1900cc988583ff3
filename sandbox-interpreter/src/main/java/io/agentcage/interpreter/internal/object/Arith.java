package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/**
 * Binary and unary operators with CPython's semantics and dispatch: {@code __op__}, then the reflected
 * {@code __rop__} (first when the right operand's type is a subclass), then the builtin behaviour.
 * Operator codes follow the AST's {@code Operator} order.
 */
public final class Arith {
    private Arith() {
    }

    public static final int ADD = 0;
    public static final int SUB = 1;
    public static final int MUL = 2;
    public static final int MATMUL = 3;
    public static final int DIV = 4;
    public static final int MOD = 5;
    public static final int POW = 6;
    public static final int LSHIFT = 7;
    public static final int RSHIFT = 8;
    public static final int OR = 9;
    public static final int XOR = 10;
    public static final int AND = 11;
    public static final int FLOORDIV = 12;

    static final String[] SYMBOLS = {"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"};
    private static final String[] NAMES = {"add", "sub", "mul", "matmul", "truediv", "mod", "pow", "lshift",
        "rshift", "or", "xor", "and", "floordiv"};
    private static final PyStr[] DUNDER = new PyStr[13];
    private static final PyStr[] RDUNDER = new PyStr[13];
    private static final PyStr[] IDUNDER = new PyStr[13];

    static {
        for (int i = 0; i < 13; i++) {
            DUNDER[i] = PyStr.intern("__" + NAMES[i] + "__");
            RDUNDER[i] = PyStr.intern("__r" + NAMES[i] + "__");
            IDUNDER[i] = PyStr.intern("__i" + NAMES[i] + "__");
        }
    }

    public static PyObject binary(PyObject a, PyObject b, int op) {
        return binary(a, b, op, false);
    }

    /**
     * {@code a op b} for the VM's arithmetic instructions: exact floats, or an exact float and an exact int that fits
     * a long, take the float operation at once (the int is converted as CPython's float does, correctly rounded);
     * everything else goes through {@link #binary}. Small ints are handled by the VM before this.
     */
    public static PyObject binaryQuick(PyObject a, PyObject b, int op) {
        PyObject r = quickFloat(a, b, op);
        return r != null ? r : binary(a, b, op, false);
    }

    /** {@link #binaryQuick} for an augmented assignment ({@code a op= b}). */
    public static PyObject inplaceQuick(PyObject a, PyObject b, int op) {
        PyObject r = quickFloat(a, b, op);
        return r != null ? r : inplace(a, b, op);
    }

    /** The float result of {@code a op b} when both are exact floats or one is an exact small int; else null. */
    private static PyObject quickFloat(PyObject a, PyObject b, int op) {
        double x;
        double y;
        if (a.getClass() == PyFloat.class) {
            x = ((PyFloat) a).value;
            if (b.getClass() == PyFloat.class) {
                y = ((PyFloat) b).value;
            } else if (b.getClass() == PyInt.class && ((PyInt) b).big == null) {
                y = ((PyInt) b).value;
            } else {
                return null;
            }
        } else if (b.getClass() == PyFloat.class && a.getClass() == PyInt.class && ((PyInt) a).big == null) {
            x = ((PyInt) a).value;
            y = ((PyFloat) b).value;
        } else {
            return null;
        }
        if (op == DIV && y != 0) {
            // here, not in FloatOps.binary, which the JIT does not inline into the VM loop
            return new PyFloat(x / y);
        }
        return FloatOps.binary(x, y, op);
    }

    /** {@code a op b}; {@code inplace} only words the TypeError as CPython does for {@code a op= b}. */
    private static PyObject binary(PyObject a, PyObject b, int op, boolean inplace) {
        if (op >= OR && op <= AND && (a instanceof IntFlagValue || b instanceof IntFlagValue)) {
            // re.I | re.M keeps the flag type (re.IGNORECASE|re.MULTILINE), as an IntFlag's operators do
            PyObject r = IntFlagValue.bitwise(a, b, op);
            if (r != null) {
                return r;
            }
        }
        if (a instanceof PyBool && b instanceof PyBool && (op == AND || op == OR || op == XOR)) {
            // bool's own &, |, ^ keep the type: True & True is True, not 1
            boolean p = a == PyBool.TRUE;
            boolean q = b == PyBool.TRUE;
            return PyBool.of(op == AND ? p & q : op == OR ? p | q : p ^ q);
        }
        if (a instanceof PyInt x && b instanceof PyInt y && x.big == null && y.big == null
                && !(a instanceof Subclassed.IntSub) && !(b instanceof Subclassed.IntSub)) {
            long p = x.value;
            long q = y.value;
            switch (op) {
                case ADD: {
                    long r = p + q;
                    if (((p ^ r) & (q ^ r)) < 0) {
                        break;
                    }
                    return PyInt.of(r);
                }
                case SUB: {
                    long r = p - q;
                    if (((p ^ q) & (p ^ r)) < 0) {
                        break;
                    }
                    return PyInt.of(r);
                }
                case MUL: {
                    long hi = Math.multiplyHigh(p, q);
                    long lo = p * q;
                    if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
                        return PyInt.of(lo);
                    }
                    break;
                }
                case MOD:
                    if (q == 0) {
                        throw Exc.zeroDivision("integer modulo by zero");
                    }
                    return PyInt.of(Math.floorMod(p, q));
                case FLOORDIV:
                    if (q == 0) {
                        throw Exc.zeroDivision("integer division or modulo by zero");
                    }
                    if (p == Long.MIN_VALUE && q == -1) {
                        break;
                    }
                    return PyInt.of(Math.floorDiv(p, q));
                default:
                    break;
            }
            PyObject r = IntOps.binary(x, y, op);
            if (r != null) {
                return r;
            }
            // int @ int: CPython's TypeError below
        }
        if (a instanceof PyFloat x && b instanceof PyFloat y && !(a instanceof Subclassed.FloatSub)
                && !(b instanceof Subclassed.FloatSub)) {
            PyObject r = FloatOps.binary(x.value, y.value, op);
            if (r != null) {
                return r;
            }
            // shifts and bitwise operators on floats: CPython's TypeError below
        }
        PyType ta = a.type();
        PyType tb = b.type();
        if (ta.hasGuestClass() || tb.hasGuestClass()) {
            PyObject r = guestBinary(a, b, op, ta, tb);
            if (r != null) {
                return r;
            }
        }
        PyObject r = op == OR && (a instanceof PyType || b instanceof PyType) ? TypeForms.union(a, b) : null;
        if (r == null) {
            r = builtinBinary(a, b, op);
        }
        if (r == null && op == MUL) {
            r = repeatByIndex(a, b);
        }
        if (r == null) {
            throw unsupported(a, b, op, inplace);
        }
        return r;
    }

    static PyException unsupported(PyObject a, PyObject b, int op, boolean inplace) {
        if (op == ADD && a instanceof PyStr && !(b instanceof PyStr)) {
            return Exc.typeError("can only concatenate str (not \"" + Ops.typeName(b) + "\") to str");
        }
        if (op == ADD && a instanceof PyList && !(b instanceof PyList)) {
            return Exc.typeError("can only concatenate list (not \"" + Ops.typeName(b) + "\") to list");
        }
        if (op == ADD && a instanceof PyTuple && !(b instanceof PyTuple)) {
            return Exc.typeError("can only concatenate tuple (not \"" + Ops.typeName(b) + "\") to tuple");
        }
        if (op == MUL && (isSeq(a) || isSeq(b))) {
            PyObject other = isSeq(a) ? b : a;
            return Exc.typeError("can't multiply sequence by non-int of type '" + Ops.typeName(other) + "'");
        }
        if (op == POW && !inplace) {
            return Exc.typeError("unsupported operand type(s) for ** or pow(): '" + Ops.typeName(a) + "' and '"
                    + Ops.typeName(b) + "'");
        }
        return Exc.typeError("unsupported operand type(s) for " + SYMBOLS[op] + (inplace ? "=" : "") + ": '"
                + Ops.typeName(a) + "' and '" + Ops.typeName(b) + "'");
    }

    /** {@code seq * n} where {@code n} is not an int but has {@code __index__}, as CPython's sq_repeat takes it. */
    private static PyObject repeatByIndex(PyObject a, PyObject b) {
        boolean seqLeft = isSeq(a);
        PyObject count = seqLeft ? b : a;
        if (!(seqLeft || isSeq(b)) || count instanceof PyInt || !count.type().hasGuestClass()
                || count.type().lookupGuest(Names.INDEX) == null) {
            return null;
        }
        PyInt n = Ops.index(count, "can't multiply sequence by non-int of type '%T'");
        return seqLeft ? builtinBinary(a, n, MUL) : builtinBinary(n, b, MUL);
    }

    private static boolean isSeq(PyObject o) {
        return o instanceof PyStr || o instanceof PyList || o instanceof PyTuple || o instanceof PyBytes;
    }

    private static PyObject guestBinary(PyObject a, PyObject b, int op, PyType ta, PyType tb) {
        boolean rightFirst = tb != ta && tb.isSubtypeOf(ta) && tb.lookupGuest(RDUNDER[op]) != null;
        if (rightFirst) {
            PyObject r = tryCall(b, tb, RDUNDER[op], a);
            if (r != null) {
                return r;
            }
        }
        PyObject r = tryCall(a, ta, DUNDER[op], b);
        if (r != null) {
            return r;
        }
        if (!rightFirst && tb != ta) {
            r = tryCall(b, tb, RDUNDER[op], a);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    private static PyObject tryCall(PyObject self, PyType t, PyStr name, PyObject other) {
        PyObject m = t.lookupGuest(name);
        if (m == null) {
            return null;
        }
        PyObject r = Ops.callMethod(self, m, other);
        return r == PyNone.NOT_IMPLEMENTED ? null : r;
    }

    /** {@code a op= b}: {@code __iop__} first, in-place for mutable builtins, else the binary operator. */
    public static PyObject inplace(PyObject a, PyObject b, int op) {
        if (a instanceof PyInt && b instanceof PyInt) {
            return binary(a, b, op, true);
        }
        PyType ta = a.type();
        if (ta.hasGuestClass()) {
            PyObject r = tryCall(a, ta, IDUNDER[op], b);
            if (r != null) {
                return r;
            }
        }
        if (a instanceof PyList l && !ta.hasGuestClass()) {
            if (op == ADD) {
                Iters.extend(l, b);
                return l;
            }
            if (op == MUL) {
                return Containers.repeatListInPlace(l, b);
            }
        }
        if (a instanceof PySet s && !s.frozen && b instanceof PySet o) {
            switch (op) {
                case OR:
                    s.set.merge(o.set);
                    return s;
                case AND:
                    s.set.replaceWith(CpySet.intersection(s.set, o.set));
                    return s;
                case SUB:
                    s.set.removeAll(o.set);
                    return s;
                case XOR:
                    for (PyObject x : o.set) {
                        if (!s.set.remove(x)) {
                            s.set.add(x);
                        }
                    }
                    return s;
                default:
                    break;
            }
        }
        if (a instanceof PyDict d && op == OR && !ta.hasGuestClass()) {
            Containers.dictUpdate(d, b);
            return d;
        }
        if (a instanceof PyBytes ba && ba.mutable && op == ADD
                && (b instanceof PyBytes || b instanceof PyMemoryView)) {
            byte[] more = b instanceof PyMemoryView m ? m.toBytes() : ((PyBytes) b).bytes();
            ba.resizing((long) ba.size + more.length, b);
            for (byte x : more) {
                ba.append(x);
            }
            return ba;
        }
        if (a instanceof PyBytes ba && ba.mutable && op == MUL && !ta.hasGuestClass() && b instanceof PyInt) {
            // in place, as in CPython: other references (and views) see the repeated contents
            PyBytes r = (PyBytes) binary(a, b, op, true);
            ba.resizing(r.size, null);
            ba.setData(r.size == 0 ? new byte[8] : r.data);
            ba.size = r.size;
            return ba;
        }
        return binary(a, b, op, true);
    }

    private static PyObject builtinBinary(PyObject a, PyObject b, int op) {
        if (a instanceof PyInt x && b instanceof PyInt y) {
            return IntOps.binary(x, y, op);
        }
        if ((a instanceof PyFloat || a instanceof PyInt) && (b instanceof PyFloat || b instanceof PyInt)) {
            return FloatOps.binary(toDouble(a), toDouble(b), op);
        }
        if (a instanceof PyComplex || b instanceof PyComplex) {
            return ComplexOps.binary(a, b, op);
        }
        if (a instanceof PyStr x) {
            if (op == ADD && b instanceof PyStr y) {
                return concat(x, y);
            }
            if (op == MUL && b instanceof PyInt n) {
                return Containers.repeatStr(x, n);
            }
            if (op == MOD) {
                return new PyStr(PercentFormat.format(x.value(), b));
            }
            return null;
        }
        if (op == MUL && a instanceof PyInt n && (b instanceof PyStr || b instanceof PyList || b instanceof PyTuple
                || b instanceof PyBytes)) {
            return builtinBinary(b, a, op);
        }
        return Containers.binary(a, b, op);
    }

    private static PyStr concat(PyStr x, PyStr y) {
        return PyStr.concat(x, y);
    }

    public static double toDouble(PyObject o) {
        if (o instanceof PyFloat f) {
            return f.value;
        }
        return ((PyInt) o).toDouble();
    }

    // ---- unary ----

    public static PyObject neg(PyObject a) {
        if (a instanceof Subclassed.Value v) {
            return unarySub(a, v, Names.NEG, Arith::neg);
        }
        if (a instanceof PyInt i) {
            if (i.big == null && i.value != Long.MIN_VALUE) {
                return PyInt.of(-i.value);
            }
            return PyInt.of(i.toBig().negate());
        }
        if (a instanceof PyFloat f) {
            return new PyFloat(-f.value);
        }
        if (a instanceof PyComplex c) {
            return new PyComplex(-c.real, -c.imag);
        }
        return unaryGuest(a, Names.NEG, "-");
    }

    public static PyObject pos(PyObject a) {
        if (a instanceof Subclassed.Value v) {
            return unarySub(a, v, Names.POS, Arith::pos);
        }
        if (a instanceof PyInt i) {
            return a instanceof PyBool ? PyInt.of(i.value) : Subclassed.exactInt(i);
        }
        if (a instanceof PyFloat || a instanceof PyComplex) {
            return a;
        }
        return unaryGuest(a, Names.POS, "+");
    }

    public static PyObject invert(PyObject a) {
        if (a instanceof Subclassed.Value v) {
            return unarySub(a, v, Names.INVERT, Arith::invert);
        }
        if (a instanceof IntFlagValue f) {
            return f.invert();
        }
        if (a instanceof PyInt i) {
            if (i.big == null) {
                return PyInt.of(~i.value);
            }
            return PyInt.of(i.big.not());
        }
        return unaryGuest(a, Names.INVERT, "~");
    }

    /** A unary operator on an instance of a guest subclass of a value type: its override, else the base's. */
    private static PyObject unarySub(PyObject a, Subclassed.Value v, PyStr name,
                                     java.util.function.UnaryOperator<PyObject> base) {
        PyObject m = a.type().lookupGuest(name);
        return m != null ? Ops.callMethod(a, m) : base.apply(v.plain());
    }

    private static PyObject unaryGuest(PyObject a, PyStr name, String sym) {
        PyObject m = a.type().lookupGuest(name);
        if (m != null) {
            return Ops.callMethod(a, m);
        }
        throw Exc.typeError("bad operand type for unary " + sym + ": '" + Ops.typeName(a) + "'");
    }

    /** {@code abs(x)}. */
    public static PyObject abs(PyObject a) {
        if (a instanceof Subclassed.Value v) {
            return unarySub(a, v, Names.ABS, Arith::abs);
        }
        if (a instanceof PyInt i) {
            return i.signum() < 0 ? neg(i) : (a instanceof PyBool || a instanceof IntFlagValue ? PyInt.of(i.value) : a);
        }
        if (a instanceof PyFloat f) {
            return new PyFloat(Math.abs(f.value));
        }
        if (a instanceof PyComplex c) {
            return new PyFloat(PreciseMath.hypot(c.real, c.imag));
        }
        PyObject m = a.type().lookupGuest(Names.ABS);
        if (m != null) {
            return Ops.callMethod(a, m);
        }
        throw Exc.typeError("bad operand type for abs(): '" + Ops.typeName(a) + "'");
    }

    static BigInteger big(PyInt i) {
        return i.toBig();
    }
}
