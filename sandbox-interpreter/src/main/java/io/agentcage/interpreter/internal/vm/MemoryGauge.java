package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Measures the memory a running execution holds: every guest value reachable from its frames (locals and value
 * stacks, cells, generators), its module namespaces, the exception being handled and the values native code pinned
 * ({@code MemoryAccount.pin}), each at its {@code footprint()} (the {@code Footprint} cost model the charges use).
 * Containers are counted once however often they are referenced (a visit mark in the object, a set for the rare
 * kinds without one); small leaves (ints, floats, short strings) are counted per reference without a visit, which
 * over-counts shared small values a little.
 *
 * <p>The walk only gives memory back ({@code MemoryAccount} runs it when its charges cross the limit); it stops as
 * soon as the total passes {@code stopAbove}, so its cost is bounded by the limit, not by the heap, and it checks
 * the deadline every 65,536 objects.
 */
public final class MemoryGauge implements Consumer<PyObject> {
    private static final AtomicInteger EPOCHS = new AtomicInteger();

    private final int epoch;
    private PyObject[] todo = new PyObject[256];
    private int top;
    private Frame[] frames = new Frame[16];
    private int frameTop;
    private IdentityHashMap<Object, Boolean> seen;
    private final Interp in;
    private final long stopAbove;
    private long total;
    private int visited;
    /** For {@link #reachesAny}: the objects looked for, and whether one was reached. */
    private Set<PyObject> targets;
    private boolean found;

    private MemoryGauge(Interp in, long stopAbove) {
        this.in = in;
        this.stopAbove = stopAbove;
        int e = EPOCHS.incrementAndGet();
        this.epoch = e == 0 ? EPOCHS.incrementAndGet() : e;
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
        in.charge(g.visited);
        return g.found;
    }

    /** Walks what the execution's frames, the exception being handled, its modules and pinned values reach. */
    private void walkFromRoots(Interp in) {
        if (in.frame instanceof Frame f) {
            pushFrame(f);
        }
        accept(in.handled);
        for (PyModule m : in.services.loaded.values()) {
            accept(m);
        }
        in.memory().forEachRoot(this);
        run();
    }

    private boolean first(Object o) {
        if (seen == null) {
            seen = new IdentityHashMap<>();
        }
        return seen.put(o, Boolean.TRUE) == null;
    }

    private void pushFrame(Frame f) {
        if (frameTop == frames.length) {
            frames = Arrays.copyOf(frames, frameTop * 2);
        }
        frames[frameTop++] = f;
    }

    /** Counts a leaf at once; queues anything else for a visit. */
    @Override
    public void accept(PyObject o) {
        if (o == null || o == PyNone.NONE || o instanceof PyBool) {
            return;
        }
        Class<?> k = o.getClass();
        if (k == PyFloat.class || k == PyInt.class || k == PyStr.class && ((PyStr) o).sharedBuffer() == null) {
            // leaves: counted once (a visit mark), without a visit
            if (k == PyInt.class && ((PyInt) o).isCached() || o.markVisited(epoch) == 0) {
                return;
            }
            total += o.footprint();
            return;
        }
        if (top == todo.length) {
            todo = Arrays.copyOf(todo, top * 2);
        }
        todo[top++] = o;
    }

    private void run() {
        while ((top > 0 || frameTop > 0) && total <= stopAbove && !found) {
            if ((++visited & 0xFFFF) == 0) {
                // a walk over millions of objects takes a while: it must not outlast the deadline
                in.checkTime();
            }
            if (frameTop > 0) {
                Frame f = frames[--frameTop];
                frames[frameTop] = null;
                frame(f);
            } else {
                PyObject o = todo[--top];
                todo[top] = null;
                value(o);
            }
        }
    }

    private void frame(Frame f) {
        for (; f != null; f = f.back) {
            if (!first(f)) {
                return;
            }
            total += f.footprint();
            for (PyObject o : f.fast) {
                accept(o);
            }
            for (PyObject c : f.cells) {
                accept(c);
            }
            accept(f.globals);
            accept(f.nameLocals);
            accept(f.delegate);
            accept(f.yieldValue);
            accept(f.function);
            accept(f.initSelf);
            if (f.blockExc != null) {
                for (PyObject o : f.blockExc) {
                    accept(o);
                }
            }
        }
    }

    private void value(PyObject o) {
        if (o instanceof PyStr s) {
            // a string sharing an append buffer, or of a guest subclass: its text once, the buffer once
            if (o.markVisited(epoch) != 0) {
                total += s.footprint();
                StringBuilder buffer = s.sharedBuffer();
                if (buffer != null && first(buffer)) {
                    total += s.bufferFootprint();
                }
                guestClass(o);
            }
            return;
        }
        if (o instanceof PyInt || o instanceof PyFloat || o instanceof PyComplex) {
            if (o.markVisited(epoch) > 0 || o instanceof PyComplex && first(o)) {
                total += o.footprint();
                guestClass(o);
            }
            return;
        }
        int mark = o.markVisited(epoch);
        if (mark == 0 || mark < 0 && !first(o)) {
            return;
        }
        if (targets != null && targets.contains(o)) {
            found = true;
            return;
        }
        if (o instanceof Gauged g) {
            // native values that keep memory in Java fields (a zlib stream, a memoryview) report it themselves
            total += g.gauge(this);
        } else {
            total += o.footprint();
            o.traverse(this);
        }
        if (o instanceof PyInstance inst && inst.nativeState() instanceof Gauged g) {
            // e.g. a deque's ring buffer (a module's native state is invisible to the walk otherwise)
            total += g.gauge(this);
        }
        if (o instanceof PyGenerator g) {
            pushFrame(g.frame());
        } else if (o instanceof PyCoroutine c) {
            pushFrame(c.core.frame);
        } else if (o instanceof PyAsyncGenerator g) {
            pushFrame(g.core.frame);
        }
        guestClass(o);
    }

    /** The attribute dictionary and class of an instance of a guest subclass of a builtin type. */
    private void guestClass(PyObject o) {
        if (o.type().hasGuestClass()) {
            accept(o.instanceDictOrNull());
            accept(o.type());
        }
    }
}
