package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.ModuleError;
import io.agentcage.interpreter.internal.algorithms.StreamCodec;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.util.Map;

/**
 * The native half of {@code bz2} and {@code lzma}: one whole-buffer encode and one stream decode
 * ({@link StreamCodec}), bound as the global {@code _codec} of {@code bz2.py} and {@code lzma.py}, which build
 * CPython's files, compressors and decompressors on them. Output is charged as it is produced; the coders' state
 * before it is made.
 */
final class CompressionHelper implements NativeModule {
    @Override
    public String name() {
        return "_codec";
    }

    @Override
    public void define(ModuleBuilder m) {
        // encode(kind, data, level, check) -> bytes
        m.function("encode", (in, a, kw) -> {
            Args.check("encode", a, kw, 4, 4);
            int kind = Args.asInt(a[0]);
            byte[] data = BinasciiModule.buffer(a[1]);
            in.charge(data.length >> 4);
            try {
                return new PyBytes(StreamCodec.encode(kind, data, (int) Args.asLong(a[2]), Args.asInt(a[3]),
                        ZlibModule.sink(in), in::reserveMemory), false);
            } catch (ModuleError e) {
                throw Natives.convert(e, Map.of());
            }
        });
        // decode(kind, data) -> (output, consumed, eof, error message or None)
        m.function("decode", (in, a, kw) -> {
            Args.check("decode", a, kw, 2, 2);
            int kind = Args.asInt(a[0]);
            byte[] data = BinasciiModule.buffer(a[1]);
            in.charge(data.length >> 4);
            StreamCodec.Decoded d = StreamCodec.decode(kind, data, ZlibModule.sink(in), in::reserveMemory);
            return PyTuple.of(new PyBytes(d.out(), false), PyInt.of(d.consumed()), PyBool.of(d.eof()),
                    d.error() == null ? PyNone.NONE : new PyStr(d.error()));
        });
    }
}
