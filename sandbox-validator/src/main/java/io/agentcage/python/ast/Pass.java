package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code pass} statement.
 *
 * <p>CPython node {@code Pass()}.
 *
 * @param span the source range
 */
public record Pass(Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Pass {
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Pass";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitPass(this);
    }
}
