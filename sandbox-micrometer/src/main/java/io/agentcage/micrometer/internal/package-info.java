/** Implementation of {@code io.agentcage.micrometer}; not API: it may change in any release. */
package io.agentcage.micrometer.internal;
