package io.agentcage.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.MemoryId;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two users talk to the same agent at the same time. User A stores {@code secret = 'alice-token'} and keeps its call
 * running (blocked in a host function) while user B's code looks for it: B must never see it, whether the agent is a
 * singleton without memory ids (every call fresh) or keeps a session per memory id. The steps are ordered by latches
 * that guest code waits on, so the two calls really overlap, without any sleep or wall-clock margin.
 */
@Timeout(120)
class ToolIsolationTest {

    /** A singleton agent: no memory id, as most applications build it. */
    interface Assistant {
        String chat(String message);
    }

    /** An agent with one conversation per memory id. */
    interface MultiAssistant {
        String chat(@MemoryId String user, @dev.langchain4j.service.UserMessage String message);
    }

    /** The model runs the user's message as code, then answers with the tool's result. Stateless, thread-safe. */
    static final class EchoCodeModel implements ChatModel {
        private final AtomicInteger ids = new AtomicInteger();

        @Override
        public ChatResponse doChat(ChatRequest request) {
            ChatMessage last = request.messages().get(request.messages().size() - 1);
            AiMessage reply = last instanceof ToolExecutionResultMessage r ? AiMessage.from(r.text())
                    : AiMessage.from(ToolExecutionRequest.builder().id("call-" + ids.incrementAndGet())
                            .name(CodeExecutionTool.NAME)
                            .arguments(ScriptedChatModel.json(((UserMessage) last).singleText())).build());
            return ChatResponse.builder().aiMessage(reply).build();
        }
    }

    private final Map<String, CountDownLatch> latches = new ConcurrentHashMap<>();
    private ExecutorService users;
    private CodeExecutor sandbox;

    private CountDownLatch latch(String name) {
        return latches.computeIfAbsent(name, n -> new CountDownLatch(1));
    }

    @BeforeEach
    void open() {
        HostFunction signal = new HostFunction("signal", "Marks a step as done.",
                List.of(HostParameter.required("step", ValueType.STR, "step name")), args -> {
                    latch((String) args.get("step")).countDown();
                    return null;
                });
        HostFunction awaitStep = new HostFunction("await_step", "Waits until a step is done.",
                List.of(HostParameter.required("step", ValueType.STR, "step name")), args -> {
                    if (!latch((String) args.get("step")).await(60, TimeUnit.SECONDS)) {
                        throw new IllegalStateException("step " + args.get("step") + " never came");
                    }
                    return null;
                });
        sandbox = InterpreterExecutor.builder().hostFunction(signal).hostFunction(awaitStep)
                .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(90)).build()).build();
        users = Executors.newFixedThreadPool(2);
    }

    @AfterEach
    void close() {
        users.shutdownNow();
        sandbox.close();
    }

    /** User A's first call: store the secret, let B look, and only end once B has looked. */
    private static final String ALICE_STORES = "secret = 'alice-token'\n"
            + "signal('alice-stored')\nawait_step('bob-looked')\nprint('stored')";
    /** User B's call, while A's call is still running. */
    private static final String BOB_LOOKS = "await_step('alice-stored')\n"
            + "try:\n    print('bob sees', secret)\nexcept NameError as e:\n    print('bob sees nothing:', e)\n"
            + "signal('bob-looked')";

    @Test
    void should_never_show_one_users_variables_to_another_when_a_singleton_agent_has_no_memory_id()
            throws Exception {
        try (CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            Assistant agent = AiServices.builder(Assistant.class).chatModel(new EchoCodeModel()).tools(tool).build();
            Future<String> alice = users.submit(() -> agent.chat(ALICE_STORES));
            Future<String> bob = users.submit(() -> agent.chat(BOB_LOOKS));
            assertThat(alice.get(90, TimeUnit.SECONDS)).contains("stored").contains(CodeExecutionTool.FRESH_NOTE);
            assertThat(bob.get(90, TimeUnit.SECONDS))
                    .contains("bob sees nothing: name 'secret' is not defined").doesNotContain("alice-token");
            // The next call of the same singleton agent starts fresh too: nothing is kept under a shared key.
            assertThat(agent.chat("print(secret)")).contains("NameError: name 'secret' is not defined")
                    .doesNotContain("alice-token");
            assertThat(tool.openSessions()).isZero();
        }
    }

    @Test
    void should_keep_each_users_state_to_their_own_conversation_when_memory_ids_are_given() throws Exception {
        try (CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            MultiAssistant agent = AiServices.builder(MultiAssistant.class).chatModel(new EchoCodeModel())
                    .chatMemoryProvider(id -> MessageWindowChatMemory.withMaxMessages(20)).tools(tool).build();
            Future<String> alice = users.submit(() -> agent.chat("alice", ALICE_STORES));
            Future<String> bob = users.submit(() -> agent.chat("bob", BOB_LOOKS));
            assertThat(alice.get(90, TimeUnit.SECONDS)).contains("stored").doesNotContain("fresh environment");
            assertThat(bob.get(90, TimeUnit.SECONDS))
                    .contains("bob sees nothing: name 'secret' is not defined").doesNotContain("alice-token");
            assertThat(agent.chat("alice", "print(secret)")).contains("alice-token");
            assertThat(agent.chat("bob", "print(secret)")).contains("NameError").doesNotContain("alice-token");
            assertThat(tool.openSessions()).isEqualTo(2);
        }
        // closing the tool closed its sessions but not the executor: its creator closes it
        assertThat(sandbox.execute(io.agentcage.ExecutionRequest.of("1 + 1")).value()).contains("2");
    }

    @Test
    void should_share_one_session_only_when_the_application_opts_in() {
        try (CodeExecutionTool tool = CodeExecutionTool.builder(sandbox).shareOneSessionAcrossCallsWithoutMemoryId()
                .build()) {
            Assistant agent = AiServices.builder(Assistant.class).chatModel(new EchoCodeModel()).tools(tool).build();
            agent.chat("secret = 'alice-token'");
            assertThat(agent.chat("print(secret)")).contains("alice-token").doesNotContain("fresh environment");
            assertThat(tool.openSessions()).isEqualTo(1);
            tool.closeSession(null);
            assertThat(tool.openSessions()).isZero();
        }
    }

    @Test
    void should_refuse_a_new_conversation_when_every_session_is_running_code() throws Exception {
        try (CodeExecutionTool tool = CodeExecutionTool.builder(sandbox).maxSessions(1).build()) {
            CompletableFuture<String> busy = CompletableFuture.supplyAsync(
                    () -> tool.execute("signal('busy')\nawait_step('release')\nprint('done')", "c1"), users);
            latch("busy").await(60, TimeUnit.SECONDS);
            assertThat(tool.execute("print(1)", "c2")).startsWith("The code did not run: all 1 conversation sessions "
                    + "are running code");
            latch("release").countDown();
            assertThat(busy.get(90, TimeUnit.SECONDS)).contains("done");
            // with c1 idle, c2 evicts it: still at most one session
            assertThat(tool.execute("x = 2\nprint(x)", "c2")).contains("--- stdout ---\n2");
            assertThat(tool.openSessions()).isEqualTo(1);
            assertThat(tool.execute("print(x)", "c1")).contains("NameError");
        }
    }

    @Test
    void should_close_the_executor_only_when_it_was_handed_over() {
        InterpreterExecutor own = InterpreterExecutor.create();
        CodeExecutionTool.builder(own).closeExecutorOnClose().build().close();
        try (CodeExecutionTool again = new CodeExecutionTool(own)) {
            assertThat(again.execute("1", "m")).startsWith("The sandbox failed").contains("closed");
        }
    }
}
