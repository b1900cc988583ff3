package io.agentcage.interpreter.internal.object;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The names a snapshot gives to what it does not copy: objects the interpreter itself provides (None, the builtin
 * functions and types and their methods, the values of native modules, host functions). A snapshot stores the name;
 * reading it finds the same object again, in this or another JVM. A name two different objects claim is dropped,
 * so neither can be saved (a clear refusal rather than a wrong object).
 */
public final class NameTable {
    private static final Object AMBIGUOUS = new Object();
    private static volatile NameTable core;

    private final Map<String, Object> byName;
    private final IdentityHashMap<Object, String> byObject;

    private NameTable(Map<String, Object> byName, IdentityHashMap<Object, String> byObject) {
        this.byName = byName;
        this.byObject = byObject;
    }

    /** A copy of the names every execution shares, to extend with the names of one execution. */
    public static NameTable forExecution() {
        NameTable c = core();
        return new NameTable(new HashMap<>(c.byName), new IdentityHashMap<>(c.byObject));
    }

    private static NameTable core() {
        NameTable c = core;
        if (c == null) {
            synchronized (NameTable.class) {
                c = core;
                if (c == null) {
                    c = new NameTable(new HashMap<>(), new IdentityHashMap<>());
                    c.fillCore();
                    core = c;
                }
            }
        }
        return c;
    }

    private void fillCore() {
        if (!Registry.isFrozen()) {
            throw new IllegalStateException("the builtin registry is not built yet");
        }
        add("None", PyNone.NONE);
        add("True", PyBool.TRUE);
        add("False", PyBool.FALSE);
        add("Ellipsis", PyNone.ELLIPSIS);
        add("NotImplemented", PyNone.NOT_IMPLEMENTED);
        add("str:", PyStr.EMPTY);
        add("tuple:", PyTuple.EMPTY);
        for (PyType t : PyType.coreTypes()) {
            addType(t);
        }
        for (Map.Entry<PyObject, PyObject> e : Registry.builtins().map.entrySet()) {
            PyObject v = e.getValue();
            if (v instanceof PyType t) {
                addType(t);
            } else {
                add("B:" + ((PyStr) e.getKey()).value(), v);
            }
        }
    }

    /** Names {@code o}; a name already given to another object becomes unusable for both. */
    public void add(String name, Object o) {
        if (o == null) {
            return;
        }
        Object prev = byName.get(name);
        if (prev == null) {
            byName.put(name, o);
            byObject.putIfAbsent(o, name);
        } else if (prev != o && prev != AMBIGUOUS) {
            byName.put(name, AMBIGUOUS);
            byObject.remove(prev);
            byObject.remove(o);
        }
    }

    /** Names a builtin type ({@code T:module.qualname}) and the functions and descriptors of its namespace. */
    public void addType(PyType t) {
        if (!t.isBuiltin()) {
            return;
        }
        String key = t.module() + "." + t.qualname();
        add("T:" + key, t);
        for (Map.Entry<PyObject, PyObject> e : t.dict().map.entrySet()) {
            PyObject v = e.getValue();
            if (v instanceof PyBuiltin || v instanceof PyDescriptor) {
                add("A:" + key + "." + ((PyStr) e.getKey()).value(), v);
                if (v instanceof PyDescriptor d) {
                    add("A:" + key + "." + ((PyStr) e.getKey()).value() + ".get", d.fget);
                }
            }
        }
    }

    /** The name of {@code o}, or null when it has none. */
    public String nameOf(Object o) {
        return byObject.get(o);
    }

    /** The object named {@code name}, or null. */
    public Object objectOf(String name) {
        Object o = byName.get(name);
        return o == AMBIGUOUS ? null : o;
    }
}
