package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Host functions awaited from asyncio code run concurrently on the host, within the cap on calls in flight and the
 * host-call limit; cancelling the guest task cancels the host's work. Concurrency is asserted by what the host
 * functions observe (how many calls were in flight at once), never by wall-clock margins.
 */
@Timeout(120)
class AsyncHostCallsTest {

    /** A host function that counts the calls in flight and can hold each call until {@code gate} opens. */
    private static final class Probe {
        final AtomicInteger inFlight = new AtomicInteger();
        final AtomicInteger maxInFlight = new AtomicInteger();
        final AtomicInteger calls = new AtomicInteger();

        HostFunction function(CountDownLatch gate) {
            return HostFunction.blocking("lookup", "Doubles x after a pause",
                    List.of(HostParameter.required("x", ValueType.INT, "a number")), args -> {
                        calls.incrementAndGet();
                        int n = inFlight.incrementAndGet();
                        maxInFlight.accumulateAndGet(n, Math::max);
                        try {
                            if (gate != null) {
                                gate.countDown();
                                // waits for the other calls: a sequential host would never get there
                                gate.await(30, TimeUnit.SECONDS);
                            }
                            Thread.sleep(100);
                            return (Long) args.get("x") * 2;
                        } finally {
                            inFlight.decrementAndGet();
                        }
                    });
        }
    }

    private static final String GATHER_TEN = "import asyncio\n"
            + "async def main():\n"
            + "    return await asyncio.gather(*(lookup(i) for i in range(10)))\n"
            + "print(asyncio.run(main()))\n";

    @Test
    void should_run_awaited_host_calls_concurrently_when_ten_are_gathered() {
        Probe probe = new Probe();
        CountDownLatch allTen = new CountDownLatch(10);
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(probe.function(allTen)).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(GATHER_TEN));
            assertThat(r.stdout()).isEqualTo("[0, 2, 4, 6, 8, 10, 12, 14, 16, 18]\n");
            assertThat(probe.maxInFlight.get()).isEqualTo(10);
            assertThat(r.usage().hostCalls()).isEqualTo(10);
        }
    }

    @Test
    void should_keep_at_most_the_cap_in_flight_when_more_calls_are_gathered() {
        Probe probe = new Probe();
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(probe.function(null))
                .maxHostCallsInFlight(3).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(GATHER_TEN));
            assertThat(r.stdout()).isEqualTo("[0, 2, 4, 6, 8, 10, 12, 14, 16, 18]\n");
            assertThat(probe.maxInFlight.get()).isLessThanOrEqualTo(3);
            assertThat(probe.calls.get()).isEqualTo(10);
        }
    }

    @Test
    void should_count_every_awaited_call_against_the_host_call_limit() {
        Probe probe = new Probe();
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(probe.function(null))
                .limits(ExecutionLimits.builder().maxHostCalls(6).build()).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(GATHER_TEN));
            assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
            assertThat(r.limitExceeded()).contains(Limit.HOST_CALLS);
            assertThat(probe.calls.get()).isLessThanOrEqualTo(6);
        }
    }

    @Test
    void should_interrupt_the_host_call_when_the_guest_task_is_cancelled() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        HostFunction wait = HostFunction.blocking("wait_forever", "Blocks until interrupted", List.of(), args -> {
            started.countDown();
            try {
                Thread.sleep(60_000);
                return "woke";
            } catch (InterruptedException e) {
                interrupted.countDown();
                throw e;
            }
        });
        HostFunction probe = HostFunction.blocking("started", "Whether wait_forever runs", List.of(),
                args -> started.getCount() == 0);
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(wait).hostFunction(probe)
                .build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import asyncio\n"
                    + "async def main():\n"
                    + "    t = asyncio.create_task(wait_forever())\n"
                    + "    while not await started():\n"
                    + "        await asyncio.sleep(0.01)\n"
                    + "    t.cancel()\n"
                    + "    try:\n"
                    + "        await t\n"
                    + "    except asyncio.CancelledError:\n"
                    + "        print('cancelled', t.cancelled())\n"
                    + "asyncio.run(main())\n"));
            assertThat(r.stdout()).isEqualTo("cancelled True\n");
            assertThat(interrupted.await(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void should_complete_an_asynchronous_implementation_without_a_host_thread() {
        HostFunction fetch = HostFunction.async("fetch", "Fetches a page",
                List.of(HostParameter.required("url", ValueType.STR, "the address")),
                args -> CompletableFuture.supplyAsync(() -> "page " + args.get("url"),
                        CompletableFuture.delayedExecutor(50, TimeUnit.MILLISECONDS))).withReturns(ValueType.STR);
        // an executor that refuses everything: an asynchronous implementation must not need one
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(fetch)
                .hostCallExecutor(task -> {
                    throw new java.util.concurrent.RejectedExecutionException("no host threads here");
                }).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import asyncio\n"
                    + "print(fetch('sync'))\n"
                    + "async def main():\n"
                    + "    print(await asyncio.gather(fetch('a'), fetch('b')))\n"
                    + "asyncio.run(main())\n"));
            assertThat(r.stdout()).isEqualTo("page sync\n['page a', 'page b']\n");
        }
    }

    @Test
    void should_raise_the_hosts_failure_in_the_awaiting_task() {
        HostFunction fail = HostFunction.blocking("lookup", "Fails", List.of(HostParameter.required("key",
                ValueType.STR, "a key")), args -> {
                    throw new IllegalArgumentException("no such key: " + args.get("key"));
                });
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(fail).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import asyncio\n"
                    + "async def main():\n"
                    + "    r = await asyncio.gather(lookup('a'), lookup(key='b'), return_exceptions=True)\n"
                    + "    print([f'{type(e).__name__}: {e}' for e in r])\n"
                    + "    try:\n"
                    + "        lookup(1)\n"
                    + "    except TypeError as e:\n"
                    + "        print(e)\n"
                    + "asyncio.run(main())\n"));
            assertThat(r.stdout()).isEqualTo("['ValueError: lookup(): no such key: a', 'ValueError: lookup(): no such"
                    + " key: b']\nlookup() argument 'key' must be str, not int\n");
        }
    }

    @Test
    void should_time_out_and_interrupt_the_host_when_an_awaited_call_outlives_the_deadline() throws Exception {
        CountDownLatch interrupted = new CountDownLatch(1);
        HostFunction slow = HostFunction.blocking("slow", "Takes a minute", List.of(), args -> {
            try {
                Thread.sleep(60_000);
                return 1;
            } catch (InterruptedException e) {
                interrupted.countDown();
                throw e;
            }
        });
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(slow).build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.builder("import asyncio\n"
                    + "async def main():\n"
                    + "    await slow()\n"
                    + "asyncio.run(main())\n").timeout(Duration.ofMillis(500)).build());
            assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
            assertThat(interrupted.await(30, TimeUnit.SECONDS)).isTrue();
        }
    }
}
