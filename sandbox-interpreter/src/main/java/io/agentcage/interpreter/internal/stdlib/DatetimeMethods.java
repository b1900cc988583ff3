package io.agentcage.interpreter.internal.stdlib;

import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.DAY;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.HOUR;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.MICRO;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.MINUTE;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.MONTH;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.N;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.SECOND;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.TZINFO;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.YEAR;
import static io.agentcage.interpreter.internal.stdlib.DatetimeFields.get;
import static io.agentcage.interpreter.internal.stdlib.DatetimeHelper.small;
import static io.agentcage.interpreter.internal.stdlib.DatetimeHelper.slow;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.CpyHash;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.NativeFunction;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * The methods of {@code _datetime} (see {@link DatetimeHelper}): each handles the common case in Java and hands
 * every other case to the class's Python method named in its {@code slow(...)} call, with the same arguments.
 */
final class DatetimeMethods {
    private static final PyStr AUTO = PyStr.intern("auto");
    private static final PyStr SEP = PyStr.intern("sep");
    private static final PyStr TIMESPEC = PyStr.intern("timespec");

    private DatetimeMethods() {
    }

    private static PyBuiltin method(String name, NativeFunction f, String owner) {
        return new PyBuiltin(name, f, true, owner);
    }

    static final PyBuiltin DT_ISOFORMAT = method("isoformat", DatetimeMethods::isoformat, "datetime");

    static void define(ModuleBuilder m) {
        m.value("datetime_lt", method("__lt__", (in, a, kw) -> dtOrder(in, a, kw, 0, "_lt_slow"), "datetime"));
        m.value("datetime_le", method("__le__", (in, a, kw) -> dtOrder(in, a, kw, 1, "_le_slow"), "datetime"));
        m.value("datetime_gt", method("__gt__", (in, a, kw) -> dtOrder(in, a, kw, 2, "_gt_slow"), "datetime"));
        m.value("datetime_ge", method("__ge__", (in, a, kw) -> dtOrder(in, a, kw, 3, "_ge_slow"), "datetime"));
        m.value("datetime_eq", method("__eq__", (in, a, kw) -> dtOrder(in, a, kw, 4, "_eq_slow"), "datetime"));
        m.value("datetime_hash", method("__hash__", DatetimeMethods::dtHash, "datetime"));
        m.value("datetime_add", method("__add__", DatetimeMethods::dtAdd, "datetime"));
        m.value("datetime_sub", method("__sub__", DatetimeMethods::dtSub, "datetime"));
        m.value("datetime_isoformat", DT_ISOFORMAT);
        m.value("datetime_str", method("__str__", DatetimeMethods::dtStr, "datetime"));
        m.value("datetime_date", method("date", DatetimeMethods::dtDate, "datetime"));
        m.value("datetime_fromisoformat", new PyBuiltin("fromisoformat", DatetimeMethods::fromisoformat));
        m.value("date_weekday", method("weekday", DatetimeMethods::weekday, "date"));
        m.value("date_lt", method("__lt__", (in, a, kw) -> dateOrder(in, a, kw, 0, "_lt_slow"), "date"));
        m.value("date_le", method("__le__", (in, a, kw) -> dateOrder(in, a, kw, 1, "_le_slow"), "date"));
        m.value("date_gt", method("__gt__", (in, a, kw) -> dateOrder(in, a, kw, 2, "_gt_slow"), "date"));
        m.value("date_ge", method("__ge__", (in, a, kw) -> dateOrder(in, a, kw, 3, "_ge_slow"), "date"));
        m.value("date_eq", method("__eq__", (in, a, kw) -> dateOrder(in, a, kw, 4, "_eq_slow"), "date"));
        m.value("date_hash", method("__hash__", DatetimeMethods::dateHash, "date"));
        m.value("timedelta_total_seconds", method("total_seconds", DatetimeMethods::totalSeconds, "timedelta"));
        // property getters: each reads one field (no guest frame); a missing field raises getattr's error
        m.value("get_year", new PyBuiltin("year", (in, a, kw) -> field(a, YEAR)));
        m.value("get_month", new PyBuiltin("month", (in, a, kw) -> field(a, MONTH)));
        m.value("get_day", new PyBuiltin("day", (in, a, kw) -> field(a, DAY)));
        m.value("get_hour", new PyBuiltin("hour", (in, a, kw) -> field(a, HOUR)));
        m.value("get_minute", new PyBuiltin("minute", (in, a, kw) -> field(a, MINUTE)));
        m.value("get_second", new PyBuiltin("second", (in, a, kw) -> field(a, SECOND)));
        m.value("get_microsecond", new PyBuiltin("microsecond", (in, a, kw) -> field(a, MICRO)));
        m.value("get_tzinfo", new PyBuiltin("tzinfo", (in, a, kw) -> field(a, TZINFO)));
        m.value("get_fold", new PyBuiltin("fold", (in, a, kw) -> field(a, DatetimeFields.FOLD)));
        m.value("get_days", new PyBuiltin("days", (in, a, kw) -> field(a, DatetimeFields.DAYS)));
        m.value("get_seconds", new PyBuiltin("seconds", (in, a, kw) -> field(a, DatetimeFields.SECONDS)));
        m.value("get_microseconds", new PyBuiltin("microseconds",
                (in, a, kw) -> field(a, DatetimeFields.MICROSECONDS)));
    }

    private static PyObject field(PyObject[] a, int f) {
        Args.check(DatetimeFields.NAMES[f].value().substring(1), a, null, 1, 1);
        PyObject v = a[0] instanceof PyInstance s ? get(s, f) : null;
        return v != null ? v : Ops.getattr(a[0], DatetimeFields.NAMES[f]);
    }

    /** total_seconds(): the microseconds over 10**6, correctly rounded (exact while they fit a double's 53 bits). */
    private static PyObject totalSeconds(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 1 && (kw == null || kw.size() == 0) && DatetimeHelper.isTimedelta(a[0])) {
            long us = small(DatetimeHelper.tdMicros(a[0]));
            if (us != Long.MIN_VALUE && Math.abs(us) < (1L << 53)) {
                return new PyFloat(us / 1e6);
            }
        }
        return slow(in, a[0].type(), "_total_seconds_slow", a, kw);
    }

    private static boolean binary(PyObject[] a, PyDict kw) {
        return a.length == 2 && (kw == null || kw.size() == 0) && a[0] instanceof PyInstance
                && a[1] instanceof PyInstance;
    }

    private static PyObject result(int op, int c) {
        switch (op) {
            case 0:
                return DatetimeHelper.bool(c < 0);
            case 1:
                return DatetimeHelper.bool(c <= 0);
            case 2:
                return DatetimeHelper.bool(c > 0);
            case 3:
                return DatetimeHelper.bool(c >= 0);
            default:
                return DatetimeHelper.bool(c == 0);
        }
    }

    /** Two datetimes of one class and one tzinfo (or none) compare their naive microseconds. */
    private static PyObject dtOrder(Interp in, PyObject[] a, PyDict kw, int op, String slowName) {
        if (binary(a, kw) && a[0].type() == a[1].type()) {
            PyInstance s = (PyInstance) a[0];
            PyInstance o = (PyInstance) a[1];
            PyObject tz = get(s, TZINFO);
            if (tz != null && tz == get(o, TZINFO)) {
                long x = small(get(s, N));
                long y = small(get(o, N));
                if (x != Long.MIN_VALUE && y != Long.MIN_VALUE) {
                    return result(op, Long.compare(x, y));
                }
            }
        }
        return slow(in, a[0].type(), slowName, a, kw);
    }

    /** Two dates (not datetimes) of one class compare their fields. */
    private static PyObject dateOrder(Interp in, PyObject[] a, PyDict kw, int op, String slowName) {
        if (binary(a, kw) && a[0].type() == a[1].type()) {
            PyInstance s = (PyInstance) a[0];
            PyInstance o = (PyInstance) a[1];
            if (get(s, N) == null && get(o, N) == null) {
                long c = compareField(s, o, YEAR);
                if (c == 0) {
                    c = compareField(s, o, MONTH);
                }
                if (c == 0) {
                    c = compareField(s, o, DAY);
                }
                if (c != Long.MIN_VALUE) {
                    return result(op, (int) c);
                }
            }
        }
        return slow(in, a[0].type(), slowName, a, kw);
    }

    private static long compareField(PyInstance s, PyInstance o, int field) {
        long x = small(get(s, field));
        long y = small(get(o, field));
        return x == Long.MIN_VALUE || y == Long.MIN_VALUE ? Long.MIN_VALUE : Long.compare(x, y);
    }

    private static PyObject dtHash(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 1 && a[0] instanceof PyInstance s && get(s, TZINFO) == PyNone.NONE) {
            PyObject n = get(s, N);
            if (n instanceof PyInt) {
                return PyInt.of(CpyHash.hash(n));
            }
        }
        return slow(in, a[0].type(), "_hash_slow", a, kw);
    }

    private static PyObject dateHash(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 1 && a[0] instanceof PyInstance s && get(s, N) == null && get(s, YEAR) != null) {
            return DatetimeHelper.dateHash(s);
        }
        return slow(in, a[0].type(), "_hash_slow", a, kw);
    }

    /** datetime + timedelta (and timedelta + datetime through __radd__) for the datetime class itself. */
    private static PyObject dtAdd(Interp in, PyObject[] a, PyDict kw) {
        if (binary(a, kw) && DatetimeHelper.isExactDatetime(a[0].type())) {
            PyObject r = shifted((PyInstance) a[0], DatetimeHelper.tdMicrosSmall(a[1]), 1);
            if (r != null) {
                return r;
            }
        }
        return slow(in, a[0].type(), "_add_slow", a, kw);
    }

    private static PyObject shifted(PyInstance s, long delta, int sign) {
        long n = small(get(s, N));
        if (delta == Long.MIN_VALUE || n == Long.MIN_VALUE) {
            return null;
        }
        long to;
        try {
            to = sign > 0 ? Math.addExact(n, delta) : Math.subtractExact(n, delta);
        } catch (ArithmeticException e) {
            return null;
        }
        PyInstance r = DatetimeHelper.datetimeAt(s.type(), to, get(s, TZINFO));
        if (r == null) {
            throw Exc.overflowError("date value out of range");
        }
        return r;
    }

    /** datetime - timedelta, and datetime - datetime of one class and one tzinfo, for the datetime class. */
    private static PyObject dtSub(Interp in, PyObject[] a, PyDict kw) {
        if (binary(a, kw) && DatetimeHelper.isExactDatetime(a[0].type())) {
            PyInstance s = (PyInstance) a[0];
            if (a[1].type() == s.type()) {
                PyInstance o = (PyInstance) a[1];
                PyType td = DatetimeHelper.timedeltaClass(s.type());
                long x = small(get(s, N));
                long y = small(get(o, N));
                PyObject tz = get(s, TZINFO);
                if (td != null && tz != null && tz == get(o, TZINFO) && x != Long.MIN_VALUE && y != Long.MIN_VALUE) {
                    PyObject r = DatetimeHelper.newTimedelta(td, x - y);
                    if (r != null) {
                        return r;
                    }
                }
            } else {
                PyObject r = shifted(s, DatetimeHelper.tdMicrosSmall(a[1]), -1);
                if (r != null) {
                    return r;
                }
            }
        }
        return slow(in, a[0].type(), "_sub_slow", a, kw);
    }

    /** isoformat(sep='T', timespec='auto') of a naive datetime. */
    private static PyObject isoformat(Interp in, PyObject[] a, PyDict kw) {
        if (a.length >= 1 && a.length <= 3 && a[0] instanceof PyInstance s && get(s, TZINFO) == PyNone.NONE) {
            PyObject sep = a.length > 1 ? a[1] : null;
            PyObject spec = a.length > 2 ? a[2] : null;
            boolean ok = true;
            if (kw != null && kw.size() > 0) {
                PyObject ks = kw.getStr(SEP);
                PyObject kt = kw.getStr(TIMESPEC);
                ok = (ks == null || sep == null) && (kt == null || spec == null)
                        && kw.size() == (ks == null ? 0 : 1) + (kt == null ? 0 : 1);
                sep = ks != null ? ks : sep;
                spec = kt != null ? kt : spec;
            }
            if (ok && (sep == null || (sep.getClass() == PyStr.class && ((PyStr) sep).value().length() == 1))
                    && (spec == null || (spec.getClass() == PyStr.class
                        && AUTO.value().equals(((PyStr) spec).value())))) {
                String text = iso(s, sep == null ? 'T' : ((PyStr) sep).value().charAt(0));
                if (text != null) {
                    return PyStr.of(text);
                }
            }
        }
        return slow(in, a[0].type(), "_isoformat_slow", a, kw);
    }

    private static String iso(PyInstance s, char sep) {
        long y = small(get(s, YEAR));
        long mo = small(get(s, MONTH));
        long d = small(get(s, DAY));
        long hh = small(get(s, HOUR));
        long mi = small(get(s, MINUTE));
        long ss = small(get(s, SECOND));
        long us = small(get(s, MICRO));
        if (y < 0 || mo < 0 || d < 0 || hh < 0 || mi < 0 || ss < 0 || us < 0) {
            return null;
        }
        StringBuilder b = new StringBuilder(26);
        pad(b, y, 4).append('-');
        pad(b, mo, 2).append('-');
        pad(b, d, 2).append(sep);
        pad(b, hh, 2).append(':');
        pad(b, mi, 2).append(':');
        pad(b, ss, 2);
        if (us != 0) {
            pad(b.append('.'), us, 6);
        }
        return b.toString();
    }

    private static StringBuilder pad(StringBuilder b, long v, int width) {
        String t = Long.toString(v);
        for (int i = t.length(); i < width; i++) {
            b.append('0');
        }
        return b.append(t);
    }

    /** str(dt): isoformat(sep=' ') when isoformat is this module's. */
    private static PyObject dtStr(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 1 && (kw == null || kw.size() == 0) && a[0] instanceof PyInstance s
                && get(s, TZINFO) == PyNone.NONE && DatetimeHelper.isoformatIsNative(s.type())) {
            String text = iso(s, ' ');
            if (text != null) {
                return PyStr.of(text);
            }
        }
        return slow(in, a[0].type(), "_str_slow", a, kw);
    }

    private static PyObject dtDate(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 1 && (kw == null || kw.size() == 0) && a[0] instanceof PyInstance s) {
            PyType date = DatetimeHelper.dateClass(s.type());
            PyObject y = get(s, YEAR);
            PyObject mo = get(s, MONTH);
            PyObject d = get(s, DAY);
            if (date != null && y != null && mo != null && d != null) {
                return DatetimeHelper.newDate(date, y, mo, d);
            }
        }
        return slow(in, a[0].type(), "_date_slow", a, kw);
    }

    private static PyObject weekday(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 1 && (kw == null || kw.size() == 0) && a[0] instanceof PyInstance s) {
            long y = small(get(s, YEAR));
            long mo = small(get(s, MONTH));
            long d = small(get(s, DAY));
            if (y >= 1 && y <= 9999 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31) {
                return PyInt.of((DatetimeHelper.ordinal(y, (int) mo, d) + 6) % 7);
            }
        }
        return slow(in, a[0].type(), "_weekday_slow", a, kw);
    }

    /** datetime.fromisoformat(s) (a classmethod: a[0] is the class) for the common forms. */
    private static PyObject fromisoformat(Interp in, PyObject[] a, PyDict kw) {
        if (a.length == 2 && (kw == null || kw.size() == 0) && a[0] instanceof PyType t
                && a[1].getClass() == PyStr.class) {
            long[] f = DatetimeHelper.quickIso(((PyStr) a[1]).value());
            if (f != null) {
                if (DatetimeHelper.isExactDatetime(t) && f[0] >= 1 && f[0] <= 9999 && f[1] >= 1 && f[1] <= 12
                        && f[2] >= 1 && f[2] <= DatetimeHelper.daysInMonth(f[0], (int) f[1]) && f[3] <= 23
                        && f[4] <= 59 && f[5] <= 59) {
                    return DatetimeHelper.newDatetime(t, f[0], (int) f[1], f[2], f[3], f[4], f[5], f[6], PyNone.NONE,
                            PyInt.of(0));
                }
                PyObject[] args = new PyObject[7];
                for (int i = 0; i < 7; i++) {
                    args[i] = PyInt.of(f[i]);
                }
                return Ops.call(in, t, args, null);
            }
        }
        if (a.length == 0 || !(a[0] instanceof PyType)) {
            throw Exc.typeError("fromisoformat: missing class");
        }
        return slow(in, (PyType) a[0], "_fromisoformat_slow", a, kw);
    }
}
