package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A generator expression.
 *
 * <p>CPython node {@code GeneratorExp(elt, generators)}.
 *
 * @param elt the {@code elt} field
 * @param generators the {@code generators} field
 * @param span the source range
 */
public record GeneratorExp(Expr elt, List<Comprehension> generators, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public GeneratorExp {
        Objects.requireNonNull(elt, "elt == null");
        generators = List.copyOf(generators);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "GeneratorExp";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitGeneratorExp(this);
    }
}
