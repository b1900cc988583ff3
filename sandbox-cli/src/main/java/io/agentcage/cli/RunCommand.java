package io.agentcage.cli;

import io.agentcage.CancellationToken;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxFile;
import io.agentcage.json.ResultJson;
import io.agentcage.python.PythonSyntaxError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code agentcage run}: runs a Python file on a backend. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs a Python file (or - for standard input) in the sandbox.",
                "The program's stdout goes to stdout and its stderr to stderr as it is written; any traceback follows.",
                "Ctrl-C stops the program (exit 130) and shows what it printed until then.",
                "Exit: 0 success, 1 Python error, 2 usage error, 3 rejected, 4 timeout or limit, 5 sandbox failure,",
                "130 cancelled."})
final class RunCommand implements Callable<Integer> {

    @Option(names = "--backend", defaultValue = "interpreter", paramLabel = "NAME",
            description = "interpreter (in-process, default) or docker")
    String backend;

    @Option(names = "--timeout", defaultValue = "10s", paramLabel = "DURATION",
            description = "wall-clock limit, e.g. 500ms, 5s, 2m (default: ${DEFAULT-VALUE})")
    String timeout;

    @Option(names = "--memory", defaultValue = "256m", paramLabel = "SIZE",
            description = "memory limit, e.g. 64m, 1g (default: ${DEFAULT-VALUE})")
    String memory;

    @Option(names = "--policy", defaultValue = "standard", paramLabel = "POLICY",
            description = "validator policy: strict, standard or off (default: ${DEFAULT-VALUE})")
    String policy;

    @Option(names = "--json", description = "print the result as JSON (docs/result-json.md) instead of the output")
    boolean json;

    @Option(names = "--input-file", paramLabel = "PATH",
            description = "a file to place in the workspace under its file name (repeatable)")
    List<Path> inputFiles = new ArrayList<>();

    @Option(names = "--output-dir", paramLabel = "DIR", description = "where to write the files the code produced")
    Path outputDir;

    @Option(names = "--bench", paramLabel = "N",
            description = "benchmark protocol: run FILE up to N times, print one JSON line (cold/warm timings)")
    Integer bench;

    @Option(names = "--batch", paramLabel = "FILE.jsonl",
            description = "batch protocol: one fresh execution per {\"id\",\"code\"} line, one JSON result line each")
    Path batch;

    @Option(names = "--session-dir", paramLabel = "DIR",
            description = {"keep state across invocations: successful programs are stored in DIR and replayed",
                    "(silently, in a new session) before FILE runs; delete DIR to start over"})
    Path sessionDir;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "the Python file, or - for standard input")
    String file;

    @Override
    public Integer call() throws Exception {
        if (batch != null) {
            if (file != null) {
                throw new UsageException("--batch takes no FILE argument");
            }
            return BenchProtocol.batch(backend, batch, System.out);
        }
        if (file == null) {
            throw new UsageException("missing FILE (a Python file, or - for standard input)");
        }
        ExecutionLimits ceilings = ExecutionLimits.builder()
                .timeout(Sizes.duration(timeout, "--timeout"))
                .memoryBytes(Sizes.bytes(memory, "--memory"))
                .build();
        String code;
        try {
            code = SourceFiles.read(file);
        } catch (PythonSyntaxError e) {
            ExecutionResult undecodable = SourceFiles.undecodable(e);
            report(undecodable, false);
            return ExitCodes.of(undecodable);
        }
        if (bench != null) {
            if (bench < 1) {
                throw new UsageException("--bench: N must be at least 1, got " + bench);
            }
            return BenchProtocol.bench(backend, code, bench, System.out);
        }
        CancellationToken cancel = CancellationToken.create();
        ExecutionRequest.Builder request = ExecutionRequest.builder(code).filename(SourceFiles.displayName(file))
                .metadata("client", "agentcage-cli").cancellation(cancel);
        if (!json) {
            request.outputListener(new LiveOutput(stdout(), stderr()));
        }
        for (Path p : inputFiles) {
            request.inputFile(readInputFile(p));
        }
        ExecutionResult result;
        try (CodeExecutor executor = Backends.guarded(backend, ceilings, policy)) {
            result = LiveOutput.cancelOnInterrupt(cancel, () -> {
                ExecutionResult r = sessionDir == null ? executor.execute(request.build())
                        : new SessionDir(sessionDir).run(executor, request.build());
                report(r, !json);
                return r;
            });
        }
        return ExitCodes.of(result);
    }

    private static PrintStream stdout() {
        return new PrintStream(System.out, true, StandardCharsets.UTF_8);
    }

    private static PrintStream stderr() {
        return new PrintStream(System.err, true, StandardCharsets.UTF_8);
    }

    private static SandboxFile readInputFile(Path p) {
        try {
            if (Files.size(p) > ExecutionLimits.DEFAULT_FILE_BYTES) {
                throw new UsageException("--input-file " + p + ": larger than "
                        + (ExecutionLimits.DEFAULT_FILE_BYTES >> 20) + " MiB");
            }
            return SandboxFile.of(p.getFileName().toString(), Files.readAllBytes(p));
        } catch (IOException e) {
            throw new UsageException("--input-file " + p + ": cannot read (" + e.getMessage() + ")");
        }
    }

    /** Prints the result; {@code streamed}: its output was printed live already. */
    private void report(ExecutionResult r, boolean streamed) throws IOException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        if (outputDir != null && !r.files().isEmpty()) {
            writeFiles(r.files(), err);
        }
        if (json) {
            out.println(ResultJson.toPrettyJson(r));
            return;
        }
        if (!streamed) {
            out.print(r.stdout());
            out.flush();
            err.print(r.stderr());
        }
        if (r.stdoutTruncated() || r.stderrTruncated()) {
            err.println("[agentcage: output truncated at the output limit]");
        }
        r.error().ifPresent(e -> err.print(e.formatted()));
        if (!r.isSuccess() && r.error().isEmpty() && !r.message().isEmpty()) {
            err.println("agentcage: " + r.outcome().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + ": " + r.message());
        }
        err.flush();
    }

    private void writeFiles(List<SandboxFile> files, PrintStream err) throws IOException {
        Path root = outputDir.toAbsolutePath().normalize();
        Files.createDirectories(root);
        for (SandboxFile f : files) {
            Path target = root.resolve(f.path()).normalize();
            if (!target.startsWith(root)) {
                err.println("agentcage: skipped output file outside the output directory: " + f.path());
                continue;
            }
            Files.createDirectories(target.getParent());
            Files.write(target, f.content());
        }
    }
}
