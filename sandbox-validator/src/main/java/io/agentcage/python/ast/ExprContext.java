package io.agentcage.python.ast;

/** How an expression is used: CPython's {@code expr_context}. Constant names follow CPython. */
public enum ExprContext {
    /** Read. */
    Load,
    /** Assigned to. */
    Store,
    /** Deleted with {@code del}. */
    Del
}
