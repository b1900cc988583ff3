package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.compile.Op;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyTuple;

/**
 * Small helpers of {@link Vm}'s hot loop that keep its fast paths out of its bytecode: each is short enough for C2 to
 * inline into the loop, where larger helpers stay calls (ADR 0054).
 */
final class Quick {
    private Quick() {
    }

    /**
     * The items {@code UNPACK_SEQUENCE n} takes from {@code v} when that needs no iteration protocol: a tuple or list
     * whose type no guest class made (so no overridden {@code __iter__}) holding exactly {@code n} items; else null
     * (the general path iterates and words the errors). The array is read at once, before any guest code runs.
     */
    static PyObject[] unpackable(PyObject v, int n) {
        if (v instanceof PyTuple t && t.items.length == n && !t.type().hasGuestClass()) {
            return t.items;
        }
        if (v instanceof PyList l && l.size() == n && !l.type().hasGuestClass()) {
            return l.array();
        }
        return null;
    }

    /**
     * Runs the {@code STORE_FAST} instructions that follow an {@code UNPACK_SEQUENCE} of {@code n} items at
     * {@code ip}, when all of them are: stores {@code items[i]} into the local of the i-th, in order (a name stored
     * twice ends with the later item, as the separate stores would), and returns how many ran; 0 when the targets are
     * not all plain locals (nothing stored).
     */
    static int storeAll(PyObject[] items, int n, int[] code, int ip, PyObject[] fast) {
        if (n == 0 || ip + n > code.length) {
            return 0;
        }
        for (int i = 0; i < n; i++) {
            if ((code[ip + i] & 0xFF) != Op.STORE_FAST) {
                return 0;
            }
        }
        for (int i = 0; i < n; i++) {
            fast[code[ip + i] >>> 8] = items[i];
        }
        return n;
    }
}
