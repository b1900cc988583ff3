package io.agentcage.interpreter.internal.compile;

import io.agentcage.python.ast.*;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Name resolution before compilation: builds the scope tree, then decides for every name whether it lives in a
 * fast local slot, a cell, a free variable, the globals or a namespace dictionary. Results are side tables keyed
 * by AST node; the tree itself is never changed.
 */
public final class Symtable {
    final Map<Object, Scope> scopes = new IdentityHashMap<>();
    private Scope cur;

    static Symtable build(List<Stmt> body, boolean nameMode) {
        Symtable t = new Symtable();
        Scope mod = new Scope(Scope.Kind.MODULE, "<module>", null);
        t.scopes.put(body, mod);
        t.cur = mod;
        t.stmts(body);
        t.resolve(mod);
        return t;
    }

    private void bind(String n) {
        cur.bound.add(n);
    }

    private void use(String n) {
        cur.used.add(n);
        if (n.equals("super") || n.equals("__class__")) {
            cur.usesClassCell = true;
        }
    }

    private void stmts(List<Stmt> body) {
        for (Stmt s : body) {
            stmt(s);
        }
    }

    private void stmt(Stmt s) {
        if (s instanceof FunctionDef f) {
            function(f, f.name(), f.decoratorList(), f.args(), f.body(), false);
        } else if (s instanceof AsyncFunctionDef f) {
            function(f, f.name(), f.decoratorList(), f.args(), f.body(), true);
        } else if (s instanceof ClassDef c) {
            exprs(c.decoratorList());
            exprs(c.bases());
            for (Keyword k : c.keywords()) {
                expr(k.value());
            }
            bind(c.name());
            Scope sc = new Scope(Scope.Kind.CLASS, c.name(), cur);
            scopes.put(c, sc);
            Scope save = cur;
            cur = sc;
            stmts(c.body());
            cur = save;
        } else if (s instanceof Return r) {
            r.value().ifPresent(this::expr);
        } else if (s instanceof Delete d) {
            exprs(d.targets());
        } else if (s instanceof Assign a) {
            expr(a.value());
            exprs(a.targets());
        } else if (s instanceof AugAssign a) {
            expr(a.value());
            if (a.target() instanceof Name n) {
                use(n.id());
                bind(n.id());
            } else {
                expr(a.target());
            }
        } else if (s instanceof AnnAssign a) {
            a.value().ifPresent(this::expr);
            if (a.value().isPresent() || !(a.target() instanceof Name)) {
                expr(a.target());
            } else if (a.target() instanceof Name n && cur.kind != Scope.Kind.MODULE
                    && cur.kind != Scope.Kind.CLASS) {
                bind(n.id());
            }
        } else if (s instanceof For f) {
            expr(f.iter());
            expr(f.target());
            stmts(f.body());
            stmts(f.orelse());
        } else if (s instanceof AsyncFor f) {
            expr(f.iter());
            expr(f.target());
            stmts(f.body());
            stmts(f.orelse());
        } else if (s instanceof AsyncWith w) {
            for (WithItem it : w.items()) {
                expr(it.contextExpr());
                it.optionalVars().ifPresent(this::expr);
            }
            stmts(w.body());
        } else if (s instanceof While w) {
            expr(w.test());
            stmts(w.body());
            stmts(w.orelse());
        } else if (s instanceof If i) {
            expr(i.test());
            stmts(i.body());
            stmts(i.orelse());
        } else if (s instanceof With w) {
            for (WithItem it : w.items()) {
                expr(it.contextExpr());
                it.optionalVars().ifPresent(this::expr);
            }
            stmts(w.body());
        } else if (s instanceof Match m) {
            expr(m.subject());
            for (MatchCase c : m.cases()) {
                pattern(c.pattern());
                c.guard().ifPresent(this::expr);
                stmts(c.body());
            }
        } else if (s instanceof Raise r) {
            r.exc().ifPresent(this::expr);
            r.cause().ifPresent(this::expr);
        } else if (s instanceof Try t) {
            tryParts(t.body(), t.handlers(), t.orelse(), t.finalbody());
        } else if (s instanceof TryStar t) {
            tryParts(t.body(), t.handlers(), t.orelse(), t.finalbody());
        } else if (s instanceof Assert a) {
            expr(a.test());
            a.msg().ifPresent(this::expr);
        } else if (s instanceof Import im) {
            for (Alias al : im.names()) {
                String n = al.asname().orElse(al.name().split("\\.")[0]);
                bind(n);
            }
        } else if (s instanceof ImportFrom im) {
            for (Alias al : im.names()) {
                if (!al.name().equals("*")) {
                    bind(al.asname().orElse(al.name()));
                }
            }
        } else if (s instanceof Global g) {
            cur.globals.addAll(g.names());
        } else if (s instanceof Nonlocal n) {
            cur.nonlocals.addAll(n.names());
        } else if (s instanceof ExprStmt e) {
            expr(e.value());
        }
    }

    private void function(Stmt node, String name, List<Expr> decorators, Arguments a, List<Stmt> body,
                          boolean async) {
        exprs(decorators);
        args(a);
        bind(name);
        Scope sc = new Scope(Scope.Kind.FUNCTION, name, cur);
        sc.coroutine = async;
        scopes.put(node, sc);
        params(sc, a);
        Scope save = cur;
        cur = sc;
        stmts(body);
        cur = save;
    }

    private void tryParts(List<Stmt> body, List<ExceptHandler> handlers, List<Stmt> orelse, List<Stmt> fin) {
        stmts(body);
        for (ExceptHandler h : handlers) {
            h.type().ifPresent(this::expr);
            h.name().ifPresent(this::bind);
            stmts(h.body());
        }
        stmts(orelse);
        stmts(fin);
    }

    private void pattern(Pattern p) {
        if (p instanceof MatchAs a) {
            a.pattern().ifPresent(this::pattern);
            a.name().ifPresent(this::bind);
        } else if (p instanceof MatchStar st) {
            st.name().ifPresent(this::bind);
        } else if (p instanceof MatchOr o) {
            o.patterns().forEach(this::pattern);
        } else if (p instanceof MatchSequence sq) {
            sq.patterns().forEach(this::pattern);
        } else if (p instanceof MatchMapping mm) {
            exprs(mm.keys());
            mm.patterns().forEach(this::pattern);
            mm.rest().ifPresent(this::bind);
        } else if (p instanceof MatchClass mc) {
            expr(mc.cls());
            mc.patterns().forEach(this::pattern);
            mc.kwdPatterns().forEach(this::pattern);
        } else if (p instanceof MatchValue mv) {
            expr(mv.value());
        }
    }

    private void args(Arguments a) {
        exprs(a.defaults());
        for (Optional<Expr> d : a.kwDefaults()) {
            d.ifPresent(this::expr);
        }
    }

    private static void params(Scope sc, Arguments a) {
        for (Arg x : a.posonlyargs()) {
            sc.params.add(x.arg());
        }
        for (Arg x : a.args()) {
            sc.params.add(x.arg());
        }
        for (Arg x : a.kwonlyargs()) {
            sc.params.add(x.arg());
        }
        a.vararg().ifPresent(x -> sc.params.add(x.arg()));
        a.kwarg().ifPresent(x -> sc.params.add(x.arg()));
    }

    private void exprs(List<Expr> es) {
        for (Expr e : es) {
            expr(e);
        }
    }

    private void expr(Expr e) {
        if (e instanceof Name n) {
            if (n.ctx() == ExprContext.Load) {
                use(n.id());
            } else {
                bind(n.id());
            }
        } else if (e instanceof Constant) {
            return;
        } else if (e instanceof BinOp b) {
            expr(b.left());
            expr(b.right());
        } else if (e instanceof BoolOp b) {
            exprs(b.values());
        } else if (e instanceof UnaryOp u) {
            expr(u.operand());
        } else if (e instanceof Compare c) {
            expr(c.left());
            exprs(c.comparators());
        } else if (e instanceof Call c) {
            expr(c.func());
            exprs(c.args());
            for (Keyword k : c.keywords()) {
                expr(k.value());
            }
        } else if (e instanceof Attribute a) {
            expr(a.value());
        } else if (e instanceof Subscript s) {
            expr(s.value());
            expr(s.slice());
        } else if (e instanceof Slice s) {
            s.lower().ifPresent(this::expr);
            s.upper().ifPresent(this::expr);
            s.step().ifPresent(this::expr);
        } else if (e instanceof Starred s) {
            expr(s.value());
        } else if (e instanceof ListExpr l) {
            exprs(l.elts());
        } else if (e instanceof Tuple t) {
            exprs(t.elts());
        } else if (e instanceof SetExpr s) {
            exprs(s.elts());
        } else if (e instanceof Dict d) {
            for (Optional<Expr> k : d.keys()) {
                k.ifPresent(this::expr);
            }
            exprs(d.values());
        } else if (e instanceof IfExp i) {
            expr(i.test());
            expr(i.body());
            expr(i.orelse());
        } else if (e instanceof Lambda l) {
            args(l.args());
            Scope sc = new Scope(Scope.Kind.FUNCTION, "<lambda>", cur);
            scopes.put(l, sc);
            params(sc, l.args());
            Scope save = cur;
            cur = sc;
            expr(l.body());
            cur = save;
        } else if (e instanceof NamedExpr ne) {
            expr(ne.value());
            String n = ((Name) ne.target()).id();
            Scope s = cur;
            while (s.kind == Scope.Kind.COMPREHENSION) {
                s.walrus.add(n);
                s = s.parent;
            }
            s.bound.add(n);
            if (cur.kind == Scope.Kind.COMPREHENSION) {
                cur.used.add(n);
            }
        } else if (e instanceof JoinedStr j) {
            exprs(j.values());
        } else if (e instanceof FormattedValue f) {
            expr(f.value());
            f.formatSpec().ifPresent(this::expr);
        } else if (e instanceof Yield y) {
            cur.generator = true;
            y.value().ifPresent(this::expr);
        } else if (e instanceof YieldFrom y) {
            cur.generator = true;
            expr(y.value());
        } else if (e instanceof Await a) {
            cur.awaits = true;
            expr(a.value());
        } else if (e instanceof ListComp c) {
            comprehension(e, c.generators(), List.of(c.elt()), false);
        } else if (e instanceof SetComp c) {
            comprehension(e, c.generators(), List.of(c.elt()), false);
        } else if (e instanceof GeneratorExp c) {
            comprehension(e, c.generators(), List.of(c.elt()), true);
        } else if (e instanceof DictComp c) {
            comprehension(e, c.generators(), List.of(c.key(), c.value()), false);
        }
    }

    private void comprehension(Expr node, List<Comprehension> gens, List<Expr> elts, boolean genexp) {
        expr(gens.get(0).iter());
        Scope sc = new Scope(Scope.Kind.COMPREHENSION, genexp ? "<genexpr>" : "<listcomp>", cur);
        sc.generator = genexp;
        sc.params.add(".0");
        scopes.put(node, sc);
        Scope save = cur;
        cur = sc;
        for (int i = 0; i < gens.size(); i++) {
            Comprehension g = gens.get(i);
            if (i > 0) {
                expr(g.iter());
            }
            sc.awaits |= g.isAsync();
            expr(g.target());
            exprs(g.ifs());
        }
        exprs(elts);
        cur = save;
        if (sc.awaits && !genexp) {
            // an async list, set or dict comprehension is a coroutine that the enclosing code awaits
            cur.awaits = true;
        }
    }

    // ---- resolution ----

    private void resolve(Scope s) {
        for (String n : s.nonlocals) {
            if (!s.isFunctionLike() && s.kind != Scope.Kind.CLASS) {
                throw new CompileError("nonlocal declaration not allowed at module level", 0);
            }
            if (!closeOver(s, n)) {
                throw new CompileError("no binding for nonlocal '" + n + "' found", 0);
            }
            s.access.put(n, Scope.Access.FREE);
        }
        for (String n : s.walrus) {
            Scope owner = s.parent;
            while (owner.kind == Scope.Kind.COMPREHENSION) {
                owner = owner.parent;
            }
            if (owner.kind == Scope.Kind.FUNCTION && !owner.globals.contains(n)) {
                closeOver(s, n);
                s.access.put(n, Scope.Access.FREE);
            } else {
                s.access.put(n, Scope.Access.GLOBAL);
            }
        }
        for (String n : s.globals) {
            s.access.put(n, Scope.Access.GLOBAL);
        }
        if (s.isFunctionLike()) {
            for (String n : s.params) {
                s.access.putIfAbsent(n, Scope.Access.FAST);
            }
            for (String n : s.bound) {
                s.access.putIfAbsent(n, Scope.Access.FAST);
            }
            if (s.usesClassCell) {
                Scope c = s.parent;
                while (c != null && c.kind != Scope.Kind.CLASS) {
                    c = c.parent;
                }
                if (c != null && closeOverClassCell(s)) {
                    s.access.put("__class__", Scope.Access.FREE);
                }
            }
            for (String n : s.used) {
                if (!s.access.containsKey(n)) {
                    s.access.put(n, closeOver(s, n) ? Scope.Access.FREE : Scope.Access.GLOBAL);
                }
            }
        } else if (s.kind == Scope.Kind.CLASS) {
            for (String n : s.bound) {
                s.access.putIfAbsent(n, Scope.Access.NAME);
            }
            for (String n : s.used) {
                if (!s.access.containsKey(n)) {
                    s.access.put(n, closeOver(s, n) ? Scope.Access.CLASSDEREF : Scope.Access.NAME);
                }
            }
        }
        for (Scope c : s.children) {
            resolve(c);
        }
        for (String n : s.cells) {
            if (s.access.get(n) == Scope.Access.FAST || !s.access.containsKey(n)) {
                s.access.put(n, Scope.Access.CELL);
            }
        }
    }

    /** Finds {@code n} in an enclosing function scope; marks the cell there and free variables on the way. */
    private static boolean closeOver(Scope from, String n) {
        Scope s = from.parent;
        java.util.List<Scope> path = new java.util.ArrayList<>();
        while (s != null && s.kind != Scope.Kind.MODULE) {
            if (s.isFunctionLike() && (s.bindsLocally(n) || s.nonlocals.contains(n)
                    || (s.frees.contains(n)))) {
                if (s.bindsLocally(n)) {
                    s.cells.add(n);
                } else {
                    s.frees.add(n);
                }
                for (Scope p : path) {
                    p.frees.add(n);
                    if (p.kind == Scope.Kind.CLASS) {
                        continue;
                    }
                    p.access.putIfAbsent(n, Scope.Access.FREE);
                }
                from.frees.add(n);
                return true;
            }
            if (s.isFunctionLike() && s.globals.contains(n)) {
                return false;
            }
            path.add(s);
            s = s.parent;
        }
        return false;
    }

    private static boolean closeOverClassCell(Scope from) {
        Scope s = from.parent;
        java.util.List<Scope> path = new java.util.ArrayList<>();
        while (s != null) {
            if (s.kind == Scope.Kind.CLASS) {
                s.needsClassCell = true;
                s.cells.add("__class__");
                for (Scope p : path) {
                    p.frees.add("__class__");
                    p.access.putIfAbsent("__class__", Scope.Access.FREE);
                }
                from.frees.add("__class__");
                return true;
            }
            path.add(s);
            s = s.parent;
        }
        return false;
    }

    /** A compile-time error (becomes a guest SyntaxError). */
    public static final class CompileError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        /** The 1-based line the error is at (0 when unknown). */
        public final int line;

        CompileError(String message, int line) {
            super(message, null, false, false);
            this.line = line;
        }
    }
}
