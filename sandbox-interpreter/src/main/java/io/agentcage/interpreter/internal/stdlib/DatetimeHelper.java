package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.CpyHash;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDescriptor;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import java.math.BigInteger;

/**
 * The native half of {@code datetime} ({@code _datetime}): the common cases of the classes' hot methods in Java
 * (construction of plain in-range ints, comparison and hashing within one zone, {@code datetime ± timedelta},
 * {@code isoformat}/{@code fromisoformat} of the common forms, {@code weekday}, {@code date()}), as CPython runs
 * them in C. The Python classes keep the API, and every case a method here does not cover goes to the Python
 * method of the same role ({@code _lt_slow}, {@code _new_slow}, ...) looked up on the receiver's class, so
 * subclasses, other zones, odd arguments and every error message stay the Python code's.
 *
 * <p>The functions are stateless singletons: the module template (ADR 0009) shares them, and a class is known to
 * be {@code datetime} or {@code timedelta} by the identity of its {@code __new__} or {@code _us} builtin.
 */
final class DatetimeHelper implements NativeModule {
    static final long US_PER_DAY = 86_400_000_000L;
    static final int MAX_ORDINAL = 3_652_059;
    private static final int[] DAYS_BEFORE_MONTH = {0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    private static final int[] DAYS_IN_MONTH = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    static final PyStr YEAR = PyStr.intern("_year");
    static final PyStr MONTH = PyStr.intern("_month");
    static final PyStr DAY = PyStr.intern("_day");
    static final PyStr HOUR = PyStr.intern("_hour");
    static final PyStr MINUTE = PyStr.intern("_minute");
    static final PyStr SECOND = PyStr.intern("_second");
    static final PyStr MICRO = PyStr.intern("_microsecond");
    static final PyStr TZINFO = PyStr.intern("_tzinfo");
    static final PyStr FOLD = PyStr.intern("_fold");
    static final PyStr HASHCODE = PyStr.intern("_hashcode");
    static final PyStr N = PyStr.intern("_n");
    static final PyStr DAYS = PyStr.intern("_days");
    static final PyStr SECONDS = PyStr.intern("_seconds");
    static final PyStr MICROSECONDS = PyStr.intern("_microseconds");
    private static final PyStr NEW = PyStr.intern("__new__");
    private static final PyStr US = PyStr.intern("_us");
    private static final PyStr ISOFORMAT = PyStr.intern("isoformat");
    private static final PyStr DATE_CLASS = PyStr.intern("_date_class");
    private static final PyStr TIMEDELTA_CLASS = PyStr.intern("_timedelta_class");
    private static final PyStr DATE_TAG = PyStr.intern("date");
    private static final PyInt MINUS_ONE = PyInt.of(-1);
    private static final PyInt ZERO = PyInt.of(0);

    /** {@code datetime.__new__}: the identity that tells the exact datetime class. */
    static final PyBuiltin DT_NEW = new PyBuiltin("__new__", DatetimeHelper::datetimeNew);
    /** {@code timedelta._us}: the identity that tells a timedelta (the class or a subclass). */
    static final PyBuiltin TD_US = new PyBuiltin("_us", (in, a, kw) -> {
        Args.check("_us", a, kw, 1, 1);
        return tdMicros(a[0]);
    }, true, "timedelta");
    static final PyBuiltin TD_NEW = new PyBuiltin("__new__", DatetimeHelper::timedeltaNew);

    @Override
    public String name() {
        return "_datetime";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.value("datetime_new", DT_NEW);
        m.value("timedelta_new", TD_NEW);
        m.value("timedelta_us", TD_US);
        DatetimeMethods.define(m);
    }

    // ---- shared pieces ----

    static boolean isLeap(long y) {
        return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    }

    static int daysInMonth(long y, int m) {
        return m == 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m];
    }

    /** The proleptic Gregorian ordinal of a valid date (1 is 0001-01-01). */
    static long ordinal(long y, int m, long d) {
        long p = y - 1;
        long n = p * 365 + p / 4 - p / 100 + p / 400 + DAYS_BEFORE_MONTH[m] + d;
        return m > 2 && isLeap(y) ? n + 1 : n;
    }

    /** The year, month and day of ordinal {@code n} (1..MAX_ORDINAL), as CPython's ord_to_ymd. */
    static int[] fromOrdinal(long n) {
        long n0 = n - 1;
        long n400 = n0 / 146_097;
        n0 %= 146_097;
        long n100 = n0 / 36_524;
        n0 %= 36_524;
        long n4 = n0 / 1_461;
        n0 %= 1_461;
        long n1 = n0 / 365;
        n0 %= 365;
        int year = (int) (n400 * 400 + n100 * 100 + n4 * 4 + n1 + 1);
        if (n1 == 4 || n100 == 4) {
            return new int[] {year - 1, 12, 31};
        }
        boolean leap = n1 == 3 && (n4 != 24 || n100 == 3);
        int month = (int) ((n0 + 50) >> 5);
        int preceding = DAYS_BEFORE_MONTH[month] + (month > 2 && leap ? 1 : 0);
        if (preceding > n0) {
            month--;
            preceding -= DAYS_IN_MONTH[month] + (month == 2 && leap ? 1 : 0);
        }
        return new int[] {year, month, (int) (n0 - preceding + 1)};
    }

    /** A small int's value, or Long.MIN_VALUE when o is not an exact small int. */
    static long small(PyObject o) {
        if (o != null && o.getClass() == PyInt.class) {
            PyInt i = (PyInt) o;
            if (i.isSmall()) {
                return i.value;
            }
        }
        return Long.MIN_VALUE;
    }

    /** Calls the Python method {@code name} of the receiver's class with the same arguments. */
    static PyObject slow(Interp in, PyType t, String name, PyObject[] a, PyDict kw) {
        PyObject fn = t.lookup(PyStr.intern(name));
        if (fn instanceof PyDescriptor d) {
            fn = d.fget;
        }
        if (fn == null) {
            throw Exc.typeError("datetime: missing " + name);
        }
        return Ops.call(in, fn, a, kw);
    }

    /** A new datetime instance of class t with fields already checked. */
    static PyInstance newDatetime(PyType t, long y, int mo, long d, long hh, long mi, long ss, long us,
                                  PyObject tz, PyObject fold) {
        return DatetimeFields.build(t, DatetimeFields.DATETIME, new PyObject[] {PyInt.of(y), PyInt.of(mo), PyInt.of(d),
            PyInt.of(hh), PyInt.of(mi), PyInt.of(ss), PyInt.of(us), tz, fold, MINUS_ONE,
            PyInt.of((ordinal(y, mo, d) * 86400 + (hh * 60 + mi) * 60 + ss) * 1_000_000 + us)});
    }

    /** A datetime of class t at naive microseconds n (ordinal-based), or null when n is out of range. */
    static PyInstance datetimeAt(PyType t, long n, PyObject tz) {
        long days = Math.floorDiv(n, US_PER_DAY);
        if (days < 1 || days > MAX_ORDINAL) {
            return null;
        }
        long rest = n - days * US_PER_DAY;
        int[] ymd = fromOrdinal(days);
        long secs = rest / 1_000_000;
        return newDatetime(t, ymd[0], ymd[1], ymd[2], secs / 3600, secs % 3600 / 60, secs % 60, rest % 1_000_000, tz,
                ZERO);
    }

    static PyInstance newDate(PyType t, PyObject y, PyObject m, PyObject d) {
        return DatetimeFields.build(t, DatetimeFields.DATE, new PyObject[] {y, m, d, MINUS_ONE});
    }

    /** A timedelta of class t for us microseconds, or null when its days are out of range. */
    static PyInstance newTimedelta(PyType t, long us) {
        long days = Math.floorDiv(us, US_PER_DAY);
        if (days < -999_999_999 || days > 999_999_999) {
            return null;
        }
        long rest = us - days * US_PER_DAY;
        return DatetimeFields.build(t, DatetimeFields.TIMEDELTA, new PyObject[] {PyInt.of(days),
            PyInt.of(rest / 1_000_000), PyInt.of(rest % 1_000_000), MINUS_ONE});
    }

    static boolean isTimedelta(PyObject o) {
        return o instanceof PyInstance && o.type().lookup(US) == TD_US;
    }

    /** Whether t is the datetime class itself (its own {@code __new__} is this module's). */
    static boolean isExactDatetime(PyType t) {
        return t.getOwn(NEW) == DT_NEW;
    }

    static PyType timedeltaClass(PyType datetimeClass) {
        return datetimeClass.lookup(TIMEDELTA_CLASS) instanceof PyType t ? t : null;
    }

    static PyType dateClass(PyType datetimeClass) {
        return datetimeClass.lookup(DATE_CLASS) instanceof PyType t ? t : null;
    }

    static boolean isoformatIsNative(PyType t) {
        return t.lookup(ISOFORMAT) == DatetimeMethods.DT_ISOFORMAT;
    }

    /** A timedelta's total microseconds (an exact int of any size). */
    static PyObject tdMicros(PyObject td) {
        PyInstance s = (PyInstance) td;
        PyObject days = DatetimeFields.get(s, DatetimeFields.DAYS);
        PyObject seconds = DatetimeFields.get(s, DatetimeFields.SECONDS);
        PyObject micros = DatetimeFields.get(s, DatetimeFields.MICROSECONDS);
        long d = small(days);
        long sec = small(seconds);
        long us = small(micros);
        if (d != Long.MIN_VALUE && sec != Long.MIN_VALUE && us != Long.MIN_VALUE) {
            try {
                return PyInt.of(Math.addExact(Math.multiplyExact(Math.addExact(Math.multiplyExact(d, 86400L), sec),
                        1_000_000L), us));
            } catch (ArithmeticException e) {
                // past a long: the exact value below
            }
        }
        BigInteger total = big(days).multiply(BigInteger.valueOf(86400)).add(big(seconds))
                .multiply(BigInteger.valueOf(1_000_000)).add(big(micros));
        return PyInt.of(total);
    }

    private static BigInteger big(PyObject o) {
        PyInt i = (PyInt) o;
        return i.isSmall() ? BigInteger.valueOf(i.value) : i.big;
    }

    /** A timedelta's microseconds when they fit a long and it is a timedelta, else Long.MIN_VALUE. */
    static long tdMicrosSmall(PyObject o) {
        if (!isTimedelta(o)) {
            return Long.MIN_VALUE;
        }
        PyObject v = tdMicros(o);
        return small(v);
    }

    // ---- constructors ----

    /** datetime(year, month, day, hour=0, minute=0, second=0, microsecond=0): plain in-range ints, no zone. */
    private static PyObject datetimeNew(Interp in, PyObject[] a, PyDict kw) {
        requireSubtype(a, DT_NEW, "datetime");
        if ((kw == null || kw.size() == 0) && a.length >= 4 && a.length <= 8 && a[0] instanceof PyType t) {
            long[] f = new long[7];
            boolean ok = true;
            for (int i = 1; i < a.length && ok; i++) {
                f[i - 1] = small(a[i]);
                ok = f[i - 1] != Long.MIN_VALUE;
            }
            if (ok && f[0] >= 1 && f[0] <= 9999 && f[1] >= 1 && f[1] <= 12 && f[2] >= 1
                    && f[2] <= daysInMonth(f[0], (int) f[1]) && f[3] >= 0 && f[3] <= 23 && f[4] >= 0 && f[4] <= 59
                    && f[5] >= 0 && f[5] <= 59 && f[6] >= 0 && f[6] <= 999_999) {
                return newDatetime(t, f[0], (int) f[1], f[2], f[3], f[4], f[5], f[6], PyNone.NONE, ZERO);
            }
        }
        if (a.length == 0 || !(a[0] instanceof PyType)) {
            throw Exc.typeError("datetime.__new__(X): X is not a type object");
        }
        checkSignature(null, DT_PARAMS, 3, 8, a, kw);
        return slow(in, (PyType) a[0], "_new_slow", a, kw);
    }

    /**
     * {@code cls.__new__(t, ...)} makes only instances of {@code cls} and its subclasses (the class in t's MRO whose
     * own {@code __new__} is {@code newFn}), with CPython's message otherwise: a {@code bool} or {@code str} built by
     * datetime's constructor would break what every other part of the interpreter takes for granted of them.
     */
    private static void requireSubtype(PyObject[] a, PyBuiltin newFn, String cls) {
        if (a.length == 0 || !(a[0] instanceof PyType t)) {
            throw Exc.typeError(cls + ".__new__(X): X is not a type object");
        }
        for (PyType c : t.mro()) {
            if (c.getOwn(NEW) == newFn) {
                return;
            }
        }
        String name = t.module().equals("datetime") ? "datetime." + t.name() : t.name();
        throw Exc.typeError("datetime." + cls + ".__new__(" + name + "): " + name + " is not a subtype of datetime."
                + cls);
    }

    private static final String[] DT_PARAMS = {"year", "month", "day", "hour", "minute", "second", "microsecond",
        "tzinfo", "fold"};

    /**
     * CPython's argument-parsing errors (PyArg_ParseTupleAndKeywords) for a constructor of these parameter names
     * ({@code a[0]} is the class): counts, missing required arguments, unknown and repeated keywords.
     */
    static void checkSignature(String fname, String[] names, int required, int maxPositional, PyObject[] a,
                               PyDict kw) {
        String fn = fname == null ? "function" : fname + "()";
        int npos = a.length - 1;
        int nkw = kw == null ? 0 : kw.size();
        if (npos + nkw > names.length) {
            throw Exc.typeError(fn + " takes at most " + names.length + " argument" + (names.length == 1 ? "" : "s")
                    + " (" + (npos + nkw) + " given)");
        }
        if (npos > maxPositional) {
            throw Exc.typeError(fn + " takes at most " + maxPositional + " positional argument"
                    + (maxPositional == 1 ? "" : "s") + " (" + npos + " given)");
        }
        for (int i = 0; i < names.length; i++) {
            boolean given = (nkw > 0 && kw.get(names[i]) != null) || i < npos;
            if (!given && i < required) {
                throw Exc.typeError(fn + " missing required argument '" + names[i] + "' (pos " + (i + 1) + ")");
            }
        }
        if (nkw > 0) {
            for (java.util.Map.Entry<PyObject, PyObject> e : kw.entries()) {
                PyObject k = e.getKey();
                String key = k instanceof PyStr ks ? ks.value() : String.valueOf(k);
                int at = java.util.Arrays.asList(names).indexOf(key);
                if (at < 0) {
                    throw Exc.typeError("'" + key + "' is an invalid keyword argument for "
                            + (fname == null ? "this function" : fn));
                }
                if (at < npos) {
                    throw Exc.typeError("argument for " + fn + " given by name ('" + key + "') and position ("
                            + (at + 1) + ")");
                }
            }
        }
    }

    private static final String[] TD_NAMES = {"days", "seconds", "microseconds", "milliseconds", "minutes", "hours",
        "weeks"};
    private static final long[] TD_FACTORS = {US_PER_DAY, 1_000_000L, 1L, 1_000L, 60_000_000L, 3_600_000_000L,
        7 * US_PER_DAY};

    /** timedelta(...) of plain ints whose total fits a long. */
    private static PyObject timedeltaNew(Interp in, PyObject[] a, PyDict kw) {
        requireSubtype(a, TD_NEW, "timedelta");
        if (a.length >= 1 && a.length <= 8 && a[0] instanceof PyType t) {
            PyObject[] v = new PyObject[7];
            System.arraycopy(a, 1, v, 0, a.length - 1);
            boolean ok = true;
            int named = 0;
            if (kw != null && kw.size() > 0) {
                for (int i = 0; i < 7; i++) {
                    PyObject k = kw.get(TD_NAMES[i]);
                    if (k != null) {
                        ok &= v[i] == null;
                        v[i] = k;
                        named++;
                    }
                }
                ok &= named == kw.size();
            }
            long total = 0;
            try {
                for (int i = 0; i < 7 && ok; i++) {
                    if (v[i] != null) {
                        long x = small(v[i]);
                        ok = x != Long.MIN_VALUE;
                        total = Math.addExact(total, Math.multiplyExact(x, TD_FACTORS[i]));
                    }
                }
            } catch (ArithmeticException e) {
                ok = false;
            }
            if (ok) {
                PyInstance r = newTimedelta(t, total);
                if (r != null) {
                    return r;
                }
            }
        }
        if (a.length == 0 || !(a[0] instanceof PyType)) {
            throw Exc.typeError("timedelta.__new__(X): X is not a type object");
        }
        checkSignature("__new__", TD_NAMES, 0, 7, a, kw);
        return slow(in, (PyType) a[0], "_new_slow", a, kw);
    }

    /** The y, m, d and time fields of {@code YYYY-MM-DD[( |T)HH:MM[:SS[.ffffff]]]}, or null for other forms. */
    static long[] quickIso(String s) {
        int n = s.length();
        if (n != 10 && n != 16 && n != 19 && n != 26) {
            return null;
        }
        if (s.charAt(4) != '-' || s.charAt(7) != '-') {
            return null;
        }
        long[] f = new long[7];
        if ((f[0] = digits(s, 0, 4)) < 0 || (f[1] = digits(s, 5, 7)) < 0 || (f[2] = digits(s, 8, 10)) < 0) {
            return null;
        }
        if (n == 10) {
            return f;
        }
        char sep = s.charAt(10);
        if ((sep != 'T' && sep != ' ') || s.charAt(13) != ':' || (f[3] = digits(s, 11, 13)) < 0
                || (f[4] = digits(s, 14, 16)) < 0) {
            return null;
        }
        if (n == 16) {
            return f;
        }
        if (s.charAt(16) != ':' || (f[5] = digits(s, 17, 19)) < 0) {
            return null;
        }
        if (n == 19) {
            return f;
        }
        if (s.charAt(19) != '.' || (f[6] = digits(s, 20, 26)) < 0) {
            return null;
        }
        return f;
    }

    private static long digits(String s, int from, int to) {
        long v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    static PyObject bool(boolean b) {
        return PyBool.of(b);
    }

    static PyObject dateHash(PyInstance s) {
        int[] slots = DatetimeFields.slots(s);
        return PyInt.of(CpyHash.hash(PyTuple.of(DATE_TAG, DatetimeFields.get(s, slots, DatetimeFields.YEAR),
                DatetimeFields.get(s, slots, DatetimeFields.MONTH), DatetimeFields.get(s, slots, DatetimeFields.DAY))));
    }
}
