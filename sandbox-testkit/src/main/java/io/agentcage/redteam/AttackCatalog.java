package io.agentcage.redteam;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The red-team attacks, read from the resources {@code redteam/*.py} of sandbox-testkit (so that every backend
 * runs the same programs). {@code index.txt} lists the files in report order.
 *
 * <p>An entry starts with {@code ### <id> <technique>}; header lines {@code # <key>: <value>} follow, where key is
 * a policy ({@code strict}, {@code standard}) or a backend ({@code interpreter}, {@code runc}, {@code runsc}, or
 * {@code docker} for both runtimes); the rest, up to the next {@code ###}, is the program. Lines
 * {@code # default <key>: <value>} before the first entry apply to every entry of the file that does not say
 * otherwise.
 */
public final class AttackCatalog {
    private static final Set<String> KEYS = Set.of("strict", "standard", "interpreter", "docker", "runc", "runsc");
    private static List<Attack> cached;

    private AttackCatalog() {
    }

    /** Every attack, in report order. */
    public static synchronized List<Attack> all() {
        if (cached == null) {
            List<Attack> out = new ArrayList<>();
            for (String line : read("index.txt").split("\n")) {
                String file = line.strip();
                if (!file.isEmpty() && !file.startsWith("#")) {
                    out.addAll(parse(file.replaceFirst("\\.py$", ""), read(file)));
                }
            }
            Set<String> ids = new HashSet<>();
            for (Attack a : out) {
                if (!ids.add(a.id())) {
                    throw new IllegalStateException("duplicate attack id " + a.id());
                }
            }
            cached = List.copyOf(out);
        }
        return cached;
    }

    /** The attacks that apply to a backend. */
    public static List<Attack> forBackend(String backend) {
        return all().stream().filter(a -> a.expected(backend).applies()).toList();
    }

    static List<Attack> parse(String category, String text) {
        String[] blocks = text.split("(?m)^### ");
        Map<String, String> defaults = new HashMap<>();
        for (String line : blocks[0].split("\n")) {
            if (line.startsWith("# default ")) {
                String kv = line.substring("# default ".length());
                defaults.put(kv.substring(0, kv.indexOf(':')).strip(), kv.substring(kv.indexOf(':') + 1).strip());
            }
        }
        List<Attack> out = new ArrayList<>();
        for (int b = 1; b < blocks.length; b++) {
            out.add(entry(category, blocks[b], defaults));
        }
        return out;
    }

    private static Attack entry(String category, String block, Map<String, String> defaults) {
        String[] lines = block.split("\n", -1);
        String head = lines[0].strip();
        int space = head.indexOf(' ');
        String id = head.substring(0, space);
        String technique = head.substring(space + 1).strip();
        Map<String, String> values = new LinkedHashMap<>(defaults);
        int i = 1;
        for (; i < lines.length; i++) {
            String key = headerKey(lines[i]);
            if (key == null) {
                break;
            }
            values.put(key, lines[i].substring(lines[i].indexOf(':') + 1).strip());
        }
        StringBuilder code = new StringBuilder();
        for (; i < lines.length; i++) {
            code.append(lines[i]).append('\n');
        }
        String program = code.toString().replaceAll("\\n+$", "\n");
        if (values.containsKey("docker")) {
            values.putIfAbsent("runc", values.get("docker"));
            values.putIfAbsent("runsc", values.get("docker"));
        }
        Map<String, String> verdicts = new HashMap<>();
        Map<String, Expectation> outcomes = new HashMap<>();
        for (String p : Attack.POLICIES) {
            if (values.containsKey(p)) {
                verdicts.put(p, values.get(p));
            }
        }
        for (String backend : Attack.BACKENDS) {
            if (values.containsKey(backend)) {
                try {
                    outcomes.put(backend, Expectation.parse(values.get(backend)));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(id + ": " + e.getMessage(), e);
                }
            }
        }
        return new Attack(id, category, technique, program, verdicts, outcomes);
    }

    private static String headerKey(String line) {
        if (!line.startsWith("# ") || line.indexOf(':') < 0) {
            return null;
        }
        String key = line.substring(2, line.indexOf(':')).strip();
        return KEYS.contains(key) ? key : null;
    }

    private static String read(String name) {
        try (InputStream in = AttackCatalog.class.getResourceAsStream("/redteam/" + name)) {
            if (in == null) {
                throw new IllegalStateException("no resource /redteam/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
