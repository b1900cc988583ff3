package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.CpySet;
import io.agentcage.interpreter.internal.object.DictMap;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBoundMethod;
import io.agentcage.interpreter.internal.object.PyBuiltin;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyCell;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyDescriptor;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyFunction;
import io.agentcage.interpreter.internal.object.PyInstance;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySet;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Services;
import io.agentcage.interpreter.internal.object.VersionedMap;
import io.agentcage.interpreter.internal.vm.VmMachine;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The state a standard module written in Python has after its body ran, kept once per registry (so per JVM for
 * the default registry) and copied for every execution that imports it (ADR 0009). Running the body of
 * {@code collections} (and the four modules it imports) costs tens of microseconds per execution; copying the
 * resulting objects costs a few.
 *
 * <p>Isolation: the template's objects are never handed to guest code. Every mutable object reachable from the
 * modules (dicts, lists, sets, guest classes, functions, cells, instances, modules) is copied; only immutable
 * values are shared: strings, numbers, bytes, {@code None}, builtin types, code objects, tuples of shared values
 * and builtin functions whose Java implementation holds no state. A template whose objects include anything else
 * is not made, and the module is executed as before.
 *
 * <p>Budgets: an execution that copies a template is charged the steps the module bodies took. The template is
 * used only where the module bodies could not have hit the recursion limit and only when none of the modules
 * it covers is already loaded in the execution (otherwise the module body would see that execution's objects).
 */
final class ModuleTemplate {
    /** Call depth the module bodies may use while the template is made; the import needs this much headroom. */
    static final int DEPTH_HEADROOM = 40;
    private static final long TEMPLATE_STEPS = 10_000_000;
    private static final long TEMPLATE_SECONDS = 30;
    private static final long TEMPLATE_MEMORY = 256L << 20;

    private final Map<String, PyModule> modules;
    private final long work;
    /** Values of immutable native modules: executions share them already (see ModuleRegistry#fromTemplate). */
    private final java.util.Set<PyObject> nativeValues;
    /** How many objects a full copy makes: sizes the copier's table. */
    private int objects = 16;

    private ModuleTemplate(Map<String, PyModule> modules, long work, java.util.Set<PyObject> nativeValues) {
        this.modules = modules;
        this.work = work;
        this.nativeValues = nativeValues;
    }

    /** The names of the modules the template covers: the module and every module its body imported. */
    java.util.Set<String> names() {
        return modules.keySet();
    }

    /** Work units (see {@link Interp#charge}) the module bodies took. */
    long work() {
        return work;
    }

    /**
     * Runs {@code name}'s body (and those of the modules it imports) in an execution of its own and keeps the
     * result, or returns null when the result holds objects that cannot be copied safely or the body failed.
     *
     * @throws BudgetExceeded when the template's own execution was cancelled or ran out of time (try again later)
     */
    static ModuleTemplate make(ModuleRegistry registry, String name) {
        Services services = new Services(registry, null, Map.of(), 0);
        services.moduleTemplates = false;
        Interp in = new Interp(TEMPLATE_STEPS, System.nanoTime() + TEMPLATE_SECONDS * 1_000_000_000L,
                TEMPLATE_MEMORY, 1 << 16, DEPTH_HEADROOM, "", services, VmMachine.INSTANCE);
        Interp prev = in.enter();
        try {
            registry.loadForStandardModule(in, name);
        } catch (BudgetExceeded e) {
            throw e;   // cancelled, or a host this slow: not a property of the module, so not remembered
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        } finally {
            Interp.exit(prev);
            in.releaseMemory();
        }
        if (!in.stdout().isEmpty() || !in.stderr().isEmpty()) {
            return null;
        }
        java.util.Set<PyObject> natives = Collections.newSetFromMap(new IdentityHashMap<>());
        registry.addImmutableNativeValues(natives);
        ModuleTemplate t = new ModuleTemplate(Collections.unmodifiableMap(new LinkedHashMap<>(services.loaded)),
                in.work(), natives);
        try {
            // proves every object is copyable (lazy copies of classes take the same path later)
            t.copyAll(false);
            t.objects = t.copyAll(true).memo.size() * 3 / 2;
        } catch (Uncopyable e) {
            return null;
        }
        return t;
    }

    /** Fresh module objects for one execution, by name; shares nothing mutable with the template. */
    Map<String, PyModule> copy() {
        Copier c = copyAll(true);
        Map<String, PyModule> out = new LinkedHashMap<>();
        for (Map.Entry<String, PyModule> e : modules.entrySet()) {
            out.put(e.getKey(), (PyModule) c.memo.get(e.getValue()));
        }
        return out;
    }

    /** Copies every module; with {@code lazy}, guest classes get their attributes on first use. */
    private Copier copyAll(boolean lazy) {
        Copier c = new Copier(lazy, objects);
        for (PyModule m : modules.values()) {
            c.copy(m);
        }
        return c;
    }

    /** Thrown when the template holds an object this copier does not know to be safe to copy or share. */
    static final class Uncopyable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Uncopyable(Object what) {
            super("cannot copy " + what.getClass().getName(), null, false, false);
        }
    }

    /** A deep copy that keeps the graph's shape (one copy per object, cycles preserved). */
    private final class Copier {
        final IdentityHashMap<PyObject, PyObject> memo;
        private final boolean lazy;

        Copier(boolean lazy, int expected) {
            this.lazy = lazy;
            this.memo = new IdentityHashMap<>(expected);
        }

        PyObject copy(PyObject o) {
            if (o == null || isShared(o) || nativeValues.contains(o)) {
                return o;
            }
            PyObject done = memo.get(o);
            if (done != null) {
                return done;
            }
            Class<?> k = o.getClass();
            if (k == PyDict.class) {
                PyDict src = (PyDict) o;
                PyDict d = new PyDict(newMap(src));
                memo.put(o, d);
                fill(src, d);
                return d;
            }
            if (k == PyFunction.class) {
                return copyFunction((PyFunction) o);
            }
            if (k == PyType.class) {
                return ((PyType) o).copyGuest(this::copy, t -> memo.put(o, t), lazy);
            }
            if (k == PyModule.class) {
                PyModule src = (PyModule) o;
                PyDict d = new PyDict(newMap(src.dict));
                memo.put(src.dict, d);
                PyModule m = new PyModule(src.name, d);
                memo.put(o, m);
                fill(src.dict, d);
                return m;
            }
            if (k == PyList.class) {
                PyList src = (PyList) o;
                PyList l = new PyList(new PyObject[Math.max(4, src.size())], src.size());
                memo.put(o, l);
                for (int i = 0; i < src.size(); i++) {
                    l.set(i, copy(src.array()[i]));
                }
                return l;
            }
            if (k == PyTuple.class) {
                PyTuple src = (PyTuple) o;
                PyObject[] items = new PyObject[src.items.length];
                boolean same = true;
                for (int i = 0; i < items.length; i++) {
                    items[i] = copy(src.items[i]);
                    same &= items[i] == src.items[i];
                }
                PyTuple t = same ? src : new PyTuple(items);
                memo.put(o, t);
                return t;
            }
            if (k == PySet.class) {
                PySet src = (PySet) o;
                boolean allShared = true;
                for (PyObject e : src.set) {
                    allShared &= isShared(e);
                }
                if (allShared) {
                    // the same elements hash the same: copy the table (a frozenset of them is itself immutable)
                    PySet s = src.frozen ? src : new PySet(new CpySet(src.set), false);
                    memo.put(o, s);
                    return s;
                }
                PySet s = new PySet(new CpySet(), src.frozen);
                memo.put(o, s);
                for (PyObject e : src.set) {
                    s.set.add(key(e));
                }
                return s;
            }
            if (k == PyCell.class) {
                PyCell c = new PyCell(null);
                memo.put(o, c);
                c.value = copy(((PyCell) o).value);
                return c;
            }
            if (k == PyInstance.class) {
                PyInstance src = (PyInstance) o;
                if (src.nativeState() != null) {
                    throw new Uncopyable(src.nativeState());
                }
                PyInstance inst = new PyInstance((PyType) copy(src.type()));
                memo.put(o, inst);
                fill(src.instanceDict(), inst.instanceDict());
                return inst;
            }
            if (k == PyDescriptor.class) {
                PyDescriptor src = (PyDescriptor) o;
                PyDescriptor d = new PyDescriptor(src.kind, copy(src.fget), copy(src.fset), copy(src.fdel),
                        copy(src.doc));
                memo.put(o, d);
                return d;
            }
            if (k == PyBoundMethod.class) {
                PyBoundMethod src = (PyBoundMethod) o;
                PyBoundMethod b = new PyBoundMethod(copy(src.self), copy(src.function));
                memo.put(o, b);
                return b;
            }
            throw new Uncopyable(o);
        }

        private static LinkedHashMap<PyObject, PyObject> newMap(PyDict src) {
            int capacity = Math.max(4, src.map.size() * 4 / 3 + 1);
            return src.map instanceof VersionedMap ? new VersionedMap(capacity) : new DictMap(capacity);
        }

        private PyFunction copyFunction(PyFunction src) {
            PyCell[] closure = src.closure == null ? null : new PyCell[src.closure.length];
            PyDict globals = (PyDict) copy(src.globals);
            PyFunction f = new PyFunction(src.code, globals, null, null, closure);
            memo.put(src, f);
            if (closure != null) {
                for (int i = 0; i < closure.length; i++) {
                    closure[i] = (PyCell) copy(src.closure[i]);
                }
            }
            if (src.defaults != null) {
                PyObject[] d = new PyObject[src.defaults.length];
                for (int i = 0; i < d.length; i++) {
                    d[i] = copy(src.defaults[i]);
                }
                f.defaults = d;
            }
            f.kwdefaults = (PyDict) copy(src.kwdefaults);
            f.annotations = (PyDict) copy(src.annotations);
            f.name = src.name;
            f.qualname = src.qualname;
            f.doc = copy(src.doc);
            f.module = src.module;
            PyDict attrs = src.dictOrNull();
            if (attrs != null) {
                fill(attrs, f.instanceDict());
            }
            return f;
        }

        private void fill(PyDict src, PyDict dst) {
            for (Map.Entry<PyObject, PyObject> e : src.map.entrySet()) {
                dst.map.put(key(e.getKey()), copy(e.getValue()));
            }
        }

        /** A dict key or set element: only values whose hash needs no guest code (shared values, classes). */
        private PyObject key(PyObject k) {
            if (!keySafe(k)) {
                throw new Uncopyable(k);
            }
            return copy(k);
        }

        private boolean keySafe(PyObject k) {
            if (isShared(k) || nativeValues.contains(k) || k.getClass() == PyType.class) {
                return true;
            }
            if (k.getClass() == PyTuple.class) {
                for (PyObject e : ((PyTuple) k).items) {
                    if (!keySafe(e)) {
                        return false;
                    }
                }
                return true;
            }
            return false;
        }
    }

    /** Immutable values that executions may share (compiled patterns are immutable and cached per JVM already). */
    private static boolean isShared(PyObject o) {
        Class<?> k = o.getClass();
        if (k == PyStr.class || k == PyInt.class || k == PyFloat.class || k == PyBool.class || k == PyNone.class
                || k == PyComplex.class || k == ReObjects.PatternObject.class) {
            return true;
        }
        if (k == PyBytes.class) {
            // bytes only: a bytearray is mutable and must never be shared between executions
            return !((PyBytes) o).mutable;
        }
        if (o instanceof PyType t) {
            return t.isBuiltin();
        }
        if (k == PyBuiltin.class) {
            return STATELESS.get(((PyBuiltin) o).fn.getClass());
        }
        return false;
    }

    /** Whether a native function's class keeps no state of its own (no instance fields): then it is shareable. */
    private static final ClassValue<Boolean> STATELESS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        return false;
                    }
                }
            }
            return true;
        }
    };
}
