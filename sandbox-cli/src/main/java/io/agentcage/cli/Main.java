package io.agentcage.cli;

import io.agentcage.cli.args.CommandLine;
import io.agentcage.cli.args.CommandSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Properties;

/**
 * The {@code agentcage} command: run untrusted Python from a shell, check it, or print its parse tree.
 *
 * <p>Exit codes: 0 success, 1 Python error, 2 usage error, 3 rejected by the validator, 4 timeout or limit exceeded,
 * 5 sandbox failure.
 */
public final class Main {
    /** The command tree: the root names its subcommands in the order usage errors list them. */
    static final CommandSpec SPEC = CommandSpec.builder("agentcage")
            .description("Runs untrusted Python safely: in-process (interpreter) or in a locked-down container "
                    + "(docker).")
            .subcommand(RunCommand.SPEC)
            .subcommand(CheckCommand.SPEC)
            .subcommand(AstCommand.SPEC)
            .subcommand(ReplCommand.SPEC)
            .subcommand(McpCommand.SPEC)
            .subcommand(ImageCommand.SPEC)
            .build();

    private Main() {
    }

    /** Runs the command line and exits the JVM with its exit code. */
    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line and returns its exit code (no {@code System.exit}), for tests and embedding. */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /** The command line, writing help and version to standard output and messages to standard error. */
    static CommandLine commandLine() {
        return new CommandLine(SPEC, Main::versionLines, Main::failure);
    }

    /** Turns an unexpected exception into one clear line and exit code 5, instead of a stack trace. */
    private static int failure(Exception e, PrintWriter err) {
        err.println("agentcage: " + e.getMessage());
        return ExitCodes.SANDBOX_FAILURE;
    }

    /** What {@code --version} prints: the project version and the Java runtime. */
    static List<String> versionLines() {
        return List.of("agentcage " + version(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")");
    }

    /** The project version (from {@code version.properties}, filled by the build), e.g. {@code 0.1.0-SNAPSHOT}. */
    static String version() {
        Properties p = new Properties();
        try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            // fall through to the manifest
        }
        String v = p.getProperty("version", "");
        if (v.isEmpty() || v.startsWith("${")) {
            v = Main.class.getPackage().getImplementationVersion();
        }
        return v == null || v.isEmpty() ? "(version unknown: not built by Maven)" : v;
    }
}
