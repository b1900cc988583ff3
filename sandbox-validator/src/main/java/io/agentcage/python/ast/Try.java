package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code try} statement with {@code except} clauses.
 *
 * <p>CPython node {@code Try(body, handlers, orelse, finalbody)}.
 *
 * @param body the {@code body} field
 * @param handlers the {@code handlers} field
 * @param orelse the {@code orelse} field
 * @param finalbody the {@code finalbody} field
 * @param span the source range
 */
public record Try(
        List<Stmt> body,
        List<ExceptHandler> handlers,
        List<Stmt> orelse,
        List<Stmt> finalbody,
        Span span)
        implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Try {
        body = List.copyOf(body);
        handlers = List.copyOf(handlers);
        orelse = List.copyOf(orelse);
        finalbody = List.copyOf(finalbody);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Try";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitTry(this);
    }
}
