package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@code from ... import} statement; {@code level} counts the leading dots.
 *
 * <p>CPython node {@code ImportFrom(module, names, level)}.
 *
 * @param module the {@code module} field (may be empty)
 * @param names the {@code names} field
 * @param level the {@code level} field
 * @param span the source range
 */
public record ImportFrom(Optional<String> module, List<Alias> names, int level, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public ImportFrom {
        Objects.requireNonNull(module, "module == null");
        names = List.copyOf(names);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "ImportFrom";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitImportFrom(this);
    }
}
