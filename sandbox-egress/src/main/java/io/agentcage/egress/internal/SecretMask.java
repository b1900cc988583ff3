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
 * chunk sizes true. Common encodings of the secret are masked too ({@link #forms}). Defence in depth only: a
 * compressed, encrypted, hashed or otherwise transformed copy passes.
 */
final class SecretMask {
    private final List<byte[]> secrets;
    private final int longest;

    SecretMask(List<String> values) {
        List<byte[]> s = new ArrayList<>();
        int max = 0;
        for (String v : values) {
            if (v.length() >= 4) {   // masking 1-3 characters would mask ordinary text
                for (String form : forms(v)) {
                    byte[] b = form.getBytes(StandardCharsets.ISO_8859_1);
                    if (s.stream().noneMatch(x -> java.util.Arrays.equals(x, b))) {
                        s.add(b);
                        max = Math.max(max, b.length);
                    }
                }
            }
        }
        this.secrets = List.copyOf(s);
        this.longest = max;
    }

    /** Shortest encoded run that is masked: shorter runs of base64 or hex would match ordinary text. */
    static final int MIN_ENCODED = 8;

    /**
     * The secret and the forms an echoing server commonly turns it into: percent-encoded (both hex cases),
     * JSON-escaped, hex, and base64 (standard and URL-safe) at each of the three alignments it can have inside a
     * longer encoded value (such as {@code base64("user:" + secret)} in a Basic credential), as the run of
     * characters that depends on the secret alone.
     */
    static List<String> forms(String secret) {
        List<String> forms = new ArrayList<>();
        forms.add(secret);
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        String url = java.net.URLEncoder.encode(secret, StandardCharsets.UTF_8);
        forms.add(url);
        forms.add(url.replace("+", "%20"));
        StringBuilder lower = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("%[0-9A-F]{2}").matcher(url);
        while (m.find()) {
            m.appendReplacement(lower, m.group().toLowerCase(java.util.Locale.ROOT));
        }
        forms.add(m.appendTail(lower).toString());
        forms.add(secret.replace("\\", "\\\\").replace("\"", "\\\"").replace("/", "\\/"));
        String hex = java.util.HexFormat.of().formatHex(bytes);
        forms.add(hex);
        forms.add(hex.toUpperCase(java.util.Locale.ROOT));
        for (java.util.Base64.Encoder e : List.of(java.util.Base64.getEncoder().withoutPadding(),
                java.util.Base64.getUrlEncoder().withoutPadding())) {
            for (int k = 0; k < 3; k++) {
                byte[] shifted = new byte[k + bytes.length];
                System.arraycopy(bytes, 0, shifted, k, bytes.length);
                String enc = e.encodeToString(shifted);
                int from = (8 * k + 5) / 6;
                int to = 8 * (k + bytes.length) / 6;
                if (to - from >= MIN_ENCODED) {
                    forms.add(enc.substring(from, to));
                }
            }
        }
        forms.removeIf(f -> f.length() < 4 || (!f.equals(secret) && f.length() < MIN_ENCODED));
        return forms;
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
