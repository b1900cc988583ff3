package io.agentcage.interpreter.internal.algorithms;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.LongConsumer;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.LZMAInputStream;
import org.tukaani.xz.LZMAOutputStream;
import org.tukaani.xz.MemoryLimitException;
import org.tukaani.xz.SingleXZInputStream;
import org.tukaani.xz.UnsupportedOptionsException;
import org.tukaani.xz.XZOutputStream;

/**
 * The codecs behind {@code bz2} and {@code lzma}: bzip2 (Apache Commons Compress) and the {@code .xz} and legacy
 * {@code .lzma} formats (XZ for Java), over whole byte arrays. Decoding reads one stream from the start of its input
 * in bounded chunks, each charged to the budgets ({@link ZlibCodec.Sink}) before it is kept, so a bomb ends at the
 * memory limit; the coders' own state (a dictionary of up to 1.5 GiB that an {@code .xz} header may ask for, the
 * encoder's match finder) is charged before it is allocated. Not API.
 */
public final class StreamCodec {
    /** bzip2. */
    public static final int BZ2 = 0;
    /** {@code .xz} (lzma's FORMAT_XZ). */
    public static final int XZ = 1;
    /** The legacy {@code .lzma} format (lzma's FORMAT_ALONE). */
    public static final int ALONE = 2;
    private static final int CHUNK = 1 << 15;
    /** What a bzip2 coder holds at most (900 kB blocks, their sort arrays), charged before one is made. */
    private static final long BZ2_STATE = 8L << 20;

    private StreamCodec() {
    }

    /**
     * What decoding one stream gave: its output, how many input bytes the stream took, whether its end was reached
     * (false: the input ended first), or the error message when the data is not such a stream.
     */
    public record Decoded(byte[] out, long consumed, boolean eof, String error) {
    }

    /**
     * Decodes the stream at the start of {@code data}. {@code reserveMemory} is asked for the decoder's state before
     * it is made and may end the execution.
     */
    public static Decoded decode(int kind, byte[] data, ZlibCodec.Sink sink, LongConsumer reserveMemory) {
        int limitKiB = 1;
        for (int attempt = 0; attempt < 4; attempt++) {
            try {
                return decodeOnce(kind, data, sink, reserveMemory, limitKiB);
            } catch (MemoryLimitException e) {
                // the header names the memory the decoder needs: charge it, then decode again with that much
                limitKiB = Math.max(e.getMemoryNeeded(), limitKiB);
                reserveMemory.accept(limitKiB * 1024L);
            }
        }
        return new Decoded(new byte[0], 0, false, "Memory usage limit was exceeded");
    }

    private static Decoded decodeOnce(int kind, byte[] data, ZlibCodec.Sink sink, LongConsumer reserveMemory,
            int limitKiB) throws MemoryLimitException {
        if (kind == ALONE && data.length > 0 && !aloneProperties(data[0] & 0xFF)
                || kind == XZ && data.length >= 12 && !xzMagic(data)) {
            return new Decoded(new byte[0], 0, false, "Input format not supported by decoder");
        }
        Counting in = new Counting(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (kind == BZ2) {
            reserveMemory.accept(BZ2_STATE);
        }
        InputStream dec;
        byte[] buf = new byte[CHUNK];
        // the budgets are charged outside the try blocks: a limit the sink raises is never read as corrupt data
        try {
            dec = kind == BZ2 ? new BZip2CompressorInputStream(in, false)
                    : kind == XZ ? new SingleXZInputStream(in, limitKiB) : new LZMAInputStream(in, limitKiB);
        } catch (MemoryLimitException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            return failed(kind, e, out, in, data);
        }
        while (true) {
            int n;
            try {
                n = dec.read(buf);
            } catch (MemoryLimitException e) {
                throw e;
            } catch (IOException | RuntimeException e) {
                return failed(kind, e, out, in, data);
            }
            if (n < 0) {
                break;
            }
            sink.reserve(n);
            out.write(buf, 0, n);
        }
        long used = dec instanceof BZip2CompressorInputStream b ? b.getCompressedCount() : in.count;
        return new Decoded(out.toByteArray(), used, true, null);
    }

    /** Whether {@code data} starts with (or is the start of) the .xz magic bytes. */
    private static boolean xzMagic(byte[] data) {
        byte[] magic = {(byte) 0xFD, '7', 'z', 'X', 'Z', 0};
        for (int i = 0; i < Math.min(magic.length, data.length); i++) {
            if (data[i] != magic[i]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the first byte of a .lzma header names valid lc/lp/pb, as liblzma checks before the rest arrives. */
    private static boolean aloneProperties(int props) {
        if (props >= 9 * 5 * 5) {
            return false;
        }
        int lc = props % 9;
        int lp = props / 9 % 5;
        return lc + lp <= 4;
    }

    private static Decoded failed(int kind, Exception e, ByteArrayOutputStream out, Counting in, byte[] data) {
        if (e instanceof EOFException
                || kind == BZ2 && String.valueOf(e.getMessage()).contains("Unexpected end of stream")) {
            // the input ended inside the stream (bzip2 says so with a plain IOException): truncated, not corrupt
            return new Decoded(out.toByteArray(), data.length, false, null);
        }
        return new Decoded(out.toByteArray(), in.count, false, message(kind, e));
    }

    private static String message(int kind, Exception e) {
        if (kind == BZ2) {
            return "Invalid data stream";
        }
        if (e instanceof UnsupportedOptionsException) {
            return "Unsupported options";
        }
        String m = String.valueOf(e.getMessage());
        if (m.contains("format") || m.contains("magic") || m.contains("header") || m.contains("Invalid")) {
            return "Input format not supported by decoder";
        }
        return "Corrupt input data";
    }

    /** The {@code kind} encoding of {@code data}: bzip2 at {@code level} 1-9, or lzma at {@code preset} with {@code check}. */
    public static byte[] encode(int kind, byte[] data, int level, int check, ZlibCodec.Sink sink,
            LongConsumer reserveMemory) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputStream out = new OutputStream() {
            @Override
            public void write(int b) {
                sink.reserve(1);
                bytes.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                sink.reserve(len);
                bytes.write(b, off, len);
            }
        };
        try {
            OutputStream enc;
            if (kind == BZ2) {
                reserveMemory.accept(BZ2_STATE);
                enc = new BZip2CompressorOutputStream(out, level);
            } else {
                LZMA2Options options = new LZMA2Options(level & 0x1F);
                if ((level & 0x80000000) != 0) {
                    options.setMode(LZMA2Options.MODE_NORMAL);
                    options.setDepthLimit(0);
                    options.setNiceLen(273);
                }
                // a dictionary larger than the input finds nothing more: keep the encoder's memory (preset 9
                // asks for 674 MiB) proportional to what it encodes
                int fit = Integer.highestOneBit(Math.max(data.length, LZMA2Options.DICT_SIZE_MIN) - 1) << 1;
                options.setDictSize(Math.max(LZMA2Options.DICT_SIZE_MIN, Math.min(options.getDictSize(), fit)));
                reserveMemory.accept(options.getEncoderMemoryUsage() * 1024L);
                enc = kind == XZ ? new XZOutputStream(out, options, check)
                        : new LZMAOutputStream(out, options, -1);
            }
            for (int off = 0; off < data.length; off += CHUNK) {
                enc.write(data, off, Math.min(CHUNK, data.length - off));
            }
            enc.close();
        } catch (UnsupportedOptionsException e) {
            throw new ModuleError("LZMAError", "Invalid or unsupported options");
        } catch (IOException e) {
            throw new ModuleError("OSError", String.valueOf(e.getMessage()));
        }
        return bytes.toByteArray();
    }

    /** Input over an array that counts what the decoder took. */
    private static final class Counting extends ByteArrayInputStream {
        long count;

        Counting(byte[] data) {
            super(data);
        }

        @Override
        public synchronized int read() {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public synchronized long skip(long n) {
            long k = super.skip(n);
            count += k;
            return k;
        }
    }
}
