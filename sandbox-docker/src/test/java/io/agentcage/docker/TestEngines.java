package io.agentcage.docker;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Extra Docker engines for the fleet tests, made and removed by {@code fleet/engines.sh} (test resources): each in a
 * network namespace of its own, with its own data-root, exec-root, pidfile and socket, listening with mutual TLS on
 * a veth address, with the sandbox image loaded. {@link #close()} (also run by a JVM shutdown hook, so a failed or
 * interrupted test cleans up too) stops the daemons and removes namespaces, veths, mounts and files. Needs root,
 * iproute2, openssl and dockerd; skipped without them, failed without them when CI is set.
 */
final class TestEngines implements AutoCloseable {
    private static final long TIMEOUT_SECONDS = 300;

    private final String id = UUID.randomUUID().toString().replace("-", "").substring(0, 4);
    private final Path work = Path.of("/var/tmp", "agentcage-fleet-" + id);
    private final Path script;
    private final int count;
    private final List<String> hosts = new ArrayList<>();
    private final Thread hook = new Thread(this::down, "agentcage-test-engines-down");
    private boolean closed;

    private TestEngines(int count) throws IOException {
        this.count = count;
        this.script = Files.createTempFile("agentcage-engines-", ".sh");
        try (var in = TestEngines.class.getResourceAsStream("/fleet/engines.sh")) {
            Files.write(script, in.readAllBytes());
        }
    }

    /** Starts {@code count} engines with the image loaded; skips (or fails in CI) when the tools are missing. */
    static TestEngines start(int count) throws Exception {
        DockerTestSupport.docker();
        List<String> missing = new ArrayList<>();
        for (String tool : List.of("ip", "nsenter", "openssl", "dockerd")) {
            if (run(List.of("sh", "-c", "command -v " + tool)).code != 0) {
                missing.add(tool);
            }
        }
        boolean root = run(List.of("id", "-u")).output.strip().equals("0");
        if (!missing.isEmpty() || !root) {
            String why = "the fleet tests need root and " + String.join(", ", List.of("ip", "nsenter", "openssl",
                    "dockerd")) + (missing.isEmpty() ? "" : " (missing: " + missing + ")") + (root ? ""
                    : "; not running as root") + "; scripts/setup-docker.sh installs them";
            if (System.getenv("CI") != null) {
                fail("CI is set, so the fleet tests must run: " + why);
            }
            Assumptions.abort(why);
        }
        TestEngines engines = new TestEngines(count);
        Runtime.getRuntime().addShutdownHook(engines.hook);
        Result up = engines.script("up", Integer.toString(count), DockerConfig.DEFAULT_IMAGE);
        if (up.code != 0) {
            engines.close();
            throw new AssertionError("could not start the test engines: " + up.output);
        }
        for (String line : up.output.split("\n")) {
            String[] parts = line.strip().split(" ");
            if (parts.length == 2 && parts[1].startsWith("tcp://")) {
                engines.hosts.add(parts[1]);
            }
        }
        if (engines.hosts.size() != count) {
            engines.close();
            throw new AssertionError("the test engines did not all start: " + up.output);
        }
        return engines;
    }

    /** Engine {@code i} as the fleet sees it: its TCP address with the client's TLS material. */
    DockerEngine engine(int i) {
        return DockerEngine.tls(hosts.get(i), work.resolve("certs"));
    }

    /** SIGKILLs engine {@code i}'s dockerd: it stops answering at once. */
    void kill(int i) throws Exception {
        check(script("kill", Integer.toString(i)), "kill engine " + i);
    }

    /** Starts engine {@code i}'s dockerd again on the same data-root. */
    void restart(int i) throws Exception {
        check(script("start", Integer.toString(i)), "restart engine " + i);
    }

    /** Runs the docker CLI against engine {@code i}'s local socket; returns its output. */
    String docker(int i, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("docker", "-H", "unix://" + work.resolve("e" + i)
                .resolve("docker.sock")));
        command.addAll(List.of(args));
        Result r = run(command);
        check(r, String.join(" ", command));
        return r.output;
    }

    private static void check(Result r, String what) {
        if (r.code != 0) {
            throw new AssertionError(what + " failed: " + r.output);
        }
    }

    private Result script(String command, String... args) throws Exception {
        List<String> c = new ArrayList<>(List.of("bash", script.toString(), command, id, work.toString()));
        c.addAll(List.of(args));
        return run(c);
    }

    private synchronized void down() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            script("down", Integer.toString(count));
            Files.deleteIfExists(script);
        } catch (Exception e) {
            System.err.println("could not remove the test engines " + id + ": " + e);
        }
    }

    @Override
    public void close() {
        down();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down: the hook runs (and finds everything done)
        }
    }

    /** Leftovers of this run after close: namespaces, veths and the work directory (all must be gone). */
    List<String> leftovers() throws Exception {
        List<String> left = new ArrayList<>();
        for (String line : run(List.of("ip", "netns", "list")).output.split("\n")) {
            if (line.contains("acf-" + id)) {
                left.add("netns " + line.strip());
            }
        }
        for (String line : run(List.of("ip", "-o", "link")).output.split("\n")) {
            if (line.contains("acf" + id)) {
                left.add("link " + line.strip());
            }
        }
        if (Files.exists(work)) {
            left.add("directory " + work);
        }
        return left;
    }

    private record Result(int code, String output) {
    }

    private static Result run(List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("agentcage-engines-", ".out");
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("timed out after " + TIMEOUT_SECONDS + " s: " + command);
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
