package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A parameter specification {@code **P} (Python 3.12).
 *
 * <p>CPython node {@code ParamSpec(name)}.
 *
 * @param name the {@code name} field
 * @param span the source range
 */
public record ParamSpec(String name, Span span) implements TypeParam {
    /** Rejects null components and freezes the lists. */
    public ParamSpec {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "ParamSpec";
    }

    @Override
    public <R> R accept(TypeParam.Visitor<R> visitor) {
        return visitor.visitParamSpec(this);
    }
}
