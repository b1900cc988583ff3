/** Implementation of {@code io.agentcage.testcontainers}; not API: it may change in any release. */
package io.agentcage.testcontainers.internal;
