package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A type variable tuple {@code *Ts} (Python 3.12).
 *
 * <p>CPython node {@code TypeVarTuple(name)}.
 *
 * @param name the {@code name} field
 * @param span the source range
 */
public record TypeVarTuple(String name, Span span) implements TypeParam {
    /** Rejects null components and freezes the lists. */
    public TypeVarTuple {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "TypeVarTuple";
    }

    @Override
    public <R> R accept(TypeParam.Visitor<R> visitor) {
        return visitor.visitTypeVarTuple(this);
    }
}
