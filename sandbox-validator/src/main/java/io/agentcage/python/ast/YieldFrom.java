package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code yield from} expression.
 *
 * <p>CPython node {@code YieldFrom(value)}.
 *
 * @param value the {@code value} field
 * @param span the source range
 */
public record YieldFrom(Expr value, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public YieldFrom {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "YieldFrom";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitYieldFrom(this);
    }
}
