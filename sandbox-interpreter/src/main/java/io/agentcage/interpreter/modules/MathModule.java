package io.agentcage.interpreter.modules;

import io.agentcage.interpreter.runtime.Args;
import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.NativeFunction;
import io.agentcage.interpreter.runtime.Ops;
import io.agentcage.interpreter.runtime.PyBool;
import io.agentcage.interpreter.runtime.PyFloat;
import io.agentcage.interpreter.runtime.PyInt;
import io.agentcage.interpreter.runtime.PyObject;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.DoubleUnaryOperator;

/** {@code math}: the common functions (the example module of the native module API; see MODULES.md). */
public final class MathModule implements NativeModule {

    @Override
    public String name() {
        return "math";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.value("pi", new PyFloat(Math.PI)).value("e", new PyFloat(Math.E)).value("tau", new PyFloat(2 * Math.PI))
                .value("inf", new PyFloat(Double.POSITIVE_INFINITY)).value("nan", new PyFloat(Double.NaN));
        m.function("sqrt", unary("sqrt", x -> {
            if (x < 0) {
                throw Exc.valueError("math domain error");
            }
            return Math.sqrt(x);
        }));
        m.function("exp", unary("exp", Math::exp));
        m.function("sin", unary("sin", Math::sin));
        m.function("cos", unary("cos", Math::cos));
        m.function("tan", unary("tan", Math::tan));
        m.function("asin", unary("asin", Math::asin));
        m.function("acos", unary("acos", Math::acos));
        m.function("atan", unary("atan", Math::atan));
        m.function("fabs", unary("fabs", Math::abs));
        m.function("degrees", unary("degrees", Math::toDegrees));
        m.function("radians", unary("radians", Math::toRadians));
        m.function("log10", unary("log10", x -> domain(x > 0, Math.log10(x))));
        m.function("log2", unary("log2", x -> domain(x > 0, Math.log(x) / Math.log(2))));
        m.function("atan2", (in, a, kw) -> new PyFloat(Math.atan2(Args.asDouble(a[0]), Args.asDouble(a[1]))));
        m.function("hypot", (in, a, kw) -> {
            double s = 0;
            for (PyObject x : a) {
                double d = Args.asDouble(x);
                s = Math.hypot(s, d);
            }
            return new PyFloat(s);
        });
        m.function("pow", (in, a, kw) -> new PyFloat(Math.pow(Args.asDouble(a[0]), Args.asDouble(a[1]))));
        m.function("log", (in, a, kw) -> {
            Args.check("log", a, kw, 1, 2);
            double x = log(a[0]);
            return new PyFloat(a.length == 1 ? x : x / log(a[1]));
        });
        m.function("floor", (in, a, kw) -> rounding(a[0], Math::floor));
        m.function("ceil", (in, a, kw) -> rounding(a[0], Math::ceil));
        m.function("trunc", (in, a, kw) -> rounding(a[0], x -> x < 0 ? Math.ceil(x) : Math.floor(x)));
        m.function("isclose", (in, a, kw) -> {
            double x = Args.asDouble(a[0]);
            double y = Args.asDouble(a[1]);
            double rel = Args.asDouble(Args.kw(kw, "rel_tol", new PyFloat(1e-9)));
            double abs = Args.asDouble(Args.kw(kw, "abs_tol", new PyFloat(0.0)));
            if (x == y) {
                return PyBool.TRUE;
            }
            double diff = Math.abs(y - x);
            return PyBool.of(diff <= Math.abs(rel * y) || diff <= Math.abs(rel * x) || diff <= abs);
        });
        m.function("isnan", (in, a, kw) -> PyBool.of(Double.isNaN(Args.asDouble(a[0]))));
        m.function("isinf", (in, a, kw) -> PyBool.of(Double.isInfinite(Args.asDouble(a[0]))));
        m.function("isfinite", (in, a, kw) -> PyBool.of(Double.isFinite(Args.asDouble(a[0]))));
        m.function("gcd", (in, a, kw) -> {
            BigInteger g = BigInteger.ZERO;
            for (PyObject x : a) {
                g = g.gcd(Ops.index(x, "'%T' object cannot be interpreted as an integer").toBig());
            }
            return PyInt.of(g);
        });
        m.function("lcm", (in, a, kw) -> {
            BigInteger l = BigInteger.ONE;
            for (PyObject x : a) {
                BigInteger v = Ops.index(x, "'%T' object cannot be interpreted as an integer").toBig().abs();
                if (v.signum() == 0) {
                    return PyInt.of(0);
                }
                l = l.divide(l.gcd(v)).multiply(v);
            }
            return PyInt.of(l);
        });
        m.function("factorial", (in, a, kw) -> {
            long n = Args.asLong(a[0]);
            if (n < 0) {
                throw Exc.valueError("factorial() not defined for negative values");
            }
            in.charge(n);
            in.chargeMemory(n * 2);
            BigInteger r = BigInteger.ONE;
            for (long i = 2; i <= n; i++) {
                r = r.multiply(BigInteger.valueOf(i));
            }
            return PyInt.of(r);
        });
        m.function("isqrt", (in, a, kw) -> {
            BigInteger n = Ops.index(a[0], "'%T' object cannot be interpreted as an integer").toBig();
            if (n.signum() < 0) {
                throw Exc.valueError("isqrt() argument must be nonnegative");
            }
            return PyInt.of(n.sqrt());
        });
        m.function("comb", (in, a, kw) -> {
            long n = Args.asLong(a[0]);
            long k = Args.asLong(a[1]);
            if (n < 0 || k < 0) {
                throw Exc.valueError((n < 0 ? "n" : "k") + " must be a non-negative integer");
            }
            if (k > n) {
                return PyInt.of(0);
            }
            k = Math.min(k, n - k);
            in.charge(k);
            BigInteger r = BigInteger.ONE;
            for (long i = 0; i < k; i++) {
                r = r.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
            }
            return PyInt.of(r);
        });
        m.function("fsum", (in, a, kw) -> {
            BigDecimal s = BigDecimal.ZERO;
            PyObject it = Ops.iter(a[0]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                in.charge(1);
                s = s.add(new BigDecimal(Args.asDouble(x)));
            }
            return new PyFloat(s.doubleValue());
        });
        m.function("prod", (in, a, kw) -> {
            PyObject acc = Args.kw(kw, "start", PyInt.of(1));
            PyObject it = Ops.iter(a[0]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                in.charge(1);
                acc = io.agentcage.interpreter.runtime.Arith.binary(acc, x, io.agentcage.interpreter.runtime.Arith.MUL);
            }
            return acc;
        });
        m.function("copysign", (in, a, kw) -> new PyFloat(Math.copySign(Args.asDouble(a[0]), Args.asDouble(a[1]))));
        m.function("fmod", (in, a, kw) -> new PyFloat(Args.asDouble(a[0]) % Args.asDouble(a[1])));
    }

    private static double domain(boolean ok, double v) {
        if (!ok) {
            throw Exc.valueError("math domain error");
        }
        return v;
    }

    private static double log(PyObject o) {
        if (o instanceof PyInt i && !i.isSmall()) {
            BigInteger b = i.toBig();
            if (b.signum() <= 0) {
                throw Exc.valueError("math domain error");
            }
            int shift = b.bitLength() - 60;
            return Math.log(b.shiftRight(shift).doubleValue()) + shift * Math.log(2);
        }
        double x = Args.asDouble(o);
        if (x <= 0) {
            throw Exc.valueError("math domain error");
        }
        return Math.log(x);
    }

    private static NativeFunction unary(String name, DoubleUnaryOperator f) {
        return (in, a, kw) -> {
            Args.check(name, a, kw, 1, 1);
            double r = f.applyAsDouble(Args.asDouble(a[0]));
            if (Double.isNaN(r) && !Double.isNaN(Args.asDouble(a[0]))) {
                throw Exc.valueError("math domain error");
            }
            return new PyFloat(r);
        };
    }

    private static PyObject rounding(PyObject x, DoubleUnaryOperator f) {
        if (x instanceof PyInt) {
            return PyInt.of(((PyInt) x).toBig());
        }
        double d = Args.asDouble(x);
        if (Double.isNaN(d)) {
            throw Exc.valueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw Exc.overflowError("cannot convert float infinity to integer");
        }
        double r = f.applyAsDouble(d);
        if (Math.abs(r) < 9e18) {
            return PyInt.of((long) r);
        }
        return PyInt.of(new BigDecimal(r).toBigInteger());
    }
}
