/** Implementation detail of {@code io.agentcage.langchain4j}: not API, may change in any release. */
package io.agentcage.langchain4j.internal;
