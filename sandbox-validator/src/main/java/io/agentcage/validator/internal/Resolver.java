package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import io.agentcage.validator.internal.Scope.Binding;
import io.agentcage.validator.internal.Scope.BindingKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Flow-insensitive value tracking: what a name or expression may hold, across aliases ({@code o = os},
 * {@code g = getattr}, {@code n = '__cla' + 'ss__'}). A name's values are the union over all its bindings in
 * the scope that owns it. Depth-bounded, so cycles ({@code a = b; b = a}) end in {@link Value#UNKNOWN}. Not API.
 */
public final class Resolver {
    private static final int MAX_DEPTH = 12;
    private static final int MAX_VALUES = 8;

    private final Map<CacheKey, List<Value>> nameCache = new HashMap<>();

    /**
     * A cache key. Its {@code equals} and {@code hashCode} are written out: a record's generated ones are bound
     * through {@code invokedynamic} on first call, which on the CLI's start path spun method-handle classes at run
     * time that the JDK 25 ahead-of-time cache does not keep (ADR 0067).
     */
    private record CacheKey(Scope scope, String name) {
        @Override
        public boolean equals(Object o) {
            return o instanceof CacheKey && ((CacheKey) o).scope.equals(scope) && ((CacheKey) o).name.equals(name);
        }

        @Override
        public int hashCode() {
            return 31 * scope.hashCode() + name.hashCode();
        }
    }

    /** The values {@code e}, read in scope {@code s}, may have; never empty ({@link Value#UNKNOWN} at worst). */
    public List<Value> values(Expr e, Scope s) {
        return values(e, s, 0);
    }

    /** The one string {@code e} certainly is, or null. */
    public Value.Str string(Expr e, Scope s) {
        List<Value> vs = values(e, s);
        return vs.size() == 1 && vs.get(0) instanceof Value.Str ? (Value.Str) vs.get(0) : null;
    }

    /** Whether a read of {@code n} in {@code s} may reach the builtin of that name rather than a user binding. */
    public boolean reachesBuiltin(Name n, Scope s) {
        Scope owner = s.resolve(n.id());
        if (owner == null) {
            return true;
        }
        if (owner.kind() == Scope.Kind.FUNCTION || owner.kind() == Scope.Kind.COMPREHENSION) {
            return false; // function locals never fall back to builtins (UnboundLocalError instead)
        }
        boolean shadowed = false;
        for (Binding b : owner.bindingsOf(n.id())) {
            if (b.kind() == BindingKind.DELETE) {
                return true;
            }
            if (!b.conditional() && b.line() < n.lineno() && !(b.kind() == BindingKind.ASSIGN
                    && b.value() instanceof Name && ((Name) b.value()).id().equals(n.id()))) {
                shadowed = true;
            }
        }
        return !shadowed;
    }

    private final Map<Expr, List<Value>> exprCache = new java.util.IdentityHashMap<>();

    private List<Value> values(Expr e, Scope s, int depth) {
        if (depth > MAX_DEPTH) {
            return List.of(Value.UNKNOWN);
        }
        // An expression node is always read in the same scope, so its values can be cached by identity.
        List<Value> cached = exprCache.get(e);
        if (cached == null) {
            cached = compute(e, s, depth);
            exprCache.put(e, cached);
        }
        return cached;
    }

    private List<Value> compute(Expr e, Scope s, int depth) {
        if (e instanceof Constant) {
            ConstantValue c = ((Constant) e).value();
            if (c instanceof ConstantValue.StrValue) {
                return List.of(new Value.Str(((ConstantValue.StrValue) c).value(), false));
            }
            return List.of(Value.UNKNOWN);
        }
        if (e instanceof Name) {
            return name((Name) e, s, depth);
        }
        if (e instanceof Attribute) {
            Attribute a = (Attribute) e;
            List<Value> out = new ArrayList<>();
            for (Value v : values(a.value(), s, depth + 1)) {
                add(out, v instanceof Value.Ref ? new Value.Ref(((Value.Ref) v).path() + "." + a.attr())
                        : Value.UNKNOWN);
            }
            return out;
        }
        if (e instanceof IfExp) {
            List<Value> out = new ArrayList<>(values(((IfExp) e).body(), s, depth + 1));
            values(((IfExp) e).orelse(), s, depth + 1).forEach(v -> add(out, v));
            return out;
        }
        if (e instanceof BoolOp) {
            List<Value> out = new ArrayList<>();
            for (Expr x : ((BoolOp) e).values()) {
                values(x, s, depth + 1).forEach(v -> add(out, v));
            }
            return out;
        }
        if (e instanceof NamedExpr) {
            return values(((NamedExpr) e).value(), s, depth + 1);
        }
        if (e instanceof Call) {
            return call((Call) e, s, depth);
        }
        String folded = StringFolder.fold(e, x -> {
            Value.Str str = stringAt(x, s, depth + 1);
            return str == null ? null : str.value();
        });
        return List.of(folded == null ? Value.UNKNOWN : new Value.Str(folded, true));
    }

    private Value.Str stringAt(Expr e, Scope s, int depth) {
        List<Value> vs = values(e, s, depth);
        return vs.size() == 1 && vs.get(0) instanceof Value.Str ? (Value.Str) vs.get(0) : null;
    }

    private List<Value> name(Name n, Scope s, int depth) {
        Scope owner = s.resolve(n.id());
        if (owner == null) {
            return List.of(Names.BUILTINS.contains(n.id()) ? new Value.Builtin(n.id()) : Value.UNKNOWN);
        }
        CacheKey key = new CacheKey(owner, n.id());
        List<Value> cached = nameCache.get(key);
        if (cached != null) {
            return cached;
        }
        nameCache.put(key, List.of(Value.UNKNOWN)); // cycle guard while computing
        List<Value> out = new ArrayList<>();
        for (Binding b : owner.bindingsOf(n.id())) {
            if (b.kind() == BindingKind.IMPORT && b.importPath() != null) {
                add(out, new Value.Ref(b.importPath()));
            } else if (b.kind() == BindingKind.ASSIGN) {
                values(b.value(), owner, depth + 1).forEach(v -> add(out, v));
            } else if (b.kind() != BindingKind.DELETE) {
                add(out, Value.UNKNOWN);
            }
        }
        if (Names.BUILTINS.contains(n.id()) && owner.kind() != Scope.Kind.FUNCTION
                && owner.kind() != Scope.Kind.COMPREHENSION && reachesBuiltin(n, s)) {
            add(out, new Value.Builtin(n.id()));
        }
        if (out.isEmpty()) {
            out.add(Value.UNKNOWN);
        }
        List<Value> result = List.copyOf(out);
        nameCache.put(key, result);
        return result;
    }

    private List<Value> call(Call c, Scope s, int depth) {
        List<Value> funcs = values(c.func(), s, depth + 1);
        List<Value> out = new ArrayList<>();
        for (Value f : funcs) {
            if (f instanceof Value.Builtin && ((Value.Builtin) f).name().equals("getattr") && c.args().size() >= 2) {
                Value.Str attr = stringAt(c.args().get(1), s, depth + 1);
                for (Value base : values(c.args().get(0), s, depth + 1)) {
                    add(out, attr != null && base instanceof Value.Ref
                            ? new Value.Ref(((Value.Ref) base).path() + "." + attr.value()) : Value.UNKNOWN);
                }
            } else if (isImporter(f) && !c.args().isEmpty()) {
                Value.Str mod = stringAt(c.args().get(0), s, depth + 1);
                add(out, mod == null ? Value.UNKNOWN : new Value.Ref(mod.value()));
            }
        }
        if (out.isEmpty()) {
            String folded = StringFolder.fold(c, x -> {
                Value.Str str = stringAt(x, s, depth + 1);
                return str == null ? null : str.value();
            });
            out.add(folded == null ? Value.UNKNOWN : new Value.Str(folded, true));
        }
        return out;
    }

    /** Whether a callee is {@code __import__} or {@code importlib.import_module}. */
    public static boolean isImporter(Value f) {
        return f instanceof Value.Builtin && ((Value.Builtin) f).name().equals("__import__")
                || f instanceof Value.Ref && ((Value.Ref) f).path().equals("importlib.import_module");
    }

    private static void add(List<Value> out, Value v) {
        if (out.size() < MAX_VALUES && !out.contains(v)) {
            out.add(v);
        }
    }
}
