package io.agentcage.python.ast;

import java.util.Objects;

/**
 * One expression, as produced by {@code mode='eval'}.
 *
 * <p>CPython node {@code Expression(body)}.
 *
 * @param body the {@code body} field
 */
public record Expression(Expr body) implements Mod {
    /** Rejects null components and freezes the lists. */
    public Expression {
        Objects.requireNonNull(body, "body == null");
    }

    @Override
    public String astName() {
        return "Expression";
    }

    @Override
    public <R> R accept(Mod.Visitor<R> visitor) {
        return visitor.visitExpression(this);
    }
}
