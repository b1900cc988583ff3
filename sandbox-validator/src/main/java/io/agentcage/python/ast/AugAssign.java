package io.agentcage.python.ast;

import java.util.Objects;

/**
 * An augmented assignment such as {@code x += 1}.
 *
 * <p>CPython node {@code AugAssign(target, op, value)}.
 *
 * @param target the {@code target} field
 * @param op the {@code op} field
 * @param value the {@code value} field
 * @param span the source range
 */
public record AugAssign(Expr target, Operator op, Expr value, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public AugAssign {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(op, "op == null");
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "AugAssign";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitAugAssign(this);
    }
}
