package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * A type variable {@code T} or {@code T: bound} (Python 3.12).
 *
 * <p>CPython node {@code TypeVar(name, bound)}.
 *
 * @param name the {@code name} field
 * @param bound the {@code bound} field (may be empty)
 * @param span the source range
 */
public record TypeVar(String name, Optional<Expr> bound, Span span) implements TypeParam {
    /** Rejects null components and freezes the lists. */
    public TypeVar {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(bound, "bound == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "TypeVar";
    }

    @Override
    public <R> R accept(TypeParam.Visitor<R> visitor) {
        return visitor.visitTypeVar(this);
    }
}
