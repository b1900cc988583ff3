package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A star pattern {@code *name} (empty name for {@code *_}).
 *
 * <p>CPython node {@code MatchStar(name)}.
 *
 * @param name the {@code name} field (may be empty)
 * @param span the source range
 */
public record MatchStar(Optional<String> name, Span span) implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchStar {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchStar";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchStar(this);
    }
}
