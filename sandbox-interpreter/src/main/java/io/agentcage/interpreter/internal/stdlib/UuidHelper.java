package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;

/**
 * The native half of {@code uuid}: random bytes from the interpreter's entropy source (the one that seeds
 * {@code random}), the clock for {@code uuid1}, and MD5/SHA-1 for {@code uuid3}/{@code uuid5} (so that
 * {@code uuid} works when {@code hashlib} is not allowed). Bound as the global {@code _uuid} of {@code uuid.py}.
 */
final class UuidHelper implements NativeModule {
    private static final int MAX_RANDOM = 64;

    @Override
    public String name() {
        return "_uuid";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("random_bytes", (in, a, kw) -> {
            Args.check("random_bytes", a, kw, 1, 1);
            int n = Args.asInt(a[0]);
            if (n < 0 || n > MAX_RANDOM) {
                throw Exc.valueError("random_bytes: 0..64 bytes");
            }
            byte[] b = new byte[n];
            Entropy.SOURCE.nextBytes(b);
            return new PyBytes(b, false);
        });
        m.function("time_ns", (in, a, kw) -> {
            Args.check("time_ns", a, kw, 0, 0);
            Instant now = Instant.now();
            return PyInt.of(java.math.BigInteger.valueOf(now.getEpochSecond()).multiply(
                    java.math.BigInteger.valueOf(1_000_000_000L)).add(java.math.BigInteger.valueOf(now.getNano())));
        });
        m.function("digest", (in, a, kw) -> {
            Args.check("digest", a, kw, 2, 2);
            String alg = Args.asStr(a[0], "name").equals("md5") ? "MD5" : "SHA-1";
            byte[] data = bytes(a[1]);
            in.charge(data.length >> 4);
            try {
                return new PyBytes(MessageDigest.getInstance(alg).digest(data), false);
            } catch (NoSuchAlgorithmException e) {
                throw Exc.valueError("unsupported hash type " + alg);
            }
        });
    }

    private static byte[] bytes(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.bytes();
        }
        if (o instanceof io.agentcage.interpreter.internal.object.PyMemoryView m) {
            return m.toBytes();
        }
        if (o instanceof PyStr) {
            throw Exc.typeError("Strings must be encoded before hashing");
        }
        throw Exc.typeError("object supporting the buffer API required");
    }
}
