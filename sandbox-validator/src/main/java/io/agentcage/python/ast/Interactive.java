package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * Statements read in interactive ({@code 'single'}) mode.
 *
 * <p>CPython node {@code Interactive(body)}.
 *
 * @param body the {@code body} field
 * @param span the source range
 */
public record Interactive(List<Stmt> body, Span span) implements Mod {
    /** Rejects null components and freezes the lists. */
    public Interactive {
        body = List.copyOf(body);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Interactive";
    }

    @Override
    public <R> R accept(Mod.Visitor<R> visitor) {
        return visitor.visitInteractive(this);
    }
}
