package io.agentcage.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What every backend with host functions does the same way: direct calls return the host's result, awaited calls in
 * one {@code asyncio.gather} are in flight at once, calls that do not fit the signature and host exceptions are the
 * same Python exceptions with the same messages, and a flood of calls ends in the {@code HOST_CALLS} limit.
 * Concurrency is shown by the calls themselves (each waits until five have started), never by wall-clock time.
 * A backend's test extends it and builds an executor with the given functions; the contract closes it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class HostFunctionContract {
    private static final int GATHERED = 5;
    private final AtomicInteger mostAtOnce = new AtomicInteger();
    private final AtomicInteger running = new AtomicInteger();
    private final CountDownLatch allStarted = new CountDownLatch(GATHERED);
    private CodeExecutor executor;

    /** An executor of this backend on which guest code can call {@code functions}; the contract closes it. */
    protected abstract CodeExecutor createExecutor(List<HostFunction> functions);

    @BeforeAll
    void createExecutor() {
        executor = createExecutor(List.of(
                HostFunction.blocking("price_of", "Unit price in cents",
                        List.of(HostParameter.required("product", ValueType.STR, "the product"),
                                HostParameter.optional("quantity", ValueType.INT, "how many")),
                        args -> 250L * ((Number) args.getOrDefault("quantity", 1L)).longValue()),
                HostFunction.blocking("meet", "Waits until five calls have started", List.of(
                        HostParameter.required("i", ValueType.INT, "")), args -> {
                            mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
                            try {
                                allStarted.countDown();
                                allStarted.await(60, TimeUnit.SECONDS);
                                return Map.of("i", args.get("i"));
                            } finally {
                                running.decrementAndGet();
                            }
                        }),
                HostFunction.blocking("refuse", "", List.of(), args -> {
                    throw new IllegalArgumentException("no budget left");
                }),
                HostFunction.blocking("crash", "", List.of(), args -> {
                    throw new IllegalStateException("the database is down");
                }),
                HostFunction.blocking("ping", "", List.of(), args -> "pong")));
    }

    @AfterAll
    void closeExecutor() {
        if (executor != null) {
            executor.close();
        }
    }

    private ExecutionResult run(String code) {
        return executor.execute(ExecutionRequest.of(code));
    }

    @Test
    void should_report_host_functions_in_capabilities() {
        assertThat(executor.capabilities().hostFunctions()).isTrue();
        assertThat(executor.capabilities().hostFunctionStubs()).hasSize(5).anySatisfy(s -> assertThat(s)
                .startsWith("async def price_of(product: str, quantity: int | None = None):"));
    }

    @Test
    void should_return_the_hosts_result_when_called_directly() {
        ExecutionResult r = run("print(price_of('tea'), price_of('cake', quantity=3),\n"
                + "      price_of(product='x', quantity=2))");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("250 750 500\n");
        assertThat(r.usage().hostCalls()).isEqualTo(3);
    }

    @Test
    void should_have_gathered_calls_in_flight_at_once() {
        ExecutionResult r = run("import asyncio\n"
                + "async def main():\n"
                + "    found = await asyncio.gather(*(meet(i) for i in range(" + GATHERED + ")))\n"
                + "    return [f['i'] for f in found]\n"
                + "print(asyncio.run(main()))\n");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("[0, 1, 2, 3, 4]\n");
        assertThat(mostAtOnce.get()).as("calls running at once").isEqualTo(GATHERED);
    }

    @Test
    void should_raise_the_same_python_exceptions_when_a_call_fails() {
        ExecutionResult r = run("for call in (lambda: refuse(), lambda: price_of('a', 1, 2), lambda: price_of(),\n"
                + "             lambda: price_of(colour='red'), lambda: price_of(3), lambda: crash()):\n"
                + "    try:\n        call()\n"
                + "    except Exception as e:\n        print(type(e).__name__ + ': ' + str(e))\n");
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("ValueError: refuse(): no budget left\n"
                + "TypeError: price_of() takes 2 positional arguments but 3 were given\n"
                + "TypeError: price_of() missing required argument 'product'\n"
                + "TypeError: price_of() got an unexpected keyword argument 'colour'\n"
                + "TypeError: price_of() argument 'product' must be str, not int\n"
                + "RuntimeError: crash() failed: the database is down\n");
    }

    @Test
    void should_end_in_the_host_call_limit_when_code_floods_the_host() {
        ExecutionResult r = executor.execute(ExecutionRequest.builder("while True:\n    ping()\n")
                .limits(ExecutionLimits.builder().maxHostCalls(100).build()).build());
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.HOST_CALLS);
        assertThat(r.message()).contains("host call limit of 100 exceeded");
        assertThat(run("ping()").value()).contains("'pong'");
    }
}
