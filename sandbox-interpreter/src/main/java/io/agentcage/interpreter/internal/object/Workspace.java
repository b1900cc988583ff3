package io.agentcage.interpreter.internal.object;

import io.agentcage.Limit;
import io.agentcage.SandboxFile;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** A file or a directory of the tree. */
    public static final class Node {
        final boolean dir;
        final long ino;
        final LinkedHashMap<String, Node> children;
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
        Node parent;
        String name;

        Node(boolean dir, long ino, long now) {
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
    }

    private final long maxBytes;
    private final int maxFiles;
    private final Node root;
    private long nextIno = 2;
    private long writeSeq;
    /** Told of each file written under {@link #ROOT}, as it is written (live streaming of the execution), or null. */
    private java.util.function.BiConsumer<String, byte[]> onWrite;
    private long usedBytes;
    private int nodes;
    private String cwd = ROOT;

    /** A workspace whose written files may hold {@code maxBytes}, with {@link #DEFAULT_MAX_FILES} entries. */
    public Workspace(long maxBytes) {
        this(maxBytes, DEFAULT_MAX_FILES);
    }

    public Workspace(long maxBytes, int maxFiles) {
        this.maxBytes = maxBytes;
        this.maxFiles = maxFiles;
        long now = now();
        root = new Node(true, 1, now);
        for (String top : new String[] {"workspace", "tmp"}) {
            Node n = new Node(true, nextIno++, now);
            n.mode = top.equals("tmp") ? 01777 : 0755;
            link(root, top, n);
        }
    }

    private static long now() {
        Instant i = Instant.now();
        return i.getEpochSecond() * 1_000_000_000L + i.getNano();
    }

    /** Adds an input file (and its directories), not counted against the byte limit. */
    public void put(SandboxFile f) {
        Node dir = root.children.get("workspace");
        String[] parts = f.path().split("/");
        for (int i = 0; i < parts.length - 1; i++) {
            Node next = dir.children.get(parts[i]);
            if (next == null) {
                next = newNode(true);
                link(dir, parts[i], next);
            }
            dir = next;
        }
        Node file = newNode(false);
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
        Node n = lookup(path);
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
    public Node lookup(String path) {
        if (path.isEmpty()) {
            throw OsErrors.error(OsErrors.ENOENT, path);
        }
        List<String> parts = split(path);
        checkReachable(parts, path);
        Node n = root;
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
    public Node lookupOrNull(String path) {
        if (path.isEmpty()) {
            return null;
        }
        List<String> parts = split(path);
        return reachable(parts) ? lookupOrNull(parts) : null;
    }

    private Node lookupOrNull(List<String> parts) {
        Node n = root;
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

    private static boolean reachable(List<String> parts) {
        return WorkspacePaths.reachable(parts);
    }

    private static void checkReachable(List<String> parts, String path) {
        WorkspacePaths.checkReachable(parts, path);
    }

    /** The directory that would hold {@code path} and the last name; raises when the directory is missing. */
    private Node parentOf(List<String> parts, String path) {
        checkReachable(parts, path);
        if (parts.size() <= 1) {
            // '/', '/workspace' and '/tmp' themselves
            throw OsErrors.error(parts.isEmpty() ? OsErrors.EBUSY : OsErrors.EACCES, path);
        }
        Node n = root;
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

    /** Refuses names a result file could not carry (see {@link SandboxFile#checkPath}) and over-long names. */
    private static void checkName(List<String> parts, String path) {
        WorkspacePaths.checkName(parts, path);
    }

    // ------------------------------------------------------------------------------------------------ tree

    private Node newNode(boolean dir) {
        if (nodes >= maxFiles) {
            throw new BudgetExceeded(Limit.FILES, "workspace limit of " + maxFiles + " files and directories"
                    + " reached");
        }
        nodes++;
        return new Node(dir, nextIno++, now());
    }

    private static void link(Node dir, String name, Node n) {
        dir.children.put(name, n);
        n.parent = dir;
        n.name = name;
        dir.mtime = now();
        dir.ctime = dir.mtime;
    }

    private void unlinkNode(Node n) {
        Node dir = n.parent;
        dir.children.remove(n.name);
        dir.mtime = now();
        dir.ctime = dir.mtime;
        n.parent = null;
        nodes--;
        usedBytes -= n.charged;
        n.charged = 0;
    }

    /**
     * Opens the file at {@code path} for {@link #writeAt}: creates it when {@code create} (refusing an existing one
     * when {@code exclusive}), empties it when {@code truncate}.
     */
    public Node openFile(String path, boolean create, boolean exclusive, boolean truncate) {
        List<String> parts = split(path);
        if (path.isEmpty()) {
            throw OsErrors.error(OsErrors.ENOENT, path);
        }
        Node existing = reachable(parts) ? lookupOrNull(parts) : null;
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
        Node dir = parentOf(parts, path);
        checkName(parts, path);
        Node f = newNode(false);
        link(dir, parts.get(parts.size() - 1), f);
        touchWritten(f);
        return f;
    }

    private void touchWritten(Node f) {
        if (f.written == 0) {
            f.written = ++writeSeq;
            usedBytes += f.size - f.charged;
            f.charged = f.size;
        }
    }

    /** Checks that growing the written files by {@code delta} bytes fits the limit (before allocating). */
    private void reserve(long delta) {
        if (delta > 0 && usedBytes + delta > maxBytes) {
            throw new BudgetExceeded(Limit.FILES, "file write limit of " + maxBytes + " bytes exceeded (the files"
                    + " written hold " + usedBytes + " bytes)");
        }
    }

    /** Writes {@code len} bytes of {@code src} at {@code pos} of file {@code f} (zero-filling a gap). */
    public void writeAt(Node f, long pos, byte[] src, int off, int len) {
        long end = pos + len;
        if (end > Integer.MAX_VALUE - 16) {
            throw OsErrors.error(27, null, null);
        }
        touchWritten(f);
        if (end > f.size) {
            reserve(end - f.size);
            ensureCapacity(f, (int) end);
            usedBytes += end - f.size;
            f.charged += end - f.size;
            f.size = (int) end;
        }
        System.arraycopy(src, off, f.data, (int) pos, len);
        f.mtime = now();
        f.ctime = f.mtime;
    }

    private static void ensureCapacity(Node f, int n) {
        if (f.data.length < n) {
            int cap = (int) Math.min(Integer.MAX_VALUE - 16L, Math.max(n, f.data.length * 2L));
            f.data = java.util.Arrays.copyOf(f.data, Math.max(cap, 64));
        }
    }

    /** Truncates or extends (with zero bytes) file {@code f} to {@code size}. */
    public void setSize(Node f, long size) {
        if (size > Integer.MAX_VALUE - 16) {
            throw OsErrors.error(27, null, null);
        }
        touchWritten(f);
        reserve(size - f.size);
        ensureCapacity(f, (int) size);
        if (size < f.size) {
            java.util.Arrays.fill(f.data, (int) size, f.size, (byte) 0);
        }
        usedBytes += size - f.size;
        f.charged += size - f.size;
        f.size = (int) size;
        f.mtime = now();
        f.ctime = f.mtime;
    }

    /** The content of the file at {@code path} (a copy). */
    public byte[] read(String path) {
        Node n = lookup(path);
        if (n.dir) {
            throw OsErrors.error(OsErrors.EISDIR, path);
        }
        n.atime = now();
        return java.util.Arrays.copyOf(n.data, n.size);
    }

    /** Whether {@code path} names an existing file or directory. */
    public boolean exists(String path) {
        return lookupOrNull(path) != null;
    }

    /** Replaces (or creates) the file at {@code path} with {@code content}. */
    public void write(String path, byte[] content) {
        Node f = openFile(path, true, false, false);
        reserve(content.length - (long) f.size);
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
        if (reachable(parts) && lookupOrNull(parts) != null) {
            throw OsErrors.error(OsErrors.EEXIST, path);
        }
        Node dir = parentOf(parts, path);
        checkName(parts, path);
        link(dir, parts.get(parts.size() - 1), newNode(true));
    }

    /** {@code os.rmdir(path)}. */
    public void rmdir(String path) {
        Node n = lookup(path);
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
        Node n = lookup(path);
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
        Node n;
        try {
            n = lookup(src);
        } catch (PyException e) {
            throw OsErrors.error(errno(e), src, dst);
        }
        List<String> dparts = split(dst);
        Node dir;
        try {
            if (n.parent == null || n.parent == root) {
                throw OsErrors.error(OsErrors.EBUSY, src);
            }
            dir = parentOf(dparts, dst);
            checkName(dparts, dst);
        } catch (PyException e) {
            throw OsErrors.error(errno(e), src, dst);
        }
        for (Node a = dir; a != null; a = a.parent) {
            if (a == n) {
                throw OsErrors.error(OsErrors.EINVAL, src, dst);
            }
        }
        String name = dparts.get(dparts.size() - 1);
        Node target = dir.children.get(name);
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
        Node from = n.parent;
        from.children.remove(n.name);
        from.mtime = now();
        link(dir, name, n);
        n.ctime = now();
        markWritten(n);
    }

    /** A moved file (or every file of a moved directory) comes back in the result under its new name. */
    private void markWritten(Node n) {
        if (n.dir) {
            for (Node c : n.children.values()) {
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
        Node n = lookup(path);
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        n.atime = now();
        return new ArrayList<>(n.children.keySet());
    }

    /** The children of directory {@code path} (for scandir), in creation order. */
    public Map<String, Node> children(String path) {
        Node n = lookup(path);
        if (!n.dir) {
            throw OsErrors.error(OsErrors.ENOTDIR, path);
        }
        return new LinkedHashMap<>(n.children);
    }

    /** {@code os.utime}: sets access and modification times (nanoseconds since the epoch); null means now. */
    public void utime(String path, Long atime, Long mtime) {
        Node n = lookup(path);
        long t = now();
        n.atime = atime == null ? t : atime;
        n.mtime = mtime == null ? t : mtime;
        n.ctime = t;
    }

    /** {@code os.chmod}: keeps the permission bits (nothing enforces them: the guest owns every file). */
    public void chmod(String path, int mode) {
        Node n = lookup(path);
        if (n.parent == root || n == root) {
            throw OsErrors.error(OsErrors.EPERM, path);
        }
        n.mode = mode & 07777;
        n.ctime = now();
    }

    /** Bytes the written files hold now, and the limit. */
    public long usedBytes() {
        return usedBytes;
    }

    public long maxBytes() {
        return maxBytes;
    }

    /** Files and directories in the tree now (the two roots not counted), and the limit. */
    public int fileCount() {
        return nodes;
    }

    public int maxFiles() {
        return maxFiles;
    }

    /** The files under {@code /workspace} the code created or changed, in the order it first wrote them. */
    public List<SandboxFile> writtenFiles() {
        List<Object[]> found = new ArrayList<>();
        collect(root.children.get("workspace"), "", found);
        found.sort(Comparator.comparingLong(o -> ((Node) o[1]).written));
        List<SandboxFile> out = new ArrayList<>();
        for (Object[] o : found) {
            Node n = (Node) o[1];
            out.add(SandboxFile.of((String) o[0], java.util.Arrays.copyOf(n.data, n.size)));
        }
        return out;
    }

    private static void collect(Node dir, String prefix, List<Object[]> out) {
        for (Map.Entry<String, Node> e : dir.children.entrySet()) {
            Node n = e.getValue();
            String p = prefix + e.getKey();
            if (n.dir) {
                collect(n, p + "/", out);
            } else if (n.written > 0) {
                out.add(new Object[] {p, n});
            }
        }
    }

    /**
     * Who is told of each file written from now on (path relative to {@link #ROOT}, content; must return at once and
     * not keep the array), or null for nobody. Set per execution: a session's workspace outlives its executions.
     */
    public void onWrite(java.util.function.BiConsumer<String, byte[]> value) {
        this.onWrite = value;
    }

    /** Tells {@link #onWrite} the content of file {@code f} (when it was written and lies under {@link #ROOT}). */
    public void announce(Node f) {
        java.util.function.BiConsumer<String, byte[]> hook = onWrite;
        if (hook == null || f.dir || f.written == 0 || !f.linked()) {
            return;
        }
        StringBuilder p = new StringBuilder();
        Node n = f;
        for (; n.parent != null && n.parent.parent != null; n = n.parent) {
            p.insert(0, "/" + n.name);
        }
        if (n.parent == null || !"workspace".equals(n.name)) {
            return;
        }
        hook.accept(p.substring(1), java.util.Arrays.copyOf(f.data, f.size));
    }

    // ---------------------------------------------------------------------------------------------- snapshots

    /** Writes the tree, the current directory and the counters for a snapshot (see ExecutionImage). */
    public void image(ImageOut out) {
        WorkspaceImages.write(root, cwd, nextIno, writeSeq, out);
    }

    /** One node's own state (a directory's children follow it). */
    static void imageNode(Node n, ImageOut out) {
        WorkspaceImages.writeNode(n, out);
    }

    /** Replaces this workspace's tree with a snapshot's ({@link #image}), checking every name as it reads. */
    public void restore(ImageIn in) {
        WorkspaceImages.Tree tree = WorkspaceImages.read(in, root.mtime);
        root.children.clear();
        for (Map.Entry<String, Node> e : tree.root().children.entrySet()) {
            link(root, e.getKey(), e.getValue());
        }
        nodes = tree.nodes();
        usedBytes = tree.usedBytes();
        nextIno = Math.max(tree.nextIno(), 3);
        writeSeq = Math.max(tree.writeSeq(), 0);
        cwd = tree.cwd().startsWith("/") ? tree.cwd() : ROOT;
    }

    /** Reads one node ({@link #imageNode}); a directory with its children. */
    static Node readNode(ImageIn in, int[] count, long[] bytes, int depth) {
        return WorkspaceImages.readNode(in, count, bytes, depth);
    }

    /** Forgets which files were written (sessions report only each execution's changes). */
    public void resetWritten() {
        reset(root);
    }

    private static void reset(Node n) {
        if (n.dir) {
            for (Node c : n.children.values()) {
                reset(c);
            }
        } else {
            n.written = 0;
        }
    }
}
