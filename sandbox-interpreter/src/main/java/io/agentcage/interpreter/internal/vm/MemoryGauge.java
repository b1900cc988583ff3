package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyDescriptor;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySet;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Measures the memory a running execution retains: every guest value reachable from its frames (locals, value
 * stacks, cells, generators), its module namespaces and the exception being handled, at about the size the JVM
 * gives it. Containers and large leaves are counted once however often they are referenced; small leaves (ints,
 * floats, short strings) are counted per reference, which over-counts shared small values a little.
 *
 * <p>The walk stops as soon as the total passes {@code stopAbove}: its cost is bounded by the memory limit.
 */
public final class MemoryGauge {
    private static final int SHARED_STR = 64;

    private final ArrayDeque<Object> todo = new ArrayDeque<>();
    private final IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
    private final Interp in;
    private final long stopAbove;
    private long total;
    /** For {@link #reachesAny}: the objects looked for, and whether one was reached. */
    private Set<PyObject> targets;
    private boolean found;

    private MemoryGauge(Interp in, long stopAbove) {
        this.in = in;
        this.stopAbove = stopAbove;
    }

    /** About the bytes the execution retains now; any value above {@code stopAbove} means "more than that". */
    public static long retained(Interp in, long stopAbove) {
        MemoryGauge g = new MemoryGauge(in, stopAbove);
        g.walkFromRoots(in);
        return g.total;
    }

    /**
     * Whether any of {@code targets} is reachable from the execution's frames, the exception being handled or its
     * modules (the roots of {@link #retained}). The walk is charged as steps, one per object visited.
     */
    public static boolean reachesAny(Interp in, Set<PyObject> targets) {
        MemoryGauge g = new MemoryGauge(in, Long.MAX_VALUE);
        g.targets = targets;
        g.walkFromRoots(in);
        in.charge(g.seen.size());
        return g.found;
    }

    /** Walks what the execution's frames, the exception being handled and its modules reach. */
    private void walkFromRoots(Interp in) {
        push(in.frame);
        push(in.handled);
        for (PyModule m : in.services.loaded.values()) {
            push(m);
        }
        run();
    }

    private void push(Object o) {
        if (o != null) {
            todo.push(o);
        }
    }

    private void pushAll(PyObject[] items, int n) {
        for (int i = 0; i < n; i++) {
            if (items[i] != null) {
                todo.push(items[i]);
            }
        }
    }

    private boolean first(Object o) {
        return seen.put(o, Boolean.TRUE) == null;
    }

    private void run() {
        int visited = 0;
        while (!todo.isEmpty() && total <= stopAbove && !found) {
            if ((++visited & 0xFFFF) == 0) {
                // a walk over millions of objects takes a while: it must not outlast the deadline
                in.checkTime();
            }
            Object o = todo.pop();
            if (o instanceof Frame f) {
                frame(f);
            } else {
                value((PyObject) o);
            }
        }
    }

    private void frame(Frame f) {
        for (; f != null; f = f.back) {
            if (!first(f)) {
                return;
            }
            total += 96 + 8L * (f.fast.length + f.cells.length);
            pushAll(f.fast, f.fast.length);
            pushAll(f.cells, f.cells.length);
            push(f.globals);
            push(f.nameLocals);
            push(f.delegate);
            push(f.yieldValue);
            if (f.blockExc != null) {
                pushAll(f.blockExc, f.blockExc.length);
            }
        }
    }

    private void value(PyObject o) {
        if (o == PyNone.NONE || o instanceof PyBool) {
            return;
        }
        if (o instanceof PyStr s) {
            int n = s.ownTextLength();
            if (n < SHARED_STR || first(o)) {
                total += 48 + n;
            }
            StringBuilder buffer = s.sharedBuffer();
            if (buffer != null && first(buffer)) {
                total += buffer.capacity();   // the room kept for appends, shared by the strings made from it
            }
            leafDict(o);
            return;
        }
        if (o instanceof PyInt i) {
            if (i.big == null || first(o)) {
                total += i.big == null ? 24 : 56 + i.big.bitLength() / 8;
            }
            leafDict(o);
            return;
        }
        if (o instanceof PyFloat || o instanceof PyComplex) {
            total += 24;
            leafDict(o);
            return;
        }
        if (!first(o)) {
            return;
        }
        if (targets != null && targets.contains(o)) {
            found = true;
            return;
        }
        if (o instanceof PyList l) {
            total += 24 + 4L * l.items.length;
            pushAll(l.items, l.size);
        } else if (o instanceof PyTuple t) {
            total += 24 + 4L * t.items.length;
            pushAll(t.items, t.items.length);
        } else if (o instanceof PyDict d) {
            total += 64 + 48L * d.map.size();
            for (var e : d.map.entrySet()) {
                todo.push(e.getKey());
                todo.push(e.getValue());
            }
        } else if (o instanceof PySet s) {
            total += 64 + 24L * s.set.size();
            for (PyObject x : s.set) {
                todo.push(x);
            }
        } else if (o instanceof PyBytes b) {
            total += 32 + b.data.length;
        } else if (o instanceof PyInstance inst) {
            total += 32;
            if (inst.nativeState() instanceof Gauged x) {
                // e.g. a deque's ring buffer (modules' native state is invisible to the walk otherwise)
                total += x.gauge(this::push);
            }
        } else if (o instanceof PyType t) {
            if (t.isBuiltin()) {
                return;
            }
            total += 512;
            push(t.dict());
        } else if (o instanceof PyFunction fn) {
            total += 96;
            if (fn.defaults != null) {
                pushAll(fn.defaults, fn.defaults.length);
            }
            push(fn.kwdefaults);
            if (fn.closure != null) {
                pushAll(fn.closure, fn.closure.length);
            }
            push(fn.globals);
        } else if (o instanceof PyCell c) {
            total += 16;
            push(c.value);
        } else if (o instanceof PyBoundMethod m) {
            total += 24;
            push(m.self);
            push(m.function);
        } else if (o instanceof PyModule m) {
            total += 64;
            push(m.dict);
            return;
        } else if (o instanceof PyBaseException e) {
            total += 64;
            push(e.args);
            push(e.cause);
            push(e.context);
        } else if (o instanceof PyDescriptor d) {
            total += 32;
            push(d.fget);
            push(d.fset);
            push(d.fdel);
        } else if (o instanceof PyGenerator g) {
            total += 48;
            push(g.frame());
        } else if (o instanceof Gauged x) {
            total += x.gauge(this::push);
        } else {
            total += 32;
        }
        PyDict d = o.instanceDict();
        if (d != null && !(o instanceof PyFunction)) {
            push(d);
        }
        if (o.type().hasGuestClass()) {
            push(o.type());
        }
    }

    /** The attribute dictionary and class of an instance of a guest subclass of str, int or float. */
    private void leafDict(PyObject o) {
        if (o.type().hasGuestClass() && first(o)) {
            push(o.instanceDict());
            push(o.type());
        }
    }
}
