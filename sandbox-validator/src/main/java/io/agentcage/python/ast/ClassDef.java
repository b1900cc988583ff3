package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;

/**
 * A {@code class} statement.
 *
 * <p>CPython node {@code ClassDef(name, bases, keywords, body, decorator_list, type_params)}.
 *
 * @param name the {@code name} field
 * @param bases the {@code bases} field
 * @param keywords the {@code keywords} field
 * @param body the {@code body} field
 * @param decoratorList the {@code decorator_list} field
 * @param typeParams the {@code type_params} field
 * @param span the source range
 */
public record ClassDef(
        String name,
        List<Expr> bases,
        List<Keyword> keywords,
        List<Stmt> body,
        List<Expr> decoratorList,
        List<TypeParam> typeParams,
        Span span)
        implements Stmt {
    /** Rejects null components and freezes the lists. */
    public ClassDef {
        Objects.requireNonNull(name, "name == null");
        bases = List.copyOf(bases);
        keywords = List.copyOf(keywords);
        body = List.copyOf(body);
        decoratorList = List.copyOf(decoratorList);
        typeParams = List.copyOf(typeParams);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "ClassDef";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitClassDef(this);
    }
}
