package io.agentcage.interpreter.internal.object;

import java.lang.management.ManagementFactory;

/** The calling thread's allocation counter (HotSpot's), which decides when the memory gauge runs. */
final class Allocation {
    private static final com.sun.management.ThreadMXBean BEAN = bean();

    private Allocation() {
    }

    private static com.sun.management.ThreadMXBean bean() {
        try {
            if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean b
                    && b.isThreadAllocatedMemorySupported()) {
                if (!b.isThreadAllocatedMemoryEnabled()) {
                    b.setThreadAllocatedMemoryEnabled(true);
                }
                return b;
            }
        } catch (RuntimeException | LinkageError e) {
            // not a HotSpot JVM: the gauge then runs on explicit charges only
        }
        return null;
    }

    /** Bytes the current thread has allocated since it started, or -1 when the JVM cannot tell. */
    static long currentThread() {
        return BEAN == null ? -1 : BEAN.getCurrentThreadAllocatedBytes();
    }
}
