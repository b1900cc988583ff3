package io.agentcage.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.OutputChunk;
import io.agentcage.OutputListener;
import io.agentcage.SandboxFile;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** An output listener that keeps what it receives, with checks of what a listener may expect. Thread-safe. */
public final class OutputRecorder implements OutputListener {
    private final List<OutputChunk> chunks = new ArrayList<>();
    private final List<SandboxFile> files = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final Consumer<OutputChunk> also;

    /** A recorder that only records. */
    public OutputRecorder() {
        this(c -> { });
    }

    /** A recorder that also passes each chunk to {@code also} (after recording it). */
    public OutputRecorder(Consumer<OutputChunk> also) {
        this.also = also;
    }

    @Override
    public void onOutput(OutputChunk chunk) {
        synchronized (this) {
            chunks.add(chunk);
            threads.add(Thread.currentThread());
        }
        also.accept(chunk);
    }

    @Override
    public synchronized void onFile(SandboxFile file) {
        files.add(file);
    }

    /** The chunks received, in order. */
    public synchronized List<OutputChunk> chunks() {
        return List.copyOf(chunks);
    }

    /** The files received, in order. */
    public synchronized List<SandboxFile> files() {
        return List.copyOf(files);
    }

    /** The threads that called the listener. */
    public synchronized List<Thread> threads() {
        return List.copyOf(threads);
    }

    /** The text of one stream's chunks, markers left out. */
    public synchronized String text(OutputChunk.Stream stream) {
        StringBuilder sb = new StringBuilder();
        for (OutputChunk c : chunks) {
            if (c.stream() == stream && !c.isDropMarker()) {
                sb.append(c.text());
            }
        }
        return sb.toString();
    }

    /** Whether any drop marker arrived. */
    public synchronized boolean anyDropped() {
        return chunks.stream().anyMatch(OutputChunk::isDropMarker);
    }

    /**
     * Asserts that the chunks of {@code stream}, each marker standing for its dropped characters, tile
     * {@code expected} exactly: nothing repeated, reordered, invented or left out at the end.
     */
    public synchronized void assertTiles(OutputChunk.Stream stream, String expected) {
        int at = 0;
        for (OutputChunk c : chunks) {
            if (c.stream() != stream) {
                continue;
            }
            if (c.isDropMarker()) {
                at += (int) c.droppedChars();
                assertThat(at).as("a drop marker runs past the end of the stream").isLessThanOrEqualTo(
                        expected.length());
            } else {
                assertThat(expected.substring(at, Math.min(expected.length(), at + c.text().length())))
                        .as("chunk at character " + at + " of " + stream).isEqualTo(c.text());
                at += c.text().length();
            }
        }
        assertThat(at).as("characters of " + stream + " covered by the chunks").isEqualTo(expected.length());
    }
}
