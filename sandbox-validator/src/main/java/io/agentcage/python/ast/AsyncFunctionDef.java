package io.agentcage.python.ast;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An {@code async def} statement.
 *
 * <p>CPython node {@code AsyncFunctionDef(name, args, body, decorator_list, returns, type_comment, type_params)}.
 *
 * @param name the {@code name} field
 * @param args the {@code args} field
 * @param body the {@code body} field
 * @param decoratorList the {@code decorator_list} field
 * @param returns the {@code returns} field (may be empty)
 * @param typeComment the {@code type_comment} field (may be empty)
 * @param typeParams the {@code type_params} field
 * @param span the source range
 */
public record AsyncFunctionDef(
        String name,
        Arguments args,
        List<Stmt> body,
        List<Expr> decoratorList,
        Optional<Expr> returns,
        Optional<String> typeComment,
        List<TypeParam> typeParams,
        Span span)
        implements Stmt {
    /** Rejects null components and freezes the lists. */
    public AsyncFunctionDef {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(args, "args == null");
        body = List.copyOf(body);
        decoratorList = List.copyOf(decoratorList);
        Objects.requireNonNull(returns, "returns == null");
        Objects.requireNonNull(typeComment, "typeComment == null");
        typeParams = List.copyOf(typeParams);
        Objects.requireNonNull(span, "span == null");
    }

    @Override
    public String astName() {
        return "AsyncFunctionDef";
    }

    @Override
    public <R> R accept(Stmt.Visitor<R> visitor) {
        return visitor.visitAsyncFunctionDef(this);
    }
}
