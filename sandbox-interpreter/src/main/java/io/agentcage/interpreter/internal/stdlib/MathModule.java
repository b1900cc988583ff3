package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.MathFunctions;
import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.SpecialFunctions;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.NativeFunction;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PreciseMath;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/**
 * {@code math}: every function and constant of CPython 3.11's module, with its error types and messages (integer
 * functions are in {@link MathIntegers}). Floating-point results match CPython's for correctly rounded operations;
 * transcendental functions come from {@link Math} (the JIT's intrinsics, which agree with glibc for the vast majority
 * of arguments) and may differ from CPython in the last place.
 */
public final class MathModule implements NativeModule {

    @Override
    public String name() {
        return "math";
    }

    /** Only builtin functions, builtin types and numbers: defined once, copied per import. */
    @Override
    public boolean immutable() {
        return true;
    }

    @Override
    public void define(ModuleBuilder m) {
        m.value("pi", new PyFloat(Math.PI)).value("e", new PyFloat(Math.E)).value("tau", new PyFloat(2 * Math.PI))
                .value("inf", new PyFloat(Double.POSITIVE_INFINITY)).value("nan", new PyFloat(Double.NaN));
        unary(m, "sqrt", Math::sqrt, false);
        unary(m, "exp", Math::exp, true);
        unary(m, "exp2", x -> Math.pow(2, x), true);
        unary(m, "expm1", Math::expm1, true);
        unary(m, "sin", Math::sin, false);
        unary(m, "cos", Math::cos, false);
        unary(m, "tan", Math::tan, false);
        unary(m, "asin", PreciseMath::asin, false);
        unary(m, "acos", PreciseMath::acos, false);
        unary(m, "atan", PreciseMath::atan, false);
        unary(m, "sinh", MathFunctions::sinh, true);
        unary(m, "cosh", MathFunctions::cosh, true);
        unary(m, "tanh", MathFunctions::tanh, false);
        unary(m, "asinh", MathFunctions::asinh, false);
        unary(m, "acosh", MathFunctions::acosh, false);
        unary(m, "atanh", MathFunctions::atanh, false);
        unary(m, "log1p", Math::log1p, false);
        unary(m, "cbrt", Math::cbrt, false);
        unary(m, "fabs", Math::abs, false);
        plain(m, "degrees", x -> x * (180.0 / Math.PI));
        plain(m, "radians", x -> x * (Math.PI / 180.0));
        unary(m, "gamma", SpecialFunctions::gamma, true);
        unary(m, "lgamma", SpecialFunctions::lgamma, true);
        unary(m, "erf", SpecialFunctions::erf, false);
        unary(m, "erfc", SpecialFunctions::erfc, false);
        unary(m, "ulp", MathFunctions::ulp, false);
        m.function("log2", (in, a, kw) -> {
            arity("log2", a, kw);
            return new PyFloat(call(() -> a[0] instanceof PyInt i
                    ? MathFunctions.logOfInt(i.toBig(), MathFunctions::log2) : MathFunctions.log2(Args.asDouble(a[0]))));
        });
        m.function("log10", (in, a, kw) -> {
            arity("log10", a, kw);
            return new PyFloat(call(() -> a[0] instanceof PyInt i ? MathFunctions.logOfInt(i.toBig(), Math::log10)
                    : checked(Math.log10(Args.asDouble(a[0])), Args.asDouble(a[0]), false)));
        });
        m.function("log", (in, a, kw) -> {
            Args.noKwargs("log", kw);
            if (a.length < 1 || a.length > 2) {
                throw Exc.typeError("math.log requires 1 to 2 arguments");
            }
            double num = ln(a[0]);
            if (a.length == 1) {
                return new PyFloat(num);
            }
            double den = ln(a[1]);
            if (den == 0) {
                throw Exc.zeroDivision("float division by zero");
            }
            return new PyFloat(num / den);
        });
        binary(m, "atan2", PreciseMath::atan2);
        binary(m, "pow", MathFunctions::pow);
        binary(m, "fmod", MathFunctions::fmod);
        binary(m, "remainder", MathFunctions::remainder);
        binary(m, "copysign", Math::copySign);
        binary(m, "nextafter", Math::nextAfter);
        defineRounding(m);
        defineFloatParts(m);
        defineSums(m);
        m.function("isnan", (in, a, kw) -> test("isnan", a, kw, Double::isNaN));
        m.function("isinf", (in, a, kw) -> test("isinf", a, kw, Double::isInfinite));
        m.function("isfinite", (in, a, kw) -> test("isfinite", a, kw, Double::isFinite));
        m.function("isclose", MathModule::isclose);
        MathIntegers.define(m);
    }

    private static void defineRounding(ModuleBuilder m) {
        m.function("floor", (in, a, kw) -> rounding("floor", a, kw, Names.FLOOR, Math::floor));
        m.function("ceil", (in, a, kw) -> rounding("ceil", a, kw, Names.CEIL, Math::ceil));
        m.function("trunc", (in, a, kw) -> {
            arity("trunc", a, kw);
            if (a[0] instanceof PyInt i) {
                return PyInt.of(i.toBig());
            }
            if (a[0] instanceof PyFloat f) {
                return toInt(f.value);
            }
            PyObject meth = a[0].type().lookupGuest(Names.TRUNC);
            if (meth == null) {
                throw Exc.typeError("type " + Ops.typeName(a[0]) + " doesn't define __trunc__ method");
            }
            return Ops.callMethod(a[0], meth);
        });
    }

    private static void defineFloatParts(ModuleBuilder m) {
        m.function("frexp", (in, a, kw) -> {
            arity("frexp", a, kw);
            double[] r = MathFunctions.frexp(Args.asDouble(a[0]));
            return PyTuple.of(new PyFloat(r[0]), PyInt.of((long) r[1]));
        });
        m.function("ldexp", (in, a, kw) -> {
            Args.check("ldexp", a, kw, 2, 2);
            double x = Args.asDouble(a[0]);
            if (!(a[1] instanceof PyInt)) {
                throw Exc.typeError("Expected an int as second argument to ldexp.");
            }
            PyInt e = (PyInt) a[1];
            if (x == 0 || !Double.isFinite(x)) {
                return new PyFloat(x);
            }
            long exp = e.isSmall() ? Math.max(-4000, Math.min(4000, e.value)) : e.signum() * 4000L;
            double r = Math.scalb(x, (int) exp);
            if (Double.isInfinite(r)) {
                throw Exc.overflowError("math range error");
            }
            return new PyFloat(r);
        });
        m.function("modf", (in, a, kw) -> {
            arity("modf", a, kw);
            double x = Args.asDouble(a[0]);
            if (Double.isInfinite(x)) {
                return PyTuple.of(new PyFloat(Math.copySign(0.0, x)), new PyFloat(x));
            }
            double ip = x < 0 ? Math.ceil(x) : Math.floor(x);
            return PyTuple.of(new PyFloat(Math.copySign(x - ip, x)), new PyFloat(ip));
        });
    }

    private static void defineSums(ModuleBuilder m) {
        m.function("fsum", (in, a, kw) -> {
            arity("fsum", a, kw);
            MathFunctions.Fsum sum = new MathFunctions.Fsum();
            PyObject it = Ops.iter(a[0]);
            for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                in.charge(4);
                double d = Args.asDouble(x);
                call(() -> {
                    sum.add(d);
                    return 0;
                });
            }
            return new PyFloat(call(sum::result));
        });
        m.function("hypot", (in, a, kw) -> {
            Args.noKwargs("hypot", kw);
            double[] v = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                v[i] = Args.asDouble(a[i]);
            }
            in.charge(a.length * 4L);
            return new PyFloat(MathFunctions.norm(v));
        });
        m.function("dist", (in, a, kw) -> {
            Args.check("dist", a, kw, 2, 2);
            PyObject[] p = items(a[0]);
            PyObject[] q = items(a[1]);
            if (p.length != q.length) {
                throw Exc.valueError("both points must have the same number of dimensions");
            }
            double[] v = new double[p.length];
            for (int i = 0; i < p.length; i++) {
                v[i] = Args.asDouble(p[i]) - Args.asDouble(q[i]);
            }
            in.charge(p.length * 4L);
            return new PyFloat(MathFunctions.norm(v));
        });
    }

    private static PyObject[] items(PyObject o) {
        if (o instanceof PyTuple t) {
            return t.items;
        }
        java.util.List<PyObject> out = new java.util.ArrayList<>();
        PyObject it = Ops.iter(o);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            Interp.current().charge(1);
            out.add(x);
        }
        return out.toArray(new PyObject[0]);
    }

    private static PyObject isclose(Interp in, PyObject[] a, PyDict kw) {
        if (a.length < 2 && kw != null && kw.get(PyStr.of("b")) != null) {
            PyObject first = a.length == 1 ? a[0] : kw.get(PyStr.of("a"));
            if (first != null) {
                PyDict rest = new PyDict();
                for (Map.Entry<PyObject, PyObject> e : kw.entries()) {
                    String k = Args.asStr(e.getKey(), "keywords");
                    if (!k.equals("a") && !k.equals("b")) {
                        rest.put(e.getKey(), e.getValue());
                    }
                }
                return isclose(in, new PyObject[] {first, kw.get(PyStr.of("b"))}, rest);
            }
        }
        if (a.length != 2) {
            if (a.length < 2) {
                String miss = a.length == 0 ? "'a' (pos 1)" : "'b' (pos 2)";
                throw Exc.typeError("isclose() missing required argument " + miss);
            }
            throw Exc.typeError("isclose() takes exactly 2 positional arguments (" + a.length + " given)");
        }
        Args.onlyKeywords("isclose", kw, "rel_tol", "abs_tol");
        double x = Args.asDouble(a[0]);
        double y = Args.asDouble(a[1]);
        double rel = Args.asDouble(Args.kw(kw, "rel_tol", new PyFloat(1e-9)));
        double abs = Args.asDouble(Args.kw(kw, "abs_tol", new PyFloat(0.0)));
        if (rel < 0 || abs < 0) {
            throw Exc.valueError("tolerances must be non-negative");
        }
        if (x == y) {
            return PyBool.TRUE;
        }
        if (Double.isInfinite(x) || Double.isInfinite(y)) {
            return PyBool.FALSE;
        }
        double diff = Math.abs(y - x);
        return PyBool.of(diff <= Math.abs(rel * y) || diff <= Math.abs(rel * x) || diff <= abs);
    }

    private static PyObject test(String name, PyObject[] a, PyDict kw, java.util.function.DoublePredicate p) {
        arity(name, a, kw);
        return PyBool.of(p.test(Args.asDouble(a[0])));
    }

    private static void arity(String name, PyObject[] a, PyDict kw) {
        if (kw != null && kw.size() > 0) {
            Args.noKwargs("math." + name, kw);
        }
        if (a.length != 1) {
            throw Exc.typeError("math." + name + "() takes exactly one argument (" + a.length + " given)");
        }
    }

    /** Natural log of an int (of any size) or float, for {@code math.log}. */
    private static double ln(PyObject o) {
        if (o instanceof PyInt i) {
            return call(() -> MathFunctions.logOfInt(i.toBig(), Math::log));
        }
        double x = Args.asDouble(o);
        return call(() -> checked(Math.log(x), x, false));
    }

    /** CPython's {@code math_1} rule: NaN from non-NaN is a domain error, inf from finite a domain or range error. */
    private static double checked(double r, double x, boolean canOverflow) {
        if (Double.isNaN(r) && !Double.isNaN(x)) {
            throw MathFunctions.domain();
        }
        if (Double.isInfinite(r) && Double.isFinite(x)) {
            throw canOverflow ? MathFunctions.range() : MathFunctions.domain();
        }
        return r;
    }

    private static void unary(ModuleBuilder m, String name, DoubleUnaryOperator f, boolean canOverflow) {
        m.function(name, (in, a, kw) -> {
            arity(name, a, kw);
            double x = Args.asDouble(a[0]);
            return new PyFloat(call(() -> checked(f.applyAsDouble(x), x, canOverflow)));
        });
    }

    /** A one-argument function that is plain arithmetic in CPython: no domain or range checks. */
    private static void plain(ModuleBuilder m, String name, DoubleUnaryOperator f) {
        m.function(name, (in, a, kw) -> {
            arity(name, a, kw);
            return new PyFloat(f.applyAsDouble(Args.asDouble(a[0])));
        });
    }

    private static void binary(ModuleBuilder m, String name, DoubleBinaryOperator f) {
        m.function(name, (in, a, kw) -> {
            Args.check(name, a, kw, 2, 2);
            double x = Args.asDouble(a[0]);
            double y = Args.asDouble(a[1]);
            return new PyFloat(call(() -> f.applyAsDouble(x, y)));
        });
    }

    private static PyObject rounding(String name, PyObject[] a, PyDict kw, PyStr dunder, DoubleUnaryOperator f) {
        arity(name, a, kw);
        PyObject x = a[0];
        if (x instanceof PyInt i) {
            return PyInt.of(i.toBig());
        }
        if (!(x instanceof PyFloat)) {
            PyObject meth = x.type().lookupGuest(dunder);
            if (meth != null) {
                return Ops.callMethod(x, meth);
            }
        }
        return toInt(f.applyAsDouble(Args.asDouble(x)));
    }

    /** An integral double as an int, with CPython's errors for NaN and infinities. */
    static PyInt toInt(double d) {
        if (Double.isNaN(d)) {
            throw Exc.valueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw Exc.overflowError("cannot convert float infinity to integer");
        }
        double t = d < 0 ? Math.ceil(d) : Math.floor(d);
        if (Math.abs(t) < 9e18) {
            return PyInt.of((long) t);
        }
        return PyInt.of(new java.math.BigDecimal(t).toBigInteger());
    }

    /** Runs an engine computation, turning its errors into guest exceptions. */
    static double call(java.util.function.DoubleSupplier body) {
        try {
            return body.getAsDouble();
        } catch (ModuleError e) {
            throw Natives.convert(e, Map.of());
        }
    }

    /** Dunder names looked up on guest classes. */
    private static final class Names {
        static final PyStr FLOOR = PyStr.of("__floor__");
        static final PyStr CEIL = PyStr.of("__ceil__");
        static final PyStr TRUNC = PyStr.of("__trunc__");
    }
}
