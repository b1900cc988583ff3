package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ComplexMath;
import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.Map;

/**
 * {@code cmath}: CPython 3.11's complex functions and constants. The algorithms and branch cuts are in
 * {@link ComplexMath}; arguments may be complex, float, int or objects with {@code __complex__}/{@code __float__}.
 */
public final class CmathModule implements NativeModule {
    private static final PyStr COMPLEX = PyStr.of("__complex__");

    /** A complex function on (re, im). */
    @FunctionalInterface
    private interface ComplexFn {
        double[] apply(double re, double im);
    }

    @Override
    public String name() {
        return "cmath";
    }

    /** Only builtin functions, builtin types and numbers: defined once, copied per import. */
    @Override
    public boolean immutable() {
        return true;
    }

    @Override
    public void define(ModuleBuilder m) {
        m.value("pi", new PyFloat(Math.PI)).value("e", new PyFloat(Math.E)).value("tau", new PyFloat(2 * Math.PI))
                .value("inf", new PyFloat(Double.POSITIVE_INFINITY)).value("nan", new PyFloat(Double.NaN))
                .value("infj", new PyComplex(0.0, Double.POSITIVE_INFINITY))
                .value("nanj", new PyComplex(0.0, Double.NaN));
        unary(m, "sqrt", ComplexMath::sqrt);
        unary(m, "exp", ComplexMath::exp);
        unary(m, "log10", ComplexMath::log10);
        unary(m, "acos", ComplexMath::acos);
        unary(m, "acosh", ComplexMath::acosh);
        unary(m, "asin", ComplexMath::asin);
        unary(m, "asinh", ComplexMath::asinh);
        unary(m, "atan", ComplexMath::atan);
        unary(m, "atanh", ComplexMath::atanh);
        unary(m, "cos", ComplexMath::cos);
        unary(m, "cosh", ComplexMath::cosh);
        unary(m, "sin", ComplexMath::sin);
        unary(m, "sinh", ComplexMath::sinh);
        unary(m, "tan", ComplexMath::tan);
        unary(m, "tanh", ComplexMath::tanh);
        m.function("log", (in, a, kw) -> {
            Args.noKwargs("log", kw);
            if (a.length < 1 || a.length > 2) {
                throw Exc.typeError(a.length == 0 ? "log expected at least 1 argument, got 0"
                        : "log expected at most 2 arguments, got " + a.length);
            }
            double[] z = toComplex(a[0]);
            if (a.length == 1) {
                double[] l = guard(() -> ComplexMath.log(z[0], z[1]));
                return new PyComplex(l[0], l[1]);
            }
            double[] l = ComplexMath.logNoError(z[0], z[1]);
            double[] b = toComplex(a[1]);
            double[] lb = guard(() -> ComplexMath.log(b[0], b[1]));
            return divide(l, lb);
        });
        m.function("phase", (in, a, kw) -> {
            one("phase", a, kw);
            double[] z = toComplex(a[0]);
            return new PyFloat(io.agentcage.interpreter.internal.object.PreciseMath.atan2(z[1], z[0]));
        });
        m.function("polar", (in, a, kw) -> {
            one("polar", a, kw);
            double[] z = toComplex(a[0]);
            double r = io.agentcage.interpreter.internal.algorithms.MathFunctions.hypot(z[0], z[1]);
            if (Double.isInfinite(r) && Double.isFinite(z[0]) && Double.isFinite(z[1])) {
                throw Exc.overflowError("absolute value too large");
            }
            return PyTuple.of(new PyFloat(r), new PyFloat(io.agentcage.interpreter.internal.object.PreciseMath.atan2(z[1], z[0])));
        });
        m.function("rect", (in, a, kw) -> {
            Args.check("rect", a, kw, 2, 2);
            double r = Args.asDouble(a[0]);
            double phi = Args.asDouble(a[1]);
            double[] z = guard(() -> ComplexMath.rect(r, phi));
            return new PyComplex(z[0], z[1]);
        });
        m.function("isfinite", (in, a, kw) -> test("isfinite", a, kw, (x, y) -> Double.isFinite(x)
                && Double.isFinite(y)));
        m.function("isinf", (in, a, kw) -> test("isinf", a, kw, (x, y) -> Double.isInfinite(x)
                || Double.isInfinite(y)));
        m.function("isnan", (in, a, kw) -> test("isnan", a, kw, (x, y) -> Double.isNaN(x) || Double.isNaN(y)));
        m.function("isclose", CmathModule::isclose);
    }

    private static PyObject isclose(io.agentcage.interpreter.internal.object.Interp in, PyObject[] a, PyDict kw) {
        if (a.length != 2) {
            if (a.length < 2) {
                throw Exc.typeError("isclose() missing required argument " + (a.length == 0 ? "'a' (pos 1)"
                        : "'b' (pos 2)"));
            }
            throw Exc.typeError("isclose() takes exactly 2 positional arguments (" + a.length + " given)");
        }
        Args.onlyKeywords("isclose", kw, "rel_tol", "abs_tol");
        double[] x = toComplex(a[0]);
        double[] y = toComplex(a[1]);
        double rel = Args.asDouble(Args.kw(kw, "rel_tol", new PyFloat(1e-9)));
        double abs = Args.asDouble(Args.kw(kw, "abs_tol", new PyFloat(0.0)));
        if (rel < 0 || abs < 0) {
            throw Exc.valueError("tolerances must be non-negative");
        }
        if (x[0] == y[0] && x[1] == y[1]) {
            return PyBool.TRUE;
        }
        if (Double.isInfinite(x[0]) || Double.isInfinite(x[1]) || Double.isInfinite(y[0])
                || Double.isInfinite(y[1])) {
            return PyBool.FALSE;
        }
        double diff = io.agentcage.interpreter.internal.algorithms.MathFunctions.hypot(x[0] - y[0], x[1] - y[1]);
        return PyBool.of(diff <= rel * io.agentcage.interpreter.internal.algorithms.MathFunctions.hypot(y[0], y[1]) || diff <= rel * io.agentcage.interpreter.internal.algorithms.MathFunctions.hypot(x[0], x[1])
                || diff <= abs);
    }

    private static PyComplex divide(double[] a, double[] b) {
        double abr = Math.abs(b[0]);
        double abi = Math.abs(b[1]);
        if (abr == 0 && abi == 0) {
            throw Exc.valueError("math domain error");
        }
        if (abr >= abi) {
            double ratio = b[1] / b[0];
            double denom = b[0] + b[1] * ratio;
            return new PyComplex((a[0] + a[1] * ratio) / denom, (a[1] - a[0] * ratio) / denom);
        }
        double ratio = b[0] / b[1];
        double denom = b[0] * ratio + b[1];
        return new PyComplex((a[0] * ratio + a[1]) / denom, (a[1] * ratio - a[0]) / denom);
    }

    private static PyObject test(String name, PyObject[] a, PyDict kw, BinaryOperator2 p) {
        one(name, a, kw);
        double[] z = toComplex(a[0]);
        return PyBool.of(p.test(z[0], z[1]));
    }

    /** A predicate on (re, im). */
    @FunctionalInterface
    private interface BinaryOperator2 {
        boolean test(double re, double im);
    }

    private static void one(String name, PyObject[] a, PyDict kw) {
        Args.noKwargs("cmath." + name, kw);
        if (a.length != 1) {
            throw Exc.typeError("cmath." + name + "() takes exactly one argument (" + a.length + " given)");
        }
    }

    private static void unary(ModuleBuilder m, String name, ComplexFn f) {
        m.function(name, (in, a, kw) -> {
            one(name, a, kw);
            double[] z = toComplex(a[0]);
            double[] r = guard(() -> f.apply(z[0], z[1]));
            return new PyComplex(r[0], r[1]);
        });
    }

    /** The argument as (re, im): complex, {@code __complex__}, or any real number. */
    static double[] toComplex(PyObject o) {
        if (o instanceof PyComplex c) {
            return new double[] {c.real, c.imag};
        }
        PyObject m = o.type().lookupGuest(COMPLEX);
        if (m != null) {
            PyObject r = Ops.callMethod(o, m);
            if (r instanceof PyComplex c) {
                return new double[] {c.real, c.imag};
            }
            throw Exc.typeError("__complex__ returned non-complex (type " + Ops.typeName(r) + ")");
        }
        return new double[] {Args.asDouble(o), 0.0};
    }

    private static double[] guard(java.util.function.Supplier<double[]> body) {
        try {
            return body.get();
        } catch (ModuleError e) {
            throw Natives.convert(e, Map.of());
        }
    }
}
