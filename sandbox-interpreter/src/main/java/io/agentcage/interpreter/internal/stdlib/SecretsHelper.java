package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyObject;
import java.math.BigInteger;

/**
 * The native half of {@code secrets}: bytes and integers drawn from the interpreter's entropy source (the JDK's
 * {@link java.security.SecureRandom}, which reads the operating system's generator as {@code os.urandom} does).
 * Bound as the global {@code _secrets} of {@code secrets.py}. Sizes are charged to the memory budget first.
 */
final class SecretsHelper implements NativeModule {
    @Override
    public String name() {
        return "_secrets";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("urandom", (in, a, kw) -> {
            Args.check("urandom", a, kw, 1, 1);
            long n = Args.asLong(a[0]);
            if (n < 0) {
                throw Exc.valueError("negative argument not allowed");
            }
            in.reserveMemory(n);
            in.charge(n >> 4);
            byte[] b = new byte[(int) n];
            Entropy.SOURCE.nextBytes(b);
            return new PyBytes(b, false);
        });
        m.function("randbits", (in, a, kw) -> {
            Args.check("randbits", a, kw, 1, 1);
            long k = Args.asLong(a[0]);
            if (k < 0) {
                throw Exc.valueError("number of bits must be non-negative");
            }
            in.reserveMemory(k / 8);
            in.charge(k >> 7);
            return PyInt.of(new BigInteger((int) k, Entropy.SOURCE));
        });
        m.function("randbelow", (in, a, kw) -> {
            Args.check("randbelow", a, kw, 1, 1);
            PyObject arg = a[0];
            BigInteger n = io.agentcage.interpreter.internal.object.Ops.index(arg, "%T object cannot be interpreted as an integer").toBig();
            if (n.signum() <= 0) {
                throw Exc.valueError("Upper bound must be positive.");
            }
            in.reserveMemory(n.bitLength() / 8);
            BigInteger r;
            do {
                in.charge(1 + (n.bitLength() >> 7));
                r = new BigInteger(n.bitLength(), Entropy.SOURCE);
            } while (r.compareTo(n) >= 0);
            return PyInt.of(r);
        });
    }
}
