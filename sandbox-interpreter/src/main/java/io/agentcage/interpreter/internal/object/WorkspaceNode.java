package io.agentcage.interpreter.internal.object;

import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;

/**
 * A file or a directory of a {@link Workspace}'s tree: its content (a file) or its entries in creation order (a
 * directory), times, permission bits, and what the workspace's limits and result need to know of it (whether and
 * when the code wrote it, the bytes charged for it). Only the workspace changes a node; callers read it.
 */
public final class WorkspaceNode {
    final boolean dir;
    final long ino;
    final LinkedHashMap<String, WorkspaceNode> children;
    byte[] data = new byte[0];
    int size;
    long mtime;
    long atime;
    long ctime;
    int mode;
    /** The order of the first change by the code (0: an input file not changed, or never written). */
    long written;
    /** Bytes counted against the byte limit (the size, once the code wrote the file). */
    long charged;
    WorkspaceNode parent;
    String name;

    WorkspaceNode(boolean dir, long ino, long now) {
        this.dir = dir;
        this.ino = ino;
        this.children = dir ? new LinkedHashMap<>() : null;
        this.mtime = now;
        this.atime = now;
        this.ctime = now;
        this.mode = dir ? 0755 : 0644;
    }

    /** Whether this is a directory. */
    public boolean isDir() {
        return dir;
    }

    /** The size in bytes (a directory: 4096, as ext4 and tmpfs report small ones). */
    public long size() {
        return dir ? 4096 : size;
    }

    /** Inode number: stable for the node's life. */
    public long ino() {
        return ino;
    }

    /** Modification, access and status-change times, in nanoseconds since the epoch. */
    public long mtimeNanos() {
        return mtime;
    }

    public long atimeNanos() {
        return atime;
    }

    public long ctimeNanos() {
        return ctime;
    }

    /** Permission bits (0o644 for a new file, 0o755 for a directory; chmod changes them). */
    public int mode() {
        return mode;
    }

    /** The content (the first {@link #size()} bytes of it); not to be changed by callers. */
    public byte[] data() {
        return data;
    }

    /** Whether the node is still in the tree (an open file keeps a deleted one, as POSIX does). */
    public boolean linked() {
        return parent != null || name == null;
    }

    /** Grows the content array to hold {@code n} bytes at least (doubling, as a list does). */
    void ensureCapacity(int n) {
        if (data.length < n) {
            int cap = (int) Math.min(Integer.MAX_VALUE - 16L, Math.max(n, data.length * 2L));
            data = Arrays.copyOf(data, Math.max(cap, 64));
        }
    }

    /** Sets the modification and status-change times to now (a write, a truncation, a directory entry changed). */
    void touch() {
        mtime = now();
        ctime = mtime;
    }

    /** The wall clock in nanoseconds since the epoch, the unit of every time a node keeps. */
    static long now() {
        Instant i = Instant.now();
        return i.getEpochSecond() * 1_000_000_000L + i.getNano();
    }
}
