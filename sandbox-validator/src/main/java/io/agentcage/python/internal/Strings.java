package io.agentcage.python.internal;

import io.agentcage.python.ast.Constant;
import io.agentcage.python.ast.ConstantValue;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.FormattedValue;
import io.agentcage.python.ast.JoinedStr;
import io.agentcage.python.ast.Span;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Implicitly concatenated string literals and f-strings, built as CPython 3.11 builds them: adjacent literal
 * parts merge, empty parts vanish, any f-string makes the whole a {@link JoinedStr}. Internal, not API.
 */
final class Strings {
    private final AtomParser parser;
    private final StringBuilder pending = new StringBuilder();
    private boolean hasPending;

    Strings(AtomParser parser) {
        this.parser = parser;
    }

    // strings: STRING+
    Expr concatenation() {
        Token first = parser.tok();
        List<Token> toks = new ArrayList<>();
        while (parser.tok().kind == TokenKind.STRING) {
            toks.add(parser.next());
        }
        Span span = parser.from(first);
        boolean bytes = isBytes(first);
        boolean fstring = false;
        for (Token t : toks) {
            if (isBytes(t) != bytes) {
                throw parser.errorAtPrevEnd("cannot mix bytes and nonbytes literals");
            }
            fstring |= t.fparts != null;
        }
        String kind = prefix(first).indexOf('u') >= 0 || prefix(first).indexOf('U') >= 0 ? "u" : null;
        try {
            if (bytes) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                for (Token t : toks) {
                    byte[] b = Literals.decodeBytes(body(t), isRaw(t));
                    out.write(b, 0, b.length);
                }
                return new Constant(new ConstantValue.BytesValue(out.toByteArray()), Optional.empty(), span);
            }
            if (!fstring) {
                StringBuilder b = new StringBuilder();
                for (Token t : toks) {
                    b.append(Literals.decodeStr(body(t), isRaw(t)));
                }
                return new Constant(new ConstantValue.StrValue(b.toString()), Optional.ofNullable(kind), span);
            }
        } catch (IllegalArgumentException e) {
            throw parser.errorAtPrevEnd(e.getMessage());
        }
        List<Expr> values = new ArrayList<>();
        for (Token t : toks) {
            if (t.fparts == null) {
                append(t, body(t), isRaw(t));
            } else {
                parts(t, t.fparts, values, span);
            }
        }
        flush(values, span);
        return new JoinedStr(values, span);
    }

    private void parts(Token t, List<FStringPart> parts, List<Expr> values, Span span) {
        boolean raw = isRaw(t);
        String src = parser.lines.source();
        for (FStringPart part : parts) {
            if (part.isLiteral()) {
                append(t, src.substring(part.start, part.end).replace("{{", "{").replace("}}", "}"), raw);
                continue;
            }
            if (part.debugText != null) {
                pending.append(part.debugText);
                hasPending = true;
            }
            flush(values, span);
            Expr value;
            try {
                value = parser.fieldExpression(part.tokens);
            } catch (io.agentcage.python.PythonSyntaxError e) {
                if (!e.getMessage().equals("f-string: empty expression not allowed")) {
                    throw e;
                }
                throw parser.error("SyntaxError", e.getMessage(), t.endLine, t.endCol, t.endLine, t.endCol);
            }
            Optional<Expr> spec = Optional.empty();
            if (part.spec != null) {
                List<Expr> specValues = new ArrayList<>();
                Strings inner = new Strings(parser);
                inner.parts(t, part.spec, specValues, span);
                inner.flush(specValues, span);
                spec = Optional.of(new JoinedStr(specValues, span));
            }
            values.add(new FormattedValue(value, part.conversion, spec, span));
        }
    }

    private void append(Token t, String text, boolean raw) {
        try {
            pending.append(Literals.decodeStr(text, raw));
        } catch (IllegalArgumentException e) {
            throw parser.errorAt(t, e.getMessage());
        }
        hasPending = true;
    }

    private void flush(List<Expr> values, Span span) {
        if (hasPending && pending.length() > 0) {
            values.add(new Constant(new ConstantValue.StrValue(pending.toString()), Optional.empty(), span));
        }
        pending.setLength(0);
        hasPending = false;
    }

    static String prefix(Token t) {
        int i = 0;
        while (t.text.charAt(i) != '\'' && t.text.charAt(i) != '"') {
            i++;
        }
        return t.text.substring(0, i);
    }

    private static boolean isBytes(Token t) {
        String p = prefix(t);
        return p.indexOf('b') >= 0 || p.indexOf('B') >= 0;
    }

    private static boolean isRaw(Token t) {
        String p = prefix(t);
        return p.indexOf('r') >= 0 || p.indexOf('R') >= 0;
    }

    /** The text between the quotes. */
    static String body(Token t) {
        int pl = prefix(t).length();
        String s = t.text;
        int q = s.length() - pl >= 6 && s.charAt(pl) == s.charAt(pl + 1) && s.charAt(pl) == s.charAt(pl + 2)
                ? 3 : 1;
        return s.substring(pl + q, s.length() - q);
    }
}
