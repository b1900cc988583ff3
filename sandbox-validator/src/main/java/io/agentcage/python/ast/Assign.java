package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An assignment {@code a = b = value}; one target per {@code =}.
 *
 * <p>CPython node {@code Assign(targets, value, type_comment)}.
 *
 * @param targets the {@code targets} field
 * @param value the {@code value} field
 * @param typeComment the {@code type_comment} field (may be empty)
 * @param span the source range
 */
public record Assign(List<Expr> targets, Expr value, Optional<String> typeComment, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Assign {
        targets = List.copyOf(targets);
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(typeComment, "typeComment == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Assign";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitAssign(this);
    }
}
