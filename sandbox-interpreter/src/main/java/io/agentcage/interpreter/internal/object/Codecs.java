package io.agentcage.interpreter.internal.object;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Text codecs as CPython has them: names and aliases, the UTF family, ASCII, Latin-1, the single-byte code pages,
 * {@code unicode_escape} and {@code raw_unicode_escape}, with CPython's error handlers ({@code strict},
 * {@code ignore}, {@code replace}, {@code backslashreplace}, {@code xmlcharrefreplace}, {@code namereplace},
 * {@code surrogateescape}, {@code surrogatepass}) and its exact {@code UnicodeDecodeError}/{@code UnicodeEncodeError}
 * ranges and reasons. Used by {@code str.encode}, {@code bytes.decode}, files and the {@code codecs} module.
 */
public final class Codecs {
    private Codecs() {
    }

    /** CPython's codec names (as {@code codecs.lookup(name).name} gives them) by normalised alias. */
    private static final Map<String, String> NAMES = new HashMap<>();
    /** Java charsets behind the single-byte code pages, by codec name (their tables equal CPython's). */
    private static final Map<String, String> CHARMAPS = Map.ofEntries(Map.entry("cp1250", "windows-1250"),
            Map.entry("cp1251", "windows-1251"), Map.entry("cp1252", "windows-1252"),
            Map.entry("cp1253", "windows-1253"), Map.entry("cp1254", "windows-1254"),
            Map.entry("cp1256", "windows-1256"), Map.entry("cp437", "IBM437"), Map.entry("cp850", "IBM850"),
            Map.entry("cp866", "IBM866"), Map.entry("iso8859-2", "ISO-8859-2"), Map.entry("iso8859-4", "ISO-8859-4"),
            Map.entry("iso8859-5", "ISO-8859-5"), Map.entry("iso8859-7", "ISO-8859-7"),
            Map.entry("iso8859-9", "ISO-8859-9"), Map.entry("iso8859-13", "ISO-8859-13"),
            Map.entry("iso8859-15", "ISO-8859-15"), Map.entry("koi8-r", "KOI8-R"), Map.entry("koi8-u", "KOI8-U"),
            Map.entry("mac-roman", "x-MacRoman"));
    private static final Map<String, char[]> DECODE_TABLES = new java.util.concurrent.ConcurrentHashMap<>();

    static {
        alias("utf-8", "utf_8", "utf8", "u8", "utf", "cp65001", "utf8_ucs2", "utf8_ucs4");
        alias("utf-8-sig", "utf_8_sig");
        alias("ascii", "ascii", "646", "us_ascii", "us", "cp367", "csascii", "ibm367", "iso646_us", "iso_ir_6",
                "ansi_x3.4_1968", "ansi_x3_4_1968", "ansi_x3.4_1986", "iso_646.irv_1991");
        alias("iso8859-1", "latin_1", "latin1", "latin", "l1", "8859", "cp819", "csisolatin1", "ibm819", "iso8859",
                "iso8859_1", "iso_8859_1", "iso_8859_1_1987", "iso_ir_100");
        alias("utf-16", "utf_16", "u16", "utf16");
        alias("utf-16-le", "utf_16_le", "utf_16le", "unicodelittleunmarked");
        alias("utf-16-be", "utf_16_be", "utf_16be", "unicodebigunmarked");
        alias("utf-32", "utf_32", "u32", "utf32");
        alias("utf-32-le", "utf_32_le", "utf_32le");
        alias("utf-32-be", "utf_32_be", "utf_32be");
        alias("unicode-escape", "unicode_escape");
        alias("raw-unicode-escape", "raw_unicode_escape");
        alias("cp1250", "cp1250", "1250", "windows_1250");
        alias("cp1251", "cp1251", "1251", "windows_1251");
        alias("cp1252", "cp1252", "1252", "windows_1252");
        alias("cp1253", "cp1253", "1253", "windows_1253");
        alias("cp1254", "cp1254", "1254", "windows_1254");
        alias("cp1256", "cp1256", "1256", "windows_1256");
        alias("cp437", "cp437", "437", "ibm437", "cspc8codepage437");
        alias("cp850", "cp850", "850", "ibm850", "cspc850multilingual");
        alias("cp866", "cp866", "866", "ibm866", "csibm866");
        alias("iso8859-2", "iso8859_2", "iso_8859_2", "latin2", "l2", "csisolatin2", "iso_8859_2_1987", "iso_ir_101");
        alias("iso8859-4", "iso8859_4", "iso_8859_4", "latin4", "l4", "csisolatin4");
        alias("iso8859-5", "iso8859_5", "iso_8859_5", "cyrillic", "csisolatincyrillic");
        alias("iso8859-7", "iso8859_7", "iso_8859_7", "greek", "greek8", "csisolatingreek");
        alias("iso8859-9", "iso8859_9", "iso_8859_9", "latin5", "l5", "csisolatin5");
        alias("iso8859-13", "iso8859_13", "iso_8859_13", "l7", "latin7");
        alias("iso8859-15", "iso8859_15", "iso_8859_15", "latin9", "l9");
        alias("koi8-r", "koi8_r", "cskoi8r");
        alias("koi8-u", "koi8_u");
        alias("mac-roman", "mac_roman", "macroman", "macintosh");
    }

    private static void alias(String name, String... aliases) {
        NAMES.put(name.replace('-', '_'), name);
        for (String a : aliases) {
            NAMES.put(a, name);
        }
    }

    /** CPython's normalisation of an encoding name before the alias lookup. */
    private static String normalise(String encoding) {
        StringBuilder sb = new StringBuilder();
        boolean punct = false;
        for (int i = 0; i < encoding.length(); i++) {
            char c = encoding.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '.') {
                if (punct && sb.length() > 0) {
                    sb.append('_');
                }
                sb.append(Character.toLowerCase(c));
                punct = false;
            } else {
                punct = true;
            }
        }
        return sb.toString();
    }

    /** The codec's name ({@code codecs.lookup(encoding).name}), or throws {@code LookupError}. */
    public static String canonical(String encoding) {
        String n = NAMES.get(normalise(encoding));
        if (n == null) {
            throw Exc.make(Exc.LookupError, "unknown encoding: " + encoding);
        }
        return n;
    }

    /** Whether {@code encoding} names a codec this interpreter has. */
    public static boolean exists(String encoding) {
        return NAMES.containsKey(normalise(encoding));
    }

    // ---------------------------------------------------------------------------------------------------- decode

    /** {@code bytes.decode(encoding, errors)}. */
    public static String decode(byte[] b, String encoding, String errors) {
        return decode(b, 0, b.length, encoding, errors);
    }

    /** Decodes {@code b[from:to]}; error positions are relative to {@code from}. */
    public static String decode(byte[] b, int from, int to, String encoding, String errors) {
        String codec = canonical(encoding);
        byte[] x = from == 0 && to == b.length ? b : java.util.Arrays.copyOfRange(b, from, to);
        switch (codec) {
            case "utf-8":
                return Utf.decodeUtf8(x, 0, errors);
            case "utf-8-sig":
                return Utf.decodeUtf8(x, x.length >= 3 && (x[0] & 0xff) == 0xEF && (x[1] & 0xff) == 0xBB
                        && (x[2] & 0xff) == 0xBF ? 3 : 0, errors);
            case "ascii":
                return decodeAscii(x, errors);
            case "iso8859-1":
                return new String(x, StandardCharsets.ISO_8859_1);
            case "utf-16":
            case "utf-16-le":
            case "utf-16-be":
                return Utf.decodeUtf16(x, codec, errors);
            case "utf-32":
            case "utf-32-le":
            case "utf-32-be":
                return Utf.decodeUtf32(x, codec, errors);
            case "unicode-escape":
                return Escapes.decode(x, false, errors);
            case "raw-unicode-escape":
                return Escapes.decode(x, true, errors);
            default:
                return decodeCharmap(x, codec, errors);
        }
    }

    private static String decodeAscii(byte[] x, String errors) {
        StringBuilder sb = null;
        for (int i = 0; i < x.length; i++) {
            if (x[i] < 0) {
                if (sb == null) {
                    sb = new StringBuilder(x.length);
                    sb.append(new String(x, 0, i, StandardCharsets.ISO_8859_1));
                }
                decodeError(sb, "ascii", x, i, i + 1, "ordinal not in range(128)", errors);
            } else if (sb != null) {
                sb.append((char) x[i]);
            }
        }
        return sb == null ? new String(x, StandardCharsets.ISO_8859_1) : sb.toString();
    }

    private static char[] decodeTable(String codec) {
        return DECODE_TABLES.computeIfAbsent(codec, c -> {
            Charset cs = Charset.forName(CHARMAPS.get(c));
            char[] t = new char[256];
            for (int i = 0; i < 256; i++) {
                try {
                    t[i] = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT)
                            .decode(ByteBuffer.wrap(new byte[] {(byte) i})).charAt(0);
                } catch (CharacterCodingException e) {
                    t[i] = '\uFFFE';
                }
            }
            return t;
        });
    }

    private static String decodeCharmap(byte[] x, String codec, String errors) {
        char[] t = decodeTable(codec);
        StringBuilder sb = new StringBuilder(x.length);
        for (int i = 0; i < x.length; i++) {
            char c = t[x[i] & 0xff];
            if (c == '\uFFFE') {
                decodeError(sb, "charmap", x, i, i + 1, "character maps to <undefined>", errors);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * Handles a decoding error of {@code x[start:end]} by {@code errors}: appends the replacement to {@code sb}, or
     * throws {@code UnicodeDecodeError} (strict) or {@code LookupError} (an unknown handler).
     */
    static void decodeError(StringBuilder sb, String codec, byte[] x, int start, int end, String reason,
                            String errors) {
        switch (errors) {
            case "strict":
                throw decodeException(codec, x, start, end, reason);
            case "ignore":
                return;
            case "replace":
                sb.append('\uFFFD');
                return;
            case "backslashreplace":
                for (int i = start; i < end; i++) {
                    sb.append(String.format("\\x%02x", x[i] & 0xff));
                }
                return;
            case "surrogateescape":
                for (int i = start; i < end; i++) {
                    if ((x[i] & 0xff) < 128) {
                        throw decodeException(codec, x, start, end, reason);
                    }
                }
                for (int i = start; i < end; i++) {
                    sb.append((char) (0xDC00 + (x[i] & 0xff)));
                }
                return;
            case "surrogatepass":
            case "xmlcharrefreplace":
            case "namereplace":
                throw decodeException(codec, x, start, end, reason);
            default:
                throw Exc.make(Exc.LookupError, "unknown error handler name '" + errors + "'");
        }
    }

    /** A raisable {@code UnicodeDecodeError} with CPython's attributes and message. */
    public static PyException decodeException(String codec, byte[] x, int start, int end, String reason) {
        PyBaseException e = new PyBaseException(Exc.UnicodeDecodeError, PyTuple.of(new PyStr(codec),
                new PyBytes(x.clone(), false), PyInt.of(start), PyInt.of(end), new PyStr(reason)));
        return new PyException(e);
    }

    // ---------------------------------------------------------------------------------------------------- encode

    /** {@code str.encode(encoding, errors)}. */
    public static byte[] encode(String s, String encoding, String errors) {
        String codec = canonical(encoding);
        switch (codec) {
            case "utf-8":
                return Utf.encodeUtf8(s, errors, false);
            case "utf-8-sig":
                return Utf.encodeUtf8(s, errors, true);
            case "ascii":
                return encodeRange(s, "ascii", 128, errors);
            case "iso8859-1":
                return encodeRange(s, "latin-1", 256, errors);
            case "utf-16":
            case "utf-16-le":
            case "utf-16-be":
            case "utf-32":
            case "utf-32-le":
            case "utf-32-be":
                return Utf.encodeWide(s, codec, errors);
            case "unicode-escape":
                return Escapes.encode(s, false);
            case "raw-unicode-escape":
                return Escapes.encode(s, true);
            default:
                return encodeCharmap(s, codec, errors);
        }
    }

    private static byte[] encodeRange(String s, String codec, int limit, String errors) {
        boolean fits = true;
        for (int i = 0; i < s.length() && fits; i++) {
            fits = s.charAt(i) < limit;
        }
        if (fits) {
            return s.getBytes(StandardCharsets.ISO_8859_1);
        }
        String reason = "ordinal not in range(" + limit + ")";
        return encodeWith(s, codec, errors, reason, cp -> cp < limit ? new byte[] {(byte) cp} : null);
    }

    private static byte[] encodeCharmap(String s, String codec, String errors) {
        char[] t = decodeTable(codec);
        Map<Character, Byte> back = new HashMap<>();
        for (int i = 0; i < 256; i++) {
            if (t[i] != '\uFFFE') {
                back.put(t[i], (byte) i);
            }
        }
        return encodeWith(s, "charmap", errors, "character maps to <undefined>", cp -> {
            Byte b = cp < 0x10000 ? back.get((char) cp) : null;
            return b == null ? null : new byte[] {b};
        });
    }

    /** Encodes one code point, or returns null when the codec cannot. */
    interface CodePointEncoder {
        byte[] encode(int cp);
    }

    /**
     * Encodes {@code s} code point by code point; runs of code points the codec cannot encode go to the error
     * handler as one range, as CPython's encoders do.
     */
    static byte[] encodeWith(String s, String codec, String errors, String reason, CodePointEncoder enc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        int[] cps = s.codePoints().toArray();
        int i = 0;
        while (i < cps.length) {
            byte[] b = enc.encode(cps[i]);
            if (b != null) {
                out.writeBytes(b);
                i++;
                continue;
            }
            int end = i + 1;
            while (end < cps.length && enc.encode(cps[end]) == null) {
                end++;
            }
            encodeError(out, codec, s, cps, i, end, reason, errors, enc);
            i = end;
        }
        return out.toByteArray();
    }

    /** Handles an encoding error of code points {@code [start, end)} by {@code errors}. */
    static void encodeError(ByteArrayOutputStream out, String codec, String s, int[] cps, int start, int end,
                            String reason, String errors, CodePointEncoder enc) {
        switch (errors) {
            case "strict":
                throw encodeException(codec, s, start, end, reason);
            case "ignore":
                return;
            case "replace":
                for (int i = start; i < end; i++) {
                    out.writeBytes(ascii(enc, "?"));
                }
                return;
            case "backslashreplace":
                for (int i = start; i < end; i++) {
                    int c = cps[i];
                    out.writeBytes(ascii(enc, c < 0x100 ? String.format("\\x%02x", c) : c < 0x10000
                            ? String.format("\\u%04x", c) : String.format("\\U%08x", c)));
                }
                return;
            case "xmlcharrefreplace":
                for (int i = start; i < end; i++) {
                    out.writeBytes(ascii(enc, "&#" + cps[i] + ";"));
                }
                return;
            case "namereplace":
                for (int i = start; i < end; i++) {
                    int c = cps[i];
                    String name = Character.getName(c);
                    out.writeBytes(ascii(enc, name != null && !name.contains("SURROGATE")
                            ? "\\N{" + name + "}" : c < 0x100 ? String.format("\\x%02x", c)
                            : c < 0x10000 ? String.format("\\u%04x", c) : String.format("\\U%08x", c)));
                }
                return;
            case "surrogateescape":
                for (int i = start; i < end; i++) {
                    if (cps[i] < 0xDC80 || cps[i] > 0xDCFF) {
                        throw encodeException(codec, s, start, end, reason);
                    }
                }
                for (int i = start; i < end; i++) {
                    out.write(cps[i] - 0xDC00);
                }
                return;
            case "surrogatepass":
                throw encodeException(codec, s, start, end, reason);
            default:
                throw Exc.make(Exc.LookupError, "unknown error handler name '" + errors + "'");
        }
    }

    private static byte[] ascii(CodePointEncoder enc, String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < text.length(); i++) {
            byte[] b = enc.encode(text.charAt(i));
            out.writeBytes(b == null ? new byte[] {(byte) text.charAt(i)} : b);
        }
        return out.toByteArray();
    }

    /** A raisable {@code UnicodeEncodeError} with CPython's attributes and message. */
    public static PyException encodeException(String codec, String s, int start, int end, String reason) {
        PyBaseException e = new PyBaseException(Exc.UnicodeEncodeError, PyTuple.of(new PyStr(codec), new PyStr(s),
                PyInt.of(start), PyInt.of(end), new PyStr(reason)));
        return new PyException(e);
    }

    /**
     * {@code str()} of a {@code UnicodeDecodeError}/{@code UnicodeEncodeError} made with CPython's five arguments,
     * or null (then the generic form applies).
     */
    static String unicodeErrorStr(PyBaseException e) {
        PyTuple a = e.args;
        boolean decode = e.type().isSubtypeOf(Exc.UnicodeDecodeError);
        if (a.size() != 5 || !(a.get(0) instanceof PyStr codec) || !(a.get(2) instanceof PyInt s)
                || !(a.get(3) instanceof PyInt en) || !(a.get(4) instanceof PyStr reason)) {
            return null;
        }
        int start = (int) s.value;
        int end = (int) en.value;
        if (decode && a.get(1) instanceof PyBytes b) {
            if (start >= 0 && start < b.size && end == start + 1) {
                return String.format("'%s' codec can't decode byte 0x%02x in position %d: %s", codec.value(),
                        b.bytes()[start] & 0xff, start, reason.value());
            }
            return String.format("'%s' codec can't decode bytes in position %d-%d: %s", codec.value(), start,
                    end - 1, reason.value());
        }
        if (!decode && a.get(1) instanceof PyStr str) {
            if (start >= 0 && start < str.length() && end == start + 1) {
                int c = str.codePointAt(start);
                String ch = c < 0x100 ? String.format("\\x%02x", c) : c < 0x10000 ? String.format("\\u%04x", c)
                        : String.format("\\U%08x", c);
                return String.format("'%s' codec can't encode character '%s' in position %d: %s", codec.value(), ch,
                        start, reason.value());
            }
            return String.format("'%s' codec can't encode characters in position %d-%d: %s", codec.value(), start,
                    end - 1, reason.value());
        }
        return null;
    }

    /** The attributes of a unicode error made with five arguments ({@code encoding}, {@code object}, ...). */
    static PyObject unicodeErrorAttr(PyBaseException e, String name) {
        PyTuple a = e.args;
        if (a.size() != 5) {
            return null;
        }
        switch (name) {
            case "encoding":
                return a.get(0);
            case "object":
                return a.get(1);
            case "start":
                return a.get(2);
            case "end":
                return a.get(3);
            case "reason":
                return a.get(4);
            default:
                return null;
        }
    }

}
