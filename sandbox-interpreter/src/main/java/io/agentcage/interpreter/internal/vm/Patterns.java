package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyRange;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.interpreter.internal.object.PyType;

/** Instructions of {@code match} statements. */
final class Patterns {
    private Patterns() {
    }

    private static final PyStr MATCH_ARGS = PyStr.intern("__match_args__");

    static int execute(Interp in, Frame f, int ins) {
        PyObject[] st = f.stack;
        int arg = ins >>> 8;
        switch (ins & 0xFF) {
            case Op.MATCH_SEQUENCE: {
                PyObject s = st[f.sp - 1];
                boolean seq = (s instanceof PyList || s instanceof PyTuple || s instanceof PyRange)
                        || (s.type().hasGuestClass() && s.type().lookup(PyStr.intern("__getitem__")) != null
                        && s.type().lookup(PyStr.intern("__len__")) != null && !(s instanceof PyDict));
                st[f.sp - 1] = PyBool.of(seq && !(s instanceof PyStr) && !(s instanceof PyBytes));
                return ColdInstructions.NORMAL;
            }
            case Op.MATCH_MAPPING: {
                PyObject s = st[f.sp - 1];
                st[f.sp - 1] = PyBool.of(s instanceof PyDict);
                return ColdInstructions.NORMAL;
            }
            case Op.GET_LEN:
                st[f.sp - 1] = PyInt.of(Ops.len(st[f.sp - 1]));
                return ColdInstructions.NORMAL;
            case Op.MATCH_CLASS: {
                PyObject cls = st[--f.sp];
                PyObject s = st[f.sp - 1];
                if (!(cls instanceof PyType t)) {
                    throw Exc.typeError("called match pattern must be a class");
                }
                st[f.sp - 1] = PyBool.of(s.type().isSubtypeOf(t));
                return ColdInstructions.NORMAL;
            }
            case Op.MATCH_CLASS_ATTR: {
                PyObject key = st[--f.sp];
                PyType cls = (PyType) st[--f.sp];
                PyObject s = st[f.sp - 1];
                int slot = arg & 0xFFFF;
                int npos = arg >>> 16;
                PyObject v = classAttr(s, cls, key, npos);
                if (v == null) {
                    st[f.sp - 1] = PyBool.FALSE;
                } else {
                    f.fast[slot] = v;
                    st[f.sp - 1] = PyBool.TRUE;
                }
                return ColdInstructions.NORMAL;
            }
            case Op.COPY_DICT_WITHOUT_KEYS: {
                PyTuple keys = (PyTuple) st[--f.sp];
                PyDict src = (PyDict) st[f.sp - 1];
                PyDict d = new PyDict();
                d.map.putAll(src.map);
                for (PyObject k : keys.items) {
                    d.map.remove(k);
                }
                st[f.sp - 1] = d;
                return ColdInstructions.NORMAL;
            }
            default:
                throw Exc.make(Exc.SystemError, "unknown opcode " + (ins & 0xFF));
        }
    }

    private static boolean selfMatching(PyType t) {
        for (PyType b : new PyType[] {PyType.BOOL, PyType.BYTEARRAY, PyType.BYTES, PyType.DICT, PyType.FLOAT,
                PyType.FROZENSET, PyType.INT, PyType.LIST, PyType.SET, PyType.STR, PyType.TUPLE}) {
            if (t == b) {
                return true;
            }
        }
        return false;
    }

    private static PyObject classAttr(PyObject s, PyType cls, PyObject key, int npos) {
        String name;
        if (key instanceof PyInt pi) {
            int i = (int) pi.value;
            if (selfMatching(cls)) {
                if (npos > 1) {
                    throw Exc.typeError(cls.name() + "() accepts 1 positional sub-pattern (" + npos + " given)");
                }
                return s;
            }
            PyObject ma = cls.lookup(MATCH_ARGS);
            if (!(ma instanceof PyTuple t)) {
                throw Exc.typeError(cls.name() + "() accepts 0 positional sub-patterns (" + npos + " given)");
            }
            if (npos > t.items.length) {
                throw Exc.typeError(cls.name() + "() accepts " + t.items.length + " positional sub-pattern"
                        + (t.items.length == 1 ? "" : "s") + " (" + npos + " given)");
            }
            name = ((PyStr) t.items[i]).value();
        } else {
            name = ((PyStr) key).value();
        }
        try {
            return Ops.getattr(s, PyStr.intern(name));
        } catch (io.agentcage.interpreter.internal.object.PyException e) {
            if (Exc.matches(e, Exc.AttributeError)) {
                return null;
            }
            throw e;
        }
    }
}
