package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * An {@code if} statement; {@code elif} is a nested {@code If} in {@code orelse}.
 *
 * <p>CPython node {@code If(test, body, orelse)}.
 *
 * @param test the {@code test} field
 * @param body the {@code body} field
 * @param orelse the {@code orelse} field
 * @param span the source range
 */
public record If(Expr test, List<Stmt> body, List<Stmt> orelse, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public If {
        Objects.requireNonNull(test, "test == null");
        body = List.copyOf(body);
        orelse = List.copyOf(orelse);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "If";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitIf(this);
    }
}
