package io.agentcage.python.internal;

import io.agentcage.python.ast.Comprehension;
import io.agentcage.python.ast.Constant;
import io.agentcage.python.ast.ConstantValue;
import io.agentcage.python.ast.Dict;
import io.agentcage.python.ast.DictComp;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.GeneratorExp;
import io.agentcage.python.ast.ListComp;
import io.agentcage.python.ast.ListExpr;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.SetComp;
import io.agentcage.python.ast.SetExpr;
import io.agentcage.python.ast.Starred;
import io.agentcage.python.ast.Tuple;
import io.agentcage.python.ast.Yield;
import io.agentcage.python.ast.YieldFrom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Atoms: names, literals, strings, parenthesised forms, displays and comprehensions. Internal, not API. */
abstract class AtomParser extends ExpressionParser {

    AtomParser(Tokenizer tz) {
        super(tz);
    }

    AtomParser(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    /** Parses the expression of an f-string replacement field. */
    abstract Expr fieldExpression(List<Token> tokens);

    // atom: NAME | 'True' | 'False' | 'None' | strings | NUMBER | tuple | group | genexp | list | listcomp
    //     | dict | set | dictcomp | setcomp | '...'
    @Override
    final Expr atom() {
        Token t = tok();
        switch (t.kind) {
            case NAME:
                return nameAtom(t);
            case NUMBER:
                next();
                return new Constant(Literals.number(t.text), Optional.empty(), span(t));
            case STRING:
                return new Strings(this).concatenation();
            case OP:
                switch (t.text) {
                    case "(": return parenthesised();
                    case "[": return listDisplay();
                    case "{": return braceDisplay();
                    case "...":
                        next();
                        return new Constant(ConstantValue.ELLIPSIS, Optional.empty(), span(t));
                    default:
                        throw invalid();
                }
            default:
                throw invalid();
        }
    }

    private Expr nameAtom(Token t) {
        ConstantValue v;
        switch (t.text) {
            case "True": v = ConstantValue.TRUE; break;
            case "False": v = ConstantValue.FALSE; break;
            case "None": v = ConstantValue.NONE; break;
            default:
                if (KEYWORDS.contains(t.text)) {
                    throw invalid();
                }
                next();
                return new Name(t.text, ExprContext.Load, span(t));
        }
        next();
        return new Constant(v, Optional.empty(), span(t));
    }

    // tuple: '(' [star_named_expression ',' [star_named_expressions]] ')'
    // group: '(' (yield_expr | named_expression) ')'
    // genexp: '(' (assignment_expression | expression !':=') for_if_clauses ')'
    private Expr parenthesised() {
        Token open = next();
        enter();
        try {
            if (acceptOp(")")) {
                return new Tuple(List.of(), ExprContext.Load, from(open));
            }
            if (isKw("yield")) {
                Expr y = yieldExpr();
                expectOp(")");
                return y;
            }
            Expr first = starNamedExpression();
            if (atComprehension()) {
                return genexpAfter(open, first);
            }
            if (acceptOp(")")) {
                if (first instanceof Starred) {
                    throw errorAt(first, "cannot use starred expression here");
                }
                return first;
            }
            List<Expr> elts = new ArrayList<>();
            elts.add(first);
            while (acceptOp(",")) {
                if (isOp(")")) {
                    break;
                }
                elts.add(starNamedExpression());
            }
            if (!isOp(")")) {
                throw commaOrInvalid(elts);
            }
            next();
            return new Tuple(elts, ExprContext.Load, from(open));
        } finally {
            leave();
        }
    }

    /** CPython's "Perhaps you forgot a comma?" when two expressions are juxtaposed inside brackets. */
    final RuntimeException commaOrInvalid(List<Expr> elts) {
        return commaAfter(elts.get(elts.size() - 1));
    }

    @Override
    final RuntimeException commaAfter(Expr lastElt) {
        if (startsExpression() && last().endLine == lastElt.endLineno() && !isKw("not")) {
            int save = p;
            try {
                Expr b = expression();
                if (lastElt instanceof Starred) {
                    throw invalid();
                }
                return errorAt(new Tuple(List.of(), ExprContext.Load, between(lastElt, b)),
                        "invalid syntax. Perhaps you forgot a comma?");
            } catch (io.agentcage.python.PythonSyntaxError e) {
                p = save;
            }
        }
        return invalid();
    }

    @Override
    final Expr genexpAfter(Token open, Expr elt) {
        if (elt instanceof Starred) {
            throw errorAt(elt, "iterable unpacking cannot be used in comprehension");
        }
        List<Comprehension> gens = forIfClauses();
        expectOp(")");
        return new GeneratorExp(elt, gens, from(open));
    }

    // list: '[' [star_named_expressions] ']' ; listcomp: '[' named_expression for_if_clauses ']'
    private Expr listDisplay() {
        Token open = next();
        enter();
        try {
            List<Expr> elts = new ArrayList<>();
            if (!isOp("]")) {
                Expr first = starNamedExpression();
                if (atComprehension()) {
                    if (first instanceof Starred) {
                        throw errorAt(first, "iterable unpacking cannot be used in comprehension");
                    }
                    List<Comprehension> gens = forIfClauses();
                    expectOp("]");
                    return new ListComp(first, gens, from(open));
                }
                elts.add(first);
                while (acceptOp(",")) {
                    if (isOp("]")) {
                        break;
                    }
                    elts.add(starNamedExpression());
                }
            }
            if (!isOp("]")) {
                throw commaOrInvalid(elts.isEmpty() ? List.of(new Tuple(List.of(), ExprContext.Load, span(open)))
                        : elts);
            }
            next();
            return new ListExpr(elts, ExprContext.Load, from(open));
        } finally {
            leave();
        }
    }

    // dict: '{' [double_starred_kvpairs] '}' ; set: '{' star_named_expressions '}' ; dictcomp ; setcomp
    private Expr braceDisplay() {
        Token open = next();
        enter();
        try {
            if (acceptOp("}")) {
                return new Dict(List.of(), List.of(), from(open));
            }
            if (isOp("**")) {
                return dictRest(open, new ArrayList<>(), new ArrayList<>());
            }
            Expr first = starNamedExpression();
            if (isOp(":") && !(first instanceof Starred)) {
                next();
                Expr value = expression();
                if (atComprehension()) {
                    List<Comprehension> gens = forIfClauses();
                    expectOp("}");
                    return new DictComp(first, value, gens, from(open));
                }
                List<Optional<Expr>> keys = new ArrayList<>();
                List<Expr> values = new ArrayList<>();
                keys.add(Optional.of(first));
                values.add(value);
                if (!acceptOp(",")) {
                    expectOp("}");
                    return new Dict(keys, values, from(open));
                }
                return dictRest(open, keys, values);
            }
            if (atComprehension()) {
                if (first instanceof Starred) {
                    throw errorAt(first, "iterable unpacking cannot be used in comprehension");
                }
                List<Comprehension> gens = forIfClauses();
                expectOp("}");
                return new SetComp(first, gens, from(open));
            }
            List<Expr> elts = new ArrayList<>();
            elts.add(first);
            while (acceptOp(",")) {
                if (isOp("}")) {
                    break;
                }
                elts.add(starNamedExpression());
            }
            if (!isOp("}")) {
                throw commaOrInvalid(elts);
            }
            next();
            return new SetExpr(elts, from(open));
        } finally {
            leave();
        }
    }

    // double_starred_kvpairs: ','.double_starred_kvpair+ [','] ; kvpair: '**' bitwise_or | expression ':' expression
    private Expr dictRest(Token open, List<Optional<Expr>> keys, List<Expr> values) {
        while (!isOp("}")) {
            if (acceptOp("**")) {
                keys.add(Optional.empty());
                values.add(bitwiseOr());
            } else {
                Expr k = expression();
                if (!isOp(":")) {
                    throw isOp("}") || isOp(",") ? errorAt(k, "':' expected after dictionary key") : invalid();
                }
                next();
                keys.add(Optional.of(k));
                values.add(expression());
            }
            if (!acceptOp(",")) {
                break;
            }
        }
        expectOp("}");
        return new Dict(keys, values, from(open));
    }

    @Override
    final boolean atComprehension() {
        return isKw("for") || isKw("async") && peek(1).kind == TokenKind.NAME && peek(1).text.equals("for");
    }

    // for_if_clauses: ([ASYNC] 'for' star_targets 'in' ~ disjunction ('if' disjunction)*)+
    final List<Comprehension> forIfClauses() {
        List<Comprehension> gens = new ArrayList<>();
        while (atComprehension()) {
            boolean isAsync = acceptKw("async");
            next();
            Expr target = starTargets();
            if (!acceptKw("in")) {
                throw invalid();
            }
            Expr iter = disjunction();
            List<Expr> ifs = new ArrayList<>();
            while (acceptKw("if")) {
                ifs.add(disjunction());
            }
            gens.add(new Comprehension(target, iter, ifs, isAsync));
        }
        return gens;
    }

    // star_targets: star_target !',' | star_target (',' star_target)* [',']
    final Expr starTargets() {
        Token start = tok();
        Expr first = starTargetExpr();
        Expr e = first;
        if (isOp(",")) {
            List<Expr> elts = new ArrayList<>();
            elts.add(first);
            while (acceptOp(",")) {
                if (isKw("in") || isOp("=") || !startsExpression()) {
                    break;
                }
                elts.add(starTargetExpr());
            }
            e = new Tuple(elts, ExprContext.Load, from(start));
        }
        return store(e);
    }

    private Expr starTargetExpr() {
        if (isOp("*")) {
            Token s = next();
            return new Starred(bitwiseOr(), ExprContext.Load, from(s));
        }
        return bitwiseOr();
    }

    /** Converts {@code e} to a Store target or raises CPython's "cannot assign to ..." error. */
    final Expr store(Expr e) {
        Expr bad = Targets.invalidTarget(e, true);
        if (bad != null) {
            throw errorAt(bad, "cannot assign to " + Targets.describe(bad));
        }
        return Targets.withContext(e, ExprContext.Store);
    }

    // yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
    final Expr yieldExpr() {
        Token y = next();
        if (acceptKw("from")) {
            Expr v = expression();
            return new YieldFrom(v, from(y));
        }
        if (isOp(")") || isOp("]") || isOp("}") || isOp("=") || isOp(";") || tok().kind == TokenKind.NEWLINE
                || tok().kind == TokenKind.ENDMARKER || !startsExpression()) {
            return new Yield(Optional.empty(), from(y));
        }
        Expr v = starExpressions();
        return new Yield(Optional.of(v), from(y));
    }
}
