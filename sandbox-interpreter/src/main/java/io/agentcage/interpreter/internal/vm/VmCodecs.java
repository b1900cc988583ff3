package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.ImageCodec;
import io.agentcage.interpreter.internal.object.ImageException;
import io.agentcage.interpreter.internal.object.ImageGraph;
import io.agentcage.interpreter.internal.object.ImageIn;
import io.agentcage.interpreter.internal.object.ImageOut;
import io.agentcage.interpreter.internal.object.ObjectCodecs;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * Snapshot records of the VM's state: frames (code by place, instruction pointer, locals and value stack, cells,
 * block stack, the frame they return to), generators, coroutines, async generators and their awaitables, and the
 * code objects {@code compile()} returns. Reading checks every index against the code the frame runs, so a frame
 * read from a snapshot cannot point outside its code or its stack.
 */
public final class VmCodecs implements ImageCodec {
    static final int FRAME = 64;
    static final int GENERATOR = 65;
    static final int COROUTINE = 66;
    static final int ASYNC_GEN = 67;
    static final int ASYNC_STEP = 68;
    static final int CORO_WRAPPER = 69;
    static final int ANEXT = 70;
    static final int COMPILED = 71;

    @Override
    public boolean reads(int kind) {
        return kind >= FRAME && kind <= COMPILED;
    }

    @Override
    public int kindOf(Object o) {
        Class<?> k = o.getClass();
        if (k == Frame.class) {
            return FRAME;
        }
        if (k == PyGenerator.class) {
            return GENERATOR;
        }
        if (k == PyCoroutine.class) {
            return COROUTINE;
        }
        if (k == PyAsyncGenerator.class) {
            return ASYNC_GEN;
        }
        if (k == PyAsyncGenerator.Step.class) {
            return ASYNC_STEP;
        }
        if (k == PyCoroutine.Wrapper.class) {
            return CORO_WRAPPER;
        }
        if (k == AsyncBuiltins.AnextDefault.class) {
            return ANEXT;
        }
        return k == VmBuiltins.CompiledCode.class ? COMPILED : -1;
    }

    @Override
    public void write(Object o, ImageOut out) {
        if (o instanceof Frame f) {
            frame(f, out);
        } else if (o instanceof PyGenerator g) {
            core(g.core, out);
        } else if (o instanceof PyCoroutine c) {
            core(c.core, out);
            out.str(c.name);
            out.str(c.qualname);
            out.bool(c.settled);
        } else if (o instanceof PyAsyncGenerator g) {
            core(g.core, out);
            out.str(g.name);
            out.str(g.qualname);
            out.bool(g.runningAsync);
            out.bool(g.hooked);
        } else if (o instanceof PyAsyncGenerator.Step s) {
            out.ref(s.gen, "async generator");
            out.u8(s.mode);
            out.ref(s.sendValue, "value sent");
            out.ref(s.toThrow == null ? null : s.toThrow.exc, "exception thrown");
            out.u8(s.state);
            out.ref(s.result, "result");
        } else if (o instanceof PyCoroutine.Wrapper w) {
            out.ref(w.coro, "coroutine");
        } else if (o instanceof AsyncBuiltins.AnextDefault a) {
            out.ref(a.inner, "awaitable");
            out.ref(a.dflt, "default");
            out.ref(a.result, "result");
        } else if (o instanceof VmBuiltins.CompiledCode c) {
            out.code(c.code);
            out.str(c.mode);
        }
    }

    private static void core(GenCore c, ImageOut out) {
        if (c.running) {
            throw out.refuse("a running " + c.noun() + " cannot be saved");
        }
        out.ref(c.frame, c.noun() + " frame");
        out.ref(c.returnValue, "return value");
        out.ref(c.handled, "handled exception");
        out.bool(c.yielded);
    }

    private static void frame(Frame f, ImageOut out) {
        String where = "frame of " + f.code.qualname;
        out.code(f.code);
        out.ref(f.globals, "globals");
        out.ref(f.function, "function");
        out.ref(f.nameLocals, "local namespace");
        out.ref(f.back, "caller of " + f.code.qualname);
        out.uint(f.ip);
        out.uint(f.sp);
        for (int i = 0; i < f.sp; i++) {
            out.ref(f.fast[i], i < f.code.nlocals ? "local '" + f.code.varnames[i] + "' of " + f.code.qualname
                    : "value stack of " + f.code.qualname);
        }
        out.uint(f.cells.length);
        for (PyCell c : f.cells) {
            out.ref(c, "cell of " + f.code.qualname);
        }
        out.uint(f.nblocks);
        for (int i = 0; i < f.nblocks; i++) {
            out.uint(f.blocks[2 * i]);
            out.uint(f.blocks[2 * i + 1]);
            out.ref(f.blockExc[i], "handled exception in " + where);
        }
        out.ref(f.delegate, "awaited in " + where);
        out.ref(f.yieldValue, "yielded in " + where);
        out.ref(f.pendingRaise == null ? null : f.pendingRaise.exc, "raised in " + where);
        out.ref(f.initSelf, "instance made in " + where);
        out.u8((f.finished ? 1 : 0) | (f.started ? 2 : 0) | (f.entry ? 4 : 0) | (f.asyncGenYield ? 8 : 0));
    }

    @Override
    public Record read(int kind, ImageIn in) {
        switch (kind) {
            case FRAME:
                return FrameRecord.read(in);
            case GENERATOR:
            case COROUTINE:
            case ASYNC_GEN:
                return generator(kind, in);
            case ASYNC_STEP: {
                int gen = in.ref();
                int mode = in.u8();
                int send = in.ref();
                int thrown = in.ref();
                int state = in.u8();
                int result = in.ref();
                if (mode > PyAsyncGenerator.Step.CLOSE || state > 2) {
                    throw ImageException.corrupt("an async generator step in mode " + mode + ", state " + state);
                }
                return new Record() {
                    @Override
                    public int[] needs() {
                        return new int[] {gen};
                    }

                    @Override
                    public Object build(ImageGraph g) {
                        return new PyAsyncGenerator.Step(g.get(gen, PyAsyncGenerator.class, false, "an async"
                                + " generator"), mode, PyNone.NONE, null);
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        PyAsyncGenerator.Step s = (PyAsyncGenerator.Step) self;
                        s.sendValue = g.get(send, PyObject.class, true, "a value sent");
                        PyBaseException t = g.get(thrown, PyBaseException.class, true, "an exception thrown");
                        s.toThrow = t == null ? null : new PyException(t);
                        s.state = state;
                        s.result = g.value(result, "a result");
                    }
                };
            }
            case CORO_WRAPPER: {
                int coro = in.ref();
                return new Record() {
                    @Override
                    public int[] needs() {
                        return new int[] {coro};
                    }

                    @Override
                    public Object build(ImageGraph g) {
                        return new PyCoroutine.Wrapper(g.get(coro, PyCoroutine.class, false, "a coroutine"));
                    }
                };
            }
            case ANEXT: {
                int inner = in.ref();
                int dflt = in.ref();
                int result = in.ref();
                return new Record() {
                    @Override
                    public int[] needs() {
                        return new int[] {inner, dflt};
                    }

                    @Override
                    public Object build(ImageGraph g) {
                        return new AsyncBuiltins.AnextDefault(g.value(inner, "an awaitable"), g.value(dflt,
                                "a default"));
                    }

                    @Override
                    public void fill(ImageGraph g, Object self) {
                        ((AsyncBuiltins.AnextDefault) self).result = g.value(result, "a result");
                    }
                };
            }
            default: {
                int code = in.code();
                String mode = in.str();
                return new Record() {
                    @Override
                    public Object build(ImageGraph g) {
                        return new VmBuiltins.CompiledCode(g.code(code), mode);
                    }
                };
            }
        }
    }

    private static Record generator(int kind, ImageIn in) {
        int frame = in.ref();
        int ret = in.ref();
        int handled = in.ref();
        boolean yielded = in.bool();
        String name = kind == GENERATOR ? null : in.str();
        String qualname = kind == GENERATOR ? null : in.str();
        boolean flag1 = kind != GENERATOR && in.bool();
        boolean flag2 = kind == ASYNC_GEN && in.bool();
        return new Record() {
            @Override
            public int[] needs() {
                return new int[] {frame};
            }

            @Override
            public Object build(ImageGraph g) {
                Frame f = g.get(frame, Frame.class, false, "a generator's frame");
                int expected = kind == GENERATOR ? 0 : kind == COROUTINE ? Code.COROUTINE : Code.ASYNC_GENERATOR;
                if (!f.code.isGenerator() || (f.code.flags & (Code.COROUTINE | Code.ASYNC_GENERATOR)) != expected) {
                    throw ImageException.corrupt("a generator object over code of another kind");
                }
                if (kind == GENERATOR) {
                    return new PyGenerator(f);
                }
                if (kind == COROUTINE) {
                    return new PyCoroutine(f, name, qualname, flag1);
                }
                PyAsyncGenerator a = new PyAsyncGenerator(f);
                a.name = name;
                a.qualname = qualname;
                a.runningAsync = flag1;
                a.hooked = flag2;
                return a;
            }

            @Override
            public void fill(ImageGraph g, Object self) {
                GenCore c = self instanceof PyGenerator p ? p.core : self instanceof PyCoroutine co ? co.core
                        : ((PyAsyncGenerator) self).core;
                c.returnValue = g.value(ret, "a return value");
                c.handled = g.get(handled, PyObject.class, true, "a handled exception");
                c.yielded = yielded;
            }
        };
    }

    /** Frames, made from their code and namespace, then given their state, checked against that code. */
    static final class FrameRecord extends Record {
        private int code;
        private int globals;
        private int function;
        private int nameLocals;
        private int back;
        private int ip;
        private int sp;
        private int[] slots;
        private int[] cells;
        private int[] blocks;
        private int[] blockExc;
        private int delegate;
        private int yieldValue;
        private int pendingRaise;
        private int initSelf;
        private int flags;

        static FrameRecord read(ImageIn in) {
            FrameRecord r = new FrameRecord();
            r.code = in.code();
            r.globals = in.ref();
            r.function = in.ref();
            r.nameLocals = in.ref();
            r.back = in.ref();
            r.ip = in.uint();
            r.sp = in.uint();
            r.slots = new int[r.sp];
            if (r.sp > 1 << 20) {
                throw ImageException.corrupt("a frame's stack is too deep");
            }
            for (int i = 0; i < r.sp; i++) {
                r.slots[i] = in.ref();
            }
            r.cells = ObjectCodecs.readRefs(in);
            int nb = in.count(3);
            r.blocks = new int[2 * nb];
            r.blockExc = new int[nb];
            for (int i = 0; i < nb; i++) {
                r.blocks[2 * i] = in.uint();
                r.blocks[2 * i + 1] = in.uint();
                r.blockExc[i] = in.ref();
            }
            r.delegate = in.ref();
            r.yieldValue = in.ref();
            r.pendingRaise = in.ref();
            r.initSelf = in.ref();
            r.flags = in.u8();
            return r;
        }

        @Override
        public int[] needs() {
            return new int[] {globals, function};
        }

        @Override
        public Object build(ImageGraph g) {
            Code c = g.code(code);
            check(c);
            PyFunction fn = g.get(function, PyFunction.class, true, "a frame's function");
            if (fn != null && fn.code != c) {
                throw ImageException.corrupt("a frame runs other code than its function's");
            }
            Frame f = new Frame(c, g.get(globals, PyDict.class, false, "a frame's globals"), fn);
            if (ip > c.code.length || sp < c.nlocals || sp > f.fast.length) {
                throw ImageException.corrupt("a frame of " + c.qualname + " points outside its code or stack");
            }
            return f;
        }

        private void check(Code c) {
            if (cells.length != c.ncells) {
                throw ImageException.corrupt("a frame of " + c.qualname + " has " + cells.length + " cells for "
                        + c.ncells);
            }
            if (blockExc.length > c.blockdepth + 8) {
                throw ImageException.corrupt("a frame has more blocks than its code");
            }
            for (int i = 0; i < blockExc.length; i++) {
                if (blocks[2 * i] > c.code.length || blocks[2 * i + 1] < c.nlocals
                        || blocks[2 * i + 1] > c.nlocals + c.stacksize) {
                    throw ImageException.corrupt("a block of " + c.qualname + " points outside its code or stack");
                }
            }
        }

        @Override
        public void fill(ImageGraph g, Object self) {
            Frame f = (Frame) self;
            f.nameLocals = g.get(nameLocals, PyObject.class, true, "a local namespace");
            f.back = g.get(back, Frame.class, true, "a calling frame");
            f.ip = ip;
            f.sp = sp;
            for (int i = 0; i < sp; i++) {
                f.fast[i] = g.get(slots[i], PyObject.class, true, "a frame slot");
            }
            for (int i = 0; i < cells.length; i++) {
                f.cells[i] = g.get(cells[i], PyCell.class, false, "a frame's cell");
            }
            for (int i = 0; i < blockExc.length; i++) {
                f.pushBlock(blocks[2 * i], blocks[2 * i + 1], g.get(blockExc[i], PyObject.class, true,
                        "a block's handled exception"));
            }
            f.delegate = g.get(delegate, PyObject.class, true, "an awaited object");
            f.yieldValue = g.get(yieldValue, PyObject.class, true, "a yielded value");
            PyBaseException raised = g.get(pendingRaise, PyBaseException.class, true, "a pending exception");
            f.pendingRaise = raised == null ? null : new PyException(raised);
            f.initSelf = g.get(initSelf, PyObject.class, true, "an instance being made");
            f.finished = (flags & 1) != 0;
            f.started = (flags & 2) != 0;
            f.entry = (flags & 4) != 0;
            f.asyncGenYield = (flags & 8) != 0;
        }
    }
}
