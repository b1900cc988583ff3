package io.agentcage.cli.args;

import java.util.List;

/** "Did you mean" for a mistyped option or command name: the closest known name by edit distance, when close. */
final class Suggestions {
    private Suggestions() {
    }

    /** {@code "; did you mean '--timeout'?"}, or {@code ""} when no known name is close. */
    static String didYouMean(String typed, List<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(typed, k);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        int allowed = Math.max(2, typed.length() / 3);
        return best != null && bestDistance <= allowed ? "; did you mean '" + best + "'?" : "";
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
