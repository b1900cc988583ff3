package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.RandomEngine;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Map;

/**
 * The {@code random} module: its functions and the {@code Random} class, bit-identical to CPython 3.11 for the same
 * seed (see {@link RandomEngine}). Each execution's import gets its own hidden generator and each {@code Random()}
 * its own state; unseeded generators are seeded from {@link Entropy} as CPython seeds from {@code os.urandom}.
 * Every operation is written once in {@link RandomOps} and exposed both ways.
 */
public final class RandomModule implements NativeModule {
    /** {@code random.Random}. */
    static final PyType RANDOM = PyType.newBuiltin("Random", "random", null);

    /** Installs the constructor and methods of {@code random.Random} (start-up only: called by {@link Universe}). */
    static void installTypes() {
        Registry.registerConstructor(RANDOM, (in, a, kw) -> {
            if (a.length > 1) {
                throw Exc.typeError("Random.__init__() takes from 1 to 2 positional arguments but " + (a.length + 1)
                        + " were given");
            }
            RandomObject r = new RandomObject(newEngine());
            if (a.length == 1) {
                RandomOps.seed(r.engine, a[0]);
            }
            return r;
        });
        for (Map.Entry<String, RandomOps.Op> e : RandomOps.ops().entrySet()) {
            RandomOps.Op op = e.getValue();
            String name = e.getKey();
            Registry.method(RANDOM, name, (in, a, kw) -> run(op, engineOf(name, a), in,
                    Arrays.copyOfRange(a, 1, a.length), kw));
        }
        // runs for guest subclasses (class MyRandom(random.Random)) and their super().__init__(seed)
        Registry.method(RANDOM, "__init__", (in, a, kw) -> {
            RandomEngine engine = engineOf("__init__", a);
            if (a.length > 2) {
                throw Exc.typeError("Random.__init__() takes from 1 to 2 positional arguments but " + a.length
                        + " were given");
            }
            if (a.length == 2 || (kw != null && kw.size() > 0)) {
                PyObject[] rest = Arrays.copyOfRange(a, 1, a.length);
                run(RandomOps.ops().get("seed"), engine, in, rest, kw);
            }
            return io.agentcage.interpreter.internal.object.PyNone.NONE;
        });
    }

    /** A guest {@code Random} instance: its own generator state. */
    static final class RandomObject extends PyObject {
        final RandomEngine engine;

        RandomObject(RandomEngine engine) {
            super(Footprint.SMALL_OBJECT + RandomEngine.BYTES);
            this.engine = engine;
        }

        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + RandomEngine.BYTES;
        }

        @Override
        public PyType type() {
            return RANDOM;
        }
    }

    /**
     * The generator of a method's receiver: a Random's own, or for an instance of a guest subclass the one kept in
     * its native state (created on first use).
     */
    private static RandomEngine engineOf(String method, PyObject[] a) {
        if (a.length > 0 && a[0] instanceof RandomObject r) {
            return r.engine;
        }
        if (a.length > 0 && a[0] instanceof PyInstance inst && inst.type().isSubtypeOf(RANDOM)) {
            if (!(inst.nativeState() instanceof RandomEngine)) {
                Interp.allocated(RandomEngine.BYTES);
                inst.setNativeState(newEngine());
            }
            return (RandomEngine) inst.nativeState();
        }
        throw Exc.typeError("descriptor '" + method + "' for 'Random' objects doesn't apply to a '"
                + (a.length == 0 ? "NoneType" : Ops.typeName(a[0])) + "' object");
    }

    @Override
    public String name() {
        return "random";
    }

    /** The state of the hidden generator of a {@code random} module object (a guest tuple, as getstate()). */
    static PyObject moduleState(Interp in, io.agentcage.interpreter.internal.object.PyModule m) {
        return m.nativeState instanceof RandomEngine e ? stateOf(in, e) : null;
    }

    /** Sets the hidden generator of a {@code random} module object to {@code state}. */
    static void restoreModuleState(Interp in, io.agentcage.interpreter.internal.object.PyModule m, PyObject state) {
        if (m.nativeState instanceof RandomEngine e) {
            restoreState(in, e, state);
        }
    }

    /** A generator's state as {@code getstate()} gives it. */
    static PyObject stateOf(Interp in, RandomEngine e) {
        return RandomOps.ops().get("getstate").call(e, in, new PyObject[0], null);
    }

    /** Sets a generator's state as {@code setstate(state)} does (guest errors for a bad state). */
    static void restoreState(Interp in, RandomEngine e, PyObject state) {
        run(RandomOps.ops().get("setstate"), e, in, new PyObject[] {state}, null);
    }

    /** A generator for a snapshot to set the state of. */
    static RandomEngine unseeded() {
        return new RandomEngine(BigInteger.ZERO);
    }

    @Override
    public void define(ModuleBuilder m) {
        RandomEngine r = newEngine();
        m.state(r);
        for (Map.Entry<String, RandomOps.Op> e : RandomOps.ops().entrySet()) {
            RandomOps.Op op = e.getValue();
            m.function(e.getKey(), (in, a, kw) -> run(op, r, in, a, kw));
        }
        m.type(RANDOM);
    }

    private static RandomEngine newEngine() {
        RandomEngine r = new RandomEngine(BigInteger.ZERO);
        int[] words = new int[624];
        for (int i = 0; i < words.length; i++) {
            words[i] = Entropy.SOURCE.nextInt();
        }
        r.twister().seedWords(words);
        return r;
    }

    private static PyObject run(RandomOps.Op op, RandomEngine r, Interp in, PyObject[] a, PyDict kw) {
        try {
            return op.call(r, in, a, kw);
        } catch (ModuleError e) {
            throw Natives.convert(e, Map.of());
        }
    }
}
