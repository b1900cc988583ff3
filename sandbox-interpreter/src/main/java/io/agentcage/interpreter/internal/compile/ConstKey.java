package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyComplex;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.ArrayList;
import java.util.List;

/**
 * Deduplication key of a constant: type-exact (so 1, 1.0, True and -0.0 stay distinct). Its {@code equals} and
 * {@code hashCode} are written out: a record's generated ones are bound through {@code invokedynamic} on first
 * call, which spun method-handle classes at run time in every CLI process (ADR 0067).
 */
record ConstKey(Class<?> type, Object value) {
    @Override
    public boolean equals(Object o) {
        return o instanceof ConstKey && ((ConstKey) o).type == type && ((ConstKey) o).value.equals(value);
    }

    @Override
    public int hashCode() {
        return 31 * type.hashCode() + value.hashCode();
    }

    static Object of(PyObject v) {
        if (v instanceof PyStr s) {
            return new ConstKey(PyStr.class, s.value());
        }
        if (v instanceof PyInt i && v.getClass() == PyInt.class) {
            return new ConstKey(PyInt.class, i.toBig());
        }
        if (v instanceof PyFloat f) {
            return new ConstKey(PyFloat.class, Double.doubleToRawLongBits(f.value));
        }
        if (v instanceof PyComplex c) {
            return new ConstKey(PyComplex.class, List.of(c.real, c.imag));
        }
        if (v instanceof PyBytes b) {
            return new ConstKey(PyBytes.class, java.util.Arrays.toString(b.bytes()));
        }
        if (v instanceof PyTuple t) {
            List<Object> ks = new ArrayList<>();
            for (PyObject x : t.items) {
                ks.add(of(x));
            }
            return new ConstKey(PyTuple.class, ks);
        }
        return new Identity(v);
    }

    /** Identity key for singletons and code objects. */
    record Identity(Object ref) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Identity i && i.ref == ref;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(ref);
        }
    }
}
