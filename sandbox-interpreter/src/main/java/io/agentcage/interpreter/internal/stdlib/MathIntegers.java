package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.Limit;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Arith;
import io.agentcage.interpreter.internal.object.BigIntegers;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import java.math.BigInteger;

/**
 * The integer functions of {@code math}: gcd, lcm, factorial, isqrt, comb, perm and prod. Results that would be
 * huge are sized before they are computed and charged to the memory and step budgets (or refused beyond the
 * interpreter's int size cap), since one BigInteger multiplication cannot be interrupted.
 */
final class MathIntegers {
    /** Same cap as the interpreter's int arithmetic: about 1.26 million decimal digits. */
    static final long MAX_BITS = 1L << 22;
    private static final String NOT_INT = "'%T' object cannot be interpreted as an integer";

    private MathIntegers() {
    }

    static void define(ModuleBuilder m) {
        m.function("gcd", (in, a, kw) -> {
            Args.noKwargs("math.gcd", kw);
            BigInteger g = BigInteger.ZERO;
            for (PyObject x : a) {
                g = BigIntegers.gcd(g, big(x));
            }
            return PyInt.of(g);
        });
        m.function("lcm", (in, a, kw) -> {
            Args.noKwargs("math.lcm", kw);
            BigInteger l = BigInteger.ONE;
            boolean zero = false;
            for (PyObject x : a) {
                BigInteger v = big(x).abs();
                zero |= v.signum() == 0;
                if (!zero) {
                    charge(in, l.bitLength() + (long) v.bitLength());
                    l = l.divide(BigIntegers.gcd(l, v)).multiply(v);
                }
            }
            return PyInt.of(zero ? BigInteger.ZERO : l);
        });
        m.function("factorial", (in, a, kw) -> {
            MathModuleArity.one("factorial", a, kw);
            BigInteger n = big(a[0]);
            if (n.signum() < 0) {
                throw Exc.valueError("factorial() not defined for negative values");
            }
            if (n.bitLength() > 63) {
                throw Exc.overflowError("factorial() argument should not exceed " + Long.MAX_VALUE);
            }
            return PyInt.of(fallingProduct(in, n, n.longValue()));
        });
        m.function("isqrt", (in, a, kw) -> {
            MathModuleArity.one("isqrt", a, kw);
            BigInteger n = big(a[0]);
            if (n.signum() < 0) {
                throw Exc.valueError("isqrt() argument must be nonnegative");
            }
            in.charge(n.bitLength() / 64 * (n.bitLength() / 640 + 1));
            return PyInt.of(n.sqrt());
        });
        m.function("comb", (in, a, kw) -> {
            Args.check("comb", a, kw, 2, 2);
            BigInteger n = big(a[0]);
            BigInteger k = big(a[1]);
            nonNegative(n, k);
            if (k.compareTo(n) > 0) {
                return PyInt.of(0);
            }
            BigInteger kk = k.min(n.subtract(k));
            if (kk.bitLength() > 63) {
                throw Exc.overflowError("min(n - k, k) must not exceed " + Long.MAX_VALUE);
            }
            BigInteger num = fallingProduct(in, n, kk.longValue());
            return PyInt.of(num.divide(fallingProduct(in, kk, kk.longValue())));
        });
        m.function("perm", (in, a, kw) -> {
            Args.check("perm", a, kw, 1, 2);
            BigInteger n = big(a[0]);
            if (a.length == 1 || a[1] == PyNone.NONE) {
                if (n.signum() < 0) {
                    throw Exc.valueError("factorial() not defined for negative values");
                }
                if (n.bitLength() > 63) {
                    throw Exc.overflowError("factorial() argument should not exceed " + Long.MAX_VALUE);
                }
                return PyInt.of(fallingProduct(in, n, n.longValue()));
            }
            BigInteger k = big(a[1]);
            nonNegative(n, k);
            if (k.compareTo(n) > 0) {
                return PyInt.of(0);
            }
            if (k.bitLength() > 63) {
                throw Exc.overflowError("k must not exceed " + Long.MAX_VALUE);
            }
            return PyInt.of(fallingProduct(in, n, k.longValue()));
        });
        m.function("prod", (in, a, kw) -> {
            if (a.length != 1) {
                if (a.length == 0) {
                    throw Exc.typeError("prod() missing required argument 'iterable' (pos 1)");
                }
                throw Exc.typeError("prod() takes exactly 1 positional argument (" + a.length + " given)");
            }
            PyObject acc = PyInt.of(1);
            if (kw != null) {
                for (java.util.Map.Entry<PyObject, PyObject> e : kw.entries()) {
                    String k = Args.asStr(e.getKey(), "keywords");
                    if (!k.equals("start")) {
                        throw Exc.typeError("'" + k + "' is an invalid keyword argument for prod()");
                    }
                    acc = e.getValue();
                }
            }
            PyObject it = Ops.iter(a[0]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                in.charge(1);
                acc = Arith.binary(acc, x, Arith.MUL);
            }
            return acc;
        });
    }

    private static void nonNegative(BigInteger n, BigInteger k) {
        if (n.signum() < 0) {
            throw Exc.valueError("n must be a non-negative integer");
        }
        if (k.signum() < 0) {
            throw Exc.valueError("k must be a non-negative integer");
        }
    }

    private static BigInteger big(PyObject o) {
        return Ops.index(o, NOT_INT).toBig();
    }

    /** {@code n * (n-1) * ... * (n-k+1)}, sized and charged first, multiplied by binary splitting. */
    static BigInteger fallingProduct(Interp in, BigInteger n, long k) {
        if (k == 0) {
            return BigInteger.ONE;
        }
        long bits = (long) Math.min(9e18, k * (double) Math.max(1, n.bitLength()));
        if (n.bitLength() < 63) {
            double sum = 0;
            long top = n.longValue();
            // log2 of the product, summed in blocks to stay cheap for huge k
            long step = Math.max(1, k / 4096);
            for (long i = 0; i < k; i += step) {
                sum += Math.log(Math.max(1, top - i)) / Math.log(2) * Math.min(step, k - i);
            }
            bits = (long) sum + 64;
        }
        charge(in, bits);
        return product(in, n.subtract(BigInteger.valueOf(k - 1)), k);
    }

    private static BigInteger product(Interp in, BigInteger lo, long count) {
        if (count <= 16) {
            BigInteger r = BigInteger.ONE;
            for (long i = 0; i < count; i++) {
                r = r.multiply(lo.add(BigInteger.valueOf(i)));
            }
            in.charge(count);
            return r;
        }
        long half = count / 2;
        return product(in, lo, half).multiply(product(in, lo.add(BigInteger.valueOf(half)), count - half));
    }

    /** Charges (or refuses) a result of about {@code bits} bits. */
    static void charge(Interp in, long bits) {
        if (bits > MAX_BITS) {
            throw new BudgetExceeded(Limit.MEMORY, "integer result of about " + bits
                    + " bits exceeds the interpreter's limit of " + MAX_BITS + " bits");
        }
        if (bits > 4096) {
            in.reserveMemory(bits / 4);
            long words = bits / 64;
            in.charge(words * (64 - Long.numberOfLeadingZeros(words)));
        }
    }

    /** Arity checks with the {@code math.} prefix CPython uses for one-argument functions. */
    static final class MathModuleArity {
        private MathModuleArity() {
        }

        static void one(String name, PyObject[] a, io.agentcage.interpreter.internal.object.PyDict kw) {
            Args.noKwargs("math." + name, kw);
            if (a.length != 1) {
                throw Exc.typeError("math." + name + "() takes exactly one argument (" + a.length + " given)");
            }
        }
    }
}
