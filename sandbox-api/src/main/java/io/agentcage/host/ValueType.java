package io.agentcage.host;

/** The data types that cross the host-function boundary, named as Python names them. */
public enum ValueType {
    /** Any of the types below. */
    ANY,
    /** {@code None}. */
    NONE,
    /** {@code bool}. */
    BOOL,
    /** {@code int}, as {@link Long} or {@link java.math.BigInteger}. */
    INT,
    /** {@code float}, as {@link Double}; an {@code int} argument is accepted and converted. */
    FLOAT,
    /** {@code str}. */
    STR,
    /** {@code bytes}, as {@code byte[]}. */
    BYTES,
    /** {@code list} or {@code tuple}, as {@link java.util.List}. */
    LIST,
    /** {@code dict} with string keys, as {@link java.util.Map}. */
    DICT
}
