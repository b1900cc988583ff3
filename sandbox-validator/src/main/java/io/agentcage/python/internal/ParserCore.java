package io.agentcage.python.internal;

import io.agentcage.python.PythonSyntaxError;
import io.agentcage.python.ast.Located;
import io.agentcage.python.ast.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Token access, backtracking marks, spans, recursion bounds and error construction shared by the parsers.
 * Tokens are pulled from the tokenizer on demand so that an earlier syntax error wins over a later tokenizer
 * error, as in CPython. Internal, not API.
 */
abstract class ParserCore {
    /** Deepest nesting of parse calls before the input is refused; bounds the Java stack use. */
    static final int MAX_DEPTH = 1000;

    static final Set<String> KEYWORDS = Set.of("False", "None", "True", "and", "as", "assert", "async", "await",
            "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
            "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
            "with", "yield");

    final Tokenizer tz;
    final LineTable lines;
    final String filename;
    final List<Token> toks;
    int p;
    int depthCount;
    /** True once the tokenizer itself raised the error being propagated. */
    boolean tokenizerFailed;

    ParserCore(Tokenizer tz) {
        this.tz = tz;
        this.lines = tz.lines;
        this.filename = tz.filename;
        this.toks = new ArrayList<>();
    }

    /** A parser over a fixed token list (an f-string field) sharing the source of {@code parent}. */
    ParserCore(ParserCore parent, List<Token> tokens) {
        this.tz = null;
        this.lines = parent.lines;
        this.filename = parent.filename;
        this.toks = new ArrayList<>(tokens);
        this.depthCount = parent.depthCount;
    }

    final Token tok() {
        return at(p);
    }

    final Token at(int i) {
        while (i >= toks.size()) {
            if (tz == null) {
                return toks.get(toks.size() - 1);
            }
            try {
                toks.add(tz.next());
            } catch (PythonSyntaxError e) {
                tokenizerFailed = true;
                throw e;
            }
        }
        return toks.get(i);
    }

    final Token peek(int k) {
        return at(p + k);
    }

    final Token next() {
        Token t = at(p);
        p++;
        return t;
    }

    final Token last() {
        return toks.get(p - 1);
    }

    /**
     * The last consumed token that is not a NEWLINE, INDENT or DEDENT: where a compound statement ends, as CPython
     * counts it (the end of the last statement of its last block, not the start of the next line).
     */
    final Token lastSignificant() {
        for (int i = p - 1; i > 0; i--) {
            TokenKind k = toks.get(i).kind;
            if (k != TokenKind.NEWLINE && k != TokenKind.INDENT && k != TokenKind.DEDENT) {
                return toks.get(i);
            }
        }
        return toks.get(0);
    }

    final boolean isOp(String s) {
        Token t = tok();
        return t.kind == TokenKind.OP && t.text.equals(s);
    }

    final boolean isKw(String s) {
        Token t = tok();
        return t.kind == TokenKind.NAME && t.text.equals(s);
    }

    final boolean acceptOp(String s) {
        if (isOp(s)) {
            p++;
            return true;
        }
        return false;
    }

    final boolean acceptKw(String s) {
        if (isKw(s)) {
            p++;
            return true;
        }
        return false;
    }

    final Token expectOp(String s) {
        if (!isOp(s)) {
            throw invalid();
        }
        return next();
    }

    /** Expects a token for which CPython says "expected 'X'". */
    final Token expectNamed(String s) {
        if (!isOp(s)) {
            if (s.equals(":") && tok().kind != TokenKind.OP || isOp("=") || s.equals(":") && isOp(")")) {
                throw errorAtPrevEnd("expected '" + s + "'");
            }
            throw invalid();
        }
        return next();
    }

    final void expectKw(String s) {
        if (!acceptKw(s)) {
            throw errorAt(tok(), "expected '" + s + "'");
        }
    }

    final boolean isName() {
        Token t = tok();
        return t.kind == TokenKind.NAME && !KEYWORDS.contains(t.text);
    }

    final String name() {
        if (!isName()) {
            throw invalid();
        }
        return next().text;
    }

    final void enter() {
        if (++depthCount > MAX_DEPTH) {
            throw errorAt(tok(), "too many nested expressions");
        }
    }

    final void leave() {
        depthCount--;
    }

    // ---- spans ----

    final Span span(Token t) {
        return lines.span(t.line, t.col, t.endLine, t.endCol);
    }

    /** From the start of {@code t} to the end of the last consumed token. */
    final Span from(Token t) {
        Token l = lastSignificant();
        return lines.span(t.line, t.col, l.endLine, l.endCol);
    }

    /** From the start of {@code n} to the end of the last consumed token. */
    final Span from(Located n) {
        Token l = lastSignificant();
        Span s = n.span();
        Span e = lines.span(l.endLine, l.endCol, l.endLine, l.endCol);
        return new Span(s.lineno(), s.colOffset(), e.endLineno(), e.endColOffset(), s.column(), e.endColumn());
    }

    static Span between(Located a, Located b) {
        return Span.between(a.span(), b.span());
    }

    // ---- errors ----

    final PythonSyntaxError invalid() {
        Token t = tok();
        if (t.kind == TokenKind.INDENT) {
            return error("IndentationError", "unexpected indent", t.line, t.endCol - 1, t.line, t.endCol);
        }
        if (t.kind == TokenKind.DEDENT) {
            return error("IndentationError", "unexpected unindent", t.line, t.col, t.line, t.col);
        }
        return errorAt(t, "invalid syntax");
    }

    final PythonSyntaxError errorAt(Token t, String msg) {
        return error("SyntaxError", msg, t.line, t.col, t.endLine, t.endCol);
    }

    final PythonSyntaxError errorAt(Located n, String msg) {
        Span s = n.span();
        return new PythonSyntaxError("SyntaxError", msg, filename, s.lineno(), s.column(), s.endLineno(),
                s.endColumn());
    }

    /** An error spanning from the start of {@code a} to the end of {@code b} (CPython's RAISE_SYNTAX_ERROR_KNOWN_RANGE). */
    final PythonSyntaxError errorBetween(Located a, Located b, String msg) {
        Span s = a.span();
        Span e = b.span();
        return new PythonSyntaxError("SyntaxError", msg, filename, s.lineno(), s.column(), e.endLineno(),
                e.endColumn());
    }

    final PythonSyntaxError errorAtPrevEnd(String msg) {
        Token l = p > 0 ? last() : tok();
        return error("SyntaxError", msg, l.endLine, l.endCol, l.endLine, l.endCol);
    }

    final PythonSyntaxError error(String type, String msg, int l, int c, int el, int ec) {
        return new PythonSyntaxError(type, msg, filename, l, lines.charCol(l, c), el, lines.charCol(el, ec));
    }
}
