package io.agentcage.interpreter.internal.object;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The memoryviews exported over one bytearray. CPython frees a view as soon as its last reference goes, so a
 * view used as a temporary ({@code bytes(memoryview(b)[2:])}) or left in a finished function does not keep the
 * bytearray pinned; this interpreter has no reference counts, so a view counts as alive only while it is
 * unreleased and still reachable from the program (a reachability walk, run only when a pinned bytearray is
 * about to resize). Views are held weakly: this list never keeps one alive.
 */
final class BufferExports {
    private final List<WeakReference<PyMemoryView>> views = new ArrayList<>();
    private int pruneAt = 16;

    void add(PyMemoryView view) {
        if (views.size() >= pruneAt) {
            views.removeIf(r -> r.get() == null || r.get().released());
            pruneAt = Math.max(16, 2 * views.size());
        }
        views.add(new WeakReference<>(view));
    }

    /**
     * Whether a view is still alive: unreleased, and {@code operand} itself or reachable from the program. Views
     * found dead are forgotten (an unreachable object never becomes reachable again).
     */
    boolean alive(Interp in, PyObject operand) {
        Set<PyObject> open = Collections.newSetFromMap(new IdentityHashMap<>());
        for (WeakReference<PyMemoryView> r : views) {
            PyMemoryView v = r.get();
            if (v != null && !v.released()) {
                if (v == operand) {
                    return true;
                }
                open.add(v);
            }
        }
        views.clear();
        if (open.isEmpty()) {
            return false;
        }
        if (!in.machine().reachesAny(in, open)) {
            return false;
        }
        for (PyObject v : open) {
            views.add(new WeakReference<>((PyMemoryView) v));
        }
        return true;
    }
}
