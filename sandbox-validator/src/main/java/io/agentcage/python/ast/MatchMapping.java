package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A mapping pattern {@code {key: pattern, **rest}}.
 *
 * <p>CPython node {@code MatchMapping(keys, patterns, rest)}.
 *
 * @param keys the {@code keys} field
 * @param patterns the {@code patterns} field
 * @param rest the {@code rest} field (may be empty)
 * @param span the source range
 */
public record MatchMapping(
        List<Expr> keys,
        List<Pattern> patterns,
        Optional<String> rest,
        Span span)
        implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchMapping {
        keys = List.copyOf(keys);
        patterns = List.copyOf(patterns);
        Objects.requireNonNull(rest, "rest == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchMapping";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchMapping(this);
    }
}
