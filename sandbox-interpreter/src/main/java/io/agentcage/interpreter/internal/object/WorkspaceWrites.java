package io.agentcage.interpreter.internal.object;

import io.agentcage.SandboxFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What a {@link Workspace} reports of the files the code wrote: the result's files under {@code /workspace} in the
 * order they were first written, the path a live listener is told, and forgetting the writes between a session's
 * executions. Walks the tree only; the workspace decides what counts as written.
 */
final class WorkspaceWrites {
    private WorkspaceWrites() {
    }

    /** The written files under {@code top} with their paths relative to it, in the order first written. */
    static List<SandboxFile> written(WorkspaceNode top) {
        List<Found> found = new ArrayList<>();
        collect(top, "", found);
        found.sort((a, b) -> Long.compare(a.node().written, b.node().written));
        List<SandboxFile> out = new ArrayList<>(found.size());
        for (Found f : found) {
            out.add(SandboxFile.of(f.path(), Arrays.copyOf(f.node().data, f.node().size)));
        }
        return out;
    }

    private record Found(String path, WorkspaceNode node) {
    }

    private static void collect(WorkspaceNode dir, String prefix, List<Found> out) {
        for (Map.Entry<String, WorkspaceNode> e : dir.children.entrySet()) {
            WorkspaceNode n = e.getValue();
            String p = prefix + e.getKey();
            if (n.dir) {
                collect(n, p + "/", out);
            } else if (n.written > 0) {
                out.add(new Found(p, n));
            }
        }
    }

    /** The path of {@code f} relative to {@code /workspace}, or null when it lies elsewhere or is unlinked. */
    static String pathUnderRoot(WorkspaceNode f) {
        StringBuilder p = new StringBuilder();
        WorkspaceNode n = f;
        for (; n.parent != null && n.parent.parent != null; n = n.parent) {
            p.insert(0, "/" + n.name);
        }
        if (n.parent == null || !"workspace".equals(n.name)) {
            return null;
        }
        return p.substring(1);
    }

    /** Marks every file under {@code n} as not written. */
    static void forget(WorkspaceNode n) {
        if (n.dir) {
            for (WorkspaceNode c : n.children.values()) {
                forget(c);
            }
        } else {
            n.written = 0;
        }
    }
}
