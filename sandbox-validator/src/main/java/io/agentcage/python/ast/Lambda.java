package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code lambda} expression.
 *
 * <p>CPython node {@code Lambda(args, body)}.
 *
 * @param args the {@code args} field
 * @param body the {@code body} field
 * @param span the source range
 */
public record Lambda(Arguments args, Expr body, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Lambda {
        Objects.requireNonNull(args, "args == null");
        Objects.requireNonNull(body, "body == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Lambda";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitLambda(this);
    }
}
