package io.agentcage.egress.internal;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The few DER encodings an X.509 certificate needs (ITU-T X.690): enough for {@link CertificateAuthority} to issue
 * certificates with the JDK alone, which has no public API for that.
 */
final class Der {
    private static final DateTimeFormatter UTC_TIME = DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter GENERALIZED_TIME = DateTimeFormatter.ofPattern("yyyyMMddHHmmss'Z'")
            .withZone(ZoneOffset.UTC);
    private static final Instant UTC_TIME_END = Instant.parse("2050-01-01T00:00:00Z");

    private Der() {
    }

    /** A tag, its definite length and the content. */
    static byte[] tlv(int tag, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(content.length + 6);
        out.write(tag);
        int n = content.length;
        if (n < 0x80) {
            out.write(n);
        } else {
            int bytes = n > 0xffffff ? 4 : n > 0xffff ? 3 : n > 0xff ? 2 : 1;
            out.write(0x80 | bytes);
            for (int i = bytes - 1; i >= 0; i--) {
                out.write(n >>> (8 * i));
            }
        }
        out.writeBytes(content);
        return out.toByteArray();
    }

    static byte[] sequence(byte[]... parts) {
        return tlv(0x30, concat(parts));
    }

    static byte[] set(byte[]... parts) {
        return tlv(0x31, concat(parts));
    }

    static byte[] integer(BigInteger value) {
        return tlv(0x02, value.toByteArray());
    }

    static byte[] bool(boolean value) {
        return tlv(0x01, new byte[] {(byte) (value ? 0xff : 0)});
    }

    static byte[] octetString(byte[] value) {
        return tlv(0x04, value);
    }

    /** A BIT STRING of whole bytes. */
    static byte[] bitString(byte[] value) {
        return bitString(value, 0);
    }

    /** A BIT STRING whose last byte has {@code unusedBits} padding bits. */
    static byte[] bitString(byte[] value, int unusedBits) {
        byte[] content = new byte[value.length + 1];
        content[0] = (byte) unusedBits;
        System.arraycopy(value, 0, content, 1, value.length);
        return tlv(0x03, content);
    }

    static byte[] utf8(String value) {
        return tlv(0x0c, value.getBytes(StandardCharsets.UTF_8));
    }

    /** UTCTime before 2050, GeneralizedTime from then on (RFC 5280 4.1.2.5). */
    static byte[] time(Instant t) {
        return t.isBefore(UTC_TIME_END) ? tlv(0x17, UTC_TIME.format(t).getBytes(StandardCharsets.US_ASCII))
                : tlv(0x18, GENERALIZED_TIME.format(t).getBytes(StandardCharsets.US_ASCII));
    }

    /** A context-specific constructed tag {@code [n] EXPLICIT}. */
    static byte[] explicit(int n, byte[] content) {
        return tlv(0xa0 | n, content);
    }

    /** A context-specific primitive tag {@code [n] IMPLICIT} over raw content. */
    static byte[] implicit(int n, byte[] content) {
        return tlv(0x80 | n, content);
    }

    /** An OBJECT IDENTIFIER from its dotted form. */
    static byte[] oid(String dotted) {
        String[] arcs = dotted.split("\\.");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        base128(out, Long.parseLong(arcs[0]) * 40 + Long.parseLong(arcs[1]));
        for (int i = 2; i < arcs.length; i++) {
            base128(out, Long.parseLong(arcs[i]));
        }
        return tlv(0x06, out.toByteArray());
    }

    private static void base128(ByteArrayOutputStream out, long value) {
        int groups = 1;
        for (long v = value >>> 7; v != 0; v >>>= 7) {
            groups++;
        }
        for (int i = groups - 1; i >= 0; i--) {
            int b = (int) ((value >>> (7 * i)) & 0x7f);
            out.write(i == 0 ? b : b | 0x80);
        }
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
