package io.agentcage.langchain4j;

import dev.langchain4j.code.CodeExecutionEngine;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.text.ModelText;
import java.util.Objects;

/**
 * LangChain4j's {@link CodeExecutionEngine} backed by a {@link CodeExecutor}: every call runs once, in a fresh
 * environment.
 *
 * <p>A successful run returns what the code printed, followed by the value of its last expression (if any), as
 * other engines do. Any other outcome (Python error, limit, rejection, sandbox fault) returns the full
 * {@link ModelText#render model text}, which starts with the outcome and ends with the traceback. Nothing is thrown
 * for a failure of the code or the sandbox. Thread-safe; the engine does not own the executor.
 */
public final class SandboxCodeExecutionEngine implements CodeExecutionEngine {

    private final CodeExecutor executor;
    private final int maxChars;

    /** An engine over {@code executor} whose answers are capped at {@link ModelText#DEFAULT_MAX_CHARS}. */
    public SandboxCodeExecutionEngine(CodeExecutor executor) {
        this(executor, ModelText.DEFAULT_MAX_CHARS);
    }

    /** An engine over {@code executor} whose answers are capped at {@code maxChars} (at least 200). */
    public SandboxCodeExecutionEngine(CodeExecutor executor, int maxChars) {
        this.executor = Objects.requireNonNull(executor, "executor == null");
        if (maxChars < 200) {
            throw new IllegalArgumentException("maxChars must be at least 200, got " + maxChars);
        }
        this.maxChars = maxChars;
    }

    @Override
    public String execute(String code) {
        Objects.requireNonNull(code, "code == null");
        ExecutionResult r;
        try {
            r = executor.execute(ExecutionRequest.builder(code).metadata("tool", "CodeExecutionEngine").build());
        } catch (RuntimeException e) {
            return "The sandbox failed and the code may not have run: " + e.getMessage();
        }
        if (!r.isSuccess() || !r.stderr().isEmpty() || !r.files().isEmpty() || r.stdoutTruncated()) {
            return ModelText.render(r, maxChars);
        }
        String out = r.stdout() + r.value().map(v -> (r.stdout().isEmpty() || r.stdout().endsWith("\n")
                ? "" : "\n") + v).orElse("");
        return out.length() <= maxChars ? out : ModelText.render(r, maxChars);
    }
}
