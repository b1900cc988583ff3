package io.agentcage;

import java.util.Objects;

/**
 * A piece of a running execution's output, as an {@link OutputListener} receives it: text the code wrote to one of
 * its streams, or a marker standing for text the listener did not receive because it fell behind.
 *
 * <p>For each stream, the chunks delivered, with every marker standing for exactly {@link #droppedChars()}
 * characters of that stream, tile the stream's text in the {@link ExecutionResult} ({@link ExecutionResult#stdout()},
 * {@link ExecutionResult#stderr()}): nothing is repeated, reordered or invented.
 *
 * @param stream       the stream written to
 * @param text         the text written; for a marker, a human-readable note ({@link #droppedNote(long)})
 * @param droppedChars for a marker, how many characters of this stream it stands for; 0 for text the code wrote
 */
public record OutputChunk(Stream stream, String text, long droppedChars) {

    /** The output streams of guest code. */
    public enum Stream {
        /** Standard output ({@code print}). */
        STDOUT,
        /** Standard error ({@code print(..., file=sys.stderr)}, warnings). */
        STDERR
    }

    public OutputChunk {
        Objects.requireNonNull(stream, "stream == null");
        Objects.requireNonNull(text, "text == null");
        if (droppedChars < 0) {
            throw new IllegalArgumentException("droppedChars must be >= 0, got " + droppedChars);
        }
    }

    /** Text the code wrote to {@code stream}. */
    public static OutputChunk of(Stream stream, String text) {
        return new OutputChunk(stream, text, 0);
    }

    /** A marker standing for {@code chars} characters of {@code stream} that the listener does not receive. */
    public static OutputChunk dropped(Stream stream, long chars) {
        if (chars <= 0) {
            throw new IllegalArgumentException("a drop marker stands for at least one character, got " + chars);
        }
        return new OutputChunk(stream, droppedNote(chars), chars);
    }

    /** Whether this chunk is a marker for dropped text rather than text the code wrote. */
    public boolean isDropMarker() {
        return droppedChars > 0;
    }

    /** The text of a drop marker: {@code [agentcage: 1234 characters of output not streamed: the listener fell behind]}. */
    public static String droppedNote(long chars) {
        return "\n[agentcage: " + chars + " characters of output not streamed: the listener fell behind; the result "
                + "has them]\n";
    }
}
