package io.agentcage.python.internal;

import io.agentcage.python.ast.Attribute;
import io.agentcage.python.ast.Constant;
import io.agentcage.python.ast.ConstantValue;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.ListExpr;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Starred;
import io.agentcage.python.ast.Subscript;
import io.agentcage.python.ast.Tuple;
import java.util.ArrayList;
import java.util.List;

/** Turns parsed expressions into assignment or deletion targets, with CPython's messages. Internal, not API. */
final class Targets {
    private Targets() {
    }

    /** CPython's {@code _PyPegen_get_expr_name}. */
    static String describe(Expr e) {
        switch (e.astName()) {
            case "Attribute": return "attribute";
            case "Subscript": return "subscript";
            case "Starred": return "starred";
            case "Name": return "name";
            case "List": return "list";
            case "Tuple": return "tuple";
            case "Lambda": return "lambda";
            case "Call": return "function call";
            case "GeneratorExp": return "generator expression";
            case "Yield": case "YieldFrom": return "yield expression";
            case "Await": return "await expression";
            case "ListComp": return "list comprehension";
            case "SetComp": return "set comprehension";
            case "DictComp": return "dict comprehension";
            case "Dict": return "dict literal";
            case "Set": return "set display";
            case "JoinedStr": case "FormattedValue": return "f-string expression";
            case "Constant": return constantName(((Constant) e).value());
            case "Compare": return "comparison";
            case "IfExp": return "conditional expression";
            case "NamedExpr": return "named expression";
            default: return "expression";
        }
    }

    private static String constantName(ConstantValue v) {
        if (v instanceof ConstantValue.NoneValue) {
            return "None";
        }
        if (v instanceof ConstantValue.BoolValue) {
            return ((ConstantValue.BoolValue) v).value() ? "True" : "False";
        }
        if (v instanceof ConstantValue.EllipsisValue) {
            return "ellipsis";
        }
        return "literal";
    }

    /** Finds the first sub-expression that cannot be a target, or null when {@code e} is a valid target. */
    static Expr invalidTarget(Expr e, boolean allowStar) {
        if (e instanceof Name || e instanceof Attribute || e instanceof Subscript) {
            return null;
        }
        if (e instanceof Starred) {
            return allowStar ? invalidTarget(((Starred) e).value(), false) : e;
        }
        List<Expr> elts = e instanceof Tuple ? ((Tuple) e).elts() : e instanceof ListExpr ? ((ListExpr) e).elts()
                : null;
        if (elts == null) {
            return e;
        }
        for (Expr x : elts) {
            Expr bad = invalidTarget(x, true);
            if (bad != null) {
                return bad;
            }
        }
        return null;
    }

    /** Returns {@code e} with the given context; {@code e} must be a valid target. */
    static Expr withContext(Expr e, ExprContext ctx) {
        if (e instanceof Name) {
            Name n = (Name) e;
            return new Name(n.id(), ctx, n.span());
        }
        if (e instanceof Attribute) {
            Attribute a = (Attribute) e;
            return new Attribute(a.value(), a.attr(), ctx, a.span());
        }
        if (e instanceof Subscript) {
            Subscript s = (Subscript) e;
            return new Subscript(s.value(), s.slice(), ctx, s.span());
        }
        if (e instanceof Starred) {
            Starred s = (Starred) e;
            return new Starred(withContext(s.value(), ctx), ctx, s.span());
        }
        if (e instanceof Tuple) {
            Tuple t = (Tuple) e;
            return new Tuple(all(t.elts(), ctx), ctx, t.span());
        }
        ListExpr l = (ListExpr) e;
        return new ListExpr(all(l.elts(), ctx), ctx, l.span());
    }

    private static List<Expr> all(List<Expr> elts, ExprContext ctx) {
        List<Expr> out = new ArrayList<>(elts.size());
        for (Expr x : elts) {
            out.add(withContext(x, ctx));
        }
        return out;
    }
}
