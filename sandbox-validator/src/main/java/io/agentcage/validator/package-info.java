/**
 * The pre-execution validator: {@link io.agentcage.validator.PolicyValidator} parses Python and applies a policy
 * (built-in {@code strict} and {@code standard}, or custom) before any backend runs the code. Rule identifiers are
 * listed in {@link io.agentcage.validator.RuleIds}. Implementation detail lives in
 * {@code io.agentcage.validator.internal}, which is not API.
 */
package io.agentcage.validator;
