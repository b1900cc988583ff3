package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code global} declaration.
 *
 * <p>CPython node {@code Global(names)}.
 *
 * @param names the {@code names} field
 * @param span the source range
 */
public record Global(List<String> names, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Global {
        names = List.copyOf(names);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Global";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitGlobal(this);
    }
}
