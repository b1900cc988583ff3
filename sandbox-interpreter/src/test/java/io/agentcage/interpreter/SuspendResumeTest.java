package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Suspension;
import io.agentcage.host.CallResult;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.PendingCall;
import io.agentcage.host.ValueType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Executions suspended at external host calls and resumed, in a new executor as another JVM would: the output of the
 * pieces is the output of an uninterrupted run, snapshots are authenticated, and resuming never grants more budget
 * than the original execution had.
 */
@Timeout(300)
class SuspendResumeTest {
    private static final byte[] KEY = "0123456789abcdef0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    private static final List<HostParameter> AMOUNT = List.of(HostParameter.required("amount", ValueType.INT,
            "cents"));
    private static final HostFunction APPROVE = HostFunction.external("approve", "Asks a person to approve a"
            + " payment", AMOUNT).withReturns(ValueType.STR);
    private static final HostFunction PRICE = HostFunction.blocking("price_of", "Unit price of a product in cents",
            List.of(HostParameter.required("product", ValueType.STR, "the product")),
            args -> (long) ((String) args.get("product")).length() * 100).withReturns(ValueType.INT);

    /** What a person answers: amounts above 1000 are refused. */
    private static CallResult answer(PendingCall c) {
        long amount = (Long) c.arguments().get("amount");
        return amount > 1000 ? CallResult.failed(new IllegalArgumentException("too much: " + amount))
                : CallResult.returned("ok-" + amount);
    }

    /** The same decisions made by a host function that answers at once: the uninterrupted run. */
    private static final HostFunction APPROVE_AT_ONCE = HostFunction.blocking("approve", "", AMOUNT, args -> {
        long amount = (Long) args.get("amount");
        if (amount > 1000) {
            throw new IllegalArgumentException("too much: " + amount);
        }
        return "ok-" + amount;
    });

    private static InterpreterExecutor executor(ExecutionLimits limits) {
        return InterpreterExecutor.builder().hostFunction(APPROVE).hostFunction(PRICE).snapshotKey(KEY)
                .limits(limits).build();
    }

    /** Runs {@code code}, answering every suspension from a new executor; returns all output and the last result. */
    private static String[] runInPieces(String code) {
        StringBuilder out = new StringBuilder();
        ExecutionResult r;
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            r = ex.execute(ExecutionRequest.of(code));
        }
        out.append(r.stdout());
        int suspensions = 0;
        while (r.outcome() == Outcome.SUSPENDED) {
            suspensions++;
            assertThat(suspensions).isLessThan(50);
            byte[] persisted = r.suspension().orElseThrow().snapshot();   // as an application stores it
            Map<String, CallResult> answers = new LinkedHashMap<>();
            for (PendingCall c : r.suspension().orElseThrow().pendingCalls()) {
                answers.put(c.id(), answer(c));
            }
            try (InterpreterExecutor other = executor(ExecutionLimits.defaults())) {
                r = other.resume(persisted, answers);
            }
            out.append(r.stdout());
        }
        return new String[] {out.toString(), r.outcome().name(), String.valueOf(suspensions)};
    }

    private static String uninterrupted(String code) {
        try (InterpreterExecutor ex = InterpreterExecutor.builder().hostFunction(APPROVE_AT_ONCE).hostFunction(PRICE)
                .build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(code));
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
            return r.stdout();
        }
    }

    private static final String ORDERS = "import random, collections\n"
            + "random.seed(7)\n"
            + "class Order:\n"
            + "    def __init__(self, item, qty):\n"
            + "        self.item, self.qty = item, qty\n"
            + "    def total(self):\n"
            + "        return price_of(self.item) * self.qty\n"
            + "orders = [Order('tea', 2), Order('coffee', 5), Order('cake', 20)]\n"
            + "log = collections.deque(maxlen=2)\n"
            + "counts = collections.Counter()\n"
            + "def process(o):\n"
            + "    log.append(o.item)\n"
            + "    try:\n"
            + "        verdict = approve(o.total())\n"
            + "    except ValueError as e:\n"
            + "        verdict = 'refused: ' + str(e)\n"
            + "    counts[verdict[:2]] += 1\n"
            + "    return verdict\n"
            + "for i, o in enumerate(orders):\n"
            + "    print(i, o.item, process(o), round(random.random(), 6))\n"
            + "print(list(log), dict(counts), {k: v for k, v in zip('ab', (x * 2 for x in range(3)))})\n";

    private static final String GATHERED = "import asyncio\n"
            + "async def check(item, amount):\n"
            + "    p = await price_of(item)\n"
            + "    await asyncio.sleep(0)\n"
            + "    try:\n"
            + "        return item, await approve(amount * p)\n"
            + "    except ValueError:\n"
            + "        return item, 'refused'\n"
            + "async def main():\n"
            + "    print(await asyncio.gather(check('tea', 1), check('coffee', 2), check('cake', 50)))\n"
            + "    async with asyncio.timeout(60):\n"
            + "        print('extra', await approve(7))\n"
            + "    q = asyncio.Queue()\n"
            + "    async def producer():\n"
            + "        for i in range(3):\n"
            + "            await q.put(await approve(i))\n"
            + "        await q.put(None)\n"
            + "    async def consumer():\n"
            + "        out = []\n"
            + "        while (x := await q.get()) is not None:\n"
            + "            out.append(x)\n"
            + "        return out\n"
            + "    print((await asyncio.gather(producer(), consumer()))[1])\n"
            + "asyncio.run(main())\n";

    @Test
    void should_give_the_output_of_an_uninterrupted_run_when_resumed_in_new_executors() {
        String[] pieces = runInPieces(ORDERS);
        assertThat(pieces[1]).isEqualTo("SUCCESS");
        assertThat(pieces[2]).isEqualTo("3");
        assertThat(pieces[0]).isEqualTo(uninterrupted(ORDERS));
    }

    @Test
    void should_suspend_once_for_calls_gathered_together_and_continue_asyncio_code() {
        String[] pieces = runInPieces(GATHERED);
        assertThat(pieces[1]).isEqualTo("SUCCESS");
        // the three gathered approvals, the extra one, then the producer's three one by one
        assertThat(pieces[2]).isEqualTo("5");
        assertThat(pieces[0]).isEqualTo(uninterrupted(GATHERED));
    }

    private static Suspension suspendOnce(String code, ExecutionLimits limits) {
        try (InterpreterExecutor ex = executor(limits)) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(code));
            assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUSPENDED);
            return r.suspension().orElseThrow();
        }
    }

    @Test
    void should_list_the_pending_call_with_its_arguments_as_data() {
        Suspension s = suspendOnce("x = approve(amount=250)\nprint(x)\n", ExecutionLimits.defaults());
        assertThat(s.pendingCalls()).containsExactly(new PendingCall("call-1", "approve", Map.of("amount", 250L)));
    }

    @Test
    void should_refuse_a_snapshot_when_one_byte_was_changed() {
        byte[] snapshot = suspendOnce("print(approve(5))\n", ExecutionLimits.defaults()).snapshot();
        snapshot[snapshot.length / 2] ^= 1;
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            assertThatThrownBy(() -> ex.resume(snapshot, Map.of("call-1", CallResult.returned("ok"))))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("snapshot refused: it was altered, or made with another snapshot key");
        }
    }

    @Test
    void should_refuse_a_snapshot_sealed_with_another_key() {
        byte[] snapshot = suspendOnce("print(approve(5))\n", ExecutionLimits.defaults()).snapshot();
        try (InterpreterExecutor other = InterpreterExecutor.builder().hostFunction(APPROVE).hostFunction(PRICE)
                .snapshotKey("another key of thirty-two bytes!".getBytes(java.nio.charset.StandardCharsets.UTF_8))
                .build()) {
            assertThatThrownBy(() -> other.resume(snapshot, Map.of("call-1", CallResult.returned("ok"))))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("another snapshot key");
            assertThatThrownBy(() -> other.resume("not a snapshot".getBytes(java.nio.charset.StandardCharsets.UTF_8),
                    Map.of())).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("not a snapshot of this interpreter");
        }
    }

    private static final String BURN = "def burn():\n"
            + "    t = 0\n"
            + "    for i in range(20_000):\n"
            + "        t += i\n"
            + "    return t\n"
            + "burn()\n"
            + "print(approve(1))\n"
            + "burn()\n"
            + "print('finished')\n";

    @Test
    void should_not_grant_more_steps_when_resumed_by_an_executor_with_higher_ceilings() {
        // each burn() takes about 5,000 steps: one fits the limit, two do not
        ExecutionLimits tight = ExecutionLimits.builder().maxSteps(8_000).build();
        Suspension s = suspendOnce(BURN, tight);
        try (InterpreterExecutor generous = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = generous.resume(s.snapshot(), Map.of("call-1", CallResult.returned("ok")));
            assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
            assertThat(r.limitExceeded()).contains(Limit.STEPS);
            assertThat(r.stdout()).isEqualTo("ok\n");
        }
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult whole = ex.execute(ExecutionRequest.builder(BURN.replace("approve(1)", "'ok'"))
                    .limits(ExecutionLimits.requestBuilder().maxSteps(8_000).build()).build());
            assertThat(whole.limitExceeded()).contains(Limit.STEPS);
        }
    }

    @Test
    void should_count_host_calls_across_the_suspension() {
        ExecutionLimits three = ExecutionLimits.builder().maxHostCalls(3).build();
        Suspension s = suspendOnce("price_of('a')\nprice_of('b')\nprint(approve(1))\nprice_of('c')\n", three);
        try (InterpreterExecutor generous = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = generous.resume(s.snapshot(), Map.of("call-1", CallResult.returned("ok")));
            assertThat(r.limitExceeded()).contains(Limit.HOST_CALLS);
            assertThat(r.usage().hostCalls()).isEqualTo(4);
        }
    }

    @Test
    void should_raise_the_answered_failure_where_the_call_was_made() {
        Suspension s = suspendOnce("try:\n    approve(5)\nexcept RuntimeError as e:\n    print('refused:', e)\n",
                ExecutionLimits.defaults());
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = ex.resume(s.snapshot(), Map.of("call-1",
                    CallResult.failed(new SecurityException("the reviewer said no"))));
            assertThat(r.stdout()).isEqualTo("refused: approve() failed: the reviewer said no\n");
        }
    }

    @Test
    void should_suspend_again_when_some_gathered_calls_are_left_unanswered() {
        Suspension s = suspendOnce("import asyncio\nasync def main():\n"
                + "    print(await asyncio.gather(approve(1), approve(2)))\nasyncio.run(main())\n",
                ExecutionLimits.defaults());
        assertThat(s.pendingCalls()).extracting(PendingCall::id).containsExactly("call-1", "call-2");
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = ex.resume(s.snapshot(), Map.of("call-2", CallResult.returned("two")));
            assertThat(r.outcome()).isEqualTo(Outcome.SUSPENDED);
            assertThat(r.suspension().orElseThrow().pendingCalls()).extracting(PendingCall::id)
                    .containsExactly("call-1");
            ExecutionResult done = ex.resume(r.suspension().orElseThrow().snapshot(), Map.of("call-1",
                    CallResult.returned("one")));
            assertThat(done.stdout()).isEqualTo("['one', 'two']\n");
        }
    }

    @Test
    void should_resume_one_snapshot_twice_into_independent_executions() {
        Suspension s = suspendOnce("items = ['a']\nitems.append(approve(1))\nprint(items)\n",
                ExecutionLimits.defaults());
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            assertThat(ex.resume(s.snapshot(), Map.of("call-1", CallResult.returned("x"))).stdout())
                    .isEqualTo("['a', 'x']\n");
            assertThat(ex.resume(s.snapshot(), Map.of("call-1", CallResult.returned("y"))).stdout())
                    .isEqualTo("['a', 'y']\n");
        }
    }

    @Test
    void should_refuse_answers_that_name_no_pending_call_or_leave_the_call_unanswered() {
        byte[] snapshot = suspendOnce("print(approve(5))\n", ExecutionLimits.defaults()).snapshot();
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            assertThatThrownBy(() -> ex.resume(snapshot, Map.of("call-9", CallResult.returned("ok"))))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no pending call has id 'call-9'");
            assertThatThrownBy(() -> ex.resume(snapshot, Map.of()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot go on without");
            assertThatThrownBy(() -> ex.resume(snapshot, Map.of("call-1", CallResult.returned(new Object()))))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("plain data");
        }
    }

    @Test
    void should_raise_a_runtime_error_when_an_external_call_cannot_suspend_where_it_is_made() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("print(sorted([3, 1], key=approve))\n"));
            assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
            assertThat(r.error().orElseThrow().summary()).startsWith("RuntimeError: external function 'approve'"
                    + " cannot suspend this execution: it was called inside");
            try (var session = ex.openSession()) {
                ExecutionResult s = session.execute(ExecutionRequest.of("approve(1)\n"));
                assertThat(s.error().orElseThrow().summary()).contains("a session's executions cannot be suspended");
            }
        }
    }

    @Test
    void should_refuse_to_build_an_executor_with_an_external_function_and_no_snapshot_key() {
        assertThatThrownBy(() -> InterpreterExecutor.builder().hostFunction(APPROVE).build())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("snapshotKey");
    }

    @Test
    void should_name_what_cannot_be_saved_when_the_execution_holds_it() {
        try (InterpreterExecutor ex = executor(ExecutionLimits.defaults())) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import hashlib\nh = hashlib.sha256(b'x')\n"
                    + "approve(1)\n"));
            assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
            assertThat(r.message()).contains("a value of type 'HASH' cannot be saved")
                    .contains("the program's globals > entry 'h'");
        }
    }
}
