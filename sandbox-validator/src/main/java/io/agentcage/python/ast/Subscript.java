package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A subscript {@code value[slice]}.
 *
 * <p>CPython node {@code Subscript(value, slice, ctx)}.
 *
 * @param value the {@code value} field
 * @param slice the {@code slice} field
 * @param ctx the {@code ctx} field
 * @param span the source range
 */
public record Subscript(Expr value, Expr slice, ExprContext ctx, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Subscript {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(slice, "slice == null");
        Objects.requireNonNull(ctx, "ctx == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Subscript";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitSubscript(this);
    }
}
