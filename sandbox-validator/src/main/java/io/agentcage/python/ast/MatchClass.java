package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A class pattern {@code Cls(p, attr=p)}.
 *
 * <p>CPython node {@code MatchClass(cls, patterns, kwd_attrs, kwd_patterns)}.
 *
 * @param cls the {@code cls} field
 * @param patterns the {@code patterns} field
 * @param kwdAttrs the {@code kwd_attrs} field
 * @param kwdPatterns the {@code kwd_patterns} field
 * @param span the source range
 */
public record MatchClass(
        Expr cls,
        List<Pattern> patterns,
        List<String> kwdAttrs,
        List<Pattern> kwdPatterns,
        Span span)
        implements Pattern {
    /** Rejects null components and freezes the lists. */
    public MatchClass {
        Objects.requireNonNull(cls, "cls == null");
        patterns = List.copyOf(patterns);
        kwdAttrs = List.copyOf(kwdAttrs);
        kwdPatterns = List.copyOf(kwdPatterns);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "MatchClass";
    }

    @Override
    public <R> R accept(Pattern.Visitor<R> visitor) {
        return visitor.visitMatchClass(this);
    }
}
