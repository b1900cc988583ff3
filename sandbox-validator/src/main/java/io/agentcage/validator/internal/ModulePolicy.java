package io.agentcage.validator.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which dotted module paths a policy allows. The longest listed prefix of a path decides (a deny wins a tie); an
 * unlisted path is allowed only when {@code allowUnlisted}. Not API.
 *
 * @param entries       dotted path (module or module member, e.g. {@code os.path}, {@code sys.maxsize}) to allowed
 * @param allowUnlisted whether paths matching no entry are allowed (denylist mode) or not (allowlist mode)
 */
public record ModulePolicy(Map<String, Boolean> entries, boolean allowUnlisted) {

    /** What a policy says about one dotted path. */
    public enum Verdict {
        /** The path may be used. */
        ALLOWED,
        /** The path itself is not allowed but some members are: import it, then use only those members. */
        PARTIAL,
        /** The path may not be used. */
        DENIED
    }

    /** Freezes the map. */
    public ModulePolicy {
        entries = Map.copyOf(entries);
    }

    /** The verdict for a dotted path such as {@code os}, {@code os.path.join} or {@code random._os}. */
    public Verdict verdict(String path) {
        if (privateMember(path) != null) {
            return Verdict.DENIED;
        }
        Boolean own = decide(path);
        if (own) {
            return reexported(path) == null ? Verdict.ALLOWED : Verdict.DENIED;
        }
        String prefix = path + ".";
        for (Map.Entry<String, Boolean> e : entries.entrySet()) {
            if (e.getValue() && e.getKey().startsWith(prefix)) {
                return Verdict.PARTIAL;
            }
        }
        return Verdict.DENIED;
    }

    /** Whether some member below {@code path} is denied (so the module must not be passed around whole). */
    public boolean hasDeniedMembers(String path) {
        String prefix = path + ".";
        for (Map.Entry<String, Boolean> e : entries.entrySet()) {
            if (!e.getValue() && e.getKey().startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** The first private segment ({@code _x}, not a dunder) after the module name, or null. */
    public static String privateMember(String path) {
        String[] segs = path.split("\\.");
        for (int i = 1; i < segs.length; i++) {
            if (segs[i].startsWith("_") && !Names.isDunder(segs[i])) {
                return segs[i];
            }
        }
        return null;
    }

    /**
     * A denied path reached through another module's attribute ({@code shutil.os.system} reaches
     * {@code os.system}), or null.
     */
    public String reexported(String path) {
        String[] segs = path.split("\\.");
        for (int i = 1; i < segs.length; i++) {
            if (!isRoot(segs[i])) {
                continue;
            }
            String suffix = String.join(".", java.util.Arrays.copyOfRange(segs, i, segs.length));
            if (!decide(suffix) && !entries.getOrDefault(suffix, false)) {
                Boolean listed = longest(suffix);
                if (listed != null && !listed) {
                    return suffix;
                }
            }
        }
        return null;
    }

    private boolean isRoot(String seg) {
        String prefix = seg + ".";
        for (String k : entries.keySet()) {
            if (k.equals(seg) || k.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    private boolean decide(String path) {
        Boolean listed = longest(path);
        return listed == null ? allowUnlisted : listed;
    }

    private Boolean longest(String path) {
        String p = path;
        while (true) {
            Boolean v = entries.get(p);
            if (v != null) {
                return v;
            }
            int dot = p.lastIndexOf('.');
            if (dot < 0) {
                return null;
            }
            p = p.substring(0, dot);
        }
    }

    /** The allowed top-level modules and members, sorted, for messages. */
    public List<String> allowedForMessage() {
        Set<String> out = new TreeSet<>();
        for (Map.Entry<String, Boolean> e : entries.entrySet()) {
            if (e.getValue() && !e.getKey().startsWith("_")) {
                out.add(e.getKey());
            }
        }
        return new ArrayList<>(out);
    }
}
