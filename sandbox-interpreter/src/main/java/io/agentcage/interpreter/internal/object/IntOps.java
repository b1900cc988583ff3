package io.agentcage.interpreter.internal.object;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/** Arbitrary-precision int arithmetic; sizes of results are charged to the memory budget before computing. */
final class IntOps {
    private IntOps() {
    }

    static PyObject binary(PyInt x, PyInt y, int op) {
        switch (op) {
            case Arith.ADD:
                return PyInt.of(x.toBig().add(y.toBig()));
            case Arith.SUB:
                return PyInt.of(x.toBig().subtract(y.toBig()));
            case Arith.MUL:
                chargeBits((long) bitLength(x) + bitLength(y));
                return PyInt.of(x.toBig().multiply(y.toBig()));
            case Arith.DIV:
                return new PyFloat(trueDiv(x, y));
            case Arith.FLOORDIV:
                return floorDivMod(x, y)[0];
            case Arith.MOD:
                if (y.signum() == 0) {
                    throw Exc.zeroDivision("integer modulo by zero");
                }
                return floorDivMod(x, y)[1];
            case Arith.POW:
                return pow(x, y);
            case Arith.LSHIFT: {
                if (y.signum() < 0) {
                    throw Exc.valueError("negative shift count");
                }
                if (x.signum() == 0) {
                    return PyInt.of(0);
                }
                if (y.big != null) {
                    throw Exc.overflowError("too many digits in integer");
                }
                chargeBits(bitLength(x) + y.value);
                if (x.big == null && y.value < 62 && Math.abs(x.value) < (1L << (62 - y.value))) {
                    return PyInt.of(x.value << y.value);
                }
                return PyInt.of(x.toBig().shiftLeft((int) y.value));
            }
            case Arith.RSHIFT: {
                if (y.signum() < 0) {
                    throw Exc.valueError("negative shift count");
                }
                if (y.big != null || y.value > Integer.MAX_VALUE) {
                    return PyInt.of(x.signum() < 0 ? -1 : 0);
                }
                if (x.big == null) {
                    return PyInt.of(y.value >= 64 ? (x.value < 0 ? -1 : 0) : x.value >> y.value);
                }
                return PyInt.of(x.big.shiftRight((int) y.value));
            }
            case Arith.AND:
                if (x.big == null && y.big == null) {
                    return PyInt.of(x.value & y.value);
                }
                return PyInt.of(x.toBig().and(y.toBig()));
            case Arith.OR:
                if (x.big == null && y.big == null) {
                    return PyInt.of(x.value | y.value);
                }
                return PyInt.of(x.toBig().or(y.toBig()));
            case Arith.XOR:
                if (x.big == null && y.big == null) {
                    return PyInt.of(x.value ^ y.value);
                }
                return PyInt.of(x.toBig().xor(y.toBig()));
            default:
                return null;
        }
    }

    static int bitLength(PyInt i) {
        return i.big != null ? i.big.bitLength() : 64 - Long.numberOfLeadingZeros(Math.abs(i.value));
    }

    /**
     * Largest int result, in bits (4 Mi bits, about 1.26 million decimal digits). A single BigInteger operation
     * cannot be interrupted, so sizes are capped to keep every one of them short; beyond this the code is stopped
     * with the memory limit.
     */
    static final long MAX_BITS = 1L << 22;

    static void chargeBits(long bits) {
        if (bits > 4096) {
            if (bits > MAX_BITS) {
                throw new BudgetExceeded(io.agentcage.Limit.MEMORY, "integer result of about " + bits
                        + " bits exceeds the interpreter's limit of " + MAX_BITS + " bits");
            }
            Interp.current().reserveMemory(bits / 4);
            long words = bits / 64;
            Interp.current().charge(words * (64 - Long.numberOfLeadingZeros(words)));
        }
    }

    static double trueDiv(PyInt x, PyInt y) {
        if (y.signum() == 0) {
            throw Exc.zeroDivision("division by zero");
        }
        if (x.big == null && y.big == null && Math.abs(x.value) < (1L << 53) && Math.abs(y.value) < (1L << 53)) {
            return (double) x.value / (double) y.value;
        }
        BigDecimal q = new BigDecimal(x.toBig()).divide(new BigDecimal(y.toBig()), MathContext.DECIMAL128);
        double d = q.doubleValue();
        if (Double.isInfinite(d)) {
            throw Exc.overflowError("integer division result too large for a float");
        }
        return d;
    }

    static PyInt[] floorDivMod(PyInt x, PyInt y) {
        if (y.signum() == 0) {
            throw Exc.zeroDivision("integer division or modulo by zero");
        }
        if (x.big == null && y.big == null && !(x.value == Long.MIN_VALUE && y.value == -1)) {
            return new PyInt[] {PyInt.of(Math.floorDiv(x.value, y.value)), PyInt.of(Math.floorMod(x.value, y.value))};
        }
        BigInteger[] qr = x.toBig().divideAndRemainder(y.toBig());
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() != 0 && r.signum() != y.signum()) {
            q = q.subtract(BigInteger.ONE);
            r = r.add(y.toBig());
        }
        return new PyInt[] {PyInt.of(q), PyInt.of(r)};
    }

    static PyObject pow(PyInt x, PyInt y) {
        if (y.signum() < 0) {
            double b = x.toDouble();
            if (b == 0) {
                throw Exc.zeroDivision("0.0 cannot be raised to a negative power");
            }
            return FloatOps.binary(b, y.toDouble(), Arith.POW);
        }
        if (x.big == null && (x.value == 0 || x.value == 1)) {
            return y.signum() == 0 ? PyInt.of(1) : x;
        }
        if (x.big == null && x.value == -1) {
            return PyInt.of(y.toBig().testBit(0) ? -1 : 1);
        }
        if (y.big != null) {
            throw new BudgetExceeded(io.agentcage.Limit.MEMORY, "integer power result is too large");
        }
        if (y.value > MAX_BITS) {
            chargeBits(MAX_BITS + 1);
        }
        long bits = (long) bitLength(x) * y.value;
        if (bits < 63 && x.big == null) {
            long r = 1;
            long b = x.value;
            long e = y.value;
            while (e > 0) {
                if ((e & 1) != 0) {
                    r *= b;
                }
                e >>= 1;
                if (e > 0) {
                    b *= b;
                }
            }
            return PyInt.of(r);
        }
        chargeBits(bits);
        if (bits / 8 > Integer.MAX_VALUE / 2) {
            throw new BudgetExceeded(io.agentcage.Limit.MEMORY, "integer power result is too large");
        }
        if (bits <= BigIntegers.DIRECT_POW_BITS) {
            return PyInt.of(x.toBig().pow((int) y.value));
        }
        return PyInt.of(BigIntegers.pow(x.toBig(), y.value));
    }

    /** Three-argument pow. */
    static PyObject powMod(PyInt x, PyInt y, PyInt m) {
        if (m.signum() == 0) {
            throw Exc.valueError("pow() 3rd argument cannot be 0");
        }
        BigInteger mod = m.toBig();
        BigInteger r;
        if (y.signum() < 0) {
            try {
                r = BigIntegers.modPow(BigIntegers.modInverse(x.toBig(), mod.abs()), y.toBig().negate(), mod.abs());
            } catch (ArithmeticException e) {
                throw Exc.valueError("base is not invertible for the given modulus");
            }
        } else {
            r = BigIntegers.modPow(x.toBig(), y.toBig(), mod.abs());
        }
        if (mod.signum() < 0 && r.signum() != 0) {
            r = r.add(mod);
        }
        return PyInt.of(r);
    }
}
