package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A {@code yield} expression.
 *
 * <p>CPython node {@code Yield(value)}.
 *
 * @param value the {@code value} field (may be empty)
 * @param span the source range
 */
public record Yield(Optional<Expr> value, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Yield {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Yield";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitYield(this);
    }
}
