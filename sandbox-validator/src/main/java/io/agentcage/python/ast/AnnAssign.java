package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * An annotated assignment {@code target: annotation [= value]}; {@code simple} is true for a bare name target not in parentheses.
 *
 * <p>CPython node {@code AnnAssign(target, annotation, value, simple)}.
 *
 * @param target the {@code target} field
 * @param annotation the {@code annotation} field
 * @param value the {@code value} field (may be empty)
 * @param simple the {@code simple} field
 * @param span the source range
 */
public record AnnAssign(
        Expr target,
        Expr annotation,
        Optional<Expr> value,
        boolean simple,
        Span span)
        implements Stmt {
    /** Rejects null components and freezes the lists. */
    public AnnAssign {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(annotation, "annotation == null");
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "AnnAssign";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitAnnAssign(this);
    }
}
