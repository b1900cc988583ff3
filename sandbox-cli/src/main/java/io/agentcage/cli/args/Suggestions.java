package io.agentcage.cli.args;

import io.agentcage.text.EditDistance;
import java.util.List;

/** "Did you mean" for a mistyped option or command name: the closest known name by edit distance, when close. */
final class Suggestions {
    private Suggestions() {
    }

    /** {@code "; did you mean '--timeout'?"}, or {@code ""} when no known name is close. */
    static String didYouMean(String typed, List<String> known) {
        String best = EditDistance.closest(typed, known, Math.max(2, typed.length() / 3));
        return best != null ? "; did you mean '" + best + "'?" : "";
    }
}
