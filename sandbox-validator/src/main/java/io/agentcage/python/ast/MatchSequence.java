package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A sequence pattern {@code [a, *rest]} or {@code (a, b)}.
 *
 * <p>CPython node {@code MatchSequence(patterns)}.
 *
 * @param patterns the {@code patterns} field
 * @param span the source range
 */
public record MatchSequence(List<Pattern> patterns, Span span) implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchSequence {
        patterns = List.copyOf(patterns);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchSequence";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchSequence(this);
    }
}
