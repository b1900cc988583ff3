package io.agentcage.validator.internal;

/** Fix hints for code that does not parse, where something better than CPython's message can be said. Not API. */
public final class SyntaxHints {
    private SyntaxHints() {
    }

    /**
     * The hint for a syntax error in {@code code}: when a line starts with a Markdown code fence ({@code ```}), the
     * code was pasted from a Markdown answer; otherwise none (CPython's message says what is wrong).
     */
    public static String hint(String code) {
        int line = 1;
        for (String l : code.split("\r\n|\r|\n", -1)) {
            String t = l.strip();
            if (t.startsWith("```") || t.startsWith("~~~")) {
                return "line " + line + " is a Markdown code fence (" + t.substring(0, 3) + "): send only the Python "
                        + "code, without the fence lines and any text around them";
            }
            line++;
        }
        return "";
    }
}
