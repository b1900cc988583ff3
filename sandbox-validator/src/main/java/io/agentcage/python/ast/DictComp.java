package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A dict comprehension.
 *
 * <p>CPython node {@code DictComp(key, value, generators)}.
 *
 * @param key the {@code key} field
 * @param value the {@code value} field
 * @param generators the {@code generators} field
 * @param span the source range
 */
public record DictComp(Expr key, Expr value, List<Comprehension> generators, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public DictComp {
        Objects.requireNonNull(key, "key == null");
        Objects.requireNonNull(value, "value == null");
        generators = List.copyOf(generators);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "DictComp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitDictComp(this);
    }
}
