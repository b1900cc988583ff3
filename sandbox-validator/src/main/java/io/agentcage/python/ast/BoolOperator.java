package io.agentcage.python.ast;

/** The operator of a {@link BoolOp}: CPython's {@code boolop}. Constant names follow CPython. */
public enum BoolOperator {
    /** {@code and}. */
    And,
    /** {@code or}. */
    Or
}
