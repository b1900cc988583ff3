package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A starred expression {@code *value}.
 *
 * <p>CPython node {@code Starred(value, ctx)}.
 *
 * @param value the {@code value} field
 * @param ctx the {@code ctx} field
 * @param span the source range
 */
public record Starred(Expr value, ExprContext ctx, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Starred {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(ctx, "ctx == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Starred";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitStarred(this);
    }
}
