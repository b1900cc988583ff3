package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyFloat;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The {@code unicodedata} module. Character properties (category, bidirectional, combining, east_asian_width,
 * mirrored, decimal, digit, numeric) come from a table generated from CPython 3.11's database (Unicode 14.0.0,
 * {@code src/test/python/gen_unicodedata.py}), so they are CPython's exactly. Names, {@code lookup} and
 * {@code normalize} use the JDK (Java 17: Unicode 13.0): the 838 characters new in Unicode 14 have no name here
 * and normalize as unassigned characters do.
 */
public final class UnicodedataModule implements NativeModule {
    private static final String[] JAMO_L = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ",
        "C", "K", "T", "P", "H"};
    private static final String[] JAMO_V = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE", "OE",
        "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
    private static final String[] JAMO_T = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS",
        "LT", "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"};
    private static final int S_BASE = 0xAC00;
    private static final int S_COUNT = 11172;

    private static final Table TABLE = Table.load();

    /** The property tuples and the runs of code points that share one. */
    private record Table(String version, String[][] props, int[] starts, int[] index) {
        static Table load() {
            try (InputStream in = UnicodedataModule.class.getResourceAsStream("unicodedata.txt")) {
                if (in == null) {
                    throw new IllegalStateException("missing unicodedata.txt");
                }
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
                String version = r.readLine().substring("unicodedata ".length());
                List<String[]> props = new ArrayList<>();
                String line;
                while (!(line = r.readLine()).equals("%")) {
                    props.add(line.split(" "));
                }
                List<int[]> runs = new ArrayList<>();
                while ((line = r.readLine()) != null) {
                    int sp = line.indexOf(' ');
                    runs.add(new int[] {Integer.parseInt(line.substring(0, sp), 16),
                        Integer.parseInt(line.substring(sp + 1))});
                }
                int[] starts = new int[runs.size()];
                int[] index = new int[runs.size()];
                for (int i = 0; i < starts.length; i++) {
                    starts[i] = runs.get(i)[0];
                    index[i] = runs.get(i)[1];
                }
                return new Table(version, props.toArray(new String[0][]), starts, index);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String[] of(int cp) {
            int i = Arrays.binarySearch(starts, cp);
            if (i < 0) {
                i = -i - 2;
            }
            return props[index[i]];
        }
    }

    @Override
    public String name() {
        return "unicodedata";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.value("unidata_version", new PyStr(TABLE.version()));
        m.function("category", (in, a, kw) -> new PyStr(prop(a, kw, "category", 0)));
        m.function("bidirectional", (in, a, kw) -> {
            String b = prop(a, kw, "bidirectional", 1);
            return new PyStr(b.equals("-") ? "" : b);
        });
        m.function("combining", (in, a, kw) -> PyInt.of(Integer.parseInt(prop(a, kw, "combining", 2))));
        m.function("east_asian_width", (in, a, kw) -> new PyStr(prop(a, kw, "east_asian_width", 3)));
        m.function("mirrored", (in, a, kw) -> PyInt.of(Integer.parseInt(prop(a, kw, "mirrored", 4))));
        m.function("decimal", (in, a, kw) -> number(a, kw, "decimal", 5, "not a decimal"));
        m.function("digit", (in, a, kw) -> number(a, kw, "digit", 6, "not a digit"));
        m.function("numeric", (in, a, kw) -> number(a, kw, "numeric", 7, "not a numeric character"));
        m.function("name", (in, a, kw) -> {
            Args.check("name", a, kw, 1, 2);
            int cp = character("name() argument 1", a[0]);
            String n = nameOf(cp);
            if (n == null) {
                if (a.length > 1) {
                    return a[1];
                }
                throw Exc.valueError("no such name");
            }
            return new PyStr(n);
        });
        m.function("lookup", (in, a, kw) -> {
            Args.check("lookup", a, kw, 1, 1);
            String q = Args.asStr(a[0], "name");
            int cp = lookup(q);
            if (cp < 0) {
                throw Exc.make(Exc.KeyError, new PyStr("undefined character name '" + q + "'"));
            }
            return PyStr.ofCodePoint(cp);
        });
        m.function("normalize", (in, a, kw) -> {
            Args.check("normalize", a, kw, 2, 2);
            String s = Args.asStr(a[1], "unistr");
            in.charge(s.length() >> 2);
            in.reserveMemory(s.length() * 8L);
            return new PyStr(Normalizer.normalize(s, form(a[0])));
        });
        m.function("is_normalized", (in, a, kw) -> {
            Args.check("is_normalized", a, kw, 2, 2);
            String s = Args.asStr(a[1], "unistr");
            in.charge(s.length() >> 2);
            return PyBool.of(Normalizer.isNormalized(s, form(a[0])));
        });
    }

    private static Normalizer.Form form(PyObject f) {
        switch (Args.asStr(f, "form")) {
            case "NFC": return Normalizer.Form.NFC;
            case "NFD": return Normalizer.Form.NFD;
            case "NFKC": return Normalizer.Form.NFKC;
            case "NFKD": return Normalizer.Form.NFKD;
            default: throw Exc.valueError("invalid normalization form");
        }
    }

    private static int character(String what, PyObject o) {
        if (o instanceof PyStr s && s.length() == 1) {
            return s.codePointAt(0);
        }
        throw Exc.typeError(what + " must be a unicode character, not " + o.type().name());
    }

    /** Whether CPython's tracebacks give {@code cp} two columns (its East Asian width is W or F). */
    static boolean isWide(int cp) {
        String w = TABLE.of(cp)[3];
        return w.equals("W") || w.equals("F");
    }

    private static String prop(PyObject[] a, PyDict kw, String fn, int field) {
        Args.check(fn, a, kw, 1, 1);
        return TABLE.of(character(fn + "() argument", a[0]))[field];
    }

    private static PyObject number(PyObject[] a, PyDict kw, String fn, int field, String error) {
        Args.check(fn, a, kw, 1, 2);
        String v = TABLE.of(character(fn + "() argument 1", a[0]))[field];
        if (v.equals("-")) {
            if (a.length > 1) {
                return a[1];
            }
            throw Exc.valueError(error);
        }
        return field == 7 ? new PyFloat(Double.parseDouble(v)) : PyInt.of(Integer.parseInt(v));
    }

    /** CPython's name of a code point, or null when it has none. */
    static String nameOf(int cp) {
        if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
            int s = cp - S_BASE;
            return "HANGUL SYLLABLE " + JAMO_L[s / (21 * 28)] + JAMO_V[s % (21 * 28) / 28] + JAMO_T[s % 28];
        }
        String n = Character.getName(cp);
        if (n == null || TABLE.of(cp)[0].equals("Cc")) {
            return null;
        }
        Character.UnicodeBlock block = Character.UnicodeBlock.of(cp);
        String blockName = block == null ? "" : block.toString().replace('_', ' ');
        String fallback = blockName + " " + Integer.toHexString(cp).toUpperCase(Locale.ROOT);
        if (!n.equals(fallback)) {
            return n;
        }
        String hex = Integer.toHexString(cp).toUpperCase(Locale.ROOT);
        if (blockName.startsWith("CJK UNIFIED IDEOGRAPHS")) {
            return "CJK UNIFIED IDEOGRAPH-" + hex;
        }
        if (blockName.equals("KHITAN SMALL SCRIPT")) {
            return "KHITAN SMALL SCRIPT CHARACTER-" + hex;
        }
        if (blockName.equals("NUSHU")) {
            return "NUSHU CHARACTER-" + hex;
        }
        return null;
    }

    private static int lookup(String query) {
        String q = query.toUpperCase(Locale.ROOT);
        for (String prefix : new String[] {"CJK UNIFIED IDEOGRAPH-", "KHITAN SMALL SCRIPT CHARACTER-",
            "NUSHU CHARACTER-"}) {
            if (q.startsWith(prefix)) {
                try {
                    int cp = Integer.parseInt(q.substring(prefix.length()), 16);
                    return q.equals(nameOf(cp)) ? cp : -1;
                } catch (IllegalArgumentException e) {
                    return -1;
                }
            }
        }
        if (q.startsWith("HANGUL SYLLABLE ")) {
            for (int cp = S_BASE; cp < S_BASE + S_COUNT; cp++) {
                if (q.equals(nameOf(cp))) {
                    return cp;
                }
            }
            return -1;
        }
        try {
            int cp = Character.codePointOf(q);
            return q.equals(nameOf(cp)) ? cp : -1;
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }
}
