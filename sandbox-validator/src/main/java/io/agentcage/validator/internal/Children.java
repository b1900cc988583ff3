package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import io.agentcage.python.ast.Module;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The direct children of any syntax-tree node, in CPython's field order (like {@code ast.iter_child_nodes}).
 * Dispatch goes through the AST's exhaustive visitors, so a new node kind breaks this class at compile time.
 */
public final class Children implements Stmt.Visitor<Void>, Expr.Visitor<Void>, Pattern.Visitor<Void>,
        TypeParam.Visitor<Void> {

    private final Consumer<Node> sink;

    private Children(Consumer<Node> sink) {
        this.sink = sink;
    }

    /** Calls {@code sink} with each direct child of {@code node}. */
    public static void forEach(Node node, Consumer<Node> sink) {
        Children c = new Children(sink);
        if (node instanceof Stmt) {
            ((Stmt) node).accept(c);
        } else if (node instanceof Expr) {
            ((Expr) node).accept(c);
        } else if (node instanceof Pattern) {
            ((Pattern) node).accept(c);
        } else if (node instanceof TypeParam) {
            ((TypeParam) node).accept(c);
        } else {
            c.helper(node);
        }
    }

    private void helper(Node node) {
        if (node instanceof Module) {
            all(((Module) node).body());
        } else if (node instanceof Interactive) {
            all(((Interactive) node).body());
        } else if (node instanceof Expression) {
            one(((Expression) node).body());
        } else if (node instanceof FunctionType) {
            all(((FunctionType) node).argtypes());
            one(((FunctionType) node).returns());
        } else if (node instanceof Arguments) {
            Arguments a = (Arguments) node;
            all(a.posonlyargs());
            all(a.args());
            opt(a.vararg());
            all(a.kwonlyargs());
            for (Optional<Expr> d : a.kwDefaults()) {
                opt(d);
            }
            opt(a.kwarg());
            all(a.defaults());
        } else if (node instanceof Arg) {
            opt(((Arg) node).annotation());
        } else if (node instanceof Keyword) {
            one(((Keyword) node).value());
        } else if (node instanceof Comprehension) {
            Comprehension c = (Comprehension) node;
            one(c.target());
            one(c.iter());
            all(c.ifs());
        } else if (node instanceof ExceptHandler) {
            opt(((ExceptHandler) node).type());
            all(((ExceptHandler) node).body());
        } else if (node instanceof WithItem) {
            one(((WithItem) node).contextExpr());
            opt(((WithItem) node).optionalVars());
        } else if (node instanceof MatchCase) {
            MatchCase m = (MatchCase) node;
            one(m.pattern());
            opt(m.guard());
            all(m.body());
        }
        // Alias and TypeIgnore have no child nodes.
    }

    private void one(Node n) {
        sink.accept(n);
    }

    private void opt(Optional<? extends Node> n) {
        n.ifPresent(sink);
    }

    private void all(List<? extends Node> ns) {
        for (Node n : ns) {
            sink.accept(n);
        }
    }

    private Void function(List<Expr> decorators, List<TypeParam> typeParams, Arguments args, Optional<Expr> returns,
            List<Stmt> body) {
        all(decorators);
        all(typeParams);
        one(args);
        opt(returns);
        all(body);
        return null;
    }

    @Override
    public Void visitFunctionDef(FunctionDef n) {
        return function(n.decoratorList(), n.typeParams(), n.args(), n.returns(), n.body());
    }

    @Override
    public Void visitAsyncFunctionDef(AsyncFunctionDef n) {
        return function(n.decoratorList(), n.typeParams(), n.args(), n.returns(), n.body());
    }

    @Override
    public Void visitClassDef(ClassDef n) {
        all(n.decoratorList());
        all(n.typeParams());
        all(n.bases());
        all(n.keywords());
        all(n.body());
        return null;
    }

    @Override
    public Void visitReturn(Return n) {
        opt(n.value());
        return null;
    }

    @Override
    public Void visitDelete(Delete n) {
        all(n.targets());
        return null;
    }

    @Override
    public Void visitAssign(Assign n) {
        all(n.targets());
        one(n.value());
        return null;
    }

    @Override
    public Void visitTypeAlias(TypeAlias n) {
        one(n.name());
        all(n.typeParams());
        one(n.value());
        return null;
    }

    @Override
    public Void visitAugAssign(AugAssign n) {
        one(n.target());
        one(n.value());
        return null;
    }

    @Override
    public Void visitAnnAssign(AnnAssign n) {
        one(n.target());
        one(n.annotation());
        opt(n.value());
        return null;
    }

    @Override
    public Void visitFor(For n) {
        one(n.target());
        one(n.iter());
        all(n.body());
        all(n.orelse());
        return null;
    }

    @Override
    public Void visitAsyncFor(AsyncFor n) {
        one(n.target());
        one(n.iter());
        all(n.body());
        all(n.orelse());
        return null;
    }

    @Override
    public Void visitWhile(While n) {
        one(n.test());
        all(n.body());
        all(n.orelse());
        return null;
    }

    @Override
    public Void visitIf(If n) {
        one(n.test());
        all(n.body());
        all(n.orelse());
        return null;
    }

    @Override
    public Void visitWith(With n) {
        all(n.items());
        all(n.body());
        return null;
    }

    @Override
    public Void visitAsyncWith(AsyncWith n) {
        all(n.items());
        all(n.body());
        return null;
    }

    @Override
    public Void visitMatch(Match n) {
        one(n.subject());
        all(n.cases());
        return null;
    }

    @Override
    public Void visitRaise(Raise n) {
        opt(n.exc());
        opt(n.cause());
        return null;
    }

    @Override
    public Void visitTry(Try n) {
        all(n.body());
        all(n.handlers());
        all(n.orelse());
        all(n.finalbody());
        return null;
    }

    @Override
    public Void visitTryStar(TryStar n) {
        all(n.body());
        all(n.handlers());
        all(n.orelse());
        all(n.finalbody());
        return null;
    }

    @Override
    public Void visitAssert(Assert n) {
        one(n.test());
        opt(n.msg());
        return null;
    }

    @Override
    public Void visitImport(Import n) {
        all(n.names());
        return null;
    }

    @Override
    public Void visitImportFrom(ImportFrom n) {
        all(n.names());
        return null;
    }

    @Override
    public Void visitGlobal(Global n) {
        return null;
    }

    @Override
    public Void visitNonlocal(Nonlocal n) {
        return null;
    }

    @Override
    public Void visitExprStmt(ExprStmt n) {
        one(n.value());
        return null;
    }

    @Override
    public Void visitPass(Pass n) {
        return null;
    }

    @Override
    public Void visitBreak(Break n) {
        return null;
    }

    @Override
    public Void visitContinue(Continue n) {
        return null;
    }

    @Override
    public Void visitBoolOp(BoolOp n) {
        all(n.values());
        return null;
    }

    @Override
    public Void visitNamedExpr(NamedExpr n) {
        one(n.target());
        one(n.value());
        return null;
    }

    @Override
    public Void visitBinOp(BinOp n) {
        one(n.left());
        one(n.right());
        return null;
    }

    @Override
    public Void visitUnaryOp(UnaryOp n) {
        one(n.operand());
        return null;
    }

    @Override
    public Void visitLambda(Lambda n) {
        one(n.args());
        one(n.body());
        return null;
    }

    @Override
    public Void visitIfExp(IfExp n) {
        one(n.test());
        one(n.body());
        one(n.orelse());
        return null;
    }

    @Override
    public Void visitDict(Dict n) {
        for (int i = 0; i < n.values().size(); i++) {
            opt(n.keys().get(i));
            one(n.values().get(i));
        }
        return null;
    }

    @Override
    public Void visitSetExpr(SetExpr n) {
        all(n.elts());
        return null;
    }

    @Override
    public Void visitListComp(ListComp n) {
        one(n.elt());
        all(n.generators());
        return null;
    }

    @Override
    public Void visitSetComp(SetComp n) {
        one(n.elt());
        all(n.generators());
        return null;
    }

    @Override
    public Void visitDictComp(DictComp n) {
        one(n.key());
        one(n.value());
        all(n.generators());
        return null;
    }

    @Override
    public Void visitGeneratorExp(GeneratorExp n) {
        one(n.elt());
        all(n.generators());
        return null;
    }

    @Override
    public Void visitAwait(Await n) {
        one(n.value());
        return null;
    }

    @Override
    public Void visitYield(Yield n) {
        opt(n.value());
        return null;
    }

    @Override
    public Void visitYieldFrom(YieldFrom n) {
        one(n.value());
        return null;
    }

    @Override
    public Void visitCompare(Compare n) {
        one(n.left());
        all(n.comparators());
        return null;
    }

    @Override
    public Void visitCall(Call n) {
        one(n.func());
        all(n.args());
        all(n.keywords());
        return null;
    }

    @Override
    public Void visitFormattedValue(FormattedValue n) {
        one(n.value());
        opt(n.formatSpec());
        return null;
    }

    @Override
    public Void visitJoinedStr(JoinedStr n) {
        all(n.values());
        return null;
    }

    @Override
    public Void visitConstant(Constant n) {
        return null;
    }

    @Override
    public Void visitAttribute(Attribute n) {
        one(n.value());
        return null;
    }

    @Override
    public Void visitSubscript(Subscript n) {
        one(n.value());
        one(n.slice());
        return null;
    }

    @Override
    public Void visitStarred(Starred n) {
        one(n.value());
        return null;
    }

    @Override
    public Void visitName(Name n) {
        return null;
    }

    @Override
    public Void visitListExpr(ListExpr n) {
        all(n.elts());
        return null;
    }

    @Override
    public Void visitTuple(Tuple n) {
        all(n.elts());
        return null;
    }

    @Override
    public Void visitSlice(Slice n) {
        opt(n.lower());
        opt(n.upper());
        opt(n.step());
        return null;
    }

    @Override
    public Void visitMatchValue(MatchValue n) {
        one(n.value());
        return null;
    }

    @Override
    public Void visitMatchSingleton(MatchSingleton n) {
        return null;
    }

    @Override
    public Void visitMatchSequence(MatchSequence n) {
        all(n.patterns());
        return null;
    }

    @Override
    public Void visitMatchMapping(MatchMapping n) {
        all(n.keys());
        all(n.patterns());
        return null;
    }

    @Override
    public Void visitMatchClass(MatchClass n) {
        one(n.cls());
        all(n.patterns());
        all(n.kwdPatterns());
        return null;
    }

    @Override
    public Void visitMatchStar(MatchStar n) {
        return null;
    }

    @Override
    public Void visitMatchAs(MatchAs n) {
        opt(n.pattern());
        return null;
    }

    @Override
    public Void visitMatchOr(MatchOr n) {
        all(n.patterns());
        return null;
    }

    @Override
    public Void visitTypeVar(TypeVar n) {
        opt(n.bound());
        return null;
    }

    @Override
    public Void visitParamSpec(ParamSpec n) {
        return null;
    }

    @Override
    public Void visitTypeVarTuple(TypeVarTuple n) {
        return null;
    }
}
