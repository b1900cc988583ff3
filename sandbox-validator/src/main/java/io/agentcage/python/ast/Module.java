package io.agentcage.python.ast;

import java.util.List;

/**
 * A whole file, as produced by {@code ast.parse(source, mode='exec')}.
 *
 * <p>CPython node {@code Module(body, type_ignores)}.
 *
 * @param body the {@code body} field
 * @param typeIgnores the {@code type_ignores} field
 */
public record Module(List<Stmt> body, List<TypeIgnore> typeIgnores) implements Mod {
    /** Rejects null components and freezes the lists. */
    public Module {
        body = List.copyOf(body);
        typeIgnores = List.copyOf(typeIgnores);
    }

    @Override
    public String astName() {
        return "Module";
    }

    @Override
    public <R> R accept(Mod.Visitor<R> visitor) {
        return visitor.visitModule(this);
    }
}
