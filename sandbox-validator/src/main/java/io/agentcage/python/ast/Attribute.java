package io.agentcage.python.ast;

import java.util.Objects;

/**
 * An attribute access {@code value.attr}.
 *
 * <p>CPython node {@code Attribute(value, attr, ctx)}.
 *
 * @param value the {@code value} field
 * @param attr the {@code attr} field
 * @param ctx the {@code ctx} field
 * @param span the source range
 */
public record Attribute(Expr value, String attr, ExprContext ctx, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Attribute {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(attr, "attr == null");
        Objects.requireNonNull(ctx, "ctx == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Attribute";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitAttribute(this);
    }
}
