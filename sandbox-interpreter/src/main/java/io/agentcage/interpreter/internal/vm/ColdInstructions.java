package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.CodeConst;
import io.agentcage.interpreter.internal.compile.DocString;
import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Containers;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.ExceptionGroups;
import io.agentcage.interpreter.internal.object.Format;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Iters;
import io.agentcage.interpreter.internal.object.Names;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySet;
import io.agentcage.interpreter.internal.object.PySlice;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.TypeCalls;

/**
 * The instructions that are not in {@link Vm}'s hot loop: building containers, unpacking, imports, class and
 * function creation, {@code raise}, {@code yield from}, pattern matching and the other less frequent ones. They
 * live here so that the loop stays small enough for HotSpot to compile (see {@link Vm} on the 8,000-byte limit).
 * {@link #execute} works on the frame's saved {@code ip} and {@code sp} and tells the loop how to go on.
 */
final class ColdInstructions {
    private ColdInstructions() {
    }

    /** {@link #execute}'s result: continue with the next instruction. */
    static final int NORMAL = 0;
    /** {@link #execute}'s result: the frame yielded (a {@code yield from} suspended); leave the loop. */
    static final int YIELDED = 1;
    /** {@link #execute}'s result: re-raise {@code f.pendingRaise} without a new traceback entry. */
    static final int RERAISE = 2;

    static int execute(Interp in, Frame f, int ins) {
        int arg = ins >>> 8;
        PyObject[] st = f.stack;
        switch (ins & 0xFF) {
            case Op.BUILD_TUPLE: {
                PyObject[] items = new PyObject[arg];
                f.sp -= arg;
                System.arraycopy(st, f.sp, items, 0, arg);
                clear(st, f.sp, arg);
                st[f.sp++] = PyTuple.of(items);
                return NORMAL;
            }
            case Op.BUILD_LIST: {
                PyObject[] items = new PyObject[Math.max(4, arg)];
                f.sp -= arg;
                System.arraycopy(st, f.sp, items, 0, arg);
                clear(st, f.sp, arg);
                st[f.sp++] = new PyList(items, arg);
                return NORMAL;
            }
            case Op.BUILD_SET: {
                PySet s = new PySet(false);
                f.sp -= arg;
                for (int i = 0; i < arg; i++) {
                    s.set.add(st[f.sp + i]);
                }
                clear(st, f.sp, arg);
                st[f.sp++] = s;
                return NORMAL;
            }
            case Op.BUILD_MAP: {
                PyDict d = new PyDict(arg);
                f.sp -= 2 * arg;
                for (int i = 0; i < arg; i++) {
                    d.put(st[f.sp + 2 * i], st[f.sp + 2 * i + 1]);
                }
                clear(st, f.sp, 2 * arg);
                st[f.sp++] = d;
                return NORMAL;
            }
            case Op.BUILD_STRING: {
                StringBuilder sb = new StringBuilder();
                f.sp -= arg;
                for (int i = 0; i < arg; i++) {
                    sb.append(((PyStr) st[f.sp + i]).value());
                }
                clear(st, f.sp, arg);
                if (sb.length() > 4096) {
                    in.reserveMemory(io.agentcage.interpreter.internal.object.Footprint.str(sb.length(), false));
                }
                st[f.sp++] = new PyStr(sb.toString());
                return NORMAL;
            }
            case Op.BUILD_SLICE: {
                PyObject step = arg == 3 ? st[--f.sp] : PyNone.NONE;
                PyObject stop = st[--f.sp];
                PyObject start = st[--f.sp];
                st[f.sp++] = new PySlice(start, stop, step);
                return NORMAL;
            }
            case Op.LIST_APPEND: {
                PyObject v = st[--f.sp];
                ((PyList) st[f.sp - arg]).append(v);
                return NORMAL;
            }
            case Op.SET_ADD: {
                PyObject v = st[--f.sp];
                ((PySet) st[f.sp - arg]).set.add(v);
                return NORMAL;
            }
            case Op.MAP_ADD: {
                PyObject v = st[--f.sp];
                PyObject k = st[--f.sp];
                ((PyDict) st[f.sp - arg]).put(k, v);
                return NORMAL;
            }
            case Op.LIST_EXTEND: {
                PyObject v = st[--f.sp];
                int depth = arg & 0xFF;
                try {
                    Iters.extend((PyList) st[f.sp - depth], v);
                } catch (PyException e) {
                    if (Exc.matches(e, Exc.TypeError) && !Ops.isIterable(v)) {
                        throw Exc.typeError(((arg & Op.NAMES_CALLEE) != 0
                                ? CallableNames.of(st[f.sp - depth - 1]) + " argument" : "Value")
                                + " after * must be an iterable, not " + Ops.typeName(v));
                    }
                    throw e;
                }
                return NORMAL;
            }
            case Op.SET_UPDATE: {
                PyObject v = st[--f.sp];
                PySet s = (PySet) st[f.sp - arg];
                PyObject it = Ops.iter(v);
                for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
                    s.set.add(x);
                }
                return NORMAL;
            }
            case Op.DICT_UPDATE: {
                PyObject v = st[--f.sp];
                if (!(v instanceof PyDict) && v.type().lookup("keys") == null) {
                    throw Exc.typeError("'" + Ops.typeName(v) + "' object is not a mapping");
                }
                Containers.dictUpdate((PyDict) st[f.sp - arg], v);
                return NORMAL;
            }
            case Op.DICT_MERGE: {
                PyObject v = st[--f.sp];
                PyDict d = (PyDict) st[f.sp - arg];
                // the stack holds the callable, the positional tuple, then this dict
                if (!(v instanceof PyDict) && v.type().lookup("keys") == null) {
                    throw Exc.typeError(CallableNames.of(st[f.sp - arg - 2]) + " argument after ** must be a mapping, not "
                            + Ops.typeName(v));
                }
                PyDict src = new PyDict();
                Containers.dictUpdate(src, v);
                for (var e : src.map.entrySet()) {
                    if (!(e.getKey() instanceof PyStr)) {
                        throw Exc.typeError("keywords must be strings");
                    }
                    if (d.map.containsKey(e.getKey())) {
                        throw Exc.typeError(CallableNames.of(st[f.sp - arg - 2])
                                + " got multiple values for keyword argument '" + e.getKey() + "'");
                    }
                    d.put(e.getKey(), e.getValue());
                }
                return NORMAL;
            }
            case Op.LIST_TO_TUPLE:
                st[f.sp - 1] = new PyTuple(((PyList) st[f.sp - 1]).toArray());
                return NORMAL;
            case Op.UNPACK_SEQUENCE:
                unpack(f, arg);
                return NORMAL;
            case Op.UNPACK_EX:
                unpackEx(in, f, arg & 0xFF, arg >>> 8);
                return NORMAL;
            case Op.FORMAT_VALUE: {
                PyObject spec = (arg & 4) != 0 ? st[--f.sp] : null;
                PyObject v = st[--f.sp];
                int conv = arg & 3;
                if (conv == 1) {
                    v = new PyStr(Ops.str(v));
                } else if (conv == 2) {
                    v = new PyStr(Ops.repr(v));
                } else if (conv == 3) {
                    v = new PyStr(io.agentcage.interpreter.internal.object.Repr.ascii(v));
                }
                String specStr = spec == null ? "" : ((PyStr) spec).value();
                st[f.sp++] = v.getClass() == PyStr.class && specStr.isEmpty() ? v : new PyStr(Format.format(v, specStr));
                return NORMAL;
            }
            case Op.MAKE_FUNCTION:
                makeFunction(f, arg);
                return NORMAL;
            case Op.BUILD_CLASS:
                Classes.build(in, f, arg);
                return NORMAL;
            case Op.RAISE:
                return raise(in, f, arg);
            case Op.RERAISE: {
                PyObject exc = st[--f.sp];
                f.pendingRaise = new PyException((PyBaseException) exc);
                return RERAISE;
            }
            case Op.SETUP_FINALLY:
                f.pushBlock(arg, f.sp, in.handled);
                return NORMAL;
            case Op.SETUP_CLEANUP:
                f.pushBlock(arg, f.sp - 1, in.handled);
                return NORMAL;
            case Op.POP_BLOCK:
                f.nblocks--;
                f.blockExc[f.nblocks] = null;
                return NORMAL;
            case Op.PUSH_EXC_INFO: {
                PyObject exc = st[f.sp - 1];
                PyObject prev = in.handled;
                st[f.sp - 1] = prev == null ? PyNone.NONE : prev;
                st[f.sp++] = exc;
                in.handled = exc;
                return NORMAL;
            }
            case Op.POP_EXCEPT: {
                PyObject prev = st[--f.sp];
                st[f.sp] = null;
                in.handled = prev == PyNone.NONE ? null : prev;
                return NORMAL;
            }
            case Op.POP_EXCEPT_RERAISE: {
                PyObject exc = st[--f.sp];
                PyObject prev = st[--f.sp];
                in.handled = prev == PyNone.NONE ? null : prev;
                f.pendingRaise = new PyException((PyBaseException) exc);
                return RERAISE;
            }
            case Op.CHECK_EXC_MATCH: {
                PyObject t = st[--f.sp];
                PyObject exc = st[f.sp - 1];
                st[f.sp++] = io.agentcage.interpreter.internal.object.PyBool.of(excMatches(exc, t));
                return NORMAL;
            }
            case Op.CHECK_EG_MATCH: {
                PyObject t = st[--f.sp];
                st[f.sp] = null;
                PyObject[] r = ExceptionGroups.match(in, st[f.sp - 1], t);
                st[f.sp - 1] = r[1];
                if (r[0] == PyNone.NONE) {
                    f.ip = arg;
                    return NORMAL;
                }
                st[f.sp++] = r[0];
                in.handled = r[0];
                return NORMAL;
            }
            case Op.PREP_RERAISE_STAR: {
                PyList raised = (PyList) st[--f.sp];
                st[f.sp] = null;
                PyObject orig = st[--f.sp];
                st[f.sp] = null;
                PyBaseException r = ExceptionGroups.prepReraise(in, orig, raised);
                if (r == null) {
                    return NORMAL;
                }
                f.pendingRaise = new PyException(r);
                return RERAISE;
            }
            case Op.BEFORE_WITH: {
                PyObject mgr = st[f.sp - 1];
                PyObject enter = mgr.type().lookup(Names.ENTER);
                PyObject exit = mgr.type().lookup(Names.EXIT);
                if (enter == null || exit == null) {
                    throw Exc.typeError("'" + Ops.typeName(mgr) + "' object does not support the context manager"
                            + " protocol");
                }
                st[f.sp - 1] = new io.agentcage.interpreter.internal.object.PyBoundMethod(mgr, exit);
                st[f.sp++] = Ops.callMethod(mgr, enter);
                return NORMAL;
            }
            case Op.WITH_EXIT: {
                PyObject exit = st[--f.sp];
                st[f.sp] = null;
                in.call(exit, PyNone.NONE, PyNone.NONE, PyNone.NONE);
                return NORMAL;
            }
            case Op.WITH_EXCEPT: {
                PyObject exc = st[f.sp - 1];
                PyObject prev = st[f.sp - 2];
                PyObject exit = st[f.sp - 3];
                PyObject r = in.call(exit, exc.type(), exc, PyNone.NONE);
                if (Ops.truth(r)) {
                    f.sp -= 3;
                    clear(st, f.sp, 3);
                    in.handled = prev == PyNone.NONE ? null : prev;
                    return NORMAL;
                }
                f.sp -= 3;
                clear(st, f.sp, 3);
                in.handled = prev == PyNone.NONE ? null : prev;
                f.pendingRaise = new PyException((PyBaseException) exc);
                return RERAISE;
            }
            case Op.IMPORT_NAME: {
                PyObject level = st[--f.sp];
                PyObject fromlist = st[--f.sp];
                st[f.sp++] = Imports.importName(in, f, f.code.names[arg].value(), fromlist);
                return NORMAL;
            }
            case Op.IMPORT_FROM:
                st[f.sp] = Imports.importFrom(in, st[f.sp - 1], f.code.names[arg]);
                f.sp++;
                return NORMAL;
            case Op.IMPORT_STAR: {
                PyObject mod = st[--f.sp];
                Imports.importStar(f, (PyModule) mod);
                return NORMAL;
            }
            case Op.LOAD_ASSERTION_ERROR:
                st[f.sp++] = Exc.AssertionError;
                return NORMAL;
            case Op.GET_YIELD_FROM_ITER: {
                PyObject v = st[f.sp - 1];
                if (v instanceof PyCoroutine) {
                    throw Exc.typeError("cannot 'yield from' a coroutine object in a non-coroutine generator");
                }
                if (!(v instanceof PyGenerator)) {
                    st[f.sp - 1] = Ops.iter(v);
                }
                return NORMAL;
            }
            case Op.YIELD_FROM:
                return yieldFrom(in, f);
            case Op.GET_AWAITABLE:
                st[f.sp - 1] = AsyncOps.awaitable(in, st[f.sp - 1], arg);
                return NORMAL;
            case Op.GET_AITER:
                st[f.sp - 1] = AsyncOps.aiter(in, st[f.sp - 1]);
                return NORMAL;
            case Op.GET_ANEXT:
                st[f.sp] = AsyncOps.anext(in, st[f.sp - 1]);
                f.sp++;
                return NORMAL;
            case Op.END_ASYNC_FOR:
                return AsyncOps.endAsyncFor(f);
            case Op.BEFORE_ASYNC_WITH:
                AsyncOps.beforeAsyncWith(f);
                return NORMAL;
            case Op.ASYNC_WITH_EXIT:
                st[f.sp - 1] = in.call(st[f.sp - 1], PyNone.NONE, PyNone.NONE, PyNone.NONE);
                return NORMAL;
            case Op.ASYNC_WITH_EXCEPT:
                AsyncOps.withExcept(in, f);
                return NORMAL;
            case Op.ASYNC_WITH_EXCEPT_END:
                return AsyncOps.withExceptEnd(in, f);
            case Op.ASYNC_GEN_YIELD: {
                f.yieldValue = st[--f.sp];
                st[f.sp] = null;
                f.asyncGenYield = true;
                return YIELDED;
            }
            case Op.LOAD_SUPER_CELL: {
                PyObject cell = f.cells[arg];
                st[f.sp++] = cell instanceof PyCell c && c.value != null ? c.value : null;
                if (st[f.sp - 1] == null) {
                    throw Exc.runtimeError("super(): __class__ cell not found");
                }
                return NORMAL;
            }
            default:
                return Patterns.execute(in, f, ins);
        }
    }

    static void clear(PyObject[] st, int from, int n) {
        for (int i = 0; i < n; i++) {
            st[from + i] = null;
        }
    }

    static boolean excMatches(PyObject exc, PyObject t) {
        if (t instanceof PyTuple tu) {
            for (PyObject x : tu.items) {
                if (excMatches(exc, x)) {
                    return true;
                }
            }
            return false;
        }
        if (!(t instanceof PyType tt) || !tt.isSubtypeOf(Exc.BaseException)) {
            throw Exc.typeError("catching classes that do not inherit from BaseException is not allowed");
        }
        return exc.type().isSubtypeOf(tt);
    }

    private static void unpack(Frame f, int n) {
        PyObject[] st = f.stack;
        PyObject v = st[--f.sp];
        PyObject[] items;
        if (v instanceof PyTuple t && !t.type().hasGuestClass()) {
            items = t.items;
        } else if (v instanceof PyList l && !l.type().hasGuestClass()) {
            items = l.toArray();
        } else {
            if (!Ops.isIterable(v)) {
                throw Exc.typeError("cannot unpack non-iterable " + Ops.typeName(v) + " object");
            }
            PyObject it = Ops.iter(v);
            items = new PyObject[n];
            for (int i = 0; i < n; i++) {
                PyObject x = Ops.next(it);
                if (x == null) {
                    throw Exc.valueError("not enough values to unpack (expected " + n + ", got " + i + ")");
                }
                items[i] = x;
            }
            if (Ops.next(it) != null) {
                throw Exc.valueError("too many values to unpack (expected " + n + ")");
            }
        }
        if (items.length != n) {
            if (items.length < n) {
                throw Exc.valueError("not enough values to unpack (expected " + n + ", got " + items.length + ")");
            }
            throw Exc.valueError("too many values to unpack (expected " + n + ")");
        }
        for (int i = n - 1; i >= 0; i--) {
            st[f.sp++] = items[i];
        }
    }

    private static void unpackEx(Interp in, Frame f, int before, int after) {
        PyObject[] st = f.stack;
        PyObject v = st[--f.sp];
        if (!Ops.isIterable(v)) {
            throw Exc.typeError("cannot unpack non-iterable " + Ops.typeName(v) + " object");
        }
        PyObject[] items = Iters.toArray(v);
        if (items.length < before + after) {
            throw Exc.valueError("not enough values to unpack (expected at least " + (before + after) + ", got "
                    + items.length + ")");
        }
        for (int i = items.length - 1; i >= items.length - after; i--) {
            st[f.sp++] = items[i];
        }
        int midLen = items.length - before - after;
        PyObject[] mid = new PyObject[Math.max(4, midLen)];
        System.arraycopy(items, before, mid, 0, midLen);
        st[f.sp++] = new PyList(mid, midLen);
        for (int i = before - 1; i >= 0; i--) {
            st[f.sp++] = items[i];
        }
    }

    private static void makeFunction(Frame f, int flags) {
        PyObject[] st = f.stack;
        Code code = ((CodeConst) st[--f.sp]).code;
        PyCell[] closure = null;
        if ((flags & 8) != 0) {
            PyTuple t = (PyTuple) st[--f.sp];
            closure = new PyCell[t.items.length];
            for (int i = 0; i < closure.length; i++) {
                closure[i] = (PyCell) t.items[i];
            }
        }
        PyDict annotations = (flags & 4) != 0 ? (PyDict) st[--f.sp] : null;
        PyDict kwdefaults = (flags & 2) != 0 ? (PyDict) st[--f.sp] : null;
        PyObject[] defaults = (flags & 1) != 0 ? ((PyTuple) st[--f.sp]).items : null;
        PyFunction fn = new PyFunction(code, f.globals, defaults, kwdefaults, closure);
        fn.annotations = annotations;
        PyObject modName = f.globals.getStr(Names.NAME);
        if (modName instanceof PyStr ms) {
            fn.module = ms.value();
        }
        if (code.consts.length > 0 && code.consts[0] instanceof DocString ds) {
            fn.doc = ds.doc;
        }
        st[f.sp++] = fn;
    }

    private static int raise(Interp in, Frame f, int argc) {
        PyObject[] st = f.stack;
        if (argc == 0) {
            PyObject h = in.currentHandled();
            if (h == null) {
                throw Exc.runtimeError("No active exception to reraise");
            }
            f.pendingRaise = new PyException((PyBaseException) h);
            return RERAISE;
        }
        PyObject cause = argc == 2 ? st[--f.sp] : null;
        PyObject e = st[--f.sp];
        PyBaseException exc = Exc.toException(in, e);
        if (cause != null) {
            if (cause == PyNone.NONE) {
                exc.cause = null;
            } else {
                exc.cause = Exc.toException(in, cause);
            }
            exc.suppressContext = true;
        }
        throw new PyException(exc);
    }

    private static int yieldFrom(Interp in, Frame f) {
        PyObject[] st = f.stack;
        PyObject v = st[--f.sp];
        st[f.sp] = null;
        PyObject sub = st[f.sp - 1];
        PyObject r;
        try {
            if (sub instanceof GenCore.Delegate d) {
                r = d.resumeDelegate(in, v, null);
            } else if (v == PyNone.NONE) {
                r = Ops.next(sub);
                if (r == null) {
                    st[f.sp - 1] = PyNone.NONE;
                    f.delegate = null;
                    return NORMAL;
                }
            } else {
                r = Ops.call(in, Ops.getattr(sub, PyStr.intern("send")), new PyObject[] {v}, null);
            }
        } catch (PyException e) {
            if (Exc.matches(e, Exc.StopIteration)) {
                PyBaseException se = e.exc;
                st[f.sp - 1] = se.args.size() > 0 ? se.args.get(0) : PyNone.NONE;
                f.delegate = null;
                return NORMAL;
            }
            f.delegate = null;
            throw e;
        }
        if (r == null) {
            PyObject ret = sub instanceof GenCore.Delegate d ? d.delegateReturn() : PyNone.NONE;
            st[f.sp - 1] = ret;
            f.delegate = null;
            return NORMAL;
        }
        f.delegate = sub;
        f.ip = f.ip - 1;
        f.yieldValue = r;
        return YIELDED;
    }

    static PyObject kwArgsOrNull(PyDict d) {
        return d == null || d.size() == 0 ? null : d;
    }

    static void checkArgs(String n, PyObject[] a, int min, int max) {
        Args.count(n, a, min, max);
    }

    static PyObject makeClassPlain(Interp in, String name, PyObject[] bases, PyDict ns) {
        return TypeCalls.makeClass(in, PyType.TYPE, name, bases, ns, null);
    }
}
