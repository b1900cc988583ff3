package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * One parameter.
 *
 * <p>CPython node {@code arg(arg, annotation, type_comment)}.
 *
 * @param arg the {@code arg} field
 * @param annotation the {@code annotation} field (may be empty)
 * @param typeComment the {@code type_comment} field (may be empty)
 * @param span the source range
 */
public record Arg(
        String arg,
        Optional<Expr> annotation,
        Optional<String> typeComment,
        Span span)
        implements Node, Located {
    /** Rejects null components and freezes the lists. */
    public Arg {
        Objects.requireNonNull(arg, "arg == null");
        Objects.requireNonNull(annotation, "annotation == null");
        Objects.requireNonNull(typeComment, "typeComment == null");
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "arg";
    }
}
