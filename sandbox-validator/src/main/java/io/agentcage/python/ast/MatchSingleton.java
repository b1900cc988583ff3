package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code None}, {@code True} or {@code False} pattern, compared with {@code is}.
 *
 * <p>CPython node {@code MatchSingleton(value)}.
 *
 * @param value the {@code value} field
 * @param span the source range
 */
public record MatchSingleton(ConstantValue value, Span span) implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchSingleton {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchSingleton";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchSingleton(this);
    }
}
