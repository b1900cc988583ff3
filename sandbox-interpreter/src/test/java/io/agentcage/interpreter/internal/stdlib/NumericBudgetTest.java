package io.agentcage.interpreter.internal.stdlib;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterFixture;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Huge numeric work in math, decimal, fractions and random is stopped by the step, time or memory budget (a limit
 * outcome, never a host failure and never a hang), while ordinary precision stays fast.
 */
class NumericBudgetTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(30)).memoryBytes(64L << 20).build()));
    /** The deadline of the tests that expect time or memory to stop the code; step tests get the long ceiling. */
    private static final Duration DEADLINE = Duration.ofSeconds(5);

    private static ExecutionResult run(String code) {
        return EX.execute(ExecutionRequest.builder(code)
                .limits(ExecutionLimits.requestBuilder().timeout(DEADLINE).build()).build());
    }

    private static ExecutionResult runWithSteps(String code, long steps) {
        return EX.execute(ExecutionRequest.builder(code)
                .limits(ExecutionLimits.requestBuilder().maxSteps(steps).build()).build());
    }

    /**
     * The JDK's gcd, modInverse and modPow cannot be interrupted and take minutes to hours on million-bit operands;
     * each of these must stop at the deadline (plus one bounded slice), not run on past it.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "a = 3 ** 1000000\nprint(pow(a, a, 7 ** 200000 + 2))",
        "a = 3 ** 1000000 + 1\nprint(pow(a, -1, 7 ** 600000 + 2) % 10)",
        "import math\nprint(math.gcd(3 ** 1000000 + 1, 7 ** 600000 + 3))",
        "import math\nprint(math.lcm(3 ** 1000000 + 1, 7 ** 600000 + 3) % 10)"})
    void should_stop_at_the_deadline_when_a_big_integer_algorithm_would_run_for_minutes(String code) {
        Duration deadline = Duration.ofMillis(700);
        ExecutionResult r = EX.execute(ExecutionRequest.builder(code)
                .limits(ExecutionLimits.requestBuilder().timeout(deadline).build()).build());
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        // stopped by the interpreter's own check (usage is known), not abandoned by the executor's backstop
        assertThat(r.usage().steps()).isPositive();
    }

    @Test
    void should_stop_with_a_limit_when_decimal_precision_is_a_million_digits() {
        ExecutionResult r = run("from decimal import Decimal, getcontext\ngetcontext().prec = 10**6\n"
                + "print(Decimal(2).exp())");
        assertThat(r.outcome()).isIn(Outcome.TIMEOUT, Outcome.LIMIT_EXCEEDED);
    }

    @Test
    void should_charge_steps_when_dividing_decimals_at_high_precision() {
        ExecutionResult r = runWithSteps("from decimal import Decimal, getcontext\ngetcontext().prec = 200000\n"
                + "x = Decimal(1) / 7\nprint(len(str(x)))", 10_000);
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_refuse_before_allocating_when_factorial_result_is_huge() {
        ExecutionResult r = runWithSteps("import math\nmath.factorial(10**7)", 1_000_000);
        // refused before the work: within a step budget far too small to compute the product
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
        assertThat(r.message()).contains("exceeds the interpreter's limit");
    }

    @Test
    void should_refuse_when_comb_or_perm_result_is_huge() {
        assertThat(run("import math\nmath.comb(10**9, 10**6)").limitExceeded()).contains(Limit.MEMORY);
        assertThat(run("import math\nmath.perm(2**100, 10**6)").limitExceeded()).contains(Limit.MEMORY);
        assertThat(run("import random\nrandom.getrandbits(10**9)").limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_stop_with_a_limit_when_fractions_grow_without_bound() {
        ExecutionResult r = run("from fractions import Fraction\nx = Fraction(1, 3)\nwhile True:\n    x = x * x + 1");
        assertThat(r.outcome()).isIn(Outcome.TIMEOUT, Outcome.LIMIT_EXCEEDED);
    }

    @Test
    void should_compute_decimal_quickly_when_precision_is_ordinary() {
        ExecutionResult r = run("from decimal import Decimal, getcontext\ngetcontext().prec = 50\n"
                + "print(Decimal(2).sqrt(), Decimal(1).exp(), Decimal(10).ln())");
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("1.4142135623730950488016887242096980785696718753769 "
                + "2.7182818284590452353602874713526624977572470937000 "
                + "2.3025850929940456840179914546843642076011014886288\n");
    }
}
