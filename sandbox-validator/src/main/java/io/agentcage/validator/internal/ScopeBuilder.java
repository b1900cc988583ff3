package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import io.agentcage.python.ast.Module;
import io.agentcage.validator.internal.Scope.Binding;
import io.agentcage.validator.internal.Scope.BindingKind;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds the scope tree of a module in one pass: which names each scope binds, and how. Not API. */
public final class ScopeBuilder {

    private final Map<Node, Scope> scopes = new IdentityHashMap<>();

    private ScopeBuilder() {
    }

    /** The scopes of a module, keyed by the node that opens each (the module itself included). */
    public static Map<Node, Scope> build(Module module) {
        ScopeBuilder b = new ScopeBuilder();
        Scope root = new Scope(Scope.Kind.MODULE, null, module);
        b.scopes.put(module, root);
        b.body(module.body(), root, false);
        return b.scopes;
    }

    /** Whether a node opens a scope of its own. */
    public static boolean opensScope(Node n) {
        return n instanceof FunctionDef || n instanceof AsyncFunctionDef || n instanceof Lambda
                || n instanceof ClassDef || n instanceof ListComp || n instanceof SetComp || n instanceof DictComp
                || n instanceof GeneratorExp;
    }

    private void body(List<Stmt> stmts, Scope s, boolean conditional) {
        for (Stmt st : stmts) {
            stmt(st, s, conditional);
        }
    }

    private void stmt(Stmt st, Scope s, boolean cond) {
        int line = st.lineno();
        if (st instanceof FunctionDef) {
            FunctionDef f = (FunctionDef) st;
            s.bind(f.name(), new Binding(BindingKind.DEF, null, null, cond, line));
            function(f, f.args(), f.body(), s);
        } else if (st instanceof AsyncFunctionDef) {
            AsyncFunctionDef f = (AsyncFunctionDef) st;
            s.bind(f.name(), new Binding(BindingKind.DEF, null, null, cond, line));
            function(f, f.args(), f.body(), s);
        } else if (st instanceof ClassDef) {
            ClassDef c = (ClassDef) st;
            s.bind(c.name(), new Binding(BindingKind.CLASS, null, null, cond, line));
            Scope inner = open(c, Scope.Kind.CLASS, s);
            c.decoratorList().forEach(e -> expr(e, inner, cond));
            c.bases().forEach(e -> expr(e, inner, cond));
            c.keywords().forEach(k -> expr(k.value(), inner, cond));
            body(c.body(), inner, false);
        } else if (st instanceof Assign && ((Assign) st).targets().size() == 1
                && ((Assign) st).targets().get(0) instanceof Name) {
            Assign a = (Assign) st;
            s.bind(((Name) a.targets().get(0)).id(), new Binding(BindingKind.ASSIGN, a.value(), null, cond, line));
            expr(a.value(), s, cond);
        } else if (st instanceof Import) {
            for (Alias a : ((Import) st).names()) {
                String bound = a.asname().orElse(a.name().split("\\.")[0]);
                String path = a.asname().isPresent() ? a.name() : bound;
                s.bind(bound, new Binding(BindingKind.IMPORT, null, path, cond, line));
            }
        } else if (st instanceof ImportFrom) {
            ImportFrom f = (ImportFrom) st;
            for (Alias a : f.names()) {
                if (a.name().equals("*")) {
                    continue;
                }
                String path = f.level() == 0 && f.module().isPresent() ? f.module().get() + "." + a.name() : null;
                s.bind(a.asname().orElse(a.name()), new Binding(BindingKind.IMPORT, null, path, cond, line));
            }
        } else if (st instanceof Global) {
            ((Global) st).names().forEach(s::declareGlobal);
        } else if (st instanceof Nonlocal) {
            ((Nonlocal) st).names().forEach(s::declareNonlocal);
        } else {
            boolean nested = cond || isCompound(st);
            Children.forEach(st, child -> child(child, s, nested));
        }
    }

    private static boolean isCompound(Stmt st) {
        return st instanceof If || st instanceof For || st instanceof AsyncFor || st instanceof While
                || st instanceof Try || st instanceof TryStar || st instanceof With || st instanceof AsyncWith
                || st instanceof Match;
    }

    private void child(Node n, Scope s, boolean cond) {
        if (n instanceof Stmt) {
            stmt((Stmt) n, s, cond);
        } else if (n instanceof Expr) {
            expr((Expr) n, s, cond);
        } else if (n instanceof ExceptHandler) {
            ExceptHandler h = (ExceptHandler) n;
            h.name().ifPresent(nm -> s.bind(nm, new Binding(BindingKind.OTHER, null, null, true, h.lineno())));
            Children.forEach(n, c -> child(c, s, true));
        } else if (n instanceof Pattern) {
            pattern((Pattern) n, s);
            Children.forEach(n, c -> child(c, s, true));
        } else {
            Children.forEach(n, c -> child(c, s, cond));
        }
    }

    private void pattern(Pattern p, Scope s) {
        Optional<String> name = Optional.empty();
        if (p instanceof MatchAs) {
            name = ((MatchAs) p).name();
        } else if (p instanceof MatchStar) {
            name = ((MatchStar) p).name();
        } else if (p instanceof MatchMapping) {
            name = ((MatchMapping) p).rest();
        }
        name.ifPresent(nm -> s.bind(nm, new Binding(BindingKind.OTHER, null, null, true, p.lineno())));
    }

    private void expr(Expr e, Scope s, boolean cond) {
        if (e instanceof Name) {
            Name n = (Name) e;
            if (n.ctx() == ExprContext.Store) {
                s.bind(n.id(), new Binding(BindingKind.OTHER, null, null, cond, n.lineno()));
            } else if (n.ctx() == ExprContext.Del) {
                s.bind(n.id(), new Binding(BindingKind.DELETE, null, null, cond, n.lineno()));
            }
        } else if (e instanceof NamedExpr) {
            NamedExpr ne = (NamedExpr) e;
            Scope target = s;
            while (target.kind() == Scope.Kind.COMPREHENSION) {
                target = target.parent();
            }
            if (ne.target() instanceof Name) {
                target.bind(((Name) ne.target()).id(),
                        new Binding(BindingKind.ASSIGN, ne.value(), null, true, ne.lineno()));
            }
            expr(ne.value(), s, cond);
        } else if (e instanceof Lambda) {
            Lambda l = (Lambda) e;
            function(l, l.args(), List.of(), s);
            expr(l.body(), scopes.get(l), false);
        } else if (opensScope(e)) {
            Scope inner = open(e, Scope.Kind.COMPREHENSION, s);
            Children.forEach(e, c -> child(c, inner, false));
        } else {
            Children.forEach(e, c -> child(c, s, cond));
        }
    }

    private Scope open(Node n, Scope.Kind kind, Scope parent) {
        Scope inner = new Scope(kind, parent, n);
        scopes.put(n, inner);
        return inner;
    }

    private void function(Node f, Arguments args, List<Stmt> body, Scope outer) {
        Children.forEach(f, c -> {
            if (c instanceof Expr && !(f instanceof Lambda)) {
                expr((Expr) c, outer, false); // decorators, returns annotation
            }
        });
        Scope inner = open(f, Scope.Kind.FUNCTION, outer);
        args.defaults().forEach(d -> expr(d, outer, false));
        args.kwDefaults().forEach(d -> d.ifPresent(x -> expr(x, outer, false)));
        for (Arg a : allArgs(args)) {
            inner.bind(a.arg(), new Binding(BindingKind.PARAM, null, null, false, a.lineno()));
        }
        body(body, inner, false);
    }

    /** Every parameter of a signature. */
    public static List<Arg> allArgs(Arguments a) {
        List<Arg> all = new java.util.ArrayList<>(a.posonlyargs());
        all.addAll(a.args());
        a.vararg().ifPresent(all::add);
        all.addAll(a.kwonlyargs());
        a.kwarg().ifPresent(all::add);
        return all;
    }
}
