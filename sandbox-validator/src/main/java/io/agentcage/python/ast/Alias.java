package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * One imported name {@code name as asname}.
 *
 * <p>CPython node {@code alias(name, asname)}.
 *
 * @param name the {@code name} field
 * @param asname the {@code asname} field (may be empty)
 * @param span the source range
 */
public record Alias(String name, Optional<String> asname, Span span) implements Node, Located {
    /** Rejects null components and freezes the lists. */
    public Alias {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(asname, "asname == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "alias";
    }
}
