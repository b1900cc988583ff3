package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;
import io.agentcage.SandboxFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The virtual, in-memory file system of one execution: the request's input files, plus whatever the code writes.
 * Paths are workspace-relative; nothing here ever touches a host path.
 */
public final class Workspace {
    private final Map<String, byte[]> files = new LinkedHashMap<>();
    private final Set<String> written = new LinkedHashSet<>();
    private final long maxBytes;
    private long writtenBytes;
    /** Told of each file written, as it is written (live streaming of the running execution), or null. */
    private java.util.function.BiConsumer<String, byte[]> onWrite;

    public Workspace(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /** Adds an input file. */
    public void put(SandboxFile f) {
        files.put(f.path(), f.content());
    }

    /** Normalises a guest path ({@code ./a/b}, {@code /workspace/a}) or raises a guest error. */
    public String normalise(String path) {
        String p = path;
        while (p.startsWith("./")) {
            p = p.substring(2);
        }
        if (p.startsWith("/workspace/")) {
            p = p.substring("/workspace/".length());
        }
        try {
            SandboxFile.checkPath(p);
        } catch (IllegalArgumentException e) {
            throw Exc.make(Exc.PermissionError, "[Errno 13] Permission denied: " + Strings.repr(path)
                    + " (only workspace-relative paths are available)");
        }
        return p;
    }

    public byte[] read(String path) {
        byte[] b = files.get(normalise(path));
        if (b == null) {
            throw Exc.make(Exc.FileNotFoundError, "[Errno 2] No such file or directory: " + Strings.repr(path));
        }
        return b;
    }

    public boolean exists(String path) {
        return files.containsKey(normalise(path));
    }

    public void write(String path, byte[] content) {
        String p = normalise(path);
        byte[] old = files.get(p);
        long delta = content.length - (old == null ? 0 : Math.min(old.length, content.length));
        if (writtenBytes + delta > maxBytes) {
            throw new BudgetExceeded(Limit.FILES, "file write limit of " + maxBytes + " bytes exceeded");
        }
        writtenBytes += Math.max(0, delta);
        files.put(p, content);
        written.add(p);
        java.util.function.BiConsumer<String, byte[]> hook = onWrite;
        if (hook != null) {
            hook.accept(p, content);
        }
    }

    /**
     * Who is told of each file written from now on (path, content; must return at once and not keep the array),
     * or null for nobody. Set per execution: a session's workspace outlives its executions.
     */
    public void onWrite(java.util.function.BiConsumer<String, byte[]> value) {
        this.onWrite = value;
    }

    public void delete(String path) {
        String p = normalise(path);
        if (files.remove(p) == null) {
            throw Exc.make(Exc.FileNotFoundError, "[Errno 2] No such file or directory: " + Strings.repr(path));
        }
        written.remove(p);
    }

    public List<String> list() {
        return new ArrayList<>(files.keySet());
    }

    /** The files written or changed by the code. */
    public List<SandboxFile> writtenFiles() {
        List<SandboxFile> out = new ArrayList<>();
        for (String p : written) {
            byte[] b = files.get(p);
            if (b != null) {
                out.add(SandboxFile.of(p, b));
            }
        }
        return out;
    }

    /** Every file, by path, in order (for snapshots; the arrays are the workspace's own). */
    public Map<String, byte[]> files() {
        return java.util.Collections.unmodifiableMap(files);
    }

    /** The paths written so far (see {@link #writtenFiles}). */
    public Set<String> writtenPaths() {
        return java.util.Collections.unmodifiableSet(written);
    }

    /** Bytes written so far, against the limit. */
    public long writtenBytes() {
        return writtenBytes;
    }

    /** Puts back what a snapshot saved: the files, which of them were written, and the bytes written so far. */
    public void restore(Map<String, byte[]> all, Set<String> writtenSoFar, long bytes) {
        files.clear();
        files.putAll(all);
        written.clear();
        written.addAll(writtenSoFar);
        writtenBytes = bytes;
    }

    /** Forgets which files were written (sessions report only each execution's changes). */
    public void resetWritten() {
        written.clear();
    }
}
