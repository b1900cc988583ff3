/** The {@code agentcage mcp} server: the sandbox as Model Context Protocol tools over stdio. */
package io.agentcage.cli.mcp;
