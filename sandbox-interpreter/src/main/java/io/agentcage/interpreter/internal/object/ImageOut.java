package io.agentcage.interpreter.internal.object;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * What a codec writes one object's record with: scalars, and references to other objects (which the writer then
 * writes too, each once, so identity, sharing and cycles survive). The {@code label} of a reference names it in the
 * message when something it leads to cannot be saved ({@code global 'pat' > item 3 > re.Match}).
 */
public final class ImageOut {
    final ByteArrayOutputStream buf = new ByteArrayOutputStream(256);
    private final ObjectImages.Writer writer;
    private final int self;

    ImageOut(ObjectImages.Writer writer, int self) {
        this.writer = writer;
        this.self = self;
    }

    /** An output for plain fields only (a snapshot's header): references are not allowed. */
    public static ImageOut plain() {
        return new ImageOut(null, -1);
    }

    /** What was written. */
    public byte[] toByteArray() {
        return buf.toByteArray();
    }

    /** Appends raw bytes (a section written elsewhere). */
    public void raw(byte[] b) {
        buf.writeBytes(b);
    }

    /** Writes an unsigned byte. */
    public void u8(int v) {
        buf.write(v);
    }

    /** Writes a boolean. */
    public void bool(boolean v) {
        buf.write(v ? 1 : 0);
    }

    /** Writes a non-negative int compactly. */
    public void uint(int v) {
        if (v < 0) {
            throw new IllegalArgumentException("negative count " + v);
        }
        varlong(v);
    }

    /** Writes any long compactly (zigzag). */
    public void slong(long v) {
        varlong((v << 1) ^ (v >> 63));
    }

    private void varlong(long v) {
        while ((v & ~0x7FL) != 0) {
            buf.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        buf.write((int) v);
    }

    /** Writes a double exactly. */
    public void f64(double v) {
        long bits = Double.doubleToRawLongBits(v);
        for (int i = 0; i < 8; i++) {
            buf.write((int) (bits >>> (8 * i)));
        }
    }

    /** Writes bytes with their length. */
    public void bytes(byte[] b, int len) {
        uint(len);
        buf.write(b, 0, len);
    }

    /** Writes a Java string exactly (lone surrogates included). */
    public void str(String s) {
        boolean ascii = true;
        for (int i = 0; i < s.length() && ascii; i++) {
            ascii = s.charAt(i) < 0x80;
        }
        if (ascii) {
            u8(0);
            byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
            bytes(b, b.length);
        } else {
            u8(1);
            uint(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                buf.write(c & 0xFF);
                buf.write(c >>> 8);
            }
        }
    }

    /** Writes a string that may be null. */
    public void optStr(String s) {
        bool(s != null);
        if (s != null) {
            str(s);
        }
    }

    /** Writes a reference to {@code o} (null allowed); {@code label} names the edge for messages. */
    public void ref(Object o, String label) {
        if (writer == null) {
            throw new IllegalStateException("a plain output holds no references");
        }
        uint(writer.idOf(o, self, label));
    }

    /** Writes a reference to compiled code (by its place in the module code it belongs to). */
    public void code(Code c) {
        uint(writer.codeIndex(c));
    }

    /** Refuses the object being written: the snapshot cannot carry it. */
    public ImageException refuse(String what) {
        return writer.refusal(self, what);
    }
}
