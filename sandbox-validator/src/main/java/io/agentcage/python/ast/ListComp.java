package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A list comprehension.
 *
 * <p>CPython node {@code ListComp(elt, generators)}.
 *
 * @param elt the {@code elt} field
 * @param generators the {@code generators} field
 * @param span the source range
 */
public record ListComp(Expr elt, List<Comprehension> generators, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public ListComp {
        Objects.requireNonNull(elt, "elt == null");
        generators = List.copyOf(generators);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "ListComp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitListComp(this);
    }
}
