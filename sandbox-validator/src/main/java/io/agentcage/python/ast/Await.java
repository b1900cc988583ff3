package io.agentcage.python.ast;

import java.util.Objects;

/**
 * An {@code await} expression.
 *
 * <p>CPython node {@code Await(value)}.
 *
 * @param value the {@code value} field
 * @param span the source range
 */
public record Await(Expr value, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Await {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Await";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitAwait(this);
    }
}
