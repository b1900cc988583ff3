package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.python.ast.*;
import java.util.List;
import java.util.Optional;

/** Compiles expressions, assignment targets and nested code (functions, lambdas, comprehensions). */
final class ExprCompiler implements Expr.Visitor<Void> {
    private final Compiler c;

    ExprCompiler(Compiler c) {
        this.c = c;
    }

    private Unit u() {
        return c.u;
    }

    static PyObject constant(ConstantValue v) {
        if (v instanceof ConstantValue.IntValue i) {
            return PyInt.of(i.value());
        }
        if (v instanceof ConstantValue.FloatValue f) {
            return new PyFloat(f.value());
        }
        if (v instanceof ConstantValue.StrValue s) {
            return new PyStr(s.value());
        }
        if (v instanceof ConstantValue.BoolValue b) {
            return PyBool.of(b.value());
        }
        if (v instanceof ConstantValue.ComplexValue cv) {
            return new PyComplex(0, cv.imag());
        }
        if (v instanceof ConstantValue.BytesValue b) {
            return new PyBytes(b.value(), false);
        }
        if (v instanceof ConstantValue.EllipsisValue) {
            return PyNone.ELLIPSIS;
        }
        return PyNone.NONE;
    }

    void expr(Expr e) {
        Unit u = u();
        int savedLine = u.line;
        io.agentcage.python.ast.Located savedPos = u.pos;
        u.line = e.lineno();
        u.pos = e;
        try {
            exprInner(e);
        } finally {
            u.line = savedLine;
            u.pos = savedPos;
        }
    }

    private void exprInner(Expr e) {
        e.accept(this);
    }

    // ---- one method per expression kind (the AST's exhaustive visitor: a new kind fails to compile here) ----

    @Override
    public Void visitName(Name n) {
        c.loadName(n.id());
        return null;
    }

    @Override
    public Void visitConstant(Constant k) {
        c.loadConst(constant(k.value()));
        return null;
    }

    @Override
    public Void visitBinOp(BinOp b) {
        Unit u = u();
        expr(b.left());
        expr(b.right());
        u.emit(Op.BINARY, b.op().ordinal());
        return null;
    }

    @Override
    public Void visitCall(Call call) {
        call(call);
        return null;
    }

    @Override
    public Void visitAttribute(Attribute a) {
        Unit u = u();
        expr(a.value());
        u.emit(Op.LOAD_ATTR, u.name(u.mangle(a.attr())));
        return null;
    }

    @Override
    public Void visitSubscript(Subscript s) {
        Unit u = u();
        expr(s.value());
        subscriptKey(s.slice());
        u.emit(Op.SUBSCR);
        return null;
    }

    @Override
    public Void visitCompare(Compare cmp) {
        compare(cmp);
        return null;
    }

    @Override
    public Void visitBoolOp(BoolOp b) {
        boolOp(b);
        return null;
    }

    @Override
    public Void visitUnaryOp(UnaryOp un) {
        Unit u = u();
        expr(un.operand());
        switch (un.op()) {
            case Not:
                u.emit(Op.UNARY_NOT);
                break;
            case USub:
                u.emit(Op.UNARY_NEG);
                break;
            case UAdd:
                u.emit(Op.UNARY_POS);
                break;
            default:
                u.emit(Op.UNARY_INVERT);
        }
        return null;
    }

    @Override
    public Void visitTuple(Tuple t) {
        PyObject k = constTuple(t.elts());
        if (k != null) {
            c.loadConst(k);
        } else {
            sequence(t.elts(), Op.BUILD_TUPLE);
        }
        return null;
    }

    @Override
    public Void visitListExpr(ListExpr l) {
        sequence(l.elts(), Op.BUILD_LIST);
        return null;
    }

    @Override
    public Void visitSetExpr(SetExpr s) {
        sequence(s.elts(), Op.BUILD_SET);
        return null;
    }

    @Override
    public Void visitDict(Dict d) {
        dict(d);
        return null;
    }

    @Override
    public Void visitIfExp(IfExp i) {
        Unit u = u();
        int j = jumpIfFalse(i.test());
        expr(i.body());
        int end = u.emit(Op.JUMP, 0);
        u.patchHere(j);
        u.depth--;
        expr(i.orelse());
        u.patchHere(end);
        return null;
    }

    @Override
    public Void visitJoinedStr(JoinedStr j) {
        joined(j);
        return null;
    }

    @Override
    public Void visitFormattedValue(FormattedValue f) {
        formatted(f);
        return null;
    }

    @Override
    public Void visitLambda(Lambda l) {
        lambda(l);
        return null;
    }

    @Override
    public Void visitNamedExpr(NamedExpr ne) {
        Unit u = u();
        expr(ne.value());
        u.emit(Op.DUP_TOP);
        store(ne.target());
        return null;
    }

    @Override
    public Void visitListComp(ListComp lc) {
        Expr e = lc;
        comprehension(e, lc.generators(), 0, List.of(lc.elt()));
        return null;
    }

    @Override
    public Void visitSetComp(SetComp sc) {
        Expr e = sc;
        comprehension(e, sc.generators(), 1, List.of(sc.elt()));
        return null;
    }

    @Override
    public Void visitDictComp(DictComp dc) {
        Expr e = dc;
        comprehension(e, dc.generators(), 2, List.of(dc.key(), dc.value()));
        return null;
    }

    @Override
    public Void visitGeneratorExp(GeneratorExp g) {
        Expr e = g;
        comprehension(e, g.generators(), 3, List.of(g.elt()));
        return null;
    }

    @Override
    public Void visitYield(Yield y) {
        Unit u = u();
        if (y.value().isPresent()) {
            expr(y.value().get());
        } else {
            c.loadConst(PyNone.NONE);
        }
        u.emit(u.scope.coroutine ? Op.ASYNC_GEN_YIELD : Op.YIELD_VALUE);
        return null;
    }

    @Override
    public Void visitYieldFrom(YieldFrom y) {
        Unit u = u();
        if (u.scope.coroutine) {
            throw new Symtable.CompileError("'yield from' inside async function", y.lineno());
        }
        expr(y.value());
        u.emit(Op.GET_YIELD_FROM_ITER);
        c.loadConst(PyNone.NONE);
        u.emit(Op.YIELD_FROM);
        return null;
    }

    @Override
    public Void visitSlice(Slice s) {
        slice(s);
        return null;
    }

    @Override
    public Void visitStarred(Starred e) {
        throw new Symtable.CompileError("can't use starred expression here", e.lineno());
    }

    @Override
    public Void visitAwait(Await e) {
        Unit u = u();
        if (u.scope.kind == Scope.Kind.MODULE || u.scope.kind == Scope.Kind.CLASS) {
            throw new Symtable.CompileError("'await' outside function", e.lineno());
        }
        if (u.scope.kind == Scope.Kind.FUNCTION && !u.scope.coroutine) {
            throw new Symtable.CompileError("'await' outside async function", e.lineno());
        }
        expr(e.value());
        AsyncBlocks.await(c, 0);
        return null;
    }

    private PyObject constTuple(List<Expr> elts) {
        PyObject[] items = new PyObject[elts.size()];
        for (int i = 0; i < items.length; i++) {
            Expr x = elts.get(i);
            if (x instanceof Constant k) {
                items[i] = constant(k.value());
            } else {
                return null;
            }
        }
        return PyTuple.of(items);
    }

    void subscriptKey(Expr slice) {
        if (slice instanceof Slice s) {
            slice(s);
        } else {
            expr(slice);
        }
    }

    private void slice(Slice s) {
        optional(s.lower());
        optional(s.upper());
        if (s.step().isPresent()) {
            expr(s.step().get());
            u().emit(Op.BUILD_SLICE, 3);
        } else {
            u().emit(Op.BUILD_SLICE, 2);
        }
    }

    private void optional(Optional<Expr> e) {
        if (e.isPresent()) {
            expr(e.get());
        } else {
            c.loadConst(PyNone.NONE);
        }
    }

    /** Emits a conditional jump taken when {@code test} is false; returns the jump to patch. */
    int jumpIfFalse(Expr test) {
        if (test instanceof Compare cmp && cmp.ops().size() > 1) {
            Unit u = u();
            int savedLine = u.line;
            io.agentcage.python.ast.Located savedPos = u.pos;
            u.line = cmp.lineno();
            u.pos = cmp;
            try {
                return chainJumpIfFalse(cmp);
            } finally {
                u.line = savedLine;
                u.pos = savedPos;
            }
        }
        expr(test);
        return u().emit(Op.POP_JUMP_IF_FALSE, 0);
    }

    /**
     * {@code if a < b < c:} as CPython compiles a chained comparison used as a condition: each comparison jumps
     * on false (so the VM fuses it with its compare) instead of computing the chain's value and testing it; the
     * value kept for the next comparison is dropped on the way out. Returns the jump to the false branch.
     */
    private int chainJumpIfFalse(Compare cmp) {
        Unit u = u();
        expr(cmp.left());
        int[] cleanups = chainLinks(cmp, Op.POP_JUMP_IF_FALSE);
        int lastFalse = u.emit(Op.POP_JUMP_IF_FALSE, 0);
        int toBody = u.emit(Op.JUMP, 0);
        for (int cl : cleanups) {
            u.patchHere(cl);
        }
        u.depth++;
        u.emit(Op.POP_TOP);
        u.patchHere(lastFalse);
        int toFalse = u.emit(Op.JUMP, 0);
        u.patchHere(toBody);
        return toFalse;
    }

    /**
     * The links of a chained comparison after its left operand: each middle operand kept for the next link
     * ({@code DUP_TOP; ROT_THREE}), compared, and left by {@code jumpOp} when false; then the last comparison. The
     * jumps to patch, one per link before the last.
     */
    private int[] chainLinks(Compare cmp, int jumpOp) {
        Unit u = u();
        int n = cmp.ops().size();
        int[] cleanups = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            expr(cmp.comparators().get(i));
            u.emit(Op.DUP_TOP);
            u.emit(Op.ROT_THREE);
            cmpOp(cmp.ops().get(i));
            cleanups[i] = u.emit(jumpOp, 0);
        }
        expr(cmp.comparators().get(n - 1));
        cmpOp(cmp.ops().get(n - 1));
        return cleanups;
    }

    private void compare(Compare cmp) {
        Unit u = u();
        expr(cmp.left());
        int n = cmp.ops().size();
        if (n == 1) {
            expr(cmp.comparators().get(0));
            cmpOp(cmp.ops().get(0));
            return;
        }
        int[] cleanups = chainLinks(cmp, Op.JUMP_IF_FALSE_OR_POP);
        int end = u.emit(Op.JUMP, 0);
        for (int cl : cleanups) {
            u.patchHere(cl);
        }
        u.depth++;
        u.emit(Op.ROT_TWO);
        u.emit(Op.POP_TOP);
        u.patchHere(end);
    }

    private void cmpOp(CmpOp op) {
        Unit u = u();
        switch (op) {
            case Eq:
                u.emit(Op.COMPARE, 0);
                break;
            case NotEq:
                u.emit(Op.COMPARE, 1);
                break;
            case Lt:
                u.emit(Op.COMPARE, 2);
                break;
            case LtE:
                u.emit(Op.COMPARE, 3);
                break;
            case Gt:
                u.emit(Op.COMPARE, 4);
                break;
            case GtE:
                u.emit(Op.COMPARE, 5);
                break;
            case Is:
                u.emit(Op.IS_OP, 0);
                break;
            case IsNot:
                u.emit(Op.IS_OP, 1);
                break;
            case In:
                u.emit(Op.CONTAINS_OP, 0);
                break;
            default:
                u.emit(Op.CONTAINS_OP, 1);
        }
    }

    private void boolOp(BoolOp b) {
        Unit u = u();
        int op = b.op() == BoolOperator.And ? Op.JUMP_IF_FALSE_OR_POP : Op.JUMP_IF_TRUE_OR_POP;
        List<Expr> vs = b.values();
        int[] jumps = new int[vs.size() - 1];
        for (int i = 0; i < vs.size(); i++) {
            expr(vs.get(i));
            if (i < vs.size() - 1) {
                jumps[i] = u.emit(op, 0);
            }
        }
        for (int j : jumps) {
            u.patchHere(j);
        }
    }

    private boolean hasStarred(List<Expr> elts) {
        for (Expr x : elts) {
            if (x instanceof Starred) {
                return true;
            }
        }
        return false;
    }

    private void sequence(List<Expr> elts, int buildOp) {
        Unit u = u();
        if (!hasStarred(elts)) {
            for (Expr x : elts) {
                expr(x);
            }
            u.emit(buildOp, elts.size());
            return;
        }
        boolean set = buildOp == Op.BUILD_SET;
        u.emit(set ? Op.BUILD_SET : Op.BUILD_LIST, 0);
        for (Expr x : elts) {
            if (x instanceof Starred s) {
                expr(s.value());
                u.emit(set ? Op.SET_UPDATE : Op.LIST_EXTEND, 1);
            } else {
                expr(x);
                u.emit(set ? Op.SET_ADD : Op.LIST_APPEND, 1);
            }
        }
        if (buildOp == Op.BUILD_TUPLE) {
            u.emit(Op.LIST_TO_TUPLE);
        }
    }

    private void dict(Dict d) {
        Unit u = u();
        boolean unpack = false;
        for (Optional<Expr> k : d.keys()) {
            unpack |= k.isEmpty();
        }
        if (!unpack) {
            for (int i = 0; i < d.values().size(); i++) {
                expr(d.keys().get(i).get());
                expr(d.values().get(i));
            }
            u.emit(Op.BUILD_MAP, d.values().size());
            return;
        }
        u.emit(Op.BUILD_MAP, 0);
        for (int i = 0; i < d.values().size(); i++) {
            if (d.keys().get(i).isPresent()) {
                expr(d.keys().get(i).get());
                expr(d.values().get(i));
                u.emit(Op.MAP_ADD, 1);
            } else {
                expr(d.values().get(i));
                u.emit(Op.DICT_UPDATE, 1);
            }
        }
    }

    private void joined(JoinedStr j) {
        Unit u = u();
        int n = 0;
        for (Expr part : j.values()) {
            expr(part);
            n++;
        }
        if (n == 0) {
            c.loadConst(PyStr.EMPTY);
        } else if (n > 1 || !(j.values().get(0) instanceof Constant)) {
            u.emit(Op.BUILD_STRING, n);
        }
    }

    private void formatted(FormattedValue f) {
        expr(f.value());
        int conv = f.conversion() == 's' ? 1 : f.conversion() == 'r' ? 2 : f.conversion() == 'a' ? 3 : 0;
        if (f.formatSpec().isPresent()) {
            expr(f.formatSpec().get());
            conv |= 4;
        }
        u().emit(Op.FORMAT_VALUE, conv);
    }

    // ---- calls ----

    private void call(Call call) {
        Unit u = u();
        if (call.func() instanceof Name fn && fn.id().equals("super") && call.args().isEmpty()
                && call.keywords().isEmpty() && zeroArgSuper()) {
            c.loadName("super");
            u.emit(Op.LOAD_DEREF, u.cellIndex("__class__"));
            String first = u.scope.params.get(0);
            c.loadName(first);
            u.emit(Op.CALL, 2);
            return;
        }
        boolean starred = hasStarred(call.args());
        boolean dstar = false;
        for (Keyword k : call.keywords()) {
            dstar |= k.arg().isEmpty();
        }
        if (starred || dstar) {
            expr(call.func());
            u.emit(Op.BUILD_LIST, 0);
            // a lone *iterable is the call's whole positional tuple: an error names the callable, as CPython's does
            int extend = call.args().size() == 1 ? 1 | Op.NAMES_CALLEE : 1;
            for (Expr a : call.args()) {
                if (a instanceof Starred s) {
                    expr(s.value());
                    u.emit(Op.LIST_EXTEND, extend);
                } else {
                    expr(a);
                    u.emit(Op.LIST_APPEND, 1);
                }
            }
            u.emit(Op.LIST_TO_TUPLE);
            if (!call.keywords().isEmpty()) {
                u.emit(Op.BUILD_MAP, 0);
                for (Keyword k : call.keywords()) {
                    if (k.arg().isPresent()) {
                        c.loadConst(new PyStr(k.arg().get()));
                        expr(k.value());
                        u.emit(Op.BUILD_MAP, 1);
                    } else {
                        expr(k.value());
                    }
                    u.emit(Op.DICT_MERGE, 1);
                }
                u.emit(Op.CALL_EX, 1);
            } else {
                u.emit(Op.CALL_EX, 0);
            }
            return;
        }
        if (call.keywords().isEmpty() && call.func() instanceof Attribute a) {
            expr(a.value());
            io.agentcage.python.ast.Located saved = u.pos;
            u.pos = a;
            u.emit(Op.LOAD_METHOD, u.name(u.mangle(a.attr())));
            u.pos = saved;
            for (Expr x : call.args()) {
                expr(x);
            }
            u.line = call.lineno();
            u.emit(Op.CALL_METHOD, call.args().size());
            return;
        }
        expr(call.func());
        for (Expr x : call.args()) {
            expr(x);
        }
        if (call.keywords().isEmpty()) {
            u.emit(Op.CALL, call.args().size());
            return;
        }
        PyObject[] names = new PyObject[call.keywords().size()];
        for (int i = 0; i < names.length; i++) {
            Keyword k = call.keywords().get(i);
            names[i] = PyStr.intern(k.arg().get());
            expr(k.value());
        }
        c.loadConst(new PyTuple(names));
        u.emit(Op.CALL_KW, call.args().size() + names.length);
    }

    private boolean zeroArgSuper() {
        Unit u = u();
        Scope s = u.scope;
        return s.kind == Scope.Kind.FUNCTION && !s.params.isEmpty() && u.freevars.contains("__class__")
                && s.lookup("super") == Scope.Access.GLOBAL;
    }

    // ---- targets ----

    void store(Expr t) {
        Unit u = u();
        io.agentcage.python.ast.Located saved = u.pos;
        u.pos = t;
        try {
            storeInner(t);
        } finally {
            u.pos = saved;
        }
    }

    private void storeInner(Expr t) {
        Unit u = u();
        if (t instanceof Name n) {
            c.storeName(n.id());
        } else if (t instanceof Attribute a) {
            expr(a.value());
            u.emit(Op.STORE_ATTR, u.name(u.mangle(a.attr())));
        } else if (t instanceof Subscript s) {
            expr(s.value());
            subscriptKey(s.slice());
            u.emit(Op.STORE_SUBSCR);
        } else if (t instanceof Tuple tu) {
            unpackTargets(tu.elts(), t);
        } else if (t instanceof ListExpr l) {
            unpackTargets(l.elts(), t);
        } else if (t instanceof Starred s) {
            store(s.value());
        } else {
            throw new Symtable.CompileError("cannot assign to " + t.getClass().getSimpleName(), t.lineno());
        }
    }

    private void unpackTargets(List<Expr> elts, Expr t) {
        int star = -1;
        for (int i = 0; i < elts.size(); i++) {
            if (elts.get(i) instanceof Starred) {
                if (star >= 0) {
                    throw new Symtable.CompileError("multiple starred expressions in assignment", t.lineno());
                }
                star = i;
            }
        }
        if (star < 0) {
            u().emit(Op.UNPACK_SEQUENCE, elts.size());
        } else {
            u().emit(Op.UNPACK_EX, star | ((elts.size() - star - 1) << 8));
        }
        for (Expr x : elts) {
            store(x);
        }
    }

    void delete(Expr t) {
        Unit u = u();
        if (t instanceof Name n) {
            c.deleteName(n.id());
        } else if (t instanceof Attribute a) {
            expr(a.value());
            u.emit(Op.DELETE_ATTR, u.name(u.mangle(a.attr())));
        } else if (t instanceof Subscript s) {
            expr(s.value());
            subscriptKey(s.slice());
            u.emit(Op.DELETE_SUBSCR);
        } else if (t instanceof Tuple tu) {
            for (Expr x : tu.elts()) {
                delete(x);
            }
        } else if (t instanceof ListExpr l) {
            for (Expr x : l.elts()) {
                delete(x);
            }
        } else {
            throw new Symtable.CompileError("cannot delete " + t.getClass().getSimpleName(), t.lineno());
        }
    }

    // ---- nested code ----

    /** Emits defaults, closure and MAKE_FUNCTION for compiled {@code code}. */
    void makeFunction(Code code, Unit child, Arguments args) {
        makeFunction(code, child, args, null);
    }

    /**
     * Emits defaults, annotations ({@code returns} non-null: a {@code def}, whose parameter and return annotations
     * go to {@code __annotations__}), closure and MAKE_FUNCTION for compiled {@code code}.
     */
    void makeFunction(Code code, Unit child, Arguments args, Optional<Expr> returns) {
        Unit u = u();
        int flags = 0;
        if (args != null && !args.defaults().isEmpty()) {
            for (Expr d : args.defaults()) {
                expr(d);
            }
            u.emit(Op.BUILD_TUPLE, args.defaults().size());
            flags |= 1;
        }
        if (args != null) {
            int nkw = 0;
            for (int i = 0; i < args.kwonlyargs().size(); i++) {
                Optional<Expr> d = args.kwDefaults().get(i);
                if (d.isPresent()) {
                    c.loadConst(new PyStr(args.kwonlyargs().get(i).arg()));
                    expr(d.get());
                    nkw++;
                }
            }
            if (nkw > 0) {
                u.emit(Op.BUILD_MAP, nkw);
                flags |= 2;
            }
        }
        if (returns != null && Annotations.function(c, args, returns.orElse(null))) {
            flags |= 4;
        }
        if (!child.freevars.isEmpty()) {
            for (String fv : child.freevars) {
                u.emit(Op.LOAD_CLOSURE, u.cellIndex(fv));
            }
            u.emit(Op.BUILD_TUPLE, child.freevars.size());
            flags |= 8;
        }
        CodeConst cc = new CodeConst(code);
        u.emit(Op.LOAD_CONST, u.constant(new ConstKey.Identity(cc), cc));
        u.emit(Op.MAKE_FUNCTION, flags);
    }

    private void lambda(Lambda l) {
        Scope s = c.symtable.scopes.get(l);
        Unit nu = c.newUnit(s, "<lambda>", l.args());
        Unit saved = c.u;
        c.u = nu;
        nu.line = l.lineno();
        nu.firstLine = l.lineno();
        expr(l.body());
        if (!s.generator) {
            nu.emit(Op.RETURN_VALUE);
        } else {
            nu.emit(Op.POP_TOP);
            c.loadConst(PyNone.NONE);
            nu.emit(Op.RETURN_VALUE);
        }
        Code code = c.finish(nu);
        c.u = saved;
        makeFunction(code, nu, l.args());
    }

    /** kind: 0 list, 1 set, 2 dict, 3 generator expression. */
    private void comprehension(Expr node, List<Comprehension> gens, int kind, List<Expr> elts) {
        Scope s = c.symtable.scopes.get(node);
        boolean awaited = s.awaits && kind != 3;
        if (awaited && !c.u.scope.coroutine && c.u.scope.kind != Scope.Kind.COMPREHENSION) {
            throw new Symtable.CompileError("asynchronous comprehension outside of an asynchronous function",
                    node.lineno());
        }
        String name = kind == 0 ? "<listcomp>" : kind == 1 ? "<setcomp>" : kind == 2 ? "<dictcomp>" : "<genexpr>";
        Unit nu = c.newUnit(s, name, null);
        Unit saved = c.u;
        c.u = nu;
        nu.line = node.lineno();
        nu.firstLine = node.lineno();
        if (kind == 0) {
            nu.emit(Op.BUILD_LIST, 0);
        } else if (kind == 1) {
            nu.emit(Op.BUILD_SET, 0);
        } else if (kind == 2) {
            nu.emit(Op.BUILD_MAP, 0);
        }
        compGenerator(gens, 0, kind, elts);
        if (kind == 3) {
            c.loadConst(PyNone.NONE);
        }
        nu.emit(Op.RETURN_VALUE);
        Code code = c.finish(nu);
        c.u = saved;
        makeFunction(code, nu, null);
        expr(gens.get(0).iter());
        u().emit(gens.get(0).isAsync() ? Op.GET_AITER : Op.GET_ITER);
        u().emit(Op.CALL, 1);
        if (awaited) {
            AsyncBlocks.await(c, 0);
        }
    }

    private void compGenerator(List<Comprehension> gens, int i, int kind, List<Expr> elts) {
        Unit u = u();
        Comprehension g = gens.get(i);
        if (i == 0) {
            u.emit(Op.LOAD_FAST, u.varname(".0"));
        } else {
            expr(g.iter());
            u.emit(g.isAsync() ? Op.GET_AITER : Op.GET_ITER);
        }
        int level = u.depth;
        int start = u.n;
        int exit = g.isAsync() ? AsyncBlocks.anext(c) : u.emit(Op.FOR_ITER, 0);
        store(g.target());
        int[] skips = new int[g.ifs().size()];
        for (int k = 0; k < skips.length; k++) {
            skips[k] = jumpIfFalse(g.ifs().get(k));
        }
        if (i + 1 < gens.size()) {
            compGenerator(gens, i + 1, kind, elts);
        } else {
            int depth = gens.size() + 1;
            if (kind == 3) {
                expr(elts.get(0));
                u.emit(u.scope.awaits ? Op.ASYNC_GEN_YIELD : Op.YIELD_VALUE);
                u.emit(Op.POP_TOP);
            } else if (kind == 2) {
                expr(elts.get(0));
                expr(elts.get(1));
                u.emit(Op.MAP_ADD, depth);
            } else {
                expr(elts.get(0));
                u.emit(kind == 0 ? Op.LIST_APPEND : Op.SET_ADD, depth);
            }
        }
        for (int sk : skips) {
            u.patch(sk, start);
        }
        u.emit(Op.JUMP_BACK, start);
        if (g.isAsync()) {
            AsyncBlocks.endLoop(c, exit, level);
        } else {
            u.patchHere(exit);
            u.depth--;
        }
    }
}
