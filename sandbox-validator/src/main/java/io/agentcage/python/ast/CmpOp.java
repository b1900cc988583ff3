package io.agentcage.python.ast;

/** A comparison operator of {@link Compare}: CPython's {@code cmpop}. Constant names follow CPython. */
public enum CmpOp {
    /** {@code ==}. */
    Eq("=="),
    /** {@code !=}. */
    NotEq("!="),
    /** {@code <}. */
    Lt("<"),
    /** {@code <=}. */
    LtE("<="),
    /** {@code >}. */
    Gt(">"),
    /** {@code >=}. */
    GtE(">="),
    /** {@code is}. */
    Is("is"),
    /** {@code is not}. */
    IsNot("is not"),
    /** {@code in}. */
    In("in"),
    /** {@code not in}. */
    NotIn("not in");

    private final String symbol;

    CmpOp(String symbol) {
        this.symbol = symbol;
    }

    /** @return the Python spelling, e.g. {@code "not in"} */
    public String symbol() {
        return symbol;
    }
}
