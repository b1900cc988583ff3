package io.agentcage.interpreter.internal.object;

import java.util.HashMap;
import java.util.Map;

/**
 * What one execution may reach beyond pure computation: its importable modules, its virtual workspace and the
 * host functions of the embedding application. Created per execution (or per session) by the executor.
 */
public final class Services {
    /** The module allow-list and the module definitions. */
    public final ModuleLoader modules;
    /** Modules imported so far by this execution or session: each gets its own module objects. */
    public final Map<String, PyModule> loaded = new HashMap<>();
    /** The virtual file system of this execution, or null when files are disabled. */
    public final Workspace workspace;
    /** Host functions callable from guest code, by name (guest-visible builtins). */
    public final Map<String, PyObject> hostFunctions;
    /** Host calls made so far, and the limit. */
    public long hostCalls;
    public final long maxHostCalls;
    /** Whether imports may copy the per-JVM templates of standard Python modules (off while one is made). */
    public boolean moduleTemplates = true;
    /**
     * Why calls of external host functions cannot suspend this execution (a session, an executor without a snapshot
     * key), or null when they can.
     */
    public String cannotSuspend = "this executor has no snapshot key";
    /** Ids given to calls of external host functions so far (they are unique along a chain of resumes). */
    public long callIds;
    /** Wall-clock time the execution ran before it was last suspended (0 for a fresh one), in nanoseconds. */
    public long priorElapsedNanos;
    /** The host calls running concurrently for the event loop, or null when the executor has none. */
    public AsyncHost asyncHost;
    /** The network of the running execution ({@code urllib.request}); refuses everything unless one is set. */
    public Network network = Network.NONE;
    /** The environment variables of the running request ({@code os.environ}); nothing of the host's. */
    public Map<String, String> environment = Map.of();
    /** The source of the running program (for the source lines of tracebacks the guest formats itself). */
    public String source = "";
    /** The file name of the running program ({@code ExecutionRequest.filename}), which its tracebacks show. */
    public String sourceFile = "<string>";
    /**
     * What a session's namespace and modules held, by the memory estimate, when its last execution ended: the
     * next execution of the session starts its memory account there (0 for a new session or a one-shot).
     */
    public long retainedBytes;
    /**
     * The limit on int/str conversions in decimal digits ({@code sys.set_int_max_str_digits}; kept for a session):
     * CPython's 4300 by default; 0 (no limit in CPython) stands for {@link Numbers#SANDBOX_MAX_STR_DIGITS}.
     */
    public int maxStrDigits = Numbers.MAX_STR_DIGITS;
    /** The recursion limit the program set with {@code sys.setrecursionlimit} (kept for a session), or 0. */
    public int recursionLimit;

    public Services(ModuleLoader modules, Workspace workspace, Map<String, PyObject> hostFunctions,
                    long maxHostCalls) {
        this.modules = modules;
        this.workspace = workspace;
        this.hostFunctions = hostFunctions;
        this.maxHostCalls = maxHostCalls;
    }
}
