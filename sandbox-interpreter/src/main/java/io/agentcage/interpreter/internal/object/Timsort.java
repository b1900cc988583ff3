package io.agentcage.interpreter.internal.object;

/**
 * CPython 3.11's list sort (listobject.c): natural runs, binary insertion up to minrun, powersort merge order,
 * galloping merges. The same algorithm makes the same comparisons in the same order, so comparison methods with side
 * effects, inconsistent orders (sets by inclusion, NaN) and a failing comparison leave the same results as CPython.
 * Sorts {@code keys} in place and moves {@code values} (when not null) alongside.
 */
final class Timsort {
    private static final int MIN_GALLOP = 7;

    private final PyObject[] keys;
    private final PyObject[] values;
    private final int length;
    /** All keys share one exact guest type: CPython then asks that type's {@code __lt__} before full dispatch. */
    private final PyType sameGuestType;
    private int minGallop = MIN_GALLOP;
    private final int[] runBase = new int[85];
    private final int[] runLen = new int[85];
    private final int[] runPower = new int[85];
    private int runs;
    private PyObject[] tmpKeys = new PyObject[0];
    private PyObject[] tmpValues = new PyObject[0];

    private Timsort(PyObject[] keys, PyObject[] values) {
        this.keys = keys;
        this.values = values;
        this.length = keys.length;
        PyType t = keys.length > 0 ? keys[0].type() : null;
        for (PyObject k : keys) {
            if (k.type() != t) {
                t = null;
                break;
            }
        }
        this.sameGuestType = t != null && t.hasGuestClass() ? t : null;
    }

    /** Sorts {@code keys} ascending by {@code <} (stable), permuting {@code values} (may be null) the same way. */
    static void sort(PyObject[] keys, PyObject[] values, boolean reverse) {
        int n = keys.length;
        if (reverse) {
            reverse(keys, values, 0, n);
        }
        if (n >= 2) {
            new Timsort(keys, values).run();
        }
        if (reverse) {
            reverse(keys, values, 0, n);
        }
    }

    private static void reverse(PyObject[] keys, PyObject[] values, int lo, int hi) {
        for (int i = lo, j = hi - 1; i < j; i++, j--) {
            PyObject k = keys[i];
            keys[i] = keys[j];
            keys[j] = k;
            if (values != null) {
                PyObject v = values[i];
                values[i] = values[j];
                values[j] = v;
            }
        }
    }

    private boolean lt(PyObject a, PyObject b) {
        if (sameGuestType == null) {
            return Compare.lessThan(a, b);
        }
        // unsafe_object_compare: the type's own slot, then full dispatch when it declines
        PyObject r = Compare.slot(a, sameGuestType, b, Compare.LT);
        if (r != PyNone.NOT_IMPLEMENTED) {
            return Ops.truth(r);
        }
        return Ops.truth(Compare.compare(a, b, Compare.LT));
    }

    private void run() {
        int lo = 0;
        int remaining = length;
        int minrun = minrun(remaining);
        do {
            int n = 2;
            boolean descending = false;
            if (remaining == 1) {
                n = 1;
            } else if (lt(keys[lo + 1], keys[lo])) {
                descending = true;
                while (lo + n < lo + remaining && lt(keys[lo + n], keys[lo + n - 1])) {
                    n++;
                }
            } else {
                while (lo + n < lo + remaining && !lt(keys[lo + n], keys[lo + n - 1])) {
                    n++;
                }
            }
            if (descending) {
                reverse(keys, values, lo, lo + n);
            }
            if (n < minrun) {
                int force = Math.min(remaining, minrun);
                binarySort(lo, lo + force, lo + n);
                n = force;
            }
            foundNewRun(n);
            runBase[runs] = lo;
            runLen[runs] = n;
            runs++;
            lo += n;
            remaining -= n;
        } while (remaining > 0);
        while (runs > 1) {
            int i = runs - 2;
            if (i > 0 && runLen[i - 1] < runLen[i + 1]) {
                i--;
            }
            mergeAt(i);
        }
    }

    private static int minrun(int n) {
        int r = 0;
        while (n >= 64) {
            r |= n & 1;
            n >>= 1;
        }
        return n + r;
    }

    private void binarySort(int lo, int hi, int start) {
        if (lo == start) {
            start++;
        }
        for (; start < hi; start++) {
            int l = lo;
            int r = start;
            PyObject pivot = keys[r];
            PyObject pivotValue = values == null ? null : values[r];
            do {
                int p = l + ((r - l) >> 1);
                if (lt(pivot, keys[p])) {
                    r = p;
                } else {
                    l = p + 1;
                }
            } while (l < r);
            System.arraycopy(keys, l, keys, l + 1, start - l);
            keys[l] = pivot;
            if (values != null) {
                System.arraycopy(values, l, values, l + 1, start - l);
                values[l] = pivotValue;
            }
        }
    }

    private void foundNewRun(int n2) {
        if (runs == 0) {
            return;
        }
        int power = powerloop(runBase[runs - 1], runLen[runs - 1], n2, length);
        while (runs > 1 && runPower[runs - 2] > power) {
            mergeAt(runs - 2);
        }
        runPower[runs - 1] = power;
    }

    private static int powerloop(long s1, long n1, long n2, long n) {
        int result = 0;
        long a = 2 * s1 + n1;
        long b = a + n1 + n2;
        for (;;) {
            result++;
            if (a >= n) {
                a -= n;
                b -= n;
            } else if (b >= n) {
                break;
            }
            a <<= 1;
            b <<= 1;
        }
        return result;
    }

    private void mergeAt(int i) {
        int baseA = runBase[i];
        int na = runLen[i];
        int baseB = runBase[i + 1];
        int nb = runLen[i + 1];
        runLen[i] = na + nb;
        if (i == runs - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
            runPower[i + 1] = runPower[i + 2];
        }
        runs--;
        int k = gallopRight(keys[baseB], keys, baseA, na, 0);
        baseA += k;
        na -= k;
        if (na == 0) {
            return;
        }
        nb = gallopLeft(keys[baseA + na - 1], keys, baseB, nb, nb - 1);
        if (nb <= 0) {
            return;
        }
        if (na <= nb) {
            mergeLo(baseA, na, baseB, nb);
        } else {
            mergeHi(baseA, na, baseB, nb);
        }
    }

    /** The leftmost position in a[base, base+n) where key belongs (before equal elements). */
    private int gallopLeft(PyObject key, PyObject[] a, int base, int n, int hint) {
        int lastofs = 0;
        int ofs = 1;
        if (lt(a[base + hint], key)) {
            int maxofs = n - hint;
            while (ofs < maxofs) {
                if (lt(a[base + hint + ofs], key)) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            lastofs += hint;
            ofs += hint;
        } else {
            int maxofs = hint + 1;
            while (ofs < maxofs) {
                if (lt(a[base + hint - ofs], key)) {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            int k = lastofs;
            lastofs = hint - ofs;
            ofs = hint - k;
        }
        lastofs++;
        while (lastofs < ofs) {
            int m = lastofs + ((ofs - lastofs) >> 1);
            if (lt(a[base + m], key)) {
                lastofs = m + 1;
            } else {
                ofs = m;
            }
        }
        return ofs;
    }

    /** The rightmost position in a[base, base+n) where key belongs (after equal elements). */
    private int gallopRight(PyObject key, PyObject[] a, int base, int n, int hint) {
        int lastofs = 0;
        int ofs = 1;
        if (lt(key, a[base + hint])) {
            int maxofs = hint + 1;
            while (ofs < maxofs) {
                if (lt(key, a[base + hint - ofs])) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            int k = lastofs;
            lastofs = hint - ofs;
            ofs = hint - k;
        } else {
            int maxofs = n - hint;
            while (ofs < maxofs) {
                if (lt(key, a[base + hint + ofs])) {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            lastofs += hint;
            ofs += hint;
        }
        lastofs++;
        while (lastofs < ofs) {
            int m = lastofs + ((ofs - lastofs) >> 1);
            if (lt(key, a[base + m])) {
                ofs = m;
            } else {
                lastofs = m + 1;
            }
        }
        return ofs;
    }

    private void ensureTmp(int n) {
        if (tmpKeys.length < n) {
            tmpKeys = new PyObject[n];
            tmpValues = values == null ? null : new PyObject[n];
        }
    }

    private void move(PyObject[] srcK, PyObject[] srcV, int from, PyObject[] dstK, PyObject[] dstV, int to, int n) {
        System.arraycopy(srcK, from, dstK, to, n);
        if (values != null) {
            System.arraycopy(srcV, from, dstV, to, n);
        }
    }

    /** Merges a[baseA, +na) and b[baseB, +nb) (adjacent, na <= nb) with a copied out. */
    private void mergeLo(int baseA, int na, int baseB, int nb) {
        ensureTmp(na);
        PyObject[] tk = tmpKeys;
        PyObject[] tv = tmpValues;
        move(keys, values, baseA, tk, tv, 0, na);
        int a = 0;
        int b = baseB;
        int dest = baseA;
        try {
            move(keys, values, b++, keys, values, dest++, 1);
            nb--;
            if (nb == 0) {
                return;
            }
            if (na == 1) {
                copyBThenA(tk, tv, a, b, dest, nb);
                na = 0;
                return;
            }
            int mg = minGallop;
            outer:
            for (;;) {
                int acount = 0;
                int bcount = 0;
                for (;;) {
                    if (lt(keys[b], tk[a])) {
                        move(keys, values, b++, keys, values, dest++, 1);
                        bcount++;
                        acount = 0;
                        nb--;
                        if (nb == 0) {
                            break outer;
                        }
                        if (bcount >= mg) {
                            break;
                        }
                    } else {
                        move(tk, tv, a++, keys, values, dest++, 1);
                        acount++;
                        bcount = 0;
                        na--;
                        if (na == 1) {
                            copyBThenA(tk, tv, a, b, dest, nb);
                            na = 0;
                            return;
                        }
                        if (acount >= mg) {
                            break;
                        }
                    }
                }
                mg++;
                do {
                    mg -= mg > 1 ? 1 : 0;
                    minGallop = mg;
                    int k = gallopRight(keys[b], tk, a, na, 0);
                    acount = k;
                    if (k != 0) {
                        move(tk, tv, a, keys, values, dest, k);
                        dest += k;
                        a += k;
                        na -= k;
                        if (na == 1) {
                            copyBThenA(tk, tv, a, b, dest, nb);
                            na = 0;
                            return;
                        }
                        if (na == 0) {
                            break outer;
                        }
                    }
                    move(keys, values, b++, keys, values, dest++, 1);
                    nb--;
                    if (nb == 0) {
                        break outer;
                    }
                    k = gallopLeft(tk[a], keys, b, nb, 0);
                    bcount = k;
                    if (k != 0) {
                        move(keys, values, b, keys, values, dest, k);
                        dest += k;
                        b += k;
                        nb -= k;
                        if (nb == 0) {
                            break outer;
                        }
                    }
                    move(tk, tv, a++, keys, values, dest++, 1);
                    na--;
                    if (na == 1) {
                        copyBThenA(tk, tv, a, b, dest, nb);
                        na = 0;
                        return;
                    }
                } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
                mg++;
                minGallop = mg;
            }
        } finally {
            // success or a failing comparison: what remains of a goes where it belongs, keeping a permutation
            if (na > 0) {
                move(tk, tv, a, keys, values, dest, na);
            }
        }
    }

    private void copyBThenA(PyObject[] tk, PyObject[] tv, int a, int b, int dest, int nb) {
        move(keys, values, b, keys, values, dest, nb);
        move(tk, tv, a, keys, values, dest + nb, 1);
    }

    /** Merges a[baseA, +na) and b[baseB, +nb) (adjacent, na > nb) from the right with b copied out. */
    private void mergeHi(int baseA, int na, int baseB, int nb) {
        ensureTmp(nb);
        PyObject[] tk = tmpKeys;
        PyObject[] tv = tmpValues;
        move(keys, values, baseB, tk, tv, 0, nb);
        int dest = baseB + nb - 1;
        int b = nb - 1;
        int a = baseA + na - 1;
        try {
            move(keys, values, a--, keys, values, dest--, 1);
            na--;
            if (na == 0) {
                return;
            }
            if (nb == 1) {
                copyAThenB(tk, tv, a, b, dest, na);
                nb = 0;
                return;
            }
            int mg = minGallop;
            outer:
            for (;;) {
                int acount = 0;
                int bcount = 0;
                for (;;) {
                    if (lt(tk[b], keys[a])) {
                        move(keys, values, a--, keys, values, dest--, 1);
                        acount++;
                        bcount = 0;
                        na--;
                        if (na == 0) {
                            break outer;
                        }
                        if (acount >= mg) {
                            break;
                        }
                    } else {
                        move(tk, tv, b--, keys, values, dest--, 1);
                        bcount++;
                        acount = 0;
                        nb--;
                        if (nb == 1) {
                            copyAThenB(tk, tv, a, b, dest, na);
                            nb = 0;
                            return;
                        }
                        if (bcount >= mg) {
                            break;
                        }
                    }
                }
                mg++;
                do {
                    mg -= mg > 1 ? 1 : 0;
                    minGallop = mg;
                    int k = gallopRight(tk[b], keys, baseA, na, na - 1);
                    k = na - k;
                    acount = k;
                    if (k != 0) {
                        dest -= k;
                        a -= k;
                        move(keys, values, a + 1, keys, values, dest + 1, k);
                        na -= k;
                        if (na == 0) {
                            break outer;
                        }
                    }
                    move(tk, tv, b--, keys, values, dest--, 1);
                    nb--;
                    if (nb == 1) {
                        copyAThenB(tk, tv, a, b, dest, na);
                        nb = 0;
                        return;
                    }
                    k = gallopLeft(keys[a], tk, 0, nb, nb - 1);
                    k = nb - k;
                    bcount = k;
                    if (k != 0) {
                        dest -= k;
                        b -= k;
                        move(tk, tv, b + 1, keys, values, dest + 1, k);
                        nb -= k;
                        if (nb == 1) {
                            copyAThenB(tk, tv, a, b, dest, na);
                            nb = 0;
                            return;
                        }
                        if (nb == 0) {
                            break outer;
                        }
                    }
                    move(keys, values, a--, keys, values, dest--, 1);
                    na--;
                    if (na == 0) {
                        break outer;
                    }
                } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
                mg++;
                minGallop = mg;
            }
        } finally {
            if (nb > 0) {
                move(tk, tv, 0, keys, values, dest - (nb - 1), nb);
            }
        }
    }

    private void copyAThenB(PyObject[] tk, PyObject[] tv, int a, int b, int dest, int na) {
        // a[a-na+1 .. a] moves to dest-na+1 .. dest, then b's first remaining element in front of them
        move(keys, values, a + 1 - na, keys, values, dest + 1 - na, na);
        move(tk, tv, b, keys, values, dest - na, 1);
    }
}
