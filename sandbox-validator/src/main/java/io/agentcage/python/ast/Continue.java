package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code continue} statement.
 *
 * <p>CPython node {@code Continue()}.
 *
 * @param span the source range
 */
public record Continue(Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Continue {
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Continue";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitContinue(this);
    }
}
