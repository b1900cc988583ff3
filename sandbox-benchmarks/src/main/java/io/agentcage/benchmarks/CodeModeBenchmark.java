package io.agentcage.benchmarks;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.Session;
import io.agentcage.host.CallResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Code mode's costs (issue 18): suspending an execution at an external host call (running it to the call and
 * sealing its snapshot), resuming it in the same executor, saving and restoring a session, and the asyncio event
 * loop's task switch ({@code await asyncio.sleep(0)}, score per switch) and task ({@code gather} of small
 * coroutines, score per task). {@link #SUSPENDING} is a program an agent writes: a few collections, a function,
 * then an approval.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CodeModeBenchmark {
    static final int SWITCHES = 10_000;
    static final int TASKS = 1_000;
    static final String SUSPENDING = """
            orders = [{"item": f"item{i}", "qty": i % 7 + 1, "price": 100 + i} for i in range(50)]
            def total(rows):
                return sum(r["qty"] * r["price"] for r in rows)
            by_item = {r["item"]: r for r in orders}
            amount = total(orders)
            if approve(amount=amount):
                print("approved", amount, len(by_item))
            """;
    static final String SWITCHING = """
            import asyncio
            async def spin(n):
                for _ in range(n):
                    await asyncio.sleep(0)
            async def main():
                await asyncio.gather(spin(%d), spin(%d))
            asyncio.run(main())
            """.formatted(SWITCHES / 2, SWITCHES / 2);
    static final String TASKING = """
            import asyncio
            async def square(i):
                return i * i
            async def main():
                return sum(await asyncio.gather(*(square(i) for i in range(%d))))
            print(asyncio.run(main()))
            """.formatted(TASKS);
    static final String SESSION = """
            import collections, json
            class Account:
                def __init__(self, name, balance):
                    self.name, self.balance = name, balance
                def deposit(self, n):
                    self.balance += n
                    return self
            accounts = {n: Account(n, i * 10) for i, n in enumerate(["ada", "bob", "cy", "dee", "eve"])}
            history = collections.deque(maxlen=100)
            for i in range(100):
                history.append(json.dumps({"i": i, "who": "ada"}))
            """;

    private InterpreterExecutor executor;
    private ExecutionRequest suspending;
    private ExecutionRequest switching;
    private ExecutionRequest tasking;
    private byte[] snapshot;
    private String callId;
    private Session session;
    private byte[] sessionSnapshot;

    /** One executor with an external {@code approve(amount)}, a suspended snapshot and a saved session. */
    @Setup
    public void setUp() {
        HostFunction approve = HostFunction.external("approve", "asks a person",
                List.of(HostParameter.required("amount", ValueType.INT, "cents")));
        executor = InterpreterExecutor.builder().hostFunction(approve)
                .snapshotKey("benchmark key, 32 bytes long.....".getBytes(java.nio.charset.StandardCharsets.UTF_8))
                .build();
        suspending = ExecutionRequest.of(SUSPENDING);
        switching = ExecutionRequest.of(SWITCHING);
        tasking = ExecutionRequest.of(TASKING);
        ExecutionResult r = suspend();
        snapshot = r.suspension().orElseThrow().snapshot();
        callId = r.suspension().get().pendingCalls().get(0).id();
        Programs.checked(executor, switching);
        Programs.checked(executor, tasking);
        session = executor.openSession();
        ExecutionResult s = session.execute(ExecutionRequest.of(SESSION));
        if (!s.isSuccess()) {
            throw new IllegalStateException("session program failed: " + s.message());
        }
        sessionSnapshot = session.snapshot();
    }

    /** Closes the session and the executor. */
    @TearDown
    public void tearDown() {
        session.close();
        executor.close();
    }

    /** Size in bytes of the suspended execution's snapshot. */
    public int snapshotBytes() {
        return snapshot.length;
    }

    /** Size in bytes of the saved session. */
    public int sessionSnapshotBytes() {
        return sessionSnapshot.length;
    }

    /** Runs {@link #SUSPENDING} (compiled once) until it stops at {@code approve}, and seals the snapshot. */
    @Benchmark
    public ExecutionResult suspend() {
        ExecutionResult r = executor.execute(suspending);
        if (r.outcome() != Outcome.SUSPENDED) {
            throw new IllegalStateException("not suspended: " + r.outcome() + " " + r.message());
        }
        return r;
    }

    /** Opens the snapshot (HMAC check, bounded reading), restores the state and runs the program to its end. */
    @Benchmark
    public ExecutionResult resume() {
        return executor.resume(snapshot, Map.of(callId, CallResult.returned(true)));
    }

    /** Saves the session (its globals, classes, instances, modules). */
    @Benchmark
    public byte[] saveSession() {
        return session.snapshot();
    }

    /** Restores a saved session into a new one. */
    @Benchmark
    public Session restoreSession() {
        Session s = executor.restoreSession(sessionSnapshot);
        s.close();
        return s;
    }

    /** One task switch of two tasks taking turns through {@code await asyncio.sleep(0)}; loop start included. */
    @Benchmark
    @OperationsPerInvocation(SWITCHES)
    public ExecutionResult taskSwitch() {
        return executor.execute(switching);
    }

    /** One task of a {@code gather} of small coroutines: created, run and collected; loop start included. */
    @Benchmark
    @OperationsPerInvocation(TASKS)
    public ExecutionResult gatherTask() {
        return executor.execute(tasking);
    }
}
