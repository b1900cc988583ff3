package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * An {@code import} statement.
 *
 * <p>CPython node {@code Import(names)}.
 *
 * @param names the {@code names} field
 * @param span the source range
 */
public record Import(List<Alias> names, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Import {
        names = List.copyOf(names);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Import";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitImport(this);
    }
}
