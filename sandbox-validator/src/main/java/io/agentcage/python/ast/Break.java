package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code break} statement.
 *
 * <p>CPython node {@code Break()}.
 *
 * @param span the source range
 */
public record Break(Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Break {
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Break";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitBreak(this);
    }
}
