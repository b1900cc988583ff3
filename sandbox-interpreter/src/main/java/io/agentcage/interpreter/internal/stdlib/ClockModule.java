package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.math.BigInteger;
import java.time.Instant;

/**
 * {@code _clock}: the clocks and the sleep behind the {@code time} and {@code datetime} modules, and the calendar
 * fields and common {@code strftime} directives in Java ({@link CivilTime}). A helper module: only the standard
 * modules import it, guest code cannot.
 *
 * <p>{@code sleep} waits for real but never past the execution's deadline: a sleep that would end after the
 * deadline stops the execution with a timeout at once (see {@code Interp.sleep}).
 */
public final class ClockModule implements NativeModule {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final BigInteger BILLION = BigInteger.valueOf(1_000_000_000L);

    @Override
    public String name() {
        return "_clock";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("time", (in, a, kw) -> {
            Args.check("time", a, kw, 0, 0);
            Instant now = Instant.now();
            return new PyFloat(now.getEpochSecond() + now.getNano() / 1e9);
        });
        m.function("time_ns", (in, a, kw) -> {
            Args.check("time_ns", a, kw, 0, 0);
            Instant now = Instant.now();
            return PyInt.of(BigInteger.valueOf(now.getEpochSecond()).multiply(BILLION)
                    .add(BigInteger.valueOf(now.getNano())));
        });
        m.function("monotonic", (in, a, kw) -> new PyFloat(in.monotonicNanos() / 1e9));
        m.function("monotonic_ns", (in, a, kw) -> PyInt.of(in.monotonicNanos()));
        m.function("perf_counter", (in, a, kw) -> new PyFloat(in.monotonicNanos() / 1e9));
        m.function("perf_counter_ns", (in, a, kw) -> PyInt.of(in.monotonicNanos()));
        m.function("process_time", (in, a, kw) -> new PyFloat(cpuNanos() / 1e9));
        m.function("process_time_ns", (in, a, kw) -> PyInt.of(cpuNanos()));
        m.function("civil", (in, a, kw) -> {
            Args.check("civil", a, kw, 1, 1);
            if (!(a[0] instanceof PyInt secs) || !secs.isSmall()) {
                throw Exc.make(Exc.OverflowError, "timestamp out of range for platform time_t");
            }
            return CivilTime.fields(secs.value);
        });
        m.function("strftime", (in, a, kw) -> {
            PyObject r = CivilTime.strftime(in, a);
            return r == null ? PyNone.NONE : r;
        });
        m.function("sleep", (in, a, kw) -> {
            Args.check("sleep", a, kw, 1, 1);
            in.sleep(sleepNanos(a[0]));
            return PyNone.NONE;
        });
    }

    private static long cpuNanos() {
        long t = THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
        return t >= 0 ? t : System.nanoTime();
    }

    /** The argument of {@code time.sleep} in nanoseconds, with CPython's errors. */
    static long sleepNanos(PyObject secs) {
        double s;
        if (secs instanceof PyFloat f) {
            s = f.value;
            if (Double.isNaN(s)) {
                throw Exc.valueError("Invalid value NaN (not a number)");
            }
        } else if (secs instanceof PyInt i) {
            s = i.toDouble();
        } else {
            throw Exc.typeError("'" + secs.type().name() + "' object cannot be interpreted as an integer");
        }
        if (s < 0) {
            throw Exc.valueError("sleep length must be non-negative");
        }
        if (s > 9.2e9) {
            throw Exc.make(Exc.OverflowError, "timestamp too large to convert to C _PyTime_t");
        }
        return (long) Math.ceil(s * 1e9);
    }
}
