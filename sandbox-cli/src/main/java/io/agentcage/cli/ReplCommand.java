package io.agentcage.cli;

import io.agentcage.CancellationToken;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import io.agentcage.cli.args.CommandSpec;
import io.agentcage.cli.args.ParsedArgs;
import io.agentcage.python.PythonSyntaxError;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** {@code agentcage repl}: an interactive session; works with piped standard input too. */
final class ReplCommand {
    static final CommandSpec SPEC = CommandSpec.builder("repl")
            .description("Reads Python from standard input and runs it in one session, REPL-style:\n"
                    + "the value of an expression statement is printed; variables persist until end of input.\n"
                    + "A block (a line ending with ':', an open bracket or a trailing backslash) continues until a "
                    + "blank line. exit() or quit() ends the session. Prompts go to stderr, and only on a terminal.\n"
                    + "Output is printed as it is written; Ctrl-C stops the running input and ends the REPL.\n"
                    + "Exit: 0 at the end of input (Python errors are printed and the session goes on).")
            .options(SandboxOptions.specs(" per input", ""))
            .handler(a -> new ReplCommand(a).call())
            .build();

    private final ParsedArgs args;

    ReplCommand(ParsedArgs args) {
        this.args = args;
    }

    int call() throws IOException {
        SandboxOptions sandbox = SandboxOptions.of(args);
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
        boolean interactive = System.console() != null;
        LineSource in = new StdinLines(new BufferedInputStream(System.in));
        try (CodeExecutor executor = sandbox.guardedExecutor();
             Session session = executor.openSession()) {
            if (interactive) {
                err.println("agentcage repl (" + sandbox.backend() + ", policy " + sandbox.policy() + "); exit() or Ctrl-D to quit");
            }
            while (true) {
                String block;
                try {
                    block = readBlock(in, interactive ? err : null);
                } catch (PythonSyntaxError e) {
                    // a line that does not decode: reported like CPython, the session goes on
                    err.println("  File \"" + e.filename() + "\", line " + e.line() + "\n" + e.errorType() + ": "
                            + e.message());
                    continue;
                }
                if (block == null) {
                    break;
                }
                String trimmed = block.strip();
                if (trimmed.equals("exit()") || trimmed.equals("quit()")) {
                    break;
                }
                if (!trimmed.isEmpty()) {
                    CancellationToken cancel = CancellationToken.create();
                    ExecutionRequest request = ExecutionRequest.builder(block).filename("<stdin>")
                            .metadata("client", "agentcage-repl").outputListener(new LiveOutput(out, err))
                            .cancellation(cancel).build();
                    try {
                        // printed inside: a signal's shutdown waits for the body, so the cancelled result is shown
                        LiveOutput.cancelOnInterrupt(cancel, () -> {
                            ExecutionResult r = session.execute(request);
                            print(r, out, err);
                            return r;
                        });
                    } catch (IOException | RuntimeException e) {
                        throw e;
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return ExitCodes.SUCCESS;
    }

    /** Where input lines come from. */
    interface LineSource {
        /** The next line without its line ending, or null at the end of input. */
        String readLine() throws IOException;
    }

    /** {@link #readBlock(LineSource, PrintStream)} over a reader. */
    static String readBlock(BufferedReader in, PrintStream prompt) throws IOException {
        return readBlock(in::readLine, prompt);
    }

    /** One input: a single line, or a block that continues until a blank line; null at end of input. */
    static String readBlock(LineSource in, PrintStream prompt) throws IOException {
        if (prompt != null) {
            prompt.print(">>> ");
        }
        String first = in.readLine();
        if (first == null) {
            return null;
        }
        StringBuilder block = new StringBuilder(first).append('\n');
        if (!opensBlock(first)) {
            return block.toString();
        }
        int depth = bracketDepth(first);
        boolean compound = isCompound(first);
        while (true) {
            if (prompt != null) {
                prompt.print("... ");
            }
            String line = in.readLine();
            if (line == null || (compound && line.isBlank() && depth <= 0)) {
                return block.toString();
            }
            block.append(line).append('\n');
            depth += bracketDepth(line);
            compound |= isCompound(line);
            if (!compound && depth <= 0 && !line.strip().endsWith("\\")) {
                return block.toString();
            }
        }
    }

    /** A compound statement (its body follows) continues until a blank line. */
    private static boolean isCompound(String line) {
        String s = line.strip();
        return s.endsWith(":") || s.startsWith("@");
    }

    private static boolean opensBlock(String line) {
        String s = line.strip();
        return s.endsWith(":") || s.endsWith("\\") || bracketDepth(line) > 0 || s.startsWith("@");
    }

    /** Open minus closed brackets, ignoring those inside simple string literals and comments. */
    static int bracketDepth(String line) {
        int depth = 0;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
            } else if (c == '#') {
                break;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if ("([{".indexOf(c) >= 0) {
                depth++;
            } else if (")]}".indexOf(c) >= 0) {
                depth--;
            }
        }
        return depth;
    }

    /** Prints what the output listener did not: the value, the traceback and notes. */
    private static void print(ExecutionResult r, PrintStream out, PrintStream err) {
        r.value().ifPresent(out::println);
        out.flush();
        r.error().ifPresent(e -> err.print(e.formatted()));
        if (!r.isSuccess() && r.error().isEmpty()) {
            err.println("agentcage: " + r.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                    + (r.message().isBlank() ? "" : ": " + r.message().strip()));
        }
        if (r.sessionStateLost()) {
            err.println("agentcage: the session state was lost; variables must be defined again");
        }
        err.flush();
    }
}
