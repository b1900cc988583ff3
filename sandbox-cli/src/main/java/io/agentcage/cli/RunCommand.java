package io.agentcage.cli;

import io.agentcage.CancellationToken;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.PythonError;
import io.agentcage.SandboxFile;
import io.agentcage.cli.args.CommandSpec;
import io.agentcage.cli.args.OptionSpec;
import io.agentcage.cli.args.ParsedArgs;
import io.agentcage.cli.args.PositionalSpec;
import io.agentcage.json.ResultJson;
import io.agentcage.python.PythonSyntaxError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code agentcage run}: runs a Python file on a backend. */
final class RunCommand {
    static final CommandSpec SPEC = CommandSpec.builder("run")
            .description("Runs a Python file (or - for standard input) in the sandbox.\n"
                    + "The program's stdout goes to stdout and its stderr to stderr as it is written; any traceback "
                    + "follows.\nCtrl-C stops the program (exit 130) and shows what it printed until then.\n"
                    + "Exit: 0 success, 1 Python error, 2 usage error, 3 rejected, 4 timeout or limit, 5 sandbox "
                    + "failure, 130 cancelled.")
            .options(SandboxOptions.specs("", ""))
            .option(OptionSpec.flag("--json", "print the result as JSON (docs/result-json.md) instead of the output"))
            .option(OptionSpec.repeatable("--input-file", "PATH",
                    "a file to place in the workspace under its file name (repeatable)"))
            .option(OptionSpec.value("--output-dir", "DIR", "where to write the files the code produced"))
            .option(OptionSpec.value("--bench", "N",
                    "benchmark protocol: run FILE up to N times, print one JSON line (cold/warm timings)"))
            .option(OptionSpec.value("--batch", "FILE.jsonl",
                    "batch protocol: one fresh execution per {\"id\",\"code\"} line, one JSON result line each"))
            .option(OptionSpec.value("--session-dir", "DIR", "keep state across invocations: successful programs "
                    + "are stored in DIR and replayed (silently, in a new session) before FILE runs; delete DIR to "
                    + "start over"))
            .positional(PositionalSpec.optional("FILE", "the Python file, or - for standard input"))
            .handler(a -> new RunCommand(a).call())
            .build();

    private final ParsedArgs args;
    private final boolean json;
    private final List<Path> inputFiles;
    private final Path outputDir;
    private final Integer bench;
    private final Path batch;
    private final Path sessionDir;
    private final String file;

    RunCommand(ParsedArgs a) {
        this.args = a;
        this.json = a.flag("--json");
        this.inputFiles = a.paths("--input-file");
        this.outputDir = a.path("--output-dir").orElse(null);
        this.bench = a.integer("--bench").orElse(null);
        this.batch = a.path("--batch").orElse(null);
        this.sessionDir = a.path("--session-dir").orElse(null);
        this.file = a.positionals().isEmpty() ? null : a.positionals().get(0);
    }

    int call() throws Exception {
        if (batch != null) {
            if (file != null) {
                throw new UsageException("--batch takes no FILE argument");
            }
            return BenchProtocol.batch(args.string("--backend"), batch, System.out);
        }
        if (file == null) {
            throw new UsageException("missing FILE (a Python file, or - for standard input)");
        }
        SandboxOptions sandbox = SandboxOptions.of(args);
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
            return BenchProtocol.bench(sandbox.backend(), code, bench, System.out);
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
        try (CodeExecutor executor = sandbox.guardedExecutor()) {
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
        r.error().ifPresent(e -> err.print(errorText(e)));
        if (!r.isSuccess() && r.error().isEmpty() && !r.message().isEmpty()) {
            err.println("agentcage: " + r.outcome().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + ": " + r.message());
        }
        err.flush();
    }

    /**
     * What {@code python} prints for an unhandled exception: the traceback, but for {@code SystemExit} (a program
     * ending with {@code sys.exit(code)}) only a message code, as python prints it, and nothing for an int code.
     */
    static String errorText(PythonError e) {
        if (!e.type().equals("SystemExit")) {
            return e.formatted();
        }
        String m = e.message();
        // an int code (a bool is one) prints nothing; a message prints as it is
        return m.matches("-?[0-9]+|True|False") ? "" : m + "\n";
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
