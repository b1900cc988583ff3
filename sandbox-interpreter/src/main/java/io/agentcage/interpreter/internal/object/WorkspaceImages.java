package io.agentcage.interpreter.internal.object;

import java.util.Map;

/**
 * The snapshot form of a {@link Workspace}'s tree (sessions saved between executions, see ExecutionImage): the
 * current directory, the counters and every node with its times, mode, written order and content. Reading checks
 * every name and the depth, since a snapshot is untrusted bytes until it has been read.
 */
final class WorkspaceImages {
    /** Deeper than any path a workspace can hold (4096 bytes of path, two bytes a level at least). */
    private static final int MAX_DEPTH = 600;

    /** A tree read from a snapshot, before the workspace takes it over. */
    record Tree(WorkspaceNode root, String cwd, long nextIno, long writeSeq, int nodes, long usedBytes) {
    }

    private WorkspaceImages() {
    }

    static void write(WorkspaceNode root, String cwd, long nextIno, long writeSeq, ImageOut out) {
        out.str(cwd);
        out.slong(nextIno);
        out.slong(writeSeq);
        writeChildren(root, out);
    }

    private static void writeChildren(WorkspaceNode dir, ImageOut out) {
        out.uint(dir.children.size());
        for (Map.Entry<String, WorkspaceNode> e : dir.children.entrySet()) {
            out.str(e.getKey());
            writeNode(e.getValue(), out);
        }
    }

    /** One node's own state (a directory's children follow it). */
    static void writeNode(WorkspaceNode n, ImageOut out) {
        out.bool(n.dir);
        out.slong(n.ino);
        out.slong(n.mtime);
        out.slong(n.atime);
        out.slong(n.ctime);
        out.uint(n.mode);
        out.slong(n.written);
        out.bool(n.charged > 0);
        if (n.dir) {
            writeChildren(n, out);
        } else {
            out.bytes(n.data, n.size);
        }
    }

    /** The tree of a snapshot ({@link #write}); its root gets time {@code rootTime}. */
    static Tree read(ImageIn in, long rootTime) {
        String dir = in.str();
        long ino = in.slong();
        long seq = in.slong();
        WorkspaceNode fresh = new WorkspaceNode(true, 1, rootTime);
        int[] count = {0};
        long[] bytes = {0};
        readChildren(fresh, in, count, bytes, 0);
        if (fresh.children.size() != 2 || !fresh.children.containsKey("workspace")
                || !fresh.children.containsKey("tmp")) {
            throw ImageException.corrupt("a workspace without its two roots");
        }
        return new Tree(fresh, dir, ino, seq, count[0] - 2, bytes[0]);
    }

    private static void readChildren(WorkspaceNode dir, ImageIn in, int[] count, long[] bytes, int depth) {
        if (depth > MAX_DEPTH) {
            throw ImageException.corrupt("a workspace deeper than any path");
        }
        int n = in.count(1);
        for (int i = 0; i < n; i++) {
            String name = in.str();
            if (name.isEmpty() || name.equals(".") || name.equals("..") || name.indexOf('/') >= 0
                    || name.indexOf('\0') >= 0 || dir.children.containsKey(name)) {
                throw ImageException.corrupt("a workspace entry named '" + name + "'");
            }
            WorkspaceNode node = readNode(in, count, bytes, depth);
            dir.children.put(name, node);
            node.parent = dir;
            node.name = name;
        }
    }

    /** Reads one node ({@link #writeNode}); a directory with its children. */
    static WorkspaceNode readNode(ImageIn in, int[] count, long[] bytes, int depth) {
        boolean isDir = in.bool();
        WorkspaceNode node = new WorkspaceNode(isDir, in.slong(), 0);
        node.mtime = in.slong();
        node.atime = in.slong();
        node.ctime = in.slong();
        node.mode = in.uint() & 07777;
        node.written = Math.max(0, in.slong());
        boolean charged = in.bool();
        count[0]++;
        if (isDir) {
            readChildren(node, in, count, bytes, depth + 1);
        } else {
            node.data = in.bytes();
            node.size = node.data.length;
            node.charged = charged ? node.size : 0;
            bytes[0] += node.charged;
        }
        return node;
    }
}
