package io.agentcage.interpreter.internal.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.host.CallResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import io.agentcage.interpreter.InterpreterExecutor;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Jazzer target for resuming snapshots, which are untrusted input: a snapshot body (a real one with bytes changed,
 * inserted and removed, or any bytes), sealed with the executor's key so that it gets past the HMAC, is either
 * refused before anything runs ({@link IllegalArgumentException}) or runs to an outcome within the deadline; and any
 * bytes not sealed with the key are refused. Kept inputs:
 * {@code src/test/resources/io/agentcage/interpreter/internal/run/SnapshotFuzzTestInputs/}.
 */
class SnapshotFuzzTest {
    private static final byte[] KEY = "fuzzing key, thirty-two bytes!!!".getBytes(StandardCharsets.UTF_8);
    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    private static final ExecutionLimits LIMITS = ExecutionLimits.builder().timeout(TIMEOUT).maxSteps(200_000)
            .memoryBytes(64L << 20).outputBytes(64L << 10).build();
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.builder().limits(LIMITS).threads(1)
            .snapshotKey(KEY).hostFunction(HostFunction.external("approve", "Asks a person",
                    List.of(HostParameter.required("amount", ValueType.INT, "cents")))).build();
    /**
     * Makes the real bodies the fuzzer mutates: the same key and host function with a deadline that is only a hang
     * guard, since a first execution in a fresh JVM on a loaded machine may need more than {@link #TIMEOUT}. A
     * resume still runs under {@link #EXECUTOR}'s limits (the executor's ceilings narrow the snapshot's).
     */
    private static final InterpreterExecutor SETUP = InterpreterExecutor.builder()
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(120)).maxSteps(200_000)
                    .memoryBytes(64L << 20).outputBytes(64L << 10).build())
            .threads(1).snapshotKey(KEY).hostFunction(HostFunction.external("approve", "Asks a person",
                    List.of(HostParameter.required("amount", ValueType.INT, "cents")))).build();
    private static final SnapshotSeal SEAL = new SnapshotSeal(KEY);
    private static final byte[][] BODIES = {
        body("import collections\nclass A:\n    def __init__(self):\n        self.d = collections.deque([1, 2])\n"
                + "a = A()\nitems = [a, (1, 2.5, 'x'), {'k': b'v'}, {3, 4}]\nfor i in range(3):\n"
                + "    print(approve(i), items)\n"),
        body("import asyncio\nasync def main():\n    return await asyncio.gather(approve(1), approve(2))\n"
                + "print(asyncio.run(main()))\n")};

    private static byte[] body(String code) {
        ExecutionResult r = SETUP.execute(ExecutionRequest.of(code));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUSPENDED);
        return SEAL.open(r.suspension().orElseThrow().snapshot(), SnapshotSeal.EXECUTION);
    }

    @FuzzTest(maxDuration = "30s")
    void should_refuse_or_run_within_the_deadline_when_resuming_any_bytes(FuzzedDataProvider data) {
        int mode = data.consumeInt(0, 5);
        byte[] body = mode == 0 ? data.consumeBytes(4096) : mutate(BODIES[mode % 2], data);
        byte[] snapshot = mode == 5 ? body : SEAL.seal(SnapshotSeal.EXECUTION, body);
        long start = System.nanoTime();
        try {
            ExecutionResult r = EXECUTOR.resume(snapshot, Map.of("call-1", CallResult.returned("ok")));
            assertThat(mode).as("unsealed bytes must be refused").isNotEqualTo(5);
            assertThat(r.outcome()).isNotNull();
        } catch (IllegalArgumentException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(TIMEOUT.plusSeconds(30));
    }

    /** A real body with a few bytes changed, inserted or removed where the fuzzer says. */
    private static byte[] mutate(byte[] body, FuzzedDataProvider data) {
        byte[] b = body.clone();
        int edits = data.consumeInt(1, 6);
        for (int i = 0; i < edits && b.length > 0; i++) {
            int at = data.consumeInt(0, b.length - 1);
            int op = data.consumeInt(0, 3);
            if (op <= 1) {
                b[at] = data.consumeByte();
            } else {
                ByteArrayOutputStream out = new ByteArrayOutputStream(b.length + 8);
                out.write(b, 0, at);
                if (op == 2) {
                    out.writeBytes(data.consumeBytes(data.consumeInt(1, 8)));
                    out.write(b, at, b.length - at);
                } else {
                    int n = Math.min(b.length - at, data.consumeInt(1, 8));
                    out.write(b, at + n, b.length - at - n);
                }
                b = out.toByteArray();
            }
        }
        return b;
    }
}
