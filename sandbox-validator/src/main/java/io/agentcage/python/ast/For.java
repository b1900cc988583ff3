package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@code for} loop.
 *
 * <p>CPython node {@code For(target, iter, body, orelse, type_comment)}.
 *
 * @param target the {@code target} field
 * @param iter the {@code iter} field
 * @param body the {@code body} field
 * @param orelse the {@code orelse} field
 * @param typeComment the {@code type_comment} field (may be empty)
 * @param span the source range
 */
public record For(
        Expr target,
        Expr iter,
        List<Stmt> body,
        List<Stmt> orelse,
        Optional<String> typeComment,
        Span span)
        implements Stmt {
    /** Rejects null components and freezes the lists. */
    public For {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(iter, "iter == null");
        body = List.copyOf(body);
        orelse = List.copyOf(orelse);
        Objects.requireNonNull(typeComment, "typeComment == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "For";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitFor(this);
    }
}
