package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.RandomEngine;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The operations of a {@code random.Random} generator, each applied to an explicit engine so that the module's
 * hidden generator and every guest {@code Random} instance share one implementation. Argument binding follows the
 * Python signatures of CPython's {@code random.py}, including its messages for missing or extra arguments.
 */
final class RandomOps {
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);
    private static final Map<String, Op> OPS = build();

    /** One method body: {@code a} excludes the receiver. */
    @FunctionalInterface
    interface Op {
        PyObject call(RandomEngine r, Interp in, PyObject[] a, PyDict kw);
    }

    private RandomOps() {
    }

    static Map<String, Op> ops() {
        return OPS;
    }

    /** {@code seed(a)} with CPython 3.11's accepted types. */
    static void seed(RandomEngine r, PyObject s) {
        if (s instanceof PyStr str) {
            r.twister().seedString(str.value());
        } else if (s instanceof PyBytes b) {
            r.twister().seedBytes(b.bytes());
        } else if (s instanceof PyInt i) {
            r.twister().seed(i.toBig());
        } else if (s instanceof PyFloat) {
            long h = io.agentcage.interpreter.internal.object.CpyHash.hash(s);
            BigInteger n = BigInteger.valueOf(h);
            r.twister().seed(h < 0 ? n.add(TWO_64) : n);
        } else if (s == PyNone.NONE) {
            int[] words = new int[624];
            java.security.SecureRandom e = new java.security.SecureRandom();
            for (int i = 0; i < words.length; i++) {
                words[i] = e.nextInt();
            }
            r.twister().seedWords(words);
        } else {
            throw Exc.typeError("The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
        }
        r.resetGauss();
    }

    private static Map<String, Op> build() {
        Map<String, Op> m = new LinkedHashMap<>();
        m.put("seed", (r, in, a, kw) -> {
            PyObject[] v = bind("seed", a, kw, 0, "a", "version");
            seed(r, v[0] == null ? PyNone.NONE : v[0]);
            return PyNone.NONE;
        });
        m.put("random", (r, in, a, kw) -> {
            Args.check("Random.random", a, kw, 0, 0);
            return new PyFloat(r.random());
        });
        m.put("getrandbits", (r, in, a, kw) -> {
            Args.check("Random.getrandbits", a, kw, 1, 1);
            long k = cInt(a[0]);
            if (k < 0) {
                throw Exc.valueError("number of bits must be non-negative");
            }
            MathIntegers.charge(in, k);
            return PyInt.of(r.twister().getrandbits(k));
        });
        m.put("randbytes", (r, in, a, kw) -> {
            PyObject nObj = bind("randbytes", a, kw, 1, "n")[0];
            cInt(io.agentcage.interpreter.internal.object.Arith.binary(nObj, PyInt.of(8), io.agentcage.interpreter.internal.object.Arith.MUL));
            long n = Args.asLong(nObj);
            MathIntegers.charge(in, n * 8);
            return new PyBytes(r.randbytes((int) Math.max(Math.min(n, Integer.MAX_VALUE), -1)), false);
        });
        m.put("randint", (r, in, a, kw) -> {
            PyObject[] v = bind("randint", a, kw, 2, "a", "b");
            // randint(a, b) is randrange(a, b + 1): b + 1 is computed first, with Python's own errors
            PyObject stop = io.agentcage.interpreter.internal.object.Arith.binary(v[1], PyInt.of(1),
                    io.agentcage.interpreter.internal.object.Arith.ADD);
            return PyInt.of(r.randrange(rangeArg(v[0], "arg 1"), rangeArg(stop, "stop"), BigInteger.ONE));
        });
        m.put("randrange", (r, in, a, kw) -> {
            PyObject[] v = bind("randrange", a, kw, 1, "start", "stop", "step");
            if (v[1] == null || v[1] == PyNone.NONE) {
                if (v[2] != null && !(v[2] instanceof PyInt i && i.isSmall() && i.value == 1)) {
                    throw Exc.typeError("Missing a non-None stop argument");
                }
                return PyInt.of(r.randrange(rangeArg(v[0], "arg 1")));
            }
            return PyInt.of(r.randrange(rangeArg(v[0], "arg 1"), rangeArg(v[1], "stop"),
                    v[2] == null ? BigInteger.ONE : rangeArg(v[2], "step")));
        });
        m.put("choice", (r, in, a, kw) -> {
            PyObject seq = bind("choice", a, kw, 1, "seq")[0];
            return Ops.getitem(seq, PyInt.of(r.choiceIndex(Ops.len(seq))));
        });
        m.put("shuffle", (r, in, a, kw) -> {
            PyObject x = bind("shuffle", a, kw, 1, "x")[0];
            int n = Ops.len(x);
            List<PyObject> items = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                items.add(Ops.getitem(x, PyInt.of(i)));
            }
            in.charge(n);
            r.shuffle(items);
            for (int i = 0; i < n; i++) {
                Ops.setitem(x, PyInt.of(i), items.get(i));
            }
            return PyNone.NONE;
        });
        m.put("sample", RandomOps::sample);
        m.put("choices", RandomOps::choices);
        m.put("uniform", (r, in, a, kw) -> {
            PyObject[] v = bind("uniform", a, kw, 2, "a", "b");
            return new PyFloat(r.uniform(Args.asDouble(v[0]), Args.asDouble(v[1])));
        });
        m.put("triangular", (r, in, a, kw) -> {
            PyObject[] v = bind("triangular", a, kw, 0, "low", "high", "mode");
            PyObject mode = v[2] == null ? PyNone.NONE : v[2];
            return new PyFloat(r.triangular(dbl(v[0], 0.0), dbl(v[1], 1.0),
                    mode == PyNone.NONE ? null : Args.asDouble(mode)));
        });
        m.put("gauss", (r, in, a, kw) -> {
            PyObject[] v = bind("gauss", a, kw, 0, "mu", "sigma");
            return new PyFloat(r.gauss(dbl(v[0], 0.0), dbl(v[1], 1.0)));
        });
        m.put("normalvariate", (r, in, a, kw) -> {
            PyObject[] v = bind("normalvariate", a, kw, 0, "mu", "sigma");
            return new PyFloat(r.normalvariate(dbl(v[0], 0.0), dbl(v[1], 1.0)));
        });
        m.put("lognormvariate", (r, in, a, kw) -> {
            PyObject[] v = bind("lognormvariate", a, kw, 2, "mu", "sigma");
            double x = r.lognormvariate(Args.asDouble(v[0]), Args.asDouble(v[1]));
            if (Double.isInfinite(x)) {
                throw Exc.overflowError("math range error"); // exp() of a finite argument overflowed
            }
            return new PyFloat(x);
        });
        m.put("expovariate", (r, in, a, kw) -> {
            PyObject[] v = bind("expovariate", a, kw, 1, "lambd");
            double lambd = Args.asDouble(v[0]);
            if (lambd == 0) {
                r.random(); // CPython draws before it divides
                throw Exc.zeroDivision("float division by zero");
            }
            return new PyFloat(r.expovariate(lambd));
        });
        m.put("vonmisesvariate", (r, in, a, kw) -> {
            PyObject[] v = bind("vonmisesvariate", a, kw, 2, "mu", "kappa");
            return new PyFloat(r.vonmisesvariate(Args.asDouble(v[0]), Args.asDouble(v[1])));
        });
        m.put("gammavariate", (r, in, a, kw) -> {
            PyObject[] v = bind("gammavariate", a, kw, 2, "alpha", "beta");
            return new PyFloat(r.gammavariate(Args.asDouble(v[0]), Args.asDouble(v[1])));
        });
        m.put("betavariate", (r, in, a, kw) -> {
            PyObject[] v = bind("betavariate", a, kw, 2, "alpha", "beta");
            return new PyFloat(r.betavariate(Args.asDouble(v[0]), Args.asDouble(v[1])));
        });
        m.put("paretovariate", (r, in, a, kw) -> {
            PyObject[] v = bind("paretovariate", a, kw, 1, "alpha");
            double alpha = Args.asDouble(v[0]);
            if (alpha == 0) {
                r.random(); // CPython draws before it divides
                throw Exc.zeroDivision("float division by zero");
            }
            return new PyFloat(r.paretovariate(alpha));
        });
        m.put("weibullvariate", (r, in, a, kw) -> {
            PyObject[] v = bind("weibullvariate", a, kw, 2, "alpha", "beta");
            double alpha = Args.asDouble(v[0]);
            double beta = Args.asDouble(v[1]);
            if (beta == 0) {
                r.random(); // CPython draws before it divides
                throw Exc.zeroDivision("float division by zero");
            }
            return new PyFloat(r.weibullvariate(alpha, beta));
        });
        m.put("getstate", (r, in, a, kw) -> {
            bind("getstate", a, kw, 0);
            long[] s = r.twister().state();
            PyObject[] words = new PyObject[s.length];
            for (int i = 0; i < s.length; i++) {
                words[i] = PyInt.of(s[i]);
            }
            Double g = r.gaussNext();
            return PyTuple.of(PyInt.of(3), new PyTuple(words), g == null ? PyNone.NONE : new PyFloat(g));
        });
        m.put("setstate", RandomOps::setstate);
        return Collections.unmodifiableMap(m);
    }

    private static PyObject setstate(RandomEngine r, Interp in, PyObject[] a, PyDict kw) {
        PyObject state = bind("setstate", a, kw, 1, "state")[0];
        if (!(state instanceof PyTuple t) || t.size() != 3) {
            throw Exc.valueError("state with version " + (state instanceof PyTuple t0 && t0.size() > 0
                    ? Ops.repr(t0.get(0)) : "None") + " passed to Random.setstate() of version 3");
        }
        if (!(t.get(0) instanceof PyInt v) || !v.isSmall() || v.value != 3) {
            throw Exc.valueError("state with version " + Ops.repr(t.get(0))
                    + " passed to Random.setstate() of version 3");
        }
        if (!(t.get(1) instanceof PyTuple words)) {
            throw Exc.typeError("state vector must be a tuple");
        }
        long[] s = new long[words.size()];
        for (int i = 0; i < s.length; i++) {
            PyObject w = words.get(i);
            if (!(w instanceof PyInt wi)) {
                throw Exc.typeError("'" + Ops.typeName(w) + "' object cannot be interpreted as an integer");
            }
            if (wi.signum() < 0 || wi.toBig().bitLength() > 32) {
                throw Exc.overflowError("Python int too large to convert to C unsigned long");
            }
            s[i] = wi.toBig().longValue();
        }
        r.twister().setState(s);
        PyObject g = t.get(2);
        r.setGaussNext(g == PyNone.NONE ? null : Args.asDouble(g));
        return PyNone.NONE;
    }

    private static PyObject sample(RandomEngine r, Interp in, PyObject[] a, PyDict kw) {
        PyObject[] v = bind("sample", a, kw, 2, "population", "k", "counts");
        PyObject pop = v[0];
        if (!isSequence(pop)) {
            throw Exc.typeError("Population must be a sequence.  For dicts or sets, use sorted(d).");
        }
        if (v[2] != null && v[2] != PyNone.NONE) {
            return sampleCounts(r, in, pop, v[1], v[2]);
        }
        int[] idx = r.sampleIndices(Ops.len(pop), Args.asLong(v[1]));
        in.charge(idx.length);
        PyList out = new PyList(idx.length);
        for (int i : idx) {
            out.append(Ops.getitem(pop, PyInt.of(i)));
        }
        return out;
    }

    private static PyObject sampleCounts(RandomEngine r, Interp in, PyObject pop, PyObject k, PyObject counts) {
        int n = Ops.len(pop);
        List<PyObject> cs = new ArrayList<>();
        PyObject it = Ops.iter(counts);
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            cs.add(x);
        }
        if (cs.size() != n) {
            throw Exc.valueError("The number of counts does not match the population");
        }
        long[] cum = new long[n];
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += Args.asLong(cs.get(i));
            cum[i] = total;
        }
        if (total <= 0) {
            throw Exc.valueError("Total of counts must be greater than zero");
        }
        in.charge(total);
        int[] idx = r.sampleIndices((int) Math.min(total, Integer.MAX_VALUE), Args.asLong(k));
        PyList out = new PyList(idx.length);
        for (int j : idx) {
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (j < cum[mid]) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            out.append(Ops.getitem(pop, PyInt.of(lo)));
        }
        return out;
    }

    /** collections.abc.Sequence, as far as builtin types go (and guest classes with __getitem__ and __len__). */
    private static boolean isSequence(PyObject o) {
        if (o instanceof PyList || o instanceof PyTuple || o instanceof PyStr || o instanceof PyBytes
                || o instanceof io.agentcage.interpreter.internal.object.PyRange) {
            return true;
        }
        return o.type().hasGuestClass() && o.type().lookup("__getitem__") != null
                && o.type().lookup("__len__") != null;
    }

    /** A C int argument: an int that fits in 32 bits. */
    private static long cInt(PyObject o) {
        PyInt i = Ops.index(o, "'%T' object cannot be interpreted as an integer");
        if (!i.isSmall() || i.value > Integer.MAX_VALUE || i.value < Integer.MIN_VALUE) {
            throw Exc.overflowError("Python int too large to convert to C int");
        }
        return i.value;
    }

    private static PyObject choices(RandomEngine r, Interp in, PyObject[] a, PyDict kw) {
        if (a.length > 2) {
            throw Exc.typeError("Random.choices() takes from 2 to 3 positional arguments but " + (a.length + 1)
                    + " were given");
        }
        PyObject[] v = bind("choices", a, kw, 1, "population", "weights", "cum_weights", "k");
        PyObject pop = v[0];
        int n = Ops.len(pop);
        if (a.length == 2 && a[1] instanceof PyInt && !(a[1] instanceof io.agentcage.interpreter.internal.object.PyBool)) {
            throw Exc.typeError("The number of choices must be a keyword argument: k=" + Ops.repr(a[1]));
        }
        PyObject weights = v[1] == null ? PyNone.NONE : v[1];
        PyObject cum = v[2] == null ? PyNone.NONE : v[2];
        int k = (int) Args.asLong(v[3] == null ? PyInt.of(1) : v[3]);
        in.charge(Math.max(k, 0));
        int[] idx;
        if (weights == PyNone.NONE && cum == PyNone.NONE) {
            idx = r.choicesIndices(n, k);
        } else {
            if (weights != PyNone.NONE && cum != PyNone.NONE) {
                throw Exc.typeError("Cannot specify both weights and cumulative weights");
            }
            double[] cw = new double[n];
            PyObject src = weights != PyNone.NONE ? weights : cum;
            if (Ops.len(src) != n) {
                throw Exc.valueError("The number of weights does not match the population");
            }
            double acc = 0;
            for (int i = 0; i < n; i++) {
                double w = Args.asDouble(Ops.getitem(src, PyInt.of(i)));
                acc = weights != PyNone.NONE ? acc + w : w;
                cw[i] = acc;
            }
            idx = r.choicesIndices(cw, k);
        }
        PyList out = new PyList(idx.length);
        for (int i : idx) {
            out.append(Ops.getitem(pop, PyInt.of(i)));
        }
        return out;
    }

    /**
     * Binds positional and keyword arguments to {@code names}; the first {@code required} are mandatory. Missing
     * optional ones are null. Messages follow CPython's for methods of {@code Random}.
     */
    static PyObject[] bind(String fn, PyObject[] a, PyDict kw, int required, String... names) {
        if (a.length > names.length) {
            String takes = required == names.length ? String.valueOf(names.length + 1)
                    : "from " + (required + 1) + " to " + (names.length + 1);
            throw Exc.typeError("Random." + fn + "() takes " + takes + " positional argument"
                    + (names.length == 0 ? "" : "s") + " but " + (a.length + 1) + " were given");
        }
        PyObject[] v = new PyObject[names.length];
        System.arraycopy(a, 0, v, 0, a.length);
        if (kw != null) {
            for (Map.Entry<PyObject, PyObject> e : kw.entries()) {
                String name = Args.asStr(e.getKey(), "keywords");
                int i = java.util.Arrays.asList(names).indexOf(name);
                if (i < 0) {
                    throw Exc.typeError("Random." + fn + "() got an unexpected keyword argument '" + name + "'");
                }
                if (v[i] != null) {
                    throw Exc.typeError("Random." + fn + "() got multiple values for argument '" + name + "'");
                }
                v[i] = e.getValue();
            }
        }
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < required; i++) {
            if (v[i] == null) {
                missing.add("'" + names[i] + "'");
            }
        }
        if (!missing.isEmpty()) {
            String list = missing.size() == 1 ? missing.get(0) : String.join(", ", missing.subList(0,
                    missing.size() - 1)) + " and " + missing.get(missing.size() - 1);
            throw Exc.typeError("Random." + fn + "() missing " + missing.size() + " required positional argument"
                    + (missing.size() == 1 ? "" : "s") + ": " + list);
        }
        return v;
    }

    private static double dbl(PyObject o, double dflt) {
        return o == null ? dflt : Args.asDouble(o);
    }

    /** A randrange bound: an int, or (deprecated in 3.11 but accepted) an integral float. */
    private static BigInteger rangeArg(PyObject o, String label) {
        if (o instanceof PyFloat f) {
            BigInteger i = MathModule.toInt(f.value).toBig(); // NaN and infinities fail here, as int(x) does
            if (f.value != Math.rint(f.value)) {
                throw Exc.valueError("non-integer " + label + " for randrange()");
            }
            return i;
        }
        if (o instanceof PyInt i) {
            return i.toBig();
        }
        try {
            return Ops.index(o, "'%T' object cannot be interpreted as an integer").toBig();
        } catch (io.agentcage.interpreter.internal.object.PyException e) {
            if (!Exc.matches(e, Exc.TypeError)) {
                throw e;
            }
        }
        // CPython 3.11 falls back to int(x) (deprecated) and refuses values that change
        PyObject asInt = Ops.call(Interp.current(), io.agentcage.interpreter.internal.object.Registry.builtins().get("int"),
                new PyObject[] {o}, null);
        if (!io.agentcage.interpreter.internal.object.Compare.eqBool(asInt, o)) {
            throw Exc.valueError("non-integer " + label + " for randrange()");
        }
        return ((PyInt) asInt).toBig();
    }
}
