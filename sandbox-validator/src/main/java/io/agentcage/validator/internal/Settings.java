package io.agentcage.validator.internal;

import io.agentcage.validation.Severity;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Everything a policy decides, frozen: built by {@code PolicyValidator.Builder}. Not API.
 *
 * @param name             the policy name, e.g. {@code strict}
 * @param modules          which modules and members may be used
 * @param builtins         severity of each flagged builtin; a builtin not in the map is allowed
 * @param ruleSeverity     default severity of each rule in this policy; a rule not in the map is off
 * @param overrides        severities forced by the caller, applied to every finding of the rule
 * @param disabled         rules whose findings are dropped
 * @param maxConstantBytes largest constant value (estimated bytes) accepted before {@code huge-constant}
 * @param target           the backend the code will run on, as far as known
 */
public record Settings(String name, ModulePolicy modules, Map<String, Severity> builtins,
        Map<String, Severity> ruleSeverity, Map<String, Severity> overrides, Set<String> disabled,
        long maxConstantBytes, Target target) {

    /** Freezes the collections. */
    public Settings {
        Objects.requireNonNull(name, "name == null");
        Objects.requireNonNull(modules, "modules == null");
        builtins = Map.copyOf(builtins);
        ruleSeverity = Map.copyOf(ruleSeverity);
        overrides = Map.copyOf(overrides);
        disabled = Set.copyOf(disabled);
        Objects.requireNonNull(target, "target == null");
    }

    /** The severity a finding of {@code ruleId} proposed at {@code proposed} gets, or null when it is dropped. */
    public Severity severity(String ruleId, Severity proposed) {
        if (disabled.contains(ruleId) || proposed == null) {
            return null;
        }
        return overrides.getOrDefault(ruleId, proposed);
    }

    /** The policy's default severity of a rule, or null when the rule is off. */
    public Severity ruleDefault(String ruleId) {
        return ruleSeverity.get(ruleId);
    }
}
