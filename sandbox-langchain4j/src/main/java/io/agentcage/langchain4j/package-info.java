/**
 * LangChain4j integration: {@link io.agentcage.langchain4j.CodeExecutionTool} (the {@code execute_python} tool),
 * {@link io.agentcage.langchain4j.SandboxCodeExecutionEngine} and {@link io.agentcage.langchain4j.ToolHostFunctions}
 * (LangChain4j tools callable from guest code).
 */
package io.agentcage.langchain4j;
