package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A binary operation.
 *
 * <p>CPython node {@code BinOp(left, op, right)}.
 *
 * @param left the {@code left} field
 * @param op the {@code op} field
 * @param right the {@code right} field
 * @param span the source range
 */
public record BinOp(Expr left, Operator op, Expr right, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public BinOp {
        Objects.requireNonNull(left, "left == null");
        Objects.requireNonNull(op, "op == null");
        Objects.requireNonNull(right, "right == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "BinOp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitBinOp(this);
    }
}
