package io.agentcage.egress.internal;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads the TLS ClientHello that opens an opaque HTTPS tunnel and finds the server name (SNI) it asks for, so that
 * a tunnel opened for an allowed host cannot carry a TLS session for another (the name a server or a CDN routes
 * by). The bytes read are kept and passed on unchanged.
 *
 * @param bytes      every byte read from the guest, to be sent upstream first
 * @param serverName the host name in the server_name extension, lower case; empty when there is none
 */
record ClientHello(byte[] bytes, String serverName) {
    /** Largest ClientHello read: 64 KiB (large post-quantum key shares fit many times over). */
    static final int MAX_BYTES = 64 << 10;
    /** The extension type of Encrypted Client Hello (draft-ietf-tls-esni), refused: its server name is hidden. */
    static final int ENCRYPTED_CLIENT_HELLO = 0xfe0d;

    /** Reads records until the ClientHello is complete; {@link HttpException} when the guest sends anything else. */
    static ClientHello read(InputStream in) throws IOException {
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        ByteArrayOutputStream handshake = new ByteArrayOutputStream();
        int needed = -1;
        while (needed < 0 || handshake.size() < needed) {
            byte[] header = in.readNBytes(5);
            if (header.length < 5) {
                throw new EOFException("the tunnel closed before a TLS ClientHello");
            }
            if (header[0] != 22 || header[1] != 3) {
                throw new HttpException(400, "the tunnel did not start with a TLS handshake (opaque tunnels carry "
                        + "TLS only)");
            }
            int length = ((header[3] & 0xff) << 8) | (header[4] & 0xff);
            if (length == 0 || raw.size() + 5 + length > MAX_BYTES) {
                throw new HttpException(400, "malformed or oversized TLS ClientHello");
            }
            byte[] body = in.readNBytes(length);
            if (body.length < length) {
                throw new EOFException("the tunnel closed inside the TLS ClientHello");
            }
            raw.writeBytes(header);
            raw.writeBytes(body);
            handshake.writeBytes(body);
            if (needed < 0 && handshake.size() >= 4) {
                byte[] h = handshake.toByteArray();
                if (h[0] != 1) {
                    throw new HttpException(400, "the first TLS handshake message is not a ClientHello");
                }
                needed = 4 + (((h[1] & 0xff) << 16) | ((h[2] & 0xff) << 8) | (h[3] & 0xff));
                if (needed > MAX_BYTES) {
                    throw new HttpException(400, "oversized TLS ClientHello");
                }
            }
        }
        return new ClientHello(raw.toByteArray(), serverName(handshake.toByteArray(), needed));
    }

    /** The SNI host name of a complete ClientHello message (type and length included), or empty. */
    static String serverName(byte[] m, int end) {
        try {
            int p = 4 + 2 + 32;                       // header, legacy_version, random
            p += 1 + (m[p] & 0xff);                   // session id
            p += 2 + u16(m, p);                       // cipher suites
            p += 1 + (m[p] & 0xff);                   // compression methods
            if (p >= end) {
                return "";
            }
            int extensionsEnd = p + 2 + u16(m, p);
            p += 2;
            String name = "";
            java.util.Set<Integer> types = new java.util.HashSet<>();
            while (p + 4 <= Math.min(extensionsEnd, end)) {
                int type = u16(m, p);
                int length = u16(m, p + 2);
                p += 4;
                if (!types.add(type)) {
                    // RFC 8446 4.2: one extension of a type; a proxy and a server reading different ones would
                    // disagree about the server name
                    throw new HttpException(400, "the TLS ClientHello repeats extension " + type);
                }
                if (type == ENCRYPTED_CLIENT_HELLO) {
                    throw new HttpException(400, "the TLS ClientHello uses Encrypted Client Hello, whose inner "
                            + "server name the proxy cannot check; opaque tunnels need a plain server name (SNI)");
                }
                if (type == 0) {
                    name = hostName(m, p, p + length);
                }
                p += length;
            }
            return name;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new HttpException(400, "malformed TLS ClientHello");
        }
    }

    private static String hostName(byte[] m, int p, int end) {
        int listEnd = p + 2 + u16(m, p);
        p += 2;
        String found = null;
        while (p + 3 <= Math.min(listEnd, end)) {
            int type = m[p] & 0xff;
            int length = u16(m, p + 1);
            p += 3;
            if (type == 0) {
                if (p + length > end || found != null) {
                    throw new HttpException(400, "malformed TLS server name (one host name is allowed)");
                }
                found = new String(m, p, length, StandardCharsets.US_ASCII).toLowerCase(java.util.Locale.ROOT);
            }
            p += length;
        }
        return found == null ? "" : found;
    }

    private static int u16(byte[] m, int p) {
        return ((m[p] & 0xff) << 8) | (m[p + 1] & 0xff);
    }
}
