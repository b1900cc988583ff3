package io.agentcage.validator.internal;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The module lists of the built-in policies and why each dangerous module is refused. Not API. */
public final class ModuleCatalog {
    private ModuleCatalog() {
    }

    /**
     * Modules that ordinary agent code imports and that compute on values in memory (ADR 0048). A format module
     * whose functions can also open a file the code names ({@code codecs.open}, {@code gzip.open},
     * {@code ZipFile('a.zip')}, {@code ConfigParser.read}) is here: that reach is {@code open()}'s, which STRICT
     * notes rather than refuses. Modules for the file system, the environment, processes, threads, the network,
     * frames or the host's logs are in {@link #STRICT_DENIED} or {@link #ALWAYS_DENIED}.
     */
    public static final List<String> SAFE_MODULES = List.of("__future__", "abc", "array", "base64", "binascii",
            "bisect", "bz2", "calendar", "cmath", "codecs", "collections", "colorsys", "configparser", "contextlib",
            "copy", "csv", "dataclasses", "datetime", "decimal", "difflib", "enum", "errno", "fnmatch", "fractions",
            "functools", "graphlib", "gzip", "hashlib", "heapq", "hmac", "html", "itertools", "json", "keyword",
            "lzma", "math", "numbers", "operator", "pprint", "queue", "random", "re", "secrets", "shlex", "stat",
            "statistics", "string", "struct", "textwrap", "time", "tomllib", "typing", "typing_extensions",
            "unicodedata", "uuid", "warnings", "zipfile", "zlib", "zoneinfo");

    /** Members of otherwise refused modules that STRICT allows. */
    public static final List<String> STRICT_MEMBERS = List.of("sys.maxsize", "sys.getsizeof", "sys.float_info",
            "sys.int_info", "sys.version_info", "sys.stdout", "sys.stderr", "sys.stdin", "sys.setrecursionlimit",
            "sys.getrecursionlimit", "sys.exit", "io.StringIO", "io.BytesIO", "types.SimpleNamespace", "types.MappingProxyType",
            "traceback.format_exc", "traceback.print_exc", "urllib.parse", "xml.etree.ElementTree");

    /**
     * STRICT allows {@code asyncio} (coroutines, tasks, queues, timeouts: what agent code uses to call tools
     * concurrently) but not its members that start processes or threads, open connections or replace the event
     * loop. The loop's own methods ({@code get_running_loop().run_in_executor(...)}) cannot be told apart
     * statically; the interpreter's loop has none of them.
     */
    public static final List<String> STRICT_ASYNCIO_DENIED = List.of("asyncio.subprocess",
            "asyncio.create_subprocess_exec", "asyncio.create_subprocess_shell", "asyncio.open_connection",
            "asyncio.start_server", "asyncio.open_unix_connection", "asyncio.start_unix_server", "asyncio.streams",
            "asyncio.to_thread", "asyncio.threads", "asyncio.get_event_loop", "asyncio.new_event_loop",
            "asyncio.set_event_loop", "asyncio.get_event_loop_policy", "asyncio.set_event_loop_policy",
            "asyncio.events", "asyncio.base_events", "asyncio.unix_events", "asyncio.windows_events",
            "asyncio.selector_events", "asyncio.proactor_events", "asyncio.sslproto", "asyncio.trsock",
            "asyncio.run_coroutine_threadsafe");

    /** Members refused by STANDARD although their module is allowed: process control and interpreter internals. */
    public static final List<String> STANDARD_DENIED_MEMBERS = List.of("os.system", "os.popen", "os.execl",
            "os.execle", "os.execlp", "os.execlpe", "os.execv", "os.execve", "os.execvp", "os.execvpe", "os.fork",
            "os.forkpty", "os.kill", "os.killpg", "os.spawnl", "os.spawnle", "os.spawnlp", "os.spawnlpe",
            "os.spawnv", "os.spawnve", "os.spawnvp", "os.spawnvpe", "os.posix_spawn", "os.posix_spawnp",
            "sys._getframe", "sys.modules", "sys.settrace", "sys.setprofile", "sys.meta_path", "sys.path_hooks",
            "sys.addaudithook", "inspect.currentframe", "inspect.stack", "inspect.trace", "inspect.getouterframes",
            "inspect.getinnerframes", "types.FunctionType", "types.CodeType", "types.LambdaType",
            "asyncio.create_subprocess_exec", "asyncio.create_subprocess_shell", "asyncio.subprocess");

    /** Refused by both policies: modules that reach native code, processes, the interpreter or the network. */
    public static final Map<String, String> ALWAYS_DENIED = reasons(
            "ctypes", "calls native code and writes arbitrary memory",
            "_ctypes", "calls native code and writes arbitrary memory",
            "cffi", "calls native code and writes arbitrary memory",
            "subprocess", "starts other programs",
            "_posixsubprocess", "starts other programs",
            "pty", "starts other programs on a terminal",
            "socket", "opens network connections",
            "pickle", "runs code chosen by the data it loads",
            "_pickle", "runs code chosen by the data it loads",
            "cPickle", "runs code chosen by the data it loads",
            "dill", "runs code chosen by the data it loads",
            "cloudpickle", "runs code chosen by the data it loads",
            "shelve", "runs code chosen by the data it loads (pickle)",
            "marshal", "loads raw code objects",
            "gc", "reaches every live object, including the sandbox's own",
            "builtins", "reaches eval, exec and __import__",
            "importlib", "imports modules by computed names",
            "imp", "imports modules by computed names",
            "code", "runs arbitrary code",
            "codeop", "compiles arbitrary code",
            "runpy", "runs other modules and files",
            "__main__", "reaches the host program's globals",
            "posix", "starts processes (it is the low-level os module)",
            "nt", "starts processes (it is the low-level os module)");

    /** Refused by STRICT only: harmless inside a container, but not without isolation. */
    public static final Map<String, String> STRICT_DENIED = reasons(
            "os", "reaches the file system, environment variables and processes",
            "sys", "reaches the interpreter's internals (only maxsize, getsizeof, stdout and a few more are allowed)",
            "inspect", "reads frames and other scopes' variables",
            "shutil", "reads, writes and deletes files",
            "tempfile", "writes files",
            "pathlib", "reads and writes files",
            "glob", "lists files",
            "fileinput", "reads files",
            "io", "opens files (only io.StringIO and io.BytesIO are allowed)",
            "multiprocessing", "starts processes",
            "concurrent", "starts threads and processes",
            "threading", "starts threads that outlive the time limit",
            "_thread", "starts threads that outlive the time limit",
            "signal", "changes signal handlers of the host",
            "resource", "changes process limits",
            "fcntl", "controls file descriptors",
            "mmap", "maps memory and files",
            "faulthandler", "writes to file descriptors",
            "tracemalloc", "inspects the interpreter's memory",
            "types", "builds functions from code objects (only types.SimpleNamespace and types.MappingProxyType are allowed)",
            "traceback", "walks frames (only format_exc and print_exc are allowed)",
            "pdb", "starts an interactive debugger",
            "bdb", "traces frames",
            "trace", "traces frames",
            "dis", "reads code objects",
            "site", "changes the import machinery",
            "sysconfig", "reads the host's configuration",
            "pkgutil", "imports modules by computed names",
            "zipimport", "imports code from archives",
            "ssl", "opens network connections",
            "select", "waits on file descriptors",
            "selectors", "waits on file descriptors",
            "urllib", "opens network connections (only urllib.parse is allowed)",
            "http", "opens network connections",
            "ftplib", "opens network connections",
            "smtplib", "opens network connections",
            "telnetlib", "opens network connections",
            "xmlrpc", "opens network connections",
            "webbrowser", "starts other programs",
            "platform", "starts other programs to query the host",
            "getpass", "reads the terminal and user database",
            "pwd", "reads the user database",
            "grp", "reads the group database",
            "atexit", "runs code when the host exits",
            "weakref", "runs finalizers outside the time limit",
            "logging", "writes to the host's logs and files",
            "tarfile", "extracts members to paths the archive chooses (CPython 3.11 applies no extraction filter by"
                    + " default)",
            "posixpath", "reads the file system (exists, getsize, realpath: it is os.path)",
            "locale", "reads and changes the host's locale settings",
            "xml", "parses with DTDs and entities in xml.dom and xml.sax (only xml.etree.ElementTree is allowed)",
            "sqlite3", "reads and writes database files");

    private static Map<String, String> reasons(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    /** Why a module or member is refused, or empty when it is merely not listed. */
    public static String reason(String path) {
        if (STRICT_ASYNCIO_DENIED.contains(path) && !STANDARD_DENIED_MEMBERS.contains(path)) {
            return path.contains("thread") ? "starts threads that outlive the time limit"
                    : path.contains("event_loop") || path.endsWith("_events") ? "replaces or reaches the event loop"
                    : "opens network connections";
        }
        if (STANDARD_DENIED_MEMBERS.contains(path)) {
            if (path.startsWith("os.") || path.startsWith("asyncio.")) {
                return "starts, replaces or signals processes";
            }
            if (path.startsWith("inspect.")) {
                return "reads frames and other scopes' variables";
            }
            if (path.startsWith("types.")) {
                return "builds functions from code objects";
            }
            return "reaches the interpreter's internals";
        }
        String root = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
        String r = ALWAYS_DENIED.get(root);
        if (r == null) {
            r = STRICT_DENIED.get(root);
        }
        return r == null ? "" : r;
    }
}
