package io.agentcage.interpreter.internal;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.PythonError;
import io.agentcage.ResourceUsage;
import io.agentcage.SandboxFile;
import io.agentcage.TraceFrame;
import io.agentcage.interpreter.runtime.BudgetExceeded;
import io.agentcage.interpreter.runtime.Exc;
import io.agentcage.interpreter.runtime.Interp;
import io.agentcage.interpreter.runtime.Ops;
import io.agentcage.interpreter.runtime.PyBaseException;
import io.agentcage.interpreter.runtime.PyDict;
import io.agentcage.interpreter.runtime.PyException;
import io.agentcage.interpreter.runtime.PyNone;
import io.agentcage.interpreter.runtime.PyObject;
import io.agentcage.interpreter.runtime.PyStr;
import io.agentcage.interpreter.runtime.Services;
import io.agentcage.python.PythonSyntaxError;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs one request on the calling thread: compile (cached), execute, and turn every way it can end into an
 * {@link ExecutionResult}. Used by the executor's worker threads.
 */
public final class Runner {
    /** Guest file name of submitted code. */
    public static final String FILENAME = "<string>";

    /** Code objects are immutable, so one JVM-wide cache serves every executor. */
    private static final Map<String, Code> SHARED = lru(512);
    private final Map<String, Code> cache;

    /** A runner with an LRU cache of compiled code holding up to {@code cacheSize} sources (512: shared). */
    public Runner(int cacheSize) {
        this.cache = cacheSize == 512 ? SHARED : lru(cacheSize);
    }

    private static Map<String, Code> lru(int cacheSize) {
        return Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Code> eldest) {
                return size() > cacheSize;
            }
        });
    }

    /** Compiles {@code source}, or returns the cached code for it. */
    public Code compile(String source) {
        Code c = cache.get(source);
        if (c == null) {
            c = Compiler.compileModule(source, FILENAME, true);
            cache.put(source, c);
        }
        return c;
    }

    /** A fresh module namespace. */
    public static PyDict newGlobals() {
        PyDict g = new PyDict(new io.agentcage.interpreter.runtime.VersionedMap());
        g.put("__name__", new PyStr("__main__"));
        g.put("__doc__", PyNone.NONE);
        return g;
    }

    /** The interpreter state for one execution with these limits. */
    public static Interp newInterp(ExecutionLimits limits, ExecutionRequest req, Services services, long startNanos) {
        long timeoutNanos = limits.timeout().toNanos();
        return new Interp(limits.maxSteps(), startNanos + timeoutNanos, limits.memoryBytes(), limits.outputBytes(),
                limits.maxRecursionDepth(), req.stdin(), services);
    }

    /** Runs {@code req} in {@code globals} with the given state; never throws for guest behaviour. */
    public ExecutionResult run(ExecutionRequest req, Interp in, PyDict globals, long startNanos) {
        Interp prev = in.enter();
        ExecutionResult.Builder b;
        try {
            b = runInner(req, in, globals);
        } finally {
            Interp.exit(prev);
            in.releaseMemory();
        }
        Services s = in.services;
        List<SandboxFile> files = s.workspace == null ? List.of() : s.workspace.writtenFiles();
        return b.stdout(in.stdout(), in.stdoutTruncated()).stderr(in.stderr(), in.stderrTruncated()).files(files)
                .duration(Duration.ofNanos(System.nanoTime() - startNanos))
                .usage(new ResourceUsage(in.steps(), in.peakMemory(), s.hostCalls, in.producedBytes())).build();
    }

    /** What the parser says when the Java stack overflowed while parsing. */
    private static final String TOO_NESTED = "too many nested expressions";

    private ExecutionResult.Builder runInner(ExecutionRequest req, Interp in, PyDict globals) {
        in.services.source = req.code();
        Code code;
        try {
            code = compile(req.code());
        } catch (PythonSyntaxError e) {
            if (e.message().equals(TOO_NESTED)) {
                // the parser's answer to a StackOverflowError: on a bigger stack the source may parse
                Interp.noteStackOverflow();
            }
            return syntaxError(e.errorType(), e.message(), e.line(), e.column(), req.code());
        } catch (Symtable.CompileError e) {
            return syntaxError("SyntaxError", e.getMessage(), Math.max(1, e.line), 0, req.code());
        }
        try {
            PyObject v = Vm.execCode(in, code, globals, null);
            String value = v == PyNone.NONE ? null : Ops.repr(v);
            return ExecutionResult.builder(Outcome.SUCCESS).value(value);
        } catch (PyException e) {
            if (Exc.matches(e, Exc.SystemExit)) {
                PyObject codeArg = e.exc.args.size() > 0 ? e.exc.args.get(0) : PyNone.NONE;
                if (codeArg == PyNone.NONE || (codeArg instanceof io.agentcage.interpreter.runtime.PyInt i
                        && i.signum() == 0)) {
                    return ExecutionResult.builder(Outcome.SUCCESS);
                }
            }
            return pythonError(in, e.exc, req.code());
        } catch (BudgetExceeded e) {
            return budget(e);
        } catch (StackOverflowError e) {
            Interp.noteStackOverflow();
            PyBaseException exc = Exc.make(Exc.RecursionError, "maximum recursion depth exceeded").exc;
            return pythonError(in, exc, req.code());
        } catch (OutOfMemoryError e) {
            return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(Limit.MEMORY)
                    .message("memory limit exceeded (the host ran out of heap)");
        }
    }

    static ExecutionResult.Builder budget(BudgetExceeded e) {
        if (e.limit() == Limit.TIME) {
            return ExecutionResult.builder(Outcome.TIMEOUT).limitExceeded(Limit.TIME).message(e.getMessage());
        }
        return ExecutionResult.builder(Outcome.LIMIT_EXCEEDED).limitExceeded(e.limit()).message(e.getMessage());
    }

    private static ExecutionResult.Builder syntaxError(String type, String msg, int line, int col, String src) {
        String[] lines = src.split("\n", -1);
        String text = line >= 1 && line <= lines.length ? lines[line - 1] : "";
        StringBuilder f = new StringBuilder();
        f.append("  File \"").append(FILENAME).append("\", line ").append(line).append('\n');
        if (!text.isBlank()) {
            String stripped = text.stripLeading();
            int indent = text.length() - stripped.length();
            f.append("    ").append(stripped.stripTrailing()).append('\n');
            if (col > 0) {
                f.append("    ").append(" ".repeat(Math.max(0, col - 1 - indent))).append("^\n");
            }
        }
        f.append(type).append(": ").append(msg).append('\n');
        PythonError err = new PythonError(type, msg, List.of(new TraceFrame(FILENAME, line, "<module>",
                text.strip())), f.toString());
        return ExecutionResult.builder(Outcome.PYTHON_ERROR).error(err).message(type + ": " + msg);
    }

    private static ExecutionResult.Builder pythonError(Interp in, PyBaseException exc, String src) {
        String[] lines = src.split("\n", -1);
        StringBuilder out = new StringBuilder();
        List<TraceFrame> frames = frames(exc, lines);
        String message;
        try {
            formatChain(exc, lines, out, Collections.newSetFromMap(new IdentityHashMap<>()));
            message = safeStr(exc);
        } catch (RuntimeException e) {
            message = exc.message();
        }
        PythonError err = new PythonError(exc.type().name(), message, frames, out.toString());
        return ExecutionResult.builder(Outcome.PYTHON_ERROR).error(err).message(err.summary());
    }

    private static String safeStr(PyBaseException exc) {
        try {
            return Ops.str(exc);
        } catch (PyException | BudgetExceeded e) {
            return exc.message();
        }
    }

    private static List<TraceFrame> frames(PyBaseException exc, String[] lines) {
        List<TraceFrame> out = new ArrayList<>();
        for (int i = exc.traceback.size() - 1; i >= 0; i--) {
            PyBaseException.TraceEntry t = exc.traceback.get(i);
            String text = t.file().equals(FILENAME) && t.line() >= 1 && t.line() <= lines.length
                    ? lines[t.line() - 1].strip() : "";
            out.add(new TraceFrame(t.file(), t.line(), t.function(), text));
        }
        return out;
    }

    private static final int RECURSIVE_CUTOFF = 3;

    private static void appendRepeated(StringBuilder out, int count) {
        if (count > RECURSIVE_CUTOFF) {
            int more = count - RECURSIVE_CUTOFF;
            out.append("  [Previous line repeated ").append(more).append(" more time").append(more > 1 ? "s" : "")
                    .append("]\n");
        }
    }

    /** The CPython-format traceback of {@code exc} (with its chain) over the program {@code src}. */
    public static String formatException(PyBaseException exc, String src) {
        StringBuilder out = new StringBuilder();
        formatChain(exc, src.split("\n", -1), out, Collections.newSetFromMap(new IdentityHashMap<>()));
        return out.toString();
    }

    private static void formatChain(PyBaseException exc, String[] lines, StringBuilder out, Set<Object> seen) {
        seen.add(exc);
        if (exc.cause instanceof PyBaseException c && !seen.contains(c)) {
            formatChain(c, lines, out, seen);
            out.append("\nThe above exception was the direct cause of the following exception:\n\n");
        } else if (exc.context instanceof PyBaseException c && !exc.suppressContext && !seen.contains(c)) {
            formatChain(c, lines, out, seen);
            out.append("\nDuring handling of the above exception, another exception occurred:\n\n");
        }
        List<TraceFrame> frames = frames(exc, lines);
        if (!frames.isEmpty()) {
            out.append("Traceback (most recent call last):\n");
            // As CPython's traceback module: a frame repeated more than RECURSIVE_CUTOFF times in a row is
            // printed that many times, then summarised.
            TraceFrame last = null;
            int count = 0;
            for (TraceFrame f : frames) {
                if (last == null || !last.file().equals(f.file()) || last.line() != f.line()
                        || !last.function().equals(f.function())) {
                    appendRepeated(out, count);
                    last = f;
                    count = 0;
                }
                if (++count > RECURSIVE_CUTOFF) {
                    continue;
                }
                out.append("  File \"").append(f.file()).append("\", line ").append(f.line()).append(", in ")
                        .append(f.function()).append('\n');
                if (!f.sourceLine().isEmpty()) {
                    out.append("    ").append(f.sourceLine()).append('\n');
                }
            }
            appendRepeated(out, count);
        }
        String msg = safeStr(exc);
        String type = exc.type().module().equals("builtins") || exc.type().module().equals("__main__")
                ? exc.type().qualname() : exc.type().module() + "." + exc.type().qualname();
        out.append(type).append(msg.isEmpty() ? "" : ": " + msg).append('\n');
    }
}
