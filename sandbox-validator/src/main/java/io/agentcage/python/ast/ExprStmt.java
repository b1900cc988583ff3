package io.agentcage.python.ast;

import java.util.Objects;

/**
 * An expression statement (CPython kind {@code Expr}; renamed in Java to avoid clashing with {@link Expr}).
 *
 * <p>CPython node {@code Expr(value)}.
 *
 * @param value the {@code value} field
 * @param span the source range
 */
public record ExprStmt(Expr value, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public ExprStmt {
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Expr";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitExprStmt(this);
    }
}
