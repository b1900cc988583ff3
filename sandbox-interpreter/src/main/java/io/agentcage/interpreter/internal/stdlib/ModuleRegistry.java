package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.ModuleLoader;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.vm.Vm;
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
public final class ModuleRegistry implements ModuleLoader {
    private static final ModuleRegistry DEFAULTS = builder().addStandard().build();

    private final Map<String, NativeModule> natives;
    private final Map<String, PythonModule> sources;
    private final Set<String> allowed;
    /** Namespaces of {@link NativeModule#immutable()} modules, shared read-only: only copies reach guests. */
    private final Map<String, PyDict> templates = new ConcurrentHashMap<>();
    /** Modules only the standard modules may import (never guest code, whatever the allow-list says). */
    private final Map<String, NativeModule> helperNatives;
    private final Map<String, PythonModule> helperSources;
    /** Import names that give another module ({@code os.path} is {@code posixpath}), to the module's name. */
    private final Map<String, String> aliases;
    /** Names of the standard modules and helpers written in Python ({@link #isStandardSource}). */
    private final Set<String> standardSources;
    /** Templates of the standard Python modules ({@link ModuleTemplate}); empty when a module has none. */
    private final Map<String, java.util.Optional<ModuleTemplate>> pyTemplates = new ConcurrentHashMap<>();

    private ModuleRegistry(Builder b) {
        this.natives = Collections.unmodifiableMap(new LinkedHashMap<>(b.natives));
        this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(b.sources));
        this.allowed = Collections.unmodifiableSet(new TreeSet<>(b.allowed));
        this.helperNatives = Collections.unmodifiableMap(new LinkedHashMap<>(b.helperNatives));
        this.helperSources = Collections.unmodifiableMap(new LinkedHashMap<>(b.helperSources));
        this.aliases = Map.copyOf(b.aliases);
        Set<String> standard = new java.util.HashSet<>(helperSources.keySet());
        for (Map.Entry<String, PythonModule> e : sources.entrySet()) {
            if (StandardModules.python().contains(e.getValue())) {
                standard.add(e.getKey());
            }
        }
        this.standardSources = Set.copyOf(standard);
    }

    /** Every standard module this interpreter implements, all allowed. */
    public static ModuleRegistry defaults() {
        return DEFAULTS;
    }

    /**
     * Throws {@link IllegalArgumentException} naming the first of {@code names} that is no standard module, with
     * the closest one and the full list.
     */
    public static void requireKnown(Set<String> names) {
        Set<String> known = DEFAULTS.allowed();
        for (String n : names) {
            java.util.Objects.requireNonNull(n, "module name == null");
            if (!known.contains(n)) {
                throw new IllegalArgumentException("unknown module '" + n + "'" + didYouMean(n, known)
                        + "; the interpreter implements: " + String.join(", ", known));
            }
        }
    }

    private static String didYouMean(String name, Set<String> known) {
        String best = io.agentcage.text.EditDistance.closest(name, known, Math.max(1, name.length() / 3));
        return best != null ? " (did you mean '" + best + "'?)" : "";
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The names guest code may import. */
    public Set<String> allowed() {
        return allowed;
    }

    /**
     * A ModuleNotFoundError whose {@code name} is what CPython's import system names: the first package of a dotted
     * name that is missing ('numpy' for numpy.linalg), else the module.
     */
    private PyException notFound(String name, String message) {
        PyException e = Exc.make(Exc.ModuleNotFoundError, message);
        String missing = name;
        for (int dot = name.indexOf('.'); dot > 0; dot = name.indexOf('.', dot + 1)) {
            if (!defines(name.substring(0, dot))) {
                missing = name.substring(0, dot);
                break;
            }
        }
        e.exc.instanceDict().put("name", new PyStr(missing));
        return e;
    }

    /**
     * Imports {@code name} for the execution {@code in}: the same module object for repeated imports within the
     * execution (or session), a fresh one for every other execution.
     */
    @Override
    public PyModule load(Interp in, String name) {
        // the allow-list is checked even for loaded modules: a standard module may have loaded one guest code
        // may not import (datetime loads re)
        if (!defines(name)) {
            throw notFound(name, MissingModules.message(name, importable()));
        }
        if (!allowed.contains(name)) {
            throw notFound(name, "import of '" + name + "' is not allowed in the sandbox;"
                    + " allowed modules: " + String.join(", ", importable()));
        }
        PyModule m = in.services.loaded.get(name);
        if (m != null) {
            return m;
        }
        String target = aliases.get(name);
        if (target != null) {
            m = loadForStandardModule(in, target);
            in.services.loaded.put(name, m);
            return m;
        }
        return instantiate(in, name, natives.get(name), sources.get(name));
    }

    /**
     * Imports {@code name} for a standard module: its helpers and the other defined modules are importable
     * whatever the allow-list says (allowing {@code datetime} without {@code re} must not break datetime).
     */
    @Override
    public PyModule loadForStandardModule(Interp in, String name) {
        PyModule m = in.services.loaded.get(name);
        if (m != null) {
            return m;
        }
        if (isHelper(name)) {
            return instantiate(in, name, helperNatives.get(name), helperSources.get(name));
        }
        if (natives.containsKey(name) || sources.containsKey(name)) {
            return instantiate(in, name, natives.get(name), sources.get(name));
        }
        if (aliases.containsKey(name)) {
            m = loadForStandardModule(in, aliases.get(name));
            in.services.loaded.put(name, m);
            return m;
        }
        return load(in, name);
    }

    /** Whether {@code name} is a native module (or a native helper of the standard modules). */
    public boolean isNative(String name) {
        return natives.containsKey(name) || helperNatives.containsKey(name);
    }

    /** The module written in Python of that name (standard or helper), or null. */
    public PythonModule source(String name) {
        PythonModule pm = sources.get(name);
        return pm != null ? pm : helperSources.get(name);
    }

    /** A fresh object of the native module {@code name}, not recorded as loaded (for snapshots being read). */
    public PyModule defineFresh(String name) {
        NativeModule nm = natives.containsKey(name) ? natives.get(name) : helperNatives.get(name);
        return nm.immutable() ? fromTemplate(nm) : define(nm);
    }

    /** Whether {@code name} is a module this registry defines (allowed or not), an alias included. */
    public boolean defines(String name) {
        return natives.containsKey(name) || sources.containsKey(name) || aliases.containsKey(name);
    }

    /** Whether {@code name} is a helper module of the standard modules. */
    public boolean isHelper(String name) {
        return helperNatives.containsKey(name) || helperSources.containsKey(name);
    }

    /** Whether {@code name} is a standard module or helper written in Python (may import helpers). */
    @Override
    public boolean isStandardSource(String name) {
        return standardSources.contains(name);
    }

    private PyModule instantiate(Interp in, String name, NativeModule nm, PythonModule pm) {
        PyModule m;
        if (nm != null) {
            m = nm.immutable() ? fromTemplate(nm) : define(nm);
            in.services.loaded.put(name, m);
            return m;
        }
        m = fromPythonTemplate(in, name);
        if (m != null) {
            return m;
        }
        PyDict globals = new PyDict(new io.agentcage.interpreter.internal.object.VersionedMap());
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

    /**
     * The module {@code name} and the modules its body imports, copied from the template (made on first use), or
     * null when the module must run as usual: it is not a standard module, it has no template, one of the modules
     * the template covers is already loaded here, or the call depth leaves the module bodies too little room.
     */
    private PyModule fromPythonTemplate(Interp in, String name) {
        if (!in.services.moduleTemplates || !isStandardSource(name)
                || in.depth + ModuleTemplate.DEPTH_HEADROOM >= in.maxDepth()) {
            return null;
        }
        java.util.Optional<ModuleTemplate> t = pyTemplates.get(name);
        if (t == null) {
            // made outside the map's lock: making one imports (and may make) others
            try {
                t = java.util.Optional.ofNullable(ModuleTemplate.make(this, name));
            } catch (io.agentcage.interpreter.internal.object.BudgetExceeded e) {
                return null;   // the module body runs under this execution's budgets instead
            }
            java.util.Optional<ModuleTemplate> raced = pyTemplates.putIfAbsent(name, t);
            if (raced != null) {
                t = raced;
            }
        }
        if (t.isEmpty()) {
            return null;
        }
        ModuleTemplate tpl = t.get();
        for (String n : tpl.names()) {
            if (in.services.loaded.containsKey(n)) {
                return null;
            }
        }
        in.charge(tpl.work());
        Map<String, PyModule> copies = tpl.copy();
        in.services.loaded.putAll(copies);
        return copies.get(name);
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

    /** Adds every value of the immutable native modules' shared namespaces made so far to {@code into}. */
    void addImmutableNativeValues(Set<PyObject> into) {
        for (PyDict d : templates.values()) {
            into.addAll(d.map.values());
        }
    }

    private Set<String> importable() {
        Set<String> s = new TreeSet<>();
        for (String n : allowed) {
            if (defines(n)) {
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
        private final Map<String, NativeModule> helperNatives = new LinkedHashMap<>();
        private final Map<String, PythonModule> helperSources = new LinkedHashMap<>();
        private final Map<String, String> aliases = new LinkedHashMap<>();

        /** Adds the standard modules of this interpreter and allows them. */
        public Builder addStandard() {
            for (NativeModule m : StandardModules.all()) {
                add(m);
            }
            for (PythonModule m : StandardModules.python()) {
                add(m);
            }
            for (NativeModule m : StandardModules.helperNatives()) {
                helperNatives.put(m.name(), m);
            }
            for (PythonModule m : StandardModules.helperSources()) {
                helperSources.put(m.name(), m);
            }
            for (Map.Entry<String, String> e : StandardModules.aliases().entrySet()) {
                aliases.put(e.getKey(), e.getValue());
                allowed.add(e.getKey());
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
            return new ModuleRegistry(this);
        }
    }
}
