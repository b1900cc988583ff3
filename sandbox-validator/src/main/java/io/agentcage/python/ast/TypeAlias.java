package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code type X[T] = value} statement (Python 3.12).
 *
 * <p>CPython node {@code TypeAlias(name, type_params, value)}.
 *
 * @param name the {@code name} field
 * @param typeParams the {@code type_params} field
 * @param value the {@code value} field
 * @param span the source range
 */
public record TypeAlias(Expr name, List<TypeParam> typeParams, Expr value, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public TypeAlias {
        Objects.requireNonNull(name, "name == null");
        typeParams = List.copyOf(typeParams);
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "TypeAlias";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitTypeAlias(this);
    }
}
