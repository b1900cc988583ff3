package io.agentcage.cli.mcp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;

/**
 * The stdio transport's input, one newline-delimited JSON-RPC message at a time, each passed through a tap
 * ({@link RunningCalls#tap}) before the MCP SDK reads it.
 */
final class TappedInput extends InputStream {

    private final InputStream in;
    private final UnaryOperator<String> tap;
    private byte[] line = new byte[0];
    private int pos;

    TappedInput(InputStream in, UnaryOperator<String> tap) {
        this.in = new java.io.BufferedInputStream(in);
        this.tap = tap;
    }

    /** Reads the next line into {@code line}; false at the end of the input. */
    private boolean fill() throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0) {
            buf.write(b);
            if (b == '\n') {
                break;
            }
        }
        if (buf.size() == 0) {
            return false;
        }
        String text = buf.toString(StandardCharsets.UTF_8);
        boolean newline = text.endsWith("\n");
        String body = newline ? text.substring(0, text.length() - 1) : text;
        line = (tap.apply(body) + (newline ? "\n" : "")).getBytes(StandardCharsets.UTF_8);
        pos = 0;
        return true;
    }

    @Override
    public int read() throws IOException {
        if (pos >= line.length && !fill()) {
            return -1;
        }
        return line[pos++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        if (pos >= line.length && !fill()) {
            return -1;
        }
        int n = Math.min(len, line.length - pos);
        System.arraycopy(line, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
