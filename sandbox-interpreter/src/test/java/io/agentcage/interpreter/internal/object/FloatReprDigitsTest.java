package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The float repr's digits taken from {@link Double#toString(double)} on a JDK whose specification makes them the
 * shortest (19 and later) are the digits of the exact walk over {@link java.math.BigDecimal} roundings, which is what
 * JDK 17 runs; on 17 only the second exists and these tests are skipped (run them once with a newer JDK, e.g.
 * {@code JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64 mvn -o -pl sandbox-interpreter -am test -Dtest=FloatReprDigitsTest
 * -Dsurefire.failIfNoSpecifiedTests=false}).
 */
class FloatReprDigitsTest {

    private static void assertSameDigits(double d) {
        Object[] fast = Numbers.shortest(d, true);
        Object[] exact = Numbers.shortest(d, false);
        assertThat(fast).as("digits and exponent of %s (%s)", d, Long.toHexString(Double.doubleToRawLongBits(d)))
                .containsExactly(exact);
    }

    @Test
    void should_give_the_exact_walks_digits_when_java_gives_the_shortest_for_random_doubles() {
        assumeTrue(Numbers.SHORTEST_TO_STRING, "Double.toString is the shortest only from JDK 19");
        SplittableRandom random = new SplittableRandom(25);
        for (int i = 0; i < 100_000; i++) {
            double bits = Double.longBitsToDouble(random.nextLong());
            if (Double.isFinite(bits) && bits != 0) {
                assertSameDigits(bits);
            }
            assertSameDigits(random.nextDouble() * Math.pow(10, random.nextInt(-30, 30)));
        }
    }

    @Test
    void should_give_the_exact_walks_digits_when_java_gives_the_shortest_for_known_hard_cases() {
        assumeTrue(Numbers.SHORTEST_TO_STRING, "Double.toString is the shortest only from JDK 19");
        double[] cases = {0.1 + 0.2, Math.sqrt(2), Math.PI, 1e23, 9007199254740993.0, 2e-44, Math.pow(2, -44),
            Math.pow(2, 63), Double.MAX_VALUE, Double.MIN_NORMAL, Math.nextUp(Double.MIN_NORMAL), 1 / 3.0, 2 / 3.0,
            5e-324 * 1e308, 123456789012345680.0, 0.3, 1e16, 1e-7, 4.35, 2.675, 1.0000000000000002};
        for (double d : cases) {
            assertSameDigits(d);
            assertSameDigits(-d);
        }
    }

    @Test
    void should_keep_the_exact_walk_for_subnormals_whatever_the_jdk() {
        // Java writes Double.MIN_VALUE as 4.9E-324 (two digits at least); CPython's repr is 5e-324
        assertThat(Numbers.floatRepr(Double.MIN_VALUE)).isEqualTo("5e-324");
        assertThat(Numbers.floatRepr(Math.sqrt(2))).isEqualTo("1.4142135623730951");
        assertThat(Numbers.floatRepr(0.1 + 0.2)).isEqualTo("0.30000000000000004");
        assertThat(Numbers.floatRepr(1e23)).isEqualTo("1e+23");
    }
}
