package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A comparison chain such as {@code a < b <= c}.
 *
 * <p>CPython node {@code Compare(left, ops, comparators)}.
 *
 * @param left the {@code left} field
 * @param ops the {@code ops} field
 * @param comparators the {@code comparators} field
 * @param span the source range
 */
public record Compare(Expr left, List<CmpOp> ops, List<Expr> comparators, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Compare {
        Objects.requireNonNull(left, "left == null");
        ops = List.copyOf(ops);
        comparators = List.copyOf(comparators);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Compare";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitCompare(this);
    }
}
