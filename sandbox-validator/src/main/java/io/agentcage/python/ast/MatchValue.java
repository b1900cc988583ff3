package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A value pattern (literal or dotted name), compared with {@code ==}.
 *
 * <p>CPython node {@code MatchValue(value)}.
 *
 * @param value the {@code value} field
 * @param span the source range
 */
public record MatchValue(Expr value, Span span) implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchValue {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchValue";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchValue(this);
    }
}
