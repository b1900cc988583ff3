package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
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
import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.zip.CRC32;

/**
 * Encodes a freshly compiled module's code tree in the {@link CodeFormat} (at build time, for the standard modules
 * written in Python). Refuses, with an {@link IllegalArgumentException} naming it, anything the format cannot hold
 * (a constant kind the compiler did not make before), so that a new kind fails the build instead of being lost.
 */
final class CodeWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
    private final Map<String, Integer> strings = new HashMap<>();
    private final String filename;

    private CodeWriter(String filename) {
        this.filename = filename;
    }

    /** The file for module code {@code code}, compiled (mode {@code exec}) from {@code source}. */
    static byte[] module(Code code, String source) {
        if (!"exec".equals(code.mode()) || code.root() != code) {
            throw new IllegalArgumentException("not module code compiled in exec mode: " + code.qualname);
        }
        CodeWriter w = new CodeWriter(code.filename);
        w.uint(source.length());
        long h = CodeFormat.sourceHash(source);
        for (int i = 56; i >= 0; i -= 8) {
            w.out.write((int) (h >>> i));
        }
        w.str(code.filename);
        w.code(code);
        byte[] body = w.out.toByteArray();
        CRC32 crc = new CRC32();
        crc.update(body);
        ByteArrayOutputStream file = new ByteArrayOutputStream(body.length + CodeFormat.HEADER);
        file.writeBytes(CodeFormat.MAGIC);
        file.write(CodeFormat.VERSION);
        long c = crc.getValue();
        for (int i = 24; i >= 0; i -= 8) {
            file.write((int) (c >>> i));
        }
        file.writeBytes(body);
        return file.toByteArray();
    }

    private void code(Code c) {
        if (!c.filename.equals(filename)) {
            throw new IllegalArgumentException("nested code of another file: " + c.filename);
        }
        str(c.name);
        str(c.qualname);
        int n = c.code.length;
        if (c.lines.length != n) {
            throw new IllegalArgumentException("line table of " + c.qualname + " does not match its code");
        }
        uint(n);
        for (int ins : c.code) {
            uint(ins);
        }
        int prev = 0;
        for (int line : c.lines) {
            sint(line - prev);
            prev = line;
        }
        uint(c.consts.length);
        for (PyObject k : c.consts) {
            constant(k, 0);
        }
        uint(c.names.length);
        for (PyStr s : c.names) {
            str(s.value());
        }
        uint(c.argcount);
        uint(c.posonly);
        uint(c.kwonly);
        uint((c.varargs ? 1 : 0) | (c.varkw ? 2 : 0));
        strs(c.varnames);
        strs(c.cellvars);
        strs(c.freevars);
        uint(c.cellArgs.length);
        for (int a : c.cellArgs) {
            sint(a);
        }
        uint(c.stacksize);
        uint(c.blockdepth);
        uint(c.flags);
        uint(c.firstLine);
        positions(c);
    }

    private void positions(Code c) {
        if (c.sourceLines == null) {
            uint(CodeFormat.POSITIONS_NONE);
            return;
        }
        Supplier<int[][]> maker = c.positions.pendingMaker();
        if (!(maker instanceof PositionTable.Recorded r) || r.nodeOf.length != c.code.length) {
            throw new IllegalArgumentException("positions of " + c.qualname + " are not the compiler's own");
        }
        uint(CodeFormat.POSITIONS_RECORDED);
        uint(r.raw.length / PositionTable.rawWidth());
        for (int v : r.raw) {
            sint(v);
        }
        int last = 0;
        for (int node : r.nodeOf) {
            if (node < 0) {
                uint(0);
            } else {
                uint(node - last + 1);
                last = node;
            }
        }
    }

    private void constant(PyObject k, int depth) {
        if (depth > CodeFormat.MAX_DEPTH) {
            throw new IllegalArgumentException("constants nested too deep");
        }
        if (k == PyNone.NONE) {
            uint(CodeFormat.NONE);
        } else if (k == PyNone.ELLIPSIS) {
            uint(CodeFormat.ELLIPSIS);
        } else if (k == PyBool.TRUE) {
            uint(CodeFormat.TRUE);
        } else if (k == PyBool.FALSE) {
            uint(CodeFormat.FALSE);
        } else if (k.getClass() == PyInt.class && ((PyInt) k).isSmall()) {
            uint(CodeFormat.INT);
            slong(((PyInt) k).value);
        } else if (k.getClass() == PyInt.class) {
            uint(CodeFormat.BIG_INT);
            bytes(((PyInt) k).big.toByteArray());
        } else if (k.getClass() == PyFloat.class) {
            uint(CodeFormat.FLOAT);
            fixed64(Double.doubleToRawLongBits(((PyFloat) k).value));
        } else if (k.getClass() == PyComplex.class) {
            uint(CodeFormat.COMPLEX);
            fixed64(Double.doubleToRawLongBits(((PyComplex) k).real));
            fixed64(Double.doubleToRawLongBits(((PyComplex) k).imag));
        } else if (k.getClass() == PyStr.class) {
            uint(CodeFormat.STR);
            str(((PyStr) k).value());
        } else if (k.getClass() == PyBytes.class && !((PyBytes) k).mutable) {
            uint(CodeFormat.BYTES);
            bytes(((PyBytes) k).bytes());
        } else if (k.getClass() == PyTuple.class) {
            PyObject[] items = ((PyTuple) k).items;
            uint(CodeFormat.TUPLE);
            uint(items.length);
            for (PyObject x : items) {
                constant(x, depth + 1);
            }
        } else if (k instanceof CodeConst cc) {
            uint(CodeFormat.CODE);
            code(cc.code);
        } else if (k instanceof DocString d) {
            uint(CodeFormat.DOC);
            constant(d.doc, depth + 1);
        } else if (k.getClass() == PySlice.class) {
            PySlice s = (PySlice) k;
            uint(CodeFormat.SLICE);
            constant(s.start, depth + 1);
            constant(s.stop, depth + 1);
            constant(s.step, depth + 1);
        } else if (k == PyType.LIST) {
            uint(CodeFormat.TYPE_LIST);
        } else {
            throw new IllegalArgumentException("cannot store a constant of " + k.getClass().getName());
        }
    }

    private void strs(String[] a) {
        uint(a.length);
        for (String s : a) {
            str(s);
        }
    }

    private void str(String s) {
        Integer k = strings.get(s);
        if (k != null) {
            uint(k);
            return;
        }
        strings.put(s, strings.size() + 1);
        uint(0);
        uint(s.length());
        for (int i = 0; i < s.length(); i++) {
            uint(s.charAt(i));
        }
    }

    private void bytes(byte[] b) {
        uint(b.length);
        out.writeBytes(b);
    }

    private void fixed64(long v) {
        for (int i = 56; i >= 0; i -= 8) {
            out.write((int) (v >>> i));
        }
    }

    private void uint(int v) {
        ulong(v & 0xFFFFFFFFL);
    }

    private void sint(int v) {
        ulong(((v << 1) ^ (v >> 31)) & 0xFFFFFFFFL);
    }

    private void slong(long v) {
        ulong((v << 1) ^ (v >> 63));
    }

    private void ulong(long v) {
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
    }
}
