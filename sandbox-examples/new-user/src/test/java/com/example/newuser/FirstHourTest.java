package com.example.newuser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.langchain4j.CodeExecutionTool;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The first hour, checked: built from sandbox-bom alone, on whatever LangChain4j release the build imported. */
class FirstHourTest {

    /** Runs the user's message as code, then answers with the tool's result. */
    static final class EchoCodeModel implements ChatModel {
        @Override
        public ChatResponse doChat(ChatRequest request) {
            ChatMessage last = request.messages().get(request.messages().size() - 1);
            AiMessage reply = last instanceof ToolExecutionResultMessage r ? AiMessage.from(r.text())
                    : AiMessage.from(ToolExecutionRequest.builder().id("1").name(CodeExecutionTool.NAME)
                            .arguments("{\"code\": " + quote(((UserMessage) last).singleText()) + "}").build());
            return ChatResponse.builder().aiMessage(reply).build();
        }

        private static String quote(String s) {
            return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
        }
    }

    @Test
    void should_run_audited_code_and_close_the_audit_file_when_following_the_readme(@TempDir Path dir)
            throws Exception {
        Path audit = dir.resolve("audit.jsonl");
        ExecutionResult r = FirstHour.runAudited("sum(x * x for x in range(10))", audit);
        assertEquals(Outcome.SUCCESS, r.outcome(), r.message());
        assertEquals("285", r.value().orElse(""));
        assertEquals(3, Files.readAllLines(audit).size(), "ACCEPTED, STARTED, FINISHED");
        Path fds = Path.of("/proc/self/fd");
        if (Files.isDirectory(fds)) {   // Linux: no descriptor of this JVM still points at the audit file
            try (java.util.stream.Stream<Path> open = Files.list(fds)) {
                assertFalse(open.anyMatch(fd -> {
                    try {
                        return Files.readSymbolicLink(fd).equals(audit.toRealPath());
                    } catch (java.io.IOException gone) {
                        return false;
                    }
                }), "the audit listener was closed");
            }
        }
    }

    @Test
    void should_keep_one_users_variables_from_another_when_the_agent_has_no_memory_id() {
        try (InterpreterExecutor sandbox = FirstHour.interpreterWithWeather();
             CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            FirstHour.Assistant agent = FirstHour.agent(new EchoCodeModel(), tool);
            assertTrue(agent.chat("secret = 'alice-token'\nprint('stored')").contains("stored"));
            String bob = agent.chat("print(secret)");
            assertTrue(bob.contains("NameError: name 'secret' is not defined"), bob);
            assertFalse(bob.contains("alice-token"), bob);
            String weather = agent.chat("print(temperature(city='Oslo'))");
            assertTrue(weather.contains("--- stdout ---\n4"), weather);
        }
    }

    @Test
    void should_load_one_jackson_version_when_built_from_the_bom() {
        String databind = com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString();
        String core = com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString();
        assertEquals(databind, core, "jackson-databind and jackson-core");
        String annotationsJar = com.fasterxml.jackson.annotation.JsonProperty.class.getProtectionDomain()
                .getCodeSource().getLocation().getPath();
        String minor = databind.replaceAll("^(\\d+\\.\\d+).*", "$1");
        assertTrue(annotationsJar.contains("jackson-annotations-" + minor), annotationsJar + " for databind " + databind);
    }
}
