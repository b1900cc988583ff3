package io.agentcage.python.ast;

/**
 * A node of the Python syntax tree: every type of this package that mirrors a CPython {@code ast} class.
 *
 * <p>Nodes are immutable records whose kinds and fields follow CPython 3.12's {@code ast} module: the field names
 * are CPython's in lowerCamelCase, list fields are unmodifiable, and optional fields are {@link java.util.Optional}
 * (never null). Three kinds are renamed in Java because they clash with common Java types: {@code Expr} (the
 * expression statement) is {@link ExprStmt}, {@code List} is {@link ListExpr}, {@code Set} is {@link SetExpr};
 * {@link #astName()} always returns the CPython name.
 */
public sealed interface Node permits Mod, Stmt, Expr, Pattern, TypeParam, Comprehension, ExceptHandler, Arguments, Arg, Keyword, Alias, WithItem, MatchCase, TypeIgnore {

    /**
     * Returns the CPython class name of this node, e.g. {@code "FunctionDef"}, {@code "Expr"}, {@code "arguments"}.
     *
     * @return the CPython kind name
     */
    String astName();
}
