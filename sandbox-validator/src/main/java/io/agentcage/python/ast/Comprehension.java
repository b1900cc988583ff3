package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * One {@code for ... in ... if ...} clause of a comprehension.
 *
 * <p>CPython node {@code comprehension(target, iter, ifs, is_async)}.
 *
 * @param target the {@code target} field
 * @param iter the {@code iter} field
 * @param ifs the {@code ifs} field
 * @param isAsync the {@code is_async} field
 */
public record Comprehension(Expr target, Expr iter, List<Expr> ifs, boolean isAsync) implements Node {
    /** Rejects null components and freezes the lists. */
    public Comprehension {
        Objects.requireNonNull(target, "target == null");
        Objects.requireNonNull(iter, "iter == null");
        ifs = List.copyOf(ifs);
    }

    @Override
    public String astName() {
        return "comprehension";
    }
}
