package io.agentcage.interpreter.internal.algorithms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A compiled Python regular expression ({@code re.Pattern}) and the operations of the {@code re} module over it,
 * with CPython 3.11's results: search/match/fullmatch, findall, finditer, sub/subn (template or function), split.
 *
 * <p>Instances are immutable and shared: {@link #compile} keeps a bounded LRU cache (CPython keeps 512), so the
 * common {@code re.findall(r'...', s)} in a loop translates and compiles once. Every match reads the subject
 * through a {@link BudgetedText}, so the step budget and deadline stop runaway backtracking. All indices here are
 * UTF-16 offsets; the module layer converts to code points for strings holding characters above U+FFFF. Not API.
 */
public final class Regex {
    private static final int CACHE_SIZE = 512;
    private static final Map<CacheKey, Regex> CACHE = new LinkedHashMap<>(CACHE_SIZE * 2, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<CacheKey, Regex> eldest) {
            return size() > CACHE_SIZE;
        }
    };

    /** A cache key, with {@code equals} and {@code hashCode} written out rather than bound at run time (ADR 0067). */
    private record CacheKey(String pattern, int flags, boolean bytes) {
        @Override
        public boolean equals(Object o) {
            if (!(o instanceof CacheKey)) {
                return false;
            }
            CacheKey k = (CacheKey) o;
            return k.flags == flags && k.bytes == bytes && k.pattern.equals(pattern);
        }

        @Override
        public int hashCode() {
            return (31 * pattern.hashCode() + flags) * 2 + (bytes ? 1 : 0);
        }
    }

    private final String pattern;
    private final int flags;
    private final boolean bytes;
    private final Pattern compiled;
    private final int groups;
    private final Map<String, Integer> groupIndex;

    private Regex(String pattern, int flags, boolean bytes, RegexTranslator.Result t) {
        this.pattern = pattern;
        this.bytes = bytes;
        this.flags = t.flags() | (bytes || (t.flags() & RegexTranslator.ASCII) != 0 ? 0 : RegexTranslator.UNICODE);
        this.groups = t.groups();
        this.groupIndex = orderedIndex(t.groupIndex());
        int javaFlags = Pattern.UNIX_LINES;
        if ((t.flags() & RegexTranslator.IGNORECASE) != 0) {
            javaFlags |= Pattern.CASE_INSENSITIVE;
            if ((t.flags() & RegexTranslator.ASCII) == 0) {
                javaFlags |= Pattern.UNICODE_CASE;
            }
        }
        if ((t.flags() & RegexTranslator.DOTALL) != 0) {
            javaFlags |= Pattern.DOTALL;
        }
        try {
            this.compiled = Pattern.compile(t.javaSource(), javaFlags);
        } catch (java.util.regex.PatternSyntaxException e) {
            throw RegexTranslator.error("pattern not supported by this interpreter (" + e.getDescription() + ")",
                    -1);
        } catch (StackOverflowError e) {
            io.agentcage.interpreter.internal.object.Interp.noteStackOverflow();
            throw RegexTranslator.error("pattern too deeply nested", -1);
        }
    }

    private static Map<String, Integer> orderedIndex(Map<String, Integer> index) {
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(index.entrySet());
        entries.sort((a, b) -> a.getValue().compareTo(b.getValue()));
        Map<String, Integer> ordered = new LinkedHashMap<>();
        entries.forEach(e -> ordered.put(e.getKey(), e.getValue()));
        return java.util.Collections.unmodifiableMap(ordered);
    }

    /**
     * Returns the compiled form of a Python pattern, from the cache when possible.
     *
     * @param bytes true for a bytes pattern (its text holds one char per byte, ASCII semantics)
     */
    public static Regex compile(String pattern, int flags, boolean bytes) {
        Objects.requireNonNull(pattern, "pattern == null");
        CacheKey key = new CacheKey(pattern, flags, bytes);
        synchronized (CACHE) {
            Regex hit = CACHE.get(key);
            if (hit != null) {
                return hit;
            }
        }
        Regex compiled = new Regex(pattern, flags, bytes, RegexTranslator.translate(pattern, flags, bytes));
        synchronized (CACHE) {
            CACHE.put(key, compiled);
        }
        return compiled;
    }

    /** Empties the cache ({@code re.purge()}). */
    public static void purge() {
        synchronized (CACHE) {
            CACHE.clear();
        }
    }

    /** The Python source of the pattern. */
    public String pattern() {
        return pattern;
    }

    /** CPython's {@code Pattern.flags} (including UNICODE for str patterns and inline global flags). */
    public int flags() {
        return flags;
    }

    /** Whether this is a bytes pattern. */
    public boolean isBytes() {
        return bytes;
    }

    /** Number of capturing groups. */
    public int groups() {
        return groups;
    }

    /** Group names to numbers, in group order. */
    public Map<String, Integer> groupIndex() {
        return groupIndex;
    }

    /** Kinds of anchored match. */
    public enum Mode { SEARCH, MATCH, FULLMATCH }

    /** One match attempt in {@code text[pos:endpos]} (already clamped, UTF-16); null when there is none. */
    public RegexMatch match(Mode mode, String text, int pos, int endpos, StepCharger charger) {
        Matcher m = matcher(text, pos, endpos, charger);
        boolean found;
        try {
            found = mode == Mode.SEARCH ? m.find() : mode == Mode.MATCH ? m.lookingAt() : m.matches();
        } catch (StackOverflowError e) {
            throw tooDeep();
        }
        return found ? new RegexMatch(this, text, m, pos, endpos) : null;
    }

    private Matcher matcher(String text, int pos, int endpos, StepCharger charger) {
        Matcher m = compiled.matcher(new BudgetedText(text, endpos, charger));
        m.useAnchoringBounds(false);
        m.useTransparentBounds(true);
        m.region(pos, endpos);
        return m;
    }

    private static ModuleError tooDeep() {
        io.agentcage.interpreter.internal.object.Interp.noteStackOverflow();
        return new ModuleError("RecursionError", "maximum recursion depth exceeded while matching a regular"
                + " expression (the Java regex engine recurses per repetition; simplify the pattern)");
    }

    /** Calls {@code sink} for each non-overlapping match in order (finditer); stops when it returns false. */
    public void forEach(String text, int pos, int endpos, StepCharger charger, Function<RegexMatch, Boolean> sink) {
        Matcher m = matcher(text, pos, endpos, charger);
        try {
            while (m.find()) {
                charger.charge(1);
                if (!sink.apply(new RegexMatch(this, text, m, pos, endpos))) {
                    return;
                }
            }
        } catch (StackOverflowError e) {
            throw tooDeep();
        }
    }

    /** {@code findall}: whole matches without groups, the single group, or an array per match of all groups. */
    public List<Object> findall(String text, int pos, int endpos, StepCharger charger) {
        List<Object> result = new ArrayList<>();
        findall(text, pos, endpos, charger, result::add);
        return result;
    }

    /**
     * {@link #findall(String, int, int, StepCharger)} handing each result to {@code sink} as it is found (a String,
     * or an array of Strings per match when the pattern has several groups), so that the caller can make and
     * count guest values as they come instead of holding every match's text first.
     */
    public void findall(String text, int pos, int endpos, StepCharger charger, java.util.function.Consumer<Object> sink) {
        forEach(text, pos, endpos, charger, mm -> {
            if (groups == 0) {
                sink.accept(mm.group(0));
            } else if (groups == 1) {
                sink.accept(orEmpty(mm.group(1)));
            } else {
                String[] row = new String[groups];
                for (int g = 1; g <= groups; g++) {
                    row[g - 1] = orEmpty(mm.group(g));
                }
                sink.accept(row);
            }
            return true;
        });
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    /**
     * {@code split}: pieces between matches, with every group's text (null when unmatched) interleaved, at most
     * {@code maxsplit} splits when positive.
     */
    public List<String> split(String text, int maxsplit, StepCharger charger) {
        List<String> result = new ArrayList<>();
        split(text, maxsplit, charger, result::add);
        return result;
    }

    /** {@link #split(String, int, StepCharger)} handing each piece to {@code sink} as it is found. */
    public void split(String text, int maxsplit, StepCharger charger, java.util.function.Consumer<String> sink) {
        int[] last = {0};
        int[] count = {0};
        forEach(text, 0, text.length(), charger, mm -> {
            if (maxsplit > 0 && count[0] >= maxsplit) {
                return false;
            }
            sink.accept(text.substring(last[0], mm.start(0)));
            for (int g = 1; g <= groups; g++) {
                sink.accept(mm.group(g));
            }
            last[0] = mm.end(0);
            count[0]++;
            return true;
        });
        sink.accept(text.substring(last[0]));
    }

    /**
     * {@code subn}: replaces up to {@code count} matches (all when 0) with what {@code replacement} returns for
     * each; returns the new text and the number of replacements.
     */
    public SubResult sub(String text, int count, StepCharger charger, Function<RegexMatch, String> replacement) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        int[] last = {0};
        int[] n = {0};
        forEach(text, 0, text.length(), charger, mm -> {
            if (count > 0 && n[0] >= count) {
                return false;
            }
            sb.append(text, last[0], mm.start(0));
            String piece = replacement.apply(mm);
            charger.charge(piece.length() >> 4);
            sb.append(piece);
            last[0] = mm.end(0);
            n[0]++;
            return true;
        });
        sb.append(text, last[0], text.length());
        return new SubResult(sb.toString(), n[0]);
    }

    /** The result of {@link #sub}. */
    public record SubResult(String text, int count) {
    }

    /** Parses a replacement template against this pattern's groups ({@code \1}, {@code \g<name>}, escapes). */
    public RegexTemplate template(String template) {
        return RegexTemplate.parse(template, this);
    }

    /** {@code re.escape}: backslashes before the characters CPython 3.7+ escapes. */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ("()[]{}?*+-|^$\\.&~# \t\n\r\u000b\f".indexOf(c) >= 0) {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
