package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.algorithms.Blake2;
import io.agentcage.interpreter.internal.algorithms.Scrypt;
import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Ops;
import io.agentcage.interpreter.internal.object.PyBytes;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PySet;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyType;
import io.agentcage.interpreter.internal.object.Registry;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code hashlib} module: md5, sha1, the SHA-2 and SHA-3 families from {@link MessageDigest}, and BLAKE2b/s
 * ({@link Blake2}). Hash objects have CPython's attributes and methods ({@code name}, {@code digest_size},
 * {@code block_size}, {@code update}, {@code digest}, {@code hexdigest}, {@code copy}); hashing is charged to the
 * step budget by input size.
 */
public final class HashlibModule implements NativeModule {
    static final PyType HASH = PyType.newBuiltin("HASH", "_hashlib", null);
    static final PyType BLAKE2B = PyType.newBuiltin("blake2b", "_blake2", null);
    static final PyType BLAKE2S = PyType.newBuiltin("blake2s", "_blake2", null);

    /** JDK algorithm name and block size of each MessageDigest-backed hash, by CPython name. */
    private static final Map<String, Object[]> DIGESTS = new LinkedHashMap<>();

    static {
        DIGESTS.put("md5", new Object[] {"MD5", 64});
        DIGESTS.put("sha1", new Object[] {"SHA-1", 64});
        DIGESTS.put("sha224", new Object[] {"SHA-224", 64});
        DIGESTS.put("sha256", new Object[] {"SHA-256", 64});
        DIGESTS.put("sha384", new Object[] {"SHA-384", 128});
        DIGESTS.put("sha512", new Object[] {"SHA-512", 128});
        DIGESTS.put("sha3_224", new Object[] {"SHA3-224", 144});
        DIGESTS.put("sha3_256", new Object[] {"SHA3-256", 136});
        DIGESTS.put("sha3_384", new Object[] {"SHA3-384", 104});
        DIGESTS.put("sha3_512", new Object[] {"SHA3-512", 72});
    }

    /** Installs the methods of the hash objects (start-up only: called by {@link Universe}). */
    static void installTypes() {
        for (PyType t : new PyType[] {HASH, BLAKE2B, BLAKE2S}) {
            Registry.method(t, "update", (in, a, kw) -> {
                Args.check("update", a, kw, 2, 2);
                ((Hash) a[0]).update(in, bytesOf(a[1]));
                return PyNone.NONE;
            });
            Registry.method(t, "digest", (in, a, kw) -> {
                Args.check("digest", a, kw, 1, 1);
                return new PyBytes(((Hash) a[0]).digest(), false);
            });
            Registry.method(t, "hexdigest", (in, a, kw) -> {
                Args.check("hexdigest", a, kw, 1, 1);
                return new PyStr(hex(((Hash) a[0]).digest()));
            });
            Registry.method(t, "copy", (in, a, kw) -> {
                Args.check("copy", a, kw, 1, 1);
                return ((Hash) a[0]).copy();
            });
            Natives.property(t, "name", (in, a, kw) -> new PyStr(((Hash) a[0]).name));
            Natives.property(t, "digest_size", (in, a, kw) -> PyInt.of(((Hash) a[0]).digestSize));
            Natives.property(t, "block_size", (in, a, kw) -> PyInt.of(((Hash) a[0]).blockSize));
        }
    }

    @Override
    public String name() {
        return "hashlib";
    }

    @Override
    public void define(ModuleBuilder m) {
        for (String n : DIGESTS.keySet()) {
            m.function(n, (in, a, kw) -> {
                if (a.length > 1) {
                    throw Exc.typeError("openssl_" + n + "() takes at most 1 positional argument (" + a.length
                            + " given)");
                }
                PyObject data = a.length > 0 ? a[0] : null;
                if (kw != null) {
                    for (var e : kw.entries()) {
                        String k = ((PyStr) e.getKey()).value();
                        if (k.equals("string") && data == null) {
                            data = e.getValue();
                        } else if (!k.equals("usedforsecurity")) {
                            throw Exc.typeError("'" + k + "' is an invalid keyword argument for openssl_" + n + "()");
                        }
                    }
                }
                return digest(in, n, data);
            });
        }
        m.function("pbkdf2_hmac", (in, a, kw) -> {
            PyObject nameArg = Natives.required("pbkdf2_hmac", a, kw, 0, "hash_name");
            byte[] password = bufferOf(Natives.required("pbkdf2_hmac", a, kw, 1, "password"));
            byte[] salt = bufferOf(Natives.required("pbkdf2_hmac", a, kw, 2, "salt"));
            long iterations = Args.asLong(Natives.required("pbkdf2_hmac", a, kw, 3, "iterations"));
            PyObject dk = Natives.arg(a, kw, 4, "dklen", PyNone.NONE);
            return new PyBytes(pbkdf2(in, Args.asStr(nameArg, "hash_name"), password, salt, iterations,
                    dk == PyNone.NONE ? -1 : Args.asLong(dk)), false);
        });
        m.function("scrypt", HashlibModule::scrypt);
        m.function("blake2b", (in, a, kw) -> blake2(in, true, a, kw));
        m.function("blake2s", (in, a, kw) -> blake2(in, false, a, kw));
        m.function("new", (in, a, kw) -> {
            PyObject nameArg = Natives.required("new", a, kw, 0, "name");
            if (!(nameArg instanceof PyStr)) {
                throw Exc.typeError("name must be a string");
            }
            String n = ((PyStr) nameArg).value().toLowerCase(Locale.ROOT);
            PyObject data = Natives.arg(a, kw, 1, "data", null);
            if (data == null) {
                data = Natives.arg(a, kw, 99, "string", null);
            }
            if (n.equals("blake2b") || n.equals("blake2s")) {
                return blake2(in, n.equals("blake2b"), data == null ? new PyObject[0] : new PyObject[] {data}, null);
            }
            if (!DIGESTS.containsKey(n)) {
                throw Exc.valueError("unsupported hash type " + ((PyStr) nameArg).value());
            }
            return digest(in, n, data);
        });
        PySet names = new PySet(true);
        PySet available = new PySet(true);
        for (String n : DIGESTS.keySet()) {
            names.set.add(new PyStr(n));
            available.set.add(new PyStr(n));
        }
        names.set.add(new PyStr("blake2b"));
        names.set.add(new PyStr("blake2s"));
        available.set.add(new PyStr("blake2b"));
        available.set.add(new PyStr("blake2s"));
        m.value("algorithms_guaranteed", names);
        m.value("algorithms_available", available);
    }

    private static PyObject digest(Interp in, String name, PyObject data) {
        Object[] spec = DIGESTS.get(name);
        MessageDigest md;
        try {
            md = MessageDigest.getInstance((String) spec[0]);
        } catch (NoSuchAlgorithmException e) {
            throw Exc.valueError("unsupported hash type " + name);
        }
        Hash h = new Hash(HASH, name, md.getDigestLength(), (Integer) spec[1], md, null);
        if (data != null) {
            h.update(in, bytesOf(data));
        }
        return h;
    }

    private static final String[] BLAKE_KEYS = {"data", "digest_size", "key", "salt", "person", "fanout", "depth",
        "leaf_size", "node_offset", "node_depth", "inner_size", "last_node", "usedforsecurity"};

    private static PyObject blake2(Interp in, boolean big, PyObject[] a, PyDict kw) {
        String fn = big ? "blake2b" : "blake2s";
        if (a.length > 1) {
            throw Exc.typeError(fn + "() takes at most 1 positional argument (" + a.length + " given)");
        }
        int max = big ? 64 : 32;
        int saltMax = big ? 16 : 8;
        PyObject data = a.length > 0 ? a[0] : null;
        int digestSize = max;
        byte[] key = new byte[0];
        byte[] salt = new byte[0];
        byte[] person = new byte[0];
        if (kw != null) {
            for (var e : kw.entries()) {
                String k = ((PyStr) e.getKey()).value();
                PyObject v = e.getValue();
                switch (k) {
                    case "string": data = v; break;
                    case "digest_size": digestSize = Args.asInt(v); break;
                    case "key": key = bytesOf(v); break;
                    case "salt": salt = bytesOf(v); break;
                    case "person": person = bytesOf(v); break;
                    case "fanout": case "depth": case "leaf_size": case "node_offset": case "node_depth":
                    case "inner_size": case "last_node": case "usedforsecurity":
                        if (!k.equals("usedforsecurity") && !isDefault(k, v)) {
                            throw Exc.make(Exc.NotImplementedError, "blake2 tree hashing (" + k
                                    + ") is not supported by this interpreter");
                        }
                        break;
                    default:
                        throw Exc.typeError("'" + k + "' is an invalid keyword argument for " + fn + "()");
                }
            }
        }
        if (digestSize < 1 || digestSize > max) {
            throw Exc.valueError("digest_size must be between 1 and " + max + " bytes");
        }
        if (key.length > max) {
            throw Exc.valueError("maximum key length is " + max + " bytes");
        }
        if (salt.length > saltMax) {
            throw Exc.valueError("maximum salt length is " + saltMax + " bytes");
        }
        if (person.length > saltMax) {
            throw Exc.valueError("maximum person length is " + saltMax + " bytes");
        }
        Blake2 b = new Blake2(big, digestSize, key, salt, person);
        Hash h = new Hash(big ? BLAKE2B : BLAKE2S, fn, digestSize, b.blockSize(), null, b);
        if (data != null) {
            h.update(in, bytesOf(data));
        }
        return h;
    }

    private static boolean isDefault(String k, PyObject v) {
        long x = k.equals("last_node") ? (io.agentcage.interpreter.internal.object.Ops.truth(v) ? 1 : 0) : Args.asLong(v);
        return (k.equals("fanout") || k.equals("depth")) ? x == 1 : x == 0;
    }

    /** PBKDF2 (RFC 8018) with HMAC over one of the MessageDigest hashes; each HMAC is charged as a step. */
    /** {@code hashlib.scrypt(password, *, salt, n, r, p, maxmem=0, dklen=64)} with OpenSSL's parameter rules. */
    private static PyObject scrypt(Interp in, PyObject[] a, PyDict kw) {
        if (a.length != 1) {
            throw Exc.typeError("scrypt() takes exactly 1 positional argument (" + a.length + " given)");
        }
        Args.onlyKeywords("scrypt", kw, "salt", "n", "r", "p", "maxmem", "dklen");
        byte[] password = bufferOf(a[0]);
        PyObject saltArg = Args.kw(kw, "salt", PyNone.NONE);
        if (saltArg == PyNone.NONE) {
            throw Exc.typeError("salt is required");
        }
        byte[] salt = bufferOf(saltArg);
        long n = required(kw, "n");
        long r = required(kw, "r");
        long p = required(kw, "p");
        long maxmem = Args.asLong(Args.kw(kw, "maxmem", PyInt.of(0)));
        long dklen = Args.asLong(Args.kw(kw, "dklen", PyInt.of(64)));
        if (n < 2 || (n & (n - 1)) != 0) {
            throw Exc.valueError("n must be a power of 2.");
        }
        if (maxmem < 0 || maxmem > Integer.MAX_VALUE) {
            throw Exc.valueError("maxmem must be positive and smaller than 2147483647");
        }
        if (dklen < 1 || dklen > Integer.MAX_VALUE) {
            throw Exc.valueError("dklen must be greater than 0 and smaller than 2147483647");
        }
        // OpenSSL: r and p positive, p * r below 2^30, n below 2^(16 r), and the blocks within maxmem (32 MiB)
        if (r < 1 || p < 1 || p * r >= (1L << 30)) {
            throw Exc.valueError("Invalid parameter combination for n, r, p, maxmem.");
        }
        long memory = 128 * r * p + 128 * r * (n + 2);
        if (memory > (maxmem == 0 ? 32L << 20 : maxmem) || r < 4 && n >= (1L << (16 * r))) {
            throw Exc.valueError("[digital envelope routines] memory limit exceeded");
        }
        in.chargeMemory(memory);
        byte[] blocks = pbkdf2(in, "sha256", password, salt, 1, 128 * r * p);
        Scrypt.romixAll(blocks, (int) n, (int) r, (int) p, in::charge);
        return new PyBytes(pbkdf2(in, "sha256", password, blocks, 1, dklen), false);
    }

    private static long required(PyDict kw, String name) {
        PyObject v = Args.kw(kw, name, PyNone.NONE);
        if (v == PyNone.NONE) {
            throw Exc.typeError(name + " is required and must be an unsigned int");
        }
        if (!(v instanceof PyInt)) {
            throw Exc.typeError("scrypt() argument '" + name + "' must be int, not " + Ops.typeName(v));
        }
        return Args.asLong(v);
    }

    private static byte[] pbkdf2(Interp in, String name, byte[] password, byte[] salt, long iterations, long dklen) {
        Object[] spec = DIGESTS.get(name.toLowerCase(Locale.ROOT));
        if (spec == null) {
            throw Exc.valueError("unsupported hash type " + name);
        }
        if (iterations < 1) {
            throw Exc.valueError("iteration value must be greater than 0.");
        }
        if (iterations > Integer.MAX_VALUE) {
            throw Exc.overflowError("iteration value is too great.");
        }
        MessageDigest md;
        try {
            md = MessageDigest.getInstance((String) spec[0]);
        } catch (NoSuchAlgorithmException e) {
            throw Exc.valueError("unsupported hash type " + name);
        }
        int hlen = md.getDigestLength();
        if (dklen == -1) {
            dklen = hlen;
        }
        if (dklen < 1) {
            throw Exc.valueError("key length must be greater than 0.");
        }
        if (dklen > Integer.MAX_VALUE / 2) {
            throw Exc.overflowError("key length is too great.");
        }
        in.reserveMemory(dklen);
        int block = (Integer) spec[1];
        byte[] key = password.length > block ? md.digest(password) : password;
        byte[] ipad = new byte[block];
        byte[] opad = new byte[block];
        for (int i = 0; i < block; i++) {
            byte k = i < key.length ? key[i] : 0;
            ipad[i] = (byte) (k ^ 0x36);
            opad[i] = (byte) (k ^ 0x5c);
        }
        byte[] out = new byte[(int) dklen];
        byte[] u = new byte[hlen];
        byte[] t = new byte[hlen];
        for (int blockIndex = 1, pos = 0; pos < dklen; blockIndex++, pos += hlen) {
            byte[] first = new byte[salt.length + 4];
            System.arraycopy(salt, 0, first, 0, salt.length);
            first[salt.length] = (byte) (blockIndex >>> 24);
            first[salt.length + 1] = (byte) (blockIndex >>> 16);
            first[salt.length + 2] = (byte) (blockIndex >>> 8);
            first[salt.length + 3] = (byte) blockIndex;
            byte[] msg = first;
            java.util.Arrays.fill(t, (byte) 0);
            for (long j = 0; j < iterations; j++) {
                if ((j & 1023) == 0) {
                    in.charge(Math.min(1024, iterations - j) * 4);
                }
                md.reset();
                md.update(ipad);
                md.update(msg);
                byte[] inner = md.digest();
                md.update(opad);
                md.update(inner);
                u = md.digest();
                for (int b = 0; b < hlen; b++) {
                    t[b] ^= u[b];
                }
                msg = u;
            }
            System.arraycopy(t, 0, out, pos, (int) Math.min(hlen, dklen - pos));
        }
        return out;
    }

    private static byte[] bufferOf(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.bytes();
        }
        if (o instanceof io.agentcage.interpreter.internal.object.PyMemoryView m) {
            return m.toBytes();
        }
        throw Exc.typeError("a bytes-like object is required, not '" + io.agentcage.interpreter.internal.object.Ops.typeName(o)
                + "'");
    }

    static byte[] bytesOf(PyObject o) {
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

    static String hex(byte[] d) {
        StringBuilder sb = new StringBuilder(d.length * 2);
        for (byte x : d) {
            sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        }
        return sb.toString();
    }

    /** A running hash as a guest value. */
    static final class Hash extends PyObject {
        private final PyType type;
        final String name;
        final int digestSize;
        final int blockSize;
        private final MessageDigest md;
        private final Blake2 blake;

        /**
         * This object and a digest's state, an estimate: the JDK's SHA-256 keeps its state words and a block buffer
         * (about 230 bytes measured for a fresh object, 2026-11-27) and makes a 64-word schedule (272 more) on its
         * first block; SHA-512 and BLAKE2 about as much. Counted as 320 bytes: between the two, within half of each.
         */
        private static final long BYTES = 40 + 320;

        Hash(PyType type, String name, int digestSize, int blockSize, MessageDigest md, Blake2 blake) {
            super(BYTES);
            this.type = type;
            this.name = name;
            this.digestSize = digestSize;
            this.blockSize = blockSize;
            this.md = md;
            this.blake = blake;
        }

        @Override
        public PyType type() {
            return type;
        }

        @Override
        public long footprint() {
            return BYTES;
        }

        void update(Interp in, byte[] data) {
            for (int off = 0; off < data.length; off += 1 << 16) {
                int n = Math.min(1 << 16, data.length - off);
                in.charge(n >> 4);
                if (md != null) {
                    md.update(data, off, n);
                } else {
                    blake.update(data, off, n);
                }
            }
        }

        byte[] digest() {
            if (md == null) {
                return blake.digest();
            }
            try {
                return ((MessageDigest) md.clone()).digest();
            } catch (CloneNotSupportedException e) {
                throw Exc.make(Exc.NotImplementedError, "this hash cannot be copied");
            }
        }

        Hash copy() {
            try {
                return new Hash(type, name, digestSize, blockSize, md == null ? null : (MessageDigest) md.clone(),
                        blake == null ? null : blake.copy());
            } catch (CloneNotSupportedException e) {
                throw Exc.make(Exc.NotImplementedError, "this hash cannot be copied");
            }
        }
    }
}
