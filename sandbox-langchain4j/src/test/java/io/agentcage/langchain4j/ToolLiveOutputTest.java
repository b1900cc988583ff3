package io.agentcage.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.OutputChunk;
import io.agentcage.interpreter.InterpreterExecutor;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The tool hands each call's output to the listener the application gives for the call's conversation. */
class ToolLiveOutputTest {

    @Test
    void should_stream_each_calls_output_to_its_conversations_listener_when_listeners_are_given() {
        Map<Object, List<String>> seen = new ConcurrentHashMap<>();
        try (CodeExecutionTool tool = CodeExecutionTool.builder(InterpreterExecutor.create()).closeExecutorOnClose()
                .outputListeners(memoryId -> chunk -> {
                    if (chunk.stream() == OutputChunk.Stream.STDOUT) {
                        seen.computeIfAbsent(memoryId, k -> new CopyOnWriteArrayList<>()).add(chunk.text());
                    }
                }).build()) {
            String a = tool.execute("for i in range(3):\n    print('alice', i)\n", "alice");
            String b = tool.execute("print('bob')\n", "bob");
            assertThat(a).contains("alice 2");
            assertThat(b).contains("bob");
        }
        assertThat(String.join("", seen.get("alice"))).isEqualTo("alice 0\nalice 1\nalice 2\n");
        assertThat(String.join("", seen.get("bob"))).isEqualTo("bob\n");
    }
}
