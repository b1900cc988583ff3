/** Implementation of {@code io.agentcage.spring.ai}; not API: it may change in any release. */
package io.agentcage.spring.ai.internal;
