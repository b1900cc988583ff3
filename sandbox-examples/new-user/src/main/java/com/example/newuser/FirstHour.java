package com.example.newuser;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.service.AiServices;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.json.JsonLinesAuditListener;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.langchain4j.CodeExecutionTool;
import io.agentcage.langchain4j.ToolHostFunctions;
import io.agentcage.validator.PolicyValidator;
import java.nio.file.Path;

/** What a new user writes in the first hour with AgentCage, from the READMEs, imports included. */
public final class FirstHour {

    private FirstHour() {
    }

    /** An agent as most applications build it: one AiService for every user, no memory id. */
    public interface Assistant {
        String chat(String message);
    }

    /** An application tool, compiled without -parameters: its parameter is named by {@code @P(name = ...)}. */
    public static final class WeatherTools {
        @Tool("Current temperature of a city, in degrees Celsius")
        public int temperature(@P(name = "city", value = "the city") String city) {
            return city.equals("Oslo") ? 4 : 20;
        }
    }

    /** The root README's first sample: the interpreter behind the recommended policy, audited to a file. */
    public static ExecutionResult runAudited(String code, Path auditFile) {
        try (JsonLinesAuditListener audit = JsonLinesAuditListener.open(auditFile);
             InterpreterExecutor interpreter = InterpreterExecutor.create();
             CodeExecutor sandbox = GuardedExecutor.builder(interpreter)
                     .validator(PolicyValidator.standard())
                     .auditListener(audit)
                     .build()) {
            return sandbox.execute(ExecutionRequest.of(code));
        }
    }

    /** The agent, its tool on the interpreter with the application's tools callable from the model's code. */
    public static Assistant agent(ChatModel model, CodeExecutionTool tool) {
        return AiServices.builder(Assistant.class).chatModel(model).tools(tool.toolMap()).build();
    }

    /** An interpreter whose guest code can call {@link WeatherTools#temperature} as {@code temperature(city=...)}. */
    public static InterpreterExecutor interpreterWithWeather() {
        return InterpreterExecutor.builder().hostFunction(ToolHostFunctions.fromObjects(new WeatherTools()).get(0))
                .build();
    }

    /** The Docker backend, building its image on first use where the daemon can pull from a registry. */
    public static DockerExecutor docker() {
        return DockerExecutor.builder().buildImageIfMissing().build();
    }
}
