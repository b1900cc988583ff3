package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;

/**
 * The accounting behind a {@link Workspace}'s two limits: the bytes the written files hold together (a file is
 * charged its whole size once the code writes it, and gives it back when deleted) and the number of files and
 * directories in the tree. Exceeding either ends the execution with the {@code FILES} limit, checked before
 * anything is allocated.
 */
final class WorkspaceQuota {
    private final long maxBytes;
    private final int maxFiles;
    private long usedBytes;
    private int nodes;

    WorkspaceQuota(long maxBytes, int maxFiles) {
        this.maxBytes = maxBytes;
        this.maxFiles = maxFiles;
    }

    /** Counts one more node, or ends the execution when the tree is full. */
    void countNode() {
        if (nodes >= maxFiles) {
            throw new BudgetExceeded(Limit.FILES, "workspace limit of " + maxFiles + " files and directories"
                    + " reached");
        }
        nodes++;
    }

    /** Gives back a node taken out of the tree and the bytes charged for it. */
    void release(WorkspaceNode n) {
        nodes--;
        usedBytes -= n.charged;
        n.charged = 0;
    }

    /** Charges a file's whole current size (the first write to an input file, or a new file). */
    void chargeWhole(WorkspaceNode f) {
        usedBytes += f.size - f.charged;
        f.charged = f.size;
    }

    /** Checks that growing the written files by {@code delta} bytes fits the limit (before allocating). */
    void reserve(long delta) {
        if (delta > 0 && usedBytes + delta > maxBytes) {
            throw new BudgetExceeded(Limit.FILES, "file write limit of " + maxBytes + " bytes exceeded (the files"
                    + " written hold " + usedBytes + " bytes)");
        }
    }

    /** Records that written file {@code f} grew (or shrank, when negative) by {@code delta} bytes. */
    void grow(WorkspaceNode f, long delta) {
        usedBytes += delta;
        f.charged += delta;
    }

    /** Takes over the counts of a tree read from a snapshot. */
    void restore(int nodes, long usedBytes) {
        this.nodes = nodes;
        this.usedBytes = usedBytes;
    }

    long usedBytes() {
        return usedBytes;
    }

    long maxBytes() {
        return maxBytes;
    }

    int nodes() {
        return nodes;
    }

    int maxFiles() {
        return maxFiles;
    }
}
