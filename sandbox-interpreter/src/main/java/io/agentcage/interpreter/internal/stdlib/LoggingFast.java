package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;

/**
 * {@code Logger.isEnabledFor} and the level methods ({@code debug}, {@code info}, {@code warning}, {@code error},
 * {@code critical}) of {@code logging} in Java, bound from {@code _frames}: the answer of an enabled check is read
 * from the logger's {@code _cache} dict without a guest frame, so a call below the logger's level costs one native
 * call, as in CPython. A cache miss, a disabled logger, a subclass's own {@code isEnabledFor} or a call without a
 * positional message runs the Python code ({@code _isEnabledFor_slow}, {@code _debug_slow}, ...), which keeps the
 * semantics and the messages.
 */
final class LoggingFast {
    private static final PyStr DISABLED = PyStr.intern("disabled");
    private static final PyStr CACHE = PyStr.intern("_cache");
    private static final PyStr IS_ENABLED_FOR = PyStr.intern("isEnabledFor");
    private static final PyStr LOG = PyStr.intern("_log");

    static final PyBuiltin IS_ENABLED = new PyBuiltin("isEnabledFor", (in, a, kw) -> {
        if (a.length == 2 && (kw == null || kw.size() == 0)) {
            Boolean cached = cached(a[0], a[1]);
            if (cached != null) {
                return PyBool.of(cached);
            }
        }
        if (a.length < 2 && (kw == null || kw.size() == 0)) {
            throw Exc.typeError(a.length == 0
                    ? "Logger.isEnabledFor() missing 2 required positional arguments: 'self' and 'level'"
                    : "Logger.isEnabledFor() missing 1 required positional argument: 'level'");
        }
        return DatetimeHelper.slow(in, a[0].type(), "_isEnabledFor_slow", a, kw);
    }, true, "Logger");

    private LoggingFast() {
    }

    static void define(ModuleBuilder m) {
        m.value("logger_is_enabled_for", IS_ENABLED);
        m.value("logger_debug", LOG_DEBUG);
        m.value("logger_info", LOG_INFO);
        m.value("logger_warning", LOG_WARNING);
        m.value("logger_error", LOG_ERROR);
        m.value("logger_critical", LOG_CRITICAL);
    }

    /** The cached answer of isEnabledFor(level) for a logger that is not disabled, or null. */
    private static Boolean cached(PyObject self, PyObject level) {
        if (!(self instanceof PyInstance s) || s.ownAttr(DISABLED) != PyBool.FALSE) {
            return null;
        }
        PyObject cache = s.ownAttr(CACHE);
        if (cache == null || cache.getClass() != PyDict.class || level.getClass() != PyInt.class) {
            return null;
        }
        PyObject v = ((PyDict) cache).get(level);
        return v == PyBool.TRUE ? Boolean.TRUE : v == PyBool.FALSE ? Boolean.FALSE : null;
    }

    private static final PyInt DEBUG = PyInt.of(10);
    private static final PyInt INFO = PyInt.of(20);
    private static final PyInt WARNING = PyInt.of(30);
    private static final PyInt ERROR = PyInt.of(40);
    private static final PyInt CRITICAL = PyInt.of(50);
    // stateless lambdas (constants only), so the module template shares them
    private static final PyBuiltin LOG_DEBUG = new PyBuiltin("debug",
            (in, a, kw) -> call(in, a, kw, DEBUG, "_debug_slow"), true, "Logger");
    private static final PyBuiltin LOG_INFO = new PyBuiltin("info",
            (in, a, kw) -> call(in, a, kw, INFO, "_info_slow"), true, "Logger");
    private static final PyBuiltin LOG_WARNING = new PyBuiltin("warning",
            (in, a, kw) -> call(in, a, kw, WARNING, "_warning_slow"), true, "Logger");
    private static final PyBuiltin LOG_ERROR = new PyBuiltin("error",
            (in, a, kw) -> call(in, a, kw, ERROR, "_error_slow"), true, "Logger");
    private static final PyBuiltin LOG_CRITICAL = new PyBuiltin("critical",
            (in, a, kw) -> call(in, a, kw, CRITICAL, "_critical_slow"), true, "Logger");

    private static PyObject call(Interp in, PyObject[] a, PyDict kw, PyInt lv, String slowName) {
        String name = slowName.substring(1, slowName.length() - 5);
        if (a.length == 0) {
            throw Exc.typeError("Logger." + name + "() missing 2 required positional arguments: 'self' and 'msg'");
        }
        if (a.length == 1 && (kw == null || kw.get("msg") == null)) {
            throw Exc.typeError("Logger." + name + "() missing 1 required positional argument: 'msg'");
        }
        if (a.length < 2 || !(a[0] instanceof PyInstance)) {
            return DatetimeHelper.slow(in, a[0].type(), slowName, a, kw);
        }
        PyObject self = a[0];
        boolean enabled;
        // the cached answer only when isEnabledFor is Logger's own: neither a subclass's nor one set on the instance
        if (self.type().lookup(IS_ENABLED_FOR) == IS_ENABLED && ((PyInstance) self).ownAttr(IS_ENABLED_FOR) == null) {
            Boolean cached = cached(self, lv);
            enabled = cached != null ? cached
                    : Ops.truth(DatetimeHelper.slow(in, self.type(), "_isEnabledFor_slow", new PyObject[] {self, lv},
                    null));
        } else {
            enabled = Ops.truth(Ops.call(in, Ops.getattr(self, IS_ENABLED_FOR), new PyObject[] {lv}, null));
        }
        if (!enabled) {
            return PyNone.NONE;
        }
        PyObject[] args = new PyObject[a.length - 2];
        System.arraycopy(a, 2, args, 0, args.length);
        Ops.call(in, Ops.getattr(self, LOG), new PyObject[] {lv, a[1], new PyTuple(args)}, kw);
        return PyNone.NONE;
    }
}
