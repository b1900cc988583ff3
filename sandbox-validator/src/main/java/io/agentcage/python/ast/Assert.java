package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * An {@code assert} statement.
 *
 * <p>CPython node {@code Assert(test, msg)}.
 *
 * @param test the {@code test} field
 * @param msg the {@code msg} field (may be empty)
 * @param span the source range
 */
public record Assert(Expr test, Optional<Expr> msg, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Assert {
        Objects.requireNonNull(test, "test == null");
        Objects.requireNonNull(msg, "msg == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Assert";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitAssert(this);
    }
}
