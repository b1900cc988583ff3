/**
 * The host's egress proxy settings ({@link io.agentcage.egress.EgressSettings}, {@link io.agentcage.egress.HostResolver}).
 * The proxy itself is in {@code io.agentcage.egress.internal}, which is not API: backends use it to enforce an
 * executor's {@code NetworkPolicy} (ADR 0055).
 */
package io.agentcage.egress;
