package io.agentcage.interpreter;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Developer helper: runs the differential corpus and prints mismatches (not a test). */
final class DevDiff {
    private DevDiff() {
    }

    public static void main(String[] args) throws Exception {
        int pass = 0;
        int fail = 0;
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            for (Path corpus : Files.list(Path.of("sandbox-interpreter/src/test/resources/diff"))
                    .filter(p -> p.toString().endsWith(".py")).sorted().toList()) {
                if (args.length > 0 && !corpus.toString().contains(args[0])) {
                    continue;
                }
                String[] programs = Files.readString(corpus).split("\n# ---\n", -1);
                List<DifferentialTest.Expected> exp = DifferentialTest.Expected.load(corpus.resolveSibling(
                        corpus.getFileName().toString().replace(".py", ".expected.json")));
                for (int i = 0; i < programs.length; i++) {
                    ExecutionResult r = ex.execute(ExecutionRequest.of(programs[i]));
                    String err = null;
                    if (r.outcome() == Outcome.PYTHON_ERROR) {
                        String f = r.error().orElseThrow().formatted().strip();
                        err = f.substring(f.lastIndexOf('\n') + 1);
                    } else if (r.outcome() != Outcome.SUCCESS) {
                        err = r.outcome() + ": " + r.message();
                    }
                    DifferentialTest.Expected e = exp.get(i);
                    if (r.stdout().equals(e.stdout()) && java.util.Objects.equals(err, e.error())) {
                        pass++;
                    } else {
                        fail++;
                        System.out.println("### " + corpus.getFileName() + "#" + i + "\n" + programs[i]
                                + "\n--- got:\n" + r.stdout() + "ERR " + err + "\n--- want:\n" + e.stdout()
                                + "ERR " + e.error());
                    }
                }
            }
        }
        System.out.println("pass " + pass + " fail " + fail);
    }
}
