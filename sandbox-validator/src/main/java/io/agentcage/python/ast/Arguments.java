package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The parameters of a function or lambda; {@code kwDefaults} has one entry per keyword-only parameter (empty when it has no default), {@code defaults} belongs to the last positional parameters.
 *
 * <p>CPython node {@code arguments(posonlyargs, args, vararg, kwonlyargs, kw_defaults, kwarg, defaults)}.
 *
 * @param posonlyargs the {@code posonlyargs} field
 * @param args the {@code args} field
 * @param vararg the {@code vararg} field (may be empty)
 * @param kwonlyargs the {@code kwonlyargs} field
 * @param kwDefaults the {@code kw_defaults} field
 * @param kwarg the {@code kwarg} field (may be empty)
 * @param defaults the {@code defaults} field
 */
public record Arguments(
        List<Arg> posonlyargs,
        List<Arg> args,
        Optional<Arg> vararg,
        List<Arg> kwonlyargs,
        List<Optional<Expr>> kwDefaults,
        Optional<Arg> kwarg,
        List<Expr> defaults)
        implements Node {
    /** Rejects null components and freezes the lists. */
    public Arguments {
        posonlyargs = List.copyOf(posonlyargs);
        args = List.copyOf(args);
        Objects.requireNonNull(vararg, "vararg == null");
        kwonlyargs = List.copyOf(kwonlyargs);
        kwDefaults = List.copyOf(kwDefaults);
        Objects.requireNonNull(kwarg, "kwarg == null");
        defaults = List.copyOf(defaults);
    }

    @Override
    public String astName() {
        return "arguments";
    }
}
