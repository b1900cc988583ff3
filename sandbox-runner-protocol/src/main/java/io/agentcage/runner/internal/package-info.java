/**
 * The host side of the runner protocol of the {@code agentcage/python-sandbox} image (framing, the channel over a
 * sandbox's stdin/stdout, requests and result mapping, session variables), shared by the container backends
 * ({@code sandbox-docker}, {@code sandbox-kubernetes}). Not API: anything here may change without notice; see ADR
 * 0002 for the protocol and ADR 0012 for why it lives in its own module.
 */
package io.agentcage.runner.internal;
