package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A {@code raise} statement.
 *
 * <p>CPython node {@code Raise(exc, cause)}.
 *
 * @param exc the {@code exc} field (may be empty)
 * @param cause the {@code cause} field (may be empty)
 * @param span the source range
 */
public record Raise(Optional<Expr> exc, Optional<Expr> cause, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Raise {
        Objects.requireNonNull(exc, "exc == null");
        Objects.requireNonNull(cause, "cause == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Raise";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitRaise(this);
    }
}
