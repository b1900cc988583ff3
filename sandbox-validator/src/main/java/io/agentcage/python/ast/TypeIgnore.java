package io.agentcage.python.ast;

import java.util.Objects;

/**
 * A {@code # type: ignore} comment (only with type comments enabled; never produced by this parser).
 *
 * <p>CPython node {@code TypeIgnore(lineno, tag)}.
 *
 * @param lineno the {@code lineno} field
 * @param tag the {@code tag} field
 */
public record TypeIgnore(int lineno, String tag) implements Node {
    /** Rejects null components and freezes the lists. */
    public TypeIgnore {
        Objects.requireNonNull(tag, "tag == null");
    }

    @Override
    public String astName() {
        return "TypeIgnore";
    }
}
