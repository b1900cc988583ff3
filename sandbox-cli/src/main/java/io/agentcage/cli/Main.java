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

    /** Prints the project version (from {@code version.properties}, filled by the build). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"agentcage " + version(),
                    "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
        }

        /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
        static String version() {
            java.util.Properties p = new java.util.Properties();
            try (java.io.InputStream in = Main.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            } catch (java.io.IOException e) {
                // fall through to the manifest
            }
            String v = p.getProperty("version", "");
            if (v.isEmpty() || v.startsWith("${")) {
                v = Main.class.getPackage().getImplementationVersion();
            }
            return v == null || v.isEmpty() ? "(version unknown: not built by Maven)" : v;
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
