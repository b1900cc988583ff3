/**
 * Implementation of the Kubernetes backend: the hardened pod spec, the attach transport, the warm pool shared by
 * replicas with resourceVersion-guarded claims, leases and the janitor. Not API: anything here may change without
 * notice.
 */
package io.agentcage.kubernetes.internal;
