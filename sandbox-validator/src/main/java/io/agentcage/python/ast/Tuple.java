package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A tuple display or target.
 *
 * <p>CPython node {@code Tuple(elts, ctx)}.
 *
 * @param elts the {@code elts} field
 * @param ctx the {@code ctx} field
 * @param span the source range
 */
public record Tuple(List<Expr> elts, ExprContext ctx, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Tuple {
        elts = List.copyOf(elts);
        Objects.requireNonNull(ctx, "ctx == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Tuple";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitTuple(this);
    }
}
