package io.agentcage.python.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The source encodings a PEP 263 coding declaration may name: CPython's codec names and aliases mapped to the JDK
 * charsets that decode like CPython's codecs. Internal, not API.
 *
 * <p>The table ({@code encodings.txt}) was generated from CPython 3.11 and keeps only codecs whose JDK charset gives
 * the same characters (every byte of the single-byte codecs, a sample text of the multi-byte ones; checked again by
 * {@code PythonCodecsTest}). A name CPython knows but the table lacks is refused as unknown.
 */
public final class PythonCodecs {

    /** A codec: the JDK charset and how CPython names it and the reason in its decode errors. */
    public record Codec(String module, Charset charset, String errorName, String reason) {
        /** Checks the fields. */
        public Codec {
            Objects.requireNonNull(module, "module == null");
            Objects.requireNonNull(charset, "charset == null");
            Objects.requireNonNull(errorName, "errorName == null");
            Objects.requireNonNull(reason, "reason == null");
        }
    }

    private static final Map<String, Codec> CODECS = new HashMap<>();
    private static final Map<String, String> ALIASES = new HashMap<>();

    static {
        try (InputStream in = PythonCodecs.class.getResourceAsStream("encodings.txt")) {
            if (in == null) {
                throw new IllegalStateException("encodings.txt is missing from the class path");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(" ");
                if (f[0].equals("codec") && Charset.isSupported(f[2])) {
                    CODECS.put(f[1], new Codec(f[1], Charset.forName(f[2]), f[3], f[4].replace('_', ' ')));
                } else if (f[0].equals("alias")) {
                    ALIASES.put(f[1], f[2]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private PythonCodecs() {
    }

    /**
     * The codec CPython's {@code codecs.lookup(name)} would find, when the JDK has it too; null otherwise. Names are
     * normalised as CPython does: lower case, runs of other characters than letters, digits and dots become one
     * {@code _}, then the alias table.
     */
    public static Codec lookup(String name) {
        String norm = normalize(name.toLowerCase(Locale.ROOT));
        String module = ALIASES.get(norm);
        if (module == null) {
            module = ALIASES.getOrDefault(norm.replace('.', '_'), norm);
        }
        return CODECS.get(module);
    }

    /** Every codec of the table that this JDK has (tests). */
    static java.util.Collection<Codec> all() {
        return java.util.List.copyOf(CODECS.values());
    }

    /** Whether CPython refuses {@code name} as a source encoding because ASCII text does not read in it. */
    public static boolean asciiIncompatible(String name) {
        String norm = normalize(name.toLowerCase(Locale.ROOT));
        return norm.startsWith("utf_16") || norm.startsWith("utf_32") || norm.equals("u16") || norm.equals("u32");
    }

    /** CPython's {@code encodings.normalize_encoding}. */
    static String normalize(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        boolean punct = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '.') {
                if (punct && sb.length() > 0) {
                    sb.append('_');
                }
                if (c < 128) {
                    sb.append(c);
                }
                punct = false;
            } else {
                punct = true;
            }
        }
        return sb.toString();
    }
}
