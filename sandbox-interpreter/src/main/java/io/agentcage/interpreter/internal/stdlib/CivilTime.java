package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.time.LocalDate;

/**
 * The hot parts of {@code time} and {@code _timefmt} in Java: the calendar fields of a UTC timestamp, and
 * {@code strftime} for the directives that need nothing but those fields (C locale, glibc's meaning). The Python
 * code in {@code _timefmt.py} stays the reference: {@link #strftime} answers {@code null} for anything it does not
 * format itself (offsets, zone names, ISO weeks, week numbers, {@code %s}, fields outside their ranges), and the
 * Python code formats those.
 */
final class CivilTime {
    private static final String[] DAY_ABBR = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] DAY_NAME = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"};
    private static final String[] MONTH_ABBR = {"", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec"};
    private static final String[] MONTH_NAME = {"", "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    /** Proleptic Gregorian ordinals (1 = 0001-01-01) that {@code time.gmtime} accepts, as CPython on Linux. */
    private static final long MIN_ORDINAL = 1;
    private static final long MAX_ORDINAL = 3652059;
    private static final long ORDINAL_OF_EPOCH = 719163;

    private CivilTime() {
    }

    /**
     * {@code (year, month, day, hour, minute, second, weekday, yday)} of {@code seconds} since the epoch, UTC;
     * {@code OverflowError} outside the years 1 to 9999.
     */
    static PyTuple fields(long seconds) {
        long days = Math.floorDiv(seconds, 86400L);
        long rest = Math.floorMod(seconds, 86400L);
        long ordinal = days + ORDINAL_OF_EPOCH;
        if (ordinal < MIN_ORDINAL || ordinal > MAX_ORDINAL) {
            throw Exc.make(Exc.OverflowError, "timestamp out of range for platform time_t");
        }
        LocalDate date = LocalDate.ofEpochDay(days);
        return PyTuple.of(PyInt.of(date.getYear()), PyInt.of(date.getMonthValue()), PyInt.of(date.getDayOfMonth()),
                PyInt.of(rest / 3600), PyInt.of(rest / 60 % 60), PyInt.of(rest % 60),
                PyInt.of((ordinal + 6) % 7), PyInt.of(date.getDayOfYear()));
    }

    /**
     * {@code fmt} formatted with the fields, or {@code null} when a directive or a field needs the Python
     * implementation. Arguments: fmt, year, month, day, hour, minute, second, microsecond, weekday (0 = Monday),
     * day of the year.
     */
    static PyObject strftime(Interp in, PyObject[] a) {
        if (a.length != 10 || !(a[0] instanceof PyStr f)) {
            return null;
        }
        long[] v = new long[9];
        for (int i = 0; i < 9; i++) {
            if (!(a[i + 1] instanceof PyInt n) || !n.isSmall() || n.getClass() != PyInt.class) {
                return null;
            }
            v[i] = n.value;
        }
        long year = v[0];
        long month = v[1];
        long weekday = v[7];
        if (month < 1 || month > 12 || weekday < 0 || weekday > 6 || v[6] < 0) {
            return null;
        }
        String fmt = f.toString();
        in.charge(1 + (fmt.length() >> 4));
        StringBuilder out = new StringBuilder(Math.min(fmt.length() * 2, 1 << 16));
        int n = fmt.length();
        int i = 0;
        while (i < n) {
            char ch = fmt.charAt(i);
            if (ch != '%' || i + 1 >= n) {
                out.append(ch);
                i++;
                continue;
            }
            i++;
            char c = fmt.charAt(i);
            boolean pad = true;
            if (c == '-' && i + 1 < n) {
                pad = false;
                i++;
                c = fmt.charAt(i);
            }
            i++;
            if (!directive(out, c, pad, v)) {
                return null;
            }
        }
        return new PyStr(out.toString());
    }

    private static boolean directive(StringBuilder out, char c, boolean pad, long[] v) {
        long year = v[0];
        int month = (int) v[1];
        long day = v[2];
        long hour = v[3];
        long minute = v[4];
        long second = v[5];
        int weekday = (int) v[7];
        long yday = v[8];
        switch (c) {
            case 'Y' -> out.append(year);
            case 'm' -> num(out, month, 2, pad, '0');
            case 'd' -> num(out, day, 2, pad, '0');
            case 'H' -> num(out, hour, 2, pad, '0');
            case 'M' -> num(out, minute, 2, pad, '0');
            case 'S' -> num(out, second, 2, pad, '0');
            case 'f' -> num(out, v[6], 6, true, '0');
            case 'y' -> num(out, Math.floorMod(year, 100L), 2, pad, '0');
            case 'a' -> out.append(DAY_ABBR[weekday]);
            case 'A' -> out.append(DAY_NAME[weekday]);
            case 'b', 'h' -> out.append(MONTH_ABBR[month]);
            case 'B' -> out.append(MONTH_NAME[month]);
            case 'I' -> num(out, twelve(hour), 2, pad, '0');
            case 'p' -> out.append(hour < 12 ? "AM" : "PM");
            case 'P' -> out.append(hour < 12 ? "am" : "pm");
            case 'j' -> num(out, yday, 3, pad, '0');
            case 'w' -> out.append((weekday + 1) % 7);
            case 'u' -> out.append(weekday + 1);
            case 'e' -> num(out, day, 2, pad, ' ');
            case 'k' -> num(out, hour, 2, pad, ' ');
            case 'l' -> num(out, twelve(hour), 2, pad, ' ');
            case 'C' -> out.append(Math.floorDiv(year, 100L));   // glibc: unpadded (year 1 gives "0")
            case 'c' -> {
                out.append(DAY_ABBR[weekday]).append(' ').append(MONTH_ABBR[month]).append(' ');
                num(out, day, 2, true, ' ');
                out.append(' ');
                clock(out, hour, minute, second);
                out.append(' ').append(year);
            }
            case 'x', 'D' -> {
                num(out, month, 2, true, '0');
                out.append('/');
                num(out, day, 2, true, '0');
                out.append('/');
                num(out, Math.floorMod(year, 100L), 2, true, '0');
            }
            case 'X', 'T' -> clock(out, hour, minute, second);
            case 'F' -> {
                out.append(year).append('-');
                num(out, month, 2, true, '0');
                out.append('-');
                num(out, day, 2, true, '0');
            }
            case 'R' -> {
                num(out, hour, 2, true, '0');
                out.append(':');
                num(out, minute, 2, true, '0');
            }
            case 'r' -> {
                clock(out, twelve(hour), minute, second);
                out.append(hour < 12 ? " AM" : " PM");
            }
            case 'n' -> out.append('\n');
            case 't' -> out.append('\t');
            case '%' -> out.append('%');
            case 'U', 'W', 'G', 'g', 'V', 'z', 'Z', 's' -> {
                return false;
            }
            default -> out.append('%').append(pad ? "" : "-").append(c);
        }
        return true;
    }

    /** {@code hour % 12 or 12}, Python's modulo. */
    private static long twelve(long hour) {
        long h = Math.floorMod(hour, 12L);
        return h == 0 ? 12 : h;
    }

    private static void clock(StringBuilder out, long hour, long minute, long second) {
        num(out, hour, 2, true, '0');
        out.append(':');
        num(out, minute, 2, true, '0');
        out.append(':');
        num(out, second, 2, true, '0');
    }

    /** {@code value} filled on the left to {@code width} (the text of a negative value counts its sign). */
    private static void num(StringBuilder out, long value, int width, boolean pad, char fill) {
        String text = Long.toString(value);
        if (pad) {
            for (int k = text.length(); k < width; k++) {
                out.append(fill);
            }
        }
        out.append(text);
    }
}
