package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.MemoryAccount;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.ProvenSet;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Measures the memory a running execution holds: every guest value reachable from its frames (locals and value
 * stacks, cells, generators), its module namespaces, the exception being handled and the values native code pinned
 * ({@code MemoryAccount.pin}), each at its {@code footprint()} (the {@code Footprint} cost model the charges use),
 * each counted once: every value carries a visit mark ({@link PyObject#mark}), set when the walk first reaches it.
 *
 * <p>The walk only gives memory back ({@code MemoryAccount} runs it when its charges cross the limit, ADR 0030 and
 * 0034); it stops as soon as the total passes {@code stopAbove}, so its cost is bounded by the limit, not by the heap,
 * and it checks the deadline every 65,536 objects. The common containers (lists, tuples, dicts, instances of guest
 * classes) and leaves (ints, floats, strings) are handled without a virtual call: a walk over millions of small
 * objects is the latency of stopping a program at its limit.
 */
public final class MemoryGauge implements Consumer<PyObject>, BiConsumer<PyObject, PyObject> {
    private static final AtomicInteger EPOCHS = new AtomicInteger();

    private final int epoch;
    private PyObject[] todo = new PyObject[256];
    private int top;
    private Frame[] frames = new Frame[16];
    private int frameTop;
    /** Append buffers shared by strings: counted once each. */
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
        // 0 is the mark of a value no walk has visited yet
        this.epoch = e == 0 ? EPOCHS.incrementAndGet() : e;
    }

    /** About the bytes the execution retains now; any value above {@code stopAbove} means "more than that". */
    public static long retained(Interp in, long stopAbove) {
        MemoryGauge g = new MemoryGauge(in, stopAbove);
        g.prove(in);
        g.walkFromRoots(in);
        return g.total;
    }

    /**
     * The first part of a walk (ADR 0038): what the main namespace holds through the containers the write barrier
     * guards, counted and marked with the negated epoch (the proven set, a lower bound of what the program holds
     * that the barrier keeps between walks); what is not proven is queued for the rest of the walk as usual.
     */
    private void prove(Interp in) {
        MemoryAccount account = in.memory();
        PyObject root = account.proofRoot();
        if (root == null || epoch <= 0) {
            return;
        }
        ProvenSet set = account.provenSet();
        long before = set.visited();
        long proven = set.add(root, -epoch, this, stopAbove, in::checkTime);
        total += proven;
        visited += (int) (set.visited() - before);
        in.checkTime();
        account.proved(-epoch, proven);
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

    /** Counts a leaf at once; marks anything else and queues it for a visit. Each value is counted once. */
    @Override
    public void accept(PyObject o) {
        if (o == null) {
            return;
        }
        Class<?> k = o.getClass();
        if (k == PyInt.class) {
            // the small ints are shared by every execution and cost nothing (nor are they written to)
            if (!((PyInt) o).isCached() && o.mark(epoch)) {
                total += o.footprint();
            }
            return;
        }
        if (k == PyFloat.class) {
            if (o.mark(epoch)) {
                total += Footprint.FLOAT;
            }
            return;
        }
        if (k == PyStr.class && ((PyStr) o).sharedBuffer() == null) {
            if (o.mark(epoch)) {
                total += o.footprint();
            }
            return;
        }
        if (k == PyNone.class || k == PyBool.class || !o.mark(epoch)) {
            return;
        }
        if (top == todo.length) {
            todo = Arrays.copyOf(todo, top * 2);
        }
        todo[top++] = o;
    }

    /** A dict entry (for {@code LinkedHashMap.forEach}, which needs no iterator object). */
    @Override
    public void accept(PyObject key, PyObject value) {
        accept(key);
        accept(value);
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
        // past the entry frame of a nested run (a generator resumed by a native such as str.join, a call-back) the
        // chain goes on in the frame that was running when the run began: its value stack may hold all the program
        // made so far (a comprehension being filled), which the walk must count
        for (; f != null; f = f.back != null ? f.back : f.outer instanceof Frame o ? o : null) {
            if (f.gaugeMark == epoch) {
                return;
            }
            f.gaugeMark = epoch;
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

    /** Counts a value reached for the first time by this walk and queues what it references. */
    private void value(PyObject o) {
        if (targets != null && targets.contains(o)) {
            found = true;
            return;
        }
        Class<?> k = o.getClass();
        // the exact builtin classes first: no guest subclass (its dict and class), no virtual calls
        if (k == PyList.class) {
            PyList l = (PyList) o;
            total += o.footprint();
            PyObject[] a = l.array();
            for (int i = 0, n = Math.min(l.size(), a.length); i < n; i++) {
                accept(a[i]);
            }
            return;
        }
        if (k == PyTuple.class) {
            total += o.footprint();
            for (PyObject x : ((PyTuple) o).items) {
                accept(x);
            }
            return;
        }
        if (k == PyInstance.class) {
            PyInstance x = (PyInstance) o;
            total += x.footprint();
            x.traverse(this);
            nativeState(x.nativeState());
            return;
        }
        if (k == PyDict.class) {
            total += o.footprint();
            ((PyDict) o).map.forEach(this);
            return;
        }
        if (o instanceof PyStr s) {
            // a string sharing an append buffer, or of a guest subclass: its text once, the buffer once
            total += s.footprint();
            StringBuilder buffer = s.sharedBuffer();
            if (buffer != null && first(buffer)) {
                total += s.bufferFootprint();
            }
        } else if (o instanceof Gauged g) {
            // native values that keep memory in Java fields (a zlib stream, a memoryview) report it themselves;
            // not "total += g.gauge(this)": that reads total before gauge() counts the leaves it passes to accept
            long own = g.gauge(this);
            total += own;
        } else {
            total += o.footprint();
            o.traverse(this);
        }
        if (o instanceof PyGenerator g) {
            pushFrame(g.frame());
        } else if (o instanceof PyCoroutine c) {
            pushFrame(c.core.frame);
        } else if (o instanceof PyAsyncGenerator g) {
            pushFrame(g.core.frame);
        }
        if (o.type().hasGuestClass()) {
            // an instance of a guest subclass of a builtin type: its attribute dict and its class
            accept(o.instanceDictOrNull());
            accept(o.type());
        }
    }

    /** A native module's state kept for an instance (a deque's ring, a Random's generator): the instance's own. */
    private void nativeState(Object state) {
        if (state instanceof Gauged g) {
            long own = g.gauge(this);
            total += own;
        }
    }
}
