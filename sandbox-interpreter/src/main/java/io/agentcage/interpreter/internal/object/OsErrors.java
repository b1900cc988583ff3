package io.agentcage.interpreter.internal.object;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code OSError} as CPython has it: the errno table (Linux numbers and glibc's messages), the constructor that
 * reads {@code (errno, strerror[, filename[, winerror[, filename2]]])}, picks the subclass the errno names
 * ({@code OSError(2, 'x')} is a {@code FileNotFoundError}) and keeps only {@code (errno, strerror)} as {@code args},
 * and {@code str()} as {@code [Errno 2] No such file or directory: 'data.csv'}. Native code raises them with
 * {@link #error(int, String)}.
 */
public final class OsErrors {
    private OsErrors() {
    }

    public static final int EPERM = 1;
    public static final int ENOENT = 2;
    public static final int ESRCH = 3;
    public static final int EINTR = 4;
    public static final int EBADF = 9;
    public static final int ECHILD = 10;
    public static final int EAGAIN = 11;
    public static final int EACCES = 13;
    public static final int EBUSY = 16;
    public static final int EEXIST = 17;
    public static final int EXDEV = 18;
    public static final int ENOTDIR = 20;
    public static final int EISDIR = 21;
    public static final int EINVAL = 22;
    public static final int ENOSPC = 28;
    public static final int ESPIPE = 29;
    public static final int EROFS = 30;
    public static final int EPIPE = 32;
    public static final int ENAMETOOLONG = 36;
    public static final int ENOSYS = 38;
    public static final int ENOTEMPTY = 39;
    public static final int ELOOP = 40;
    public static final int ENOTSUP = 95;

    /** Every errno name the {@code errno} module exports, by number, with glibc's message (Linux x86-64). */
    private static final Map<Integer, String[]> TABLE = table(
            1, "EPERM", "Operation not permitted", 2, "ENOENT", "No such file or directory",
            3, "ESRCH", "No such process", 4, "EINTR", "Interrupted system call", 5, "EIO", "Input/output error",
            6, "ENXIO", "No such device or address", 7, "E2BIG", "Argument list too long",
            8, "ENOEXEC", "Exec format error", 9, "EBADF", "Bad file descriptor", 10, "ECHILD", "No child processes",
            11, "EAGAIN", "Resource temporarily unavailable", 12, "ENOMEM", "Cannot allocate memory",
            13, "EACCES", "Permission denied", 14, "EFAULT", "Bad address", 15, "ENOTBLK", "Block device required",
            16, "EBUSY", "Device or resource busy", 17, "EEXIST", "File exists",
            18, "EXDEV", "Invalid cross-device link", 19, "ENODEV", "No such device", 20, "ENOTDIR", "Not a directory",
            21, "EISDIR", "Is a directory", 22, "EINVAL", "Invalid argument", 23, "ENFILE",
            "Too many open files in system", 24, "EMFILE", "Too many open files", 25, "ENOTTY",
            "Inappropriate ioctl for device", 26, "ETXTBSY", "Text file busy", 27, "EFBIG", "File too large",
            28, "ENOSPC", "No space left on device", 29, "ESPIPE", "Illegal seek", 30, "EROFS", "Read-only file system",
            31, "EMLINK", "Too many links", 32, "EPIPE", "Broken pipe", 33, "EDOM", "Numerical argument out of domain",
            34, "ERANGE", "Numerical result out of range", 35, "EDEADLK", "Resource deadlock avoided",
            36, "ENAMETOOLONG", "File name too long", 37, "ENOLCK", "No locks available",
            38, "ENOSYS", "Function not implemented", 39, "ENOTEMPTY", "Directory not empty",
            40, "ELOOP", "Too many levels of symbolic links", 61, "ENODATA", "No data available",
            62, "ETIME", "Timer expired", 71, "EPROTO", "Protocol error", 75, "EOVERFLOW",
            "Value too large for defined data type", 84, "EILSEQ", "Invalid or incomplete multibyte or wide character",
            88, "ENOTSOCK", "Socket operation on non-socket", 95, "ENOTSUP", "Operation not supported",
            98, "EADDRINUSE", "Address already in use", 99, "EADDRNOTAVAIL", "Cannot assign requested address",
            100, "ENETDOWN", "Network is down", 101, "ENETUNREACH", "Network is unreachable",
            103, "ECONNABORTED", "Software caused connection abort", 104, "ECONNRESET", "Connection reset by peer",
            106, "EISCONN", "Transport endpoint is already connected", 107, "ENOTCONN",
            "Transport endpoint is not connected", 108, "ESHUTDOWN", "Cannot send after transport endpoint shutdown",
            110, "ETIMEDOUT", "Connection timed out", 111, "ECONNREFUSED", "Connection refused",
            113, "EHOSTUNREACH", "No route to host", 114, "EALREADY", "Operation already in progress",
            115, "EINPROGRESS", "Operation now in progress", 122, "EDQUOT", "Disk quota exceeded",
            125, "ECANCELED", "Operation canceled");

    /** Aliases the errno module also exports (the same numbers under other names). */
    private static final Map<String, Integer> ALIASES = Map.of("EWOULDBLOCK", 11, "EDEADLOCK", 35,
            "EOPNOTSUPP", 95);

    private static Map<Integer, String[]> table(Object... rows) {
        Map<Integer, String[]> m = new LinkedHashMap<>();
        for (int i = 0; i < rows.length; i += 3) {
            m.put((Integer) rows[i], new String[] {(String) rows[i + 1], (String) rows[i + 2]});
        }
        return Collections.unmodifiableMap(m);
    }

    /** The errno names and numbers, aliases included, for the {@code errno} module. */
    public static Map<String, Integer> names() {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (Map.Entry<Integer, String[]> e : TABLE.entrySet()) {
            m.put(e.getValue()[0], e.getKey());
        }
        m.putAll(ALIASES);
        return m;
    }

    /** The primary name of every errno (CPython's {@code errno.errorcode}). */
    public static Map<Integer, String> codes() {
        Map<Integer, String> m = new LinkedHashMap<>();
        for (Map.Entry<Integer, String[]> e : TABLE.entrySet()) {
            m.put(e.getKey(), e.getValue()[0]);
        }
        return m;
    }

    /** glibc's message for {@code errno} ({@code os.strerror}). */
    public static String strerror(int errno) {
        String[] row = TABLE.get(errno);
        return row == null ? "Unknown error " + errno : row[1];
    }

    /** The subclass of {@code OSError} that CPython raises for {@code errno}. */
    public static PyType typeFor(int errno) {
        switch (errno) {
            case ENOENT:
                return Exc.FileNotFoundError;
            case EEXIST:
                return Exc.FileExistsError;
            case EISDIR:
                return Exc.IsADirectoryError;
            case ENOTDIR:
                return Exc.NotADirectoryError;
            case EPERM:
            case EACCES:
                return Exc.PermissionError;
            case EAGAIN:
            case 114:
            case 115:
                return Exc.BlockingIOError;
            case ECHILD:
                return Exc.ChildProcessError;
            case EPIPE:
            case 108:
                return Exc.BrokenPipeError;
            case 103:
                return Exc.ConnectionAbortedError;
            case 111:
                return Exc.ConnectionRefusedError;
            case 104:
                return Exc.ConnectionResetError;
            case EINTR:
                return Exc.InterruptedError;
            case ESRCH:
                return Exc.ProcessLookupError;
            case 110:
                return Exc.TimeoutError;
            default:
                return Exc.OSError;
        }
    }

    /** {@code OSError(errno, strerror(errno), filename)}, raisable: {@code [Errno 2] No such file or directory: 'x'}. */
    public static PyException error(int errno, String filename) {
        return error(errno, strerror(errno), filename, null);
    }

    /** As {@link #error(int, String)} with a second file name ({@code 'a' -> 'b'}, as rename reports). */
    public static PyException error(int errno, String filename, String filename2) {
        return error(errno, strerror(errno), filename, filename2);
    }

    /** {@code OSError(errno, message)} with an optional file name or two (null when absent). */
    public static PyException error(int errno, String message, String filename, String filename2) {
        PyBaseException e = new PyBaseException(typeFor(errno), PyTuple.of(PyInt.of(errno), new PyStr(message)));
        PyDict d = e.instanceDict();
        d.put("errno", PyInt.of(errno));
        d.put("strerror", new PyStr(message));
        if (filename != null) {
            d.put("filename", new PyStr(filename));
        }
        if (filename2 != null) {
            d.put("filename2", new PyStr(filename2));
        }
        return new PyException(e);
    }

    /**
     * The type a call of {@code t} with {@code args} makes: {@code OSError} itself becomes the subclass its errno
     * names (a subclass of OSError stays itself, as in CPython).
     */
    static PyType constructedType(PyType t, PyObject[] args) {
        if (t == Exc.OSError && args.length >= 2 && args.length <= 5 && args[0] instanceof PyInt i
                && !(i instanceof PyBool)) {
            return typeFor(i.big != null || i.value < 0 || i.value > Integer.MAX_VALUE ? -1 : (int) i.value);
        }
        return t;
    }

    /**
     * Sets {@code errno}, {@code strerror}, {@code filename} and {@code filename2} from the constructor's arguments
     * and trims {@code args} to {@code (errno, strerror)} when a file name was given, as {@code OSError.__init__}.
     */
    static void init(PyBaseException e, PyObject[] args) {
        if (args.length < 2 || args.length > 5) {
            return;
        }
        PyDict d = e.instanceDict();
        d.put("errno", args[0]);
        d.put("strerror", args[1]);
        if (args.length >= 3 && args[2] != PyNone.NONE) {
            d.put("filename", args[2]);
        }
        if (args.length == 5 && args[4] != PyNone.NONE) {
            d.put("filename2", args[4]);
        }
        if (args.length >= 3) {
            e.args = PyTuple.of(args[0], args[1]);
        }
    }

    /** The attributes every OSError has (None until set), for attribute lookup. */
    static boolean isAttribute(String name) {
        return name.equals("errno") || name.equals("strerror") || name.equals("filename")
                || name.equals("filename2");
    }

    /** {@code str(e)} of an OSError carrying an errno, or null to use the generic form. */
    static String str(PyBaseException e) {
        PyDict d = e.instanceDictOrNull();
        if (d == null) {
            return null;
        }
        PyObject errno = d.get("errno");
        PyObject strerror = d.get("strerror");
        if (errno == null || strerror == null) {
            return null;
        }
        PyObject f1 = d.get("filename");
        PyObject f2 = d.get("filename2");
        String head = "[Errno " + Ops.str(errno) + "] " + Ops.str(strerror);
        if (f1 != null && f1 != PyNone.NONE) {
            return head + ": " + Ops.repr(f1) + (f2 != null && f2 != PyNone.NONE ? " -> " + Ops.repr(f2) : "");
        }
        return head;
    }
}
