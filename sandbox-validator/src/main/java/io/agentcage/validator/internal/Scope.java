package io.agentcage.validator.internal;

import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One Python scope (module, function, lambda, class or comprehension) and every name it binds, collected
 * flow-insensitively: all bindings of a name anywhere in the scope count. Not API.
 */
public final class Scope {

    /** The kinds of scope; they differ in how unbound names fall back. */
    public enum Kind { MODULE, FUNCTION, CLASS, COMPREHENSION }

    /** How a name got bound. */
    public enum BindingKind { PARAM, DEF, CLASS, IMPORT, ASSIGN, DELETE, OTHER }

    /**
     * One binding of a name.
     *
     * @param kind        how it was bound
     * @param value       the assigned expression for {@code name = value}, else null
     * @param importPath  the dotted module path for imports, else null
     * @param conditional whether the binding sits inside an if/loop/try/with/match of its scope
     * @param line        the 1-based line of the binding
     */
    public record Binding(BindingKind kind, Expr value, String importPath, boolean conditional, int line) {
    }

    private final Kind kind;
    private final Scope parent;
    private final Node node;
    private final Map<String, List<Binding>> bindings = new HashMap<>();
    private final Set<String> globals = new HashSet<>();
    private final Set<String> nonlocals = new HashSet<>();

    Scope(Kind kind, Scope parent, Node node) {
        this.kind = kind;
        this.parent = parent;
        this.node = node;
    }

    /** @return the kind of scope */
    public Kind kind() {
        return kind;
    }

    /** @return the enclosing scope, or null for the module */
    public Scope parent() {
        return parent;
    }

    /** @return the node that opened the scope */
    public Node node() {
        return node;
    }

    void bind(String name, Binding b) {
        if (globals.contains(name) && kind != Kind.MODULE) {
            module().bindings.computeIfAbsent(name, k -> new ArrayList<>()).add(b);
            return;
        }
        bindings.computeIfAbsent(name, k -> new ArrayList<>()).add(b);
    }

    void declareGlobal(String name) {
        globals.add(name);
    }

    void declareNonlocal(String name) {
        nonlocals.add(name);
    }

    /** The module scope. */
    public Scope module() {
        Scope s = this;
        while (s.parent != null) {
            s = s.parent;
        }
        return s;
    }

    /** The bindings of {@code name} in this scope itself, possibly empty. */
    public List<Binding> bindingsOf(String name) {
        return bindings.getOrDefault(name, List.of());
    }

    /**
     * The scope whose binding a read of {@code name} here sees, following Python's rules (class scopes are
     * skipped from nested functions), or null when no scope binds it (a builtin or an undefined name).
     */
    public Scope resolve(String name) {
        if (globals.contains(name)) {
            Scope m = module();
            return m.bindings.containsKey(name) ? m : null;
        }
        if (bindings.containsKey(name) && !nonlocals.contains(name)) {
            return this;
        }
        Scope s = parent;
        while (s != null) {
            if (s.kind != Kind.CLASS && s.bindings.containsKey(name) && !s.nonlocals.contains(name)
                    && (s.kind == Kind.MODULE || !s.globals.contains(name))) {
                return s;
            }
            if (s.kind != Kind.CLASS && s.globals.contains(name)) {
                Scope m = module();
                return m.bindings.containsKey(name) ? m : null;
            }
            s = s.parent;
        }
        return null;
    }
}
