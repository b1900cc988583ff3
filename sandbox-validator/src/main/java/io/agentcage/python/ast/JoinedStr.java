package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * An f-string: {@link Constant} string parts and {@link FormattedValue}s.
 *
 * <p>CPython node {@code JoinedStr(values)}.
 *
 * @param values the {@code values} field
 * @param span the source range
 */
public record JoinedStr(List<Expr> values, Span span) implements Expr {
    /** Rejects null components and freezes the lists. */
    public JoinedStr {
        values = List.copyOf(values);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "JoinedStr";
    }

    @Override
    public <R> R accept(Expr.Visitor<R> visitor) {
        return visitor.visitJoinedStr(this);
    }
}
