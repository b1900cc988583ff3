package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One {@code case} block of a {@code match} statement.
 *
 * <p>CPython node {@code match_case(pattern, guard, body)}.
 *
 * @param pattern the {@code pattern} field
 * @param guard the {@code guard} field (may be empty)
 * @param body the {@code body} field
 */
public record MatchCase(Pattern pattern, Optional<Expr> guard, List<Stmt> body) implements Node {
    /** Rejects null components and freezes the lists. */
    public MatchCase {
        Objects.requireNonNull(pattern, "pattern == null");
        Objects.requireNonNull(guard, "guard == null");
        body = List.copyOf(body);
    }

    @Override
    public String astName() {
        return "match_case";
    }
}
