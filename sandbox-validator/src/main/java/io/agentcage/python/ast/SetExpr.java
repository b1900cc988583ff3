package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A set display (CPython kind {@code Set}; renamed in Java to avoid clashing with {@link java.util.Set}).
 *
 * <p>CPython node {@code Set(elts)}.
 *
 * @param elts the {@code elts} field
 * @param span the source range
 */
public record SetExpr(List<Expr> elts, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public SetExpr {
        elts = List.copyOf(elts);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Set";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitSetExpr(this);
    }
}
