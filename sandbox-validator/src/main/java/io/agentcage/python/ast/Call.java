package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A call.
 *
 * <p>CPython node {@code Call(func, args, keywords)}.
 *
 * @param func the {@code func} field
 * @param args the {@code args} field
 * @param keywords the {@code keywords} field
 * @param span the source range
 */
public record Call(Expr func, List<Expr> args, List<Keyword> keywords, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public Call {
        Objects.requireNonNull(func, "func == null");
        args = List.copyOf(args);
        keywords = List.copyOf(keywords);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Call";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitCall(this);
    }
}
