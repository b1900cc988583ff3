package io.agentcage.python;

import io.agentcage.python.ast.Module;
import io.agentcage.validator.PolicyValidator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Benchmark harness: parses every .py file under a directory (after warm-up; third-party packages under
 * site-packages and dist-packages are left out) and prints the total time per round.
 * Usage: {@code ParserBench DIR [ROUNDS] [validate]}; with {@code validate} every parsed tree is also run through
 * the STANDARD policy's rules, so the figure is the validator's whole cost (parse + rules).
 */
public final class ParserBench {
    private ParserBench() {
    }

    /** A .py file that is not an installed third-party package (site-packages holds those, not the stdlib). */
    static boolean isStdlibSource(Path p) {
        String s = p.toString();
        return s.endsWith(".py") && !s.contains("/site-packages/") && !s.contains("/dist-packages/");
    }

    public static void main(String[] args) throws Exception {
        List<byte[]> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(Path.of(args[0]))) {
            for (Path p : (Iterable<Path>) s.filter(ParserBench::isStdlibSource).sorted()::iterator) {
                files.add(Files.readAllBytes(p));
            }
        }
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        PolicyValidator validator = args.length > 2 && args[2].equals("validate") ? PolicyValidator.standard() : null;
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            int ok = 0;
            for (byte[] f : files) {
                long f0 = System.nanoTime();
                try {
                    Module tree = PythonParser.parse(f, "<f>");
                    if (validator != null) {
                        validator.validate(tree);
                    }
                    ok++;
                } catch (PythonSyntaxError e) {
                    // counted as refused
                }
                if (System.nanoTime() - f0 > 500_000_000L) {
                    System.out.printf("slow: %d bytes %.2f s%n", f.length, (System.nanoTime() - f0) / 1e9);
                }
            }
            System.out.printf("round %d: %d files (%d parsed) in %.2f s%n", r, files.size(), ok,
                    (System.nanoTime() - t0) / 1e9);
        }
    }
}
