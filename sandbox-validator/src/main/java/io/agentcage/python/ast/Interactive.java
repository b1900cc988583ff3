package io.agentcage.python.ast;

import java.util.List;

/**
 * Statements read in interactive ({@code 'single'}) mode.
 *
 * <p>CPython node {@code Interactive(body)}.
 *
 * @param body the {@code body} field
 */
public record Interactive(List<Stmt> body) implements Mod {
    /** Rejects null components and freezes the lists. */
    public Interactive {
        body = List.copyOf(body);
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
