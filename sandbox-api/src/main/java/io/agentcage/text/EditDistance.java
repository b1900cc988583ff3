package io.agentcage.text;

import java.util.Collection;
import java.util.Objects;

/**
 * Levenshtein edit distance, and the "did you mean" lookup that error messages use to name the word a mistyped one
 * most likely meant (an option, a module, a name). Stateless and thread-safe.
 */
public final class EditDistance {
    private EditDistance() {
    }

    /** The number of single-character insertions, deletions and substitutions that turn {@code a} into {@code b}. */
    public static int between(String a, String b) {
        Objects.requireNonNull(a, "a == null");
        Objects.requireNonNull(b, "b == null");
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(substitute, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }

    /**
     * The candidate nearest to {@code typed} when it is at most {@code maxDistance} edits away (the first of equally
     * near ones in the collection's order), or null.
     */
    public static String closest(String typed, Collection<String> candidates, int maxDistance) {
        Objects.requireNonNull(typed, "typed == null");
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = between(typed, c);
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return bestDistance <= maxDistance ? best : null;
    }
}
