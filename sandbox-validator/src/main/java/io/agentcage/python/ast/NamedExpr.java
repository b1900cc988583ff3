package io.agentcage.python.ast;

import java.util.Objects;

/**
 * An assignment expression {@code target := value}.
 *
 * <p>CPython node {@code NamedExpr(target, value)}.
 *
 * @param target the {@code target} field
 * @param value the {@code value} field
 * @param span the source range
 */
public record NamedExpr(Expr target, Expr value, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public NamedExpr {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "NamedExpr";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitNamedExpr(this);
    }
}
