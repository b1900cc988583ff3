package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A function signature type comment ({@code mode='func_type'}).
 *
 * <p>CPython node {@code FunctionType(argtypes, returns)}.
 *
 * @param argtypes the {@code argtypes} field
 * @param returns the {@code returns} field
 */
public record FunctionType(List<Expr> argtypes, Expr returns) implements Mod {
    /** Rejects null components and freezes the lists. */
    public FunctionType {
        argtypes = List.copyOf(argtypes);
        Objects.requireNonNull(returns, "returns == null");
    }

    @Override
    public String astName() {
        return "FunctionType";
    }

    @Override
    public <R> R accept(Mod.Visitor<R> visitor) {
        return visitor.visitFunctionType(this);
    }
}
