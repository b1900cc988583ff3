package io.agentcage.interpreter.modules;

import io.agentcage.interpreter.modules.internal.ModuleError;
import io.agentcage.interpreter.modules.internal.RandomEngine;
import io.agentcage.interpreter.runtime.Args;
import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.Ops;
import io.agentcage.interpreter.runtime.PyFloat;
import io.agentcage.interpreter.runtime.PyInt;
import io.agentcage.interpreter.runtime.PyList;
import io.agentcage.interpreter.runtime.PyNone;
import io.agentcage.interpreter.runtime.PyObject;
import io.agentcage.interpreter.runtime.PyStr;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code random} module's functions, bit-identical to CPython 3.11 for the same seed (see
 * {@link RandomEngine}). Each execution's import gets its own generator, seeded from {@link SecureRandom} as
 * CPython seeds from {@code os.urandom}. The {@code Random} class is not provided yet.
 */
public final class RandomModule implements NativeModule {
    private static final SecureRandom ENTROPY = new SecureRandom();

    @Override
    public String name() {
        return "random";
    }

    @Override
    public void define(ModuleBuilder m) {
        RandomEngine r = new RandomEngine(BigInteger.ZERO);
        int[] words = new int[624];
        for (int i = 0; i < words.length; i++) {
            words[i] = ENTROPY.nextInt();
        }
        r.twister().seedWords(words);
        m.function("seed", (in, a, kw) -> {
            PyObject s = Natives.arg(a, kw, 0, "a", PyNone.NONE);
            if (s instanceof PyStr) {
                r.twister().seedString(((PyStr) s).value);
            } else if (s instanceof PyInt) {
                r.twister().seed(((PyInt) s).toBig());
            } else if (s instanceof PyFloat) {
                r.twister().seed(BigInteger.valueOf(Ops.hash(s)));
            } else if (s != PyNone.NONE) {
                throw Exc.typeError("The only supported seed types are: None,\nint, float, str, bytes, and bytearray.");
            }
            r.resetGauss();
            return PyNone.NONE;
        });
        m.function("random", (in, a, kw) -> new PyFloat(r.random()));
        m.function("getrandbits", (in, a, kw) -> guard(() -> PyInt.of(r.twister().getrandbits(Args.asLong(a[0])))));
        m.function("randint", (in, a, kw) -> guard(() -> PyInt.of(r.randint(big(a[0]), big(a[1])))));
        m.function("randrange", (in, a, kw) -> guard(() -> {
            PyObject stop = Natives.arg(a, kw, 1, "stop", PyNone.NONE);
            if (stop == PyNone.NONE) {
                return PyInt.of(r.randrange(big(a[0])));
            }
            return PyInt.of(r.randrange(big(a[0]), big(stop), big(Natives.arg(a, kw, 2, "step", PyInt.of(1)))));
        }));
        m.function("choice", (in, a, kw) -> guard(() -> Ops.getitem(a[0],
                PyInt.of(r.choiceIndex(Ops.len(a[0]))))));
        m.function("shuffle", (in, a, kw) -> {
            int n = Ops.len(a[0]);
            List<PyObject> items = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                items.add(Ops.getitem(a[0], PyInt.of(i)));
            }
            in.charge(n);
            r.shuffle(items);
            for (int i = 0; i < n; i++) {
                Ops.setitem(a[0], PyInt.of(i), items.get(i));
            }
            return PyNone.NONE;
        });
        m.function("sample", (in, a, kw) -> guard(() -> {
            PyObject pop = a[0];
            int[] idx = r.sampleIndices(Ops.len(pop), Args.asLong(Natives.required("sample", a, kw, 1, "k")));
            in.charge(idx.length);
            PyList out = new PyList(idx.length);
            for (int i : idx) {
                out.append(Ops.getitem(pop, PyInt.of(i)));
            }
            return out;
        }));
        m.function("choices", (in, a, kw) -> guard(() -> choices(r, a, kw)));
        m.function("uniform", (in, a, kw) -> new PyFloat(r.uniform(Args.asDouble(a[0]), Args.asDouble(a[1]))));
        m.function("gauss", (in, a, kw) -> new PyFloat(r.gauss(Args.asDouble(Natives.arg(a, kw, 0, "mu",
                new PyFloat(0.0))), Args.asDouble(Natives.arg(a, kw, 1, "sigma", new PyFloat(1.0))))));
        m.function("normalvariate", (in, a, kw) -> new PyFloat(r.normalvariate(Args.asDouble(Natives.arg(a, kw, 0,
                "mu", new PyFloat(0.0))), Args.asDouble(Natives.arg(a, kw, 1, "sigma", new PyFloat(1.0))))));
        m.function("expovariate", (in, a, kw) -> guard(() -> new PyFloat(r.expovariate(Args.asDouble(Natives.arg(a,
                kw, 0, "lambd", new PyFloat(1.0)))))));
        m.function("triangular", (in, a, kw) -> {
            PyObject mode = Natives.arg(a, kw, 2, "mode", PyNone.NONE);
            return new PyFloat(r.triangular(Args.asDouble(Natives.arg(a, kw, 0, "low", new PyFloat(0.0))),
                    Args.asDouble(Natives.arg(a, kw, 1, "high", new PyFloat(1.0))),
                    mode == PyNone.NONE ? null : Args.asDouble(mode)));
        });
    }

    private static PyObject choices(RandomEngine r, PyObject[] a, io.agentcage.interpreter.runtime.PyDict kw) {
        PyObject pop = a[0];
        int n = Ops.len(pop);
        PyObject weights = Natives.arg(a, kw, 1, "weights", PyNone.NONE);
        PyObject cum = Natives.arg(a, kw, 99, "cum_weights", PyNone.NONE);
        int k = (int) Args.asLong(Natives.arg(a, kw, 99, "k", PyInt.of(1)));
        int[] idx;
        if (weights == PyNone.NONE && cum == PyNone.NONE) {
            idx = r.choicesIndices(n, k);
        } else {
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

    private static BigInteger big(PyObject o) {
        return Ops.index(o, "randrange").toBig();
    }

    private static PyObject guard(java.util.function.Supplier<PyObject> body) {
        try {
            return body.get();
        } catch (ModuleError e) {
            throw Natives.convert(e, Map.of());
        }
    }
}
