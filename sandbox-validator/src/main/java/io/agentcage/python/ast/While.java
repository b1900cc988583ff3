package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code while} loop.
 *
 * <p>CPython node {@code While(test, body, orelse)}.
 *
 * @param test the {@code test} field
 * @param body the {@code body} field
 * @param orelse the {@code orelse} field
 * @param span the source range
 */
public record While(Expr test, List<Stmt> body, List<Stmt> orelse, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public While {
        Objects.requireNonNull(test, "test == null");
        body = List.copyOf(body);
        orelse = List.copyOf(orelse);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "While";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitWhile(this);
    }
}
