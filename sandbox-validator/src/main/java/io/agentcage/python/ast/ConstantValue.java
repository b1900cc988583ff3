package io.agentcage.python.ast;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * The Python value of a {@link Constant} or {@link MatchSingleton}, represented faithfully.
 *
 * <p>Integers have arbitrary size ({@link BigInteger}; {@link IntValue#fitsLong()} tells when a {@code long}
 * suffices); imaginary literals are {@link ComplexValue}s with a zero real part; strings are Java strings holding
 * the Python code points (lone surrogates from escapes such as {@code '\ud800'} are kept as lone UTF-16 units);
 * bytes are copied in and out.
 */
public sealed interface ConstantValue {

    /** The value {@code None}. */
    ConstantValue NONE = new NoneValue();
    /** The value {@code Ellipsis} ({@code ...}). */
    ConstantValue ELLIPSIS = new EllipsisValue();
    /** The value {@code True}. */
    ConstantValue TRUE = new BoolValue(true);
    /** The value {@code False}. */
    ConstantValue FALSE = new BoolValue(false);

    /**
     * An {@code int} of any size.
     *
     * @param value the integer
     */
    record IntValue(BigInteger value) implements ConstantValue {
        /** Rejects null. */
        public IntValue {
            Objects.requireNonNull(value, "value == null");
        }

        /**
         * Returns the int value of {@code v}.
         *
         * @param v the value
         * @return the constant
         */
        public static IntValue of(long v) {
            return new IntValue(BigInteger.valueOf(v));
        }

        /** @return true when the value fits a Java {@code long} */
        public boolean fitsLong() {
            return value.bitLength() < 64;
        }
    }

    /**
     * A {@code float}.
     *
     * @param value the double value
     */
    record FloatValue(double value) implements ConstantValue {
    }

    /**
     * A {@code complex} from an imaginary literal such as {@code 2j}: the real part is always 0.0.
     *
     * @param imag the imaginary part
     */
    record ComplexValue(double imag) implements ConstantValue {
    }

    /**
     * A {@code str}.
     *
     * @param value the string
     */
    record StrValue(String value) implements ConstantValue {
        /** Rejects null. */
        public StrValue {
            Objects.requireNonNull(value, "value == null");
        }
    }

    /** A {@code bytes} value; the array is copied on the way in and out. */
    final class BytesValue implements ConstantValue {
        private final byte[] bytes;

        /**
         * Creates a bytes value.
         *
         * @param bytes the bytes, copied
         */
        public BytesValue(byte[] bytes) {
            this.bytes = bytes.clone();
        }

        /** @return a copy of the bytes */
        public byte[] value() {
            return bytes.clone();
        }

        /** @return the number of bytes */
        public int length() {
            return bytes.length;
        }

        /**
         * Returns one byte.
         *
         * @param index the index
         * @return the byte, 0..255
         */
        public int byteAt(int index) {
            return bytes[index] & 0xff;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BytesValue && Arrays.equals(bytes, ((BytesValue) o).bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "BytesValue" + Arrays.toString(bytes);
        }
    }

    /**
     * {@code True} or {@code False}; use {@link #TRUE} and {@link #FALSE}.
     *
     * @param value the boolean
     */
    record BoolValue(boolean value) implements ConstantValue {
    }

    /** {@code None}; use {@link #NONE}. */
    record NoneValue() implements ConstantValue {
    }

    /** {@code Ellipsis}; use {@link #ELLIPSIS}. */
    record EllipsisValue() implements ConstantValue {
    }
}
