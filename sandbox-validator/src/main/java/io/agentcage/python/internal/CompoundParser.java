package io.agentcage.python.internal;

import io.agentcage.python.PythonSyntaxError;
import io.agentcage.python.ast.Arguments;
import io.agentcage.python.ast.AsyncFor;
import io.agentcage.python.ast.AsyncFunctionDef;
import io.agentcage.python.ast.AsyncWith;
import io.agentcage.python.ast.ClassDef;
import io.agentcage.python.ast.ExceptHandler;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.For;
import io.agentcage.python.ast.FunctionDef;
import io.agentcage.python.ast.If;
import io.agentcage.python.ast.Keyword;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Starred;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Try;
import io.agentcage.python.ast.TryStar;
import io.agentcage.python.ast.TypeParam;
import io.agentcage.python.ast.While;
import io.agentcage.python.ast.With;
import io.agentcage.python.ast.WithItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Compound statements: def, class, if, while, for, with, try, match and decorators. Internal, not API. */
abstract class CompoundParser extends SimpleStatements {

    CompoundParser(Tokenizer tz) {
        super(tz);
    }

    CompoundParser(ParserCore parent, List<Token> tokens) {
        super(parent, tokens);
    }

    /** Parses a compound statement, or returns null when the current token does not start one. */
    final Stmt compoundStatement() {
        Token t = tok();
        if (t.kind == TokenKind.OP && t.text.equals("@")) {
            return decorated(t);
        }
        if (t.kind != TokenKind.NAME) {
            return null;
        }
        switch (t.text) {
            case "def": return functionDef(t, t, List.of(), false);
            case "class": return classDef(t, List.of());
            case "if": next(); return ifStatement(t, "'if' statement");
            case "while": return whileStatement(t);
            case "for": return forStatement(t, t, false);
            case "with": return withStatement(t, t, false);
            case "try": return tryStatement(t);
            case "async": return asyncStatement(t);
            case "match": return softMatch(t);
            default: return null;
        }
    }

    private Stmt softMatch(Token t) {
        Token n = peek(1);
        if (n.kind == TokenKind.NEWLINE || n.kind == TokenKind.OP && ("=.:,;)]}".contains(n.text)
                && !n.text.isEmpty() && n.text.length() == 1 || n.text.endsWith("=") && !n.text.equals("==")
                || n.text.equals("=="))) {
            return null;
        }
        int save = p;
        next();
        try {
            return matchStatement(t);
        } catch (PythonSyntaxError e) {
            int reached = p;
            p = save;
            if (looksLikeMatch(save)) {
                throw e;
            }
            return null;
        }
    }

    /** True if {@code match <expr>:} NEWLINE starts at {@code from}: then errors inside belong to the match. */
    private boolean looksLikeMatch(int from) {
        int save = p;
        p = from + 1;
        try {
            starNamedExpression();
            while (acceptOp(",")) {
                if (isOp(":")) {
                    break;
                }
                starNamedExpression();
            }
            return isOp(":") && peek(1).kind == TokenKind.NEWLINE;
        } catch (PythonSyntaxError e) {
            return false;
        } finally {
            p = save;
        }
    }

    // decorators: ('@' named_expression NEWLINE)+ (class_def | function_def)
    private Stmt decorated(Token first) {
        List<Expr> decorators = new ArrayList<>();
        while (acceptOp("@")) {
            decorators.add(namedExpression());
            if (tok().kind != TokenKind.NEWLINE) {
                throw invalid();
            }
            next();
        }
        Token t = tok();
        if (t.is("def")) {
            return functionDef(t, t, decorators, false);
        }
        if (t.is("class")) {
            return classDef(t, decorators);
        }
        if (t.is("async") && peek(1).is("def")) {
            next();
            return functionDef(t, tok(), decorators, true);
        }
        throw invalid();
    }

    // function_def_raw: ['async'] 'def' NAME [type_params] '(' [params] ')' ['->' expression] ':' block
    private Stmt functionDef(Token start, Token def, List<Expr> decorators, boolean async) {
        next();
        String name = name();
        List<TypeParam> tps = isOp("[") ? typeParams() : List.of();
        expectNamed("(");
        Arguments args = parameters(")", true);
        expectOp(")");
        Optional<Expr> returns = acceptOp("->") ? Optional.of(expression()) : Optional.empty();
        expectNamed(":");
        List<Stmt> body = block("function definition", def);
        if (async) {
            return new AsyncFunctionDef(name, args, body, decorators, returns, Optional.empty(), tps, from(start));
        }
        return new FunctionDef(name, args, body, decorators, returns, Optional.empty(), tps, from(start));
    }

    // class_def_raw: 'class' NAME [type_params] ['(' [arguments] ')'] ':' block
    private Stmt classDef(Token t, List<Expr> decorators) {
        next();
        String name = name();
        List<TypeParam> tps = isOp("[") ? typeParams() : List.of();
        List<Expr> bases = List.of();
        List<Keyword> keywords = List.of();
        if (isOp("(")) {
            Expr call = primaryCallOf(t);
            io.agentcage.python.ast.Call c = (io.agentcage.python.ast.Call) call;
            bases = c.args();
            keywords = c.keywords();
        }
        expectNamed(":");
        List<Stmt> body = block("class definition", t);
        return new ClassDef(name, bases, keywords, body, decorators, tps, from(t));
    }

    /** Parses the '(' arguments ')' of a class header as a call on a dummy name. */
    private Expr primaryCallOf(Token t) {
        int save = p;
        p--;
        Token n = tok();
        Expr e = primary();
        if (!(e instanceof io.agentcage.python.ast.Call) || ((io.agentcage.python.ast.Call) e).func() instanceof
                io.agentcage.python.ast.Call) {
            p = save;
            throw invalid();
        }
        return e;
    }

    // if_stmt: 'if' named_expression ':' block elif_stmt | 'if' named_expression ':' block [else_block]
    private Stmt ifStatement(Token t, String what) {
        Expr test = namedExpression();
        expectNamed(":");
        List<Stmt> body = block(what, t);
        List<Stmt> orelse = List.of();
        Token e = tok();
        if (e.is("elif")) {
            next();
            orelse = List.of(ifStatement(e, "'elif' statement"));
        } else if (e.is("else")) {
            next();
            expectNamed(":");
            orelse = block("'else' statement", e);
        }
        return new If(test, body, orelse, from(t));
    }

    private List<Stmt> elseBlock() {
        Token e = tok();
        if (!e.is("else")) {
            return List.of();
        }
        next();
        expectNamed(":");
        return block("'else' statement", e);
    }

    // while_stmt: 'while' named_expression ':' block [else_block]
    private Stmt whileStatement(Token t) {
        next();
        Expr test = namedExpression();
        expectNamed(":");
        List<Stmt> body = block("'while' statement", t);
        return new While(test, body, elseBlock(), from(t));
    }

    // for_stmt: ['async'] 'for' star_targets 'in' ~ star_expressions ':' block [else_block]
    private Stmt forStatement(Token start, Token f, boolean async) {
        next();
        Expr target = starTargets();
        expectKw("in");
        Expr iter = starExpressions();
        expectNamed(":");
        List<Stmt> body = block("'for' statement", f);
        List<Stmt> orelse = elseBlock();
        return async ? new AsyncFor(target, iter, body, orelse, Optional.empty(), from(start))
                : new For(target, iter, body, orelse, Optional.empty(), from(start));
    }

    // with_stmt: ['async'] 'with' ( '(' ','.with_item+ ','? ')' | ','.with_item+ ) ':' block
    private Stmt withStatement(Token start, Token w, boolean async) {
        next();
        List<WithItem> items = null;
        if (isOp("(")) {
            int save = p;
            try {
                next();
                items = withItems(")");
                expectOp(")");
                if (!isOp(":")) {
                    throw invalid();
                }
            } catch (PythonSyntaxError e) {
                p = save;
                items = null;
            }
        }
        if (items == null) {
            items = withItems(":");
        }
        expectNamed(":");
        List<Stmt> body = block("'with' statement", w);
        return async ? new AsyncWith(items, body, Optional.empty(), from(start))
                : new With(items, body, Optional.empty(), from(start));
    }

    // with_item: expression 'as' star_target &(',' | ')' | ':') | expression
    private List<WithItem> withItems(String close) {
        List<WithItem> items = new ArrayList<>();
        do {
            if (close.equals(")") && isOp(")") && !items.isEmpty()) {
                break;
            }
            Expr ctx = expression();
            Optional<Expr> vars = Optional.empty();
            if (acceptKw("as")) {
                Expr target = isOp("*") ? null : bitwiseOr();
                if (target == null || !(isOp(",") || isOp(close) || isOp(":"))) {
                    throw invalid();
                }
                vars = Optional.of(store(target));
            }
            items.add(new WithItem(ctx, vars));
        } while (acceptOp(","));
        return items;
    }

    // try_stmt: 'try' ':' block finally_block | 'try' ':' block except_block+ [else_block] [finally_block]
    //         | 'try' ':' block except_star_block+ [else_block] [finally_block]
    private Stmt tryStatement(Token t) {
        next();
        expectNamed(":");
        List<Stmt> body = block("'try' statement", t);
        List<ExceptHandler> handlers = new ArrayList<>();
        Boolean star = null;
        while (isKw("except")) {
            Token e = next();
            boolean isStar = acceptOp("*");
            if (star != null && star != isStar) {
                throw errorAt(e, "cannot have both 'except' and 'except*' on the same 'try'");
            }
            star = isStar;
            Expr type = null;
            String name = null;
            if (!isOp(":")) {
                Token ts = tok();
                type = expression();
                if (isOp(",")) {
                    List<Expr> elts = new ArrayList<>();
                    elts.add(type);
                    while (acceptOp(",")) {
                        if (isOp(":") || isKw("as")) {
                            throw errorAt(ts, "multiple exception types must be parenthesized");
                        }
                        elts.add(expression());
                    }
                    throw errorAt(ts, "multiple exception types must be parenthesized");
                }
                if (acceptKw("as")) {
                    name = name();
                }
            } else if (isStar) {
                throw errorAt(tok(), "expected one or more exception types");
            }
            expectNamed(":");
            List<Stmt> hb = block(isStar ? "'except*' statement" : "'except' statement", e);
            handlers.add(new ExceptHandler(Optional.ofNullable(type), Optional.ofNullable(name), hb, from(e)));
        }
        List<Stmt> orelse = handlers.isEmpty() ? List.of() : elseBlock();
        List<Stmt> finalbody = List.of();
        Token f = tok();
        if (f.is("finally")) {
            next();
            expectNamed(":");
            finalbody = block("'finally' statement", f);
        } else if (handlers.isEmpty()) {
            throw errorAt(tok(), "expected 'except' or 'finally' block");
        }
        if (Boolean.TRUE.equals(star)) {
            return new TryStar(body, handlers, orelse, finalbody, from(t));
        }
        return new Try(body, handlers, orelse, finalbody, from(t));
    }

    // async_stmt: 'async' (function_def | with_stmt | for_stmt)
    private Stmt asyncStatement(Token t) {
        Token n = peek(1);
        if (n.is("def")) {
            next();
            return functionDef(t, n, List.of(), true);
        }
        if (n.is("with")) {
            next();
            return withStatement(t, n, true);
        }
        if (n.is("for")) {
            next();
            return forStatement(t, n, true);
        }
        next();
        throw invalid();
    }
}
