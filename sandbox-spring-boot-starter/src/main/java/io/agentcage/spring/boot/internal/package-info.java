/** Implementation of {@code io.agentcage.spring.boot}; not API: it may change in any release. */
package io.agentcage.spring.boot.internal;
