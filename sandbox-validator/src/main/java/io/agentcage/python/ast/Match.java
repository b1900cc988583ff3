package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code match} statement (soft keyword).
 *
 * <p>CPython node {@code Match(subject, cases)}.
 *
 * @param subject the {@code subject} field
 * @param cases the {@code cases} field
 * @param span the source range
 */
public record Match(Expr subject, List<MatchCase> cases, Span span) implements Stmt {
    /** Rejects null components and freezes the lists. */
    public Match {
        Objects.requireNonNull(subject, "subject == null");
        cases = List.copyOf(cases);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "Match";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitMatch(this);
    }
}
