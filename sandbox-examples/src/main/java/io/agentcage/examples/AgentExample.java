package io.agentcage.examples;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.service.AiServices;
import io.agentcage.CodeExecutor;
import io.agentcage.GuardedExecutor;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.langchain4j.CodeExecutionTool;
import io.agentcage.validator.PolicyValidator;
import java.io.PrintStream;
import java.util.List;

/**
 * A LangChain4j agent that answers by writing Python: with an OpenAI-compatible model when {@code OPENAI_API_KEY}
 * is set ({@code OPENAI_BASE_URL} and {@code OPENAI_MODEL} optional), otherwise with a scripted offline model that
 * makes a mistake, reads the traceback and fixes it, as a real model does.
 */
public final class AgentExample {

    /** The agent's interface: one question in, one answer out. */
    public interface Assistant {
        /** Answers a question. */
        String chat(String question);
    }

    private AgentExample() {
    }

    public static void main(String[] args) {
        String key = System.getenv("OPENAI_API_KEY");
        run(key == null || key.isBlank() ? new OfflineModel() : openAi(key), System.out);
    }

    /** Asks the agent one question, printing every tool call and the answer to {@code out}. */
    public static String run(ChatModel model, PrintStream out) {
        try (CodeExecutor sandbox = GuardedExecutor.builder(InterpreterExecutor.create())
                .validator(PolicyValidator.standard()).closeBackendOnClose().build();
             CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            Assistant assistant = AiServices.builder(Assistant.class)
                    .chatModel(model)
                    .chatMemory(MessageWindowChatMemory.withMaxMessages(20))
                    .tools(tool.toolMap())
                    .afterToolExecution(e -> out.println("[tool] " + e.request().arguments() + "\n"
                            + e.result().indent(7)))
                    .build();
            String answer = assistant.chat("What is the median of 7, 1, 9, 4 and 12? Use Python.");
            out.println("answer: " + answer);
            return answer;
        }
    }

    private static ChatModel openAi(String key) {
        String base = System.getenv().getOrDefault("OPENAI_BASE_URL", "https://api.openai.com/v1");
        String name = System.getenv().getOrDefault("OPENAI_MODEL", "gpt-4o-mini");
        return OpenAiChatModel.builder().apiKey(key).baseUrl(base).modelName(name).build();
    }

    /** An offline stand-in for a model: first attempt fails, the fix uses the traceback, then it answers. */
    public static final class OfflineModel implements ChatModel {
        @Override
        public ChatResponse doChat(ChatRequest request) {
            List<ChatMessage> messages = request.messages();
            ChatMessage last = messages.get(messages.size() - 1);
            if (!(last instanceof ToolExecutionResultMessage result)) {
                return call("values = [7, 1, 9, 4, 12]\nstatistics.median(values)");
            }
            if (result.text().contains("NameError")) {
                return call("values = [7, 1, 9, 4, 12]\nsorted(values)[len(values) // 2]");
            }
            String value = result.text().replaceAll("(?s).*--- value ---\\n(\\S+).*", "$1");
            return ChatResponse.builder().aiMessage(AiMessage.from("The median is " + value + ".")).build();
        }

        private static ChatResponse call(String code) {
            String json = "{\"code\": \"" + code.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")
                    + "\"}";
            return ChatResponse.builder().aiMessage(AiMessage.from(ToolExecutionRequest.builder()
                    .id("call-" + code.hashCode()).name(CodeExecutionTool.NAME).arguments(json).build())).build();
        }
    }
}
