package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@code with} statement.
 *
 * <p>CPython node {@code With(items, body, type_comment)}.
 *
 * @param items the {@code items} field
 * @param body the {@code body} field
 * @param typeComment the {@code type_comment} field (may be empty)
 * @param span the source range
 */
public record With(List<WithItem> items, List<Stmt> body, Optional<String> typeComment, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public With {
        items = List.copyOf(items);
        body = List.copyOf(body);
        Objects.requireNonNull(typeComment, "typeComment == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "With";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitWith(this);
    }
}
