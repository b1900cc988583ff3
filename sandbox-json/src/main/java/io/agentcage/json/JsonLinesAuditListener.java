package io.agentcage.json;

import io.agentcage.audit.AuditEvent;
import io.agentcage.audit.AuditListener;
import io.agentcage.SandboxException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An append-only audit file: one JSON object per line (format in {@code docs/result-json.md}, "Audit event").
 *
 * <p>Each event is written with a single append under an exclusive file lock and handed to the operating system
 * before {@link #onEvent} returns, so no event is lost when the process ends normally and lines from concurrent
 * writers — threads, or other listeners and processes appending to the same file — never interleave. With
 * {@code fsync} each event is also forced to the storage device (slower; survives a power loss).
 */
public final class JsonLinesAuditListener implements AuditListener, AutoCloseable {

    private final Path path;
    private final FileChannel channel;
    private final boolean fsync;

    private JsonLinesAuditListener(Path path, FileChannel channel, boolean fsync) {
        this.path = path;
        this.channel = channel;
        this.fsync = fsync;
    }

    /**
     * Opens (creating if needed) an audit file for appending.
     *
     * @throws SandboxException if the file cannot be opened
     */
    public static JsonLinesAuditListener open(Path path) {
        return open(path, false);
    }

    /** Like {@link #open(Path)}; with {@code fsync}, every event is forced to disk before returning. */
    public static JsonLinesAuditListener open(Path path, boolean fsync) {
        try {
            Path parent = path.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND);
            return new JsonLinesAuditListener(path, ch, fsync);
        } catch (IOException e) {
            throw new SandboxException("cannot open audit file " + path + ": " + e.getMessage(), e);
        }
    }

    /** The file written to. */
    public Path path() {
        return path;
    }

    @Override
    public void onEvent(AuditEvent event) {
        byte[] line = (AuditJson.toJsonLine(event) + "\n").getBytes(StandardCharsets.UTF_8);
        // The JVM allows one FileLock per file and process: serialise this process's threads first.
        synchronized (JsonLinesAuditListener.class) {
            try (FileLock ignored = channel.lock()) {
                ByteBuffer buf = ByteBuffer.wrap(line);
                while (buf.hasRemaining()) {
                    channel.write(buf);
                }
                if (fsync) {
                    channel.force(false);
                }
            } catch (IOException e) {
                throw new SandboxException("cannot append to audit file " + path + ": " + e.getMessage(), e);
            }
        }
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new SandboxException("cannot close audit file " + path + ": " + e.getMessage(), e);
        }
    }
}
