package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A capture {@code name}, {@code pattern as name} or the wildcard {@code _} (both empty).
 *
 * <p>CPython node {@code MatchAs(pattern, name)}.
 *
 * @param pattern the {@code pattern} field (may be empty)
 * @param name the {@code name} field (may be empty)
 * @param span the source range
 */
public record MatchAs(Optional<Pattern> pattern, Optional<String> name, Span span) implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchAs {
        Objects.requireNonNull(pattern, "pattern == null");
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchAs";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchAs(this);
    }
}
