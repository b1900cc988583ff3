import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where a fresh CLI process's CPU goes by thread (issue 25 item 4): runs a main class (the CLI's
 * {@code io.agentcage.cli.Main}) and, when the JVM exits, prints to stderr the user + system CPU time of the
 * process's live threads from {@code /proc/self/task} (Linux), summed by name with the numbers taken off
 * ({@code main} shows as {@code java}; the C1 compiler threads, GC threads, the interpreter's worker). Clock ticks
 * are 10 ms, so take several runs. Threads that ended before the exit are not counted.
 *
 * <p>usage (the classpath extends the jar's, so the JVM's AOT cache or CDS archive of the jar still applies):
 * <pre>
 * javac -d /tmp/ts scripts/bench/ThreadSplit.java
 * java -XX:AOTCache=agentcage.aot -Xlog:aot=off,cds=off -XX:TieredStopAtLevel=1 -cp agentcage.jar:/tmp/ts \
 *   ThreadSplit io.agentcage.cli.Main run scripts/bench/programs/hello10.py
 * </pre>
 * Licensed under the Apache License, Version 2.0.
 */
public final class ThreadSplit {
    private static final long MS_PER_TICK = 10;

    private ThreadSplit() {
    }

    public static void main(String[] args) throws Throwable {
        Runtime.getRuntime().addShutdownHook(new Thread(ThreadSplit::report));
        Class.forName(args[0]).getMethod("main", String[].class)
                .invoke(null, (Object) Arrays.copyOfRange(args, 1, args.length));
    }

    private static void report() {
        Map<String, Long> byName = new TreeMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path t : tasks) {
                String stat = Files.readString(t.resolve("stat"));
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
                        .replaceAll("[#0-9]+$", "").trim();
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                long ms = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK;
                byName.merge(name, ms, Long::sum);
            }
        } catch (Exception e) {
            System.err.println("threads: cannot read /proc/self/task: " + e);
            return;
        }
        StringBuilder b = new StringBuilder("threads (CPU ms):");
        byName.forEach((k, v) -> {
            if (v > 0) {
                b.append(" [").append(k).append("] ").append(v);
            }
        });
        System.err.println(b);
    }
}
