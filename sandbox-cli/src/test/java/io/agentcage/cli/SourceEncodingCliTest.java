package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import io.agentcage.cli.args.CommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Every command reads source bytes as CPython does: BOM, PEP 263 declaration, else UTF-8; bad bytes are per file. */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SourceEncodingCliTest {

    private static final byte[] LATIN1 = bytes("# -*- coding: latin-1 -*-\ns = 'caf", 0xe9, "'\nprint(s, len(s))\n");
    private static final byte[] BAD_UTF8 = bytes("x = 1\ns = 'caf", 0xe9, "'\n");

    @TempDir
    Path dir;

    @Test
    void should_run_the_file_when_a_coding_cookie_declares_latin1() throws Exception {
        Path f = Files.write(dir.resolve("latin.py"), LATIN1);
        CliProcess.Run r = CliProcess.run("", "run", f.toString());
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).isEqualTo("café 4\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void should_run_the_file_when_it_starts_with_a_bom() throws Exception {
        Path f = Files.write(dir.resolve("bom.py"), bytes(0xef, 0xbb, 0xbf, "print('bom')\n"));
        CliProcess.Run r = CliProcess.run("", "run", f.toString());
        assertThat(r.out()).isEqualTo("bom\n");
        assertThat(r.exit()).isZero();
    }

    @Test
    void should_exit_1_with_cpython_syntax_error_and_no_usage_when_the_file_does_not_decode() throws Exception {
        Path f = Files.write(dir.resolve("bad.py"), BAD_UTF8);
        CliProcess.Run r = CliProcess.run("", "run", f.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).isEqualTo("  File \"" + f + "\", line 2\nSyntaxError: Non-UTF-8 code starting with "
                + "'\\xe9' in file " + f + " on line 2, but no encoding declared; see "
                + "https://peps.python.org/pep-0263/ for details\n");
        assertThat(r.err()).doesNotContain("Usage");
        CliProcess.Run json = CliProcess.run("", "run", "--json", f.toString());
        assertThat(json.exit()).isEqualTo(1);
        assertThat(json.out()).contains("\"outcome\" : \"PYTHON_ERROR\"").contains("\"type\" : \"SyntaxError\"");
    }

    @Test
    void should_name_the_script_in_the_traceback_when_run_fails() throws Exception {
        Path f = Files.writeString(dir.resolve("fails.py"), "x = 1\nprint(x)\nraise ValueError('no')\n");
        CliProcess.Run r = CliProcess.run("", "run", f.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).isEqualTo("1\n");
        assertThat(r.err()).isEqualTo("Traceback (most recent call last):\n  File \"" + f + "\", line 3, in <module>\n"
                + "    raise ValueError('no')\nValueError: no\n");
        CliProcess.Run stdin = CliProcess.run("1/0\n", "run", "-");
        assertThat(stdin.err()).contains("  File \"<stdin>\", line 1, in <module>");
    }

    @Test
    void should_decode_stdin_when_run_reads_it() throws Exception {
        CliProcess.Run r = CliProcess.run(LATIN1, "run", "-");
        assertThat(r.out()).isEqualTo("café 4\n");
    }

    @Test
    void should_report_the_bad_line_and_go_on_when_repl_input_does_not_decode() throws Exception {
        CliProcess.Run r = CliProcess.run(bytes("x = 1\ns = '", 0xe9, "'\nprint(x + 1)\n"), "repl");
        assertThat(r.err()).contains("  File \"<stdin>\", line 2\nSyntaxError: Non-UTF-8 code starting with '\\xe9' "
                + "in file <stdin> on line 2");
        assertThat(r.out()).isEqualTo("2\n");
        CliProcess.Run latin = CliProcess.run(LATIN1, "repl");
        assertThat(latin.out()).isEqualTo("café 4\n");
    }

    @Test
    void should_continue_with_the_next_file_when_ast_meets_a_file_that_does_not_decode() throws Exception {
        Path bad = Files.write(dir.resolve("bad.py"), BAD_UTF8);
        Path good = Files.write(dir.resolve("good.py"), LATIN1);
        Captured c = capture("ast", bad.toString(), good.toString());
        assertThat(c.out().lines()).containsExactly("# " + bad, "SyntaxError: Non-UTF-8 code starting with '\\xe9' in "
                + "file " + bad + " on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for "
                + "details (line 2, column 9)", "# " + good, "Module(body=[Assign(targets=[Name(id='s', ctx=Store())], "
                + "value=Constant(value='café')), Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Name(id='s',"
                + " ctx=Load()), Call(func=Name(id='len', ctx=Load()), args=[Name(id='s', ctx=Load())], keywords=[])],"
                + " keywords=[]))], type_ignores=[])");
        assertThat(c.exit()).isEqualTo(1);
        assertThat(c.err()).isEmpty();
    }

    @Test
    void should_check_every_file_when_one_does_not_decode() throws Exception {
        Path bad = Files.write(dir.resolve("bad.py"), BAD_UTF8);
        Path good = Files.write(dir.resolve("good.py"), LATIN1);
        Captured c = capture("check", bad.toString(), good.toString());
        assertThat(c.out().lines()).containsExactly(
                bad + ":2:9: error [syntax-error] SyntaxError: Non-UTF-8 code starting with '\\xe9' in file " + bad
                        + " on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details "
                        + "(fix: save the file as UTF-8, or declare its encoding on line 1 (# -*- coding: latin-1 -*-))",
                bad + ": rejected: 1 error(s)",
                good + ": ok: 0 finding(s), none blocking");
        assertThat(c.exit()).isEqualTo(3);
    }

    @Test
    void should_print_one_json_line_per_file_when_check_gets_several_files() throws Exception {
        Path bad = Files.write(dir.resolve("bad.py"), BAD_UTF8);
        Path good = Files.write(dir.resolve("good.py"), LATIN1);
        Captured c = capture("check", "--json", bad.toString(), good.toString());
        assertThat(c.out().lines()).hasSize(2);
        assertThat(c.out().lines().findFirst().orElseThrow()).startsWith("{\"file\":\"" + bad + "\",\"diagnostics\":[{")
                .contains("\"ruleId\":\"syntax-error\"");
        assertThat(c.out().lines().skip(1).findFirst().orElseThrow())
                .isEqualTo("{\"file\":\"" + good + "\",\"diagnostics\":[]}");
        assertThat(c.exit()).isEqualTo(3);
    }

    private record Captured(int exit, String out, String err) {
    }

    private static Captured capture(String... args) {
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err, true));
            int exit = cl.execute(args);
            return new Captured(exit, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(saved);
        }
    }

    static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof Integer) {
                out.write((Integer) p);
            } else {
                out.writeBytes(((String) p).getBytes(StandardCharsets.US_ASCII));
            }
        }
        return out.toByteArray();
    }
}
