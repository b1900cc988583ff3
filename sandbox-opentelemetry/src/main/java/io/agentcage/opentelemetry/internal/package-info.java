/** Implementation of {@code io.agentcage.opentelemetry}; not API: it may change in any release. */
package io.agentcage.opentelemetry.internal;
