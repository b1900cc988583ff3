package io.agentcage.python.ast;

import java.util.Objects;
import java.util.Optional;

/**
 * One item of a {@code with} statement.
 *
 * <p>CPython node {@code withitem(context_expr, optional_vars)}.
 *
 * @param contextExpr the {@code context_expr} field
 * @param optionalVars the {@code optional_vars} field (may be empty)
 */
public record WithItem(Expr contextExpr, Optional<Expr> optionalVars) implements Node {
    /** Rejects null components and freezes the lists. */
    public WithItem {
        Objects.requireNonNull(contextExpr, "contextExpr == null");
        Objects.requireNonNull(optionalVars, "optionalVars == null");
    }

    @Override
    public String astName() {
        return "withitem";
    }
}
