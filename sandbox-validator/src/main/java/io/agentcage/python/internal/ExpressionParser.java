package io.agentcage.python.internal;

import io.agentcage.python.ast.Attribute;
import io.agentcage.python.ast.Await;
import io.agentcage.python.ast.BinOp;
import io.agentcage.python.ast.BoolOp;
import io.agentcage.python.ast.BoolOperator;
import io.agentcage.python.ast.Call;
import io.agentcage.python.ast.CmpOp;
import io.agentcage.python.ast.Compare;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.IfExp;
import io.agentcage.python.ast.Keyword;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.NamedExpr;
import io.agentcage.python.ast.Operator;
import io.agentcage.python.ast.Slice;
import io.agentcage.python.ast.Starred;
import io.agentcage.python.ast.Subscript;
import io.agentcage.python.ast.Tuple;
import io.agentcage.python.ast.UnaryOp;
import io.agentcage.python.ast.UnaryOperator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Expressions from {@code star_expressions} down to {@code primary}; atoms are parsed by subclasses.
 * Binary operators use precedence climbing, unary chains are iterative. Internal, not API.
 */
abstract class ExpressionParser extends ParserCore {

    ExpressionParser(Tokenizer tz) {
        super(tz);
    }

    ExpressionParser(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    abstract Expr atom();

    abstract Expr lambdef();

    /** Parses a generator expression after '(' elt: the comprehension clauses and ')'. */
    abstract Expr genexpAfter(Token open, Expr elt);

    abstract boolean atComprehension();

    /** Raises "Perhaps you forgot a comma?" when an expression follows {@code lastElt} directly, else invalid. */
    abstract RuntimeException commaAfter(Expr lastElt);

    // star_expressions: star_expression (',' star_expression)* [',']
    final Expr starExpressions() {
        Token start = tok();
        Expr first = starExpression();
        if (!isOp(",")) {
            return first;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (acceptOp(",")) {
            if (!startsExpression()) {
                break;
            }
            elts.add(starExpression());
        }
        return new Tuple(elts, ExprContext.Load, from(start));
    }

    // star_expression: '*' bitwise_or | expression
    final Expr starExpression() {
        if (isOp("*")) {
            Token s = next();
            Expr v = bitwiseOr();
            return new Starred(v, ExprContext.Load, from(s));
        }
        return expression();
    }

    // star_named_expression: '*' bitwise_or | named_expression
    final Expr starNamedExpression() {
        if (isOp("*")) {
            Token s = next();
            Expr v = bitwiseOr();
            return new Starred(v, ExprContext.Load, from(s));
        }
        return namedExpression();
    }

    // named_expression: NAME ':=' expression | expression !':='
    final Expr namedExpression() {
        if (tok().kind == TokenKind.NAME && peek(1).isOp(":=") && isName()) {
            Token s = next();
            Name target = new Name(s.text, ExprContext.Store, span(s));
            next();
            Expr v = expression();
            return new NamedExpr(target, v, from(s));
        }
        Expr e = expression();
        if (isOp(":=")) {
            throw errorAt(e, "cannot use assignment expressions with " + Targets.describe(e));
        }
        return e;
    }

    /** True if the current token can start an expression. */
    final boolean startsExpression() {
        Token t = tok();
        switch (t.kind) {
            case NAME:
                return !KEYWORDS.contains(t.text) || t.text.equals("not") || t.text.equals("lambda")
                        || t.text.equals("await") || t.text.equals("None") || t.text.equals("True")
                        || t.text.equals("False") || t.text.equals("yield");
            case NUMBER:
            case STRING:
                return true;
            case OP:
                return "([{-+~*...".contains(t.text) && !t.text.equals(".") || t.text.equals("**");
            default:
                return false;
        }
    }

    // expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
    final Expr expression() {
        if (isKw("lambda")) {
            return lambdef();
        }
        enter();
        try {
            Expr body = disjunction();
            if (!isKw("if")) {
                return body;
            }
            next();
            Expr test = disjunction();
            if (!acceptKw("else")) {
                throw errorBetween(body, test, "expected 'else' after 'if' expression");
            }
            Expr orelse = expression();
            return new IfExp(test, body, orelse, from(body));
        } finally {
            leave();
        }
    }

    // disjunction: conjunction ('or' conjunction)+ | conjunction
    final Expr disjunction() {
        Expr first = conjunction();
        if (!isKw("or")) {
            return first;
        }
        List<Expr> values = new ArrayList<>();
        values.add(first);
        while (acceptKw("or")) {
            values.add(conjunction());
        }
        return new BoolOp(BoolOperator.Or, values, from(first));
    }

    // conjunction: inversion ('and' inversion)+ | inversion
    final Expr conjunction() {
        Expr first = inversion();
        if (!isKw("and")) {
            return first;
        }
        List<Expr> values = new ArrayList<>();
        values.add(first);
        while (acceptKw("and")) {
            values.add(inversion());
        }
        return new BoolOp(BoolOperator.And, values, from(first));
    }

    // inversion: 'not' inversion | comparison
    final Expr inversion() {
        if (!isKw("not")) {
            return comparison();
        }
        List<Token> nots = new ArrayList<>();
        while (isKw("not")) {
            nots.add(next());
        }
        Expr e = comparison();
        for (int i = nots.size() - 1; i >= 0; i--) {
            e = new UnaryOp(UnaryOperator.Not, e, from(nots.get(i)));
        }
        return e;
    }

    // comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
    final Expr comparison() {
        Expr left = bitwiseOr();
        CmpOp op = compareOp();
        if (op == null) {
            return left;
        }
        List<CmpOp> ops = new ArrayList<>();
        List<Expr> comps = new ArrayList<>();
        while (op != null) {
            ops.add(op);
            comps.add(bitwiseOr());
            op = compareOp();
        }
        return new Compare(left, ops, comps, from(left));
    }

    private CmpOp compareOp() {
        Token t = tok();
        if (t.kind == TokenKind.OP) {
            CmpOp op;
            switch (t.text) {
                case "==": op = CmpOp.Eq; break;
                case "!=": op = CmpOp.NotEq; break;
                case "<": op = CmpOp.Lt; break;
                case "<=": op = CmpOp.LtE; break;
                case ">": op = CmpOp.Gt; break;
                case ">=": op = CmpOp.GtE; break;
                default: return null;
            }
            p++;
            return op;
        }
        if (t.kind == TokenKind.NAME) {
            if (t.text.equals("in")) {
                p++;
                return CmpOp.In;
            }
            if (t.text.equals("is")) {
                p++;
                return acceptKw("not") ? CmpOp.IsNot : CmpOp.Is;
            }
            if (t.text.equals("not") && peek(1).kind == TokenKind.NAME && peek(1).text.equals("in")) {
                p += 2;
                return CmpOp.NotIn;
            }
        }
        return null;
    }

    // bitwise_or .. term: precedence climbing over | ^ & << >> + - * / // % @
    final Expr bitwiseOr() {
        return binary(1);
    }

    private Expr binary(int minPrec) {
        Expr left = factor();
        while (true) {
            Token t = tok();
            int prec = t.kind == TokenKind.OP ? precedence(t.text) : 0;
            if (prec < minPrec) {
                return left;
            }
            p++;
            enter();
            Expr right = binary(prec + 1);
            leave();
            left = new BinOp(left, binOperator(t.text), right, from(left));
        }
    }

    private static int precedence(String op) {
        switch (op) {
            case "|": return 1;
            case "^": return 2;
            case "&": return 3;
            case "<<": case ">>": return 4;
            case "+": case "-": return 5;
            case "*": case "/": case "//": case "%": case "@": return 6;
            default: return 0;
        }
    }

    static Operator binOperator(String op) {
        switch (op) {
            case "|": return Operator.BitOr;
            case "^": return Operator.BitXor;
            case "&": return Operator.BitAnd;
            case "<<": return Operator.LShift;
            case ">>": return Operator.RShift;
            case "+": return Operator.Add;
            case "-": return Operator.Sub;
            case "*": return Operator.Mult;
            case "/": return Operator.Div;
            case "//": return Operator.FloorDiv;
            case "%": return Operator.Mod;
            case "@": return Operator.MatMult;
            case "**": return Operator.Pow;
            default: return null;
        }
    }

    // factor: '+' factor | '-' factor | '~' factor | power
    final Expr factor() {
        Token t = tok();
        if (t.kind != TokenKind.OP || !(t.text.equals("-") || t.text.equals("+") || t.text.equals("~"))) {
            return power();
        }
        List<Token> ops = new ArrayList<>();
        while (isOp("-") || isOp("+") || isOp("~")) {
            ops.add(next());
            if (ops.size() > MAX_DEPTH * 4) {
                throw errorAt(tok(), "too many nested expressions");
            }
        }
        Expr e = power();
        for (int i = ops.size() - 1; i >= 0; i--) {
            String s = ops.get(i).text;
            UnaryOperator op = s.equals("-") ? UnaryOperator.USub : s.equals("+") ? UnaryOperator.UAdd
                    : UnaryOperator.Invert;
            e = new UnaryOp(op, e, from(ops.get(i)));
        }
        return e;
    }

    // power: await_primary '**' factor | await_primary
    final Expr power() {
        Expr base = awaitPrimary();
        if (!isOp("**")) {
            return base;
        }
        next();
        enter();
        Expr exp = factor();
        leave();
        return new BinOp(base, Operator.Pow, exp, from(base));
    }

    // await_primary: AWAIT primary | primary
    final Expr awaitPrimary() {
        if (isKw("await")) {
            Token s = next();
            Expr v = primary();
            return new Await(v, from(s));
        }
        return primary();
    }

    // primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')' | primary '[' slices ']' | atom
    final Expr primary() {
        // a trailer's node starts where the primary does, at the parenthesis of a parenthesised atom (CPython's
        // positions: the carets under '(f)(x)' start at the '(')
        Token start = tok();
        Expr e = atom();
        while (tok().kind == TokenKind.OP) {
            String s = tok().text;
            if (s.equals(".")) {
                next();
                String attr = name();
                e = new Attribute(e, attr, ExprContext.Load, from(start));
            } else if (s.equals("(")) {
                e = call(e, start);
            } else if (s.equals("[")) {
                next();
                Expr slice = slices();
                expectOp("]");
                e = new Subscript(e, slice, ExprContext.Load, from(start));
            } else {
                break;
            }
        }
        return e;
    }

    // slices: slice !',' | ','.(slice | starred_expression)+ [',']
    private Expr slices() {
        Token start = tok();
        Expr first = sliceOrStarred();
        if (!isOp(",")) {
            return first instanceof Starred ? new Tuple(List.of(first), ExprContext.Load, from(start)) : first;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (acceptOp(",")) {
            if (isOp("]")) {
                break;
            }
            elts.add(sliceOrStarred());
        }
        return new Tuple(elts, ExprContext.Load, from(start));
    }

    // slice: [expression] ':' [expression] [':' [expression]] | named_expression
    private Expr sliceOrStarred() {
        Token start = tok();
        if (isOp("*")) {
            return starExpression();
        }
        Expr lower = null;
        if (!isOp(":")) {
            lower = namedExpression();
            if (!isOp(":")) {
                return lower;
            }
            if (lower instanceof NamedExpr && start.kind == TokenKind.NAME) {
                throw invalid(); // only a parenthesised assignment expression may start a slice
            }
        }
        next();
        Expr upper = isOp(":") || isOp(",") || isOp("]") ? null : expression();
        Expr step = null;
        if (acceptOp(":")) {
            step = isOp(",") || isOp("]") ? null : expression();
        }
        return new Slice(Optional.ofNullable(lower), Optional.ofNullable(upper), Optional.ofNullable(step),
                from(start));
    }

    // call: primary '(' [args] ')' | primary genexp
    private Expr call(Expr func, Token start) {
        Token open = next();
        List<Expr> args = new ArrayList<>();
        List<Keyword> keywords = new ArrayList<>();
        if (!isOp(")")) {
            Expr first = callArgument(args, keywords);
            if (first != null && atComprehension()) {
                args.remove(args.size() - 1);
                args.add(genexpAfter(open, first));
                return new Call(func, args, keywords, from(start));
            }
            while (acceptOp(",")) {
                if (isOp(")")) {
                    break;
                }
                Expr a = callArgument(args, keywords);
                if (a != null && atComprehension()) {
                    throw errorAt(a, "Generator expression must be parenthesized");
                }
            }
        }
        if (!isOp(")")) {
            Token lt = last();
            if (startsExpression() && !args.isEmpty() && tok().line == lt.endLine) {
                throw commaAfter(args.get(args.size() - 1));
            }
            throw invalid();
        }
        next();
        return new Call(func, args, keywords, from(start));
    }

    /**
     * Parses one argument into {@code args} or {@code keywords}; returns the plain positional expression (so the
     * caller can detect a generator argument), else null.
     */
    private Expr callArgument(List<Expr> args, List<Keyword> keywords) {
        Token t = tok();
        if (isOp("*")) {
            next();
            Expr v = expression();
            if (!keywords.isEmpty() && keywords.stream().anyMatch(k -> k.arg().isEmpty())) {
                throw errorAt(t, "iterable argument unpacking follows keyword argument unpacking");
            }
            args.add(new Starred(v, ExprContext.Load, from(t)));
            return null;
        }
        if (isOp("**")) {
            next();
            Expr v = expression();
            keywords.add(new Keyword(Optional.empty(), v, from(t)));
            return null;
        }
        if (t.kind == TokenKind.NAME && peek(1).isOp("=")) {
            if (KEYWORDS.contains(t.text)) {
                throw errorAt(t, "cannot assign to " + t.text);
            }
            next();
            next();
            Expr v = expression();
            keywords.add(new Keyword(Optional.of(t.text), v, from(t)));
            return null;
        }
        Expr e = namedExpression();
        if (isOp("=")) {
            throw errorAt(e, "expression cannot contain assignment, perhaps you meant \"==\"?");
        }
        if (!keywords.isEmpty() && !atComprehension()) {
            boolean hasDoubleStar = keywords.stream().anyMatch(k -> k.arg().isEmpty());
            throw errorAtPrevEnd(hasDoubleStar ? "positional argument follows keyword argument unpacking"
                    : "positional argument follows keyword argument");
        }
        args.add(e);
        return e;
    }
}
