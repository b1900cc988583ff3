package io.agentcage.langchain4j;

import static io.agentcage.langchain4j.ScriptedChatModel.lastToolResult;
import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.service.AiServices;
import io.agentcage.interpreter.InterpreterExecutor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Code mode: the agent's tools become functions that the model's code calls inside the interpreter. */
class CodeModeAgentTest {

    interface Assistant {
        String chat(String message);
    }

    /** An ordinary LangChain4j tool object; it records its calls so the test can see they really happened. */
    static final class Inventory {
        final List<String> calls = java.util.Collections.synchronizedList(new ArrayList<>());
        final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
        final java.util.concurrent.atomic.AtomicInteger maxInFlight = new java.util.concurrent.atomic.AtomicInteger();

        @Tool("Units of an item in stock")
        int stock(@P("item name") String item) throws InterruptedException {
            calls.add(item);
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                Thread.sleep(200); // a remote call; long enough for a gather's calls to overlap under load
            } finally {
                inFlight.decrementAndGet();
            }
            return switch (item) {
                case "pen" -> 120;
                case "book" -> 14;
                default -> throw new IllegalArgumentException("unknown item '" + item + "'");
            };
        }
    }

    @Test
    void should_let_model_code_call_agent_tools_when_they_are_host_functions() {
        Inventory inventory = new Inventory();
        try (InterpreterExecutor sandbox = InterpreterExecutor.builder()
                .hostFunction(ToolHostFunctions.fromObjects(inventory).get(0)).build();
             CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            ScriptedChatModel model = new ScriptedChatModel()
                    .then(req -> {
                        assertThat(req.toolSpecifications()).hasSize(1);
                        return new ScriptedChatModel().runCode(
                                "counts = {item: stock(item) for item in ['pen', 'book']}\n"
                                        + "print(sum(counts.values()))\nstock('lamp')");
                    })
                    .then(req -> {
                        String text = lastToolResult(req).text();
                        assertThat(text).contains("--- stdout ---\n134").contains("unknown item 'lamp'");
                        return AiMessage.from("In stock: " + text.replaceAll("(?s).*--- stdout ---\\n(\\d+).*", "$1"));
                    });
            Assistant agent = AiServices.builder(Assistant.class).chatModel(model)
                    .chatMemory(MessageWindowChatMemory.withMaxMessages(10)).tools(tool.toolMap()).build();
            assertThat(agent.chat("How many pens and books together?")).isEqualTo("In stock: 134");
            assertThat(inventory.calls).containsExactly("pen", "book", "lamp");
            assertThat(tool.description()).contains("```python\nasync def stock(item: str) -> int:\n"
                    + "    \"\"\"Units of an item in stock\n\n    Args:\n        item: item name\n    \"\"\"\n```");
        }
    }

    @Test
    void should_run_the_tools_at_the_same_time_when_the_model_writes_an_async_program_that_gathers_them() {
        Inventory inventory = new Inventory();
        try (InterpreterExecutor sandbox = InterpreterExecutor.builder()
                .hostFunction(ToolHostFunctions.fromObjects(inventory).get(0)).build();
             CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            ScriptedChatModel model = new ScriptedChatModel()
                    .then(req -> {
                        assertThat(req.toolSpecifications().get(0).description())
                                .contains("async def stock(item: str) -> int:");
                        return new ScriptedChatModel().runCode("import asyncio\n"
                                + "async def main():\n"
                                + "    items = ['pen', 'book', 'pen', 'book', 'pen']\n"
                                + "    counts = await asyncio.gather(*(stock(i) for i in items))\n"
                                + "    return dict(zip(items, counts))\n"
                                + "print(asyncio.run(main()))");
                    })
                    .then(req -> AiMessage.from(lastToolResult(req).text()
                            .replaceAll("(?s).*--- stdout ---\\n(\\{.*?\\}).*", "$1")));
            Assistant agent = AiServices.builder(Assistant.class).chatModel(model)
                    .chatMemory(MessageWindowChatMemory.withMaxMessages(10)).tools(tool.toolMap()).build();
            assertThat(agent.chat("Stock of pens and books?")).isEqualTo("{'pen': 120, 'book': 14}");
            assertThat(inventory.calls).hasSize(5);
            assertThat(inventory.maxInFlight).as("the five calls ran at the same time").hasValue(5);
        }
    }
}
