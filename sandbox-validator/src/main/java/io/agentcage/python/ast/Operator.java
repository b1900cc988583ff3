package io.agentcage.python.ast;

/** A binary operator of {@link BinOp} and {@link AugAssign}: CPython's {@code operator}. Names follow CPython. */
public enum Operator {
    /** {@code +}. */
    Add("+"),
    /** {@code -}. */
    Sub("-"),
    /** {@code *}. */
    Mult("*"),
    /** {@code @}. */
    MatMult("@"),
    /** {@code /}. */
    Div("/"),
    /** {@code %}. */
    Mod("%"),
    /** {@code **}. */
    Pow("**"),
    /** {@code <<}. */
    LShift("<<"),
    /** {@code >>}. */
    RShift(">>"),
    /** {@code |}. */
    BitOr("|"),
    /** {@code ^}. */
    BitXor("^"),
    /** {@code &}. */
    BitAnd("&"),
    /** {@code //}. */
    FloorDiv("//");

    private final String symbol;

    Operator(String symbol) {
        this.symbol = symbol;
    }

    /** @return the Python spelling, e.g. {@code "//"} */
    public String symbol() {
        return symbol;
    }
}
