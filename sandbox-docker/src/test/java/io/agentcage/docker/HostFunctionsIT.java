package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Host functions in the Docker backend, end to end through the runner protocol: guest code in CPython calls Java
 * functions directly (blocking) and, inside asyncio code, awaits them concurrently; host exceptions are Python
 * exceptions; values that JSON cannot carry are refused with a clear error; a flood of calls ends in the
 * {@code HOST_CALLS} limit. Concurrency is asserted from the host's own record of when each call started and ended
 * (every call started before the first one ended), not from wall-clock time.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostFunctionsIT {
    /** One call as the host saw it: the argument, and when it started and ended (System.nanoTime). */
    record Span(Object item, long start, long end) {
    }

    private final ConcurrentLinkedQueue<Span> spans = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<CompletableFuture<Object>> hanging = new ConcurrentLinkedQueue<>();
    private DockerExecutor executor;

    @BeforeAll
    void start() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build();
        executor = DockerExecutor.builder()
                .config(DockerTestSupport.config(ceilings).preloadModules(List.of()).poolMinIdle(1).build())
                .hostFunction(HostFunction.blocking("lookup", "Looks an item up (takes 100 ms)",
                        List.of(HostParameter.required("item", ValueType.ANY, "what to look up")), args -> {
                            long t0 = System.nanoTime();
                            Thread.sleep(100);
                            spans.add(new Span(args.get("item"), t0, System.nanoTime()));
                            return Map.of("item", args.get("item"), "found", true);
                        }).withReturns(ValueType.DICT))
                .hostFunction(HostFunction.blocking("price_of", "Unit price in cents",
                        List.of(HostParameter.required("product", ValueType.STR, "the product"),
                                HostParameter.optional("quantity", ValueType.INT, "how many")),
                        args -> 250L * ((Number) args.getOrDefault("quantity", 1L)).longValue()))
                .hostFunction(HostFunction.blocking("refuse", "Always refuses",
                        List.of(HostParameter.required("why", ValueType.STR, "")), args -> {
                            throw new IllegalArgumentException("refused: " + args.get("why"));
                        }))
                .hostFunction(HostFunction.blocking("crash", "Always fails", List.of(), args -> {
                    throw new IllegalStateException("the database is down");
                }))
                .hostFunction(HostFunction.blocking("raw", "Returns bytes", List.of(), args -> new byte[] {1, 2}))
                .hostFunction(HostFunction.async("later", "Answers from a CompletionStage",
                        List.of(HostParameter.required("x", ValueType.INT, "")),
                        args -> CompletableFuture.supplyAsync(() -> ((Long) args.get("x")) * 2,
                                CompletableFuture.delayedExecutor(50, TimeUnit.MILLISECONDS))))
                .hostFunction(HostFunction.blocking("ping", "Answers at once", List.of(), args -> "pong"))
                .hostFunction(HostFunction.async("hang", "Never answers", List.of(), args -> {
                    CompletableFuture<Object> f = new CompletableFuture<>();
                    hanging.add(f);
                    return f;
                }))
                .hostFunction(HostFunction.blocking("hang_cancelled", "Whether every hang() call was cancelled",
                        List.of(), args -> !hanging.isEmpty()
                                && hanging.stream().allMatch(CompletableFuture::isCancelled)))
                .build();
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
        }
    }

    private ExecutionResult run(String code) {
        return executor.execute(ExecutionRequest.of(code));
    }

    @Test
    void should_report_host_functions_and_their_stubs_in_capabilities() {
        assertThat(executor.capabilities().hostFunctions()).isTrue();
        assertThat(executor.capabilities().hostFunctionStubs()).anySatisfy(s -> assertThat(s)
                .startsWith("async def price_of(product: str, quantity: int | None = None):")
                .contains("Unit price in cents"));
        assertThat(executor.hostFunctions()).hasSize(9);
    }

    @Test
    void should_return_the_host_result_when_guest_code_calls_directly() {
        ExecutionResult r = run("total = price_of('tea') + price_of('cake', quantity=3)\n"
                + "info = lookup(['a', 1, 2.5, None, True, {'k': 'v'}])\n"
                + "print(total, sorted(info), info['item'])\ntotal");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("1000 ['found', 'item'] ['a', 1, 2.5, None, True, {'k': 'v'}]\n");
        assertThat(r.value()).contains("1000");
        assertThat(r.usage().hostCalls()).isEqualTo(3);
    }

    @Test
    void should_run_gathered_calls_at_the_same_time_when_awaited_in_asyncio() {
        spans.clear();
        ExecutionResult r = run("import asyncio\n"
                + "async def main():\n"
                + "    found = await asyncio.gather(*(lookup(i) for i in range(10)))\n"
                + "    return [f['item'] for f in found]\n"
                + "print(asyncio.run(main()))\n");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]\n");
        assertThat(spans).hasSize(10);
        long lastStart = spans.stream().mapToLong(Span::start).max().orElseThrow();
        long firstEnd = spans.stream().mapToLong(Span::end).min().orElseThrow();
        assertThat(lastStart).as("every call started before the first one ended: all ten were in flight at once")
                .isLessThan(firstEnd);
        assertThat(r.usage().hostCalls()).isEqualTo(10);
    }

    @Test
    void should_await_an_asynchronous_implementation_and_name_the_coroutine() {
        ExecutionResult r = run("import asyncio\n"
                + "async def main():\n"
                + "    c = later(21)\n"
                + "    print(type(c).__name__, c.__name__)\n"
                + "    return await c + sum(await asyncio.gather(later(1), later(2)))\n"
                + "asyncio.run(main())");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("coroutine later\n");
        assertThat(r.value()).contains("48");
    }

    @Test
    void should_cancel_the_host_call_when_the_awaiting_task_is_cancelled() {
        ExecutionResult r = run("import asyncio\n"
                + "async def main():\n"
                + "    try:\n        await asyncio.wait_for(hang(), 0.2)\n"
                + "    except TimeoutError:\n        print('timed out')\n"
                + "    return await hang_cancelled()\n"   // the cancel reaches the host before this later call
                + "asyncio.run(main())");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("timed out\n");
        assertThat(r.value()).contains("True");
    }

    @Test
    void should_raise_python_exceptions_when_the_host_function_fails() {
        ExecutionResult r = run("try:\n    refuse('no budget')\nexcept ValueError as e:\n    print('ValueError:', e)\n"
                + "try:\n    price_of('tea', 1, 2)\nexcept TypeError as e:\n    print('TypeError:', e)\n"
                + "try:\n    price_of(product=3)\nexcept TypeError as e:\n    print('TypeError:', e)\n"
                + "crash()\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.stdout()).isEqualTo("ValueError: refuse(): refused: no budget\n"
                + "TypeError: price_of() takes 2 positional arguments but 3 were given\n"
                + "TypeError: price_of() argument 'product' must be str, not int\n");
        assertThat(r.error()).hasValueSatisfying(e -> {
            assertThat(e.type()).isEqualTo("RuntimeError");
            assertThat(e.message()).isEqualTo("crash() failed: the database is down");
            assertThat(e.traceback()).anySatisfy(f -> assertThat(f.line()).isEqualTo(13));
        });
    }

    @Test
    void should_refuse_values_json_cannot_carry_with_a_clear_error() {
        ExecutionResult r = run("for bad in ({1, 2}, b'x', {1: 'a'}, float('nan')):\n"
                + "    try:\n        lookup(bad)\n    except (TypeError, ValueError) as e:\n"
                + "        print(type(e).__name__, e)\n"
                + "try:\n    raw()\nexcept TypeError as e:\n    print('TypeError', e)\n");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("TypeError cannot pass a value of type 'set' to the host; pass plain data"
                + " (None, bool, int, float, str, list, tuple or dict with str keys)\n"
                + "TypeError cannot pass a value of type 'bytes' to the host; pass plain data"
                + " (None, bool, int, float, str, list, tuple or dict with str keys)\n"
                + "TypeError dict keys passed to the host must be str, not int\n"
                + "ValueError cannot pass the float nan to the host: JSON has no NaN or infinity\n"
                + "TypeError raw() returned a value that cannot reach the guest: byte[] has no JSON form on this "
                + "backend; return a String (base64, for example)\n");
    }

    @Test
    void should_end_in_the_host_call_limit_when_code_floods_the_host_with_calls() {
        ExecutionRequest direct = ExecutionRequest.builder("while True:\n    ping()\n")
                .limits(ExecutionLimits.builder().maxHostCalls(200).build()).build();
        ExecutionResult r = executor.execute(direct);
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.HOST_CALLS);
        assertThat(r.message()).isEqualTo("host call limit of 200 exceeded");

        ExecutionRequest gathered = ExecutionRequest.builder("import asyncio\n"
                + "async def main():\n    await asyncio.gather(*(ping() for _ in range(100000)))\n"
                + "asyncio.run(main())\n").limits(ExecutionLimits.builder().maxHostCalls(500).build()).build();
        r = executor.execute(gathered);
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.HOST_CALLS);
        assertThat(run("ping()").value()).contains("'pong'");
    }

    @Test
    void should_call_the_host_from_every_execution_of_a_session() {
        try (Session s = executor.openSession()) {
            ExecutionResult first = s.execute(ExecutionRequest.of("prices = [price_of(p) for p in ('a', 'b')]"));
            assertThat(first.outcome()).as(first.toString()).isEqualTo(Outcome.SUCCESS);
            ExecutionResult second = s.execute(ExecutionRequest.of("sum(prices) + price_of('c', 2)"));
            assertThat(second.outcome()).as(second.toString()).isEqualTo(Outcome.SUCCESS);
            assertThat(second.value()).contains("1000");
        }
    }

    @Test
    void should_bound_the_calls_in_flight_when_an_executor_caps_them() throws Exception {
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        CountDownLatch firstTwo = new CountDownLatch(2);   // the first two calls wait for each other
        var pool = Executors.newFixedThreadPool(8);
        try (DockerExecutor capped = DockerExecutor.builder()
                .config(DockerTestSupport.config(ExecutionLimits.defaults()).preloadModules(List.of()).poolMinIdle(0)
                        .build())
                .hostCallExecutor(pool).maxHostCallsInFlight(2)
                .hostFunction(HostFunction.blocking("slow", "", List.of(HostParameter.required("i", ValueType.INT, "")),
                        args -> {
                            most.accumulateAndGet(running.incrementAndGet(), Math::max);
                            try {
                                firstTwo.countDown();
                                firstTwo.await(60, TimeUnit.SECONDS);
                                Thread.sleep(20);
                                return args.get("i");
                            } finally {
                                running.decrementAndGet();
                            }
                        })).build()) {
            ExecutionResult r = capped.execute(ExecutionRequest.of("import asyncio\n"
                    + "async def main():\n    return sum(await asyncio.gather(*(slow(i) for i in range(6))))\n"
                    + "asyncio.run(main())"));
            assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
            assertThat(r.value()).contains("15");
        } finally {
            pool.shutdownNow();
        }
        assertThat(most.get()).as("calls running at once").isEqualTo(2);
    }
}
