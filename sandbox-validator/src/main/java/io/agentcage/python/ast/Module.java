package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A whole file, as produced by {@code ast.parse(source, mode='exec')}.
 *
 * <p>CPython node {@code Module(body, type_ignores)}.
 *
 * @param body the {@code body} field
 * @param typeIgnores the {@code type_ignores} field
 * @param span the source range
 */
public record Module(List<Stmt> body, List<TypeIgnore> typeIgnores, Span span) implements Mod {
    /** Rejects null components and freezes the lists. */
    public Module {
        body = List.copyOf(body);
        typeIgnores = List.copyOf(typeIgnores);
        Objects.requireNonNull(span, "span == null");
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
