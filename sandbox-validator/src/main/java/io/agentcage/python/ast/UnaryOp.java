package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A unary operation.
 *
 * <p>CPython node {@code UnaryOp(op, operand)}.
 *
 * @param op the {@code op} field
 * @param operand the {@code operand} field
 * @param span the source range
 */
public record UnaryOp(UnaryOperator op, Expr operand, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public UnaryOp {
        Objects.requireNonNull(op, "op == null");
        Objects.requireNonNull(operand, "operand == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "UnaryOp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitUnaryOp(this);
    }
}
