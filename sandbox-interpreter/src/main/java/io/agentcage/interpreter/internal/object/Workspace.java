package io.agentcage.interpreter.internal.object;

import io.agentcage.SandboxFile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The virtual, in-memory file system of one execution (or session): a tree of directories and files under two
 * roots, {@code /workspace} (the current directory at the start: the request's input files, and what the code
 * writes there comes back in the result) and {@code /tmp} (scratch space, not returned). Nothing here ever touches
 * a host path. Paths are resolved as POSIX resolves them without symbolic links: relative to the current directory,
 * {@code .} and {@code ..} taken lexically; a path that ends outside the two roots is refused with
 * {@code PermissionError} ({@code /} itself is a read-only directory listing the two roots).
 *
 * <p>Limits: the files the code created or changed hold at most {@code maxBytes} bytes together (their current
 * sizes: deleting gives the space back; unchanged input files do not count), and the tree holds at most
 * {@code maxFiles} files and directories (input files included). Both end the execution with the {@code FILES}
 * limit. Errors are CPython's {@code OSError}s with Linux's errno and message ({@link OsErrors}).
 */
public final class Workspace {
    /** The root of the files returned in the result, and the first current directory. */
    public static final String ROOT = "/workspace";
    /** The root of scratch files (tempfile's directory), not returned in the result. */
    public static final String TMP = "/tmp";
    /** Files and directories a workspace may hold by default: 16,384, as the Docker backend's tmpfs inodes. */
    public static final int DEFAULT_MAX_FILES = 16_384;
    /** The longest name of one file or directory (Linux's NAME_MAX). */
    static final int MAX_NAME = 255;

    private final WorkspaceQuota quota;
    private final WorkspaceNode root;
    private long nextIno = 2;
    private long writeSeq;
    /** Told of each file written under {@link #ROOT}, as it is written (live streaming of the execution), or null. */
    private BiConsumer<String, byte[]> onWrite;
    private String cwd = ROOT;

    /** A workspace whose written files may hold {@code maxBytes}, with {@link #DEFAULT_MAX_FILES} entries. */
    public Workspace(long maxBytes) {
        this(maxBytes, DEFAULT_MAX_FILES);
    }

    public Workspace(long maxBytes, int maxFiles) {
        this.quota = new WorkspaceQuota(maxBytes, maxFiles);
        long now = WorkspaceNode.now();
        root = new WorkspaceNode(true, 1, now);
        for (String top : new String[] {"workspace", "tmp"}) {
            WorkspaceNode n = new WorkspaceNode(true, nextIno++, now);
            n.mode = top.equals("tmp") ? 01777 : 0755;
            link(root, top, n);
        }
    }

    /** Adds an input file (and its directories), not counted against the byte limit. */
    public void put(SandboxFile f) {
        WorkspaceNode dir = root.children.get("workspace");
        String[] parts = f.path().split("/");
        for (int i = 0; i < parts.length - 1; i++) {
            WorkspaceNode next = dir.children.get(parts[i]);
            if (next == null) {
                next = newNode(true);
                link(dir, parts[i], next);
            }
            dir = next;
        }
        WorkspaceNode file = newNode(false);
        file.data = f.content();
        file.size = file.data.length;
        link(dir, parts[parts.length - 1], file);
    }

    // ------------------------------------------------------------------------------------------------ paths

    /** The current directory ({@code os.getcwd()}). */
    public String cwd() {
        if (lookupOrNull(split(cwd)) == null) {
            throw OsErrors.error(OsErrors.ENOENT, null, null);
        }
        return cwd;
    }

    /** {@code os.chdir(path)}. */
    public void chdir(String path) {
        WorkspaceNode n = lookup(path);
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        cwd = absolute(path);
    }

    /** The absolute, normalised form of a guest path (lexical; no check that it exists or is reachable). */
    public String absolute(String path) {
        List<String> parts = split(path);
        return parts.isEmpty() ? "/" : "/" + String.join("/", parts);
    }

    private List<String> split(String path) {
        return WorkspacePaths.split(cwd, path);
    }

    /** The node at {@code path}, or raises FileNotFoundError, NotADirectoryError or PermissionError. */
    public WorkspaceNode lookup(String path) {
        if (path.isEmpty()) {
            throw OsErrors.error(OsErrors.ENOENT, path);
        }
        List<String> parts = split(path);
        WorkspacePaths.checkReachable(parts, path);
        WorkspaceNode n = root;
        for (String p : parts) {
            if (!n.dir) {
                throw OsErrors.error(OsErrors.ENOTDIR, path);
            }
            n = n.children.get(p);
            if (n == null) {
                throw OsErrors.error(OsErrors.ENOENT, path);
            }
        }
        return n;
    }

    /** The node at {@code path}, or null when there is none or it is out of reach ({@code os.path.exists}). */
    public WorkspaceNode lookupOrNull(String path) {
        if (path.isEmpty()) {
            return null;
        }
        List<String> parts = split(path);
        return WorkspacePaths.reachable(parts) ? lookupOrNull(parts) : null;
    }

    private WorkspaceNode lookupOrNull(List<String> parts) {
        WorkspaceNode n = root;
        for (String p : parts) {
            if (!n.dir) {
                return null;
            }
            n = n.children.get(p);
            if (n == null) {
                return null;
            }
        }
        return n;
    }

    /** The directory that would hold {@code path} and the last name; raises when the directory is missing. */
    private WorkspaceNode parentOf(List<String> parts, String path) {
        WorkspacePaths.checkReachable(parts, path);
        if (parts.size() <= 1) {
            // '/', '/workspace' and '/tmp' themselves
            throw OsErrors.error(parts.isEmpty() ? OsErrors.EBUSY : OsErrors.EACCES, path);
        }
        WorkspaceNode n = root;
        for (int i = 0; i < parts.size() - 1; i++) {
            if (!n.dir) {
                throw OsErrors.error(OsErrors.ENOTDIR, path);
            }
            n = n.children.get(parts.get(i));
            if (n == null) {
                throw OsErrors.error(OsErrors.ENOENT, path);
            }
        }
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        return n;
    }

    // ------------------------------------------------------------------------------------------------ tree

    private WorkspaceNode newNode(boolean dir) {
        quota.countNode();
        return new WorkspaceNode(dir, nextIno++, WorkspaceNode.now());
    }

    private static void link(WorkspaceNode dir, String name, WorkspaceNode n) {
        dir.children.put(name, n);
        n.parent = dir;
        n.name = name;
        dir.touch();
    }

    private void unlinkNode(WorkspaceNode n) {
        WorkspaceNode dir = n.parent;
        dir.children.remove(n.name);
        dir.touch();
        n.parent = null;
        quota.release(n);
    }

    /**
     * Opens the file at {@code path} for {@link #writeAt}: creates it when {@code create} (refusing an existing one
     * when {@code exclusive}), empties it when {@code truncate}.
     */
    public WorkspaceNode openFile(String path, boolean create, boolean exclusive, boolean truncate) {
        List<String> parts = split(path);
        if (path.isEmpty()) {
            throw OsErrors.error(OsErrors.ENOENT, path);
        }
        WorkspaceNode existing = WorkspacePaths.reachable(parts) ? lookupOrNull(parts) : null;
        if (existing != null) {
            if (exclusive) {
                throw OsErrors.error(OsErrors.EEXIST, path);
            }
            if (existing.dir) {
                throw OsErrors.error(OsErrors.EISDIR, path);
            }
            if (truncate) {
                setSize(existing, 0);
            }
            return existing;
        }
        if (!create) {
            lookup(path);   // raises the error that applies (ENOENT, ENOTDIR, EACCES)
            throw OsErrors.error(OsErrors.ENOENT, path);
        }
        WorkspaceNode dir = parentOf(parts, path);
        WorkspacePaths.checkName(parts, path);
        WorkspaceNode f = newNode(false);
        link(dir, parts.get(parts.size() - 1), f);
        touchWritten(f);
        return f;
    }

    private void touchWritten(WorkspaceNode f) {
        if (f.written == 0) {
            f.written = ++writeSeq;
            quota.chargeWhole(f);
        }
    }

    /** Writes {@code len} bytes of {@code src} at {@code pos} of file {@code f} (zero-filling a gap). */
    public void writeAt(WorkspaceNode f, long pos, byte[] src, int off, int len) {
        long end = pos + len;
        if (end > Integer.MAX_VALUE - 16) {
            throw OsErrors.error(27, null, null);
        }
        touchWritten(f);
        if (end > f.size) {
            quota.reserve(end - f.size);
            f.ensureCapacity((int) end);
            quota.grow(f, end - f.size);
            f.size = (int) end;
        }
        System.arraycopy(src, off, f.data, (int) pos, len);
        f.touch();
    }

    /** Truncates or extends (with zero bytes) file {@code f} to {@code size}. */
    public void setSize(WorkspaceNode f, long size) {
        if (size > Integer.MAX_VALUE - 16) {
            throw OsErrors.error(27, null, null);
        }
        touchWritten(f);
        quota.reserve(size - f.size);
        f.ensureCapacity((int) size);
        if (size < f.size) {
            Arrays.fill(f.data, (int) size, f.size, (byte) 0);
        }
        quota.grow(f, size - f.size);
        f.size = (int) size;
        f.touch();
    }

    /** The content of the file at {@code path} (a copy). */
    public byte[] read(String path) {
        WorkspaceNode n = lookup(path);
        if (n.dir) {
            throw OsErrors.error(OsErrors.EISDIR, path);
        }
        n.atime = WorkspaceNode.now();
        return Arrays.copyOf(n.data, n.size);
    }

    /** Whether {@code path} names an existing file or directory. */
    public boolean exists(String path) {
        return lookupOrNull(path) != null;
    }

    /** Replaces (or creates) the file at {@code path} with {@code content}. */
    public void write(String path, byte[] content) {
        WorkspaceNode f = openFile(path, true, false, false);
        quota.reserve(content.length - (long) f.size);
        setSize(f, 0);
        writeAt(f, 0, content, 0, content.length);
        announce(f);
    }

    /** {@code os.mkdir(path)}. */
    public void mkdir(String path) {
        List<String> parts = split(path);
        if (path.isEmpty()) {
            throw OsErrors.error(OsErrors.ENOENT, path);
        }
        if (WorkspacePaths.reachable(parts) && lookupOrNull(parts) != null) {
            throw OsErrors.error(OsErrors.EEXIST, path);
        }
        WorkspaceNode dir = parentOf(parts, path);
        WorkspacePaths.checkName(parts, path);
        link(dir, parts.get(parts.size() - 1), newNode(true));
    }

    /** {@code os.rmdir(path)}. */
    public void rmdir(String path) {
        WorkspaceNode n = lookup(path);
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        if (n.parent == null || n.parent == root) {
            throw OsErrors.error(OsErrors.EBUSY, path);
        }
        if (!n.children.isEmpty()) {
            throw OsErrors.error(OsErrors.ENOTEMPTY, path);
        }
        unlinkNode(n);
    }

    /** {@code os.remove(path)}: files only. */
    public void delete(String path) {
        WorkspaceNode n = lookup(path);
        if (n.dir) {
            throw OsErrors.error(n.parent == null || n.parent == root ? OsErrors.EACCES : OsErrors.EISDIR, path);
        }
        unlinkNode(n);
    }

    /**
     * {@code os.rename(src, dst)} / {@code os.replace}: an existing file is replaced, an existing directory only
     * by a directory and only when empty; a directory cannot move into itself.
     */
    public void rename(String src, String dst) {
        WorkspaceNode n;
        try {
            n = lookup(src);
        } catch (PyException e) {
            throw OsErrors.error(errno(e), src, dst);
        }
        List<String> dparts = split(dst);
        WorkspaceNode dir;
        try {
            if (n.parent == null || n.parent == root) {
                throw OsErrors.error(OsErrors.EBUSY, src);
            }
            dir = parentOf(dparts, dst);
            WorkspacePaths.checkName(dparts, dst);
        } catch (PyException e) {
            throw OsErrors.error(errno(e), src, dst);
        }
        for (WorkspaceNode a = dir; a != null; a = a.parent) {
            if (a == n) {
                throw OsErrors.error(OsErrors.EINVAL, src, dst);
            }
        }
        String name = dparts.get(dparts.size() - 1);
        WorkspaceNode target = dir.children.get(name);
        if (target == n) {
            return;
        }
        if (target != null) {
            if (target.dir && !n.dir) {
                throw OsErrors.error(OsErrors.EISDIR, src, dst);
            }
            if (!target.dir && n.dir) {
                throw OsErrors.error(OsErrors.ENOTDIR, src, dst);
            }
            if (target.dir && !target.children.isEmpty()) {
                throw OsErrors.error(OsErrors.ENOTEMPTY, src, dst);
            }
            unlinkNode(target);
        }
        WorkspaceNode from = n.parent;
        from.children.remove(n.name);
        from.mtime = WorkspaceNode.now();
        link(dir, name, n);
        n.ctime = WorkspaceNode.now();
        markWritten(n);
    }

    /** A moved file (or every file of a moved directory) comes back in the result under its new name. */
    private void markWritten(WorkspaceNode n) {
        if (n.dir) {
            for (WorkspaceNode c : n.children.values()) {
                markWritten(c);
            }
        } else {
            touchWritten(n);
        }
    }

    private static int errno(PyException e) {
        PyDict d = e.exc.instanceDictOrNull();
        PyObject v = d == null ? null : d.get("errno");
        return v instanceof PyInt i ? (int) i.value : OsErrors.EINVAL;
    }

    /** The names in directory {@code path}, in creation order ({@code os.listdir}). */
    public List<String> list(String path) {
        WorkspaceNode n = lookup(path);
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        n.atime = WorkspaceNode.now();
        return new ArrayList<>(n.children.keySet());
    }

    /** The children of directory {@code path} (for scandir), in creation order. */
    public Map<String, WorkspaceNode> children(String path) {
        WorkspaceNode n = lookup(path);
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        return new LinkedHashMap<>(n.children);
    }

    /** {@code os.utime}: sets access and modification times (nanoseconds since the epoch); null means now. */
    public void utime(String path, Long atime, Long mtime) {
        WorkspaceNode n = lookup(path);
        long t = WorkspaceNode.now();
        n.atime = atime == null ? t : atime;
        n.mtime = mtime == null ? t : mtime;
        n.ctime = t;
    }

    /** {@code os.chmod}: keeps the permission bits (nothing enforces them: the guest owns every file). */
    public void chmod(String path, int mode) {
        WorkspaceNode n = lookup(path);
        if (n.parent == root || n == root) {
            throw OsErrors.error(OsErrors.EPERM, path);
        }
        n.mode = mode & 07777;
        n.ctime = WorkspaceNode.now();
    }

    /** Bytes the written files hold now, and the limit. */
    public long usedBytes() {
        return quota.usedBytes();
    }

    public long maxBytes() {
        return quota.maxBytes();
    }

    /** Files and directories in the tree now (the two roots not counted), and the limit. */
    public int fileCount() {
        return quota.nodes();
    }

    public int maxFiles() {
        return quota.maxFiles();
    }

    /** The files under {@code /workspace} the code created or changed, in the order it first wrote them. */
    public List<SandboxFile> writtenFiles() {
        return WorkspaceWrites.written(root.children.get("workspace"));
    }

    /**
     * Who is told of each file written from now on (path relative to {@link #ROOT}, content; must return at once and
     * not keep the array), or null for nobody. Set per execution: a session's workspace outlives its executions.
     */
    public void onWrite(BiConsumer<String, byte[]> value) {
        this.onWrite = value;
    }

    /** Tells {@link #onWrite} the content of file {@code f} (when it was written and lies under {@link #ROOT}). */
    public void announce(WorkspaceNode f) {
        BiConsumer<String, byte[]> hook = onWrite;
        if (hook == null || f.dir || f.written == 0 || !f.linked()) {
            return;
        }
        String path = WorkspaceWrites.pathUnderRoot(f);
        if (path == null) {
            return;
        }
        hook.accept(path, Arrays.copyOf(f.data, f.size));
    }

    // ---------------------------------------------------------------------------------------------- snapshots

    /** Writes the tree, the current directory and the counters for a snapshot (see ExecutionImage). */
    public void image(ImageOut out) {
        WorkspaceImages.write(root, cwd, nextIno, writeSeq, out);
    }

    /** Replaces this workspace's tree with a snapshot's ({@link #image}), checking every name as it reads. */
    public void restore(ImageIn in) {
        WorkspaceImages.Tree tree = WorkspaceImages.read(in, root.mtime);
        root.children.clear();
        for (Map.Entry<String, WorkspaceNode> e : tree.root().children.entrySet()) {
            link(root, e.getKey(), e.getValue());
        }
        quota.restore(tree.nodes(), tree.usedBytes());
        nextIno = Math.max(tree.nextIno(), 3);
        writeSeq = Math.max(tree.writeSeq(), 0);
        cwd = tree.cwd().startsWith("/") ? tree.cwd() : ROOT;
    }

    /** Forgets which files were written (sessions report only each execution's changes). */
    public void resetWritten() {
        WorkspaceWrites.forget(root);
    }
}
