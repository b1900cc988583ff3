package io.agentcage.examples.spring;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.ChatOptions;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.model.tool.ToolCallingManager;
import org.springframework.ai.model.tool.ToolExecutionResult;

/**
 * A deterministic chat model for tests (no network): for a user question it asks to call {@code execute_python}
 * with the code scripted for that question; given the tool's result it answers with the last number in it. Like
 * Spring AI's real models, it runs the requested tool calls itself through a {@link ToolCallingManager} (which
 * resolves the tool from the prompt's options) and continues the conversation with their results.
 */
final class ScriptedChatModel implements ChatModel {
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    private final Map<String, String> codeFor;
    private final ToolCallingManager tools = ToolCallingManager.builder().build();
    private final AtomicInteger calls = new AtomicInteger();
    final List<String> toolResults = new CopyOnWriteArrayList<>();
    final List<String> toolArguments = new CopyOnWriteArrayList<>();

    ScriptedChatModel(Map<String, String> codeFor) {
        this.codeFor = Map.copyOf(codeFor);
    }

    /** How many times the model was called. */
    int calls() {
        return calls.get();
    }

    @Override
    public ChatResponse call(Prompt prompt) {
        calls.incrementAndGet();
        List<Message> messages = prompt.getInstructions();
        Message last = messages.get(messages.size() - 1);
        if (last instanceof ToolResponseMessage) {
            String result = ((ToolResponseMessage) last).getResponses().get(0).responseData();
            toolResults.add(result);
            return reply(new AssistantMessage(answerFrom(result)));
        }
        String code = codeFor.get(last.getText());
        if (code == null) {
            return reply(new AssistantMessage("I have no script for: " + last.getText()));
        }
        String arguments = "{\"code\": " + quote(code) + "}";
        toolArguments.add(arguments);
        ChatResponse toolCall = reply(AssistantMessage.builder().content("")
                .toolCalls(List.of(new AssistantMessage.ToolCall("call-" + calls.get(), "function",
                        "execute_python", arguments))).build());
        ToolExecutionResult executed = tools.executeToolCalls(prompt, toolCall);
        return call(new Prompt(executed.conversationHistory(), prompt.getOptions()));
    }

    /** Tool-calling options, so that the chat client can put the tool callbacks and the tool context in them. */
    @Override
    public ChatOptions getOptions() {
        return ToolCallingChatOptions.builder().build();
    }

    @Override
    public ChatOptions getDefaultOptions() {
        return getOptions();
    }

    private static String answerFrom(String toolResult) {
        if (toolResult.contains("Traceback")) {
            return "The code failed: " + toolResult.lines().reduce((a, b) -> b).orElse("");
        }
        Matcher m = NUMBER.matcher(toolResult);
        String n = null;
        while (m.find()) {
            n = m.group();
        }
        return n == null ? "The tool gave no number." : "The answer is " + n + ".";
    }

    private static ChatResponse reply(AssistantMessage message) {
        return new ChatResponse(List.of(new Generation(message)));
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }
}
