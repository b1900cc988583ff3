/**
 * Implementation of the Docker backend: container creation and hardening, the runner protocol, the warm pool and
 * the clean-up of leftovers. Not API: anything here may change without notice.
 */
package io.agentcage.docker.internal;
