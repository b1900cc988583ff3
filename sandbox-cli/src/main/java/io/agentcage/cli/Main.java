package io.agentcage.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code agentcage} command: run untrusted Python from a shell, check it, or print its parse tree.
 *
 * <p>Exit codes: 0 success, 1 Python error, 2 usage error, 3 rejected by the validator, 4 timeout or limit exceeded,
 * 5 sandbox failure.
 */
@Command(name = "agentcage", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Runs untrusted Python safely: in-process (interpreter) or in a locked-down container (docker).",
        subcommands = {RunCommand.class, CheckCommand.class, AstCommand.class, McpCommand.class,
                ReplCommand.class, ImageCommand.class})
public final class Main implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Runs the command line and exits the JVM with its exit code. */
    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line and returns its exit code (no {@code System.exit}), for tests and embedding. */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /** The configured picocli command line. */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler(new ExceptionHandler());
        return cl;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(),
                "missing subcommand (run, check, ast, repl, mcp, image)");
    }

    /** Prints the project version. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"agentcage " + (v == null ? "development build" : v)};
        }
    }

    /** Turns unexpected exceptions into one clear line and exit code 5, instead of a stack trace. */
    static final class ExceptionHandler implements CommandLine.IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
            if (ex instanceof UsageException) {
                cmd.getErr().println("agentcage: " + ex.getMessage());
                cmd.usage(cmd.getErr());
                return ExitCodes.USAGE;
            }
            cmd.getErr().println("agentcage: " + ex.getMessage());
            return ExitCodes.SANDBOX_FAILURE;
        }
    }
}
