package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.StructFormat.Item;
import io.agentcage.interpreter.internal.algorithms.StructFormat;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Names;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The native half of {@code struct}: packing and unpacking by a parsed {@link StructFormat}, with CPython's range
 * checks and messages. Bound as the global {@code _struct} of {@code struct.py}, which adds the {@code Struct}
 * class and {@code iter_unpack}. Work is charged per field; packed output is charged to the memory budget.
 */
final class StructHelper implements NativeModule {
    static final PyType ERROR = PyType.newBuiltin("error", "struct", Exc.Exception);
    private static final Map<String, PyType> TYPES = Map.of(StructFormat.ERROR, ERROR);
    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    @Override
    public String name() {
        return "_struct";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.type(ERROR);
        m.function("calcsize", (in, a, kw) -> {
            Args.check("calcsize", a, kw, 1, 1);
            return PyInt.of(format(a[0]).size());
        });
        m.function("pack", (in, a, kw) -> {
            Args.check("pack", a, kw, 2, 2);
            StructFormat f = format(a[0]);
            PyObject[] values = ((PyTuple) a[1]).items;
            checkCount(f, values, "pack");
            in.reserveMemory(f.size());
            byte[] out = new byte[f.size()];
            pack(in, f, out, 0, values);
            return new PyBytes(out, false);
        });
        m.function("pack_into", (in, a, kw) -> {
            Args.check("pack_into", a, kw, 4, 4);
            StructFormat f = format(a[0]);
            if (!(a[1] instanceof PyBytes buffer) || !buffer.mutable) {
                throw Exc.typeError("argument must be read-write bytes-like object, not " + Ops.typeName(a[1]));
            }
            PyObject[] values = ((PyTuple) a[3]).items;
            checkCount(f, values, "pack_into");
            long offset = Args.asLong(a[2]);
            int len = buffer.length();
            if (offset < 0) {
                if (offset + f.size() > 0) {
                    throw error("no space to pack " + f.size() + " bytes at offset " + offset);
                }
                if (offset + len < 0) {
                    throw error("offset " + offset + " out of range for " + len + "-byte buffer");
                }
                offset += len;
            }
            if (len - offset < f.size()) {
                throw error("pack_into requires a buffer of at least " + (f.size() + offset) + " bytes for packing "
                        + f.size() + " bytes at offset " + offset + " (actual buffer size is " + len + ")");
            }
            byte[] out = new byte[f.size()];
            pack(in, f, out, 0, values);
            System.arraycopy(out, 0, buffer.data, (int) offset, out.length);
            return PyNone.NONE;
        });
        m.function("unpack_from", (in, a, kw) -> {
            Args.check("unpack_from", a, kw, 4, 4);
            StructFormat f = format(a[0]);
            byte[] data = buffer(a[1]);
            long offset = Args.asLong(a[2]);
            boolean whole = Ops.truth(a[3]);
            if (whole) {
                if (data.length != f.size()) {
                    throw error("unpack requires a buffer of " + f.size() + " bytes");
                }
            } else {
                if (offset < 0) {
                    if (offset + data.length < 0) {
                        throw error("offset " + offset + " out of range for " + data.length + "-byte buffer");
                    }
                    offset += data.length;
                }
                if (data.length - offset < f.size()) {
                    throw error("unpack_from requires a buffer of at least " + (f.size() + offset)
                            + " bytes for unpacking " + f.size() + " bytes at offset " + offset
                            + " (actual buffer size is " + data.length + ")");
                }
            }
            return unpack(in, f, data, (int) offset);
        });
    }

    private static StructFormat format(PyObject o) {
        String s;
        if (o instanceof PyStr str) {
            s = str.value();
        } else if (o instanceof PyBytes b && !b.mutable) {
            s = new String(b.bytes(), StandardCharsets.ISO_8859_1);
        } else {
            throw Exc.typeError("Struct() argument 1 must be a str or bytes object, not " + Ops.typeName(o));
        }
        try {
            return StructFormat.of(s);
        } catch (ModuleError e) {
            throw Natives.convert(e, TYPES);
        }
    }

    private static byte[] buffer(PyObject o) {
        return BinasciiModule.buffer(o);
    }

    private static void checkCount(StructFormat f, PyObject[] values, String fn) {
        if (values.length != f.values()) {
            throw error(fn + " expected " + f.values() + " items for packing (got " + values.length + ")");
        }
    }

    private static RuntimeException error(String message) {
        return Exc.make(ERROR, message);
    }

    private static void pack(Interp in, StructFormat f, byte[] out, int base, PyObject[] values) {
        int v = 0;
        for (Item item : f.items()) {
            in.charge(1 + item.count() / 16);
            int at = base + item.offset();
            switch (item.code()) {
                case 'x' -> {
                }
                case 's', 'p' -> packBytes(item, values[v++], out, at);
                default -> {
                    for (int k = 0; k < item.count(); k++, at += item.size()) {
                        packOne(f, item.code(), item.size(), values[v++], out, at);
                    }
                }
            }
        }
    }

    private static void packBytes(Item item, PyObject value, byte[] out, int at) {
        if (!(value instanceof PyBytes b)) {
            throw error("argument for '" + item.code() + "' must be a bytes object");
        }
        byte[] data = b.bytes();
        // (CPython also refuses memoryview here: only bytes and bytearray are accepted for 's' and 'p')
        int n = item.size();
        if (item.code() == 's') {
            System.arraycopy(data, 0, out, at, Math.min(n, data.length));
        } else if (n > 0) {
            int len = Math.min(data.length, n - 1);
            out[at] = (byte) Math.min(len, 255);
            System.arraycopy(data, 0, out, at + 1, len);
        }
    }

    private static void packOne(StructFormat f, char code, int size, PyObject value, byte[] out, int at) {
        long bits;
        switch (code) {
            case '?' -> bits = Ops.truth(value) ? 1 : 0;
            case 'c' -> {
                if (!(value instanceof PyBytes b) || b.length() != 1) {
                    throw error("char format requires a bytes object of length 1");
                }
                bits = b.data[0];
            }
            case 'e' -> bits = Half.pack(real(value));
            case 'f' -> {
                double d = real(value);
                float x = (float) d;
                if (Float.isInfinite(x) && !Double.isInfinite(d) && !f.nativeMode()) {
                    throw Exc.overflowError("float too large to pack with f format");
                }
                bits = Float.floatToRawIntBits(x) & 0xffffffffL;
            }
            case 'd' -> bits = Double.doubleToRawLongBits(real(value));
            default -> bits = integer(f, code, size, value);
        }
        for (int i = 0; i < size; i++) {
            int shift = 8 * (f.littleEndian() ? i : size - 1 - i);
            out[at + i] = (byte) (bits >>> shift);
        }
    }

    private static double real(PyObject value) {
        if (value instanceof PyFloat || value instanceof PyInt
                || value.type().hasGuestClass() && (value.type().lookupGuest(Names.FLOAT) != null
                        || value.type().lookupGuest(Names.INDEX) != null)) {
            return Args.asDouble(value);
        }
        throw error("required argument is not a float");
    }

    /** The integer to pack, range-checked as CPython's struct module checks it. */
    private static long integer(StructFormat f, char code, int size, PyObject value) {
        if (!(value instanceof PyInt) && !(value.type().hasGuestClass()
                && value.type().lookupGuest(Names.INDEX) != null)) {
            throw error("required argument is not an integer");
        }
        PyInt i = Ops.index(value, "required argument is not an integer");
        BigInteger big = i.toBig();
        boolean unsigned = Character.isUpperCase(code) && code != 'P';
        // CPython converts B and H through a signed C long, and in big-endian mode H through an unsigned one
        boolean viaUnsigned = unsigned && code != 'B' && (code != 'H' || !f.littleEndian());
        String outOfRange = !f.littleEndian() && (code == 'q' || code == 'Q') ? "int too large to convert"
                : "argument out of range";
        if (code == 'P') {
            // a pointer: any value a C unsigned or signed 64-bit integer holds
            if (big.bitLength() > 64 || big.signum() < 0 && big.bitLength() > 63) {
                throw error("int too large to convert");
            }
            return big.longValue();
        }
        if (viaUnsigned) {
            if (big.signum() < 0 || big.compareTo(TWO_64) >= 0) {
                throw error(outOfRange);
            }
        } else if (big.bitLength() > 63) {
            throw error(outOfRange);
        }
        if (size == 8) {
            return big.longValue();
        }
        long v = big.longValue();
        long min = unsigned ? 0 : -(1L << (8 * size - 1));
        long max = unsigned ? (1L << (8 * size)) - 1 : (1L << (8 * size - 1)) - 1;
        if (v < min || v > max || viaUnsigned && big.bitLength() > 63) {
            String name = switch (code) {
                case 'b' -> "byte format";
                case 'B' -> "ubyte format";
                case 'h' -> f.littleEndian() ? "short format" : "'h' format";
                case 'H' -> f.littleEndian() ? "ushort format" : "'H' format";
                default -> "'" + code + "' format";
            };
            throw error(name + " requires " + min + " <= number <= " + max);
        }
        return v;
    }

    private static PyTuple unpack(Interp in, StructFormat f, byte[] data, int base) {
        in.reserveMemory(f.values() * 24L);
        PyObject[] out = new PyObject[f.values()];
        int v = 0;
        for (Item item : f.items()) {
            in.charge(1 + item.count() / 16);
            int at = base + item.offset();
            switch (item.code()) {
                case 'x' -> {
                }
                case 's' -> out[v++] = new PyBytes(java.util.Arrays.copyOfRange(data, at, at + item.size()), false);
                case 'p' -> {
                    int n = item.size() == 0 ? 0 : Math.min(data[at] & 0xff, item.size() - 1);
                    out[v++] = new PyBytes(java.util.Arrays.copyOfRange(data, at + 1, at + 1 + n), false);
                }
                default -> {
                    for (int k = 0; k < item.count(); k++, at += item.size()) {
                        out[v++] = unpackOne(f, item.code(), item.size(), data, at);
                    }
                }
            }
        }
        return new PyTuple(out);
    }

    private static PyObject unpackOne(StructFormat f, char code, int size, byte[] data, int at) {
        long bits = 0;
        for (int i = 0; i < size; i++) {
            int shift = 8 * (f.littleEndian() ? i : size - 1 - i);
            bits |= (data[at + i] & 0xffL) << shift;
        }
        switch (code) {
            case '?':
                return PyBool.of(bits != 0);
            case 'c':
                return new PyBytes(new byte[] {(byte) bits}, false);
            case 'e':
                return new PyFloat(Half.unpack((int) bits));
            case 'f':
                return new PyFloat(Float.intBitsToFloat((int) bits));
            case 'd':
                return new PyFloat(Double.longBitsToDouble(bits));
            default:
                break;
        }
        boolean unsigned = Character.isUpperCase(code);
        if (size == 8) {
            if (unsigned && bits < 0) {
                return PyInt.of(new BigInteger(Long.toUnsignedString(bits)));
            }
            return PyInt.of(bits);
        }
        if (!unsigned) {
            int shift = 64 - 8 * size;
            bits = bits << shift >> shift;
        }
        return PyInt.of(bits);
    }

    /** IEEE 754 binary16 conversions with round-half-even, as CPython's {@code PyFloat_Pack2}/{@code Unpack2}. */
    static final class Half {
        private Half() {
        }

        static int pack(double x) {
            int sign = (Double.doubleToRawLongBits(x) >>> 63) != 0 ? 0x8000 : 0;
            if (Double.isNaN(x)) {
                return sign | 0x7e00;
            }
            double a = Math.abs(x);
            if (Double.isInfinite(a)) {
                return sign | 0x7c00;
            }
            if (a == 0) {
                return sign;
            }
            int e = Math.max(Math.getExponent(a), -14);
            // the value in units of the last place of a half with exponent e; scaling by a power of two is exact
            double units = Math.rint(Math.scalb(a, 10 - e));
            if (units >= 2048) {
                units /= 2;
                e++;
            }
            if (e > 15) {
                throw Exc.overflowError("float too large to pack with e format");
            }
            int mant = (int) units;
            if (mant < 1024) {
                return sign | mant;
            }
            return sign | (e + 15) << 10 | (mant - 1024);
        }

        static double unpack(int h) {
            int sign = (h & 0x8000) != 0 ? -1 : 1;
            int exp = (h >>> 10) & 0x1f;
            int mant = h & 0x3ff;
            if (exp == 0x1f) {
                return mant == 0 ? sign * Double.POSITIVE_INFINITY : Double.NaN;
            }
            if (exp == 0) {
                return sign * Math.scalb((double) mant, -24);
            }
            return sign * Math.scalb((double) (mant | 1024), exp - 25);
        }
    }
}
