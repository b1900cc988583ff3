package io.agentcage.examples.spring;

import io.agentcage.spring.ai.ExecutePythonTool;
import java.util.Map;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.stereotype.Service;

/**
 * Answers questions with the help of Python: the model may call {@code execute_python}, which runs in the
 * conversation's own sandbox session (variables survive between the questions of one conversation only).
 */
@Service
public class MathAssistant {

    static final String SYSTEM = "You answer questions about numbers. Compute with the execute_python tool, never "
            + "in your head, then answer in one sentence.";

    private final ChatClient chat;

    public MathAssistant(ChatModel model, ExecutePythonTool executePython) {
        this.chat = ChatClient.builder(model).defaultSystem(SYSTEM).defaultToolCallbacks(executePython).build();
    }

    /** The answer to {@code question} in conversation {@code conversationId}. */
    public String answer(String conversationId, String question) {
        return chat.prompt().user(question)
                .toolContext(Map.of(ChatMemory.CONVERSATION_ID, conversationId))
                .call().content();
    }
}
