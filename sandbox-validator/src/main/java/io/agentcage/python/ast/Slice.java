package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A slice {@code lower:upper:step}, only inside a subscript.
 *
 * <p>CPython node {@code Slice(lower, upper, step)}.
 *
 * @param lower the {@code lower} field (may be empty)
 * @param upper the {@code upper} field (may be empty)
 * @param step the {@code step} field (may be empty)
 * @param span the source range
 */
public record Slice(Optional<Expr> lower, Optional<Expr> upper, Optional<Expr> step, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Slice {
        Objects.requireNonNull(lower, "lower == null");
        Objects.requireNonNull(upper, "upper == null");
        Objects.requireNonNull(step, "step == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Slice";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitSlice(this);
    }
}
