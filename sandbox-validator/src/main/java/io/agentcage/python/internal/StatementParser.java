package io.agentcage.python.internal;

import io.agentcage.python.ast.Assign;
import io.agentcage.python.ast.AnnAssign;
import io.agentcage.python.ast.AugAssign;
import io.agentcage.python.ast.Attribute;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.ExprContext;
import io.agentcage.python.ast.ExprStmt;
import io.agentcage.python.ast.Module;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Subscript;
import io.agentcage.python.ast.Yield;
import io.agentcage.python.ast.YieldFrom;
import io.agentcage.python.PythonSyntaxError;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The entry point of the recursive-descent parser: files, blocks and simple statements; compound statements are in
 * {@link CompoundParser}. Internal, not API.
 */
public final class StatementParser extends CompoundParser {

    private StatementParser(Tokenizer tz) {
        super(tz);
    }

    private StatementParser(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    /**
     * Parses a whole file.
     *
     * @param source the source text (newlines already normalised to '\n')
     * @param filename the name used in errors
     * @return the module
     * @throws PythonSyntaxError when CPython's {@code ast.parse} would refuse the source
     */
    public static Module parseModule(String source, String filename) {
        StatementParser p = new StatementParser(new Tokenizer(source, filename));
        try {
            return p.file();
        } catch (StackOverflowError e) {
            throw p.errorAt(p.tok(), "too many nested expressions");
        } catch (PythonSyntaxError e) {
            throw p.tokenizerFailed ? e : p.laterTokenizerError(e);
        }
    }

    /** Like CPython, a tokenizer error anywhere later in the file wins over a parser error. */
    private PythonSyntaxError laterTokenizerError(PythonSyntaxError parserError) {
        try {
            while (tz.next().kind != TokenKind.ENDMARKER) {
                // only looking for an error
            }
        } catch (PythonSyntaxError e) {
            boolean unclosed = e.getMessage().endsWith("was never closed");
            return unclosed && parserError.getMessage().equals("invalid syntax") ? parserError : e;
        }
        return parserError;
    }

    // file: [statements] ENDMARKER
    private Module file() {
        List<Stmt> body = new ArrayList<>();
        while (tok().kind != TokenKind.ENDMARKER) {
            statement(body);
        }
        return new Module(body, List.of());
    }

    @Override
    Expr fieldExpression(List<Token> tokens) {
        StatementParser sub = new StatementParser(this, tokens);
        if (sub.tok().kind == TokenKind.ENDMARKER) {
            throw errorAt(tokens.get(0), "f-string: empty expression not allowed");
        }
        Expr e;
        try {
            e = sub.isKw("yield") ? sub.yieldExpr() : sub.starExpressions();
            if (sub.tok().kind != TokenKind.ENDMARKER) {
                throw sub.invalid();
            }
        } catch (PythonSyntaxError err) {
            if (err.getMessage().startsWith("f-string")) {
                throw err;
            }
            throw new PythonSyntaxError(err.errorType(), "f-string: " + err.getMessage(), filename, err.line(),
                    err.column(), err.endLine(), err.endColumn());
        }
        return e;
    }

    // block: NEWLINE INDENT statements DEDENT | simple_stmts
    @Override
    List<Stmt> block(String what, Token owner) {
        List<Stmt> body = new ArrayList<>();
        if (tok().kind != TokenKind.NEWLINE) {
            simpleStatements(body);
            return body;
        }
        next();
        if (tok().kind != TokenKind.INDENT) {
            Token t = tok();
            throw error("IndentationError", "expected an indented block after " + what + " on line " + owner.line,
                    t.line, t.col, t.line, t.col);
        }
        next();
        enter();
        while (tok().kind != TokenKind.DEDENT && tok().kind != TokenKind.ENDMARKER) {
            statement(body);
        }
        leave();
        next();
        return body;
    }

    // statement: compound_stmt | simple_stmts
    private void statement(List<Stmt> out) {
        Stmt s = compoundStatement();
        if (s != null) {
            out.add(s);
        } else {
            simpleStatements(out);
        }
    }

    // simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE
    private void simpleStatements(List<Stmt> out) {
        Token t = tok();
        if (t.kind == TokenKind.INDENT || t.kind == TokenKind.DEDENT) {
            throw invalid();
        }
        out.add(simpleStatement());
        while (acceptOp(";")) {
            if (tok().kind == TokenKind.NEWLINE) {
                break;
            }
            out.add(simpleStatement());
        }
        if (tok().kind != TokenKind.NEWLINE) {
            throw statementEndError();
        }
        next();
    }

    private PythonSyntaxError statementEndError() {
        Token t = tok();
        if (t.kind == TokenKind.INDENT) {
            return invalid();
        }
        return invalid();
    }

    // simple_stmt: assignment | star_expressions | return | import | raise | pass | del | yield | assert
    //            | break | continue | global | nonlocal | type_alias
    private Stmt simpleStatement() {
        Token t = tok();
        if (t.kind == TokenKind.NAME) {
            Stmt s = keywordStatement(t);
            if (s != null) {
                return s;
            }
        }
        return expressionStatement(t);
    }

    // assignment: NAME ':' expression ['=' annotated_rhs] | ... | (star_targets '=')+ (yield_expr | star_expressions)
    //           | single_target augassign ~ (yield_expr | star_expressions)
    private Stmt expressionStatement(Token start) {
        Expr first = isKw("yield") ? yieldExpr() : starExpressions();
        if (isOp("=")) {
            List<Expr> targets = new ArrayList<>();
            Expr value = first;
            while (acceptOp("=")) {
                targets.add(assignTarget(value));
                value = isKw("yield") ? yieldExpr() : starExpressions();
            }
            return new Assign(targets, value, Optional.empty(), from(start));
        }
        if (isOp(":")) {
            return annotated(start, first);
        }
        Token op = tok();
        if (op.kind == TokenKind.OP && op.text.length() >= 2 && op.text.endsWith("=")
                && binOperator(op.text.substring(0, op.text.length() - 1)) != null) {
            if (!(first instanceof Name || first instanceof Attribute || first instanceof Subscript)) {
                throw errorAt(first, "'" + Targets.describe(first) + "' is an illegal expression for augmented "
                        + "assignment");
            }
            next();
            Expr value = isKw("yield") ? yieldExpr() : starExpressions();
            return new AugAssign(Targets.withContext(first, ExprContext.Store),
                    binOperator(op.text.substring(0, op.text.length() - 1)), value, from(start));
        }
        if (first instanceof Name && (((Name) first).id().equals("print") || ((Name) first).id().equals("exec"))
                && startsExpression()) {
            String msg = "Missing parentheses in call to '" + ((Name) first).id() + "'. Did you mean "
                    + ((Name) first).id() + "(...)?";
            Expr args;
            try {
                args = starExpressions();   // CPython marks the name and what follows it
            } catch (PythonSyntaxError e) {
                throw errorAt(first, msg);
            }
            throw errorBetween(first, args, msg);
        }
        return new ExprStmt(first, from(start));
    }

    private Expr assignTarget(Expr e) {
        if (e instanceof Yield || e instanceof YieldFrom) {
            throw errorAt(e, "assignment to yield expression not possible");
        }
        Expr bad = Targets.invalidTarget(e, true);
        if (bad != null) {
            String what = Targets.describe(bad);
            boolean singleton = what.equals("None") || what.equals("True") || what.equals("False");
            throw errorAt(bad, bad == e && !singleton && !(e instanceof io.agentcage.python.ast.Starred)
                    ? "cannot assign to " + what + " here. Maybe you meant '==' instead of '='?"
                    : "cannot assign to " + what);
        }
        return Targets.withContext(e, ExprContext.Store);
    }

    private Stmt annotated(Token start, Expr target) {
        if (!(target instanceof Name || target instanceof Attribute || target instanceof Subscript)) {
            if (target.astName().equals("Tuple")) {
                throw errorAt(target, "only single target (not tuple) can be annotated");
            }
            if (target.astName().equals("List")) {
                throw errorAt(target, "only single target (not list) can be annotated");
            }
            throw errorAt(target, "illegal target for annotation");
        }
        next();
        Expr ann = expression();
        Optional<Expr> value = Optional.empty();
        if (acceptOp("=")) {
            value = Optional.of(isKw("yield") ? yieldExpr() : starExpressions());
        }
        boolean simple = target instanceof Name && !start.isOp("(");
        return new AnnAssign(Targets.withContext(target, ExprContext.Store), ann, value, simple, from(start));
    }
}
