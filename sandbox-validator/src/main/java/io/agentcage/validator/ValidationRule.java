package io.agentcage.validator;

import io.agentcage.python.ast.Module;
import io.agentcage.validation.Diagnostic;
import java.util.List;

/**
 * An extra check added to a policy with {@link PolicyValidator.Builder#addRule}: it reads the parsed module and
 * returns its findings. Implementations are thread-safe and side-effect free; severity overrides and
 * {@link PolicyValidator.Builder#disableRule} apply to their findings by {@link Diagnostic#ruleId()}.
 */
public interface ValidationRule {

    /** The findings for one parsed module, each with a 1-based position and a fix hint; never null. */
    List<Diagnostic> check(Module module);
}
