package io.agentcage.interpreter.internal.object;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The map behind a guest {@code dict}: a {@link LinkedHashMap} that charges every entry it gains to the running
 * execution as the entry is made, whichever method made it ({@code put}, {@code putIfAbsent}, {@code merge},
 * {@code compute…}, {@code putAll}): the JDK calls {@link #removeEldestEntry} after each insertion of a new key.
 * The hash table is charged when it is made and each time it doubles (see {@link Footprint#hashTableSlots}).
 */
public class DictMap extends LinkedHashMap<PyObject, PyObject> {
    private static final long serialVersionUID = 1L;

    /** An empty map. */
    public DictMap() {
        super();
    }

    /** An empty map with room for {@code capacity} entries before it grows. */
    public DictMap(int capacity) {
        super(capacity);
    }

    @Override
    protected final boolean removeEldestEntry(Map.Entry<PyObject, PyObject> eldest) {
        // the table is made on the first entry (16 slots) and doubles when the size passes 12, 24, 48, ...
        int n = size();
        int grown = (n - 1) / 12;
        Interp.allocated(n == 1 || (n - 1) % 12 == 0 && (grown & (grown - 1)) == 0
                ? Footprint.DICT_ENTRY + Footprint.refArray(Footprint.hashTableSlots(n)) : Footprint.DICT_ENTRY);
        return false;
    }
}
