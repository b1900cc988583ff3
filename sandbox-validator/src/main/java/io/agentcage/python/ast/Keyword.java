package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A keyword argument {@code arg=value}, or {@code **value} when {@code arg} is empty.
 *
 * <p>CPython node {@code keyword(arg, value)}.
 *
 * @param arg the {@code arg} field (may be empty)
 * @param value the {@code value} field
 * @param span the source range
 */
public record Keyword(Optional<String> arg, Expr value, Span span) implements Node, Located {
    /** Rejects null components and freezes the lists. */
    public Keyword {
        Objects.requireNonNull(arg, "arg == null");
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "keyword";
    }
}
