package io.agentcage.python;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.python.ast.ExceptHandler;
import io.agentcage.python.ast.Node;
import io.agentcage.python.ast.Span;
import io.agentcage.python.ast.Stmt;
import io.agentcage.validator.FalseAlarmCorpus;
import io.agentcage.validator.internal.Children;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Statement positions against CPython's ({@code lineno, col_offset, end_lineno, end_col_offset}): a compound
 * statement ends where its last block's last statement ends, not at the next line (a rejected program's carets
 * and the validator's findings use these ranges). Programs: the false-alarm corpus, which is class-heavy.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class StatementPositionsTest {

    @Test
    void should_give_cpython_positions_when_statements_are_compound() throws Exception {
        List<String> mismatches = new ArrayList<>();
        List<String> names = new ArrayList<>(FalseAlarmCorpus.names());
        names.add(null);
        for (String name : names) {
            String code = name == null ? "while True:\n    n += 1\n    y = 2\n\n# c\n"
                    + "try:\n    pass\nexcept E as e:\n    x = 1\n\n\nelse:\n    z = 3  # c\nfinally:\n    w = 4\n"
                    : FalseAlarmCorpus.read(name);
            List<String> ours = new ArrayList<>();
            collect(PythonParser.parse(code, "<s>"), ours);
            String[] theirs = cpython(code).split("\n");
            if (!ours.equals(Arrays.asList(theirs))) {
                mismatches.add((name == null ? "inline" : name) + ": ours " + ours + "\nCPython " + List.of(theirs));
            }
        }
        assertThat(mismatches).isEmpty();
    }

    /** Statements and except handlers in document order (pre-order), as {@code Kind l:c-l:c}. */
    private static void collect(Node n, List<String> out) {
        if (n instanceof Stmt || n instanceof ExceptHandler) {
            Span s = ((io.agentcage.python.ast.Located) n).span();
            out.add(n.astName() + " " + s.lineno() + ":" + s.colOffset() + "-" + s.endLineno() + ":"
                    + s.endColOffset());
        }
        Children.forEach(n, c -> collect(c, out));
    }

    private static String cpython(String code) throws Exception {
        String script = "import ast, sys\n"
                + "def walk(n):\n"
                + "    if isinstance(n, (ast.stmt, ast.excepthandler)):\n"
                + "        print('%s %d:%d-%d:%d' % (type(n).__name__, n.lineno, n.col_offset, n.end_lineno,"
                + " n.end_col_offset))\n"
                + "    for c in ast.iter_child_nodes(n):\n"
                + "        walk(c)\n"
                + "walk(ast.parse(sys.stdin.read()))\n";
        Process p = new ProcessBuilder("python3", "-c", script).redirectErrorStream(true).start();
        p.getOutputStream().write(code.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            in.transferTo(out);
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return out.toString(StandardCharsets.UTF_8).strip();
    }
}
