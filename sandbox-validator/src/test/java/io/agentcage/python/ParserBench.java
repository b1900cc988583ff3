package io.agentcage.python;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Benchmark harness: parses every .py file under a directory (after warm-up) and prints the total time. */
public final class ParserBench {
    public static void main(String[] args) throws Exception {
        List<byte[]> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(Path.of(args[0]))) {
            for (Path p : (Iterable<Path>) s.filter(x -> x.toString().endsWith(".py"))::iterator) {
                files.add(Files.readAllBytes(p));
            }
        }
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            int ok = 0;
            for (byte[] f : files) {
                long f0 = System.nanoTime();
                try {
                    PythonParser.parse(f, "<f>");
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
