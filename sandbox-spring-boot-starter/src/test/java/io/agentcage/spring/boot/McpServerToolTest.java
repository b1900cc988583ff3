package io.agentcage.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.common.McpTransportContext;
import io.modelcontextprotocol.server.McpAsyncServerExchange;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServerExchange;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.ai.mcp.server.common.autoconfigure.McpServerJsonMapperAutoConfiguration;
import org.springframework.ai.mcp.server.common.autoconfigure.ToolCallbackConverterAutoConfiguration;
import org.springframework.ai.mcp.server.common.autoconfigure.properties.McpServerProperties;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/** With Spring AI's MCP server starter present, its tool conversion serves execute_python; each call runs fresh. */
@Timeout(60)
class McpServerToolTest {

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(McpServerProperties.class)
    static class McpProperties {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withUserConfiguration(McpProperties.class)
            .withConfiguration(AutoConfigurations.of(AgentCageAutoConfiguration.class,
                    AgentCageToolAutoConfiguration.class, McpServerJsonMapperAutoConfiguration.class,
                    ToolCallbackConverterAutoConfiguration.class));

    @SuppressWarnings("unchecked")
    private static List<SyncToolSpecification> tools(org.springframework.context.ApplicationContext context) {
        return (List<SyncToolSpecification>) context.getBean("syncTools");
    }

    @Test
    void should_serve_execute_python_as_an_mcp_tool_that_runs_each_call_fresh() {
        runner.run(context -> {
            List<SyncToolSpecification> tools = tools(context);
            assertThat(tools.stream().map(t -> t.tool().name()).collect(Collectors.toList()))
                    .containsExactly("execute_python");
            SyncToolSpecification tool = tools.get(0);
            assertThat(tool.tool().inputSchema()).containsEntry("required", List.of("code"));

            // A client's exchange as the server hands it to tool handlers (no session needed by this tool).
            McpSyncServerExchange exchange = new McpSyncServerExchange(new McpAsyncServerExchange("client-1", null,
                    McpSchema.ClientCapabilities.builder().build(), new McpSchema.Implementation("test", "1"),
                    McpTransportContext.EMPTY));
            McpSchema.CallToolResult first = tool.callHandler().apply(exchange,
                    new McpSchema.CallToolRequest("execute_python", Map.of("code", "x = 6 * 7\nx")));
            McpSchema.CallToolResult second = tool.callHandler().apply(exchange,
                    new McpSchema.CallToolRequest("execute_python", Map.of("code", "x")));

            assertThat(text(first)).contains("42");
            assertThat(text(second)).contains("NameError");
        });
    }

    @Test
    void should_serve_no_tool_when_the_tool_is_disabled() {
        runner.withPropertyValues("agentcage.tool.enabled=false")
                .run(context -> assertThat(tools(context)).isEmpty());
    }

    private static String text(McpSchema.CallToolResult result) {
        return result.content().stream().filter(c -> c instanceof McpSchema.TextContent)
                .map(c -> ((McpSchema.TextContent) c).text()).collect(Collectors.joining("\n"));
    }
}
