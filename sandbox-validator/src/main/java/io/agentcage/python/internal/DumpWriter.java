package io.agentcage.python.internal;

import io.agentcage.python.ast.*;
import io.agentcage.python.ast.Module;
import java.util.List;
import java.util.Optional;

/**
 * Writes a tree exactly as CPython 3.11's {@code ast.dump(tree)} does with default arguments (generated from the
 * ASDL field lists; 3.12-only {@code type_params} appear only when non-empty). Internal, not API.
 */
public final class DumpWriter implements Mod.Visitor<Void>, Stmt.Visitor<Void>, Expr.Visitor<Void>,
        Pattern.Visitor<Void>, TypeParam.Visitor<Void> {
    private final StringBuilder out = new StringBuilder();
    private boolean[] first = new boolean[64];
    private int depth;

    /** @return the text written so far */
    @Override
    public String toString() {
        return out.toString();
    }

    /** Writes any node. */
    public void write(Node n) {
        if (n instanceof Expr) {
            ((Expr) n).accept(this);
        } else if (n instanceof Stmt) {
            ((Stmt) n).accept(this);
        } else if (n instanceof Pattern) {
            ((Pattern) n).accept(this);
        } else if (n instanceof Mod) {
            ((Mod) n).accept(this);
        } else if (n instanceof TypeParam) {
            ((TypeParam) n).accept(this);
        } else {
            product(n);
        }
    }

    private void product(Node n) {
        if (n instanceof Comprehension) {
            visitComprehension((Comprehension) n);
            return;
        }
        if (n instanceof ExceptHandler) {
            visitExceptHandler((ExceptHandler) n);
            return;
        }
        if (n instanceof Arguments) {
            visitArguments((Arguments) n);
            return;
        }
        if (n instanceof Arg) {
            visitArg((Arg) n);
            return;
        }
        if (n instanceof Keyword) {
            visitKeyword((Keyword) n);
            return;
        }
        if (n instanceof Alias) {
            visitAlias((Alias) n);
            return;
        }
        if (n instanceof WithItem) {
            visitWithItem((WithItem) n);
            return;
        }
        if (n instanceof MatchCase) {
            visitMatchCase((MatchCase) n);
            return;
        }
        if (n instanceof TypeIgnore) {
            visitTypeIgnore((TypeIgnore) n);
            return;
        }
        throw new IllegalArgumentException("unknown node " + n.astName());
    }

    private void open(String kind) {
        out.append(kind).append('(');
        if (depth == first.length) {
            first = java.util.Arrays.copyOf(first, depth * 2);
        }
        first[depth++] = true;
    }

    private Void close() {
        depth--;
        out.append(')');
        return null;
    }

    private void key(String name) {
        if (!first[depth - 1]) {
            out.append(", ");
        }
        first[depth - 1] = false;
        out.append(name).append('=');
    }

    private void str(String name, String v) {
        key(name);
        out.append(PyRepr.str(v));
    }

    private void optStr(String name, Optional<String> v) {
        if (v.isPresent()) {
            str(name, v.get());
        }
    }

    private void strList(String name, List<String> v) {
        key(name);
        out.append('[');
        for (int i = 0; i < v.size(); i++) {
            out.append(i == 0 ? "" : ", ").append(PyRepr.str(v.get(i)));
        }
        out.append(']');
    }

    private void integer(String name, int v) {
        key(name);
        out.append(v);
    }

    private void constant(String name, ConstantValue v) {
        key(name);
        out.append(PyRepr.constant(v));
    }

    private void enumValue(String name, Enum<?> v) {
        key(name);
        out.append(v.name()).append("()");
    }

    private void enumList(String name, List<? extends Enum<?>> v) {
        key(name);
        out.append('[');
        for (int i = 0; i < v.size(); i++) {
            out.append(i == 0 ? "" : ", ").append(v.get(i).name()).append("()");
        }
        out.append(']');
    }

    private void node(String name, Node v) {
        key(name);
        write(v);
    }

    private void opt(String name, Optional<? extends Node> v) {
        if (v.isPresent()) {
            node(name, v.get());
        }
    }

    private void list(String name, List<? extends Node> v) {
        key(name);
        out.append('[');
        for (int i = 0; i < v.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            write(v.get(i));
        }
        out.append(']');
    }

    private void nonEmptyList(String name, List<? extends Node> v) {
        if (!v.isEmpty()) {
            list(name, v);
        }
    }

    private void optList(String name, List<? extends Optional<? extends Node>> v) {
        key(name);
        out.append('[');
        for (int i = 0; i < v.size(); i++) {
            if (i > 0) {
                out.append(", ");
            }
            if (v.get(i).isPresent()) {
                write(v.get(i).get());
            } else {
                out.append("None");
            }
        }
        out.append(']');
    }

    @Override
    public Void visitModule(Module node) {
        open("Module");
        list("body", node.body());
        list("type_ignores", node.typeIgnores());
        return close();
    }

    @Override
    public Void visitInteractive(Interactive node) {
        open("Interactive");
        list("body", node.body());
        return close();
    }

    @Override
    public Void visitExpression(Expression node) {
        open("Expression");
        node("body", node.body());
        return close();
    }

    @Override
    public Void visitFunctionType(FunctionType node) {
        open("FunctionType");
        list("argtypes", node.argtypes());
        node("returns", node.returns());
        return close();
    }

    @Override
    public Void visitFunctionDef(FunctionDef node) {
        open("FunctionDef");
        str("name", node.name());
        node("args", node.args());
        list("body", node.body());
        list("decorator_list", node.decoratorList());
        opt("returns", node.returns());
        optStr("type_comment", node.typeComment());
        nonEmptyList("type_params", node.typeParams());
        return close();
    }

    @Override
    public Void visitAsyncFunctionDef(AsyncFunctionDef node) {
        open("AsyncFunctionDef");
        str("name", node.name());
        node("args", node.args());
        list("body", node.body());
        list("decorator_list", node.decoratorList());
        opt("returns", node.returns());
        optStr("type_comment", node.typeComment());
        nonEmptyList("type_params", node.typeParams());
        return close();
    }

    @Override
    public Void visitClassDef(ClassDef node) {
        open("ClassDef");
        str("name", node.name());
        list("bases", node.bases());
        list("keywords", node.keywords());
        list("body", node.body());
        list("decorator_list", node.decoratorList());
        nonEmptyList("type_params", node.typeParams());
        return close();
    }

    @Override
    public Void visitReturn(Return node) {
        open("Return");
        opt("value", node.value());
        return close();
    }

    @Override
    public Void visitDelete(Delete node) {
        open("Delete");
        list("targets", node.targets());
        return close();
    }

    @Override
    public Void visitAssign(Assign node) {
        open("Assign");
        list("targets", node.targets());
        node("value", node.value());
        optStr("type_comment", node.typeComment());
        return close();
    }

    @Override
    public Void visitTypeAlias(TypeAlias node) {
        open("TypeAlias");
        node("name", node.name());
        list("type_params", node.typeParams());
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitAugAssign(AugAssign node) {
        open("AugAssign");
        node("target", node.target());
        enumValue("op", node.op());
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitAnnAssign(AnnAssign node) {
        open("AnnAssign");
        node("target", node.target());
        node("annotation", node.annotation());
        opt("value", node.value());
        integer("simple", node.simple() ? 1 : 0);
        return close();
    }

    @Override
    public Void visitFor(For node) {
        open("For");
        node("target", node.target());
        node("iter", node.iter());
        list("body", node.body());
        list("orelse", node.orelse());
        optStr("type_comment", node.typeComment());
        return close();
    }

    @Override
    public Void visitAsyncFor(AsyncFor node) {
        open("AsyncFor");
        node("target", node.target());
        node("iter", node.iter());
        list("body", node.body());
        list("orelse", node.orelse());
        optStr("type_comment", node.typeComment());
        return close();
    }

    @Override
    public Void visitWhile(While node) {
        open("While");
        node("test", node.test());
        list("body", node.body());
        list("orelse", node.orelse());
        return close();
    }

    @Override
    public Void visitIf(If node) {
        open("If");
        node("test", node.test());
        list("body", node.body());
        list("orelse", node.orelse());
        return close();
    }

    @Override
    public Void visitWith(With node) {
        open("With");
        list("items", node.items());
        list("body", node.body());
        optStr("type_comment", node.typeComment());
        return close();
    }

    @Override
    public Void visitAsyncWith(AsyncWith node) {
        open("AsyncWith");
        list("items", node.items());
        list("body", node.body());
        optStr("type_comment", node.typeComment());
        return close();
    }

    @Override
    public Void visitMatch(Match node) {
        open("Match");
        node("subject", node.subject());
        list("cases", node.cases());
        return close();
    }

    @Override
    public Void visitRaise(Raise node) {
        open("Raise");
        opt("exc", node.exc());
        opt("cause", node.cause());
        return close();
    }

    @Override
    public Void visitTry(Try node) {
        open("Try");
        list("body", node.body());
        list("handlers", node.handlers());
        list("orelse", node.orelse());
        list("finalbody", node.finalbody());
        return close();
    }

    @Override
    public Void visitTryStar(TryStar node) {
        open("TryStar");
        list("body", node.body());
        list("handlers", node.handlers());
        list("orelse", node.orelse());
        list("finalbody", node.finalbody());
        return close();
    }

    @Override
    public Void visitAssert(Assert node) {
        open("Assert");
        node("test", node.test());
        opt("msg", node.msg());
        return close();
    }

    @Override
    public Void visitImport(Import node) {
        open("Import");
        list("names", node.names());
        return close();
    }

    @Override
    public Void visitImportFrom(ImportFrom node) {
        open("ImportFrom");
        optStr("module", node.module());
        list("names", node.names());
        integer("level", node.level());
        return close();
    }

    @Override
    public Void visitGlobal(Global node) {
        open("Global");
        strList("names", node.names());
        return close();
    }

    @Override
    public Void visitNonlocal(Nonlocal node) {
        open("Nonlocal");
        strList("names", node.names());
        return close();
    }

    @Override
    public Void visitExprStmt(ExprStmt node) {
        open("Expr");
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitPass(Pass node) {
        open("Pass");
        return close();
    }

    @Override
    public Void visitBreak(Break node) {
        open("Break");
        return close();
    }

    @Override
    public Void visitContinue(Continue node) {
        open("Continue");
        return close();
    }

    @Override
    public Void visitBoolOp(BoolOp node) {
        open("BoolOp");
        enumValue("op", node.op());
        list("values", node.values());
        return close();
    }

    @Override
    public Void visitNamedExpr(NamedExpr node) {
        open("NamedExpr");
        node("target", node.target());
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitBinOp(BinOp node) {
        open("BinOp");
        node("left", node.left());
        enumValue("op", node.op());
        node("right", node.right());
        return close();
    }

    @Override
    public Void visitUnaryOp(UnaryOp node) {
        open("UnaryOp");
        enumValue("op", node.op());
        node("operand", node.operand());
        return close();
    }

    @Override
    public Void visitLambda(Lambda node) {
        open("Lambda");
        node("args", node.args());
        node("body", node.body());
        return close();
    }

    @Override
    public Void visitIfExp(IfExp node) {
        open("IfExp");
        node("test", node.test());
        node("body", node.body());
        node("orelse", node.orelse());
        return close();
    }

    @Override
    public Void visitDict(Dict node) {
        open("Dict");
        optList("keys", node.keys());
        list("values", node.values());
        return close();
    }

    @Override
    public Void visitSetExpr(SetExpr node) {
        open("Set");
        list("elts", node.elts());
        return close();
    }

    @Override
    public Void visitListComp(ListComp node) {
        open("ListComp");
        node("elt", node.elt());
        list("generators", node.generators());
        return close();
    }

    @Override
    public Void visitSetComp(SetComp node) {
        open("SetComp");
        node("elt", node.elt());
        list("generators", node.generators());
        return close();
    }

    @Override
    public Void visitDictComp(DictComp node) {
        open("DictComp");
        node("key", node.key());
        node("value", node.value());
        list("generators", node.generators());
        return close();
    }

    @Override
    public Void visitGeneratorExp(GeneratorExp node) {
        open("GeneratorExp");
        node("elt", node.elt());
        list("generators", node.generators());
        return close();
    }

    @Override
    public Void visitAwait(Await node) {
        open("Await");
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitYield(Yield node) {
        open("Yield");
        opt("value", node.value());
        return close();
    }

    @Override
    public Void visitYieldFrom(YieldFrom node) {
        open("YieldFrom");
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitCompare(Compare node) {
        open("Compare");
        node("left", node.left());
        enumList("ops", node.ops());
        list("comparators", node.comparators());
        return close();
    }

    @Override
    public Void visitCall(Call node) {
        open("Call");
        node("func", node.func());
        list("args", node.args());
        list("keywords", node.keywords());
        return close();
    }

    @Override
    public Void visitFormattedValue(FormattedValue node) {
        open("FormattedValue");
        node("value", node.value());
        integer("conversion", node.conversion());
        opt("format_spec", node.formatSpec());
        return close();
    }

    @Override
    public Void visitJoinedStr(JoinedStr node) {
        open("JoinedStr");
        list("values", node.values());
        return close();
    }

    @Override
    public Void visitConstant(Constant node) {
        open("Constant");
        constant("value", node.value());
        optStr("kind", node.kind());
        return close();
    }

    @Override
    public Void visitAttribute(Attribute node) {
        open("Attribute");
        node("value", node.value());
        str("attr", node.attr());
        enumValue("ctx", node.ctx());
        return close();
    }

    @Override
    public Void visitSubscript(Subscript node) {
        open("Subscript");
        node("value", node.value());
        node("slice", node.slice());
        enumValue("ctx", node.ctx());
        return close();
    }

    @Override
    public Void visitStarred(Starred node) {
        open("Starred");
        node("value", node.value());
        enumValue("ctx", node.ctx());
        return close();
    }

    @Override
    public Void visitName(Name node) {
        open("Name");
        str("id", node.id());
        enumValue("ctx", node.ctx());
        return close();
    }

    @Override
    public Void visitListExpr(ListExpr node) {
        open("List");
        list("elts", node.elts());
        enumValue("ctx", node.ctx());
        return close();
    }

    @Override
    public Void visitTuple(Tuple node) {
        open("Tuple");
        list("elts", node.elts());
        enumValue("ctx", node.ctx());
        return close();
    }

    @Override
    public Void visitSlice(Slice node) {
        open("Slice");
        opt("lower", node.lower());
        opt("upper", node.upper());
        opt("step", node.step());
        return close();
    }

    @Override
    public Void visitMatchValue(MatchValue node) {
        open("MatchValue");
        node("value", node.value());
        return close();
    }

    @Override
    public Void visitMatchSingleton(MatchSingleton node) {
        open("MatchSingleton");
        constant("value", node.value());
        return close();
    }

    @Override
    public Void visitMatchSequence(MatchSequence node) {
        open("MatchSequence");
        list("patterns", node.patterns());
        return close();
    }

    @Override
    public Void visitMatchMapping(MatchMapping node) {
        open("MatchMapping");
        list("keys", node.keys());
        list("patterns", node.patterns());
        optStr("rest", node.rest());
        return close();
    }

    @Override
    public Void visitMatchClass(MatchClass node) {
        open("MatchClass");
        node("cls", node.cls());
        list("patterns", node.patterns());
        strList("kwd_attrs", node.kwdAttrs());
        list("kwd_patterns", node.kwdPatterns());
        return close();
    }

    @Override
    public Void visitMatchStar(MatchStar node) {
        open("MatchStar");
        optStr("name", node.name());
        return close();
    }

    @Override
    public Void visitMatchAs(MatchAs node) {
        open("MatchAs");
        opt("pattern", node.pattern());
        optStr("name", node.name());
        return close();
    }

    @Override
    public Void visitMatchOr(MatchOr node) {
        open("MatchOr");
        list("patterns", node.patterns());
        return close();
    }

    @Override
    public Void visitTypeVar(TypeVar node) {
        open("TypeVar");
        str("name", node.name());
        opt("bound", node.bound());
        return close();
    }

    @Override
    public Void visitParamSpec(ParamSpec node) {
        open("ParamSpec");
        str("name", node.name());
        return close();
    }

    @Override
    public Void visitTypeVarTuple(TypeVarTuple node) {
        open("TypeVarTuple");
        str("name", node.name());
        return close();
    }

    private Void visitComprehension(Comprehension node) {
        open("comprehension");
        node("target", node.target());
        node("iter", node.iter());
        list("ifs", node.ifs());
        integer("is_async", node.isAsync() ? 1 : 0);
        return close();
    }

    private Void visitExceptHandler(ExceptHandler node) {
        open("ExceptHandler");
        opt("type", node.type());
        optStr("name", node.name());
        list("body", node.body());
        return close();
    }

    private Void visitArguments(Arguments node) {
        open("arguments");
        list("posonlyargs", node.posonlyargs());
        list("args", node.args());
        opt("vararg", node.vararg());
        list("kwonlyargs", node.kwonlyargs());
        optList("kw_defaults", node.kwDefaults());
        opt("kwarg", node.kwarg());
        list("defaults", node.defaults());
        return close();
    }

    private Void visitArg(Arg node) {
        open("arg");
        str("arg", node.arg());
        opt("annotation", node.annotation());
        optStr("type_comment", node.typeComment());
        return close();
    }

    private Void visitKeyword(Keyword node) {
        open("keyword");
        optStr("arg", node.arg());
        node("value", node.value());
        return close();
    }

    private Void visitAlias(Alias node) {
        open("alias");
        str("name", node.name());
        optStr("asname", node.asname());
        return close();
    }

    private Void visitWithItem(WithItem node) {
        open("withitem");
        node("context_expr", node.contextExpr());
        opt("optional_vars", node.optionalVars());
        return close();
    }

    private Void visitMatchCase(MatchCase node) {
        open("match_case");
        node("pattern", node.pattern());
        opt("guard", node.guard());
        list("body", node.body());
        return close();
    }

    private Void visitTypeIgnore(TypeIgnore node) {
        open("TypeIgnore");
        integer("lineno", node.lineno());
        str("tag", node.tag());
        return close();
    }
}
