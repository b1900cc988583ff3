package io.agentcage.langchain4j;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A deterministic chat model for tests: each turn is a function of the request (what the model has seen so far),
 * so a turn can read the previous tool result and react to it as a real model would. No network.
 */
final class ScriptedChatModel implements ChatModel {

    private final Deque<Function<ChatRequest, AiMessage>> turns = new ArrayDeque<>();
    final List<ChatRequest> requests = new ArrayList<>();
    private final AtomicInteger callIds = new AtomicInteger();

    /** Adds a turn. */
    ScriptedChatModel then(Function<ChatRequest, AiMessage> turn) {
        turns.add(turn);
        return this;
    }

    /** Adds a turn that calls execute_python with {@code code}. */
    ScriptedChatModel thenRun(String code) {
        return then(req -> runCode(code));
    }

    AiMessage runCode(String code) {
        return AiMessage.from(ToolExecutionRequest.builder().id("call-" + callIds.incrementAndGet())
                .name(CodeExecutionTool.NAME).arguments(json(code)).build());
    }

    @Override
    public ChatResponse doChat(ChatRequest request) {
        requests.add(request);
        Function<ChatRequest, AiMessage> turn = turns.poll();
        if (turn == null) {
            throw new AssertionError("the model was called more often than scripted");
        }
        return ChatResponse.builder().aiMessage(turn.apply(request)).build();
    }

    /** The last message of a request, which must be a tool result. */
    static ToolExecutionResultMessage lastToolResult(ChatRequest request) {
        ChatMessage last = request.messages().get(request.messages().size() - 1);
        if (!(last instanceof ToolExecutionResultMessage r)) {
            throw new AssertionError("expected a tool result last, got " + last);
        }
        return r;
    }

    boolean exhausted() {
        return turns.isEmpty();
    }

    static String json(String code) {
        StringBuilder sb = new StringBuilder("{\"code\": \"");
        for (char c : code.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                default -> sb.append(c);
            }
        }
        return sb.append("\"}").toString();
    }
}
