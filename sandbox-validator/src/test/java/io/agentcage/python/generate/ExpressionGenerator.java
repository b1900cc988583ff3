package io.agentcage.python.generate;

import java.util.List;

/**
 * Generates Python expressions: literals, names, operators, calls of builtins and of the program's own functions and
 * classes, methods of strings, lists and dicts, subscripts and slices, comprehensions, lambdas and f-strings, and
 * a few probes of the interpreter's boundaries (dunder walks, size bombs). Every compound subexpression is
 * parenthesised, so the text is valid whatever the operators' precedence.
 */
final class ExpressionGenerator {
    /** Variables the program's prologue defines (and statements rebind). */
    static final List<String> VARS = List.of("a", "b", "c", "d", "e");
    /** Functions the prologue defines: f(x=1, *args, **kw), g(x, y=2), h(*args), gen(n=3). */
    static final List<String> FUNCS = List.of("f", "g", "h", "gen");
    /** Classes the prologue defines: K(v=0), M(K), N(Exception). */
    static final List<String> CLASSES = List.of("K", "M", "N");

    private static final String[] BINOPS = {"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"};
    private static final String[] COMPARE = {"<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not"};
    private static final String[] UNARY = {"-", "+", "~", "not "};
    private static final String[] BUILTIN1 = {"len", "abs", "str", "repr", "int", "float", "bool", "list", "tuple",
        "set", "frozenset", "sorted", "reversed", "sum", "min", "max", "any", "all", "enumerate", "hash", "chr", "ord",
        "hex", "bin", "oct", "round", "range", "iter", "type", "bytes", "bytearray", "callable", "ascii", "dir",
        "next", "complex", "dict", "id", "vars", "print", "format", "object"};
    private static final String[] BUILTIN2 = {"zip", "divmod", "pow", "isinstance", "round", "range", "format",
        "getattr", "hasattr", "min", "max", "next", "issubclass", "map", "filter", "enumerate", "sorted"};
    private static final String[] STR_METHODS = {"upper()", "lower()", "title()", "strip()", "split()",
        "splitlines()", "isdigit()", "isalpha()", "casefold()", "swapcase()", "capitalize()", "encode()",
        "expandtabs(4)", "isidentifier()", "partition('a')", "rsplit(None, 1)", "lstrip('ab')", "rstrip()",
        "zfill(8)", "center(9, '*')", "ljust(5)", "rjust(5, '-')", "count('a')", "find('b')", "rfind('c')",
        "index('a')", "startswith('a')", "endswith(('x', 'y'))", "replace('a', 'bb')", "join(['x', 'y'])",
        "format(1, 2)", "format_map({})", "translate({97: 'z'})", "removeprefix('a')", "isspace()", "__len__()"};
    private static final String[] LIST_METHODS = {"append(1)", "pop()", "copy()", "count(1)", "index(1)",
        "reverse()", "sort()", "clear()", "extend([3, 4])", "insert(0, 'x')", "remove(1)", "__len__()"};
    private static final String[] DICT_METHODS = {"keys()", "values()", "items()", "get('k')", "get('z', 0)",
        "pop('k', None)", "setdefault('n', [])", "copy()", "update(q=1)", "popitem()", "clear()"};
    /** Boundary probes: each must end as a guest error or a limit, never as a host failure. */
    private static final String[] PROBES = {"().__class__.__bases__[0].__subclasses__()", "f.__globals__",
        "f.__code__", "type(f)", "K.__dict__", "K.__mro__", "N.__bases__", "getattr(a, '__class__')",
        "'{0.__class__}'.format(a)", "'x' * (10 ** 9)", "[0] * (10 ** 9)", "10 ** (10 ** 6)", "2 ** 100000",
        "'%s' % (a,)", "'{:>1000}'.format(b)", "1 << 100000", "list(range(10 ** 8))", "b * 100000",
        "(lambda q: q(q))(lambda q: q(q))", "sorted(d, key=lambda k: k)", "sum(range(10 ** 7))",
        "[[] for _ in range(100000)]", "'a' * 50000 + 'b'", "int('9' * 5000)", "str(10 ** 5000)",
        "float('1e400')", "divmod(7, 0)", "1 / 0", "[].pop()", "{}['missing']", "None + 1", "a.missing",
        "super()", "globals()", "locals()", "__import__('os')", "open('x')", "eval('1')", "exec('a = 1')",
        "compile('1', 's', 'eval')", "breakpoint()", "memoryview(b'x')", "__builtins__", "__name__", "__doc__"};

    private final Choices in;

    ExpressionGenerator(Choices in) {
        this.in = in;
    }

    /** Any expression, nested at most {@code depth} deep. */
    String expr(int depth, Context ctx) {
        if (depth <= 0 || !in.hasMore()) {
            return atom(ctx);
        }
        int d = depth - 1;
        switch (in.pick(24)) {
            case 0: case 1: return atom(ctx);
            case 2: return "(" + expr(d, ctx) + " " + pick(BINOPS) + " " + expr(d, ctx) + ")";
            case 3: return "(" + expr(d, ctx) + " " + pick(COMPARE) + " " + expr(d, ctx) + ")";
            case 4: return "(" + pick(UNARY) + expr(d, ctx) + ")";
            case 5: return "(" + expr(d, ctx) + (in.pick(2) == 0 ? " and " : " or ") + expr(d, ctx) + ")";
            case 6: return "(" + expr(d, ctx) + " if " + expr(d, ctx) + " else " + expr(d, ctx) + ")";
            case 7: return pick(BUILTIN1) + "(" + expr(d, ctx) + ")";
            case 8: return pick(BUILTIN2) + "(" + expr(d, ctx) + ", " + expr(d, ctx) + ")";
            case 9: return strExpr(d, ctx) + "." + pick(STR_METHODS);
            case 10: return "(" + expr(d, ctx) + ")[" + subscript(d, ctx) + "]";
            case 11: return display(d, ctx);
            case 12: return comprehension(d, ctx);
            case 13: return "(lambda x, y=1: " + expr(d, ctx.withLambda()) + ")";
            case 14: return fstring(d, ctx);
            case 15: return call(d, ctx);
            case 16: return pick(CLASSES) + "(" + (in.pick(2) == 0 ? "" : expr(d, ctx)) + ")";
            case 17: return listExpr(d, ctx) + "." + pick(LIST_METHODS);
            case 18: return dictExpr(d, ctx) + "." + pick(DICT_METHODS);
            case 19: return ctx.walrus() ? "(" + pick(VARS) + " := " + expr(d, ctx) + ")" : atom(ctx);
            case 20: return ctx.inMethod() ? "self." + pick("v", "w", "__class__", "__dict__") : atom(ctx);
            case 21: return in.pick(4) == 0 ? pick(PROBES) : atom(ctx);
            case 22: return "(" + strExpr(d, ctx) + " % " + expr(d, ctx) + ")";
            default: return "(" + expr(d, ctx) + ")." + pick("real", "imag", "v", "__class__", "__name__",
                    "__doc__", "args", "__len__", "numerator", "bit_length()", "is_integer()", "hex()");
        }
    }

    /** A name, constant or small display: never fails to evaluate except by NameError. */
    String atom(Context ctx) {
        switch (in.pick(12)) {
            case 0: case 1: case 2: return pick(VARS);
            case 3: return Literals.integer(in.number());
            case 4: return Literals.integer(in.pick(10));
            case 5: return Literals.str(in.text(12));
            case 6: return Literals.real(in.real());
            case 7: return pick("None", "True", "False", "...", "[]", "{}", "()", "''", "set()");
            case 8: return Literals.bytes(in.text(8));
            case 9: return ctx.locals().isEmpty() ? pick(VARS) : pick(ctx.locals());
            case 10: return pick(FUNCS);
            default: return pick(CLASSES);
        }
    }

    /** An expression that is usually a string. */
    String strExpr(int depth, Context ctx) {
        switch (in.pick(6)) {
            case 0: return "b";
            case 1: return "str(" + expr(depth, ctx) + ")";
            case 2: return fstring(depth, ctx);
            case 3: return "(" + Literals.str(in.text(6)) + " * " + in.pick(5) + ")";
            default: return Literals.str(in.text(10));
        }
    }

    /** An expression that is usually a list. */
    String listExpr(int depth, Context ctx) {
        switch (in.pick(4)) {
            case 0: return "c";
            case 1: return "list(" + expr(depth, ctx) + ")";
            case 2: return comprehension(depth, ctx);
            default: return "[" + expr(depth, ctx) + ", " + expr(depth, ctx) + "]";
        }
    }

    /** An expression that is usually a dict. */
    String dictExpr(int depth, Context ctx) {
        switch (in.pick(3)) {
            case 0: return "d";
            case 1: return "{" + Literals.str(in.text(3)) + ": " + expr(depth, ctx) + ", 'k': 1}";
            default: return "dict(k=" + expr(depth, ctx) + ")";
        }
    }

    /** Something to iterate over. */
    String iterable(int depth, Context ctx) {
        switch (in.pick(8)) {
            case 0: return "range(" + in.pick(6) + ")";
            case 1: return "c";
            case 2: return "b";
            case 3: return "d.items()";
            case 4: return "gen(" + in.pick(5) + ")";
            case 5: return "enumerate(" + listExpr(depth, ctx) + ")";
            case 6: return "zip(c, b)";
            default: return expr(depth, ctx);
        }
    }

    private String subscript(int depth, Context ctx) {
        switch (in.pick(4)) {
            case 0: return expr(depth, ctx) + ":";
            case 1: return ":" + expr(depth, ctx);
            case 2: return expr(depth, ctx) + ":" + expr(depth, ctx) + ":" + pick("1", "-1", "2", "0");
            default: return expr(depth, ctx);
        }
    }

    private String display(int depth, Context ctx) {
        int n = in.pick(4);
        StringBuilder b = new StringBuilder();
        String[] brackets = {"[]", "()", "{}", "{:}"};
        String kind = brackets[in.pick(brackets.length)];
        for (int i = 0; i < n; i++) {
            b.append(i > 0 ? ", " : "");
            if (kind.equals("{:}")) {
                b.append(expr(depth, ctx)).append(": ").append(expr(depth, ctx));
            } else {
                b.append(in.pick(8) == 0 ? "*" + listExpr(depth, ctx) : expr(depth, ctx));
            }
        }
        if (kind.equals("()") && n == 1) {
            b.append(',');
        }
        if (kind.equals("{}") && n == 0) {
            return "set()";
        }
        return kind.charAt(0) + b.toString() + kind.charAt(kind.length() - 1);
    }

    private String comprehension(int depth, Context ctx) {
        Context inner = ctx.withLocal("x");
        String body = expr(depth, inner);
        String clause = " for x in " + iterable(depth, ctx.withoutWalrus())
                + (in.pick(2) == 0 ? "" : " if " + expr(depth, inner));
        switch (in.pick(4)) {
            case 0: return "[" + body + clause + "]";
            case 1: return "{" + body + clause + "}";
            case 2: return "{" + body + ": " + expr(depth, inner) + clause + "}";
            default: return "sum(1" + clause + ")";
        }
    }

    private String fstring(int depth, Context ctx) {
        String spec = pick("", "!r", ":>8", ":.3", ":x", ":,", "!s:^7", ":{a}", ":08.2f", ":%");
        return "f'<{ " + expr(depth, ctx) + spec + "}>'";
    }

    private String call(int depth, Context ctx) {
        String fn = pick(FUNCS);
        switch (in.pick(5)) {
            case 0: return fn + "()";
            case 1: return fn + "(" + expr(depth, ctx) + ")";
            case 2: return fn + "(" + expr(depth, ctx) + ", " + expr(depth, ctx) + ")";
            case 3: return fn + "(*" + listExpr(depth, ctx) + ")";
            default: return fn + "(x=" + expr(depth, ctx) + ", **{'y': 1})";
        }
    }

    String pick(String... options) {
        return options[in.pick(options.length)];
    }

    String pick(List<String> options) {
        return options.get(in.pick(options.size()));
    }
}
