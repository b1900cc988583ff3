package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A literal; {@code kind} is {@code "u"} for strings written with a {@code u} prefix.
 *
 * <p>CPython node {@code Constant(value, kind)}.
 *
 * @param value the {@code value} field
 * @param kind the {@code kind} field (may be empty)
 * @param span the source range
 */
public record Constant(ConstantValue value, Optional<String> kind, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Constant {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(kind, "kind == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Constant";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitConstant(this);
    }
}
