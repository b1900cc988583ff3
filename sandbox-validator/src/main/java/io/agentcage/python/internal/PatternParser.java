package io.agentcage.python.internal;

import io.agentcage.python.ast.Attribute;
import io.agentcage.python.ast.BinOp;
import io.agentcage.python.ast.Constant;
import io.agentcage.python.ast.ConstantValue;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.JoinedStr;
import io.agentcage.python.ast.Match;
import io.agentcage.python.ast.MatchAs;
import io.agentcage.python.ast.MatchCase;
import io.agentcage.python.ast.MatchClass;
import io.agentcage.python.ast.MatchMapping;
import io.agentcage.python.ast.MatchOr;
import io.agentcage.python.ast.MatchSequence;
import io.agentcage.python.ast.MatchSingleton;
import io.agentcage.python.ast.MatchStar;
import io.agentcage.python.ast.MatchValue;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Operator;
import io.agentcage.python.ast.Pattern;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Tuple;
import io.agentcage.python.ast.UnaryOp;
import io.agentcage.python.ast.UnaryOperator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code match} statement and its patterns (PEP 634). Internal, not API. */
abstract class PatternParser extends ParamParser {

    PatternParser(Tokenizer tz) {
        super(tz);
    }

    PatternParser(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    abstract List<Stmt> block(String what, Token owner);

    // match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
    final Stmt matchStatement(Token m) {
        Token start = tok();
        Expr subject = starNamedExpression();
        if (isOp(",")) {
            List<Expr> elts = new ArrayList<>();
            elts.add(subject);
            while (acceptOp(",")) {
                if (isOp(":")) {
                    break;
                }
                elts.add(starNamedExpression());
            }
            subject = new Tuple(elts, ExprContext.Load, from(start));
        }
        expectNamed(":");
        if (tok().kind != TokenKind.NEWLINE) {
            throw invalid();
        }
        next();
        if (tok().kind != TokenKind.INDENT) {
            throw error("IndentationError", "expected an indented block after 'match' statement on line " + m.line,
                    tok().line, tok().col, tok().line, tok().col);
        }
        next();
        List<MatchCase> cases = new ArrayList<>();
        while (tok().kind != TokenKind.DEDENT) {
            Token c = tok();
            if (!(c.kind == TokenKind.NAME && c.text.equals("case"))) {
                throw invalid();
            }
            next();
            Pattern pat = patterns();
            Optional<Expr> guard = acceptKw("if") ? Optional.of(namedExpression()) : Optional.empty();
            expectNamed(":");
            cases.add(new MatchCase(pat, guard, block("'case' statement", c)));
        }
        next();
        return new Match(subject, cases, from(m));
    }

    // patterns: open_sequence_pattern | pattern
    private Pattern patterns() {
        Token start = tok();
        Pattern first = maybeStarPattern();
        if (!isOp(",")) {
            if (first instanceof MatchStar) {
                return new MatchSequence(List.of(first), from(start));
            }
            return first;
        }
        List<Pattern> items = new ArrayList<>();
        items.add(first);
        while (acceptOp(",")) {
            if (isOp(":") || isKw("if")) {
                break;
            }
            items.add(maybeStarPattern());
        }
        return new MatchSequence(items, from(start));
    }

    private Pattern maybeStarPattern() {
        if (isOp("*")) {
            Token s = next();
            String n = name();
            return new MatchStar(n.equals("_") ? Optional.empty() : Optional.of(n), from(s));
        }
        return pattern();
    }

    // pattern: or_pattern 'as' pattern_capture_target | or_pattern
    private Pattern pattern() {
        enter();
        try {
            Token start = tok();
            Pattern or = orPattern();
            if (!acceptKw("as")) {
                return or;
            }
            Token n = tok();
            if (n.kind != TokenKind.NAME || KEYWORDS.contains(n.text)) {
                throw invalid();
            }
            if (n.text.equals("_")) {
                throw errorAt(n, "cannot use '_' as a target");
            }
            next();
            return new MatchAs(Optional.of(or), Optional.of(n.text), from(start));
        } finally {
            leave();
        }
    }

    // or_pattern: '|'.closed_pattern+
    private Pattern orPattern() {
        Token start = tok();
        Pattern first = closedPattern();
        if (!isOp("|")) {
            return first;
        }
        List<Pattern> alts = new ArrayList<>();
        alts.add(first);
        while (acceptOp("|")) {
            alts.add(closedPattern());
        }
        return new MatchOr(alts, from(start));
    }

    // closed_pattern: literal | capture | wildcard | value | group | sequence | mapping | class
    private Pattern closedPattern() {
        Token t = tok();
        if (t.kind == TokenKind.NUMBER || t.kind == TokenKind.STRING || t.isOp("-")) {
            return new MatchValue(literalExpr(), from(t));
        }
        if (t.kind == TokenKind.NAME) {
            switch (t.text) {
                case "None": next(); return new MatchSingleton(ConstantValue.NONE, span(t));
                case "True": next(); return new MatchSingleton(ConstantValue.TRUE, span(t));
                case "False": next(); return new MatchSingleton(ConstantValue.FALSE, span(t));
                default: return nameOrClass(t);
            }
        }
        if (t.isOp("(")) {
            next();
            if (acceptOp(")")) {
                return new MatchSequence(List.of(), from(t));
            }
            Pattern first = maybeStarPattern();
            if (acceptOp(")")) {
                return first instanceof MatchStar ? new MatchSequence(List.of(first), from(t)) : first;
            }
            return new MatchSequence(sequenceRest(first, ")"), from(t));
        }
        if (t.isOp("[")) {
            next();
            if (acceptOp("]")) {
                return new MatchSequence(List.of(), from(t));
            }
            return new MatchSequence(sequenceRest(maybeStarPattern(), "]"), from(t));
        }
        if (t.isOp("{")) {
            return mappingPattern();
        }
        throw invalid();
    }

    private List<Pattern> sequenceRest(Pattern first, String close) {
        List<Pattern> items = new ArrayList<>();
        items.add(first);
        while (acceptOp(",")) {
            if (isOp(close)) {
                break;
            }
            items.add(maybeStarPattern());
        }
        expectOp(close);
        return items;
    }

    // signed_number | complex_number | strings
    private Expr literalExpr() {
        Token t = tok();
        if (t.kind == TokenKind.STRING) {
            Expr s = new Strings(this).concatenation();
            if (s instanceof JoinedStr) {
                throw errorAt(s, "patterns may only match literals and attribute lookups");
            }
            return s;
        }
        Expr real = signedNumber();
        if (isOp("+") || isOp("-")) {
            Token op = next();
            Token n = tok();
            if (n.kind != TokenKind.NUMBER) {
                throw invalid();
            }
            next();
            Expr imag = new Constant(Literals.number(n.text), Optional.empty(), span(n));
            if (!(((Constant) imag).value() instanceof ConstantValue.ComplexValue)) {
                throw errorAt(imag, "imaginary number required in complex literal");
            }
            return new BinOp(real, op.text.equals("+") ? Operator.Add : Operator.Sub, imag, from(t));
        }
        return real;
    }

    private Expr signedNumber() {
        Token t = tok();
        boolean neg = acceptOp("-");
        Token n = tok();
        if (n.kind != TokenKind.NUMBER) {
            throw invalid();
        }
        next();
        Expr c = new Constant(Literals.number(n.text), Optional.empty(), span(n));
        return neg ? new UnaryOp(UnaryOperator.USub, c, from(t)) : c;
    }

    // capture_pattern | wildcard_pattern | value_pattern | class_pattern
    private Pattern nameOrClass(Token t) {
        String n = name();
        Expr e = new Name(n, ExprContext.Load, span(t));
        boolean dotted = false;
        while (acceptOp(".")) {
            e = new Attribute(e, name(), ExprContext.Load, from(t));
            dotted = true;
        }
        if (isOp("(")) {
            return classPattern(e, t);
        }
        if (dotted) {
            return new MatchValue(e, from(t));
        }
        return n.equals("_") ? new MatchAs(Optional.empty(), Optional.empty(), span(t))
                : new MatchAs(Optional.empty(), Optional.of(n), span(t));
    }

    // class_pattern: name_or_attr '(' [pattern_arguments ','?] ')'
    private Pattern classPattern(Expr cls, Token t) {
        next();
        List<Pattern> positional = new ArrayList<>();
        List<String> kwdAttrs = new ArrayList<>();
        List<Pattern> kwdPatterns = new ArrayList<>();
        while (!isOp(")")) {
            if (tok().kind == TokenKind.NAME && peek(1).isOp("=")) {
                kwdAttrs.add(name());
                next();
                kwdPatterns.add(pattern());
            } else {
                Pattern pat = pattern();
                if (!kwdAttrs.isEmpty()) {
                    throw errorAt(pat, "positional patterns follow keyword patterns");
                }
                positional.add(pat);
            }
            if (!acceptOp(",")) {
                break;
            }
        }
        expectOp(")");
        return new MatchClass(cls, positional, kwdAttrs, kwdPatterns, from(t));
    }

    // mapping_pattern: '{' [items] [double_star_pattern] '}'
    private Pattern mappingPattern() {
        Token open = next();
        List<Expr> keys = new ArrayList<>();
        List<Pattern> values = new ArrayList<>();
        String rest = null;
        while (!isOp("}")) {
            if (acceptOp("**")) {
                rest = name();
                acceptOp(",");
                break;
            }
            Token k = tok();
            Expr key;
            if (k.kind == TokenKind.NAME && !k.text.equals("None") && !k.text.equals("True")
                    && !k.text.equals("False")) {
                key = new Name(name(), ExprContext.Load, span(k));
                if (!isOp(".")) {
                    throw invalid();
                }
                while (acceptOp(".")) {
                    key = new Attribute(key, name(), ExprContext.Load, from(k));
                }
            } else if (k.kind == TokenKind.NAME) {
                next();
                ConstantValue v = k.text.equals("None") ? ConstantValue.NONE : k.text.equals("True")
                        ? ConstantValue.TRUE : ConstantValue.FALSE;
                key = new Constant(v, Optional.empty(), span(k));
            } else {
                key = literalExpr();
            }
            expectOp(":");
            keys.add(key);
            values.add(pattern());
            if (!acceptOp(",")) {
                break;
            }
        }
        expectOp("}");
        return new MatchMapping(keys, values, Optional.ofNullable(rest), from(open));
    }
}
