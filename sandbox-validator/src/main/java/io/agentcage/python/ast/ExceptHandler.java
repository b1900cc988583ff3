package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An {@code except} (or {@code except*}) clause.
 *
 * <p>CPython node {@code ExceptHandler(type, name, body)}.
 *
 * @param type the {@code type} field (may be empty)
 * @param name the {@code name} field (may be empty)
 * @param body the {@code body} field
 * @param span the source range
 */
public record ExceptHandler(
        Optional<Expr> type,
        Optional<String> name,
        List<Stmt> body,
        Span span)
        implements Node, Located {
    /** Rejects null components and freezes the lists. */
    public ExceptHandler {
        Objects.requireNonNull(type, "type == null");
        Objects.requireNonNull(name, "name == null");
        body = List.copyOf(body);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "ExceptHandler";
    }
}
