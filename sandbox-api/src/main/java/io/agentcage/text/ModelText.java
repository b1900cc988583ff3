package io.agentcage.text;

import io.agentcage.Capabilities;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.SandboxFile;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Text written for a language model: the description of a code tool (from a backend's {@link Capabilities}) and the
 * rendering of an {@link ExecutionResult} as a tool result.
 *
 * <p>Agent integrations (LangChain4j, MCP) share it so that every model sees the same wording. The rendering is
 * bounded: text longer than the cap keeps its head (the outcome and the start of the output) and its tail (the
 * traceback), with a marker naming how many characters were left out. Stateless and thread-safe.
 */
public final class ModelText {

    /** Default cap of a rendered result: 20,000 characters, a few thousand tokens. */
    public static final int DEFAULT_MAX_CHARS = 20_000;

    private ModelText() {
    }

    /**
     * The description of a Python tool running on a backend with these capabilities: what it returns, what
     * persists, which modules, files and limits the code has, and how to recover from errors.
     *
     * @param capabilities  what will be enforced: the backend's capabilities as seen through any validator, with the
     *                      limits the caller will request ({@link Capabilities#narrowedBy}); the limits stated are
     *                      these
     * @param persistent    whether variables survive between calls (a session per conversation)
     * @param hostFunctions functions the guest code may call, listed with their parameters; may be empty. When the
     *                      capabilities list {@linkplain Capabilities#hostFunctionStubs() stubs}, those are shown
     *                      instead
     */
    public static String toolDescription(Capabilities capabilities, boolean persistent,
                                         List<HostFunction> hostFunctions) {
        StringBuilder sb = new StringBuilder();
        sb.append("Runs Python 3 code in an isolated sandbox (backend: ").append(capabilities.backend())
                .append(") and returns what it printed, the value of the last expression, and any error as a ")
                .append("Python traceback.\n");
        sb.append("- Print the results you need; the value (repr) of the last expression is returned too.\n");
        sb.append(persistent
                ? "- Variables, functions and imports persist between calls in this conversation.\n"
                : "- Every call starts fresh: define everything the code needs in the same call.\n");
        sb.append(modulesLine(capabilities));
        sb.append(figuresLine(capabilities));
        sb.append(capabilities.files()
                ? "- The code may write files in its working directory; new files are listed in the result.\n"
                : "- There is no file system: keep data in variables.\n");
        if (!capabilities.network()) {
            sb.append("- There is no network access.\n");
        }
        sb.append("- Limits per call: ").append(limitsLine(capabilities.limits())).append(".\n");
        if (!capabilities.hostFunctionStubs().isEmpty()) {
            sb.append(stubsSection(capabilities.hostFunctionStubs()));
        } else if (!hostFunctions.isEmpty()) {
            sb.append("- Functions you can call from the code (they are already defined):\n");
            for (HostFunction f : hostFunctions) {
                sb.append("    ").append(signature(f));
                if (!f.description().isBlank()) {
                    sb.append(": ").append(f.description().strip());
                }
                sb.append('\n');
            }
        }
        sb.append("- If the code fails, read the traceback, fix the code and call the tool again.");
        return sb.toString();
    }

    /** The host functions as the backend's stubs, in a Python block. */
    private static String stubsSection(List<String> stubs) {
        boolean awaitable = stubs.stream().anyMatch(x -> x.startsWith("async def "));
        StringBuilder sb = new StringBuilder("- Functions you can call from the code (already defined: do not import"
                + " or define them)");
        sb.append(awaitable ? ". In async code they are coroutine functions: await them, and asyncio.gather(...)"
                + " runs several calls at the same time; called outside a running event loop they return their"
                + " result directly:\n" : ":\n");
        sb.append("```python\n").append(String.join("\n\n", stubs)).append("\n```\n");
        return sb.toString();
    }

    private static String modulesLine(Capabilities capabilities) {
        String packages = capabilities.packages().isEmpty() ? ""
                : new TreeSet<>(capabilities.packages().keySet()).stream()
                        .map(name -> (name + " " + capabilities.packages().get(name)).strip())
                        .collect(Collectors.joining(", "));
        if (capabilities.modules().isEmpty()) {
            StringBuilder sb = new StringBuilder("- The Python standard library");
            sb.append(packages.isEmpty() ? " and the packages installed in the sandbox are available"
                    : " and these packages are available: " + packages);
            if (!capabilities.deniedModules().isEmpty()) {
                sb.append("; these modules cannot be imported: ")
                        .append(String.join(", ", new TreeSet<>(capabilities.deniedModules())));
            }
            return sb.append(".\n").toString();
        }
        return "- Only these modules can be imported: " + String.join(", ", new TreeSet<>(capabilities.modules()))
                + (packages.isEmpty() ? "" : " (installed packages: " + packages + ")") + ".\n";
    }

    private static String figuresLine(Capabilities capabilities) {
        if (!capabilities.figures()) {
            return "";
        }
        return "- matplotlib figures still open at the end of a call come back to you as PNG images (no need for "
                + "plt.show()); a figure saved to a file comes back once, as that file.\n";
    }

    /** The limits a model needs to know, e.g. {@code 10 s wall-clock time, 256 MiB memory, 1 MiB of output}. */
    public static String limitsLine(ExecutionLimits limits) {
        return duration(limits.timeout()) + " wall-clock time, " + bytes(limits.memoryBytes()) + " memory, "
                + bytes(limits.outputBytes()) + " of output";
    }

    /** A Python-like signature, e.g. {@code search(query: str, limit: int = ...)}. */
    public static String signature(HostFunction f) {
        return f.name() + "(" + f.parameters().stream().map(ModelText::parameter).collect(Collectors.joining(", "))
                + ")";
    }

    private static String parameter(HostParameter p) {
        String type = p.type().name().toLowerCase(Locale.ROOT);
        return p.name() + (type.equals("any") ? "" : ": " + type) + (p.required() ? "" : " = None");
    }

    /** {@link #render(ExecutionResult, int)} with {@link #DEFAULT_MAX_CHARS}. */
    public static String render(ExecutionResult result) {
        return render(result, DEFAULT_MAX_CHARS);
    }

    /**
     * The result as a model reads it: the outcome on the first line, then stdout, stderr, the value, the traceback,
     * the files produced and any notes, each under a header; at most {@code maxChars} characters.
     *
     * @throws IllegalArgumentException if {@code maxChars} is less than 200
     */
    public static String render(ExecutionResult result, int maxChars) {
        if (maxChars < 200) {
            throw new IllegalArgumentException("maxChars must be at least 200, got " + maxChars);
        }
        StringBuilder sb = new StringBuilder(headline(result)).append('\n');
        section(sb, "stdout", result.stdout(), result.stdoutTruncated());
        section(sb, "stderr", result.stderr(), result.stderrTruncated());
        result.value().ifPresent(v -> section(sb, "value", v, false));
        result.error().ifPresent(e -> section(sb, "traceback", e.formatted(), false));
        if (!result.files().isEmpty()) {
            sb.append("--- files ---\n");
            for (SandboxFile f : result.files()) {
                sb.append(fileLine(f)).append('\n');
            }
        }
        notes(sb, result);
        if (result.isSuccess() && result.stdout().isEmpty() && result.value().isEmpty() && result.files().isEmpty()) {
            sb.append("(no output: print the values you need, or end the code with an expression)\n");
        }
        return cap(sb.toString().stripTrailing(), maxChars);
    }

    /** The first line: what happened. Exhaustive (no default): a new outcome must be worded here. */
    private static String headline(ExecutionResult r) {
        return switch (r.outcome()) {
            case SUCCESS -> "Execution succeeded.";
            case PYTHON_ERROR -> "Execution failed with " + r.error().map(e -> e.summary()).orElse("an error") + ".";
            case TIMEOUT -> "Execution stopped: the time limit was exceeded" + detail(r) + ".";
            case LIMIT_EXCEEDED -> "Execution stopped: the " + limitName(r.limitExceeded().orElse(Limit.STEPS))
                    + " limit was exceeded" + detail(r) + ".";
            case REJECTED -> "The code was rejected before running; nothing ran. Fix these problems and try again:";
            case SUSPENDED -> "Execution paused: it waits for " + r.suspension().map(s -> s.pendingCalls().size())
                    .orElse(0) + " external call(s) to be answered" + r.suspension().map(s -> s.pendingCalls()
                    .stream().map(c -> c.function() + "()").collect(java.util.stream.Collectors.joining(", ", " (",
                            ")"))).orElse("") + ".";
            case CANCELLED -> "Execution cancelled: it was stopped on request before it finished" + detail(r) + ".";
            case SANDBOX_FAILURE -> "The sandbox failed; the code may not have run" + detail(r) + ".";
        };
    }

    private static String detail(ExecutionResult r) {
        return r.message().isBlank() ? "" : " (" + r.message().strip() + ")";
    }

    /** A human name of a limit, e.g. {@code memory} or {@code host-function call}. */
    public static String limitName(Limit limit) {
        switch (limit) {
            case TIME:
                return "time";
            case MEMORY:
                return "memory";
            case OUTPUT:
                return "output size";
            case STEPS:
                return "computation steps";
            case RECURSION:
                return "recursion depth";
            case PROCESSES:
                return "process count";
            case FILES:
                return "file size";
            default:
                return "host-function call";
        }
    }

    private static void section(StringBuilder sb, String name, String text, boolean truncated) {
        if (text.isEmpty()) {
            return;
        }
        sb.append("--- ").append(name).append(" ---\n").append(text);
        if (!text.endsWith("\n")) {
            sb.append('\n');
        }
        if (truncated) {
            sb.append("[").append(name).append(" was cut at the output limit]\n");
        }
    }

    private static void notes(StringBuilder sb, ExecutionResult r) {
        List<Diagnostic> findings = r.diagnostics();
        if (r.outcome() == io.agentcage.Outcome.REJECTED) {
            String message = r.message().strip();
            if (message.startsWith(ValidationReport.REJECTED_HEADER)) {
                // GuardedExecutor's text: the findings with the source lines and carets
                sb.append(message.substring(ValidationReport.REJECTED_HEADER.length()).strip()).append('\n');
            } else {
                for (Diagnostic d : findings) {
                    sb.append(d.toModelText()).append('\n');
                }
                if (findings.isEmpty() && !message.isEmpty()) {
                    sb.append(message).append('\n');
                }
            }
        } else {
            for (Diagnostic d : findings) {
                if (d.severity() != Severity.ERROR && !d.ruleId().equals("audit-sink-failed")) {
                    sb.append("note: ").append(d.toModelText()).append('\n');
                }
            }
        }
        if (r.sessionStateLost()) {
            sb.append("note: the session's state was lost; variables and imports must be defined again.\n");
        }
    }

    /** {@code - plot.png (image/png, 12.3 KiB)}. */
    public static String fileLine(SandboxFile f) {
        return "- " + f.path() + " (" + f.mediaType() + ", " + bytes(f.size()) + ")";
    }

    /** Cuts the middle of {@code text} so that it fits in {@code maxChars}, keeping head and tail. */
    static String cap(String text, int maxChars) {
        if (text.length() <= maxChars) {
            return text;
        }
        int budget = maxChars - 60;
        int head = budget * 3 / 5;
        int tail = budget - head;
        int omitted = text.length() - head - tail;
        return text.substring(0, head) + "\n[... " + omitted + " characters omitted ...]\n"
                + text.substring(text.length() - tail);
    }

    /** {@code 512 bytes}, {@code 12.3 KiB}, {@code 256 MiB}. */
    public static String bytes(long n) {
        if (n < 1024) {
            return n + (n == 1 ? " byte" : " bytes");
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
        double v = n;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return (v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v)) + " "
                + units[u];
    }

    /**
     * The message of a result stopped at its deadline, naming the limit: {@code timed out at the limit of 2 s
     * (after 2.0 s)}. Every backend uses it, so that a model reads the same words whichever ran its code.
     */
    public static String timeoutMessage(Duration elapsed, Duration limit) {
        return timeoutMessage(elapsed, limit, "");
    }

    /** {@link #timeoutMessage(Duration, Duration)} with a reason, e.g. {@code (after 5 ms; time.sleep would ...)}. */
    public static String timeoutMessage(Duration elapsed, Duration limit, String reason) {
        return "timed out at the limit of " + duration(limit) + " (after " + duration(elapsed)
                + (reason.isBlank() ? "" : "; " + reason.strip()) + ")";
    }

    /**
     * The message of a result its caller cancelled: {@code cancelled by the caller after 1.2 s}. Every backend uses
     * it.
     */
    public static String cancelledMessage(Duration elapsed) {
        return "cancelled by the caller after " + duration(elapsed);
    }

    /** {@code 500 ms}, {@code 10 s}, {@code 2 min}. */
    public static String duration(Duration d) {
        long ms = d.toMillis();
        if (ms < 1000) {
            return ms + " ms";
        }
        if (ms % 60_000 == 0 && ms >= 60_000) {
            return (ms / 60_000) + " min";
        }
        return ms % 1000 == 0 ? (ms / 1000) + " s" : String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }
}
