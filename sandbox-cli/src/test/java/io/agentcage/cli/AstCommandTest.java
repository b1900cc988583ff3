package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AstCommandTest {

    @TempDir
    Path dir;

    @Test
    void should_print_dump_and_syntax_error_when_given_good_and_bad_files() throws Exception {
        Path good = Files.writeString(dir.resolve("good.py"), "x = 1\n");
        Path bad = Files.writeString(dir.resolve("bad.py"), "if x\n    pass\n");
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            status = Main.commandLine().execute("ast", good.toString(), bad.toString());
        } finally {
            System.setOut(saved);
        }
        assertThat(out.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "# " + good,
                "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1))], type_ignores=[])",
                "# " + bad,
                "SyntaxError: expected ':' (line 1, column 5)");
        assertThat(status).isEqualTo(1);
    }
}
