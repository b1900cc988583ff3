package io.agentcage.interpreter.internal.algorithms;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The engines behind the {@code zlib} module: a compressor and a decompressor over the JDK's zlib binding, with
 * the three container formats CPython selects by {@code wbits} (zlib 9..15, raw deflate -15..-9, gzip 25..31,
 * and on decompression automatic zlib-or-gzip 40..47). The gzip header and trailer are written and checked here
 * because the JDK's {@link Deflater} knows only zlib and raw streams. Output is produced in chunks handed to a
 * {@link Sink}, which charges the budgets before each chunk is kept, so a decompression bomb stops at the memory
 * limit. Errors are {@link ModuleError}s of type {@code "zlib.error"} with CPython's messages. Not API.
 */
public final class ZlibCodec {
    /** The error type name the module maps to {@code zlib.error}. */
    public static final String ERROR = "zlib.error";
    private static final int CHUNK = 1 << 14;

    private ZlibCodec() {
    }

    /** Receives output chunks; charges the budgets for {@code n} more bytes before they are kept. */
    public interface Sink {
        /** Called before {@code n} more bytes of output are kept. */
        void reserve(long n);
    }

    /** The container format {@code wbits} selects, as CPython reads it. */
    enum Format { ZLIB, RAW, GZIP, AUTO }

    /** The format {@code wbits} selects, or null when zlib would refuse it. */
    static Format format(int wbits, boolean decompress) {
        if (wbits >= 8 && wbits <= 15 || decompress && wbits == 0) {
            return Format.ZLIB;
        }
        if (wbits >= -15 && wbits <= -9) {
            return Format.RAW;
        }
        if (wbits >= 24 && wbits <= 31) {
            return Format.GZIP;
        }
        if (decompress && (wbits >= 40 && wbits <= 47 || wbits == 32)) {
            return Format.AUTO;
        }
        return null;
    }

    /** Whether zlib accepts these compression parameters. */
    public static boolean validCompressor(int level, int wbits, int strategy) {
        return level >= -1 && level <= 9 && format(wbits, false) != null && strategy >= 0 && strategy <= 4;
    }

    /** Whether zlib accepts {@code wbits} for decompression. */
    public static boolean validDecompressor(int wbits) {
        return format(wbits, true) != null;
    }

    /** A streaming compressor ({@code zlib.compressobj}). */
    public static final class Compressor {
        private final Deflater deflater;
        private final boolean gzip;
        private final int level;
        private final int strategy;
        private final CRC32 crc = new CRC32();
        private long inputSize;
        private boolean headerWritten;
        private boolean finished;
        private boolean finishing;

        /** Creates a compressor; the parameters must pass {@link #validCompressor}. */
        public Compressor(int level, int wbits, int strategy) {
            Format f = format(wbits, false);
            this.level = level;
            this.strategy = strategy;
            this.gzip = f == Format.GZIP;
            this.deflater = new Deflater(level, f != Format.ZLIB);
            deflater.setStrategy(strategy == 1 ? Deflater.FILTERED
                    : strategy == 2 ? Deflater.HUFFMAN_ONLY : Deflater.DEFAULT_STRATEGY);
        }

        /** Sets a preset dictionary (zlib and raw formats). */
        public void dictionary(byte[] zdict) {
            deflater.setDictionary(zdict);
        }

        /** Compresses {@code data}; returns what the stream has ready. */
        public byte[] compress(byte[] data, Sink sink) {
            requireOpen();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            header(out);
            if (gzip) {
                crc.update(data);
            }
            inputSize += data.length;
            deflater.setInput(data);
            drain(out, Deflater.NO_FLUSH, sink);
            return out.toByteArray();
        }

        /** Flushes with CPython's mode number (0 none, 2 sync, 3 full, 4 finish). */
        public byte[] flush(int mode, Sink sink) {
            if (mode == 0) {
                return new byte[0];
            }
            if (mode < 0 || mode > 6 || finished) {
                throw new ModuleError(ERROR, "Error -2 while flushing: inconsistent stream state");
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            header(out);
            if (mode == 4) {
                deflater.finish();
                finishing = true;
                drain(out, Deflater.NO_FLUSH, sink);
                if (gzip) {
                    writeLe32(out, crc.getValue());
                    writeLe32(out, inputSize);
                }
                deflater.end();
                finished = true;
            } else {
                drain(out, mode == 3 ? Deflater.FULL_FLUSH : Deflater.SYNC_FLUSH, sink);
            }
            return out.toByteArray();
        }

        /** Releases the native state now (also done by the garbage collector). */
        public void end() {
            deflater.end();
        }

        /** Whether {@code flush(Z_FINISH)} ended the stream. */
        public boolean finished() {
            return finished;
        }

        private void requireOpen() {
            if (finished) {
                throw new ModuleError(ERROR, "Error -2 while compressing data: inconsistent stream state");
            }
        }

        private void header(ByteArrayOutputStream out) {
            if (gzip && !headerWritten) {
                int xfl = level == 9 ? 2 : level == 0 || level == 1 || strategy >= 2 ? 4 : 0;
                out.writeBytes(new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, (byte) xfl, 3});
            }
            headerWritten = true;
        }

        private void drain(ByteArrayOutputStream out, int flush, Sink sink) {
            byte[] buf = new byte[CHUNK];
            while (true) {
                int n = deflater.deflate(buf, 0, buf.length, flush);
                if (n > 0) {
                    sink.reserve(n);
                    out.write(buf, 0, n);
                }
                if (deflater.finished() || n == buf.length) {
                    if (deflater.finished()) {
                        return;
                    }
                    continue;
                }
                if (flush != Deflater.NO_FLUSH || deflater.needsInput() && !finishing) {
                    return;
                }
            }
        }
    }

    /** A streaming decompressor ({@code zlib.decompressobj} and the one-shot {@code zlib.decompress}). */
    public static final class Decompressor {
        private final Format declared;
        private final byte[] zdict;
        private Format format;
        private Inflater inflater;
        private final CRC32 crc = new CRC32();
        private long outputSize;
        private byte[] pending = new byte[0];
        private byte[] unusedData = new byte[0];
        private byte[] unconsumedTail = new byte[0];
        private boolean eof;
        private boolean ended;

        /** Creates a decompressor for the format {@code wbits} selects (it must pass {@link #validDecompressor}). */
        public Decompressor(int wbits, byte[] zdict) {
            this.declared = format(wbits, true);
            this.format = declared;
            this.zdict = zdict;
            if (declared == Format.ZLIB || declared == Format.RAW) {
                inflater = new Inflater(declared == Format.RAW);
                if (declared == Format.RAW && zdict != null) {
                    inflater.setDictionary(zdict);
                }
            }
        }

        /** Whether the end of the compressed stream was reached. */
        public boolean eof() {
            return eof;
        }

        /** Bytes after the end of the compressed stream. */
        public byte[] unusedData() {
            return unusedData;
        }

        /** Input not yet consumed because {@code max_length} was reached. */
        public byte[] unconsumedTail() {
            return unconsumedTail;
        }

        /** Decompresses more input; at most {@code maxLength} bytes of output when positive. */
        public byte[] decompress(byte[] data, long maxLength, Sink sink) {
            boolean hadTail = unconsumedTail.length > 0;
            if (ended) {
                throw new ModuleError(ERROR, "Error -2 while decompressing data: inconsistent stream state");
            }
            if (eof) {
                unusedData = concat(unusedData, data);
                if (hadTail) {
                    unconsumedTail = data;
                }
                return new byte[0];
            }
            byte[] input = data;
            if (inflater == null) {
                input = concat(pending, input);
                pending = new byte[0];
                int start = startInflater(input);
                if (start < 0) {
                    pending = input;
                    return new byte[0];
                }
                input = Arrays.copyOfRange(input, start, input.length);
            }
            inflater.setInput(input);
            long want = maxLength > 0 ? maxLength : Integer.MAX_VALUE - 16;
            byte[] buf = new byte[(int) Math.min(want, Math.max(CHUNK, Math.min(input.length * 4L, 1 << 20)))];
            int len = 0;
            try {
                while (!inflater.finished() && len < want) {
                    if (len == buf.length) {
                        buf = Arrays.copyOf(buf, (int) Math.min(want, len * 2L));
                    }
                    int n = inflater.inflate(buf, len, buf.length - len);
                    if (n == 0) {
                        if (inflater.needsDictionary()) {
                            if (zdict == null) {
                                throw new ModuleError(ERROR, "Error 2 while decompressing data");
                            }
                            inflater.setDictionary(zdict);
                            continue;
                        }
                        if (inflater.needsInput()) {
                            break;
                        }
                    }
                    sink.reserve(n);
                    if (format == Format.GZIP) {
                        crc.update(buf, len, n);
                    }
                    len += n;
                    outputSize += n;
                }
            } catch (DataFormatException e) {
                String msg = e.getMessage() == null ? "invalid data" : e.getMessage();
                throw new ModuleError(ERROR, "Error -3 while decompressing data: " + msg);
            }
            byte[] out = len == buf.length ? buf : Arrays.copyOf(buf, len);
            int remaining = inflater.getRemaining();
            byte[] rest = Arrays.copyOfRange(input, input.length - remaining, input.length);
            if (inflater.finished()) {
                if (format == Format.GZIP) {
                    pending = concat(pending, rest);
                    if (pending.length < 8) {
                        return out;
                    }
                    checkTrailer(pending);
                    rest = Arrays.copyOfRange(pending, 8, pending.length);
                    pending = new byte[0];
                }
                eof = true;
                inflater.end();
                unusedData = concat(unusedData, rest);
            }
            if (hadTail || rest.length > 0 && !eof) {
                // as CPython 3.11: input left over by a limited call is the tail; once a tail was passed back, the
                // tail stays whatever input is left, even past the end of the stream
                unconsumedTail = rest;
            }
            return out;
        }

        /** {@code Decompress.flush()}: decompresses the unconsumed tail; at the end, the stream is closed. */
        public byte[] flush(Sink sink) {
            if (ended) {
                return new byte[0];
            }
            byte[] out = decompress(unconsumedTail, 0, sink);
            if (eof) {
                ended = true;
            }
            return out;
        }

        /** The one-shot check of {@code zlib.decompress}: the stream must be complete. */
        public void requireComplete() {
            if (!eof) {
                throw new ModuleError(ERROR, "Error -5 while decompressing data: incomplete or truncated stream");
            }
        }

        /** Releases the native state now (also done by the garbage collector). */
        public void end() {
            if (inflater != null) {
                inflater.end();
            }
        }

        /** Parses a gzip header (or picks zlib in AUTO mode); returns the offset of the deflate data or -1. */
        private int startInflater(byte[] in) {
            if (declared == Format.AUTO) {
                if (in.length < 2) {
                    return -1;
                }
                format = (in[0] & 0xff) == 0x1f && (in[1] & 0xff) == 0x8b ? Format.GZIP : Format.ZLIB;
                if (format == Format.ZLIB) {
                    inflater = new Inflater(false);
                    return 0;
                }
            }
            int end = gzipHeaderEnd(in);
            if (end >= 0) {
                inflater = new Inflater(true);
            }
            return end;
        }

        private static int gzipHeaderEnd(byte[] in) {
            if (in.length < 10) {
                return -1;
            }
            if ((in[0] & 0xff) != 0x1f || (in[1] & 0xff) != 0x8b) {
                throw new ModuleError(ERROR, "Error -3 while decompressing data: incorrect header check");
            }
            if (in[2] != 8) {
                throw new ModuleError(ERROR, "Error -3 while decompressing data: unknown compression method");
            }
            int flags = in[3] & 0xff;
            if ((flags & 0xe0) != 0) {
                throw new ModuleError(ERROR, "Error -3 while decompressing data: unknown header flags set");
            }
            int p = 10;
            if ((flags & 4) != 0) {
                if (in.length < p + 2) {
                    return -1;
                }
                p += 2 + ((in[p] & 0xff) | (in[p + 1] & 0xff) << 8);
            }
            for (int bit : new int[] {8, 16}) {
                if ((flags & bit) != 0) {
                    while (p < in.length && in[p] != 0) {
                        p++;
                    }
                    p++;
                }
            }
            if ((flags & 2) != 0) {
                p += 2;
            }
            return p <= in.length ? p : -1;
        }

        private void checkTrailer(byte[] t) {
            long crcValue = le32(t, 0);
            long size = le32(t, 4);
            if (crcValue != crc.getValue()) {
                throw new ModuleError(ERROR, "Error -3 while decompressing data: incorrect data check");
            }
            if (size != (outputSize & 0xffffffffL)) {
                throw new ModuleError(ERROR, "Error -3 while decompressing data: incorrect length check");
            }
        }
    }

    /** {@code a} followed by {@code b} (either array itself when the other is empty). */
    public static byte[] concat(byte[] a, byte[] b) {
        if (a.length == 0) {
            return b;
        }
        if (b.length == 0) {
            return a;
        }
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    static void writeLe32(ByteArrayOutputStream out, long v) {
        for (int i = 0; i < 4; i++) {
            out.write((int) (v >>> (8 * i)) & 0xff);
        }
    }

    static long le32(byte[] b, int off) {
        return (b[off] & 0xffL) | (b[off + 1] & 0xffL) << 8 | (b[off + 2] & 0xffL) << 16 | (b[off + 3] & 0xffL) << 24;
    }
}
