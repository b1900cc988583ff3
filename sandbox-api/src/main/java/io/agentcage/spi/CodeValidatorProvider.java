package io.agentcage.spi;

import io.agentcage.validation.CodeValidator;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Creates a validator for a named policy ({@code strict}, {@code standard}), so that tools such as the CLI can
 * offer validation without compile-time dependencies. Registered with {@link ServiceLoader}.
 */
public interface CodeValidatorProvider {

    /**
     * The validator for a policy name.
     *
     * @return empty when this provider does not know the policy
     */
    Optional<CodeValidator> forPolicy(String policy);

    /** The first provider on the class path that knows the policy. */
    static Optional<CodeValidator> find(String policy) {
        for (CodeValidatorProvider p : ServiceLoader.load(CodeValidatorProvider.class)) {
            Optional<CodeValidator> v = p.forPolicy(policy);
            if (v.isPresent()) {
                return v;
            }
        }
        return Optional.empty();
    }
}
