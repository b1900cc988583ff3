package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.AttrSites;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * The compiled tier's instructions as calls (ADR 0066): each takes the frame, the stack depth and the instruction's
 * operands as constants and does on the frame's arrays what the template used to spell out in JVM code (write
 * {@code f.ip}, read the operands, call the {@link Tier} helper, store the result, clear the slots the loop clears).
 * HotSpot inlines them into the compiled function with the constants folded, so the machine code is the same, but a
 * compiled instruction costs about 10 bytes of JVM code instead of 25 to 65: functions twice as long stay under
 * HotSpot's 8,000-byte limit for compiling a method.
 */
final class TierOps {
    private TierOps() {
    }

    /** LOAD_FAST of {@code slot} onto the stack slot {@code s}; UnboundLocalError at {@code ip} when unset. */
    static void loadFast(Frame f, int s, int slot, int ip) {
        PyObject[] st = f.fast;
        PyObject v = st[slot];
        if (v == null) {
            f.ip = ip;
            throw Tier.unbound(f, slot);
        }
        st[s] = v;
    }

    /** STORE_FAST of the value at {@code s - 1}. */
    static void storeFast(Frame f, int s, int slot) {
        PyObject[] st = f.fast;
        st[slot] = st[s - 1];
        st[s - 1] = null;
    }

    /** BINARY ({@code kind} 0), INPLACE (1) or COMPARE (2) of the two values below {@code s}. */
    static void binary(Frame f, int s, int op, int kind, int ip) {
        f.ip = ip;
        PyObject[] st = f.fast;
        PyObject a = st[s - 2];
        PyObject b = st[s - 1];
        st[s - 2] = kind == 0 ? Tier.binary(a, b, op) : kind == 1 ? Tier.inplace(a, b, op) : Tier.compare(a, b, op);
        st[s - 1] = null;
    }

    /** BINARY_FAST_CONST ({@code kind} 0) or COMPARE_FAST_CONST (1): local {@code slot} op constant {@code k}. */
    static void fastConst(Frame f, int s, int slot, int k, int op, int kind, int ip) {
        PyObject[] st = f.fast;
        PyObject a = st[slot];
        if (a == null) {
            f.ip = ip - 2;
            throw Tier.unbound(f, slot);
        }
        f.ip = ip;
        PyObject b = f.code.consts[k];
        st[s] = kind == 0 ? Tier.binary(a, b, op) : Tier.compare(a, b, op);
    }

    /**
     * SUBSCR_FAST_CONST: local {@code slot} subscripted by constant {@code k} onto {@code s}; with {@code keep} the
     * local and the constant stay below it (the augmented assignment's DUP_TOP_TWO).
     */
    static void subscrFastConst(Frame f, int s, int slot, int k, boolean keep, int ip) {
        PyObject[] st = f.fast;
        PyObject o = st[slot];
        if (o == null) {
            f.ip = ip - (keep ? 3 : 2);
            throw Tier.unbound(f, slot);
        }
        PyObject key = f.code.consts[k];
        if (keep) {
            st[s] = o;
            st[s + 1] = key;
            s += 2;
        }
        f.ip = ip;
        st[s] = Tier.subscr(o, key);
    }

    /** SUBSCR of the two values below {@code s}. */
    static void subscr(Frame f, int s, int ip) {
        f.ip = ip;
        PyObject[] st = f.fast;
        st[s - 2] = Tier.subscr(st[s - 2], st[s - 1]);
        st[s - 1] = null;
    }

    /** STORE_SUBSCR of the three values below {@code s} (value, object, key). */
    static void storeSubscr(Frame f, int s, int ip) {
        f.ip = ip;
        PyObject[] st = f.fast;
        Tier.setitem(st[s - 3], st[s - 2], st[s - 1]);
        st[s - 1] = null;
        st[s - 2] = null;
        st[s - 3] = null;
    }

    /** DELETE_SUBSCR of the two values below {@code s} (object, key; their slots are left as the loop leaves them). */
    static void deleteSubscr(Frame f, int s, int ip) {
        f.ip = ip;
        PyObject[] st = f.fast;
        io.agentcage.interpreter.internal.object.Ops.delitem(st[s - 2], st[s - 1]);
    }

    /** LOAD_ATTR {@code name} of instruction {@code i} on the value below {@code s}. */
    static void loadAttr(Frame f, int s, int i, int name) {
        f.ip = i + 1;
        PyObject[] st = f.fast;
        st[s - 1] = AttrSites.load(f.gcache, i, st[s - 1], f.code.names[name]);
    }

    /** STORE_ATTR {@code name} of instruction {@code i}: the object below {@code s}, the value below it. */
    static void storeAttr(Frame f, int s, int i, int name) {
        f.ip = i + 1;
        PyObject[] st = f.fast;
        AttrSites.store(f.gcache, i, st[s - 1], f.code.names[name], st[s - 2]);
        st[s - 1] = null;
        st[s - 2] = null;
    }

    /** ROT_TWO, ROT_THREE, ROT_FOUR: the top value goes {@code n - 1} slots down. */
    static void rotate(Frame f, int s, int n) {
        PyObject[] st = f.fast;
        PyObject top = st[s - 1];
        System.arraycopy(st, s - n, st, s - n + 1, n - 1);
        st[s - n] = top;
    }

    /**
     * CALL ({@code kind} 0) or CALL_METHOD (1) with {@code argc} arguments, the callable at {@code at}: charges the
     * steps counted before it ({@code tick}, the compiled code's counter, which starts a new tick), writes the frame's
     * ip and sp as the loop leaves them for the callee, and stores the value at {@code at}.
     */
    static void call(Interp in, Frame f, int at, int argc, int kind, int ip, int tick) {
        Tier.charge(in, tick);
        f.ip = ip;
        f.sp = at;
        f.fast[at] = kind == 0 ? Tier.call(in, f, at, argc) : Tier.callMethod(in, f, at, argc);
    }
}
