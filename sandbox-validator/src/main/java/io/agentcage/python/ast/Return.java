package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A {@code return} statement.
 *
 * <p>CPython node {@code Return(value)}.
 *
 * @param value the {@code value} field (may be empty)
 * @param span the source range
 */
public record Return(Optional<Expr> value, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Return {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Return";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitReturn(this);
    }
}
