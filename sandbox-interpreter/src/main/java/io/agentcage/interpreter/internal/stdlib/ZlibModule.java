package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.BaseCodecs;
import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.ZlibCodec.Compressor;
import io.agentcage.interpreter.internal.algorithms.ZlibCodec.Decompressor;
import io.agentcage.interpreter.internal.algorithms.ZlibCodec;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The {@code zlib} module: one-shot and streaming deflate compression in the zlib, raw and gzip formats, and the
 * {@code crc32}/{@code adler32} checksums, over the JDK's zlib (the same library CPython links, so the bytes are the
 * same). Every output chunk is charged to the memory and step budgets before it is kept, so a decompression bomb
 * ends at the memory limit; each stream object counts its native zlib state in the memory gauge.
 */
public final class ZlibModule implements NativeModule {
    static final PyType ERROR = PyType.newBuiltin("error", "zlib", Exc.Exception);
    static final PyType COMPRESS = PyType.newBuiltin("Compress", "zlib", null);
    static final PyType DECOMPRESS = PyType.newBuiltin("Decompress", "zlib", null);
    private static final Map<String, PyType> TYPES = Map.of(ZlibCodec.ERROR, ERROR);
    /** About the native memory of a deflate stream (window, hash chains, pending buffer at memLevel 8). */
    private static final long DEFLATE_STATE = 268_000;
    /** About the native memory of an inflate stream (state and a 32 KiB window). */
    private static final long INFLATE_STATE = 44_000;
    private static final int Z_FINISH = 4;
    private static final int DEF_BUF_SIZE = 16384;
    /** The input a stream keeps for {@code copy()} (see {@link Stream}); past it, copy() is refused. */
    static final long LOG_CAP = 1L << 20;

    /** Installs the methods of the compression and decompression objects (start-up only: called by {@link Universe}). */
    static void installTypes() {
        Registry.method(COMPRESS, "compress", (in, a, kw) -> {
            Args.check("compress", a, kw, 2, 2);
            Stream s = (Stream) a[0];
            byte[] data = BinasciiModule.buffer(a[1]);
            s.log(new Call(Call.COMPRESS, data, 0));
            return run(() -> new PyBytes(s.compressor.compress(data, sink(in)), false));
        });
        Registry.method(COMPRESS, "flush", (in, a, kw) -> {
            Args.check("flush", a, kw, 1, 2);
            Stream s = (Stream) a[0];
            int mode = a.length > 1 ? Args.asInt(a[1]) : Z_FINISH;
            s.log(new Call(Call.FLUSH, null, mode));
            return run(() -> new PyBytes(s.compressor.flush(mode, sink(in)), false));
        });
        Registry.method(DECOMPRESS, "decompress", (in, a, kw) -> {
            Stream s = (Stream) a[0];
            PyObject[] rest = java.util.Arrays.copyOfRange(a, 1, a.length);
            byte[] data = BinasciiModule.buffer(Natives.required("decompress", rest, kw, 0, "data"));
            long max = Args.asLong(Natives.arg(rest, kw, 1, "max_length", PyInt.of(0)));
            if (max < 0) {
                throw Exc.valueError("max_length must be non-negative");
            }
            s.log(new Call(Call.DECOMPRESS, data, max));
            return run(() -> new PyBytes(s.decompressor.decompress(data, max, sink(in)), false));
        });
        Registry.method(DECOMPRESS, "flush", (in, a, kw) -> {
            Args.check("flush", a, kw, 1, 2);
            Stream s = (Stream) a[0];
            if (a.length > 1 && Args.asLong(a[1]) <= 0) {
                throw Exc.valueError("length must be greater than zero");
            }
            s.log(new Call(Call.FLUSH, null, 0));
            return run(() -> new PyBytes(s.decompressor.flush(sink(in)), false));
        });
        for (PyType t : new PyType[] {COMPRESS, DECOMPRESS}) {
            Registry.method(t, "copy", (in, a, kw) -> {
                Args.check("copy", a, kw, 1, 1);
                return ((Stream) a[0]).copy(in);
            });
            Registry.method(t, "__copy__", (in, a, kw) -> {
                Args.check("__copy__", a, kw, 1, 1);
                return ((Stream) a[0]).copy(in);
            });
            Registry.method(t, "__deepcopy__", (in, a, kw) -> {
                Args.check("__deepcopy__", a, kw, 2, 2);
                return ((Stream) a[0]).copy(in);
            });
        }
        Natives.property(DECOMPRESS, "unused_data",
                (in, a, kw) -> new PyBytes(((Stream) a[0]).decompressor.unusedData(), false));
        Natives.property(DECOMPRESS, "unconsumed_tail",
                (in, a, kw) -> new PyBytes(((Stream) a[0]).decompressor.unconsumedTail(), false));
        Natives.property(DECOMPRESS, "eof", (in, a, kw) -> PyBool.of(((Stream) a[0]).decompressor.eof()));
    }

    @Override
    public String name() {
        return "zlib";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.type(ERROR);
        m.function("compress", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("compress", a, kw, 0, "data"));
            int level = Args.asInt(Natives.arg(a, kw, 1, "level", PyInt.of(-1)));
            int wbits = Args.asInt(Natives.arg(a, kw, 2, "wbits", PyInt.of(15)));
            if (!ZlibCodec.validCompressor(level, wbits, 0)) {
                throw Exc.make(ERROR, "Bad compression level");
            }
            return run(() -> {
                Compressor c = new Compressor(level, wbits, 0);
                try {
                    byte[] head = c.compress(data, sink(in));
                    byte[] tail = c.flush(Z_FINISH, sink(in));
                    return new PyBytes(ZlibCodec.concat(head, tail), false);
                } finally {
                    c.end();
                }
            });
        });
        m.function("decompress", (in, a, kw) -> {
            byte[] data = BinasciiModule.buffer(Natives.required("decompress", a, kw, 0, "data"));
            int wbits = Args.asInt(Natives.arg(a, kw, 1, "wbits", PyInt.of(15)));
            if (Args.asLong(Natives.arg(a, kw, 2, "bufsize", PyInt.of(DEF_BUF_SIZE))) < 0) {
                throw Exc.valueError("bufsize must be non-negative");
            }
            if (!ZlibCodec.validDecompressor(wbits)) {
                throw Exc.make(ERROR, "Error -2 while preparing to decompress data: inconsistent stream state");
            }
            return run(() -> {
                Decompressor d = new Decompressor(wbits, null);
                try {
                    byte[] out = d.decompress(data, 0, sink(in));
                    d.requireComplete();
                    return new PyBytes(out, false);
                } finally {
                    d.end();
                }
            });
        });
        m.function("compressobj", (in, a, kw) -> {
            int level = Args.asInt(Natives.arg(a, kw, 0, "level", PyInt.of(-1)));
            int method = Args.asInt(Natives.arg(a, kw, 1, "method", PyInt.of(8)));
            int wbits = Args.asInt(Natives.arg(a, kw, 2, "wbits", PyInt.of(15)));
            int memLevel = Args.asInt(Natives.arg(a, kw, 3, "memLevel", PyInt.of(8)));
            int strategy = Args.asInt(Natives.arg(a, kw, 4, "strategy", PyInt.of(0)));
            PyObject zdict = Natives.arg(a, kw, 5, "zdict", PyNone.NONE);
            if (method != 8 || memLevel < 1 || memLevel > 9 || !ZlibCodec.validCompressor(level, wbits, strategy)) {
                throw Exc.valueError("Invalid initialization option");
            }
            in.chargeMemory(DEFLATE_STATE);
            return run(() -> {
                Compressor c = new Compressor(level, wbits, strategy);
                if (zdict != PyNone.NONE) {
                    c.dictionary(BinasciiModule.buffer(zdict));
                }
                // the dictionary as it is now: a bytearray changed later must not change a copy's replay
                byte[] dict = zdict == PyNone.NONE ? null : BinasciiModule.buffer(zdict).clone();
                return new Stream(COMPRESS, c, null, () -> {
                    Compressor fresh = new Compressor(level, wbits, strategy);
                    if (dict != null) {
                        fresh.dictionary(dict);
                    }
                    return new Stream(COMPRESS, fresh, null, null);
                });
            });
        });
        m.function("decompressobj", (in, a, kw) -> {
            int wbits = Args.asInt(Natives.arg(a, kw, 0, "wbits", PyInt.of(15)));
            PyObject zdict = Natives.arg(a, kw, 1, "zdict", null);
            byte[] dict = zdict == null ? null : BinasciiModule.buffer(zdict).clone();
            if (!ZlibCodec.validDecompressor(wbits)) {
                throw Exc.valueError("Invalid initialization option");
            }
            in.chargeMemory(INFLATE_STATE);
            return run(() -> new Stream(DECOMPRESS, null, new Decompressor(wbits, dict),
                    () -> new Stream(DECOMPRESS, null, new Decompressor(wbits, dict), null)));
        });
        m.function("crc32", (in, a, kw) -> {
            Args.check("crc32", a, kw, 1, 2);
            byte[] data = BinasciiModule.buffer(a[0]);
            in.charge(data.length >> 4);
            return PyInt.of(BaseCodecs.crc32(data, a.length > 1 ? Args.asLong(a[1]) : 0));
        });
        m.function("adler32", (in, a, kw) -> {
            Args.check("adler32", a, kw, 1, 2);
            byte[] data = BinasciiModule.buffer(a[0]);
            in.charge(data.length >> 4);
            return PyInt.of(adler32(data, a.length > 1 ? Args.asLong(a[1]) : 1));
        });
        String[] names = {"MAX_WBITS", "DEFLATED", "DEF_MEM_LEVEL", "DEF_BUF_SIZE", "Z_NO_COMPRESSION",
            "Z_BEST_SPEED", "Z_BEST_COMPRESSION", "Z_DEFAULT_COMPRESSION", "Z_DEFAULT_STRATEGY", "Z_FILTERED",
            "Z_HUFFMAN_ONLY", "Z_RLE", "Z_FIXED", "Z_NO_FLUSH", "Z_PARTIAL_FLUSH", "Z_SYNC_FLUSH", "Z_FULL_FLUSH",
            "Z_FINISH", "Z_BLOCK", "Z_TREES"};
        int[] values = {15, 8, 8, DEF_BUF_SIZE, 0, 1, 9, -1, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6};
        for (int i = 0; i < names.length; i++) {
            m.value(names[i], PyInt.of(values[i]));
        }
        m.value("ZLIB_VERSION", new PyStr("1.2.13"));
        m.value("ZLIB_RUNTIME_VERSION", new PyStr("1.2.13"));
    }

    /** {@code zlib.adler32}: Adler-32 continued from {@code start}. */
    static long adler32(byte[] data, long start) {
        long a = start & 0xffff;
        long b = (start >>> 16) & 0xffff;
        for (byte x : data) {
            a = (a + (x & 0xff)) % 65521;
            b = (b + a) % 65521;
        }
        return b << 16 | a;
    }

    /**
     * A budget for one call's output: steps per byte, and the memory budget charged with the whole output so far
     * each time it doubles (the output buffer is not guest-reachable yet, so the memory gauge cannot see it).
     */
    static ZlibCodec.Sink sink(Interp in) {
        return new ZlibCodec.Sink() {
            private long total;
            private long nextCheck = 1 << 16;

            @Override
            public void reserve(long n) {
                total += n;
                in.charge(n >> 4);
                if (total >= nextCheck) {
                    in.reserveMemory(total * 2);
                    nextCheck = total * 2;
                }
            }
        };
    }

    private static PyObject run(Supplier<PyObject> body) {
        try {
            return body.get();
        } catch (ModuleError e) {
            throw Natives.convert(e, TYPES);
        }
    }

    /** One call made on a stream, kept so that {@code copy()} can replay it (see {@link Stream#copy}). */
    private record Call(int kind, byte[] data, long arg) {
        static final int COMPRESS = 0;
        static final int DECOMPRESS = 1;
        static final int FLUSH = 2;
    }

    /**
     * A {@code zlib.Compress} or {@code zlib.Decompress} stream as a guest value. The JDK cannot copy a deflate or
     * inflate state, so a stream keeps the calls made on it: {@code copy()} builds a fresh stream with the same
     * options and replays them (zlib is deterministic: the same calls reach the same state). The kept input counts
     * in the stream's memory gauge and is capped at {@link #LOG_CAP} bytes (a stream that took more cannot be
     * copied); the replay is charged like the original calls.
     */
    static final class Stream extends PyObject implements Gauged {
        private final PyType type;
        final Compressor compressor;
        final Decompressor decompressor;
        /** Makes a stream with this one's options and no input; null for a copy's own replay target. */
        private final Supplier<Stream> fresh;
        private final java.util.List<Call> calls = new java.util.ArrayList<>();
        private long loggedBytes;

        Stream(PyType type, Compressor compressor, Decompressor decompressor, Supplier<Stream> fresh) {
            this.type = type;
            this.compressor = compressor;
            this.decompressor = decompressor;
            this.fresh = fresh;
        }

        void log(Call c) {
            if (loggedBytes > LOG_CAP) {
                return;
            }
            loggedBytes += 32 + (c.data() == null ? 0 : c.data().length);
            if (loggedBytes > LOG_CAP) {
                // a streaming (de)compressor must not retain its whole input: no copies past the cap
                calls.clear();
                return;
            }
            // the data as it is now (a bytearray argument may change after the call)
            calls.add(c.data() == null ? c : new Call(c.kind(), c.data().clone(), c.arg()));
        }

        /** {@code copy()}: a new stream in this one's state, by replaying its calls on a fresh one. */
        PyObject copy(Interp in) {
            if (compressor != null && compressor.finished()) {
                throw Exc.valueError("Inconsistent stream state");
            }
            if (loggedBytes > LOG_CAP) {
                throw Exc.valueError("copy() is not supported by this interpreter once a stream has taken more than "
                        + LOG_CAP + " bytes of input; copy it earlier or start a new stream");
            }
            in.chargeMemory((compressor != null ? DEFLATE_STATE : INFLATE_STATE) + loggedBytes);
            return run(() -> {
                Stream s = fresh.get();
                Stream copy = new Stream(type, s.compressor, s.decompressor, fresh);
                ZlibCodec.Sink sink = sink(in);
                for (Call c : calls) {
                    try {
                        if (c.kind() == Call.COMPRESS) {
                            copy.compressor.compress(c.data(), sink);
                        } else if (c.kind() == Call.DECOMPRESS) {
                            copy.decompressor.decompress(c.data(), c.arg(), sink);
                        } else if (compressor != null) {
                            copy.compressor.flush((int) c.arg(), sink);
                        } else {
                            copy.decompressor.flush(sink);
                        }
                    } catch (ModuleError e) {
                        // the original call failed the same way and left the same state behind
                    }
                    copy.log(c);
                }
                return copy;
            });
        }

        @Override
        public PyType type() {
            return type;
        }

        @Override
        public long gauge(Consumer<PyObject> refs) {
            return (compressor != null ? DEFLATE_STATE : INFLATE_STATE) + Math.min(loggedBytes, LOG_CAP);
        }
    }
}
