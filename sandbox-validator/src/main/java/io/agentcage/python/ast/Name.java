package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A name.
 *
 * <p>CPython node {@code Name(id, ctx)}.
 *
 * @param id the {@code id} field
 * @param ctx the {@code ctx} field
 * @param span the source range
 */
public record Name(String id, ExprContext ctx, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Name {
        Objects.requireNonNull(id, "id == null");
        Objects.requireNonNull(ctx, "ctx == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Name";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitName(this);
    }
}
