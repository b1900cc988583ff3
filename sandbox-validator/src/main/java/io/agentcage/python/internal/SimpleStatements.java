package io.agentcage.python.internal;

import io.agentcage.python.ast.Alias;
import io.agentcage.python.ast.Assert;
import io.agentcage.python.ast.Break;
import io.agentcage.python.ast.Continue;
import io.agentcage.python.ast.Delete;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.Global;
import io.agentcage.python.ast.Import;
import io.agentcage.python.ast.ImportFrom;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Nonlocal;
import io.agentcage.python.ast.Pass;
import io.agentcage.python.ast.Raise;
import io.agentcage.python.ast.Return;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.TypeAlias;
import io.agentcage.python.ast.TypeParam;
import io.agentcage.python.ast.TypeVar;
import io.agentcage.python.ast.ParamSpec;
import io.agentcage.python.ast.TypeVarTuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Simple statements introduced by a keyword: pass, return, import, del, global, type ... Internal, not API. */
abstract class SimpleStatements extends PatternParser {

    SimpleStatements(Tokenizer tz) {
        super(tz);
    }

    SimpleStatements(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    /** Parses a simple statement that starts with a keyword, or returns null. */
    final Stmt keywordStatement(Token t) {
        switch (t.text) {
            case "pass": next(); return new Pass(span(t));
            case "break": next(); return new Break(span(t));
            case "continue": next(); return new Continue(span(t));
            case "return": return returnStatement(t);
            case "raise": return raiseStatement(t);
            case "global": next(); return new Global(names(), from(t));
            case "nonlocal": next(); return new Nonlocal(names(), from(t));
            case "del": return deleteStatement(t);
            case "assert": return assertStatement(t);
            case "import": return importStatement(t);
            case "from": return fromImport(t);
            case "type":
                Token n = peek(1);
                if (n.kind == TokenKind.NAME && (peek(2).isOp("=") || peek(2).isOp("["))) {
                    return typeAlias(t);
                }
                return null;
            default:
                return null;
        }
    }

    // return_stmt: 'return' [star_expressions]
    private Stmt returnStatement(Token t) {
        next();
        Expr v = startsExpression() ? starExpressions() : null;
        return new Return(Optional.ofNullable(v), from(t));
    }

    // raise_stmt: 'raise' expression ['from' expression] | 'raise'
    private Stmt raiseStatement(Token t) {
        next();
        if (!startsExpression()) {
            return new Raise(Optional.empty(), Optional.empty(), from(t));
        }
        Expr exc = expression();
        Expr cause = acceptKw("from") ? expression() : null;
        return new Raise(Optional.of(exc), Optional.ofNullable(cause), from(t));
    }

    private List<String> names() {
        List<String> names = new ArrayList<>();
        names.add(name());
        while (acceptOp(",")) {
            names.add(name());
        }
        return names;
    }

    // del_stmt: 'del' del_targets &(';' | NEWLINE)
    private Stmt deleteStatement(Token t) {
        next();
        List<Expr> targets = new ArrayList<>();
        List<Expr> items = new ArrayList<>();
        do {
            if (!startsExpression()) {
                break;
            }
            items.add(bitwiseOr());
        } while (acceptOp(","));
        for (Expr x : items) {
            Expr bad = Targets.invalidTarget(x, false);
            if (bad != null) {
                throw errorAt(bad, "cannot delete " + Targets.describe(bad));
            }
            targets.add(Targets.withContext(x, ExprContext.Del));
        }
        return new Delete(targets, from(t));
    }

    // assert_stmt: 'assert' expression [',' expression]
    private Stmt assertStatement(Token t) {
        next();
        Expr test = expression();
        Expr msg = acceptOp(",") ? expression() : null;
        return new Assert(test, Optional.ofNullable(msg), from(t));
    }

    // import_name: 'import' dotted_as_names
    private Stmt importStatement(Token t) {
        next();
        List<Alias> names = new ArrayList<>();
        do {
            Token s = tok();
            String n = dottedName();
            Optional<String> as = acceptKw("as") ? Optional.of(name()) : Optional.empty();
            names.add(new Alias(n, as, from(s)));
        } while (acceptOp(","));
        return new Import(names, from(t));
    }

    private String dottedName() {
        StringBuilder b = new StringBuilder(name());
        while (acceptOp(".")) {
            b.append('.').append(name());
        }
        return b.toString();
    }

    // import_from: 'from' ('.' | '...')* dotted_name 'import' import_from_targets | 'from' ('.' | '...')+ 'import' ..
    private Stmt fromImport(Token t) {
        next();
        int level = 0;
        while (isOp(".") || isOp("...")) {
            level += next().text.length();
        }
        String module = level == 0 || !isKw("import") ? dottedName() : null;
        expectKw("import");
        List<Alias> names = new ArrayList<>();
        if (isOp("*")) {
            Token s = next();
            names.add(new Alias("*", Optional.empty(), span(s)));
            return new ImportFrom(Optional.ofNullable(module), names, level, from(t));
        }
        boolean paren = acceptOp("(");
        do {
            if (paren && isOp(")")) {
                break;
            }
            if (!paren && !names.isEmpty() && tok().kind == TokenKind.NEWLINE) {
                throw errorAtPrevEnd("trailing comma not allowed without surrounding parentheses");
            }
            Token s = tok();
            String n = name();
            Optional<String> as = acceptKw("as") ? Optional.of(name()) : Optional.empty();
            names.add(new Alias(n, as, from(s)));
        } while (acceptOp(","));
        if (paren) {
            expectOp(")");
        } else if (last().isOp(",")) {
            throw errorAt(last(), "trailing comma not allowed without surrounding parentheses");
        }
        return new ImportFrom(Optional.ofNullable(module), names, level, from(t));
    }

    // type_alias: "type" NAME [type_params] '=' expression
    private Stmt typeAlias(Token t) {
        next();
        Token n = next();
        Name name = new Name(n.text, ExprContext.Store, span(n));
        List<TypeParam> params = isOp("[") ? typeParams() : List.of();
        expectOp("=");
        Expr value = expression();
        return new TypeAlias(name, params, value, from(t));
    }

    // type_params: '[' ','.type_param+ [','] ']'
    final List<TypeParam> typeParams() {
        next();
        List<TypeParam> params = new ArrayList<>();
        while (!isOp("]")) {
            Token s = tok();
            if (acceptOp("*")) {
                params.add(new TypeVarTuple(name(), from(s)));
            } else if (acceptOp("**")) {
                params.add(new ParamSpec(name(), from(s)));
            } else {
                String n = name();
                Expr bound = acceptOp(":") ? expression() : null;
                params.add(new TypeVar(n, Optional.ofNullable(bound), from(s)));
            }
            if (!acceptOp(",")) {
                break;
            }
        }
        expectOp("]");
        return params;
    }
}
