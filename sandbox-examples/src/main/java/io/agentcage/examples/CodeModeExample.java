package io.agentcage.examples;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
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
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.host.CallResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.PendingCall;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.langchain4j.CodeExecutionTool;
import io.agentcage.langchain4j.ToolHostFunctions;
import io.agentcage.validator.PolicyValidator;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Code mode: the agent's tools are host functions, and the model answers by writing one async program that calls
 * them, concurrently, instead of one tool call per turn. The tools here take 100 ms each; the program gathers eight
 * calls, which run at the same time on the host. A second part shows a call that needs a person's approval: the
 * execution suspends, its snapshot is kept as bytes, and another executor resumes it with the answer.
 *
 * <p>With {@code OPENAI_API_KEY} set ({@code OPENAI_BASE_URL}, {@code OPENAI_MODEL} optional) a real model writes the
 * program from the tool description (which lists the tools as typed {@code async def} stubs); otherwise a scripted
 * offline model writes the program a model typically writes.
 */
public final class CodeModeExample {

    /** The agent's interface: one question in, one answer out. */
    public interface Assistant {
        /** Answers a question. */
        String chat(String question);
    }

    /** The shop's tools: each call takes 100 ms, like a remote service. */
    public static final class Shop {
        private final AtomicInteger inFlight = new AtomicInteger();
        private final AtomicInteger maxInFlight = new AtomicInteger();
        private final AtomicInteger calls = new AtomicInteger();
        private final java.util.concurrent.CountDownLatch together;

        /** A shop whose calls each take 100 ms. */
        public Shop() {
            this(0);
        }

        /**
         * A shop whose first {@code together} calls also wait (up to 30 s) until that many are running: a test can
         * then see that the calls ran at the same time without depending on how fast a loaded machine starts them.
         */
        public Shop(int together) {
            this.together = together > 0 ? new java.util.concurrent.CountDownLatch(together) : null;
        }

        @Tool(name = "price_of", value = "Unit price of a product in cents")
        public int priceOf(@P(name = "product", value = "the product's name") String product) throws Exception {
            return slow(() -> switch (product) {
                case "pen" -> 150;
                case "book" -> 1200;
                case "lamp" -> 3500;
                case "mug" -> 800;
                default -> throw new IllegalArgumentException("no product '" + product + "'");
            });
        }

        @Tool(name = "stock", value = "Units of a product in the warehouse")
        public int stock(@P(name = "product", value = "the product's name") String product) throws Exception {
            return slow(() -> Math.abs(product.hashCode() % 50) + 1);
        }

        private int slow(java.util.function.IntSupplier answer) throws InterruptedException {
            calls.incrementAndGet();
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                if (together != null) {
                    together.countDown();
                    together.await(30, java.util.concurrent.TimeUnit.SECONDS);
                }
                Thread.sleep(100);
                return answer.getAsInt();
            } finally {
                inFlight.decrementAndGet();
            }
        }

        /** The most calls that were running at the same time. */
        public int maxInFlight() {
            return maxInFlight.get();
        }

        /** How many calls were made. */
        public int calls() {
            return calls.get();
        }
    }

    /** What the offline model writes: a program a model writes in code mode. */
    static final String PROGRAM = """
            import asyncio

            async def main():
                products = ["pen", "book", "lamp", "mug"]
                prices, stocks = await asyncio.gather(
                    asyncio.gather(*(price_of(p) for p in products)),
                    asyncio.gather(*(stock(p) for p in products)),
                )
                for p, price, n in zip(products, prices, stocks):
                    print(f"{p:5} {n:3} x {price / 100:6.2f}")
                return sum(price * n for price, n in zip(prices, stocks))

            total = asyncio.run(main())
            print(f"stock value: {total / 100:.2f}")
            """;

    private CodeModeExample() {
    }

    public static void main(String[] args) {
        String key = System.getenv("OPENAI_API_KEY");
        run(key == null || key.isBlank() ? new OfflineModel() : openAi(key), new Shop(), System.out);
        suspendAndResume(System.out);
    }

    /** Asks the agent about the shop's stock, printing the program's result, the answer and the timing. */
    public static String run(ChatModel model, Shop shop, PrintStream out) {
        InterpreterExecutor.Builder backend = InterpreterExecutor.builder();
        ToolHostFunctions.fromObjects(shop).forEach(backend::hostFunction);
        try (CodeExecutor sandbox = GuardedExecutor.builder(backend.build())
                .validator(PolicyValidator.standard()).closeBackendOnClose().build();
             CodeExecutionTool tool = new CodeExecutionTool(sandbox)) {
            Assistant assistant = AiServices.builder(Assistant.class)
                    .chatModel(model)
                    .chatMemory(MessageWindowChatMemory.withMaxMessages(20))
                    .tools(tool.toolMap())
                    .afterToolExecution(e -> out.println("[tool]\n" + e.result().indent(7)))
                    .build();
            long start = System.nanoTime();
            String answer = assistant.chat("What is the total value of the stock of pens, books, lamps and mugs?");
            out.printf("answer: %s%n(%d tool calls, at most %d at the same time, %d ms in all)%n", answer,
                    shop.calls(), shop.maxInFlight(), (System.nanoTime() - start) / 1_000_000);
            return answer;
        }
    }

    /**
     * A tool that needs a person: the execution stops at its call (outcome {@code SUSPENDED}); the snapshot is
     * plain bytes (store it anywhere), and an executor with the same key (here a new one) continues it later.
     */
    public static String suspendAndResume(PrintStream out) {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key); // in production: a secret shared by the nodes that resume
        HostFunction approve = HostFunction.external("approve", "Asks the manager to approve an order; true if"
                + " approved", List.of(HostParameter.required("amount", ValueType.INT, "the order's amount in cents")))
                .withReturns(ValueType.BOOL);
        String code = """
                order = {"book": 3, "mug": 2}
                amount = 3 * 1200 + 2 * 800
                print("asking for", amount)
                print("ordered" if approve(amount=amount) else "not ordered", order)
                """;
        byte[] snapshot;
        try (InterpreterExecutor first = InterpreterExecutor.builder().hostFunction(approve).snapshotKey(key)
                .build()) {
            ExecutionResult r = first.execute(ExecutionRequest.of(code));
            PendingCall call = r.suspension().orElseThrow().pendingCalls().get(0);
            out.printf("%s: %s(%s), snapshot of %d bytes%n%s", r.outcome(), call.function(), call.arguments(),
                    r.suspension().get().snapshot().length, r.stdout());
            snapshot = r.suspension().get().snapshot();
            String id = call.id();
            try (InterpreterExecutor later = InterpreterExecutor.builder().hostFunction(approve).snapshotKey(key)
                    .build()) {
                ExecutionResult done = later.resume(snapshot, Map.of(id, CallResult.returned(true)));
                out.print("resumed: " + done.outcome() + "\n" + done.stdout());
                return done.outcome() == Outcome.SUCCESS ? done.stdout() : done.message();
            }
        }
    }

    private static ChatModel openAi(String key) {
        String base = System.getenv().getOrDefault("OPENAI_BASE_URL", "https://api.openai.com/v1");
        String name = System.getenv().getOrDefault("OPENAI_MODEL", "gpt-4o-mini");
        return OpenAiChatModel.builder().apiKey(key).baseUrl(base).modelName(name).build();
    }

    /** An offline stand-in for a model: it writes {@link #PROGRAM} when the tools are offered, then answers. */
    public static final class OfflineModel implements ChatModel {
        @Override
        public ChatResponse doChat(ChatRequest request) {
            List<ChatMessage> messages = request.messages();
            ChatMessage last = messages.get(messages.size() - 1);
            if (!(last instanceof ToolExecutionResultMessage result)) {
                String description = request.toolSpecifications().get(0).description();
                if (!description.contains("async def price_of(product: str) -> int:")) {
                    throw new IllegalStateException("the tool description does not list the tools:\n" + description);
                }
                return call(PROGRAM);
            }
            String value = result.text().replaceAll("(?s).*stock value: (\\S+).*", "$1");
            return ChatResponse.builder().aiMessage(AiMessage.from("The stock is worth " + value + ".")).build();
        }

        private static ChatResponse call(String code) {
            String json = "{\"code\": \"" + code.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")
                    + "\"}";
            return ChatResponse.builder().aiMessage(AiMessage.from(ToolExecutionRequest.builder()
                    .id("call-1").name(CodeExecutionTool.NAME).arguments(json).build())).build();
        }
    }
}
