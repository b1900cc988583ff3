package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Compare;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;

/**
 * The native half of {@code heapq}: the five heap operations CPython also runs in C ({@code _heapq}), with its sift
 * order (so heaps hold their items in the same positions as CPython's), its messages and its guard against a
 * comparison that changes the list's size. Bound as the global {@code _heapq} of {@code heapq.py}; stateless, so the
 * module template (ADR 0009) shares it. Each comparison is charged one step, as the Python loops it replaces were.
 */
final class HeapqHelper implements NativeModule {
    @Override
    public String name() {
        return "_heapq";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("heappush", (in, a, kw) -> {
            PyList heap = heap("heappush", a, kw, 2);
            heap.append(a[1]);
            siftDown(in, heap, 0, heap.size() - 1);
            return PyNone.NONE;
        });
        m.function("heappop", (in, a, kw) -> {
            PyList heap = heap("heappop", a, kw, 1);
            if (heap.size() == 0) {
                throw Exc.indexError("index out of range");
            }
            PyObject last = heap.removeAt(heap.size() - 1);
            if (heap.size() == 0) {
                return last;
            }
            PyObject top = heap.array()[0];
            heap.set(0, last);
            siftUp(in, heap, 0);
            return top;
        });
        m.function("heapreplace", (in, a, kw) -> {
            PyList heap = heap("heapreplace", a, kw, 2);
            if (heap.size() == 0) {
                throw Exc.indexError("index out of range");
            }
            PyObject top = heap.array()[0];
            heap.set(0, a[1]);
            siftUp(in, heap, 0);
            return top;
        });
        m.function("heappushpop", (in, a, kw) -> {
            PyList heap = heap("heappushpop", a, kw, 2);
            PyObject item = a[1];
            if (heap.size() == 0 || !less(in, heap.array()[0], item)) {
                return item;
            }
            if (heap.size() == 0) {
                throw Exc.indexError("index out of range");
            }
            PyObject top = heap.array()[0];
            heap.set(0, item);
            siftUp(in, heap, 0);
            return top;
        });
        m.function("heapify", (in, a, kw) -> {
            PyList heap = heap("heapify", a, kw, 1);
            for (int i = heap.size() / 2 - 1; i >= 0; i--) {
                siftUp(in, heap, i);
            }
            return PyNone.NONE;
        });
    }

    private static PyList heap(String name, PyObject[] a, PyDict kw, int n) {
        Args.check(name, a, kw, n, n);
        if (!(a[0] instanceof PyList heap)) {
            throw Exc.typeError(name + "() argument" + (n == 1 ? "" : " 1") + " must be list, not "
                    + Ops.typeName(a[0]));
        }
        return heap;
    }

    private static boolean less(Interp in, PyObject x, PyObject y) {
        in.charge(1);
        return Compare.lessThan(x, y);
    }

    /** Moves the item at {@code pos} up towards {@code start} while it is smaller than its parent. */
    private static void siftDown(Interp in, PyList heap, int start, int pos) {
        int size = heap.size();
        if (pos >= size) {
            throw Exc.indexError("index out of range");
        }
        while (pos > start) {
            int parentPos = (pos - 1) >> 1;
            boolean lt = less(in, heap.array()[pos], heap.array()[parentPos]);
            if (size != heap.size()) {
                throw Exc.runtimeError("list changed size during iteration");
            }
            if (!lt) {
                break;
            }
            heap.swap(parentPos, pos);
            pos = parentPos;
        }
    }

    /** Moves the smaller child up until {@code pos} is a leaf, then sifts the item there down (CPython's order). */
    private static void siftUp(Interp in, PyList heap, int pos) {
        int end = heap.size();
        int start = pos;
        int limit = end >> 1;
        while (pos < limit) {
            int child = 2 * pos + 1;
            if (child + 1 < end) {
                boolean lt = less(in, heap.array()[child], heap.array()[child + 1]);
                if (end != heap.size()) {
                    throw Exc.runtimeError("list changed size during iteration");
                }
                if (!lt) {
                    child++;
                }
            }
            heap.swap(child, pos);
            pos = child;
        }
        siftDown(in, heap, start, pos);
    }
}
