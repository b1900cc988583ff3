package io.agentcage.interpreter.internal.run;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The envelope of a snapshot: a magic word, the format version, the kind (a suspended execution or a session), the
 * body, and an HMAC-SHA256 over all of it with the application's key. Nothing of the body is read before the HMAC
 * checks out, and the check takes the same time whatever the bytes.
 *
 * <pre>
 * snapshot = "ACSN" version:u16 kind:u8 length:u32 body mac:32
 * </pre>
 */
public final class SnapshotSeal {
    /** The format this interpreter writes and reads. */
    public static final int VERSION = 2;
    /** A suspended execution. */
    public static final int EXECUTION = 1;
    /** A session's state. */
    public static final int SESSION = 2;

    private static final byte[] MAGIC = {'A', 'C', 'S', 'N'};
    private static final int HEAD = 11;
    private static final int MAC = 32;

    private final SecretKeySpec key;

    /** A seal with the application's key (at least 16 bytes; a copy is kept). */
    public SnapshotSeal(byte[] key) {
        if (key.length < 16) {
            throw new IllegalArgumentException("a snapshot key must have at least 16 bytes (32 random bytes are"
                    + " recommended), got " + key.length);
        }
        this.key = new SecretKeySpec(key.clone(), "HmacSHA256");
    }

    private byte[] mac(byte[] data, int len) {
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(key);
            m.update(data, 0, len);
            return m.doFinal();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }

    /** Seals {@code body} as a snapshot of {@code kind}. */
    public byte[] seal(int kind, byte[] body) {
        ByteBuffer b = ByteBuffer.allocate(HEAD + body.length + MAC);
        b.put(MAGIC).putShort((short) VERSION).put((byte) kind).putInt(body.length).put(body);
        byte[] out = b.array();
        System.arraycopy(mac(out, HEAD + body.length), 0, out, HEAD + body.length, MAC);
        return out;
    }

    /**
     * The body of a snapshot of {@code kind}, after checking the envelope and the HMAC.
     *
     * @throws IllegalArgumentException saying why the snapshot is refused
     */
    public byte[] open(byte[] snapshot, int kind) {
        if (snapshot == null || snapshot.length < HEAD + MAC
                || !Arrays.equals(Arrays.copyOf(snapshot, MAGIC.length), MAGIC)) {
            throw new IllegalArgumentException("snapshot refused: these bytes are not a snapshot of this interpreter");
        }
        ByteBuffer b = ByteBuffer.wrap(snapshot);
        b.position(MAGIC.length);
        int version = b.getShort() & 0xFFFF;
        int k = b.get();
        int len = b.getInt();
        if (len < 0 || len != snapshot.length - HEAD - MAC) {
            throw new IllegalArgumentException("snapshot refused: it is truncated or has bytes appended");
        }
        byte[] expected = mac(snapshot, HEAD + len);
        byte[] got = Arrays.copyOfRange(snapshot, HEAD + len, snapshot.length);
        if (!MessageDigest.isEqual(expected, got)) {
            throw new IllegalArgumentException("snapshot refused: it was altered, or made with another snapshot key");
        }
        if (version != VERSION) {
            throw new IllegalArgumentException("snapshot refused: it has format version " + version + "; this"
                    + " interpreter reads version " + VERSION);
        }
        if (k != kind) {
            throw new IllegalArgumentException("snapshot refused: it is a " + (k == SESSION ? "session" : "suspended"
                    + " execution") + " snapshot, not a " + (kind == SESSION ? "session" : "suspended execution")
                    + " one");
        }
        return Arrays.copyOfRange(snapshot, HEAD, HEAD + len);
    }
}
