package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A conditional expression {@code body if test else orelse}.
 *
 * <p>CPython node {@code IfExp(test, body, orelse)}.
 *
 * @param test the {@code test} field
 * @param body the {@code body} field
 * @param orelse the {@code orelse} field
 * @param span the source range
 */
public record IfExp(Expr test, Expr body, Expr orelse, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public IfExp {
        Objects.requireNonNull(test, "test == null");
        Objects.requireNonNull(body, "body == null");
        Objects.requireNonNull(orelse, "orelse == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "IfExp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitIfExp(this);
    }
}
