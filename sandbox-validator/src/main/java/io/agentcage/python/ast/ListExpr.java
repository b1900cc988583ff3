package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A list display or target (CPython kind {@code List}; renamed in Java to avoid clashing with {@link java.util.List}).
 *
 * <p>CPython node {@code List(elts, ctx)}.
 *
 * @param elts the {@code elts} field
 * @param ctx the {@code ctx} field
 * @param span the source range
 */
public record ListExpr(List<Expr> elts, ExprContext ctx, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public ListExpr {
        elts = List.copyOf(elts);
        Objects.requireNonNull(ctx, "ctx == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "List";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitListExpr(this);
    }
}
