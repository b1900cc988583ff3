package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A replacement field of an f-string; {@code conversion} is -1 (none) or the code point of {@code 's'}, {@code 'r'} or {@code 'a'}.
 *
 * <p>CPython node {@code FormattedValue(value, conversion, format_spec)}.
 *
 * @param value the {@code value} field
 * @param conversion the {@code conversion} field
 * @param formatSpec the {@code format_spec} field (may be empty)
 * @param span the source range
 */
public record FormattedValue(Expr value, int conversion, Optional<Expr> formatSpec, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public FormattedValue {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(formatSpec, "formatSpec == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "FormattedValue";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitFormattedValue(this);
    }
}
