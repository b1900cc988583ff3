package io.agentcage.validator.internal;

import io.agentcage.spi.CodeValidatorProvider;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validator.PolicyValidator;
import java.util.Locale;
import java.util.Optional;

/** Offers the built-in policies {@code strict} and {@code standard} through {@link CodeValidatorProvider}. */
public final class PolicyValidatorProvider implements CodeValidatorProvider {

    @Override
    public Optional<CodeValidator> forPolicy(String policy) {
        switch (policy.toLowerCase(Locale.ROOT)) {
            case "strict": return Optional.of(PolicyValidator.strict());
            case "standard": return Optional.of(PolicyValidator.standard());
            default: return Optional.empty();
        }
    }
}
