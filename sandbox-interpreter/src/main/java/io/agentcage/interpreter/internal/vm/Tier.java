package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Arith;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Compare;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * The compiled tier's policy and the entry points its generated code calls (ADR 0063). A function is compiled when
 * it has been called {@link #THRESHOLD} times (once per {@link Code}: code objects are shared by the runs of a
 * program); its compiled method runs on the frame the loop would run, calls the same helpers the loop calls, and
 * hands the frame back to the loop on an exception or where it cannot go on. The system property
 * {@code agentcage.tier} selects {@code on} (the default: compile hot functions), {@code off} or {@code always}
 * (compile every function at its first call, for the differential run); {@code agentcage.tier.threshold} sets the
 * number of calls.
 */
final class Tier {
    private Tier() {
    }

    /** The loop's step tick (see {@code Vm.TICK}). */
    static final int TICK = 1024;
    private static final String MODE = System.getProperty("agentcage.tier", "on");
    /** Whether the tier is on at all (a constant: the loop's check folds away when it is off). */
    static final boolean ON = !MODE.equals("off");
    /** Whether every function is compiled at its first call and a compiler failure is an error, not a fallback. */
    static final boolean ALWAYS = MODE.equals("always");
    /**
     * Whether calls run compiled code; {@code osr} (a test mode) compiles code only where the loop's tick runs out
     * on a backward jump, and runs it only from there, so that every hot loop enters compiled code mid-call.
     */
    static final boolean CALLS = !MODE.equals("osr");
    static final int THRESHOLD = ALWAYS || !CALLS ? 1 : Integer.getInteger("agentcage.tier.threshold", 2_000);
    /** {@link Code#tier} of a code that cannot be compiled. */
    private static final Object FAILED = new Object();
    /** What {@link #next} answers for an iterator the loop must drive (a generator pipe, ADR 0045). */
    static final PyObject PIPE = new io.agentcage.interpreter.internal.object.PyStr("<pipe>");

    private static final java.util.concurrent.atomic.AtomicLong COMPILED = new java.util.concurrent.atomic.AtomicLong();
    private static final java.util.concurrent.atomic.AtomicLong REFUSED = new java.util.concurrent.atomic.AtomicLong();

    /** How many functions this JVM compiled (for tests and measurements). */
    static long compiled() {
        return COMPILED.get();
    }

    private static final java.util.concurrent.atomic.AtomicLong OSR_RUNS = new java.util.concurrent.atomic.AtomicLong();

    /** How many calls the loop handed to compiled code at a hot loop (see {@link #osr}). */
    static long osrRuns() {
        return OSR_RUNS.get();
    }

    private static final java.util.concurrent.atomic.AtomicLong CLASSES = new java.util.concurrent.atomic.AtomicLong();

    /** How many classes this JVM defined for compiled functions (functions of one shape share one). */
    static long classes() {
        return CLASSES.get();
    }

    /** How many functions this JVM found hot but could not compile. */
    static long refused() {
        return REFUSED.get();
    }

    /** The compiled form of {@code c} when it is hot and compilable, else null (counting the call). */
    static TierCode ready(Code c) {
        if (!CALLS) {
            return null;
        }
        Object t = c.tier;
        if (t instanceof TierCode tc) {
            return tc;
        }
        if (t != null || ++c.heat < THRESHOLD) {
            return null;
        }
        return compile(c);
    }

    private static TierCode compile(Code c) {
        synchronized (c) {
            Object t = c.tier;
            if (t != null) {
                return t instanceof TierCode tc ? tc : null;
            }
            TierCode made = null;
            if ((c.flags & (EXCLUDED | Code.MODULE)) == 0) {
                Shape shape = new Shape(c.code, c.nlocals);
                made = SHAPES.get(shape);
                if (made == null) {
                    made = make(c);
                    if (made != null) {
                        if (SHAPES.size() >= MAX_SHAPES) {
                            SHAPES.clear();
                        }
                        SHAPES.putIfAbsent(shape, made);
                    }
                }
            }
            // module code and functions too big to compile whole: their hot loops may still be (regions)
            c.tier = made != null ? made : (c.flags & EXCLUDED) == 0 ? new Regions() : FAILED;
            (made != null ? COMPILED : REFUSED).incrementAndGet();
            return made;
        }
    }

    /** Codes never compiled, not even their loops: the loop drives their frames in its own ways. */
    private static final int EXCLUDED = Code.GENERATOR | Code.COROUTINE | Code.ASYNC_GENERATOR | Code.CLASS_BODY
            | Code.NAME_LOCALS;

    /** Whether {@code agentcage.tier.log} asks for a line on standard error per code compiled or refused. */
    private static final boolean LOG = Boolean.getBoolean("agentcage.tier.log");

    private static TierCode make(Code c) {
        return define(c, TierAnalysis.of(c), "function");
    }

    private static TierCode define(Code c, TierAnalysis a, String what) {
        if (a == null) {
            log(c, what, "refused: " + TierAnalysis.WHY.get(), null);
            return null;
        }
        byte[] bytes = TierEmitter.emit(c, a);
        if (bytes == null) {
            log(c, what, "refused: class too big", a);
            return null;
        }
        TierCode made = TierClasses.define(bytes);
        CLASSES.incrementAndGet();
        made.analysis = a;
        made.returnAt = returnAt(c.code);
        log(c, what, "compiled", a);
        return made;
    }

    /**
     * The diagnostic line of {@code agentcage.tier.log}: the code, the outcome and the instructions (opcode numbers,
     * see {@code Op}) where the compiled code hands the frame to the loop.
     */
    private static void log(Code c, String what, String outcome, TierAnalysis a) {
        if (!LOG) {
            return;
        }
        StringBuilder b = new StringBuilder("tier: ").append(what).append(' ').append(c.qualname).append(" (")
                .append(c.filename).append(':').append(c.firstLine).append(") ").append(outcome);
        if (a != null) {
            if (a.lo >= 0) {
                b.append(" region ").append(a.lo).append('-').append(a.hi);
            }
            for (int i = 0; i < a.exitAt.length; i++) {
                if (a.exitAt[i] && i >= Math.max(a.lo, 0) && i <= a.hi) {
                    b.append(" exit op ").append(c.code[i] & 0xFF).append('@').append(i);
                }
            }
        }
        System.err.println(b);
    }

    /**
     * The compiled loops of a code that is not compiled whole (module code, a function whose class would be too big):
     * by loop header, the compiled region entered there, or {@link #FAILED}. Guarded by the code's monitor.
     */
    static final class Regions {
        final java.util.HashMap<Integer, Object> byHeader = new java.util.HashMap<>();
    }

    /**
     * What a compiled class depends on: the instructions and the number of locals (constants, names, line numbers,
     * the caches and the cells are read from the running frame and its code). Functions of the same shape share one
     * class, already compiled by HotSpot: a new program whose functions are an old one's with other names and
     * constants runs at once at the old one's speed.
     */
    private record Shape(int[] code, int nlocals) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Shape s && s.nlocals == nlocals && java.util.Arrays.equals(s.code, code);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(code) * 31 + nlocals;
        }
    }

    /**
     * The shared classes by shape, at most this many (then forgotten all at once: the classes of codes still alive
     * stay, the others are unloaded), so that the classes kept alive are bounded however many programs run.
     */
    private static final int MAX_SHAPES = 1_024;
    private static final java.util.concurrent.ConcurrentHashMap<Shape, TierCode> SHAPES =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static int returnAt(int[] code) {
        for (int i = code.length - 1; i >= 0; i--) {
            if ((code[i] & 0xFF) == io.agentcage.interpreter.internal.compile.Op.RETURN_VALUE) {
                return i;
            }
        }
        return -1;
    }

    /** The heat a loop back-edge adds when the loop's step tick runs out on it (about 1,024 steps of this code). */
    private static final int OSR_HEAT = Math.max(1, THRESHOLD / 16);

    /**
     * The loop's step tick ran out at a backward jump of {@code f} (f.ip is its target, f.sp the stack): when
     * {@code f}'s code is hot and compiled, runs the rest of the call compiled (on-stack replacement; the state is
     * all in the frame). Then {@code f} is left at a RETURN_VALUE with the call's value on its stack (the loop returns
     * it as it returns any value), or at the instruction where the compiled code stopped (f.ip, f.sp), with the
     * exception raised there as the result (the loop's catch handles it as if the loop had raised it). Null and
     * {@code f} untouched when the loop goes on as it was.
     */
    static PyException osr(Interp in, Frame f) {
        Code c = f.code;
        Object t = c.tier;
        if (t == null) {
            c.heat += OSR_HEAT;
            if (c.heat < THRESHOLD) {
                return null;
            }
            if (f.function == null && (c.flags & Code.MODULE) == 0) {
                return null;
            }
            compile(c);
            t = c.tier;
        }
        if (f.inline != null || f.drive != null || f.nameLocals != null) {
            return null;
        }
        if (t instanceof Regions r) {
            t = region(c, r, f);
        } else if (f.function == null) {
            return null;
        }
        if (!(t instanceof TierCode tc) || tc.returnAt < 0) {
            return null;
        }
        int ip = f.ip;
        if (ip < 0 || ip >= tc.analysis.osrEntry.length || !tc.analysis.osrEntry[ip]
                || f.sp != c.nlocals + tc.analysis.depth[ip]) {
            return null;
        }
        OSR_RUNS.incrementAndGet();
        PyObject v;
        try {
            v = tc.run(in, f, true);
        } catch (PyException e) {
            return e;
        }
        if (v != PIPE) {
            f.sp = c.nlocals;
            f.stack[f.sp++] = v;
            f.ip = tc.returnAt;
        }
        return null;
    }

    /**
     * The compiled region of {@code f}'s code entered at the loop header {@code f.ip} (compiled at the first call
     * here), or null. The region is the outermost loop around that header whose class is small enough, else the
     * header's own loop: jumps out of it and instructions without a template hand the frame back to the loop.
     */
    private static Object region(Code c, Regions r, Frame f) {
        int header = f.ip;
        synchronized (c) {
            Object known = r.byHeader.get(header);
            if (known != null) {
                return known;
            }
            int[] code = c.code;
            // the end of each loop: the last backward jump to its header
            java.util.TreeMap<Integer, Integer> ends = new java.util.TreeMap<>();
            for (int i = 0; i < code.length; i++) {
                int op = code[i] & 0xFF;
                int to = code[i] >>> 8;
                if ((op == io.agentcage.interpreter.internal.compile.Op.JUMP_BACK
                        || op == io.agentcage.interpreter.internal.compile.Op.JUMP) && to <= i) {
                    ends.put(to, i);
                }
            }
            Integer end = ends.get(header);
            TierCode made = null;
            if (end != null && f.sp >= c.nlocals) {
                int d0 = f.sp - c.nlocals;
                java.util.List<int[]> loops = new java.util.ArrayList<>();
                for (java.util.Map.Entry<Integer, Integer> e : ends.headMap(header).entrySet()) {
                    if (e.getValue() >= end) {
                        loops.add(new int[] {e.getKey(), e.getValue()});
                    }
                }
                loops.add(new int[] {header, end});
                for (int k = 0; k < loops.size() && made == null; k++) {
                    int[] loop = loops.get(k);
                    TierAnalysis a = TierAnalysis.region(c, header, d0, loop[0], loop[1]);
                    if (a != null && !a.osrEntry[header]) {
                        a = null;
                    }
                    made = define(c, a, "loop");
                }
            }
            Object t = made != null ? made : FAILED;
            r.byHeader.put(header, t);
            (made != null ? COMPILED : REFUSED).incrementAndGet();
            return t;
        }
    }

    /** Steps counted by compiled code that goes back to the loop without a check (the loop checks next). */
    static void steps(Interp in, int tick) {
        in.addSteps(TICK - tick);
    }

    /** Runs a frame the loop has linked ({@code Vm.push}) with its compiled code; unlinks it as RETURN_VALUE does. */
    static PyObject runLinked(Interp in, Frame caller, Frame nf, TierCode t) {
        PyObject v;
        try {
            v = t.run(in, nf, false);
        } catch (PyException e) {
            unlink(in, caller, nf);
            throw e;
        }
        unlink(in, caller, nf);
        return initResult(nf, v);
    }

    /** Calls the function whose frame {@code nf} is, from compiled code: JVM recursion, depth-counted as the loop. */
    static PyObject enter(Interp in, Frame caller, Frame nf) {
        Vm.link(in, caller, nf);
        TierCode t = ready(nf.code);
        PyObject v;
        try {
            v = t != null ? t.run(in, nf, false) : Vm.loop(in, nf, nf, null);
        } catch (PyException e) {
            unlink(in, caller, nf);
            throw e;
        }
        unlink(in, caller, nf);
        return initResult(nf, v);
    }

    private static void unlink(Interp in, Frame caller, Frame nf) {
        nf.back = null;
        in.depth--;
        in.frame = caller;
    }

    private static PyObject initResult(Frame nf, PyObject v) {
        PyObject initSelf = nf.initSelf;
        if (initSelf == null) {
            return v;
        }
        if (v != PyNone.NONE) {
            throw Exc.typeError("__init__() should return None, not '" + Ops.typeName(v) + "'");
        }
        return initSelf;
    }

    /** An exception in compiled code: the frame continues in the loop, which runs its handlers or unwinds it. */
    static PyObject handOff(Interp in, Frame f, PyException e, int tick) {
        in.addSteps(TICK - tick);
        return Vm.loop(in, f, f, e);
    }

    /** Compiled code that cannot go on (f.ip/f.sp written): the frame continues in the loop. */
    static PyObject resume(Interp in, Frame f, int tick) {
        in.addSteps(TICK - tick);
        return Vm.loop(in, f, f, null);
    }

    /** The steps counted since the last charge; checks the budgets when due. */
    static void charge(Interp in, int tick) {
        in.charge(TICK - tick);
    }

    static PyException unbound(Frame f, int slot) {
        return Vm.unboundLocal(f.code.varnames[slot]);
    }

    static PyObject deref(Frame f, int i) {
        PyObject v = f.cells[i].value;
        if (v == null) {
            throw Vm.unboundDeref(f.code, i);
        }
        return v;
    }

    static void setDeref(Frame f, int i, PyObject v) {
        f.cells[i].value = v;
    }

    static PyObject cell(Frame f, int i) {
        return f.cells[i];
    }

    static PyObject global(Interp in, Frame f, Object[] gcache, int slot, io.agentcage.interpreter.internal.object.PyStr name) {
        java.util.LinkedHashMap<PyObject, PyObject> gm = f.globals.map;
        if (gcache[slot] instanceof Code.GlobalCache gc && gc.map == gm
                && gm instanceof io.agentcage.interpreter.internal.object.VersionedMap vm && gc.version == vm.version) {
            return gc.value;
        }
        return Vm.globalMiss(in, f, slot, name);
    }

    static void storeGlobal(Frame f, io.agentcage.interpreter.internal.object.PyStr name, PyObject v) {
        f.globals.put(name, v);
    }

    static void popExpr(Interp in, Frame f, PyObject v) {
        if (v instanceof PyCoroutine c) {
            c.dropped(in, f.code.filename, f.line());
        }
    }

    static void loadMethod(PyObject[] st, int s, Object[] gcache, int slot,
            io.agentcage.interpreter.internal.object.PyStr name) {
        PyObject obj = st[s - 1];
        PyObject m = Vm.methodFor(gcache, slot, obj, name);
        if (m != null) {
            st[s - 1] = m;
            st[s] = obj;
        } else {
            st[s - 1] = io.agentcage.interpreter.internal.object.AttrSites.load(gcache, slot, obj, name);
            st[s] = null;
        }
    }

    /** CALL: the callable at {@code at}, its {@code argc} arguments above it. */
    static PyObject call(Interp in, Frame f, int at, int argc) {
        return callAt(in, f, f.fast[at], at + 1, argc);
    }

    /** CALL_METHOD: LOAD_METHOD's pair at {@code at} (the function, then self or null), the arguments above. */
    static PyObject callMethod(Interp in, Frame f, int at, int argc) {
        PyObject[] st = f.fast;
        return st[at + 1] != null ? callAt(in, f, st[at], at + 1, argc + 1) : callAt(in, f, st[at], at + 2, argc);
    }

    private static PyObject callAt(Interp in, Frame f, PyObject callable, int base, int argc) {
        PyObject[] stack = f.fast;
        Frame pnf = Vm.positionalFrame(callable, stack, base, argc);
        if (pnf != null) {
            return enter(in, f, pnf);
        }
        if (callable instanceof PyBoundMethod bm && bm.function instanceof PyFunction fn) {
            PyObject[] a = new PyObject[argc + 1];
            a[0] = bm.self;
            System.arraycopy(stack, base, a, 1, argc);
            Vm.clear(stack, base, argc);
            Frame nf = Calls.bind(in, fn, a, 0, a.length, null);
            return fn.code.isGenerator() ? AsyncOps.suspendable(in, nf) : enter(in, f, nf);
        }
        if (callable instanceof PyFunction fn) {
            Frame nf = Calls.bind(in, fn, stack, base, argc, null);
            return fn.code.isGenerator() ? AsyncOps.suspendable(in, nf) : enter(in, f, nf);
        }
        if (callable instanceof PyBuiltin b && b.takesFixed(argc) && !b.host) {
            return Ops.callFixed(in, b, stack, base, argc);
        }
        PyObject[] a = new PyObject[argc];
        System.arraycopy(stack, base, a, 0, argc);
        Vm.clear(stack, base, argc);
        return callable instanceof PyBuiltin b && !b.host ? Ops.callBuiltin(in, b, a, null)
                : Calls.callAny(in, callable, a, null);
    }

    /** CALL_KW at instruction {@code slot}: the callable at {@code at}, the arguments, then the names tuple. */
    static PyObject callKw(Interp in, Frame f, int slot, int at, int argc) {
        PyObject[] stack = f.fast;
        int base = at + 1;
        io.agentcage.interpreter.internal.object.PyTuple kwnames =
                (io.agentcage.interpreter.internal.object.PyTuple) stack[base + argc];
        stack[base + argc] = null;
        PyObject callable = stack[at];
        Frame nf = KwCalls.frame(in, f.gcache, slot, callable, stack, base, argc, kwnames);
        if (nf == null) {
            return KwCalls.call(in, callable, stack, base, argc, kwnames);
        }
        return enter(in, f, nf);
    }

    static PyObject binary(PyObject a, PyObject b, int op) {
        PyObject r = exactNumbers(a, b, op);
        return r != null ? r : Arith.binaryQuick(a, b, op);
    }

    static PyObject inplace(PyObject a, PyObject b, int op) {
        PyObject r = exactNumbers(a, b, op);
        return r != null ? r : Arith.inplaceQuick(a, b, op);
    }

    /**
     * {@code a op b} for two exact floats ({@code + - *}) or two small exact ints when it needs no big int, as the
     * loop's inline cases compute it (the same for the in-place operators: these types are immutable); else null.
     */
    private static PyObject exactNumbers(PyObject a, PyObject b, int op) {
        Class<?> ca = a.getClass();
        if (ca == PyFloat.class && b.getClass() == PyFloat.class && op <= Arith.MUL) {
            double x = ((PyFloat) a).value;
            double y = ((PyFloat) b).value;
            return new PyFloat(op == Arith.ADD ? x + y : op == Arith.SUB ? x - y : x * y);
        }
        if (ca == PyInt.class && b.getClass() == PyInt.class && ((PyInt) a).big == null && ((PyInt) b).big == null) {
            return Vm.smallIntOp(((PyInt) a).value, ((PyInt) b).value, op);
        }
        return null;
    }

    static PyObject compare(PyObject a, PyObject b, int op) {
        if (a.getClass() == PyInt.class && b.getClass() == PyInt.class && ((PyInt) a).big == null
                && ((PyInt) b).big == null) {
            return Vm.compareLongs(((PyInt) a).value, ((PyInt) b).value, op);
        }
        return Compare.compareQuick(a, b, op);
    }

    static PyObject is(PyObject a, PyObject b, int negate) {
        boolean r = a == b;
        return io.agentcage.interpreter.internal.object.PyBool.of(negate == 0 ? r : !r);
    }

    static PyObject contains(PyObject x, PyObject container, int negate) {
        boolean r = Ops.contains(container, x);
        return io.agentcage.interpreter.internal.object.PyBool.of(negate == 0 ? r : !r);
    }

    static PyObject not(PyObject v) {
        return io.agentcage.interpreter.internal.object.PyBool.of(!Ops.truth(v));
    }

    /** The truth of a value the way the loop's jumps test it (the two bools without a call). */
    static boolean truth(PyObject v) {
        return v == io.agentcage.interpreter.internal.object.PyBool.TRUE
                || v != io.agentcage.interpreter.internal.object.PyBool.FALSE && Ops.truth(v);
    }

    static PyObject subscr(PyObject o, PyObject k) {
        if (o.getClass() == PyDict.class) {
            PyObject v = ((PyDict) o).map.get(k);
            if (v != null) {
                return v;
            }
        } else if (o instanceof PyList l && k instanceof PyInt ki && ki.isSmall() && o.type() == PyType.LIST) {
            long i = ki.value;
            if (i < 0) {
                i += l.size();
            }
            if (i >= 0 && i < l.size()) {
                return l.array()[(int) i];
            }
        }
        return Ops.getitem(o, k);
    }

    static void setitem(PyObject v, PyObject o, PyObject k) {
        Ops.setitem(o, k, v);
    }

    static PyObject tuple(PyObject[] st, int at, int n) {
        PyObject[] items = new PyObject[n];
        System.arraycopy(st, at, items, 0, n);
        Vm.clear(st, at, n);
        return io.agentcage.interpreter.internal.object.PyTuple.of(items);
    }

    static void append(PyObject list, PyObject v) {
        ((PyList) list).append(v);
    }

    /** UNPACK_SEQUENCE of the value below {@code s} (f.ip and f.sp written: the general path is the loop's). */
    static void unpack(Interp in, Frame f, int s, int n, int ins) {
        PyObject[] st = f.fast;
        PyObject[] items = Quick.unpackable(st[s - 1], n);
        if (items == null) {
            ColdInstructions.execute(in, f, ins);
            return;
        }
        int sp = s - 1;
        for (int i = n - 1; i >= 0; i--) {
            st[sp++] = items[i];
        }
    }

    /** FOR_ITER's next value, null at the end, or {@link #PIPE} when the loop must drive the iterator. */
    static PyObject next(PyObject it) {
        if (it instanceof io.agentcage.interpreter.internal.object.PyIter pi) {
            if (pi.pipes()) {
                return PIPE;
            }
            return pi.next();
        }
        return Ops.next(it);
    }

    /** An instruction {@link TierAnalysis#cold} accepts, run by {@link ColdInstructions} (f.ip and f.sp written). */
    static void cold(Interp in, Frame f, int ins) {
        ColdInstructions.execute(in, f, ins);
    }
}
