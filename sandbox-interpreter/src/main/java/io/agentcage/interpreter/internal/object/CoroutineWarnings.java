package io.agentcage.interpreter.internal.object;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * CPython's {@code RuntimeWarning: coroutine '...' was never awaited}, which CPython writes to stderr when it frees a
 * coroutine that never ran. This interpreter has no reference counts, so it warns where the two cases an agent
 * meets are certain: a coroutine dropped by an expression statement ({@code fetch(x)} without {@code await}) is
 * reported at that line, the others that never ran at the end of the execution, as CPython reports those still
 * alive at exit ({@code sys:1:}). Each text is shown once per place, as CPython's default warning filter does.
 *
 * <p>Only counts per coroutine name are kept, never the coroutines themselves, so the record costs no memory that
 * grows with the program.
 */
public final class CoroutineWarnings {
    private static final String TRACEMALLOC =
            "RuntimeWarning: Enable tracemalloc to get the object allocation traceback\n";
    /** Coroutines created and not yet started, closed or reported, by qualified name (in order of creation). */
    private final Map<String, Integer> pending = new LinkedHashMap<>();
    private final Set<String> shown = new HashSet<>();

    CoroutineWarnings() {
    }

    /** A coroutine object was created. */
    public void created(String qualname) {
        pending.merge(qualname, 1, Integer::sum);
    }

    /** A coroutine created earlier started running or was closed: it will not be reported. */
    public void settled(String qualname) {
        pending.computeIfPresent(qualname, (k, n) -> n > 1 ? n - 1 : null);
    }

    /** A coroutine that never ran was dropped while {@code file} ran line {@code line}: warns there. */
    public void dropped(Interp in, String qualname, String file, int line) {
        settled(qualname);
        String text = "RuntimeWarning: coroutine '" + qualname + "' was never awaited\n";
        if (shown.add(file + ":" + line + ": " + text)) {
            in.write(file + ":" + line + ": " + text + TRACEMALLOC, true);
        }
    }

    void atExit(Interp in) {
        for (String qualname : pending.keySet()) {
            String text = "sys:1: RuntimeWarning: coroutine '" + qualname + "' was never awaited\n";
            if (shown.add(text)) {
                in.write(text, true);
            }
        }
        pending.clear();
    }
}
