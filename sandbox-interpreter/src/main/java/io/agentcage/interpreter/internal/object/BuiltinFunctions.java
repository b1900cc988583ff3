package io.agentcage.interpreter.internal.object;

import java.math.BigInteger;

/** The builtin functions ({@code len}, {@code print}, {@code sorted}, ...). */
public final class BuiltinFunctions {
    private BuiltinFunctions() {
    }

    private static void def(PyDict d, String name, NativeFunction f) {
        d.put(name, new PyBuiltin(name, f));
    }

    /** The array-free entries of the builtins called most often with one or two arguments (ADR 0061). */
    private static void fixed(PyDict d) {
        ((PyBuiltin) d.get("len")).fixed((in, x, y, z) -> PyInt.of(Ops.len(x)), 1, 1);
        ((PyBuiltin) d.get("abs")).fixed((in, x, y, z) -> Arith.abs(x), 1, 1);
        ((PyBuiltin) d.get("isinstance")).fixed((in, x, y, z) -> PyBool.of(Builtins.isInstance(x, y)), 2, 2);
        ((PyBuiltin) d.get("chr")).fixed((in, x, y, z) -> chr(x), 1, 1);
        ((PyBuiltin) d.get("ord")).fixed((in, x, y, z) -> ord(x), 1, 1);
    }

    private static PyObject chr(PyObject x) {
        PyInt i = Ops.index(x, "'%T' object cannot be interpreted as an integer");
        if (i.big != null || i.value > Integer.MAX_VALUE || i.value < Integer.MIN_VALUE) {
            throw Exc.overflowError("Python int too large to convert to C int");
        }
        long c = i.value;
        if (c < 0 || c > 0x10ffff) {
            throw Exc.valueError("chr() arg not in range(0x110000)");
        }
        return PyStr.ofCodePoint((int) c);
    }

    private static PyObject ord(PyObject x) {
        if (x instanceof PyStr s) {
            if (s.length() != 1) {
                throw Exc.typeError("ord() expected a character, but string of length " + s.length() + " found");
            }
            return PyInt.of(s.value().codePointAt(0));
        }
        if (x instanceof PyBytes b) {
            if (b.size != 1) {
                throw Exc.typeError("ord() expected a character, but string of length " + b.size + " found");
            }
            return PyInt.of(b.data[0] & 0xff);
        }
        throw Exc.typeError("ord() expected string of length 1, but " + Ops.typeName(x) + " found");
    }

    static void install(PyDict d) {
        def(d, "len", (in, a, kw) -> {
            Args.check("len", a, kw, 1, 1);
            return PyInt.of(Ops.len(a[0]));
        });
        def(d, "print", BuiltinFunctions::print);
        def(d, "repr", (in, a, kw) -> {
            Args.check("repr", a, kw, 1, 1);
            return new PyStr(Ops.repr(a[0]));
        });
        def(d, "ascii", (in, a, kw) -> {
            Args.check("ascii", a, kw, 1, 1);
            return new PyStr(Repr.ascii(a[0]));
        });
        def(d, "abs", (in, a, kw) -> {
            Args.check("abs", a, kw, 1, 1);
            return Arith.abs(a[0]);
        });
        def(d, "isinstance", (in, a, kw) -> {
            Args.check("isinstance", a, kw, 2, 2);
            return PyBool.of(Builtins.isInstance(a[0], a[1]));
        });
        def(d, "issubclass", (in, a, kw) -> {
            Args.check("issubclass", a, kw, 2, 2);
            return PyBool.of(Builtins.isSubclass(a[0], a[1]));
        });
        def(d, "callable", (in, a, kw) -> PyBool.of(Ops.isCallable(a[0])));
        def(d, "hash", (in, a, kw) -> {
            Args.check("hash", a, kw, 1, 1);
            return PyInt.of(pyHash(a[0]));
        });
        def(d, "id", (in, a, kw) -> PyInt.of(((long) System.identityHashCode(a[0]) & 0xffffffffL) << 4 | 0x7f0000000000L));
        def(d, "chr", (in, a, kw) -> {
            Args.check("chr", a, kw, 1, 1);
            return chr(a[0]);
        });
        def(d, "ord", (in, a, kw) -> {
            Args.check("ord", a, kw, 1, 1);
            return ord(a[0]);
        });
        def(d, "bin", (in, a, kw) -> new PyStr(radix(a[0], 2, "0b")));
        def(d, "oct", (in, a, kw) -> new PyStr(radix(a[0], 8, "0o")));
        def(d, "hex", (in, a, kw) -> new PyStr(radix(a[0], 16, "0x")));
        def(d, "divmod", (in, a, kw) -> {
            Args.check("divmod", a, kw, 2, 2);
            if (a[0] instanceof PyInt x && a[1] instanceof PyInt y) {
                PyInt[] r = IntOps.floorDivMod(x, y);
                return PyTuple.of(r[0], r[1]);
            }
            if ((a[0] instanceof PyFloat || a[0] instanceof PyInt) && (a[1] instanceof PyFloat || a[1] instanceof PyInt)) {
                double y = Arith.toDouble(a[1]);
                if (y == 0) {
                    throw Exc.zeroDivision("float divmod()");
                }
                double[] r = FloatOps.divmod(Arith.toDouble(a[0]), y);
                return PyTuple.of(new PyFloat(r[0]), new PyFloat(r[1]));
            }
            PyObject m = a[0].type().lookupGuest(PyStr.intern("__divmod__"));
            if (m != null) {
                PyObject r = Ops.callMethod(a[0], m, a[1]);
                if (r != PyNone.NOT_IMPLEMENTED) {
                    return r;
                }
            }
            PyObject rm = a[1].type() != a[0].type() ? a[1].type().lookupGuest(PyStr.intern("__rdivmod__")) : null;
            if (rm != null) {
                PyObject r = Ops.callMethod(a[1], rm, a[0]);
                if (r != PyNone.NOT_IMPLEMENTED) {
                    return r;
                }
            }
            throw Exc.typeError("unsupported operand type(s) for divmod(): '" + Ops.typeName(a[0]) + "' and '"
                    + Ops.typeName(a[1]) + "'");
        });
        def(d, "pow", (in, a, kw) -> {
            PyObject base = a.length > 0 ? a[0] : Args.kw(kw, "base", null);
            PyObject exp = a.length > 1 ? a[1] : Args.kw(kw, "exp", null);
            PyObject mod = a.length > 2 ? a[2] : Args.kw(kw, "mod", PyNone.NONE);
            if (base == null || exp == null) {
                throw Exc.typeError("pow() missing required argument 'exp' (pos 2)");
            }
            if (mod != PyNone.NONE) {
                PyObject ternary = base.type().lookupGuest(PyStr.intern("__pow__"));
                if (ternary != null) {
                    // a guest number's three-argument __pow__ (decimal's modular power)
                    PyObject r = Ops.callMethod(base, ternary, exp, mod);
                    if (r != PyNone.NOT_IMPLEMENTED) {
                        return r;
                    }
                }
                if (!(base instanceof PyInt b && exp instanceof PyInt e && mod instanceof PyInt m)) {
                    throw Exc.typeError("pow() 3rd argument not allowed unless all arguments are integers");
                }
                return IntOps.powMod(b, e, m);
            }
            return Arith.binary(base, exp, Arith.POW);
        });
        def(d, "round", (in, a, kw) -> {
            PyObject x = a.length > 0 ? a[0] : Args.kw(kw, "number", null);
            PyObject nd = a.length > 1 ? a[1] : Args.kw(kw, "ndigits", null);
            return Builtins.round(x, nd);
        });
        def(d, "format", (in, a, kw) -> {
            Args.check("format", a, kw, 1, 2);
            return new PyStr(Format.format(a[0], a.length > 1 ? Args.asStr(a[1], "format() argument 2") : ""));
        });
        def(d, "getattr", (in, a, kw) -> {
            Args.check("getattr", a, kw, 2, 3);
            PyStr name = attrName(a[1], "getattr");
            if (a.length == 3) {
                // a miss is answered without building the AttributeError; one raised by guest code still counts
                try {
                    PyObject v = Ops.getattrOrNull(a[0], name);
                    return v == null ? a[2] : v;
                } catch (PyException e) {
                    if (Exc.matches(e, Exc.AttributeError)) {
                        return a[2];
                    }
                    throw e;
                }
            }
            return Ops.getattr(a[0], name);
        });
        def(d, "setattr", (in, a, kw) -> {
            Args.check("setattr", a, kw, 3, 3);
            Ops.setattr(a[0], attrName(a[1], "setattr"), a[2]);
            return PyNone.NONE;
        });
        def(d, "delattr", (in, a, kw) -> {
            Args.check("delattr", a, kw, 2, 2);
            Ops.delattr(a[0], attrName(a[1], "delattr"));
            return PyNone.NONE;
        });
        def(d, "hasattr", (in, a, kw) -> {
            Args.check("hasattr", a, kw, 2, 2);
            try {
                return PyBool.of(Ops.getattrOrNull(a[0], attrName(a[1], "hasattr")) != null);
            } catch (PyException e) {
                if (Exc.matches(e, Exc.AttributeError)) {
                    return PyBool.FALSE;
                }
                throw e;
            }
        });
        def(d, "iter", (in, a, kw) -> {
            Args.check("iter", a, kw, 1, 2);
            if (a.length == 2) {
                return new IterBuiltins.CallIter(in, a[0], a[1]);
            }
            return Ops.iter(a[0]);
        });
        def(d, "next", (in, a, kw) -> {
            Args.check("next", a, kw, 1, 2);
            if (!(a[0] instanceof PyIter) && a[0].type().lookup(Names.NEXT) == null) {
                throw Exc.typeError("'" + Ops.typeName(a[0]) + "' object is not an iterator");
            }
            if (a[0] instanceof PyIter pi) {
                PyObject r = pi.next();
                if (r == null) {
                    if (a.length > 1) {
                        return a[1];
                    }
                    throw pi instanceof StopValue sv ? Exc.stopIteration(sv.stopValue()) : Exc.stopIteration(null);
                }
                return r;
            }
            if (a.length > 1) {
                PyObject r = Ops.next(a[0]);
                return r == null ? a[1] : r;
            }
            return Ops.callSpecial(a[0], Names.NEXT);
        });
        def(d, "sorted", (in, a, kw) -> {
            if (a.length != 1) {
                throw Exc.typeError("sorted expected 1 argument, got " + a.length);
            }
            Args.onlyKeywords("sorted", kw, "key", "reverse");
            PyObject[] items = Iters.toArray(a[0]).clone();
            PyList out = new PyList(items, items.length);
            // the result is only in this Java local while the keys are computed: pinned for the memory gauge
            int mark = in.memory().pin(out);
            try {
                ListMethods.sort(in, items, Args.kw(kw, "key", PyNone.NONE),
                        Ops.truth(Args.kw(kw, "reverse", PyBool.FALSE)));
            } finally {
                in.memory().unpin(mark);
            }
            return out;
        });
        def(d, "sum", BuiltinFunctions::sum);
        def(d, "min", (in, a, kw) -> minMax(in, a, kw, "min", Compare.LT));
        def(d, "max", (in, a, kw) -> minMax(in, a, kw, "max", Compare.GT));
        def(d, "all", (in, a, kw) -> {
            Args.check("all", a, kw, 1, 1);
            return PyBool.of(Iters.drain(Ops.iter(a[0]), x -> {
                in.charge(1);
                return Ops.truth(x);
            }));
        });
        def(d, "any", (in, a, kw) -> {
            Args.check("any", a, kw, 1, 1);
            return PyBool.of(!Iters.drain(Ops.iter(a[0]), x -> {
                in.charge(1);
                return !Ops.truth(x);
            }));
        });
        def(d, "input", (in, a, kw) -> {
            if (a.length > 0) {
                in.write(Ops.str(a[0]), false);
            }
            String line = in.readLine();
            if (line == null) {
                throw Exc.make(Exc.EOFError, "EOF when reading a line");
            }
            return new PyStr(line);
        });
        def(d, "breakpoint", (in, a, kw) -> {
            throw Exc.runtimeError("breakpoint() is not available in the sandbox");
        });
        def(d, "help", (in, a, kw) -> {
            throw Exc.runtimeError("help() is not available in the sandbox");
        });
        // site's exit() and quit(): SystemExit(code), which ends the program as sys.exit(code) does
        for (String name : new String[] {"exit", "quit"}) {
            def(d, name, (in, a, kw) -> {
                Args.check(name, a, kw, 0, 1);
                throw Exc.make(Exc.SystemExit, a.length == 0 ? PyNone.NONE : a[0]);
            });
        }
        fixed(d);
    }

    static PyStr attrName(PyObject o, String fn) {
        if (!(o instanceof PyStr s)) {
            throw Exc.typeError("attribute name must be string, not '" + Ops.typeName(o) + "'");
        }
        return PyStr.intern(s.value());
    }

    /** Python's {@code hash()} values for ints (mod 2**61-1); other values use the internal hash. */
    static long pyHash(PyObject o) {
        return CpyHash.hash(o);
    }

    private static String radix(PyObject o, int radix, String prefix) {
        PyInt i = Ops.index(o, "'%T' object cannot be interpreted as an integer");
        BigInteger b = i.toBig();
        return (b.signum() < 0 ? "-" : "") + prefix + b.abs().toString(radix);
    }

    private static PyObject print(Interp in, PyObject[] a, PyDict kw) {
        String sep = " ";
        String end = "\n";
        PyObject file = PyNone.NONE;
        if (kw != null) {
            Args.onlyKeywords("print", kw, "sep", "end", "file", "flush");
            PyObject s = kw.get("sep");
            if (s != null && s != PyNone.NONE) {
                if (!(s instanceof PyStr)) {
                    throw Exc.typeError("sep must be None or a string, not " + Ops.typeName(s));
                }
                sep = ((PyStr) s).value();
            }
            PyObject e = kw.get("end");
            if (e != null && e != PyNone.NONE) {
                if (!(e instanceof PyStr)) {
                    throw Exc.typeError("end must be None or a string, not " + Ops.typeName(e));
                }
                end = ((PyStr) e).value();
            }
            file = Args.kw(kw, "file", PyNone.NONE);
        }
        if (file == PyNone.NONE && in.stdoutRedirect != null) {
            file = in.stdoutRedirect;
        } else if (file instanceof StdStream ss && (ss.stderr ? in.stderrRedirect : in.stdoutRedirect) != null) {
            file = ss.stderr ? in.stderrRedirect : in.stdoutRedirect;
        }
        if (file != PyNone.NONE && !(file instanceof StdStream)) {
            // a guest file object gets each piece in its own write() call, as CPython's print does
            PyObject write = Ops.getattr(file, PyStr.intern("write"));
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    Ops.call(in, write, new PyObject[] {new PyStr(sep)}, null);
                }
                Ops.call(in, write, new PyObject[] {new PyStr(Ops.str(a[i]))}, null);
            }
            Ops.call(in, write, new PyObject[] {new PyStr(end)}, null);
            return PyNone.NONE;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(sep);
            }
            sb.append(Ops.str(a[i]));
        }
        sb.append(end);
        in.write(sb.toString(), file instanceof StdStream ss && ss.stderr);
        return PyNone.NONE;
    }

    private static PyObject sum(Interp in, PyObject[] a, PyDict kw) {
        Args.count("sum", a, 1, 2);
        PyObject acc = a.length > 1 ? a[1] : Args.kw(kw, "start", PyInt.of(0));
        if (acc instanceof PyStr) {
            throw Exc.typeError("sum() can't sum strings [use ''.join(seq) instead]");
        }
        PyObject src = a[0];
        if (src instanceof PyRange r && acc instanceof PyInt ai && ai.big == null && r.length() > 0) {
            long n = r.length();
            in.charge(n);
            BigInteger first = BigInteger.valueOf(r.start);
            BigInteger last = BigInteger.valueOf(r.get(n - 1));
            BigInteger total = first.add(last).multiply(BigInteger.valueOf(n)).shiftRight(1);
            return PyInt.of(total.add(BigInteger.valueOf(ai.value)));
        }
        Summation total = new Summation(in, acc);
        Iters.drain(Ops.iter(src), total);
        return total.total();
    }

    private static PyObject minMax(Interp in, PyObject[] a, PyDict kw, String name, int op) {
        if (kw == null && a.length > 1) {
            return minMaxOf(in, a, op);
        }
        Args.onlyKeywords(name, kw, "key", "default");
        PyObject key = Args.kw(kw, "key", PyNone.NONE);
        PyObject dflt = Args.kw(kw, "default", null);
        if (a.length == 0) {
            throw Exc.typeError(name + " expected at least 1 argument, got 0");
        }
        PyObject it;
        if (a.length == 1) {
            it = Ops.iter(a[0]);
        } else {
            if (dflt != null) {
                throw Exc.typeError("Cannot specify a default for " + name + "() with multiple positional arguments");
            }
            it = new Iters.ArrayIter(a, a.length);
        }
        // the best item and its key
        PyObject[] found = new PyObject[2];
        Iters.drain(it, x -> {
            in.charge(1);
            PyObject k = key == PyNone.NONE ? x : in.call1(key, x);
            if (found[0] == null || Ops.truth(Compare.compare(k, found[1], op))) {
                found[0] = x;
                found[1] = k;
            }
            return true;
        });
        PyObject best = found[0];
        if (best == null) {
            if (dflt != null) {
                return dflt;
            }
            throw Exc.valueError(name + "() arg is an empty sequence");
        }
        return best;
    }

    /**
     * {@code min(a, b, ...)} / {@code max(a, b, ...)} without keywords: the same steps and comparisons as the general
     * path ({@code item op best}, the first of equal items kept), without its iterator and closure; exact ints
     * compare as longs.
     */
    private static PyObject minMaxOf(Interp in, PyObject[] a, int op) {
        PyObject best = a[0];
        in.charge(1);
        for (int i = 1; i < a.length; i++) {
            in.charge(1);
            PyObject x = a[i];
            boolean better;
            if (x.getClass() == PyInt.class && best.getClass() == PyInt.class && ((PyInt) x).big == null
                    && ((PyInt) best).big == null) {
                better = op == Compare.LT ? ((PyInt) x).value < ((PyInt) best).value
                        : ((PyInt) x).value > ((PyInt) best).value;
            } else {
                better = Ops.truth(Compare.compare(x, best, op));
            }
            if (better) {
                best = x;
            }
        }
        return best;
    }

    /** An iterator that remembers the value of its final StopIteration (generators). */
    public interface StopValue {
        PyObject stopValue();
    }

    /** The {@code sys.stdout}/{@code sys.stderr} stand-ins accepted by {@code print(file=...)}. */
    public static final class StdStream extends PyObject {
        final boolean stderr;
        private final PyType type;

        private final String name;

        public StdStream(boolean stderr, PyType type) {
            this(stderr, type, stderr ? "<stderr>" : "<stdout>");
        }

        /** A standard stream named {@code name} ({@code <stdout>}, {@code <stderr>}, {@code <stdin>}). */
        public StdStream(boolean stderr, PyType type, String name) {
            this.stderr = stderr;
            this.type = type;
            this.name = name;
        }

        /** The stream's name, as {@code sys.stdout.name} gives it. */
        public String name() {
            return name;
        }

        /** Whether this is {@code sys.stderr}. */
        public boolean isStderr() {
            return stderr;
        }

        @Override
        public PyType type() {
            return type;
        }
    }
}
