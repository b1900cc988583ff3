package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.ItemSink;
import io.agentcage.interpreter.internal.object.Iters;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyIter;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyTuple;

/** The native iterators of {@code itertools} ({@link ItertoolsHelper}), each following CPython's C algorithm. */
final class ItertoolsIters {
    private ItertoolsIters() {
    }

    /**
     * {@code islice}: CPython's counters ({@code cnt} items taken, {@code next} the index of the next item given,
     * {@code stop} or -1); like CPython it takes the skipped items up to {@code stop} and lets go of its source once
     * it ended. A pipe stage ({@link PyIter#pipeSource}) and a drain forwarded to its source.
     */
    static final class Islice extends PyIter {
        private PyObject it;
        private long cnt;
        private long next;
        private final long stop;
        private final long step;

        Islice(PyObject it, long start, long stop, long step) {
            this.it = it;
            this.next = start;
            this.stop = stop;
            this.step = step;
            this.pipes = it instanceof PyIter p && p.pipes();
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            if (it != null) {
                refs.accept(it);
            }
        }

        @Override
        public PyObject next() {
            if (it == null) {
                return null;
            }
            Interp in = Interp.current();
            while (cnt < next) {
                PyObject x = Ops.next(it);
                if (x == null) {
                    it = null;
                    return null;
                }
                in.charge(1);
                cnt++;
            }
            if (stop != -1 && cnt >= stop) {
                it = null;
                return null;
            }
            PyObject x = Ops.next(it);
            if (x == null) {
                it = null;
                return null;
            }
            cnt++;
            advance();
            return x;
        }

        private void advance() {
            long old = next;
            next += step;
            if (next < old || (stop != -1 && next > stop)) {
                next = stop;
            }
        }

        @Override
        public PyIter pipeSource() {
            return it instanceof PyIter p ? p : null;
        }

        @Override
        public boolean pipeOpen() {
            return it != null && (stop == -1 || cnt < stop);
        }

        @Override
        public PyObject pipeItem(PyObject x) {
            if (cnt++ < next) {
                return null;
            }
            advance();
            return x;
        }

        /** Forwards the drain to the source (a generator then pushes without leaving its loop). */
        @Override
        public boolean drain(ItemSink sink) {
            if (it == null) {
                return true;
            }
            if (stop != -1 && cnt >= stop) {
                it = null;
                return true;
            }
            Interp in = Interp.current();
            boolean[] declined = {false};
            boolean ended = Iters.drain(it, x -> {
                if (cnt++ < next) {
                    in.charge(1);
                } else {
                    advance();
                    if (!sink.accept(x)) {
                        declined[0] = true;
                        return false;
                    }
                }
                return stop == -1 || cnt < stop;
            });
            if (declined[0]) {
                return false;
            }
            it = null;
            return true;
        }
    }

    /**
     * The tuples of {@code r} items of a pool chosen by an index vector, as {@code permutations} and
     * {@code combinations} make them: the first tuple is the initial indices, each next one is the indices after
     * {@link #advance()}, until it finds none.
     */
    abstract static class IndexedSelection extends PyIter {
        private final Interp in;
        final PyObject[] pool;
        final int r;
        final int[] indices;
        private boolean first = true;
        private boolean done;

        /** {@code indexCount}: {@code n} for permutations, {@code r} for combinations. */
        IndexedSelection(Interp in, PyObject[] pool, int r, int indexCount, long extraBytes) {
            super(Footprint.SMALL_OBJECT + Footprint.refArray(pool.length) + (r > pool.length ? 0 : extraBytes));
            this.in = in;
            this.pool = pool;
            this.r = r;
            this.done = r > pool.length;
            this.indices = done ? new int[0] : new int[indexCount];
            for (int i = 0; i < indices.length; i++) {
                indices[i] = i;
            }
        }

        /** Moves the indices to the next selection; false when there is none. */
        abstract boolean advance();

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            for (PyObject o : pool) {
                refs.accept(o);
            }
        }

        @Override
        public final PyObject next() {
            if (done) {
                return null;
            }
            in.charge(1);
            if (first) {
                first = false;
                return result();
            }
            if (!advance()) {
                done = true;
                return null;
            }
            return result();
        }

        private PyTuple result() {
            PyObject[] out = new PyObject[r];
            for (int i = 0; i < r; i++) {
                out[i] = pool[indices[i]];
            }
            return new PyTuple(out);
        }
    }

    /** {@code permutations(pool, r)}: CPython's indices and cycles. */
    static final class Permutations extends IndexedSelection {
        private final int[] cycles;

        Permutations(Interp in, PyObject[] pool, int r) {
            super(in, pool, r, pool.length, Footprint.intArray(pool.length) + Footprint.intArray(r));
            int n = pool.length;
            this.cycles = r > n ? new int[0] : new int[r];
            for (int i = 0; i < cycles.length; i++) {
                cycles[i] = n - i;
            }
        }

        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + Footprint.refArray(pool.length) + Footprint.intArray(indices.length)
                    + Footprint.intArray(cycles.length);
        }

        @Override
        boolean advance() {
            int n = pool.length;
            for (int i = r - 1; i >= 0; i--) {
                cycles[i]--;
                if (cycles[i] == 0) {
                    int x = indices[i];
                    System.arraycopy(indices, i + 1, indices, i, n - i - 1);
                    indices[n - 1] = x;
                    cycles[i] = n - i;
                } else {
                    int j = cycles[i];
                    int t = indices[i];
                    indices[i] = indices[n - j];
                    indices[n - j] = t;
                    return true;
                }
            }
            return false;
        }
    }

    /** {@code combinations(pool, r)}: CPython's indices. */
    static final class Combinations extends IndexedSelection {

        Combinations(Interp in, PyObject[] pool, int r) {
            super(in, pool, r, r, Footprint.intArray(r));
        }

        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + Footprint.refArray(pool.length) + Footprint.intArray(indices.length);
        }

        @Override
        boolean advance() {
            int n = pool.length;
            int i = r - 1;
            while (i >= 0 && indices[i] == i + n - r) {
                i--;
            }
            if (i < 0) {
                return false;
            }
            indices[i]++;
            for (int j = i + 1; j < r; j++) {
                indices[j] = indices[j - 1] + 1;
            }
            return true;
        }
    }

    /** {@code product(*pools, repeat=k)}: an odometer over {@code n} indices, index {@code i} into pool {@code i % pools}. */
    static final class Product extends PyIter {
        private final Interp in;
        private final PyObject[][] pools;
        private final int[] indices;
        private boolean first = true;
        private boolean done;

        /** {@code n} is the number of pools times the repeat count (at most {@code Integer.MAX_VALUE / 8}). */
        Product(Interp in, PyObject[][] pools, int n) {
            super(Footprint.SMALL_OBJECT + Footprint.refArray(pools.length) + Footprint.intArray(n) + poolBytes(pools));
            this.in = in;
            this.pools = pools;
            this.indices = new int[n];
            for (PyObject[] p : pools) {
                if (p.length == 0 && n > 0) {
                    done = true;
                }
            }
        }

        private static long poolBytes(PyObject[][] pools) {
            long b = 0;
            for (PyObject[] p : pools) {
                b += Footprint.refArray(p.length);
            }
            return b;
        }

        @Override
        public long footprint() {
            return Footprint.SMALL_OBJECT + Footprint.refArray(pools.length) + Footprint.intArray(indices.length)
                    + poolBytes(pools);
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            for (PyObject[] p : pools) {
                for (PyObject o : p) {
                    refs.accept(o);
                }
            }
        }

        @Override
        public PyObject next() {
            if (done) {
                return null;
            }
            in.charge(1);
            if (first) {
                first = false;
                return result();
            }
            int i = indices.length - 1;
            while (i >= 0) {
                if (++indices[i] < pools[i % pools.length].length) {
                    break;
                }
                indices[i] = 0;
                i--;
            }
            if (i < 0) {
                done = true;
                return null;
            }
            return result();
        }

        private PyTuple result() {
            PyObject[] out = new PyObject[indices.length];
            for (int i = 0; i < indices.length; i++) {
                out[i] = pools[i % pools.length][indices[i]];
            }
            return new PyTuple(out);
        }
    }

    /**
     * {@code groupby(iterable, key)}: CPython's state machine (the current value and key, the target key of the
     * group being given out, the one grouper that may still give items); keys compared with identity first.
     */
    static final class Groupby extends PyIter {
        private final Interp in;
        private final PyObject it;
        private final PyObject keyfunc;
        private PyObject tgtkey;
        private PyObject currkey;
        private PyObject currvalue;
        private Grouper currgrouper;

        Groupby(Interp in, PyObject it, PyObject keyfunc) {
            this.in = in;
            this.it = it;
            this.keyfunc = keyfunc;
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(it);
            refs.accept(keyfunc);
            if (tgtkey != null) {
                refs.accept(tgtkey);
            }
            if (currkey != null) {
                refs.accept(currkey);
            }
            if (currvalue != null) {
                refs.accept(currvalue);
            }
            if (currgrouper != null) {
                refs.accept(currgrouper);
            }
        }

        /** Takes the next value and its key; false at the end of the iterable. */
        private boolean step() {
            PyObject v = Ops.next(it);
            if (v == null) {
                return false;
            }
            in.charge(1);
            PyObject k = keyfunc == io.agentcage.interpreter.internal.object.PyNone.NONE ? v
                    : Ops.call(in, keyfunc, new PyObject[] {v}, null);
            currvalue = v;
            currkey = k;
            return true;
        }

        @Override
        public PyObject next() {
            currgrouper = null;
            while (true) {
                if (currkey == null) {
                    // pass: take a value
                } else if (tgtkey == null) {
                    break;
                } else if (!Ops.eqBool(tgtkey, currkey)) {
                    break;
                }
                if (!step()) {
                    return null;
                }
            }
            tgtkey = currkey;
            Grouper g = new Grouper(this, tgtkey);
            currgrouper = g;
            return PyTuple.of(currkey, g);
        }
    }

    /** The items of one group of a {@link Groupby}, while it is the current one. */
    static final class Grouper extends PyIter {
        private final Groupby parent;
        private final PyObject tgtkey;

        Grouper(Groupby parent, PyObject tgtkey) {
            this.parent = parent;
            this.tgtkey = tgtkey;
        }

        @Override
        public void traverse(java.util.function.Consumer<PyObject> refs) {
            refs.accept(parent);
            refs.accept(tgtkey);
        }

        @Override
        public PyObject next() {
            Groupby gb = parent;
            if (gb.currgrouper != this) {
                return null;
            }
            if (gb.currvalue == null && !gb.step()) {
                return null;
            }
            if (!Ops.eqBool(tgtkey, gb.currkey)) {
                return null;
            }
            PyObject r = gb.currvalue;
            gb.currvalue = null;
            gb.currkey = null;
            return r;
        }
    }
}
