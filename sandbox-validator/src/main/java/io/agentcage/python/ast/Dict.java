package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A dict display; an empty key stands for a {@code **mapping} unpacking.
 *
 * <p>CPython node {@code Dict(keys, values)}.
 *
 * @param keys the {@code keys} field
 * @param values the {@code values} field
 * @param span the source range
 */
public record Dict(List<Optional<Expr>> keys, List<Expr> values, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Dict {
        keys = List.copyOf(keys);
        values = List.copyOf(values);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Dict";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitDict(this);
    }
}
