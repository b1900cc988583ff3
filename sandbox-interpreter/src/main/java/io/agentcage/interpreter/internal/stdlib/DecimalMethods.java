package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.Map;

/**
 * Decimal's hot methods as native methods of the class (as CPython's are C): {@code decimal.py} installs each in
 * place of its Python method, which it keeps as {@code _py<name>} (e.g. {@code _py__add__}). A call binds its
 * arguments as the Python signature does and asks {@link DecimalHelper}; when that does not take the case, or the
 * arguments are anything but the plain forms, the Python method runs with the very same arguments, so its results,
 * errors and messages are the module's own. The kit is the class attribute {@code _K} (see {@link DecimalHelper}).
 */
final class DecimalMethods {
    private static final PyStr KIT = PyStr.intern("_K");
    private static final PyStr CONTEXT = PyStr.intern("context");
    private static final PyStr ROUNDING = PyStr.intern("rounding");
    private static final PyStr MODULO = PyStr.intern("modulo");

    private DecimalMethods() {
    }

    /** The fast attempt of one method: null or None hands the call to the Python method. */
    private interface Fast {
        PyObject call(Interp in, PyObject[] a, PyObject context, PyObject kit);
    }

    /** Defines {@code _decimal.Decimal<name>} for each method decimal.py installs. */
    static void define(ModuleBuilder m) {
        binary(m, "__add__", DecimalHelper.ADD, false);
        binary(m, "__radd__", DecimalHelper.ADD, true);
        binary(m, "__sub__", DecimalHelper.SUB, false);
        binary(m, "__rsub__", DecimalHelper.SUB, true);
        binary(m, "__mul__", DecimalHelper.MUL, false);
        binary(m, "__rmul__", DecimalHelper.MUL, true);
        binary(m, "__truediv__", DecimalHelper.DIV, false);
        binary(m, "__rtruediv__", DecimalHelper.DIV, true);
        String[] cmps = {"__eq__", "__lt__", "__le__", "__gt__", "__ge__"};
        for (int i = 0; i < cmps.length; i++) {
            PyInt op = PyInt.of(i);
            method(m, cmps[i], 2, 2, false, (in, a, ctx, kit) -> DecimalHelper.compare(in,
                    new PyObject[] {a[0], a[1], op, kit}));
        }
        method(m, "__hash__", 1, 1, false, (in, a, ctx, kit) -> DecimalHelper.hash(in, new PyObject[] {a[0], kit}));
        method(m, "__str__", 1, 1, false, (in, a, ctx, kit) -> DecimalHelper.str(in,
                new PyObject[] {a[0], PyBool.FALSE, PyNone.NONE, kit}));
        method(m, "__repr__", 1, 1, false, (in, a, ctx, kit) -> {
            PyObject s = DecimalHelper.str(in, new PyObject[] {a[0], PyBool.FALSE, PyNone.NONE, kit});
            return s instanceof PyStr t ? new PyStr("Decimal('" + t.value() + "')") : null;
        });
        method(m, "__pow__", 2, 2, true, (in, a, ctx, kit) -> a[2] != null && a[2] != PyNone.NONE ? null
                : DecimalHelper.power(in, new PyObject[] {a[0], a[1], ctx, kit}));
        method(m, "__rpow__", 2, 2, true, (in, a, ctx, kit) -> DecimalHelper.power(in,
                new PyObject[] {a[1], a[0], ctx, kit}));
        String[] unary = {"__neg__", "__pos__"};
        for (int i = 0; i < unary.length; i++) {
            PyInt op = PyInt.of(i);
            method(m, unary[i], 1, 1, true, (in, a, ctx, kit) -> DecimalHelper.unary(in,
                    new PyObject[] {a[0], op, ctx, kit}));
        }
        method(m, "__int__", 1, 1, false, (in, a, ctx, kit) -> DecimalHelper.integer(in, new PyObject[] {a[0], kit}));
        method(m, "__format__", 2, 2, true, (in, a, ctx, kit) -> DecimalHelper.format(in,
                new PyObject[] {a[0], a[1], ctx, kit}));
        method(m, "quantize", 2, 2, true, (in, a, ctx, kit) -> DecimalHelper.quantize(in,
                new PyObject[] {a[0], a[1], a[2] == null ? PyNone.NONE : a[2], ctx, kit}));
    }

    private static void binary(ModuleBuilder m, String name, int op, boolean reflected) {
        method(m, name, 2, 2, true, (in, a, ctx, kit) -> DecimalHelper.binary(in, op,
                reflected ? new PyObject[] {a[1], a[0], ctx, kit} : new PyObject[] {a[0], a[1], ctx, kit}));
    }

    /**
     * A native method taking {@code min..max} positional arguments (self included) and, when {@code withContext},
     * {@code context} (and for quantize {@code rounding}) by position or keyword.
     */
    private static void method(ModuleBuilder m, String name, int min, int max, boolean withContext, Fast fast) {
        PyStr fallback = PyStr.intern("_py" + name);
        PyStr middle = name.equals("quantize") ? ROUNDING : name.equals("__pow__") ? MODULO : null;
        m.value("Decimal" + name, new PyBuiltin(name, (in, a, kw) -> {
            PyObject r = null;
            PyObject[] bound = bind(a, kw, min, max, withContext, middle);
            if (bound != null) {
                PyObject kit = a[0].type().lookup(KIT);
                if (kit != null) {
                    PyObject ctx = bound[bound.length - 1];
                    r = fast.call(in, bound, ctx == null ? PyNone.NONE : ctx, kit);
                }
            }
            if (r != null && r != PyNone.NONE) {
                return r;
            }
            PyType t = a.length == 0 ? null : a[0].type();
            PyObject py = t == null ? null : t.lookup(fallback);
            if (py == null) {
                throw Exc.typeError(
                        "descriptor '" + name + "' for 'decimal.Decimal' objects doesn't apply to this object");
            }
            return Ops.call(in, py, a, kw);
        }, true, "decimal.Decimal"));
    }

    /**
     * The arguments as {@code [self, other, (rounding or modulo,) context]}, absent ones null; null when they are
     * not plain
     * (the Python method then binds them and reports any error).
     */
    private static PyObject[] bind(PyObject[] a, PyDict kw, int min, int max, boolean withContext, PyStr middle) {
        int extra = withContext ? (middle != null ? 2 : 1) : 0;
        if (a.length < min || a.length > max + extra) {
            return null;
        }
        PyObject[] out = new PyObject[max + extra];
        System.arraycopy(a, 0, out, 0, a.length);
        if (kw != null && !kw.map.isEmpty()) {
            if (!withContext) {
                return null;
            }
            for (Map.Entry<PyObject, PyObject> e : kw.map.entrySet()) {
                int at;
                if (CONTEXT.equals(e.getKey())) {
                    at = out.length - 1;
                } else if (middle != null && middle.equals(e.getKey())) {
                    at = max;
                } else {
                    return null;
                }
                if (out[at] != null) {
                    return null;
                }
                out[at] = e.getValue();
            }
        }
        return out;
    }
}
