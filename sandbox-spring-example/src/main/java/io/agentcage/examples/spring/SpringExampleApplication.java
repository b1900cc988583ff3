package io.agentcage.examples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * A small Spring Boot application: a Spring AI assistant that answers questions by writing Python and running it
 * through AgentCage's {@code execute_python} tool (auto-configured by {@code agentcage-spring-boot-starter}). It
 * needs a {@link org.springframework.ai.chat.model.ChatModel} bean: add a Spring AI model starter (OpenAI, Ollama,
 * ...) to run it for real; its test supplies a scripted one.
 */
@SpringBootApplication
public class SpringExampleApplication {

    public static void main(String[] args) {
        SpringApplication.run(SpringExampleApplication.class, args);
    }
}
