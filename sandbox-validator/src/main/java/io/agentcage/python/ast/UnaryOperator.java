package io.agentcage.python.ast;

/** The operator of a {@link UnaryOp}: CPython's {@code unaryop}. Constant names follow CPython. */
public enum UnaryOperator {
    /** {@code ~}. */
    Invert,
    /** {@code not}. */
    Not,
    /** Unary {@code +}. */
    UAdd,
    /** Unary {@code -}. */
    USub
}
