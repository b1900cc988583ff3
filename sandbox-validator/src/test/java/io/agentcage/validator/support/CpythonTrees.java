package io.agentcage.validator.support;

import io.agentcage.python.ast.*;
import io.agentcage.python.ast.Module;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Test-only bridge: builds our AST records from CPython's {@code ast.parse} (python3 on this machine) so that the
 * validator's rules can be tested before the Java parser is on main. Not a substitute for the parser's own tests.
 */
@SuppressWarnings("unchecked")
public final class CpythonTrees implements AutoCloseable {

    /** A parse result: the tree or CPython's syntax error. */
    public record Result(Module tree, String error, int line, int column) {
    }

    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    /** Starts one python3 helper process. */
    public CpythonTrees() {
        try {
            Path script = Files.createTempFile("cpython_ast", ".py");
            try (InputStream s = CpythonTrees.class.getResourceAsStream("/validator/cpython_ast.py")) {
                Files.write(script, s.readAllBytes());
            }
            script.toFile().deleteOnExit();
            process = new ProcessBuilder("python3", script.toString()).redirectErrorStream(false).start();
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses one source with CPython. */
    public synchronized Result parse(String code) {
        try {
            in.write("{\"code\": " + TestJson.quote(code) + "}\n");
            in.flush();
            Map<String, Object> r = (Map<String, Object>) TestJson.parse(out.readLine());
            if (r.containsKey("error")) {
                return new Result(null, (String) r.get("error"), ((Long) r.get("line")).intValue(),
                        ((Long) r.get("column")).intValue());
            }
            return new Result(module((Map<String, Object>) r.get("tree")), null, 0, 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        process.destroy();
    }

    private static final Span MODULE_SPAN = new Span(1, 0, 1, 0, 1, 1);

    private static Module module(Map<String, Object> m) {
        return new Module(stmts(m.get("body")), List.of());
    }

    private static Span span(Map<String, Object> m) {
        List<Object> s = (List<Object>) m.get("s");
        if (s == null) {
            return MODULE_SPAN;
        }
        int[] v = new int[6];
        for (int k = 0; k < 6; k++) {
            v[k] = ((Long) s.get(k)).intValue();
        }
        return new Span(v[0], v[1], Math.max(v[0], v[2]), v[3], v[4], Math.max(1, v[5]));
    }

    private static List<Stmt> stmts(Object o) {
        List<Stmt> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            r.add(stmt((Map<String, Object>) x));
        }
        return r;
    }

    private static List<Expr> exprs(Object o) {
        List<Expr> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            r.add(expr((Map<String, Object>) x));
        }
        return r;
    }

    private static List<Optional<Expr>> optExprs(Object o) {
        List<Optional<Expr>> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            r.add(opt(x));
        }
        return r;
    }

    private static Optional<Expr> opt(Object o) {
        return o == null ? Optional.empty() : Optional.of(expr((Map<String, Object>) o));
    }

    private static Optional<String> optStr(Object o) {
        return Optional.ofNullable((String) o);
    }

    private static List<String> strs(Object o) {
        List<String> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            r.add((String) x);
        }
        return r;
    }

    private static Expr e(Map<String, Object> m, String f) {
        return expr((Map<String, Object>) m.get(f));
    }

    private static String t(Object o) {
        return (String) ((Map<String, Object>) o).get("t");
    }

    private static ExprContext ctx(Map<String, Object> m) {
        return ExprContext.valueOf(t(m.get("ctx")));
    }

    private static Stmt stmt(Map<String, Object> m) {
        Span s = span(m);
        switch ((String) m.get("t")) {
            case "FunctionDef":
                return new FunctionDef((String) m.get("name"), arguments(m.get("args")), stmts(m.get("body")),
                        exprs(m.get("decorator_list")), opt(m.get("returns")), Optional.empty(), List.of(), s);
            case "AsyncFunctionDef":
                return new AsyncFunctionDef((String) m.get("name"), arguments(m.get("args")), stmts(m.get("body")),
                        exprs(m.get("decorator_list")), opt(m.get("returns")), Optional.empty(), List.of(), s);
            case "ClassDef":
                return new ClassDef((String) m.get("name"), exprs(m.get("bases")), keywords(m.get("keywords")),
                        stmts(m.get("body")), exprs(m.get("decorator_list")), List.of(), s);
            case "Return": return new Return(opt(m.get("value")), s);
            case "Delete": return new Delete(exprs(m.get("targets")), s);
            case "Assign": return new Assign(exprs(m.get("targets")), e(m, "value"), Optional.empty(), s);
            case "AugAssign": return new AugAssign(e(m, "target"), op(m.get("op")), e(m, "value"), s);
            case "AnnAssign":
                return new AnnAssign(e(m, "target"), e(m, "annotation"), opt(m.get("value")),
                        ((Long) m.get("simple")) != 0, s);
            case "For":
                return new For(e(m, "target"), e(m, "iter"), stmts(m.get("body")), stmts(m.get("orelse")),
                        Optional.empty(), s);
            case "AsyncFor":
                return new AsyncFor(e(m, "target"), e(m, "iter"), stmts(m.get("body")), stmts(m.get("orelse")),
                        Optional.empty(), s);
            case "While": return new While(e(m, "test"), stmts(m.get("body")), stmts(m.get("orelse")), s);
            case "If": return new If(e(m, "test"), stmts(m.get("body")), stmts(m.get("orelse")), s);
            case "With": return new With(withItems(m.get("items")), stmts(m.get("body")), Optional.empty(), s);
            case "AsyncWith":
                return new AsyncWith(withItems(m.get("items")), stmts(m.get("body")), Optional.empty(), s);
            case "Match": return new Match(e(m, "subject"), cases(m.get("cases")), s);
            case "Raise": return new Raise(opt(m.get("exc")), opt(m.get("cause")), s);
            case "Try":
                return new Try(stmts(m.get("body")), handlers(m.get("handlers")), stmts(m.get("orelse")),
                        stmts(m.get("finalbody")), s);
            case "TryStar":
                return new TryStar(stmts(m.get("body")), handlers(m.get("handlers")), stmts(m.get("orelse")),
                        stmts(m.get("finalbody")), s);
            case "Assert": return new Assert(e(m, "test"), opt(m.get("msg")), s);
            case "Import": return new Import(aliases(m.get("names")), s);
            case "ImportFrom":
                return new ImportFrom(optStr(m.get("module")), aliases(m.get("names")),
                        ((Long) m.get("level")).intValue(), s);
            case "Global": return new Global(strs(m.get("names")), s);
            case "Nonlocal": return new Nonlocal(strs(m.get("names")), s);
            case "Expr": return new ExprStmt(e(m, "value"), s);
            case "Pass": return new Pass(s);
            case "Break": return new Break(s);
            case "Continue": return new Continue(s);
            default: throw new IllegalArgumentException("unknown stmt " + m.get("t"));
        }
    }

    private static Expr expr(Map<String, Object> m) {
        Span s = span(m);
        switch ((String) m.get("t")) {
            case "BoolOp": return new BoolOp(BoolOperator.valueOf(t(m.get("op"))), exprs(m.get("values")), s);
            case "NamedExpr": return new NamedExpr(e(m, "target"), e(m, "value"), s);
            case "BinOp": return new BinOp(e(m, "left"), op(m.get("op")), e(m, "right"), s);
            case "UnaryOp": return new UnaryOp(UnaryOperator.valueOf(t(m.get("op"))), e(m, "operand"), s);
            case "Lambda": return new Lambda(arguments(m.get("args")), e(m, "body"), s);
            case "IfExp": return new IfExp(e(m, "test"), e(m, "body"), e(m, "orelse"), s);
            case "Dict": return new Dict(optExprs(m.get("keys")), exprs(m.get("values")), s);
            case "Set": return new SetExpr(exprs(m.get("elts")), s);
            case "ListComp": return new ListComp(e(m, "elt"), comps(m.get("generators")), s);
            case "SetComp": return new SetComp(e(m, "elt"), comps(m.get("generators")), s);
            case "DictComp": return new DictComp(e(m, "key"), e(m, "value"), comps(m.get("generators")), s);
            case "GeneratorExp": return new GeneratorExp(e(m, "elt"), comps(m.get("generators")), s);
            case "Await": return new Await(e(m, "value"), s);
            case "Yield": return new Yield(opt(m.get("value")), s);
            case "YieldFrom": return new YieldFrom(e(m, "value"), s);
            case "Compare": {
                List<CmpOp> ops = new ArrayList<>();
                for (Object o : (List<Object>) m.get("ops")) {
                    ops.add(CmpOp.valueOf(t(o)));
                }
                return new Compare(e(m, "left"), ops, exprs(m.get("comparators")), s);
            }
            case "Call": return new Call(e(m, "func"), exprs(m.get("args")), keywords(m.get("keywords")), s);
            case "FormattedValue":
                return new FormattedValue(e(m, "value"), ((Long) m.get("conversion")).intValue(),
                        opt(m.get("format_spec")), s);
            case "JoinedStr": return new JoinedStr(exprs(m.get("values")), s);
            case "Constant":
                return new Constant(constant((Map<String, Object>) m.get("value")), optStr(m.get("kind")), s);
            case "Attribute": return new Attribute(e(m, "value"), (String) m.get("attr"), ctx(m), s);
            case "Subscript": return new Subscript(e(m, "value"), e(m, "slice"), ctx(m), s);
            case "Starred": return new Starred(e(m, "value"), ctx(m), s);
            case "Name": return new Name((String) m.get("id"), ctx(m), s);
            case "List": return new ListExpr(exprs(m.get("elts")), ctx(m), s);
            case "Tuple": return new Tuple(exprs(m.get("elts")), ctx(m), s);
            case "Slice": return new Slice(opt(m.get("lower")), opt(m.get("upper")), opt(m.get("step")), s);
            default: throw new IllegalArgumentException("unknown expr " + m.get("t"));
        }
    }

    private static ConstantValue constant(Map<String, Object> c) {
        Object v = c.get("v");
        switch ((String) c.get("k")) {
            case "none": return ConstantValue.NONE;
            case "ellipsis": return ConstantValue.ELLIPSIS;
            case "bool": return (Boolean) v ? ConstantValue.TRUE : ConstantValue.FALSE;
            case "int": return new ConstantValue.IntValue(new BigInteger((String) v));
            case "float": return new ConstantValue.FloatValue(Double.parseDouble((String) v));
            case "complex": return new ConstantValue.ComplexValue(Double.parseDouble((String) v));
            case "str": return new ConstantValue.StrValue((String) v);
            case "bytes": return new ConstantValue.BytesValue(HexFormat.of().parseHex((String) v));
            default: throw new IllegalArgumentException("constant " + c);
        }
    }

    private static Operator op(Object o) {
        return Operator.valueOf(t(o));
    }

    private static Arguments arguments(Object o) {
        Map<String, Object> m = (Map<String, Object>) o;
        return new Arguments(args(m.get("posonlyargs")), args(m.get("args")), optArg(m.get("vararg")),
                args(m.get("kwonlyargs")), optExprs(m.get("kw_defaults")), optArg(m.get("kwarg")),
                exprs(m.get("defaults")));
    }

    private static List<Arg> args(Object o) {
        List<Arg> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            r.add(optArg(x).orElseThrow());
        }
        return r;
    }

    private static Optional<Arg> optArg(Object o) {
        if (o == null) {
            return Optional.empty();
        }
        Map<String, Object> m = (Map<String, Object>) o;
        return Optional.of(new Arg((String) m.get("arg"), opt(m.get("annotation")), Optional.empty(), span(m)));
    }

    private static List<Keyword> keywords(Object o) {
        List<Keyword> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            Map<String, Object> m = (Map<String, Object>) x;
            r.add(new Keyword(optStr(m.get("arg")), e(m, "value"), span(m)));
        }
        return r;
    }

    private static List<Alias> aliases(Object o) {
        List<Alias> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            Map<String, Object> m = (Map<String, Object>) x;
            r.add(new Alias((String) m.get("name"), optStr(m.get("asname")), span(m)));
        }
        return r;
    }

    private static List<WithItem> withItems(Object o) {
        List<WithItem> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            Map<String, Object> m = (Map<String, Object>) x;
            r.add(new WithItem(e(m, "context_expr"), opt(m.get("optional_vars"))));
        }
        return r;
    }

    private static List<Comprehension> comps(Object o) {
        List<Comprehension> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            Map<String, Object> m = (Map<String, Object>) x;
            r.add(new Comprehension(e(m, "target"), e(m, "iter"), exprs(m.get("ifs")),
                    ((Long) m.get("is_async")) != 0));
        }
        return r;
    }

    private static List<ExceptHandler> handlers(Object o) {
        List<ExceptHandler> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            Map<String, Object> m = (Map<String, Object>) x;
            r.add(new ExceptHandler(opt(m.get("type")), optStr(m.get("name")), stmts(m.get("body")), span(m)));
        }
        return r;
    }

    private static List<MatchCase> cases(Object o) {
        List<MatchCase> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            Map<String, Object> m = (Map<String, Object>) x;
            r.add(new MatchCase(pattern(m.get("pattern")), opt(m.get("guard")), stmts(m.get("body"))));
        }
        return r;
    }

    private static List<Pattern> patterns(Object o) {
        List<Pattern> r = new ArrayList<>();
        for (Object x : (List<Object>) o) {
            r.add(pattern(x));
        }
        return r;
    }

    private static Pattern pattern(Object o) {
        Map<String, Object> m = (Map<String, Object>) o;
        Span s = span(m);
        switch ((String) m.get("t")) {
            case "MatchValue": return new MatchValue(e(m, "value"), s);
            case "MatchSingleton": return new MatchSingleton(constant((Map<String, Object>) m.get("value")), s);
            case "MatchSequence": return new MatchSequence(patterns(m.get("patterns")), s);
            case "MatchMapping":
                return new MatchMapping(exprs(m.get("keys")), patterns(m.get("patterns")), optStr(m.get("rest")), s);
            case "MatchClass":
                return new MatchClass(e(m, "cls"), patterns(m.get("patterns")), strs(m.get("kwd_attrs")),
                        patterns(m.get("kwd_patterns")), s);
            case "MatchStar": return new MatchStar(optStr(m.get("name")), s);
            case "MatchAs":
                return new MatchAs(m.get("pattern") == null ? Optional.empty() : Optional.of(pattern(m.get("pattern"))),
                        optStr(m.get("name")), s);
            case "MatchOr": return new MatchOr(patterns(m.get("patterns")), s);
            default: throw new IllegalArgumentException("unknown pattern " + m.get("t"));
        }
    }
}
