package io.agentcage.spring.boot;

import io.agentcage.CodeExecutor;
import io.agentcage.spring.ai.ExecutePythonTool;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;

/**
 * The {@code execute_python} tool as a Spring AI {@link org.springframework.ai.tool.ToolCallback} bean, when Spring
 * AI is on the class path ({@code agentcage.tool.enabled=false} turns it off). Spring AI's MCP server starter serves
 * every {@code ToolCallback} bean, so with it on the class path the tool is also an MCP tool; each MCP call runs
 * fresh (MCP calls carry no conversation id).
 */
@AutoConfiguration(after = AgentCageAutoConfiguration.class,
        beforeName = "org.springframework.ai.mcp.server.common.autoconfigure.ToolCallbackConverterAutoConfiguration")
@ConditionalOnClass(name = "org.springframework.ai.tool.ToolCallback")
@ConditionalOnProperty(prefix = "agentcage.tool", name = "enabled", havingValue = "true", matchIfMissing = true)
public class AgentCageToolAutoConfiguration {

    /** The tool, on the primary executor; its sessions close when the context closes. */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    public ExecutePythonTool agentcageExecutePythonTool(CodeExecutor executor, AgentCageProperties properties) {
        AgentCageProperties.Tool t = properties.getTool();
        return ExecutePythonTool.builder(executor).maxResultChars(t.getMaxResultChars()).sessions(t.isSessions())
                .sessionIdleTimeout(t.getSessionIdleTimeout()).maxSessions(t.getMaxSessions()).build();
    }
}
