package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The double-double norm ({@link PreciseMath#norm}) against the exact square root of the exact sum of squares
 * (BigDecimal, 60 digits, one rounding to the nearest double decided by comparing with the midpoints): equal
 * wherever it answers, over seeded random vectors of every scale it accepts, integers, and near-ties; and
 * {@link PreciseMath#hypot} equal to the C library's where that differs from the correctly rounded norm.
 */
class PreciseMathTest {
    private static final MathContext MC = new MathContext(60, RoundingMode.HALF_EVEN);

    /** The double nearest to sqrt(sum of squares), decided exactly. */
    private static double exactNorm(double[] v) {
        BigDecimal sum = BigDecimal.ZERO;
        for (double d : v) {
            BigDecimal b = new BigDecimal(d);
            sum = sum.add(b.multiply(b));
        }
        if (sum.signum() == 0) {
            return 0;
        }
        double c = sum.sqrt(MC).doubleValue();
        // c is within an ulp; choose among its neighbours the one whose square is nearest the sum, by midpoints
        for (int i = 0; i < 3; i++) {
            BigDecimal cb = new BigDecimal(c);
            BigDecimal up = cb.add(new BigDecimal(Math.nextUp(c))).divide(BigDecimal.valueOf(2));
            BigDecimal down = cb.add(new BigDecimal(Math.nextDown(c))).divide(BigDecimal.valueOf(2));
            if (sum.compareTo(up.multiply(up)) > 0) {
                c = Math.nextUp(c);
            } else if (sum.compareTo(down.multiply(down)) < 0) {
                c = Math.nextDown(c);
            } else {
                break;
            }
        }
        return c;
    }

    @Test
    void should_equal_the_exactly_rounded_norm_when_it_answers_for_random_vectors() {
        SplittableRandom r = new SplittableRandom(25);
        int answered = 0;
        for (int i = 0; i < 50_000; i++) {
            int n = 1 + r.nextInt(i % 10 == 0 ? 12 : 3);
            double[] v = new double[n];
            int scale = r.nextInt(-400, 400);
            for (int j = 0; j < n; j++) {
                v[j] = switch (r.nextInt(4)) {
                    case 0 -> r.nextInt(-1000, 1000);
                    case 1 -> Math.scalb(r.nextDouble() - 0.5, scale + r.nextInt(-30, 30));
                    case 2 -> Math.round(r.nextDouble() * 1e6) / 1e3;
                    default -> (r.nextDouble() - 0.5) * 200;
                };
            }
            double fast = PreciseMath.norm(v);
            if (!Double.isNaN(fast)) {
                answered++;
                assertThat(fast).as("norm of %s", java.util.Arrays.toString(v)).isEqualTo(exactNorm(v));
            }
        }
        assertThat(answered).isGreaterThan(47_500);
    }

    @Test
    void should_refuse_or_be_exact_when_the_root_lies_near_a_rounding_boundary() {
        // x = h + ulp/2 exactly would need the sum of squares to be a midpoint's square: take vectors whose norm is a
        // midpoint within a few ulps and check that every answer is the exact one
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 5_000; i++) {
            double h = 1 + r.nextDouble();
            double mid = h + Math.ulp(h) / 2;
            double a = mid * (0.3 + 0.4 * r.nextDouble());
            double b = Math.sqrt(mid * mid - a * a);
            double[] v = {a, b};
            double fast = PreciseMath.norm(v);
            if (!Double.isNaN(fast)) {
                assertThat(fast).as("norm of %s", java.util.Arrays.toString(v)).isEqualTo(exactNorm(v));
            }
        }
    }

    @Test
    void should_answer_the_plain_cases_of_geometry_code() {
        assertThat(PreciseMath.norm(new double[] {3, 4})).isEqualTo(5.0);
        assertThat(PreciseMath.norm(new double[] {0, 0})).isEqualTo(0.0);
        assertThat(PreciseMath.norm(new double[] {1.5, -2.25, 0.1})).isEqualTo(exactNorm(new double[] {1.5, -2.25,
            0.1}));
    }

    @Test
    void should_compute_hypot_as_the_c_library_does_where_it_differs_from_the_correctly_rounded_norm() {
        // x, y, CPython 3.11's abs(complex(x, y)) (glibc's hypot) and math.hypot(x, y) (the correctly rounded norm)
        double[][] cases = {
            {5.8289183457386295, 28.44465972068031, 29.035753059057743, 29.035753059057747},
            {8.153006471299198e-07, 4.8515139967927534e-08, 8.167428383625862e-07, 8.167428383625861e-07},
            {711.0160055851846, 2268.4818358677903, 2377.2996445253616, 2377.299644525362},
            {5898.979363042463, -9444.994744990492, 11135.792888631633, 11135.792888631635},
            {-0.48008429386468876, 0.0656823614501503, 0.48455660332021583, 0.4845566033202159},
            {1.0718909097608533e-246, 9.789828914554977e-248, 1.0763522645702824e-246, 1.0763522645702825e-246},
            {3.349962156057704e+167, 1.4550892003795446e+167, 3.652332272408955e+167, 3.6523322724089556e+167},
            {-1.8651561816595144e+238, -4.081205857012525e+238, 4.4872094701825584e+238, 4.487209470182559e+238},
        };
        for (double[] c : cases) {
            assertThat(PreciseMath.hypot(c[0], c[1])).as("hypot(%s, %s)", c[0], c[1]).isEqualTo(c[2]);
            assertThat(exactNorm(new double[] {c[0], c[1]})).isEqualTo(c[3]);
            double n = PreciseMath.norm(new double[] {c[0], c[1]});
            assertThat(Double.isNaN(n) || n == c[3]).as("norm(%s, %s) = %s", c[0], c[1], n).isTrue();
        }
        assertThat(PreciseMath.hypot(3, -4)).isEqualTo(5.0);
        assertThat(PreciseMath.hypot(Double.NaN, Double.NEGATIVE_INFINITY)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(PreciseMath.hypot(Double.NaN, 1)).isNaN();
        assertThat(PreciseMath.hypot(1e-320, 0)).isEqualTo(1e-320);
        assertThat(PreciseMath.hypot(1e308, 1e308)).isEqualTo(1.4142135623730951e308);
    }
}
