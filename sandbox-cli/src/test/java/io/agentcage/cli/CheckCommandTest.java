package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import io.agentcage.cli.args.CommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code agentcage check} end to end, with the validator found through the SPI. */
class CheckCommandTest {

    @TempDir
    Path dir;

    private record Run(int exit, String out) {
    }

    private Run check(String code, String... options) throws IOException {
        Path file = dir.resolve("prog.py");
        Files.writeString(file, code);
        String[] args = new String[options.length + 2];
        args[0] = "check";
        System.arraycopy(options, 0, args, 1, options.length);
        args[args.length - 1] = file.toString();
        PrintStream saved = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(new StringWriter(), true));
            int exit = cl.execute(args);
            return new Run(exit, buf.toString(StandardCharsets.UTF_8).replace(file.toString(), "prog.py"));
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void should_exit_3_and_list_findings_when_strict_rejects_the_code() throws IOException {
        Run r = check("import math\nimport os as o\no.system('id')\n", "--policy", "strict");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.out()).startsWith("prog.py:2:8: error [import-not-allowed] import of 'os' is not allowed")
                .endsWith("rejected: 1 error(s)\n");
    }

    @Test
    void should_exit_0_with_warnings_when_standard_only_warns() throws IOException {
        Run r = check("print(eval('1 + 1'))\n", "--policy", "standard");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("prog.py:1:7: warning [dangerous-builtin] 'eval' runs code built from strings")
                .endsWith("ok: 1 finding(s), none blocking\n");
    }

    @Test
    void should_print_a_json_array_when_json_is_asked() throws IOException {
        Run r = check("x = ().__class__.__bases__\n", "--json", "--backend", "docker");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.out()).startsWith("[{\"ruleId\":\"dunder-access\",\"severity\":\"ERROR\"")
                .contains("\"line\":1,\"column\":18");
    }

    @Test
    void should_report_the_syntax_error_when_the_file_does_not_parse() throws IOException {
        Run r = check("def f(:\n    pass\n");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.out()).startsWith("prog.py:1:7: error [syntax-error] SyntaxError: invalid syntax");
    }

    @Test
    void should_exit_0_without_findings_when_code_is_ordinary() throws IOException {
        Run r = check("import math\nprint(math.sqrt(2))\n", "--policy", "strict");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("ok: 0 finding(s), none blocking\n");
    }

    @Test
    void should_refuse_a_module_the_interpreter_lacks_when_the_target_is_the_default_backend() throws IOException {
        Run r = check("import numpy\n", "--policy", "standard");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.out()).startsWith("prog.py:1:8: error [module-unavailable] module 'numpy' is not available on "
                + "the interpreter backend (available: ");
        assertThat(check("import numpy\n", "--policy", "standard", "--backend", "docker").exit()).isZero();
    }

    @Test
    void should_accept_ordinary_class_code_when_standard_checks_it_for_the_interpreter() throws IOException {
        String code = "class V:\n    def __mul__(self, k): return self\n    __rmul__ = __mul__\n"
                + "class B:\n    def __init_subclass__(cls, **kw):\n        super().__init_subclass__(**kw)\n"
                + "class D:\n    def __set_name__(self, o, n): self.n = n\n"
                + "    def __set__(self, obj, v): setattr(obj, self.n, v)\n"
                + "print(V.__dict__, vars(V()))\n";
        Run r = check(code);
        assertThat(r.out()).isEqualTo("ok: 0 finding(s), none blocking\n");
        assertThat(r.exit()).isZero();
        assertThat(check(code, "--backend", "docker").exit()).isEqualTo(3);
    }
}
