package io.agentcage.interpreter.modules;

import io.agentcage.interpreter.internal.Vm;
import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.Interp;
import io.agentcage.interpreter.runtime.PyDict;
import io.agentcage.interpreter.runtime.PyModule;
import io.agentcage.interpreter.runtime.PyStr;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The importable modules and the allow-list. Immutable and shared by every execution of an executor.
 *
 * <p>A module is importable when it is both defined (a {@link NativeModule} or a {@link PythonModule}) and
 * allowed. A refused import raises {@code ModuleNotFoundError} naming the allowed modules.
 */
public final class ModuleRegistry {
    private static final ModuleRegistry DEFAULTS = builder().addStandard().build();

    private final Map<String, NativeModule> natives;
    private final Map<String, PythonModule> sources;
    private final Set<String> allowed;
    /** Namespaces of {@link NativeModule#immutable()} modules, shared read-only: only copies reach guests. */
    private final Map<String, PyDict> templates = new ConcurrentHashMap<>();

    private ModuleRegistry(Map<String, NativeModule> natives, Map<String, PythonModule> sources, Set<String> allowed) {
        this.natives = Collections.unmodifiableMap(new LinkedHashMap<>(natives));
        this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
        this.allowed = Collections.unmodifiableSet(new TreeSet<>(allowed));
    }

    /** Every standard module this interpreter implements, all allowed. */
    public static ModuleRegistry defaults() {
        return DEFAULTS;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The names guest code may import. */
    public Set<String> allowed() {
        return allowed;
    }

    /**
     * Imports {@code name} for the execution {@code in}: the same module object for repeated imports within the
     * execution (or session), a fresh one for every other execution.
     */
    public PyModule load(Interp in, String name) {
        PyModule m = in.services.loaded.get(name);
        if (m != null) {
            return m;
        }
        if (!allowed.contains(name) || (!natives.containsKey(name) && !sources.containsKey(name))) {
            throw Exc.make(Exc.ModuleNotFoundError, "import of '" + name + "' is not allowed in the sandbox;"
                    + " allowed modules: " + String.join(", ", importable()));
        }
        NativeModule nm = natives.get(name);
        if (nm != null) {
            m = nm.immutable() ? fromTemplate(nm) : define(nm);
            in.services.loaded.put(name, m);
            return m;
        }
        PythonModule pm = sources.get(name);
        PyDict globals = new PyDict(new io.agentcage.interpreter.runtime.VersionedMap());
        globals.put("__name__", new PyStr(name));
        if (pm.helper() != null) {
            ModuleBuilder hb = new ModuleBuilder(pm.helper().name());
            pm.helper().define(hb);
            globals.put(pm.helper().name(), hb.build());
        }
        m = new PyModule(name, globals);
        in.services.loaded.put(name, m);
        try {
            Vm.execSource(in, pm.source(), "<" + name + ">", globals);
        } catch (RuntimeException e) {
            in.services.loaded.remove(name);
            throw e;
        }
        return m;
    }

    private static PyModule define(NativeModule nm) {
        ModuleBuilder b = new ModuleBuilder(nm.name());
        nm.define(b);
        return b.build();
    }

    /** A new module object over a copy of the namespace of an immutable module, defined once per registry. */
    private PyModule fromTemplate(NativeModule nm) {
        PyDict template = templates.computeIfAbsent(nm.name(), n -> define(nm).dict);
        PyDict copy = new PyDict(template.map.size() + 1);
        copy.map.putAll(template.map);
        return new PyModule(nm.name(), copy);
    }

    private Set<String> importable() {
        Set<String> s = new TreeSet<>();
        for (String n : allowed) {
            if (natives.containsKey(n) || sources.containsKey(n)) {
                s.add(n);
            }
        }
        return s;
    }

    /** Builds a {@link ModuleRegistry}. */
    public static final class Builder {
        private final Map<String, NativeModule> natives = new LinkedHashMap<>();
        private final Map<String, PythonModule> sources = new LinkedHashMap<>();
        private final Set<String> allowed = new TreeSet<>();

        /** Adds the standard modules of this interpreter and allows them. */
        public Builder addStandard() {
            for (NativeModule m : StandardModules.all()) {
                add(m);
            }
            for (PythonModule m : StandardModules.python()) {
                add(m);
            }
            return this;
        }

        /** Adds (and allows) a native module. */
        public Builder add(NativeModule m) {
            natives.put(m.name(), m);
            allowed.add(m.name());
            return this;
        }

        /** Adds (and allows) a module written in Python. */
        public Builder add(PythonModule m) {
            sources.put(m.name(), m);
            allowed.add(m.name());
            return this;
        }

        /** Restricts imports to these names (modules must still be defined to be importable). */
        public Builder allowOnly(Set<String> names) {
            allowed.clear();
            allowed.addAll(names);
            return this;
        }

        public ModuleRegistry build() {
            return new ModuleRegistry(natives, sources, allowed);
        }
    }
}
