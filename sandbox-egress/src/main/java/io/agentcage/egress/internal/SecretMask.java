package io.agentcage.egress.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Masks the secrets a request carried wherever the response repeats them verbatim (an upstream that echoes the
 * request's headers, an error page quoting the token), so that a host allowed to receive a secret cannot hand it
 * to the guest by accident. Each occurrence becomes asterisks of the same length, which keeps Content-Length and
 * chunk sizes true. Defence in depth only: an encoded, compressed or split copy passes.
 */
final class SecretMask {
    private final List<byte[]> secrets;
    private final int longest;

    SecretMask(List<String> values) {
        List<byte[]> s = new ArrayList<>();
        int max = 0;
        for (String v : values) {
            if (v.length() >= 4) {   // masking 1-3 characters would mask ordinary text
                byte[] b = v.getBytes(StandardCharsets.ISO_8859_1);
                s.add(b);
                max = Math.max(max, b.length);
            }
        }
        this.secrets = List.copyOf(s);
        this.longest = max;
    }

    boolean isEmpty() {
        return secrets.isEmpty();
    }

    /** {@code text} with every secret masked. */
    String mask(String text) {
        if (secrets.isEmpty()) {
            return text;
        }
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        maskIn(b, b.length);
        return new String(b, StandardCharsets.ISO_8859_1);
    }

    private void maskIn(byte[] b, int length) {
        for (byte[] s : secrets) {
            for (int i = 0; i + s.length <= length; i++) {
                if (regionMatches(b, i, s)) {
                    java.util.Arrays.fill(b, i, i + s.length, (byte) '*');
                }
            }
        }
    }

    private static boolean regionMatches(byte[] b, int at, byte[] s) {
        for (int j = 0; j < s.length; j++) {
            if (b[at + j] != s[j]) {
                return false;
            }
        }
        return true;
    }

    /**
     * A stream masking what passes into {@code out}; it holds back the last {@code longest - 1} bytes until more
     * come or {@link Masking#finish()} is called, so that a secret split across writes is still found.
     */
    Masking wrap(OutputStream out) {
        return new Masking(out);
    }

    /** See {@link #wrap}. */
    final class Masking extends OutputStream {
        private final OutputStream out;
        private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

        private Masking(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (secrets.isEmpty()) {
                out.write(b, off, len);
                return;
            }
            pending.write(b, off, len);
            byte[] all = pending.toByteArray();
            maskIn(all, all.length);
            int release = Math.max(0, all.length - (longest - 1));
            out.write(all, 0, release);
            pending.reset();
            pending.write(all, release, all.length - release);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        /** Writes what was held back and flushes. */
        void finish() throws IOException {
            out.write(pending.toByteArray());
            pending.reset();
            out.flush();
        }
    }
}
