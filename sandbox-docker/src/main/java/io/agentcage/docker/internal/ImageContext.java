package io.agentcage.docker.internal;

import io.agentcage.SandboxException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sandbox image's build context as this jar ships it: {@code Dockerfile} and the runner's files, copied at build
 * time from the repository's {@code docker/python} (the same files {@code scripts/build-image.sh} builds from), their
 * hash and a tar archive of them for the daemon.
 *
 * <p>Not API. Read with {@link Class#getResourceAsStream}, so it works from a plain jar, a shaded or nested one, and
 * the module path alike; the list of runner files is fixed here and checked against the repository by a test.
 */
public final class ImageContext {
    /** Where the context lies on the class path. */
    static final String RESOURCE_ROOT = "/io/agentcage/docker/image/";
    /** The runner's files, in {@code runner/}. */
    public static final List<String> RUNNER_FILES = List.of("guard.py", "host.py", "hostcalls.py", "limits.py",
            "main.py", "netguard.py", "netrelay.py", "output.py", "podinit.py", "privileges.py", "protocol.py",
            "supervisor.py", "texts.py", "worker.py", "workspace.py");

    private static volatile ImageContext bundled;

    private final Map<String, byte[]> files;

    private ImageContext(Map<String, byte[]> files) {
        this.files = Collections.unmodifiableMap(new TreeMap<>(files));
    }

    /** The context inside this jar (read once). */
    public static ImageContext bundled() {
        ImageContext c = bundled;
        if (c == null) {
            Map<String, byte[]> files = new TreeMap<>();
            files.put("Dockerfile", read("Dockerfile"));
            for (String name : RUNNER_FILES) {
                files.put("runner/" + name, read("runner/" + name));
            }
            c = new ImageContext(files);
            bundled = c;
        }
        return c;
    }

    private static byte[] read(String path) {
        try (InputStream in = ImageContext.class.getResourceAsStream(RESOURCE_ROOT + path)) {
            if (in == null) {
                throw new SandboxException("the sandbox image's " + path + " is missing from the sandbox-docker jar ("
                        + RESOURCE_ROOT + path + "); the jar is incomplete");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new SandboxException("cannot read " + RESOURCE_ROOT + path + ": " + e.getMessage(), e);
        }
    }

    /** Relative path ({@code Dockerfile}, {@code runner/main.py}) to content, in byte order of the paths. */
    public Map<String, byte[]> files() {
        return files;
    }

    /**
     * The first 16 hex digits of the SHA-256 of {@code sha256sum}'s listing of the files in byte order of their
     * paths: the value {@code scripts/build-image.sh} puts in the label {@code io.agentcage.runner-hash}, so that an
     * image of either route names the runner it carries.
     */
    public String runnerHash() {
        StringBuilder listing = new StringBuilder();
        files.forEach((path, content) -> listing.append(hex(sha256(content))).append("  ").append(path).append('\n'));
        return hex(sha256(listing.toString().getBytes(StandardCharsets.UTF_8))).substring(0, 16);
    }

    /** The files as an uncompressed POSIX (ustar) tar archive: the build context the daemon expects. */
    public byte[] tar() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        files.keySet().stream().filter(p -> p.contains("/")).map(p -> p.substring(0, p.indexOf('/') + 1))
                .distinct().forEach(dir -> entry(out, dir, new byte[0], true));
        files.forEach((path, content) -> entry(out, path, content, false));
        out.writeBytes(new byte[1024]);   // two zero blocks end the archive
        return out.toByteArray();
    }

    private static void entry(ByteArrayOutputStream out, String name, byte[] content, boolean directory) {
        byte[] header = new byte[512];
        byte[] path = name.getBytes(StandardCharsets.UTF_8);
        if (path.length > 100) {
            throw new IllegalStateException("tar entry name longer than 100 bytes: " + name);
        }
        System.arraycopy(path, 0, header, 0, path.length);
        octal(header, 100, 8, directory ? 0755 : 0644);
        octal(header, 108, 8, 0);
        octal(header, 116, 8, 0);
        octal(header, 124, 12, content.length);
        octal(header, 136, 12, 1_767_225_600L);   // a fixed time (2026-01-01): the same files give the same tar
        java.util.Arrays.fill(header, 148, 156, (byte) ' ');
        header[156] = (byte) (directory ? '5' : '0');
        System.arraycopy("ustar\u000000".getBytes(StandardCharsets.US_ASCII), 0, header, 257, 8);
        long sum = 0;
        for (byte b : header) {
            sum += b & 0xff;
        }
        octal(header, 148, 7, sum);
        out.writeBytes(header);
        out.writeBytes(content);
        int pad = (512 - content.length % 512) % 512;
        out.writeBytes(new byte[pad]);
    }

    /** Writes {@code value} as zero-padded octal digits ending in NUL, in {@code length} bytes at {@code at}. */
    private static void octal(byte[] header, int at, int length, long value) {
        String digits = Long.toOctalString(value);
        String padded = "0".repeat(Math.max(0, length - 1 - digits.length())) + digits;
        byte[] b = padded.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(b, 0, header, at, b.length);
        header[at + length - 1] = 0;
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
