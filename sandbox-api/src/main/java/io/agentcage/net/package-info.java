/**
 * Network egress of guest code: the {@link io.agentcage.net.NetworkPolicy} an executor enforces (none by default),
 * the {@link io.agentcage.net.SecretResolver} through which the host adds credentials guest code never sees, and
 * the {@link io.agentcage.net.EgressRecord} each request leaves in results and the audit trail.
 */
package io.agentcage.net;
