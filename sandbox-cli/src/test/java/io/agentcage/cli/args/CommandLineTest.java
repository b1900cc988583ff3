package io.agentcage.cli.args;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineTest {
    private static final CommandSpec RUN = CommandSpec.builder("run")
            .description("Runs a Python file (or - for standard input) in the sandbox.\nExit: 0 success.")
            .option(OptionSpec.value("--timeout", "DURATION", "10s", "wall-clock limit (default: 10s)"))
            .option(OptionSpec.flag("--json", "print the result as JSON"))
            .option(OptionSpec.repeatable("--input-file", "PATH", "a file to place in the workspace under its file "
                    + "name (repeatable); a long description wraps at eighty columns and continues indented"))
            .option(OptionSpec.value("--fail", "WHAT", "make the handler fail"))
            .positional(PositionalSpec.optional("FILE", "the Python file"))
            .handler(a -> {
                if (a.value("--fail").isPresent()) {
                    throw a.value("--fail").get().equals("usage") ? new ArgsException("--fail: bad")
                            : new IllegalStateException("disk full");
                }
                return 7;
            })
            .build();
    private static final CommandSpec ROOT = CommandSpec.builder("tool").description("A tool.").subcommand(RUN)
            .build();

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return new CommandLine(ROOT, () -> List.of("tool 1.0"), (e, w) -> {
            w.println("tool: " + e.getMessage());
            return 5;
        }).setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
    }

    @Test
    void should_return_the_handlers_exit_code_when_the_arguments_are_right() {
        assertThat(run("run", "x.py")).isEqualTo(7);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void should_print_the_message_and_synopsis_and_exit_2_when_the_arguments_are_wrong() {
        assertThat(run("run", "--frobnicate")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("tool: Unknown option: '--frobnicate'\n"
                + "Usage: tool run [-hV] [--json] [--fail=WHAT] [--timeout=DURATION]\n"
                + "                [--input-file=PATH]... [FILE]\n"
                + "Try 'tool run --help' for more.\n");
    }

    @Test
    void should_treat_a_handlers_args_exception_as_a_usage_error_and_others_as_failures() {
        assertThat(run("run", "--fail", "usage")).isEqualTo(2);
        assertThat(err.toString()).startsWith("tool: --fail: bad\nUsage: tool run ");
        assertThat(run("run", "--fail", "io")).isEqualTo(5);
        assertThat(err.toString()).endsWith("tool: disk full\n");
    }

    @Test
    void should_print_help_with_sorted_options_and_wrapped_descriptions_when_help_is_asked() {
        assertThat(run("run", "--help")).isZero();
        assertThat(out.toString()).isEqualTo(""
                + "Usage: tool run [-hV] [--json] [--fail=WHAT] [--timeout=DURATION]\n"
                + "                [--input-file=PATH]... [FILE]\n"
                + "Runs a Python file (or - for standard input) in the sandbox.\n"
                + "Exit: 0 success.\n"
                + "      [FILE]               the Python file\n"
                + "      --fail=WHAT          make the handler fail\n"
                + "  -h, --help               Show this help message and exit.\n"
                + "      --input-file=PATH    a file to place in the workspace under its file name\n"
                + "                             (repeatable); a long description wraps at eighty\n"
                + "                             columns and continues indented\n"
                + "      --json               print the result as JSON\n"
                + "      --timeout=DURATION   wall-clock limit (default: 10s)\n"
                + "  -V, --version            Print version information and exit.\n");
    }

    @Test
    void should_list_the_subcommands_and_print_the_version_when_asked() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString()).contains("Usage: tool [-hV] COMMAND\nA tool.\n").endsWith("Commands:\n"
                + "  run   Runs a Python file (or - for standard input) in the sandbox.\n");
        StringWriter v = new StringWriter();
        int code = new CommandLine(ROOT, () -> List.of("tool 1.0", "Java 17"), (e, w) -> 5)
                .setOut(new PrintWriter(v)).execute("run", "--version");
        assertThat(code).isZero();
        assertThat(v.toString()).isEqualTo("tool 1.0\nJava 17\n");
    }
}
