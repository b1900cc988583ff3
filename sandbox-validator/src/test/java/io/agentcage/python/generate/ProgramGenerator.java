package io.agentcage.python.generate;

import java.util.List;

/**
 * Generates syntactically valid Python 3.12 programs from a stream of {@link Choices}, for fuzzing and soak tests
 * that must reach deep into an interpreter rather than stop at its parser: assignments, loops (bounded by a counter,
 * so that most programs end before their step budget), functions and generators, classes with dunder methods and
 * inheritance, try/except/finally, with, match, comprehensions, builtins and string methods. Most top-level
 * statements are wrapped in {@code try/except Exception} so that a runtime error does not end the program early.
 *
 * <p>The same choices always give the same program. Not thread-safe: use one generator per program.
 */
public final class ProgramGenerator {
    private static final String PROLOGUE = String.join("\n",
            "a = 1",
            "b = 'text'",
            "c = [1, 2, 3]",
            "d = {'k': 1, 'j': [2]}",
            "e = (1.5, None)",
            "def f(x=1, *args, **kw):",
            "    return x",
            "def g(x, y=2):",
            "    return [x, y]",
            "def h(*args):",
            "    return len(args)",
            "def gen(n=3):",
            "    yield from range(n)",
            "class K:",
            "    def __init__(self, v=0):",
            "        self.v = v",
            "class M(K):",
            "    pass",
            "class N(Exception):",
            "    pass",
            "");
    private static final int MAX_CHARS = 12_000;

    private final Choices in;
    private final ExpressionGenerator ex;
    private final StringBuilder out = new StringBuilder();
    private int loops;

    /** A generator drawing its decisions from {@code choices}. */
    public ProgramGenerator(Choices choices) {
        this.in = choices;
        this.ex = new ExpressionGenerator(choices);
    }

    /** A whole program: the prologue, then up to {@code maxStatements} top-level statements. */
    public String program(int maxStatements) {
        out.setLength(0);
        out.append(PROLOGUE);
        int n = 1 + in.pick(maxStatements);
        for (int i = 0; i < n && in.hasMore() && out.length() < MAX_CHARS; i++) {
            if (in.pick(10) < 7) {
                line(0, "try:");
                statement(1, 3, Context.module());
                line(0, "except Exception as exc:");
                line(1, "print(type(exc).__name__)");
            } else {
                statement(0, 3, Context.module());
            }
        }
        return out.toString();
    }

    private void block(int indent, int depth, Context ctx) {
        int n = 1 + in.pick(3);
        for (int i = 0; i < n; i++) {
            statement(indent, depth, ctx);
        }
    }

    private void statement(int indent, int depth, Context ctx) {
        int e = Math.min(depth + 1, 3);
        int kind = depth <= 0 || out.length() > MAX_CHARS ? in.pick(6) : in.pick(22);
        switch (kind) {
            case 0: line(indent, target(ctx) + " = " + ex.expr(e, ctx)); break;
            case 1: line(indent, ex.pick("a", "b", "c") + " " + ex.pick("+=", "-=", "*=", "//=", "%=", "|=", "**=")
                    + " " + ex.expr(e, ctx)); break;
            case 2: line(indent, "print(" + ex.expr(e, ctx) + ", " + ex.expr(e, ctx) + ")"); break;
            case 3: line(indent, ex.expr(e, ctx)); break;
            case 4: simple(indent, ctx); break;
            case 5: line(indent, ex.pick("a, *c = ", "a, b = ", "c[0] = ", "d['k'] = ", "c[1:2] = ")
                    + ex.expr(e, ctx)); break;
            case 6: case 7: ifStatement(indent, depth, ctx); break;
            case 8: forLoop(indent, depth, ctx); break;
            case 9: whileLoop(indent, depth, ctx); break;
            case 10: case 11: function(indent, depth, ctx); break;
            case 12: classDef(indent, depth, ctx); break;
            case 13: case 14: tryStatement(indent, depth, ctx); break;
            case 15: withStatement(indent, depth, ctx); break;
            case 16: match(indent, depth, ctx); break;
            case 17: line(indent, "raise " + ex.pick("ValueError(a)", "N('x')", "KeyError", "StopIteration",
                    "TypeError(b) from None", "RuntimeError() from N()")); break;
            case 18: line(indent, ex.pick("import math", "import json", "import re", "from collections import "
                    + "Counter, deque", "import itertools", "from functools import reduce", "import string",
                    "import os", "import sys", "from math import *")); break;
            case 19: line(indent, "assert " + ex.expr(e, ctx) + ", " + ex.expr(1, ctx)); break;
            case 20: line(indent, "del " + ex.pick("a", "c[0]", "d['k']", "c[:1]", "K.v")); break;
            default: line(indent, ex.pick("c", "b", "d") + " = " + ex.expr(e, ctx)); break;
        }
    }

    private void simple(int indent, Context ctx) {
        if (ctx.inLoop() && in.pick(3) == 0) {
            line(indent, ex.pick("break", "continue"));
        } else if (ctx.inFunction() && in.pick(2) == 0) {
            line(indent, in.pick(3) == 0 ? "yield " + ex.expr(1, ctx) : "return " + ex.expr(2, ctx));
        } else {
            line(indent, "pass");
        }
    }

    private String target(Context ctx) {
        if (ctx.inMethod() && in.pick(3) == 0) {
            return "self." + ex.pick("v", "w");
        }
        return ex.pick(ExpressionGenerator.VARS);
    }

    private void ifStatement(int indent, int depth, Context ctx) {
        line(indent, "if " + ex.expr(2, ctx) + ":");
        block(indent + 1, depth - 1, ctx);
        if (in.pick(2) == 0) {
            line(indent, "elif " + ex.expr(2, ctx) + ":");
            block(indent + 1, depth - 1, ctx);
        }
        if (in.pick(2) == 0) {
            line(indent, "else:");
            block(indent + 1, depth - 1, ctx);
        }
    }

    private void forLoop(int indent, int depth, Context ctx) {
        String var = ex.pick("i", "j", "a", "k, v");
        line(indent, "for " + var + " in " + ex.iterable(2, ctx) + ":");
        Context body = ctx.withLoop();
        for (String v : var.split(", ")) {
            body = body.withLocal(v);
        }
        block(indent + 1, depth - 1, body);
        if (in.pick(4) == 0) {
            line(indent, "else:");
            block(indent + 1, depth - 1, ctx);
        }
    }

    private void whileLoop(int indent, int depth, Context ctx) {
        String counter = "n" + (loops++);
        line(indent, counter + " = 0");
        line(indent, "while " + counter + " < " + (1 + in.pick(50)) + " and " + ex.expr(1, ctx) + ":");
        line(indent + 1, counter + " += 1");
        block(indent + 1, depth - 1, ctx.withLoop());
    }

    private void function(int indent, int depth, Context ctx) {
        for (int i = 0; i < in.pick(3); i++) {
            line(indent, "@" + ex.pick("staticmethod", "f", "(lambda q: q)", "property", "g"));
        }
        String name = ex.pick(ExpressionGenerator.FUNCS);
        String params = ex.pick("x=1, *args, **kw", "x, y=2", "*args", "n=3", "x=None, /, y=[], *, z=0");
        line(indent, "def " + name + "(" + params + "):");
        if (in.pick(4) == 0) {
            line(indent + 1, "global " + ex.pick("a", "b", "c"));
        }
        Context body = ctx.withFunction(false, List.of("x", "args"));
        block(indent + 1, depth - 1, body);
        if (in.pick(3) == 0) {
            line(indent + 1, "yield from " + ex.iterable(1, body));
        }
        line(indent + 1, "return " + ex.expr(2, body));
    }

    private void classDef(int indent, int depth, Context ctx) {
        String name = ex.pick(ExpressionGenerator.CLASSES);
        line(indent, "class " + name + ex.pick("", "(K)", "(M, K)", "(Exception)", "(dict)", "(list)", "(str)",
                "(int)", "(metaclass=type)", "(K, M)") + ":");
        line(indent + 1, "w = " + ex.expr(1, ctx.withoutWalrus()));
        int methods = in.pick(4);
        for (int i = 0; i < methods; i++) {
            String method = ex.pick("__init__(self, v=0)", "__repr__(self)", "__eq__(self, other)",
                    "__hash__(self)", "__len__(self)", "__iter__(self)", "__getitem__(self, i)",
                    "__add__(self, other)", "__lt__(self, other)", "__enter__(self)", "__exit__(self, *exc)",
                    "__call__(self, *args)", "__bool__(self)", "__str__(self)", "__getattr__(self, name)",
                    "__setattr__(self, name, value)", "__del__(self)", "__contains__(self, item)",
                    "__format__(self, spec)", "__index__(self)", "method(self, x=1)");
            line(indent + 1, "def " + method + ":");
            Context body = ctx.withFunction(true, List.of());
            block(indent + 2, depth - 2, body);
            line(indent + 2, "return " + ex.expr(2, body));
        }
    }

    private void tryStatement(int indent, int depth, Context ctx) {
        line(indent, "try:");
        block(indent + 1, depth - 1, ctx);
        int handlers = in.pick(3);
        for (int i = 0; i < handlers; i++) {
            line(indent, "except " + ex.pick("ValueError", "(TypeError, KeyError) as err", "N as err",
                    "ZeroDivisionError", "Exception as err", "ArithmeticError", "RecursionError", "LookupError",
                    "AttributeError", "StopIteration") + ":");
            block(indent + 1, depth - 1, ctx);
        }
        if (handlers > 0 && in.pick(3) == 0) {
            line(indent, "else:");
            block(indent + 1, depth - 1, ctx);
        }
        if (handlers == 0 || in.pick(3) == 0) {
            line(indent, "finally:");
            block(indent + 1, depth - 1, ctx);
        }
    }

    private void withStatement(int indent, int depth, Context ctx) {
        line(indent, "with " + ex.pick("K()", "M(1)", "open('f.txt', 'w')", "a", "K() as w, K()") + " as cm:");
        block(indent + 1, depth - 1, ctx.withLocal("cm"));
    }

    private void match(int indent, int depth, Context ctx) {
        line(indent, "match " + ex.expr(2, ctx) + ":");
        int cases = 1 + in.pick(3);
        for (int i = 0; i < cases; i++) {
            line(indent + 1, "case " + ex.pick("1", "'text'", "[1, *rest]", "{'k': v}", "K()", "(a1, b1)",
                    "str() as s", "int(n) | float(n)", "None", "[]", "K(v=0)", "{'k': 1, **kw}") + ":");
            block(indent + 2, depth - 1, ctx);
        }
        if (in.pick(2) == 0) {
            line(indent + 1, "case _:");
            block(indent + 2, depth - 1, ctx);
        }
    }

    private void line(int indent, String text) {
        for (int i = 0; i < indent; i++) {
            out.append("    ");
        }
        out.append(text).append('\n');
    }
}
