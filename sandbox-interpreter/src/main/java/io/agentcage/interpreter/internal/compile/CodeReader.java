package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Positions;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySlice;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Decodes a module's code tree from the {@link CodeFormat}, defensively: every count is checked against the bytes
 * left, every table index against its table, and anything unexpected (a short or over-long file, a bad CRC, an
 * unknown tag, an index out of range) is a {@link Malformed} naming what was wrong, never a partial code object.
 */
final class CodeReader {
    /** The file does not hold a well-formed code tree. */
    static final class Malformed extends Exception {
        Malformed(String message) {
            super(message);
        }
    }

    private final byte[] b;
    private int at;
    private final List<String> strings = new ArrayList<>();
    private String filename;
    private String[] sourceLines;

    private CodeReader(byte[] b, int at) {
        this.b = b;
        this.at = at;
    }

    /**
     * The module code of {@code file} when it was made from {@code source}; null when it was made from another
     * source (an edited or different module of that name).
     */
    static Code module(byte[] file, String source) throws Malformed {
        if (file.length < CodeFormat.HEADER
                || !Arrays.equals(file, 0, CodeFormat.MAGIC.length, CodeFormat.MAGIC, 0, CodeFormat.MAGIC.length)) {
            throw new Malformed("not a compiled module file");
        }
        if (file[CodeFormat.MAGIC.length] != CodeFormat.VERSION) {
            throw new Malformed("format version " + file[CodeFormat.MAGIC.length] + ", want " + CodeFormat.VERSION);
        }
        CodeReader r = new CodeReader(file, CodeFormat.HEADER);
        if (r.uint() != source.length() || r.fixed64() != CodeFormat.sourceHash(source)) {
            return null;
        }
        long crc = 0;
        for (int i = CodeFormat.MAGIC.length + 1; i < CodeFormat.HEADER; i++) {
            crc = crc << 8 | (file[i] & 0xFF);
        }
        CRC32 actual = new CRC32();
        actual.update(file, CodeFormat.HEADER, file.length - CodeFormat.HEADER);
        if (actual.getValue() != crc) {
            throw new Malformed("CRC mismatch");
        }
        r.filename = r.str();
        r.sourceLines = source.split("\n", -1);
        Code root = r.code(0);
        if (r.at != file.length) {
            throw new Malformed((file.length - r.at) + " bytes after the code");
        }
        Compiler.place(root, root, new int[0], "exec");
        return root;
    }

    private Code code(int depth) throws Malformed {
        if (depth > CodeFormat.MAX_DEPTH) {
            throw new Malformed("code nested too deep");
        }
        String name = str();
        String qualname = str();
        int n = count();
        int[] code = new int[n];
        for (int i = 0; i < n; i++) {
            code[i] = uint();
        }
        int[] lines = new int[n];
        int line = 0;
        for (int i = 0; i < n; i++) {
            line += sint();
            lines[i] = line;
        }
        PyObject[] consts = new PyObject[count()];
        for (int i = 0; i < consts.length; i++) {
            consts[i] = constant(depth);
        }
        PyStr[] names = new PyStr[count()];
        for (int i = 0; i < names.length; i++) {
            names[i] = PyStr.intern(str());
        }
        int argcount = uint();
        int posonly = uint();
        int kwonly = uint();
        int varFlags = uint();
        String[] varnames = strs();
        String[] cellvars = strs();
        String[] freevars = strs();
        int[] cellArgs = new int[count()];
        if (cellArgs.length != cellvars.length) {
            throw new Malformed("cell arguments of " + qualname + " do not match its cells");
        }
        for (int i = 0; i < cellArgs.length; i++) {
            cellArgs[i] = sint();
            if (cellArgs[i] < -1 || cellArgs[i] >= varnames.length) {
                throw new Malformed("cell argument out of range in " + qualname);
            }
        }
        if (argcount < 0 || posonly < 0 || kwonly < 0 || posonly > argcount || varFlags >>> 2 != 0
                || (long) argcount + kwonly + (varFlags & 1) + (varFlags >> 1) > varnames.length) {
            throw new Malformed("parameters of " + qualname + " do not match its locals");
        }
        int stacksize = uint();
        int blockdepth = uint();
        int flags = uint();
        int firstLine = uint();
        if (stacksize < 0 || blockdepth < 0) {
            throw new Malformed("negative frame size in " + qualname);
        }
        Positions positions = positions(n);
        return new Code(name, qualname, filename, code, lines, consts, names, argcount, posonly, kwonly,
                (varFlags & 1) != 0, (varFlags & 2) != 0, varnames, cellvars, freevars, cellArgs, stacksize,
                blockdepth, flags, sourceLines, positions, firstLine);
    }

    private Positions positions(int n) throws Malformed {
        int kind = uint();
        if (kind == CodeFormat.POSITIONS_NONE) {
            return Positions.NONE;
        }
        if (kind != CodeFormat.POSITIONS_RECORDED) {
            throw new Malformed("positions of kind " + kind);
        }
        int nodes = count();
        int width = PositionTable.rawWidth();
        if ((long) nodes * width > b.length - at) {
            throw new Malformed("position table longer than the file");
        }
        int[] raw = new int[nodes * width];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = sint();
        }
        int[] nodeOf = new int[n];
        int last = 0;
        for (int i = 0; i < n; i++) {
            int d = uint();
            if (d == 0) {
                nodeOf[i] = -1;
                continue;
            }
            long node = (long) last + d - 1;
            if (d < 0 || node >= nodes) {
                throw new Malformed("instruction position out of range");
            }
            last = (int) node;
            nodeOf[i] = last;
        }
        return new Positions(new PositionTable.Recorded(nodeOf, raw, sourceLines));
    }

    private PyObject constant(int depth) throws Malformed {
        if (depth > CodeFormat.MAX_DEPTH) {
            throw new Malformed("constants nested too deep");
        }
        int tag = uint();
        switch (tag) {
            case CodeFormat.NONE:
                return PyNone.NONE;
            case CodeFormat.ELLIPSIS:
                return PyNone.ELLIPSIS;
            case CodeFormat.TRUE:
                return PyBool.TRUE;
            case CodeFormat.FALSE:
                return PyBool.FALSE;
            case CodeFormat.INT:
                return PyInt.of(slong());
            case CodeFormat.BIG_INT: {
                byte[] mag = bytes();
                if (mag.length == 0) {
                    throw new Malformed("empty big int");
                }
                return PyInt.of(new BigInteger(mag));
            }
            case CodeFormat.FLOAT:
                return new PyFloat(Double.longBitsToDouble(fixed64()));
            case CodeFormat.COMPLEX:
                return new PyComplex(Double.longBitsToDouble(fixed64()), Double.longBitsToDouble(fixed64()));
            case CodeFormat.STR:
                return new PyStr(str());
            case CodeFormat.BYTES:
                return new PyBytes(bytes(), false);
            case CodeFormat.TUPLE: {
                PyObject[] items = new PyObject[count()];
                for (int i = 0; i < items.length; i++) {
                    items[i] = constant(depth + 1);
                }
                return PyTuple.of(items);
            }
            case CodeFormat.CODE:
                return new CodeConst(code(depth + 1));
            case CodeFormat.DOC:
                return new DocString(constant(depth + 1));
            case CodeFormat.SLICE:
                return new PySlice(constant(depth + 1), constant(depth + 1), constant(depth + 1));
            case CodeFormat.TYPE_LIST:
                return PyType.LIST;
            default:
                throw new Malformed("constant of unknown kind " + tag);
        }
    }

    private String[] strs() throws Malformed {
        String[] a = new String[count()];
        for (int i = 0; i < a.length; i++) {
            a[i] = str();
        }
        return a;
    }

    private String str() throws Malformed {
        int k = uint();
        if (k != 0) {
            if (k < 0 || k > strings.size()) {
                throw new Malformed("string reference " + k + " out of range");
            }
            return strings.get(k - 1);
        }
        char[] cs = new char[count()];
        for (int i = 0; i < cs.length; i++) {
            int c = uint();
            if (c < 0 || c > Character.MAX_VALUE) {
                throw new Malformed("char out of range");
            }
            cs[i] = (char) c;
        }
        String s = new String(cs);
        strings.add(s);
        return s;
    }

    private byte[] bytes() throws Malformed {
        int n = count();
        byte[] out = Arrays.copyOfRange(b, at, at + n);
        at += n;
        return out;
    }

    /** A count of items, each at least one byte long: never more than the bytes left. */
    private int count() throws Malformed {
        int n = uint();
        if (n < 0 || n > b.length - at) {
            throw new Malformed("count " + (n & 0xFFFFFFFFL) + " beyond the end of the file");
        }
        return n;
    }

    private long fixed64() throws Malformed {
        if (b.length - at < 8) {
            throw new Malformed("truncated");
        }
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = v << 8 | (b[at++] & 0xFF);
        }
        return v;
    }

    private int uint() throws Malformed {
        long v = ulong();
        if ((v >>> 32) != 0) {
            throw new Malformed("number out of range");
        }
        return (int) v;
    }

    private int sint() throws Malformed {
        int v = uint();
        return (v >>> 1) ^ -(v & 1);
    }

    private long slong() throws Malformed {
        long v = ulong();
        return (v >>> 1) ^ -(v & 1);
    }

    private long ulong() throws Malformed {
        long v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (at >= b.length) {
                throw new Malformed("truncated");
            }
            int x = b[at++];
            v |= (long) (x & 0x7F) << shift;
            if ((x & 0x80) == 0) {
                return v;
            }
        }
        throw new Malformed("varint too long");
    }
}
