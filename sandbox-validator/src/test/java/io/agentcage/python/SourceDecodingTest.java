package io.agentcage.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * PEP 263 coding declarations and byte order marks, against CPython on this machine: accepted files give the tree
 * {@code ast.parse(bytes)} gives; refused files give CPython's message on the line CPython names.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class SourceDecodingTest {

    @TempDir
    Path dir;

    @Test
    void should_parse_like_cpython_when_a_latin1_cookie_declares_the_encoding() throws Exception {
        assertSameTree(bytes("# -*- coding: latin-1 -*-\ny = '", 0xe9, "'\nprint(y)\n"));
        assertThat(PythonSource.decode(bytes("# -*- coding: latin-1 -*-\ny = '", 0xe9, "'\n"), "f.py"))
                .contains("y = 'é'");
    }

    @Test
    void should_parse_like_cpython_when_the_cookie_is_on_line_two_after_a_shebang() throws Exception {
        assertSameTree(bytes("#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\nprint('", 0x80, "')\n"));
        assertSameTree(bytes("#!/usr/bin/python\n#coding=iso8859_15\ns = '", 0xa4, "'\n"));
        assertSameTree(bytes("# coding=euc-jp\ns = '", 0xa4, 0xa2, "'\n"));
        assertSameTree(bytes("# coding: shift_jis\ns = '", 0x82, 0xa0, "'\n"));
    }

    @Test
    void should_drop_the_bom_when_the_file_starts_with_one() throws Exception {
        assertSameTree(bytes(0xef, 0xbb, 0xbf, "print('bom')\n"));
        assertSameTree(bytes(0xef, 0xbb, 0xbf, "# coding: utf-8\nprint(2)\n"));
        assertSameTree(bytes("# coding: utf-8-sig\nprint(1)\n"));
        assertThat(PythonSource.decode(bytes(0xef, 0xbb, 0xbf, "x = 1\n"), "f.py")).isEqualTo("x = 1\n");
    }

    @Test
    void should_ignore_a_cookie_when_it_follows_code_or_sits_on_line_three() throws Exception {
        assertSameTree(bytes("print(1)\n# coding: latin-1\n"));
        assertSameError(bytes("x = 1\n# coding: latin-1\ny = '", 0xe9, "'\n"), "file");
        assertSameError(bytes("x = 1\n\n# coding: latin-1\n", 0xe9, " = 3\n"), "file");
    }

    @Test
    void should_report_cpython_message_and_line_when_utf8_is_invalid_and_nothing_is_declared() throws Exception {
        assertSameError(bytes("x = 1\ny = '", 0xe9, "'\n"), "file");
        assertSameError(bytes("x=1\r\ny = '", 0xe9, "'\r\n"), "file");
        assertSameError(bytes("x = 1 # caf", 0xe9, "\n"), "file");
        PythonSyntaxError e = decodeError(bytes("x = 1\nyy = '", 0xe9, "'\n"), "bad.py");
        assertThat(e.getMessage()).isEqualTo("Non-UTF-8 code starting with '\\xe9' in file bad.py on line 2, but no "
                + "encoding declared; see https://peps.python.org/pep-0263/ for details");
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(7);
    }

    @Test
    void should_report_the_codec_error_when_bytes_do_not_decode_in_the_declared_encoding() throws Exception {
        assertSameError(bytes("# coding: ascii\nx = 1\ny = '", 0xe9, "'\n"), "compile");
        assertSameError(bytes("# coding: cp1252\nx = '", 0x81, "'\n"), "compile");
        PythonSyntaxError e = decodeError(bytes("# coding: ascii\nx = 1\ny = '", 0xe9, "'\n"), "f.py");
        assertThat(e.line()).isEqualTo(3);
        assertThat(decodeError(bytes("# coding: utf-8\nx = '", 0xe9, "'\n"), "f.py").getMessage())
                .isEqualTo("'utf-8' codec can't decode byte 0xe9 in position 21: invalid continuation byte");
        assertThat(decodeError(bytes("# coding: utf-8\nx = ", 0xe2, 0x82), "f.py").getMessage())
                .isEqualTo("'utf-8' codec can't decode bytes in position 20-21: unexpected end of data");
    }

    @Test
    void should_refuse_like_cpython_when_the_encoding_is_unknown_or_contradicts_the_bom() throws Exception {
        assertSameError(bytes("# coding: foo\nx=1\n"), "compile");
        assertSameError(bytes(0xef, 0xbb, 0xbf, "# coding: latin-1\nx=1\n"), "compile");
        assertSameError(bytes("# coding: utf-16\nx=1\n"), "file");
        assertThat(decodeError(bytes("\n# coding: foo\nx=1\n"), "f.py").line()).isEqualTo(2);
    }

    @Test
    void should_throw_syntax_error_when_bytes_are_parsed_directly() {
        assertThatThrownBy(() -> PythonParser.parse(bytes("x = '", 0xff, "'\n"), "f.py"))
                .isInstanceOf(PythonSyntaxError.class).hasMessageStartingWith("Non-UTF-8 code starting with '\\xff'");
        assertThat(AstDump.dump(PythonParser.parse(bytes("# coding: latin-1\nx = '", 0xe9, "'\n"), "f.py")))
                .contains("Constant(value='é')");
    }

    @Test
    void should_decode_each_line_as_the_file_would_when_lines_arrive_one_by_one() {
        PythonSource.Lines lines = PythonSource.lines("<stdin>");
        assertThat(lines.next(bytes("#!/usr/bin/env python\n"))).isEqualTo("#!/usr/bin/env python\n");
        assertThat(lines.next(bytes("# coding: latin-1\n"))).isEqualTo("# coding: latin-1\n");
        assertThat(lines.next(bytes("s = '", 0xe9, "'\n"))).isEqualTo("s = 'é'\n");
        PythonSource.Lines bom = PythonSource.lines("<stdin>");
        assertThat(bom.next(bytes(0xef, 0xbb, 0xbf, "s = '", 0xc3, 0xa9, "'\n"))).isEqualTo("s = 'é'\n");
        assertThatThrownBy(() -> PythonSource.lines("<stdin>").next(bytes(0xef, 0xbb, 0xbf, "# coding: latin-1\n")))
                .hasMessage("encoding problem: iso-8859-1 with BOM");
        PythonSource.Lines utf8 = PythonSource.lines("<stdin>");
        assertThat(utf8.next(bytes("x = 1\n"))).isEqualTo("x = 1\n");
        assertThat(utf8.next(bytes("# coding: latin-1\n"))).isEqualTo("# coding: latin-1\n");
        assertThatThrownBy(() -> utf8.next(bytes("y = '", 0xe9, "'\n")))
                .isInstanceOf(PythonSyntaxError.class)
                .hasMessage("Non-UTF-8 code starting with '\\xe9' in file <stdin> on line 3, but no encoding declared;"
                        + " see https://peps.python.org/pep-0263/ for details");
        assertThat(utf8.next(bytes("z = 'ok'\n"))).isEqualTo("z = 'ok'\n");
        assertThatThrownBy(() -> PythonSource.lines("<stdin>").next(bytes("# coding: nope\n")))
                .hasMessage("unknown encoding: nope");
    }

    // ---------------------------------------------------------------- CPython oracle

    private void assertSameTree(byte[] src) throws Exception {
        String want = cpython(src, "dump");
        assertThat(want).startsWith("Module(");
        assertThat(AstDump.dump(PythonParser.parse(src, "f.py"))).isEqualTo(want);
    }

    /**
     * Our error against CPython's: {@code file} mode is what {@code python3 FILE} prints (the message for an
     * undeclared, undecodable file), {@code compile} mode what {@code compile(bytes)} raises (codec errors).
     */
    private void assertSameError(byte[] src, String mode) throws Exception {
        Path f = dir.resolve("case.py");
        Files.write(f, src);
        String want = cpython(src, mode);
        PythonSyntaxError e = decodeError(src, f.toString());
        String[] w = want.split("\t");
        assertThat(e.getMessage()).isEqualTo(w[0]);
        if (!w[1].equals("None") && !w[1].equals("0")) {
            assertThat(e.line()).as("line").isEqualTo(Integer.parseInt(w[1]));
        }
    }

    private static PythonSyntaxError decodeError(byte[] src, String filename) {
        try {
            PythonParser.parse(src, filename);
        } catch (PythonSyntaxError e) {
            return e;
        }
        throw new AssertionError("expected a SyntaxError");
    }

    private String cpython(byte[] src, String mode) throws Exception {
        Path f = dir.resolve("case.py");
        Files.write(f, src);
        String script;
        if (mode.equals("file")) {
            // the file's code only assigns and prints; the decoding error comes before it runs
            script = "import subprocess, sys, re\n"
                    + "r = subprocess.run([sys.executable, sys.argv[1]], capture_output=True, text=True)\n"
                    + "last = r.stderr.strip().splitlines()[-1]\n"
                    + "msg = last[len('SyntaxError: '):]\n"
                    + "m = re.search(r' on line (\\d+)', msg)\n"
                    + "print(msg + '\\t' + (m.group(1) if m else 'None'))\n";
        } else {
            script = "import ast, sys\n"
                    + "src = open(sys.argv[1], 'rb').read()\n"
                    + "try:\n"
                    + "    t = ast.parse(src)\n"
                    + "    print(ast.dump(t) if sys.argv[2] == 'dump' else 'parsed')\n"
                    + "except SyntaxError as e:\n"
                    + "    print(e.msg + '\\t' + str(e.lineno))\n";
        }
        Process p = new ProcessBuilder("python3", "-c", script, f.toString(), mode).start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            in.transferTo(out);
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return out.toString(StandardCharsets.UTF_8).strip();
    }

    /** Bytes from strings (as ASCII) and ints (as single bytes). */
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
