package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/bench.sh's report stage on made-up figures whose verdicts are known: every target is judged met or not
 * met against its bar, ratios are worded the right way round, JMH figures replace the in-JVM loop when present, the
 * chart draws a bar per main ratio, and the generated section replaces only what lies between the markers of
 * docs/benchmarks.md.
 */
class BenchReportTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path run;

    private static String run(Path dir, String... argv) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }

    private void write(String name, String... lines) throws IOException {
        Files.writeString(run.resolve(name), String.join("\n", lines) + "\n");
    }

    private static String snippets(String engine, double fibWarm, double reWarm) {
        return ("{\"engines\": [\"E\"], \"startup\": {\"E\": {\"process_hello_ms\": 20, \"peak_rss_kib\": 1000}},"
                + " \"data\": {\"03_fib_recursive.py\": {\"E\": {\"ok\": true, \"stdout\": \"6765\\n\", \"error\": null,"
                + " \"cold_median_ms\": 2, \"warm_median_ms\": " + fibWarm + "}},"
                + " \"12_re.py\": {\"E\": {\"ok\": true, \"stdout\": \"x\\n\", \"error\": null, \"cold_median_ms\": 1,"
                + " \"warm_median_ms\": " + reWarm + "}}}}").replace("\"E\"", "\"" + engine + "\"");
    }

    private List<String> report() throws Exception {
        write("results.jsonl",
                "{\"key\": \"interp.fresh_hello\", \"value\": 12.0, \"unit\": \"us\"}",
                "{\"key\": \"interp.host_call\", \"value\": 0.7, \"unit\": \"us\"}",
                "{\"key\": \"docker.runc.naive_print\", \"value\": 300, \"unit\": \"ms\", \"n\": 5}",
                "{\"key\": \"docker.runc.naive_pandas\", \"value\": 1500, \"unit\": \"ms\", \"n\": 5}",
                "{\"key\": \"docker.runc.session_rt\", \"value\": 1.5, \"unit\": \"ms\", \"n\": 200, \"p90\": 3}",
                "{\"key\": \"docker.runc.pool_print\", \"value\": 12, \"unit\": \"ms\", \"n\": 10}",
                "{\"key\": \"docker.runc.pool_pandas\", \"value\": 45, \"unit\": \"ms\", \"n\": 10}",
                "{\"key\": \"docker.runc.cold\", \"value\": 240, \"unit\": \"ms\", \"n\": 10}",
                "{\"key\": \"docker.runc.tput_pool_4\", \"value\": 8, \"unit\": \"exec/s\"}",
                "{\"key\": \"docker.runc.tput_naive_4\", \"value\": 2, \"unit\": \"exec/s\"}",
                "{\"key\": \"docker.runc.mem_pool\", \"value\": 30, \"unit\": \"MiB\"}",
                "{\"key\": \"docker.runc.mem_naive\", \"value\": 4, \"unit\": \"MiB\"}",
                "{\"key\": \"docker.runc.mem_naive_pandas\", \"value\": 60, \"unit\": \"MiB\"}",
                "{\"key\": \"interp.scaling.lines-000010\", \"value\": 1000, \"unit\": \"exec/s\"}",
                "{\"key\": \"cpython.scaling.lines-000010\", \"value\": 2000, \"unit\": \"exec/s\"}");
        write("hostcall-cpython.txt", "{\"engine\": \"cpython\", \"host_calls\": 10000, \"us_per_call\": 0.35}");
        write("snippets-cpython.json", snippets("cpython", 0.8, 0.02));
        write("snippets-java-interp.json", snippets("java-interp", 1.2, 0.1));
        write("parser.txt", "AgentCage (warm, last round) 100 files (99 parsed) in 2.00 s",
                "CPython 3.11.7 ast.parse     100 files (99 parsed) in 1.00 s");
        write("humaneval.json", "{\"engines\": {\"cpython\": {\"passed\": 164, \"passed_where_cpython_passes\": 164},"
                + " \"java-interp\": {\"passed\": 164, \"passed_where_cpython_passes\": 164}}}");
        write("jmh.json", "[{\"benchmark\": \"io.agentcage.benchmarks.FreshStartBenchmark.helloWorld\","
                + " \"mode\": \"avgt\", \"forks\": 1, \"primaryMetric\": {\"score\": 7.5, \"scoreError\": 0.4,"
                + " \"scoreUnit\": \"us/op\"}}]");
        run(ROOT, "python3", "scripts/bench/report.py", run.toString());
        return Files.readAllLines(run.resolve("table.txt"));
    }

    private static String row(List<String> table, String measure) {
        return table.stream().filter(l -> l.startsWith(measure)).findFirst()
                .orElseThrow(() -> new AssertionError("no row '" + measure + "' in\n" + String.join("\n", table)));
    }

    @Test
    void should_judge_every_target_against_its_bar_and_word_ratios_from_agentcage_side() throws Exception {
        List<String> t = report();
        assertThat(row(t, "fresh interpreter")).contains("JMH FreshStartBenchmark.helloWorld", "7.50 µs")
                .endsWith("met").doesNotContain("NOT MET");
        assertThat(row(t, "host-function call")).contains("0.700 µs", "2.0× slower than CPython")
                .endsWith("met").doesNotContain("NOT MET");
        assertThat(row(t, "warm run, snippet 03_fib")).contains("1.5× slower than CPython").endsWith("met")
                .doesNotContain("NOT MET");
        assertThat(row(t, "warm run, snippet 12_re")).contains("5.0× slower than CPython").endsWith("NOT MET");
        assertThat(row(t, "parse the whole stdlib")).contains("2.0× slower than ast.parse").endsWith("NOT MET");
        assertThat(row(t, "HumanEval")).contains("164").endsWith("met").doesNotContain("NOT MET");
        assertThat(row(t, "session round trip")).contains("1.50 ms", "200× faster than naive").endsWith("met")
                .doesNotContain("NOT MET");
        assertThat(row(t, "one-shot from the warm pool, `print(1)`")).contains("25× faster than naive")
                .endsWith("NOT MET");
        assertThat(row(t, "one-shot from the warm pool, pandas")).endsWith("met").doesNotContain("NOT MET");
        assertThat(row(t, "cold start")).endsWith("met").doesNotContain("NOT MET");
        assertThat(row(t, "one-shot throughput, 4")).contains("8.00/s", "4.0× faster");
        assertThat(row(t, "memory per idle pooled container")).contains("2.0× less than naive with pandas");
        assertThat(row(t, "executions/s, program of 10 lines")).contains("interpreter 2.0× slower");
        assertThat(Files.readString(run.resolve("section.md"))).contains("| area | measure | AgentCage |",
                "| docker runc | session round trip", "![Main ratios](benchmarks.png)");
        assertThat(Files.readAllLines(run.resolve("chart.tsv"))).contains("parser vs CPython ast.parse\t0.5",
                "session round trip vs docker run (runc)\t200");
    }

    @Test
    void should_draw_a_bar_per_ratio_green_when_faster_and_red_when_slower() throws Exception {
        write("chart.tsv", "faster thing\t30", "slower thing\t0.25");
        Path png = run.resolve("chart.png");
        run(ROOT, Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Djava.awt.headless=true",
                "scripts/bench/Chart.java", run.resolve("chart.tsv").toString(), png.toString(), "title");
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(1100);
        List<Integer> colours = new ArrayList<>();
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                colours.add(img.getRGB(x, y) & 0xffffff);
            }
        }
        assertThat(colours).contains(0x2e7d32, 0xc62828);
    }

    @Test
    void should_replace_only_the_generated_section_of_the_page() throws Exception {
        String page = Files.readString(ROOT.resolve("docs/benchmarks.md"));
        String begin = "<!-- bench:begin";
        assertThat(page.split(begin, -1)).hasSize(2);
        assertThat(page.split("<!-- bench:end -->", -1)).hasSize(2);
        Path copy = run.resolve("page.md");
        Files.writeString(copy, page);
        write("section.md", "| new | table |");
        run(ROOT, "python3", "scripts/bench/splice.py", run.resolve("section.md").toString(), copy.toString());
        String after = Files.readString(copy);
        assertThat(after).contains("| new | table |");
        assertThat(after.substring(0, after.indexOf(begin))).isEqualTo(page.substring(0, page.indexOf(begin)));
        assertThat(after.substring(after.indexOf("<!-- bench:end -->")))
                .isEqualTo(page.substring(page.indexOf("<!-- bench:end -->")));
    }
}
