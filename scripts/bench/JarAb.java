import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Before/after comparison of two (or more) builds of the interpreter that holds up on a loaded machine: each build's
 * shaded CLI jar is loaded into this one JVM through its own class loader, and batches of warm executions (one
 * executor per build, the parsed code reused, as the harness' warm samples) alternate between the builds, so that
 * load spikes hit every build alike. Prints the minimum, first quartile and median of the per-execution wall time,
 * or with {@code -Dcpu=true} of the CPU time of the executing thread (executions without host functions run on the
 * calling thread, ADR 0007), which time spent waiting for a core on a loaded machine does not inflate.
 *
 * <p>usage: {@code java [-Dcpu=true] scripts/bench/JarAb.java SECONDS before.jar,after.jar snippet.py...}
 */
public final class JarAb {
    private JarAb() {
    }

    public static void main(String[] args) throws Exception {
        double seconds = Double.parseDouble(args[0]);
        boolean cpu = Boolean.getBoolean("cpu");
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        String[] jars = args[1].split(",");
        for (int fi = 2; fi < args.length; fi++) {
            String code = Files.readString(Path.of(args[fi]));
            int n = jars.length;
            Object[] executors = new Object[n];
            Object[] requests = new Object[n];
            Method[] execute = new Method[n];
            Method[] stdout = new Method[n];
            for (int j = 0; j < n; j++) {
                ClassLoader cl = new URLClassLoader(new URL[] {Path.of(jars[j]).toUri().toURL()},
                        ClassLoader.getPlatformClassLoader());
                Class<?> ie = cl.loadClass("io.agentcage.interpreter.InterpreterExecutor");
                Class<?> er = cl.loadClass("io.agentcage.ExecutionRequest");
                executors[j] = ie.getMethod("create").invoke(null);
                requests[j] = er.getMethod("of", String.class).invoke(null, code);
                execute[j] = ie.getMethod("execute", er);
                stdout[j] = cl.loadClass("io.agentcage.ExecutionResult").getMethod("stdout");
            }
            long t0 = System.nanoTime();
            int count = 0;
            while (System.nanoTime() - t0 < 300_000_000L) {
                execute[0].invoke(executors[0], requests[0]);
                count++;
            }
            int batch = Math.max(1, count / 15);
            List<List<Double>> samples = new ArrayList<>();
            String[] outputs = new String[n];
            for (int j = 0; j < n; j++) {
                samples.add(new ArrayList<>());
            }
            long end = System.nanoTime() + (long) (seconds * 1e9);
            for (int round = 0; System.nanoTime() < end || round < 6; round++) {
                for (int j = 0; j < n; j++) {
                    long start = cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime();
                    for (int i = 0; i < batch; i++) {
                        outputs[j] = (String) stdout[j].invoke(execute[j].invoke(executors[j], requests[j]));
                    }
                    long stop = cpu ? threads.getCurrentThreadCpuTime() : System.nanoTime();
                    if (round >= 3) {   // the first rounds are JIT warm-up
                        samples.get(j).add((stop - start) / 1e3 / batch);
                    }
                }
            }
            for (int j = 0; j < n; j++) {
                List<Double> s = samples.get(j);
                Collections.sort(s);
                System.out.printf("%-22s %-24s %s min %10.2f us  p25 %10.2f us  median %10.2f us  batches %d%s%n",
                        Path.of(args[fi]).getFileName(), Path.of(jars[j]).getFileName(), cpu ? "cpu " : "wall", s.get(0),
                        s.get(s.size() / 4), s.get(s.size() / 2), s.size(),
                        outputs[j].equals(outputs[0]) ? "" : "  OUTPUT DIFFERS");
            }
        }
        System.exit(0);
    }
}
