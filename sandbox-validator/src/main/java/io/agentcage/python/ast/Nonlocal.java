package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code nonlocal} declaration.
 *
 * <p>CPython node {@code Nonlocal(names)}.
 *
 * @param names the {@code names} field
 * @param span the source range
 */
public record Nonlocal(List<String> names, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Nonlocal {
        names = List.copyOf(names);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Nonlocal";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitNonlocal(this);
    }
}
