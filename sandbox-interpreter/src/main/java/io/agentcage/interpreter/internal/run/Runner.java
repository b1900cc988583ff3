package io.agentcage.interpreter.internal.run;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.PythonError;
import io.agentcage.ResourceUsage;
import io.agentcage.SandboxFile;
import io.agentcage.TraceFrame;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.interpreter.internal.compile.Symtable;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyException;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.Services;
import io.agentcage.interpreter.internal.vm.Tracebacks;
import io.agentcage.interpreter.internal.vm.Vm;
import io.agentcage.interpreter.internal.vm.VmMachine;
import io.agentcage.python.PythonSyntaxError;
import io.agentcage.text.ModelText;
import java.time.Duration;
import java.util.List;

/**
 * Runs one request on the calling thread: compile (cached), execute, and turn every way it can end into an
 * {@link ExecutionResult}. Used by the executor's worker threads.
 */
public final class Runner {
    /** Guest file name of submitted code. */
    public static final String FILENAME = Tracebacks.FILENAME;

    private final CodeCache cache;
    private final EgressGateway egress;

    /** A runner compiling through {@code cache} (which executors may share: code objects are immutable). */
    public Runner(CodeCache cache) {
        this(cache, NO_EGRESS);
    }

    /** A runner whose executions reach the network through {@code egress} (its policy, narrowed per request). */
    public Runner(CodeCache cache, EgressGateway egress) {
        this.cache = cache;
        this.egress = egress;
    }

    /** The gateway of executors without a network policy: refuses everything, makes no thread and no key. */
    private static final EgressGateway NO_EGRESS = new EgressGateway(io.agentcage.net.NetworkPolicy.none(),
            io.agentcage.net.SecretResolver.none(), io.agentcage.egress.EgressSettings.defaults(), null);

    /** Compiles {@code source}, or returns the cached code for it. */
    public Code compile(String source) {
        return cache.compile(source);
    }

    /** Compiles {@code source} named {@code filename}, or returns the cached code for it. */
    public Code compile(String source, String filename) {
        return cache.compile(source, filename);
    }

    /** A fresh module namespace. */
    public static PyDict newGlobals() {
        PyDict g = new PyDict(new io.agentcage.interpreter.internal.object.VersionedMap());
        g.put("__name__", new PyStr("__main__"));
        g.put("__doc__", PyNone.NONE);
        return g;
    }

    /** The interpreter state for one execution with these limits. */
    public static Interp newInterp(ExecutionLimits limits, ExecutionRequest req, Services services, long startNanos) {
        long timeoutNanos = limits.timeout().toNanos();
        return new Interp(limits.maxSteps(), startNanos + timeoutNanos, limits.memoryBytes(), limits.outputBytes(),
                limits.maxRecursionDepth(), req.stdin(), services, VmMachine.INSTANCE);
    }

    /**
     * Runs {@code req} in {@code globals} with the given state; never throws for guest behaviour. The request's
     * output listener receives the output as it is written, and its cancellation token stops the run
     * ({@code CANCELLED}); every chunk is delivered before this returns.
     */
    public ExecutionResult run(ExecutionRequest req, Interp in, PyDict globals, long startNanos) {
        return run(req, in, globals, startNanos, null, null);
    }

    /**
     * Runs {@code req}; with {@code snapshots}, a call of an external host function suspends it (a
     * {@code SUSPENDED} result whose snapshot carries {@code limits} and what was used of them). The request's
     * listener has every chunk before this returns.
     */
    public ExecutionResult run(ExecutionRequest req, Interp in, PyDict globals, long startNanos, Snapshots snapshots,
                               ExecutionLimits limits) {
        LiveExecution live = LiveExecution.of(req);
        return live.finish(run(req, in, globals, startNanos, snapshots, limits, live));
    }

    /**
     * {@link #run(ExecutionRequest, Interp, PyDict, long, Snapshots, ExecutionLimits)} connected to {@code live},
     * which the caller finishes ({@link LiveExecution#finish}) once it has the result.
     */
    public ExecutionResult run(ExecutionRequest req, Interp in, PyDict globals, long startNanos, Snapshots snapshots,
                               ExecutionLimits limits, LiveExecution live) {
        if (live.cancelled()) {
            Duration took = Duration.ofNanos(System.nanoTime() - startNanos);
            in.releaseMemory();
            return ExecutionResult.cancelled(ModelText.cancelledMessage(took) + " (before it started)", took);
        }
        live.attach(in);
        ExecutionResult.Builder b;
        Interp prev = in.enter();
        // the main namespace is held from start to end: the proven set of the memory limit starts there (ADR 0038)
        in.memory().proofRoot(globals);
        EgressBridge network = new EgressBridge(egress, req.network());
        try {
            in.services.source = req.code();
            in.services.sourceFile = req.filename();
            if (!ExecutionRequest.DEFAULT_FILENAME.equals(req.filename())) {
                // as CPython's __main__ of a script: the name the caller gave the program (a workspace-relative name)
                globals.put("__file__", new PyStr(req.filename()));
            }
            in.services.network = network;
            in.services.environment = req.environment();
            b = guarded(in, req.code(), req.filename(), globals, startNanos, snapshots, limits, () -> {
                Code code = compile(req.code(), req.filename());
                PyObject v = Vm.execCode(in, code, globals, null);
                Vm.dropResult(in, v, code);
                return v;
            });
        } finally {
            network.close();
            in.services.network = io.agentcage.interpreter.internal.object.Network.NONE;
            end(in, prev, globals);
        }
        return finish(in, b.egress(network.records()), startNanos);
    }

    /** Continues a suspended execution from an opened snapshot with the answers to its pending calls. */
    public ExecutionResult resume(Interp in, Snapshots.Opened opened, java.util.Map<String,
            io.agentcage.host.CallResult> results, long startNanos, Snapshots snapshots, ExecutionLimits limits) {
        Interp prev = in.enter();
        ExecutionResult.Builder b;
        PyDict[] globals = {null};
        // the suspended request's own network policy is not in its snapshot: a resumed execution gets none, which
        // can never widen what the request was allowed
        EgressBridge network = new EgressBridge(egress, java.util.Optional.of(io.agentcage.net.NetworkPolicy.none()));
        try {
            in.services.network = network;
            in.services.source = opened.header().program();
            in.services.sourceFile = opened.header().programFile();
            b = guarded(in, opened.header().program(), opened.header().programFile(), null, startNanos, snapshots, limits,
                    () -> snapshots.resume(in, opened, results, globals));
            if (b == null) {
                b = ExecutionResult.builder(Outcome.SANDBOX_FAILURE);
            }
        } catch (io.agentcage.interpreter.internal.object.ImageException e) {
            b = ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message(e.getMessage());
        } finally {
            network.close();
            in.services.network = io.agentcage.interpreter.internal.object.Network.NONE;
            end(in, prev, globals[0]);
        }
        return finish(in, b.egress(network.records()), startNanos);
    }

    private static void end(Interp in, Interp prev, PyDict globals) {
        if (in.services.asyncHost != null) {
            in.services.asyncHost.close();
        }
        if (globals != null) {
            in.memory().settle(globals);
        }
        Interp.exit(prev);
        in.releaseMemory();
    }

    private static ExecutionResult finish(Interp in, ExecutionResult.Builder b, long startNanos) {
        Services s = in.services;
        List<SandboxFile> files = s.workspace == null ? List.of() : s.workspace.writtenFiles();
        Duration took = Duration.ofNanos(System.nanoTime() - startNanos);
        ExecutionResult r = b.stdout(in.stdout(), in.stdoutTruncated()).stderr(in.stderr(), in.stderrTruncated())
                .files(files).duration(took)
                .usage(new ResourceUsage(in.steps(), in.peakMemory(), s.hostCalls, in.producedBytes())).build();
        return r.outcome() == Outcome.CANCELLED ? r.toBuilder().message(ModelText.cancelledMessage(took)).build() : r;
    }

    /** CPython's warnings at exit (coroutines that never ran); a budget they would pass is not reported. */
    private static void warnAtExit(Interp in) {
        try {
            in.warnUnawaitedAtExit();
        } catch (BudgetExceeded e) {
            // the run already ended; its outcome stands
        }
    }

    /** What the parser says when the Java stack overflowed while parsing. */
    private static final String TOO_NESTED = "too many nested expressions";

    /**
     * Runs {@code body} (compiling and executing, or continuing a snapshot) and turns every way it ends into a
     * result: its value, a Python error, a limit, a stack overflow, or a suspension at external calls.
     */
    private ExecutionResult.Builder guarded(Interp in, String src, String file, PyDict globals, long startNanos,
                                            Snapshots snapshots, ExecutionLimits limits,
                                            java.util.function.Supplier<PyObject> body) {
        ExecutionResult.Builder b;
        try {
            PyObject v = body.get();
            b = ExecutionResult.builder(Outcome.SUCCESS).value(v == PyNone.NONE ? null : Ops.repr(v));
        } catch (PythonSyntaxError e) {
            if (e.message().equals(TOO_NESTED)) {
                // the parser's answer to a StackOverflowError: on a bigger stack the source may parse
                Interp.noteStackOverflow();
            }
            return syntaxError(e.errorType(), e.message(), e.line(), e.column(), src, file);
        } catch (Symtable.CompileError e) {
            return syntaxError("SyntaxError", e.getMessage(), Math.max(1, e.line), 0, src, file);
        } catch (io.agentcage.interpreter.internal.object.SuspendSignal sig) {
            if (snapshots == null) {
                return ExecutionResult.builder(Outcome.SANDBOX_FAILURE).message("the execution waits for an"
                        + " external call but this executor cannot suspend it");
            }
            PyDict g = globals != null ? globals : ((io.agentcage.interpreter.internal.object.GuestFrame) bottom(sig))
                    .globals();
            return snapshots.suspended(in, g, sig, limits, startNanos);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.SystemExit)) {
                // the code is None, the one argument or (for several) their tuple, which is never a success
                PyObject codeArg = e.exc.args.size() == 0 ? PyNone.NONE : e.exc.args.size() == 1 ? e.exc.args.get(0)
                        : io.agentcage.interpreter.internal.object.PyBool.TRUE;
                if (codeArg == PyNone.NONE || (codeArg instanceof io.agentcage.interpreter.internal.object.PyInt i
                        && i.signum() == 0)) {
                    return ExecutionResult.builder(Outcome.SUCCESS);
                }
            }
            return pythonError(in, e.exc, src, file);
        } catch (BudgetExceeded e) {
            if (in.cancelledByCaller()) {
                return ExecutionResult.builder(Outcome.CANCELLED);   // run() words the message
            }
            return budget(e);
        } catch (StackOverflowError e) {
            Interp.noteStackOverflow();
            PyBaseException exc = Exc.make(Exc.RecursionError, "maximum recursion depth exceeded").exc;
            return pythonError(in, exc, src, file);
        } catch (OutOfMemoryError e) {
            return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                    .message("memory limit exceeded (the host ran out of heap)");
        }
        warnAtExit(in);
        return b;
    }

    /** The outermost frame of a suspended chain (the program's module frame). */
    private static Object bottom(io.agentcage.interpreter.internal.object.SuspendSignal sig) {
        return Vm.bottomFrame(sig.top);
    }

    static ExecutionResult.Builder budget(BudgetExceeded e) {
        if (e.limit() == Limit.TIME) {
            return ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME).message(e.getMessage());
        }
        return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(e.limit()).message(e.getMessage());
    }

    private static ExecutionResult.Builder syntaxError(String type, String msg, int line, int col, String src,
            String file) {
        String[] lines = src.split("\n", -1);
        String text = line >= 1 && line <= lines.length ? lines[line - 1] : "";
        StringBuilder f = new StringBuilder();
        f.append("  File \"").append(file).append("\", line ").append(line).append('\n');
        if (!text.isBlank()) {
            String stripped = text.stripLeading();
            int indent = text.length() - stripped.length();
            f.append("    ").append(stripped.stripTrailing()).append('\n');
            if (col > 0) {
                f.append("    ").append(" ".repeat(Math.max(0, col - 1 - indent))).append("^\n");
            }
        }
        f.append(type).append(": ").append(msg).append('\n');
        PythonError err = new PythonError(type, msg, List.of(new TraceFrame(file, line, "<module>",
                text.strip())), f.toString());
        return ExecutionResult.builder(Outcome.PYTHON_ERROR).error(err).message(type + ": " + msg);
    }

    /** What python prints on stderr for an uncaught SystemExit (a non-zero code): nothing or {@code str(code)}. */
    private static String systemExitText(PyBaseException exc) {
        PyObject code = exc.args.size() == 1 ? exc.args.get(0) : exc.args;
        if (code instanceof io.agentcage.interpreter.internal.object.PyInt || code == PyNone.NONE) {
            return "";
        }
        try {
            return Ops.str(code) + "\n";
        } catch (RuntimeException e) {
            return Tracebacks.safeStr(exc) + "\n";
        }
    }

    private static ExecutionResult.Builder pythonError(Interp in, PyBaseException exc, String src, String file) {
        String[] lines = src.split("\n", -1);
        List<TraceFrame> frames = Tracebacks.frames(exc, lines, file);
        String formatted;
        String message;
        try {
            formatted = Tracebacks.format(exc, lines, file);
            message = Tracebacks.safeStr(exc);
        } catch (RuntimeException e) {
            formatted = "";
            message = Tracebacks.safeStr(exc);
        }
        if (exc.type().isSubtypeOf(Exc.SystemExit)) {
            // python prints no traceback for an uncaught SystemExit: nothing for an int code, else str(code)
            formatted = systemExitText(exc);
        }
        PythonError err = new PythonError(exc.type().name(), message, frames, formatted);
        return ExecutionResult.builder(Outcome.PYTHON_ERROR).error(err).message(err.summary());
    }
}
