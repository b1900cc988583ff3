package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.PyBool;
import io.agentcage.interpreter.internal.object.PyInt;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code _zoneinfo}: the native half of {@code zoneinfo}. Offsets, daylight saving and transitions come from the
 * JDK's time-zone rules ({@link ZoneRules}); the abbreviations ({@code CET}, {@code -03}) and the set of keys from
 * {@code zonenames.txt}, generated from CPython's zoneinfo by {@code src/test/python/gen_zone_names.py}. Wall times
 * follow PEP 495 as CPython does: in a fold, {@code fold=0} is the earlier (pre-transition) offset and {@code fold=1}
 * the later; in a gap, {@code fold=0} is the offset before the transition and {@code fold=1} the one after.
 */
final class ZoneHelper implements NativeModule {
    /** Key to the (abbreviation, offset seconds, is-DST) triples of the zone, by last use. */
    private static final Map<String, List<String[]>> NAMES = load();

    @Override
    public String name() {
        return "_zoneinfo";
    }

    private static Map<String, List<String[]>> load() {
        Map<String, List<String[]>> m = new LinkedHashMap<>();
        try (InputStream in = ZoneHelper.class.getResourceAsStream("zonenames.txt")) {
            if (in == null) {
                throw new IllegalStateException("missing resource zonenames.txt");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] kv = line.split("\t");
                List<String[]> triples = new ArrayList<>();
                for (String t : kv[1].split(" ")) {
                    triples.add(t.split(":"));
                }
                m.put(kv[0], triples);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableMap(m);
    }

    /** The JDK's rules for a key both sides know, or null. */
    private static ZoneRules rules(String key) {
        if (!NAMES.containsKey(key)) {
            return null;
        }
        try {
            return ZoneId.of(key).getRules();
        } catch (java.time.DateTimeException e) {
            return null;
        }
    }

    /** The abbreviation tzdata gives an offset with (or without) daylight saving in this zone. */
    static String abbreviation(String key, int offset, boolean dst) {
        List<String[]> names = NAMES.getOrDefault(key, List.of());
        String byOffset = null;
        for (int i = names.size() - 1; i >= 0; i--) {
            String[] t = names.get(i);
            if (Integer.parseInt(t[1]) == offset) {
                if (t[2].equals(dst ? "1" : "0")) {
                    return t[0];
                }
                if (byOffset == null) {
                    byOffset = t[0];
                }
            }
        }
        if (byOffset != null) {
            return byOffset;
        }
        int a = Math.abs(offset);
        String sign = offset < 0 ? "-" : "+";
        int h = a / 3600;
        int mi = a % 3600 / 60;
        return String.format(mi == 0 ? "%s%02d" : "%s%02d%02d", sign, h, mi);
    }

    private static PyTuple info(String key, ZoneRules rules, Instant at, ZoneOffset off, int fold) {
        int offset = off.getTotalSeconds();
        int dst = cpythonDst(key, offset, (int) rules.getDaylightSavings(at).getSeconds());
        return PyTuple.of(PyInt.of(offset), PyInt.of(dst), new PyStr(abbreviation(key, offset, dst != 0)),
                PyInt.of(fold));
    }

    /**
     * The daylight saving CPython reports. The JDK compiles tzdata's negative DST (Europe/Dublin's winter,
     * Morocco's Ramadan) as positive DST of the other offset; CPython's data flags the offset the other way. The
     * flag of the offset's latest use in CPython's data wins: not DST gives 0, DST the distance from the zone's
     * latest standard offset.
     */
    private static int cpythonDst(String key, int offset, int jdkDst) {
        List<String[]> names = NAMES.getOrDefault(key, List.of());
        Boolean dst = null;
        Integer std = null;
        for (String[] t : names) {
            int o = Integer.parseInt(t[1]);
            boolean d = t[2].equals("1");
            if (o == offset) {
                dst = d;
            }
            if (!d) {
                std = o;
            }
        }
        if (dst == null) {
            return jdkDst;
        }
        if (jdkDst != 0 && !dst) {
            return 0;
        }
        if (jdkDst == 0 && dst && std != null) {
            return offset - std;
        }
        return jdkDst;
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("exists", (in, a, kw) -> {
            Args.check("exists", a, kw, 1, 1);
            return PyBool.of(rules(Args.asStr(a[0], "key")) != null);
        });
        m.function("keys", (in, a, kw) -> {
            Args.check("keys", a, kw, 0, 0);
            PyList out = new PyList();
            for (String k : NAMES.keySet()) {
                if (rules(k) != null) {
                    out.append(new PyStr(k));
                }
            }
            in.charge(NAMES.size());
            return out;
        });
        // fixed(key) -> (offset, dst, abbreviation, 0) of a zone that never changes its offset, or None
        m.function("fixed", (in, a, kw) -> {
            Args.check("fixed", a, kw, 1, 1);
            String key = Args.asStr(a[0], "key");
            ZoneRules rules = rules(key);
            if (!rules.isFixedOffset()) {
                return io.agentcage.interpreter.internal.object.PyNone.NONE;
            }
            Instant now = Instant.EPOCH;
            return info(key, rules, now, rules.getOffset(now), 0);
        });
        // local(key, year, month, day, hour, minute, second, fold) -> (offset, dst, abbreviation, fold)
        m.function("local", (in, a, kw) -> {
            Args.check("local", a, kw, 8, 8);
            String key = Args.asStr(a[0], "key");
            ZoneRules rules = rules(key);
            LocalDateTime wall = LocalDateTime.of(Args.asInt(a[1]), Args.asInt(a[2]), Args.asInt(a[3]),
                    Args.asInt(a[4]), Args.asInt(a[5]), Args.asInt(a[6]));
            int fold = Args.asInt(a[7]);
            in.charge(4);
            List<ZoneOffset> valid = rules.getValidOffsets(wall);
            ZoneOffset off;
            if (valid.size() == 1) {
                off = valid.get(0);
            } else {
                // a fold (two offsets) or a gap (none): PEP 495 picks by fold
                ZoneOffsetTransition t = rules.getTransition(wall);
                off = fold == 0 ? t.getOffsetBefore() : t.getOffsetAfter();
            }
            Instant at = wall.toInstant(off);
            return info(key, rules, at, off, fold);
        });
        // utc(key, year, month, day, hour, minute, second) -> (offset, dst, abbreviation, fold of the local time)
        m.function("utc", (in, a, kw) -> {
            Args.check("utc", a, kw, 7, 7);
            String key = Args.asStr(a[0], "key");
            ZoneRules rules = rules(key);
            Instant at = LocalDateTime.of(Args.asInt(a[1]), Args.asInt(a[2]), Args.asInt(a[3]), Args.asInt(a[4]),
                    Args.asInt(a[5]), Args.asInt(a[6])).toInstant(ZoneOffset.UTC);
            in.charge(4);
            ZoneOffset off = rules.getOffset(at);
            LocalDateTime wall = LocalDateTime.ofInstant(at, off);
            int fold = 0;
            List<ZoneOffset> valid = rules.getValidOffsets(wall);
            if (valid.size() == 2 && off.equals(rules.getTransition(wall).getOffsetAfter())) {
                fold = 1;
            }
            return info(key, rules, at, off, fold);
        });
    }
}
