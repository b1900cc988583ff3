/** Implementation of the validator's rules: scopes, value tracking, regex and size analysis. Not API. */
package io.agentcage.validator.internal;
