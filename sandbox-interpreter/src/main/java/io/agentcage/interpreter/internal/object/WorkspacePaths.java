package io.agentcage.interpreter.internal.object;

import io.agentcage.SandboxFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * How a {@link Workspace} reads guest paths: POSIX resolution without links (relative to the current directory,
 * {@code .} and {@code ..} taken lexically, {@code ..} at {@code /} staying there), which paths are in reach (the
 * two roots and what is under them) and which names a file may have. Errors are CPython's {@code OSError}s.
 */
final class WorkspacePaths {
    /** The longest path a workspace file may have, in characters (what a result file can carry). */
    private static final int MAX_PATH = 1024;

    private WorkspacePaths() {
    }

    /** The names from the root to {@code path}, resolved against {@code cwd}; ValueError for a NUL byte. */
    static List<String> split(String cwd, String path) {
        if (path.indexOf('\0') >= 0) {
            throw Exc.valueError("embedded null byte");
        }
        List<String> out = new ArrayList<>();
        String full = path.startsWith("/") ? path : cwd + "/" + path;
        for (String seg : full.split("/")) {
            if (seg.isEmpty() || seg.equals(".")) {
                continue;
            }
            if (seg.equals("..")) {
                if (!out.isEmpty()) {
                    out.remove(out.size() - 1);
                }
                continue;
            }
            out.add(seg);
        }
        return out;
    }

    /** Whether resolved {@code parts} are {@code /} or lie under one of the two roots. */
    static boolean reachable(List<String> parts) {
        return parts.isEmpty() || parts.get(0).equals("workspace") || parts.get(0).equals("tmp");
    }

    /** PermissionError (EACCES) for a path out of reach. */
    static void checkReachable(List<String> parts, String path) {
        if (!reachable(parts)) {
            throw OsErrors.error(OsErrors.EACCES, path);
        }
    }

    /** Refuses names a result file could not carry (see {@link SandboxFile#checkPath}) and over-long names. */
    static void checkName(List<String> parts, String path) {
        String name = parts.get(parts.size() - 1);
        if (name.getBytes(StandardCharsets.UTF_8).length > Workspace.MAX_NAME
                || String.join("/", parts).length() > MAX_PATH) {
            throw OsErrors.error(OsErrors.ENAMETOOLONG, path);
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c == 0x7f || c == '\\') {
                throw OsErrors.error(OsErrors.EINVAL, "Invalid argument (the workspace refuses control characters "
                        + "and backslashes in file names)", path, null);
            }
        }
    }
}
