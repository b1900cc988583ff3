package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A chain of {@code and} or {@code or} with the same operator.
 *
 * <p>CPython node {@code BoolOp(op, values)}.
 *
 * @param op the {@code op} field
 * @param values the {@code values} field
 * @param span the source range
 */
public record BoolOp(BoolOperator op, List<Expr> values, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public BoolOp {
        Objects.requireNonNull(op, "op == null");
        values = List.copyOf(values);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "BoolOp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitBoolOp(this);
    }
}
