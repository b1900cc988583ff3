package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Compiler;
import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.object.Arith;
import io.agentcage.interpreter.internal.object.AttrSites;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Compare;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.GuestFrame;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Iters;
import io.agentcage.interpreter.internal.object.Names;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PySuper;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import io.agentcage.interpreter.internal.object.Subclassed;
import io.agentcage.interpreter.internal.object.VersionedMap;

/**
 * The bytecode interpreter. Python-to-Python calls push an explicit {@link Frame} and continue in the same Java
 * loop, so guest recursion never grows the Java stack; only native code calling back into guest code (sorted's
 * key, dunder methods called by builtins, generator resumption) enters the loop again, and that is depth-counted.
 *
 * <p><b>The loop's size is a budget.</b> HotSpot does not JIT-compile a method with more than 8,000 bytes of
 * bytecode ({@code -XX:+DontCompileHugeMethods}, on by default): such a method silently stays in the bytecode
 * interpreter, several times slower. {@code loop} holds the frequent instructions and their fast paths, so it is
 * big by design; the other instructions are in {@link ColdInstructions}. {@code BytecodeSizeTest} fails when any
 * interpreter method passes 7,000 bytes: before adding a fast path here, check the size it costs
 * ({@code javap -c}), and move a rarer instruction out to {@link ColdInstructions} when the margin runs out.
 */
public final class Vm {
    private Vm() {
    }

    private static final int TICK = 1024;

    /** Calls a guest function from native code (a nested, depth-counted run of the loop). */
    public static PyObject callFunction(Interp in, PyFunction fn, PyObject[] args, PyDict kwargs) {
        Code c = fn.code;
        Frame f;
        if (c.simpleArgs && !c.isGenerator() && args.length == c.argcount && kwargs == null) {
            // key functions, callbacks of builtins: the arguments are the locals, the closure the cells
            f = new Frame(c, fn.globals, fn);
            System.arraycopy(args, 0, f.fast, 0, args.length);
            if (fn.closure != null) {
                System.arraycopy(fn.closure, 0, f.cells, 0, fn.closure.length);
            }
        } else {
            f = Calls.bind(in, fn, args, 0, args.length, kwargs);
            if (c.isGenerator()) {
                return AsyncOps.suspendable(in, f);
            }
        }
        in.enterNative();
        try {
            return run(in, f, null);
        } finally {
            in.leaveNative();
        }
    }

    /**
     * {@code fn(a)} or {@code fn(a, b)} from native code: a function whose parameters are exactly those arguments gets
     * them as its first locals, without an argument array; any other goes through {@link #callFunction}.
     */
    static PyObject callPositional(Interp in, PyFunction fn, int n, PyObject a, PyObject b) {
        Code c = fn.code;
        if (!c.simpleArgs || c.isGenerator() || c.argcount != n) {
            return callFunction(in, fn, n == 1 ? new PyObject[] {a} : new PyObject[] {a, b}, null);
        }
        Frame f = new Frame(c, fn.globals, fn);
        f.fast[0] = a;
        if (n == 2) {
            f.fast[1] = b;
        }
        if (fn.closure != null) {
            System.arraycopy(fn.closure, 0, f.cells, 0, fn.closure.length);
        }
        in.enterNative();
        try {
            return run(in, f, null);
        } finally {
            in.leaveNative();
        }
    }

    /** Runs module-level code in {@code globals} and returns the value of its final expression (or None). */
    public static PyObject execCode(Interp in, Code code, PyDict globals, PyObject locals) {
        Frame f = new Frame(code, globals, null);
        f.nameLocals = locals;
        in.enterNative();
        try {
            return run(in, f, null);
        } finally {
            in.leaveNative();
        }
    }

    /**
     * The value of a program's final expression is dropped once shown: a coroutine that never ran gets CPython's
     * "never awaited" warning at that line (the program forgot {@code await} or {@code asyncio.run}).
     */
    public static void dropResult(Interp in, PyObject v, Code code) {
        if (v instanceof PyCoroutine c && code.lines.length > 0) {
            c.dropped(in, code.filename, code.lines[code.lines.length - 1]);
        }
    }

    /** Compiles and runs Python source as a module body in {@code globals}. */
    public static PyObject execSource(Interp in, String source, String filename, PyDict globals) {
        return execCode(in, moduleCode(source, filename), globals, null);
    }

    /**
     * The code of a standard module's source, once per JVM (code objects are immutable): decoded from the build's
     * compiled copy when the jar holds one for exactly this source (ADR 0064), else compiled.
     */
    public static Code moduleCode(String source, String filename) {
        Code code = MODULE_CODE.get(source);
        if (code == null) {
            code = io.agentcage.interpreter.internal.compile.CompiledModules.find(source, filename);
            if (code == null) {
                code = Compiler.compileModule(source, filename, false);
            }
            if (MODULE_CODE.size() < 256) {
                MODULE_CODE.put(source, code);
            }
        }
        return code;
    }

    /** Compiled module sources (the standard Python-source modules), shared: code objects are immutable. */
    private static final java.util.concurrent.ConcurrentHashMap<String, Code> MODULE_CODE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** Runs {@code entry} (and the frames it calls) until it returns or yields. */
    static PyObject run(Interp in, Frame entry, PyException pending) {
        entry.entry = true;
        GuestFrame prevFrame = in.frame;
        if (++in.depth > in.maxDepth() && entry.function != null) {
            in.depth--;
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded");
        }
        int depthAtEntry = in.depth;
        // the frame that was running when this nested run began: its caller for frame walks (logging, warnings)
        entry.outer = prevFrame;
        try {
            if (Tier.ON && pending == null && entry.ip == 0 && entry.function != null) {
                // a native call of a compiled function (a sort key, a callback): its compiled code (ADR 0063)
                TierCode t = Tier.ready(entry.code);
                if (t != null) {
                    return t.run(in, entry, false);
                }
            }
            return loop(in, entry, entry, pending);
        } catch (RuntimeException | Error t) {
            GenInline.abandon(in, entry);
            throw t;
        } finally {
            in.depth = depthAtEntry - 1;
            in.frame = prevFrame;
            entry.outer = null;
        }
    }

    /** The outermost frame of the chain {@code top} belongs to (the program's module frame). */
    public static GuestFrame bottomFrame(GuestFrame top) {
        Frame f = (Frame) top;
        while (f.back != null) {
            f = f.back;
        }
        return f;
    }

    /**
     * Continues a chain of frames read from a snapshot: {@code top} is the innermost, the last one it returns to is
     * the program's module frame. {@code push} (when not null) is what the call {@code top} stopped at returns;
     * {@code toThrow} (when not null) is raised there instead. Returns what the module frame returns.
     */
    public static PyObject continueRun(Interp in, GuestFrame topFrame, PyObject push, PyException toThrow) {
        Frame top = (Frame) topFrame;
        Frame entry = top;
        int n = 1;
        while (entry.back != null) {
            entry = entry.back;
            if (++n > in.depthCeiling() + 1) {
                throw io.agentcage.interpreter.internal.object.ImageException.corrupt("the frames are nested deeper"
                        + " than the recursion limit");
            }
        }
        if ((entry.code.flags & Code.MODULE) == 0) {
            throw io.agentcage.interpreter.internal.object.ImageException.corrupt("the outermost frame is not the"
                    + " program's");
        }
        if (push != null) {
            if (top.sp >= top.fast.length) {
                throw io.agentcage.interpreter.internal.object.ImageException.corrupt("the innermost frame's stack is"
                        + " full");
            }
            top.stack[top.sp++] = push;
        }
        GuestFrame prevFrame = in.frame;
        int depth = in.depth;
        in.enterNative();
        try {
            entry.entry = true;
            in.depth += n;
            return loop(in, entry, top, toThrow);
        } catch (RuntimeException | Error t) {
            GenInline.abandon(in, entry);
            throw t;
        } finally {
            in.leaveNative();
            in.depth = depth;
            in.frame = prevFrame;
        }
    }

    /** UNPACK_SEQUENCE 2, the instruction after FOR_ITER in {@code for a, b in ...}. */
    private static final int UNPACK_PAIR = Op.UNPACK_SEQUENCE | 2 << 8;

    static PyObject loop(Interp in, Frame entry, Frame start, PyException pending) {
        Frame f = start;
        in.frame = f;
        int[] code = f.code.code;
        PyObject[] stack = f.stack;
        PyObject[] fast = f.fast;
        PyObject[] consts = f.code.consts;
        PyStr[] names = f.code.names;
        int ip = f.ip;
        int sp = f.sp;
        int tick = TICK;
        // a tick ran out since the last backward jump: the next one looks for a hot loop (ADR 0066)
        boolean osrDue = false;
        boolean reraise = false;
        while (true) {
            try {
                if (pending != null) {
                    PyException p = pending;
                    pending = null;
                    throw p;
                }
                while (true) {
                    if (--tick <= 0) {
                        f.ip = ip;
                        in.charge(TICK - tick);
                        tick = TICK;
                        osrDue = Tier.ON;
                    }
                    int ins = code[ip++];
                    int arg = ins >>> 8;
                    switch (ins & 0xFF) {
                        case Op.NOP:
                            break;
                        case Op.POP_TOP:
                            stack[--sp] = null;
                            break;
                        case Op.POP_EXPR: {
                            PyObject v = stack[--sp];
                            stack[sp] = null;
                            if (v instanceof PyCoroutine c) {
                                f.ip = ip;
                                c.dropped(in, f.code.filename, f.line());
                            }
                            break;
                        }
                        case Op.ROT_TWO: {
                            PyObject t = stack[sp - 1];
                            stack[sp - 1] = stack[sp - 2];
                            stack[sp - 2] = t;
                            break;
                        }
                        case Op.ROT_THREE: {
                            PyObject t = stack[sp - 1];
                            stack[sp - 1] = stack[sp - 2];
                            stack[sp - 2] = stack[sp - 3];
                            stack[sp - 3] = t;
                            break;
                        }
                        case Op.ROT_FOUR: {
                            PyObject t = stack[sp - 1];
                            stack[sp - 1] = stack[sp - 2];
                            stack[sp - 2] = stack[sp - 3];
                            stack[sp - 3] = stack[sp - 4];
                            stack[sp - 4] = t;
                            break;
                        }
                        case Op.DUP_TOP:
                            stack[sp] = stack[sp - 1];
                            sp++;
                            break;
                        case Op.DUP_TOP_TWO:
                            stack[sp] = stack[sp - 2];
                            stack[sp + 1] = stack[sp - 1];
                            sp += 2;
                            break;
                        case Op.LOAD_CONST:
                            stack[sp++] = consts[arg];
                            break;
                        case Op.LOAD_FAST: {
                            PyObject v = fast[arg];
                            if (v == null) {
                                throw unboundLocal(f.code.varnames[arg]);
                            }
                            stack[sp++] = v;
                            break;
                        }
                        case Op.LOAD_FAST_LOAD_FAST: {
                            PyObject v = fast[arg & 0xFFF];
                            if (v == null) {
                                throw unboundLocal(f.code.varnames[arg & 0xFFF]);
                            }
                            ip++;
                            PyObject w = fast[arg >>> 12];
                            if (w == null) {
                                throw unboundLocal(f.code.varnames[arg >>> 12]);
                            }
                            tick--;
                            stack[sp++] = v;
                            stack[sp++] = w;
                            break;
                        }
                        case Op.STORE_FAST:
                            fast[arg] = stack[--sp];
                            stack[sp] = null;
                            break;
                        case Op.DELETE_FAST:
                            if (fast[arg] == null) {
                                throw unboundLocal(f.code.varnames[arg]);
                            }
                            fast[arg] = null;
                            break;
                        case Op.LOAD_DEREF: {
                            PyObject v = f.cells[arg].value;
                            if (v == null) {
                                throw unboundDeref(f.code, arg);
                            }
                            stack[sp++] = v;
                            break;
                        }
                        case Op.STORE_DEREF:
                            f.cells[arg].value = stack[--sp];
                            break;
                        case Op.DELETE_DEREF:
                            if (f.cells[arg].value == null) {
                                throw unboundDeref(f.code, arg);
                            }
                            f.cells[arg].value = null;
                            break;
                        case Op.LOAD_CLOSURE:
                            stack[sp++] = f.cells[arg];
                            break;
                        case Op.LOAD_GLOBAL: {
                            java.util.LinkedHashMap<PyObject, PyObject> gm = f.globals.map;
                            if (f.gcache[ip - 1] instanceof Code.GlobalCache gc && gc.map == gm
                                    && gm instanceof VersionedMap vm && gc.version == vm.version) {
                                stack[sp++] = gc.value;
                                break;
                            }
                            stack[sp++] = globalMiss(in, f, ip - 1, names[arg]);
                            break;
                        }
                        case Op.STORE_GLOBAL:
                            f.globals.put(names[arg], stack[--sp]);
                            break;
                        case Op.DELETE_GLOBAL:
                            if (f.globals.remove(names[arg]) == null) {
                                throw Exc.nameError(names[arg].value());
                            }
                            break;
                        case Op.LOAD_NAME:
                            stack[sp++] = loadName(in, f, names[arg]);
                            break;
                        case Op.STORE_NAME:
                            storeName(f, names[arg], stack[--sp]);
                            break;
                        case Op.DELETE_NAME:
                            deleteName(f, names[arg]);
                            break;
                        case Op.LOAD_CLASSDEREF: {
                            PyStr name = PyStr.intern(cellName(f.code, arg));
                            PyObject v = f.nameLocals == null ? null : Ops.getitemOrNull(f.nameLocals, name);
                            if (v == null) {
                                v = f.cells[arg].value;
                                if (v == null) {
                                    throw unboundDeref(f.code, arg);
                                }
                            }
                            stack[sp++] = v;
                            break;
                        }
                        case Op.LOAD_ATTR:
                            stack[sp - 1] = AttrSites.load(f.gcache, ip - 1, stack[sp - 1], names[arg]);
                            break;
                        case Op.STORE_ATTR: {
                            PyObject obj = stack[--sp];
                            PyObject v = stack[--sp];
                            AttrSites.store(f.gcache, ip - 1, obj, names[arg], v);
                            break;
                        }
                        case Op.DELETE_ATTR:
                            Ops.delattr(stack[--sp], names[arg]);
                            break;
                        case Op.LOAD_METHOD: {
                            PyObject obj = stack[sp - 1];
                            PyObject m = methodFor(f.gcache, ip - 1, obj, names[arg]);
                            if (m != null) {
                                stack[sp - 1] = m;
                                stack[sp++] = obj;
                            } else {
                                stack[sp - 1] = AttrSites.load(f.gcache, ip - 1, obj, names[arg]);
                                stack[sp++] = null;
                            }
                            break;
                        }
                        case Op.CALL_METHOD:
                        case Op.CALL: {
                            int argc = arg;
                            int base;
                            PyObject callable;
                            if ((ins & 0xFF) == Op.CALL_METHOD) {
                                PyObject self = stack[sp - argc - 1];
                                callable = stack[sp - argc - 2];
                                if (self != null) {
                                    base = sp - argc - 1;
                                    argc++;
                                } else {
                                    base = sp - argc;
                                }
                                sp -= arg + 2;
                            } else {
                                callable = stack[sp - argc - 1];
                                base = sp - argc;
                                sp -= argc + 1;
                            }
                            Frame pnf = positionalFrame(callable, stack, base, argc);
                            if (pnf != null) {
                                // Fast path: positional call of a plain function, bound method or the __init__
                                // of a plain class; the arguments move straight from this stack into the new
                                // frame's locals.
                                f.ip = ip;
                                f.sp = sp;
                                f = push(in, f, pnf);
                                code = f.code.code;
                                stack = f.stack;
                                fast = f.fast;
                                consts = f.code.consts;
                                names = f.code.names;
                                ip = f.ip;
                                sp = f.sp;
                                break;
                            }
                            if (callable instanceof PyBoundMethod bm && bm.function instanceof PyFunction) {
                                PyObject[] a = new PyObject[argc + 1];
                                a[0] = bm.self;
                                System.arraycopy(stack, base, a, 1, argc);
                                callable = bm.function;
                                clear(stack, base, argc);
                                f.ip = ip;
                                f.sp = sp;
                                PyFunction fn = (PyFunction) callable;
                                Frame nf = Calls.bind(in, fn, a, 0, a.length, null);
                                if (fn.code.isGenerator()) {
                                    stack[sp++] = AsyncOps.suspendable(in, nf);
                                    break;
                                }
                                f = push(in, f, nf);
                                code = f.code.code;
                                stack = f.stack;
                                fast = f.fast;
                                consts = f.code.consts;
                                names = f.code.names;
                                ip = f.ip;
                                sp = f.sp;
                                break;
                            }
                            if (callable instanceof PyFunction fn) {
                                f.ip = ip;
                                f.sp = sp;
                                Frame nf = Calls.bind(in, fn, stack, base, argc, null);
                                if (fn.code.isGenerator()) {
                                    stack[sp++] = AsyncOps.suspendable(in, nf);
                                    break;
                                }
                                f = push(in, f, nf);
                                code = f.code.code;
                                stack = f.stack;
                                fast = f.fast;
                                consts = f.code.consts;
                                names = f.code.names;
                                ip = f.ip;
                                sp = f.sp;
                                break;
                            }
                            f.ip = ip;
                            f.sp = sp;
                            if (callable instanceof PyBuiltin b && b.takesFixed(argc) && !b.host) {
                                // len(x), l.append(x), d.get(k, 0): no argument array (ADR 0061)
                                stack[sp++] = Ops.callFixed(in, b, stack, base, argc);
                                break;
                            }
                            PyObject[] a = new PyObject[argc];
                            System.arraycopy(stack, base, a, 0, argc);
                            clear(stack, base, argc);
                            PyObject r = callable instanceof PyBuiltin b && !b.host ? Ops.callBuiltin(in, b, a, null)
                                    : Calls.callAny(in, callable, a, null);
                            stack[sp++] = r;
                            break;
                        }
                        case Op.CALL_KW: {
                            PyTuple kwnames = (PyTuple) stack[--sp];
                            int base = sp - arg;
                            sp = base - 1;
                            f.ip = ip;
                            f.sp = sp;
                            PyObject callable = stack[sp];
                            Frame nf = KwCalls.frame(in, f.gcache, ip - 1, callable, stack, base, arg, kwnames);
                            if (nf == null) {
                                stack[sp++] = KwCalls.call(in, callable, stack, base, arg, kwnames);
                                break;
                            }
                            f = push(in, f, nf);
                            code = f.code.code;
                            stack = f.stack;
                            fast = f.fast;
                            consts = f.code.consts;
                            names = f.code.names;
                            ip = f.ip;
                            sp = f.sp;
                            break;
                        }
                        case Op.CALL_EX: {
                            PyDict kw = null;
                            if ((arg & 1) != 0) {
                                kw = (PyDict) stack[--sp];
                            }
                            PyObject argsObj = stack[--sp];
                            PyObject callable = stack[--sp];
                            PyObject[] a = ((PyTuple) argsObj).items;
                            f.ip = ip;
                            f.sp = sp;
                            if (callable instanceof PyFunction fn && !fn.code.isGenerator()) {
                                Frame nf = Calls.bind(in, fn, a, 0, a.length, kw);
                                f = push(in, f, nf);
                                code = f.code.code;
                                stack = f.stack;
                                fast = f.fast;
                                consts = f.code.consts;
                                names = f.code.names;
                                ip = f.ip;
                                sp = f.sp;
                                break;
                            }
                            stack[sp++] = Calls.callAny(in, callable, a.clone(), kw);
                            break;
                        }
                        case Op.BINARY_FAST_CONST:
                        case Op.INPLACE:
                        case Op.BINARY: {
                            PyObject a;
                            PyObject b;
                            int opc = ins & 0xFF;
                            if (opc != Op.BINARY_FAST_CONST) {
                                b = stack[--sp];
                                a = stack[sp - 1];
                                stack[sp] = null;
                            } else {
                                a = fast[arg & 0xFF];
                                if (a == null) {
                                    throw unboundLocal(f.code.varnames[arg & 0xFF]);
                                }
                                b = consts[(arg >>> 8) & 0xFF];
                                arg >>>= 16;
                                ip += 2;
                                tick -= 2;
                                sp++;
                            }
                            PyObject r = null;
                            Class<?> ca = a.getClass();
                            if (ca == PyFloat.class && b.getClass() == PyFloat.class && arg <= Arith.MUL) {
                                // exact floats, + - *: the IEEE operation is Python's (a op= b is a op b for floats)
                                double x = ((PyFloat) a).value;
                                double y = ((PyFloat) b).value;
                                r = new PyFloat(arg == Arith.ADD ? x + y : arg == Arith.SUB ? x - y : x * y);
                            } else if (ca == PyInt.class && b.getClass() == PyInt.class && ((PyInt) a).big == null
                                    && ((PyInt) b).big == null) {
                                long p = ((PyInt) a).value;
                                long q = ((PyInt) b).value;
                                if (arg <= Arith.SUB) {
                                    // + and - inline: p - q is p + ~q + 1, so the same sign test with ~q finds an
                                    // overflow, which goes on to Arith's big ints
                                    long m = arg == Arith.ADD ? q : ~q;
                                    long n = p + m + arg;
                                    if (((p ^ n) & (m ^ n)) >= 0) {
                                        r = PyInt.of(n);
                                    }
                                } else {
                                    r = smallIntOp(p, q, arg);
                                }
                            }
                            if (r == null) {
                                r = opc == Op.INPLACE ? Arith.inplaceQuick(a, b, arg) : Arith.binaryQuick(a, b, arg);
                            }
                            int next = code[ip];
                            if ((next & 0xFF) == Op.STORE_FAST) {
                                // x = a op b: the store runs here (and is counted as a step)
                                fast[next >>> 8] = r;
                                stack[--sp] = null;
                                ip++;
                                tick--;
                                break;
                            }
                            if (opc == Op.INPLACE && (next & 0xFF) == Op.ROT_THREE
                                    && (code[ip + 1] & 0xFF) == Op.STORE_SUBSCR) {
                                // o[k] op= v: the rotation and the item store run here (counted as two steps)
                                ip += 2;
                                tick -= 2;
                                sp -= 3;
                                Ops.setitem(stack[sp], stack[sp + 1], r);
                                stack[sp] = null;
                                stack[sp + 1] = null;
                                stack[sp + 2] = null;
                                break;
                            }
                            stack[sp - 1] = r;
                            break;
                        }
                        case Op.UNARY_NEG:
                            stack[sp - 1] = Arith.neg(stack[sp - 1]);
                            break;
                        case Op.UNARY_POS:
                            stack[sp - 1] = Arith.pos(stack[sp - 1]);
                            break;
                        case Op.UNARY_INVERT:
                            stack[sp - 1] = Arith.invert(stack[sp - 1]);
                            break;
                        case Op.UNARY_NOT:
                            stack[sp - 1] = PyBool.of(!Ops.truth(stack[sp - 1]));
                            break;
                        case Op.COMPARE_FAST_CONST:
                        case Op.COMPARE: {
                            PyObject a;
                            PyObject b;
                            if ((ins & 0xFF) == Op.COMPARE) {
                                b = stack[--sp];
                                a = stack[sp - 1];
                                stack[sp] = null;
                            } else {
                                a = fast[arg & 0xFF];
                                if (a == null) {
                                    throw unboundLocal(f.code.varnames[arg & 0xFF]);
                                }
                                b = consts[(arg >>> 8) & 0xFF];
                                arg >>>= 16;
                                ip += 2;
                                tick -= 2;
                                sp++;
                            }
                            PyObject res;
                            if (a.getClass() == PyInt.class && b.getClass() == PyInt.class
                                    && ((PyInt) a).big == null && ((PyInt) b).big == null) {
                                res = compareLongs(((PyInt) a).value, ((PyInt) b).value, arg);
                            } else {
                                res = Compare.compareQuick(a, b, arg);
                            }
                            int next = code[ip];
                            if ((next & 0xFF) == Op.POP_JUMP_IF_FALSE && res instanceof PyBool) {
                                // compare-and-branch: the jump runs here (and is counted as a step)
                                stack[--sp] = null;
                                ip++;
                                tick--;
                                if (res == PyBool.FALSE) {
                                    ip = next >>> 8;
                                }
                                break;
                            }
                            stack[sp - 1] = res;
                            break;
                        }
                        case Op.IS_OP: {
                            PyObject b = stack[--sp];
                            boolean r = stack[sp - 1] == b;
                            stack[sp - 1] = PyBool.of(arg == 0 ? r : !r);
                            break;
                        }
                        case Op.CONTAINS_OP: {
                            PyObject container = stack[--sp];
                            boolean r = Ops.contains(container, stack[sp - 1]);
                            stack[sp - 1] = PyBool.of(arg == 0 ? r : !r);
                            break;
                        }
                        case Op.SUBSCR_FAST_CONST:
                        case Op.SUBSCR: {
                            PyObject k;
                            PyObject o;
                            if ((ins & 0xFF) == Op.SUBSCR) {
                                k = stack[--sp];
                                o = stack[sp - 1];
                                stack[sp] = null;
                            } else {
                                o = fast[arg & 0xFF];
                                if (o == null) {
                                    throw unboundLocal(f.code.varnames[arg & 0xFF]);
                                }
                                k = consts[(arg >>> 8) & 0xFF];
                                if (arg > 0xFFFF) {
                                    // o[k] op= v: o and k stay below the item (the fused DUP_TOP_TWO)
                                    stack[sp++] = o;
                                    stack[sp++] = k;
                                    ip++;
                                    tick--;
                                }
                                ip += 2;
                                tick -= 2;
                                sp++;
                            }
                            if (o.getClass() == PyDict.class) {
                                // an exact dict (no __missing__): a hit is the whole lookup; a miss raises below
                                PyObject v = ((PyDict) o).map.get(k);
                                if (v != null) {
                                    stack[sp - 1] = v;
                                    break;
                                }
                            } else if (o instanceof PyList l && k instanceof PyInt ki && ki.isSmall()
                                    && o.type() == PyType.LIST) {
                                long i = ki.value;
                                if (i < 0) {
                                    i += l.size();
                                }
                                if (i >= 0 && i < l.size()) {
                                    stack[sp - 1] = l.array()[(int) i];
                                    break;
                                }
                            }
                            stack[sp - 1] = Ops.getitem(o, k);
                            break;
                        }
                        case Op.STORE_SUBSCR: {
                            PyObject k = stack[--sp];
                            PyObject o = stack[--sp];
                            PyObject v = stack[--sp];
                            Ops.setitem(o, k, v);
                            break;
                        }
                        case Op.DELETE_SUBSCR: {
                            PyObject k = stack[--sp];
                            PyObject o = stack[--sp];
                            Ops.delitem(o, k);
                            break;
                        }
                        case Op.JUMP:
                            ip = arg;
                            break;
                        case Op.JUMP_BACK:
                            ip = arg;
                            if (--tick <= 0 || osrDue) {
                                f.ip = ip;
                                in.charge(TICK - tick);
                                tick = TICK;
                                osrDue = false;
                                if (Tier.ON) {
                                    // a hot loop: the rest of this call may run compiled (ADR 0063)
                                    f.sp = sp;
                                    PyException p = Tier.osr(in, f);
                                    ip = f.ip;
                                    sp = f.sp;
                                    if (p != null) {
                                        throw p;
                                    }
                                }
                            }
                            break;
                        case Op.POP_JUMP_IF_FALSE: {
                            PyObject v = stack[--sp];
                            stack[sp] = null;
                            if (v == PyBool.FALSE || (v != PyBool.TRUE && !Ops.truth(v))) {
                                ip = arg;
                            }
                            break;
                        }
                        case Op.POP_JUMP_IF_TRUE: {
                            PyObject v = stack[--sp];
                            stack[sp] = null;
                            if (v == PyBool.TRUE || (v != PyBool.FALSE && Ops.truth(v))) {
                                ip = arg;
                            }
                            break;
                        }
                        case Op.JUMP_IF_FALSE_OR_POP:
                            if (!Ops.truth(stack[sp - 1])) {
                                ip = arg;
                            } else {
                                stack[--sp] = null;
                            }
                            break;
                        case Op.JUMP_IF_TRUE_OR_POP:
                            if (Ops.truth(stack[sp - 1])) {
                                ip = arg;
                            } else {
                                stack[--sp] = null;
                            }
                            break;
                        case Op.BUILD_TUPLE: {
                            PyObject[] items = new PyObject[arg];
                            sp -= arg;
                            System.arraycopy(stack, sp, items, 0, arg);
                            clear(stack, sp, arg);
                            stack[sp++] = PyTuple.of(items);
                            break;
                        }
                        case Op.UNPACK_SEQUENCE: {
                            PyObject[] items = Quick.unpackable(stack[sp - 1], arg);
                            if (items == null) {
                                f.ip = ip;
                                f.sp = sp;
                                ColdInstructions.execute(in, f, ins);
                                sp = f.sp;
                                break;
                            }
                            stack[--sp] = null;
                            int k = Quick.storeAll(items, arg, code, ip, fast);
                            if (k > 0) {
                                // the n STORE_FAST that follow ran here (and are counted as steps)
                                ip += k;
                                tick -= k;
                                break;
                            }
                            for (int i = arg - 1; i >= 0; i--) {
                                stack[sp++] = items[i];
                            }
                            break;
                        }
                        case Op.LIST_APPEND: {
                            PyObject v = stack[--sp];
                            stack[sp] = null;
                            ((PyList) stack[sp - arg]).append(v);
                            break;
                        }
                        case Op.GET_ITER:
                            stack[sp - 1] = Ops.iter(stack[sp - 1]);
                            break;
                        case Op.FOR_ITER: {
                            PyObject it = stack[sp - 1];
                            f.ip = ip;
                            f.sp = sp;
                            if (it instanceof PyIter pi && pi.pipes()) {
                                Frame gf = GenInline.enter(in, f, pi);
                                if (gf != null) {
                                    // the generator's frame runs in this loop until it yields (ADR 0045)
                                    f = gf;
                                    code = f.code.code;
                                    stack = f.stack;
                                    fast = f.fast;
                                    consts = f.code.consts;
                                    names = f.code.names;
                                    ip = f.ip;
                                    sp = f.sp;
                                    break;
                                }
                            }
                            int next = code[ip];
                            if (next == UNPACK_PAIR) {
                                // for i, x in enumerate(...): the pair goes onto the stack without a tuple
                                int nsp = Iters.nextPair(it, stack, sp);
                                if (nsp >= 0) {
                                    sp = nsp;
                                    ip++;
                                    tick--;
                                    break;
                                }
                                if (nsp == Iters.PAIR_DONE) {
                                    stack[--sp] = null;
                                    ip = arg;
                                    break;
                                }
                            }
                            PyObject x = it instanceof PyIter pi ? pi.next() : Ops.next(it);
                            if (x == null) {
                                stack[--sp] = null;
                                ip = arg;
                                break;
                            }
                            if ((next & 0xFF) == Op.STORE_FAST) {
                                // the loop variable's store runs here (and is counted as a step)
                                fast[next >>> 8] = x;
                                ip++;
                                tick--;
                            } else {
                                stack[sp++] = x;
                            }
                            break;
                        }
                        case Op.RETURN_VALUE: {
                            PyObject v = stack[--sp];
                            stack[sp] = null;
                            if (f == entry) {
                                f.finished = true;
                                f.sp = sp;
                                in.addSteps(TICK - tick);
                                return v;
                            }
                            if (f.inline != null) {
                                // the generator a for loop iterates ended: so does the loop
                                f = GenInline.returned(in, f, v);
                                code = f.code.code;
                                stack = f.stack;
                                fast = f.fast;
                                consts = f.code.consts;
                                names = f.code.names;
                                ip = f.ip;
                                sp = f.sp;
                                if (stack[sp - 1] instanceof PyGenerator) {
                                    stack[--sp] = null;
                                    ip = code[ip - 1] >>> 8;
                                } else {
                                    ip--; // a pipe's source ended: its stage decides (FOR_ITER's general path)
                                }
                                break;
                            }
                            Frame caller = f.back;
                            PyObject initSelf = f.initSelf;
                            f.back = null;
                            in.depth--;
                            f = caller;
                            in.frame = f;
                            code = f.code.code;
                            stack = f.stack;
                            fast = f.fast;
                            consts = f.code.consts;
                            names = f.code.names;
                            ip = f.ip;
                            sp = f.sp;
                            if (initSelf != null) {
                                if (v != PyNone.NONE) {
                                    throw Exc.typeError("__init__() should return None, not '" + Ops.typeName(v)
                                            + "'");
                                }
                                v = initSelf;
                            }
                            stack[sp++] = v;
                            break;
                        }
                        case Op.YIELD_VALUE: {
                            PyObject v = stack[--sp];
                            stack[sp] = null;
                            f.ip = ip;
                            f.sp = sp;
                            if (f.drive != null && GenDrive.offer(in, f, v)) {
                                // drained: resumed at once, None sent in (ADR 0044)
                                stack[sp++] = PyNone.NONE;
                                break;
                            }
                            if (f.inline != null) {
                                f = GenInline.yielded(in, f);
                                code = f.code.code;
                                stack = f.stack;
                                fast = f.fast;
                                consts = f.code.consts;
                                names = f.code.names;
                                ip = f.ip;
                                sp = f.sp;
                                v = GenInline.piped(stack[sp - 1], v);
                                if (v == null) {
                                    ip--; // a pipe's stage took no item from this value: FOR_ITER again
                                    break;
                                }
                                stack[sp++] = v;
                                break;
                            }
                            in.addSteps(TICK - tick);
                            return v;
                        }
                        default: {
                            f.ip = ip;
                            f.sp = sp;
                            int kind = ColdInstructions.execute(in, f, ins);
                            ip = f.ip;
                            sp = f.sp;
                            if (kind == ColdInstructions.YIELDED) {
                                PyObject v = f.yieldValue;
                                f.yieldValue = null;
                                if (f.drive != null && GenDrive.offer(in, f, v)) {
                                    stack[sp++] = PyNone.NONE;
                                    break;
                                }
                                if (f.inline != null) {
                                    f = GenInline.yielded(in, f);
                                    code = f.code.code;
                                    stack = f.stack;
                                    fast = f.fast;
                                    consts = f.code.consts;
                                    names = f.code.names;
                                    ip = f.ip;
                                    sp = f.sp;
                                    v = GenInline.piped(stack[sp - 1], v);
                                    if (v == null) {
                                        ip--;
                                        break;
                                    }
                                    stack[sp++] = v;
                                    break;
                                }
                                in.addSteps(TICK - tick);
                                return v;
                            }
                            if (kind == ColdInstructions.RERAISE) {
                                reraise = true;
                                PyException p = f.pendingRaise;
                                f.pendingRaise = null;
                                throw p;
                            }
                            break;
                        }
                    }
                }
            } catch (PyException e) {
                f.ip = ip;
                f.sp = sp;
                PyBaseException exc = e.exc;
                if (!reraise) {
                    if (!f.code.hidden()) {
                        exc.addTrace(new PyBaseException.TraceEntry(f.code.filename, f.line(), f.code.name,
                                f.position()));
                    }
                    PyObject h = in.currentHandled();
                    if (h != null && exc.context == null && h != exc) {
                        exc.context = h;
                    }
                }
                reraise = false;
                while (f.nblocks == 0) {
                    if (f == entry) {
                        f.finished = true;
                        in.addSteps(TICK - tick);
                        throw e;
                    }
                    if (f.inline != null) {
                        PyException x = GenInline.failed(in, f, e);
                        e = x;
                        exc = x.exc;
                    }
                    Frame caller = f.back;
                    f.back = null;
                    in.depth--;
                    f = caller;
                    in.frame = f;
                    if (!f.code.hidden()) {
                        exc.addTrace(new PyBaseException.TraceEntry(f.code.filename, f.line(), f.code.name,
                                f.position()));
                    }
                }
                f.nblocks--;
                int nb = f.nblocks;
                ip = f.blocks[nb * 2];
                sp = f.blocks[nb * 2 + 1];
                in.handled = f.blockExc[nb];
                f.blockExc[nb] = null;
                code = f.code.code;
                stack = f.stack;
                fast = f.fast;
                consts = f.code.consts;
                names = f.code.names;
                stack[sp++] = exc;
            }
        }
    }

    /** {@code p <op> q} for the comparison operators of {@link Compare}. */
    static PyBool compareLongs(long p, long q, int op) {
        boolean r;
        switch (op) {
            case Compare.EQ:
                r = p == q;
                break;
            case Compare.NE:
                r = p != q;
                break;
            case Compare.LT:
                r = p < q;
                break;
            case Compare.LE:
                r = p <= q;
                break;
            case Compare.GT:
                r = p > q;
                break;
            default:
                r = p >= q;
        }
        return r ? PyBool.TRUE : PyBool.FALSE;
    }

    /**
     * {@code p op q} for two exact ints that fit a long, when the result fits a long too and the operation cannot
     * fail; null otherwise (overflow, division by zero, other operators), and {@link Arith} decides. Small enough
     * to be inlined into the loop, unlike {@code Arith.binary}.
     */
    static PyInt smallIntOp(long p, long q, int op) {
        switch (op) {
            case Arith.ADD: {
                long r = p + q;
                return ((p ^ r) & (q ^ r)) < 0 ? null : PyInt.of(r);
            }
            case Arith.SUB: {
                long r = p - q;
                return ((p ^ q) & (p ^ r)) < 0 ? null : PyInt.of(r);
            }
            case Arith.MUL: {
                long hi = Math.multiplyHigh(p, q);
                long lo = p * q;
                return (hi == 0 && lo >= 0) || (hi == -1 && lo < 0) ? PyInt.of(lo) : null;
            }
            case Arith.MOD:
                return q == 0 ? null : PyInt.of(Math.floorMod(p, q));
            case Arith.FLOORDIV:
                return q == 0 || (p == Long.MIN_VALUE && q == -1) ? null : PyInt.of(Math.floorDiv(p, q));
            case Arith.AND:
                return PyInt.of(p & q);
            case Arith.OR:
                return PyInt.of(p | q);
            case Arith.XOR:
                return PyInt.of(p ^ q);
            default:
                return null;
        }
    }

    static void clear(PyObject[] stack, int from, int n) {
        for (int i = 0; i < n; i++) {
            stack[from + i] = null;
        }
    }

    /**
     * Links {@code nf} as the frame {@code caller} calls and returns the frame the loop goes on with: {@code nf}, or,
     * when {@code nf}'s code is compiled (ADR 0063), {@code caller} with the call's value pushed (the compiled code
     * ran the call to its end). The loop resumes the returned frame at its {@code ip} and {@code sp}.
     */
    private static Frame push(Interp in, Frame caller, Frame nf) {
        link(in, caller, nf);
        if (Tier.ON) {
            TierCode t = Tier.ready(nf.code);
            if (t != null) {
                PyObject v = Tier.runLinked(in, caller, nf, t);
                caller.stack[caller.sp++] = v;
                return caller;
            }
        }
        return nf;
    }

    /** Counts a call against the recursion limit and makes {@code nf} the innermost frame, called by {@code caller}. */
    static void link(Interp in, Frame caller, Frame nf) {
        if (++in.depth > in.maxDepth()) {
            in.depth--;
            throw Exc.make(Exc.RecursionError, "maximum recursion depth exceeded");
        }
        nf.back = caller;
        in.frame = nf;
    }

    /**
     * The frame of a call with {@code argc} positional arguments at {@code stack[base..]} that needs no argument
     * binding: a plain function (or a bound method of one) given its leading parameters, the rest from its
     * defaults; or {@code cls(...)} of a plain guest class, whose instance is made here (object.__new__) and whose
     * {@code __init__} frame hands the instance back when it returns. Moves the arguments out of the stack. Null
     * when the call needs the general path (nothing moved).
     */
    static Frame positionalFrame(PyObject callable, PyObject[] stack, int base, int argc) {
        if (callable instanceof PyFunction pf) {
            return plainFrame(pf, null, stack, base, argc);
        }
        if (callable instanceof PyBoundMethod bm && bm.function instanceof PyFunction pf) {
            return plainFrame(pf, bm.self, stack, base, argc);
        }
        if (callable instanceof PyType ct) {
            PyFunction init = plainInit(ct, argc);
            if (init != null) {
                // BaseException.__new__ keeps the call's arguments as args (the guest __init__ may set them again)
                PyObject obj = ct.layout() == PyType.Layout.OBJECT ? new PyInstance(ct)
                        : new PyBaseException(ct, new PyTuple(java.util.Arrays.copyOfRange(stack, base, base + argc)));
                Frame nf = plainFrame(init, obj, stack, base, argc);
                nf.initSelf = obj;
                return nf;
            }
        }
        return null;
    }

    private static Frame plainFrame(PyFunction pf, PyObject self, PyObject[] stack, int base, int argc) {
        Code c = pf.code;
        int missing = c.argcount - argc - (self == null ? 0 : 1);
        PyObject[] defs = pf.defaults;
        if (!c.plainCall || missing < 0 || missing > 0 && (defs == null || defs.length < missing)) {
            return null;
        }
        Frame nf = new Frame(c, pf.globals, pf);
        PyObject[] nfast = nf.fast;
        int j = 0;
        if (self != null) {
            nfast[j++] = self;
        }
        for (int i = 0; i < argc; i++) {
            nfast[j++] = stack[base + i];
            stack[base + i] = null;
        }
        for (int i = defs == null ? 0 : defs.length - missing; j < c.argcount; i++) {
            nfast[j++] = defs[i];
        }
        PyCell[] closure = pf.closure;
        if (closure != null) {
            System.arraycopy(closure, 0, nf.cells, 0, closure.length);
        }
        return nf;
    }

    /**
     * The {@code __init__} of a guest class whose instances {@code cls(...)} with {@code argc} positional arguments
     * can create in the loop: plain metaclass, no guest {@code __new__}, an object or exception layout (no exception
     * group) and a plain function
     * {@code __init__} taking exactly those arguments. Otherwise null (the general path through
     * {@code TypeCalls.construct}).
     */
    private static PyFunction plainInit(PyType cls, int argc) {
        PyType.Layout layout = cls.layout();
        if (cls.type() != PyType.TYPE || cls.isBuiltin() || cls.lookupGuest(Names.NEW) != null
                || layout != PyType.Layout.OBJECT && (layout != PyType.Layout.EXCEPTION
                || cls.isSubtypeOf(Exc.BaseExceptionGroup))) {
            return null;
        }
        PyObject init = cls.lookupGuest(Names.INIT);
        if (init instanceof PyFunction pf && pf.code.plainCall && pf.code.argcount >= argc + 1
                && pf.code.argcount - argc - 1 <= (pf.defaults == null ? 0 : pf.defaults.length)) {
            return pf;
        }
        return null;
    }

    /** The unbound method for {@code obj.name(...)} calls, or null when a plain attribute read is needed. */
    static PyObject methodFor(Object[] caches, int slot, PyObject obj, PyStr name) {
        PyObject cached = AttrSites.method(caches, slot, obj, name);
        if (cached != null) {
            return cached;
        }
        if (obj instanceof PyType || obj instanceof PyModule || obj instanceof PySuper) {
            return null;
        }
        PyType t = obj.type();
        PyObject d = t.lookup(name);
        if (d instanceof PyFunction || (d instanceof PyBuiltin b && b.method)) {
            if (Ops.ownAttr(obj, name) != null) {
                return null;
            }
            if (t.hasGuestClass() && t.lookupGuest(Names.GETATTRIBUTE) != null) {
                return null;
            }
            AttrSites.rememberMethod(caches, slot, obj, d);
            return d;
        }
        return null;
    }

    /**
     * LOAD_GLOBAL when its cache is stale: the name's value from the globals, the builtins or the host functions
     * (fixed per executor: cacheable like builtins), remembered at {@code slot} and the name watched in a module
     * namespace, so that a store of another global leaves this cache valid. Module-level code (no function) neither
     * caches nor watches: it stores the very names it reads ({@code for i in ...: total += f(i)}), so watching them
     * would make each of its own stores invalidate the caches of every function it calls.
     */
    static PyObject globalMiss(Interp in, Frame f, int slot, PyStr name) {
        java.util.LinkedHashMap<PyObject, PyObject> gm = f.globals.map;
        PyObject v = gm.get(name);
        if (v == null) {
            v = Registry.builtins().getStr(name);
            if (v == null) {
                v = hostOrFail(in, name);
            }
        }
        if (gm instanceof VersionedMap vm && f.function != null) {
            vm.watch(name);
            f.gcache[slot] = new Code.GlobalCache(gm, vm.version, v);
        }
        return v;
    }

    private static PyObject hostOrFail(Interp in, PyStr name) {
        PyObject h = in.services.hostFunctions.get(name.value());
        if (h != null) {
            return h;
        }
        throw Exc.nameError(name.value(), in.frame);
    }

    static PyObject loadName(Interp in, Frame f, PyStr name) {
        if (f.nameLocals != null) {
            PyObject v = Ops.getitemOrNull(f.nameLocals, name);
            if (v != null) {
                return v;
            }
        }
        PyObject v = f.globals.getStr(name);
        if (v != null) {
            return v;
        }
        v = Registry.builtins().getStr(name);
        if (v != null) {
            return v;
        }
        return hostOrFail(in, name);
    }

    static void storeName(Frame f, PyStr name, PyObject v) {
        if (f.nameLocals != null) {
            Ops.setitem(f.nameLocals, name, v);
        } else {
            f.globals.put(name, v);
        }
    }

    static void deleteName(Frame f, PyStr name) {
        if (f.nameLocals != null) {
            try {
                Ops.delitem(f.nameLocals, name);
            } catch (PyException e) {
                throw Exc.nameError(name.value());
            }
        } else if (f.globals.remove(name) == null) {
            throw Exc.nameError(name.value());
        }
    }

    static String cellName(Code c, int i) {
        return i < c.cellvars.length ? c.cellvars[i] : c.freevars[i - c.cellvars.length];
    }

    static PyException unboundLocal(String name) {
        return Exc.make(Exc.UnboundLocalError, "cannot access local variable '" + name
                + "' where it is not associated with a value");
    }

    static PyException unboundDeref(Code c, int i) {
        String name = cellName(c, i);
        if (i < c.cellvars.length) {
            return unboundLocal(name);
        }
        return Exc.make(Exc.NameError, "cannot access free variable '" + name
                + "' where it is not associated with a value in enclosing scope");
    }

    /** Generator resumption: runs the suspended frame until its next yield or its end. */
    static PyObject resume(Interp in, Frame f, PyException pending) {
        in.enterNative();
        try {
            return run(in, f, pending);
        } finally {
            in.leaveNative();
        }
    }

    static PyCell newCell() {
        return new PyCell(null);
    }

    static PyObject none() {
        return PyNone.NONE;
    }

    static boolean isIter(PyObject o) {
        return o instanceof PyIter;
    }
}
