package io.agentcage;

import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Code a model sent inside one Markdown code fence ({@code ```python ... ```}): the code inside it. Such input is
 * never valid Python (a line starting with a backtick is a syntax error), so taking the inside changes no program
 * that could have run. Only a whole input that is exactly one fenced block is unwrapped; prose around a fence, or
 * several fences, are left as they are (the validator's syntax error then says to send only the code).
 */
final class MarkdownFence {
    /** The rule id of the note a result carries when its code was unwrapped. */
    static final String RULE = "code-fence-unwrapped";

    /** An opening fence with an optional Python language tag, the body, and a closing fence of the same kind. */
    private static final Pattern FENCED = Pattern.compile(
            "\\A\\s*(```|~~~)[ \\t]*(?:python3?|py)?[ \\t]*\\r?\\n(.*?)(?:\\r?\\n)?[ \\t]*\\1[ \\t]*\\s*\\z",
            Pattern.DOTALL | Pattern.CASE_INSENSITIVE);

    private MarkdownFence() {
    }

    /** The code inside the fence, when {@code code} is exactly one fenced block; empty otherwise. */
    static Optional<String> unwrap(String code) {
        if (code.indexOf("```") < 0 && code.indexOf("~~~") < 0) {
            return Optional.empty();
        }
        Matcher m = FENCED.matcher(code);
        if (!m.matches()) {
            return Optional.empty();
        }
        String body = m.group(2);
        String fence = m.group(1);
        for (String line : body.split("\r\n|\r|\n", -1)) {
            if (line.strip().startsWith(fence)) {
                return Optional.empty(); // several blocks: not one program
            }
        }
        return Optional.of(body.endsWith("\n") ? body : body + "\n");
    }

    /** The note added to the result of unwrapped code. */
    static Diagnostic note() {
        return new Diagnostic(RULE, Severity.INFO, "the code was wrapped in a Markdown code fence (```python ... ```);"
                + " the fence lines were removed and the code inside ran, so line numbers count from the first line "
                + "inside the fence", 0, 0, "send plain Python code, without the fence");
    }
}
