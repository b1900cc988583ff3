package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code del} statement.
 *
 * <p>CPython node {@code Delete(targets)}.
 *
 * @param targets the {@code targets} field
 * @param span the source range
 */
public record Delete(List<Expr> targets, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Delete {
        targets = List.copyOf(targets);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Delete";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitDelete(this);
    }
}
