package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * An or-pattern {@code p1 | p2}.
 *
 * <p>CPython node {@code MatchOr(patterns)}.
 *
 * @param patterns the {@code patterns} field
 * @param span the source range
 */
public record MatchOr(List<Pattern> patterns, Span span) implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchOr {
        patterns = List.copyOf(patterns);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchOr";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchOr(this);
    }
}
