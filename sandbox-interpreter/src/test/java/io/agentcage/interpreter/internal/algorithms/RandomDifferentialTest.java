package io.agentcage.interpreter.internal.algorithms;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.internal.object.Numbers;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Replays random_cases.json (CPython 3.11's draws for fixed seeds, see gen_random.py) on the Java engine. */
class RandomDifferentialTest {

    @TestFactory
    @SuppressWarnings("unchecked")
    Stream<DynamicTest> should_draw_what_cpython_draws_when_seeded_alike() {
        List<Object> cases = (List<Object>) JsonDecoder.decode(Resources.read("random_cases.json"),
                StepCharger.UNLIMITED);
        return cases.stream().map(c -> (Map<String, Object>) c).map(c -> DynamicTest.dynamicTest(
                "seed " + c.get("seed"), () -> {
                    RandomEngine r = new RandomEngine(BigInteger.ZERO);
                    if ((Boolean) c.get("isstr")) {
                        r.twister().seedString((String) c.get("seed"));
                    } else {
                        r.twister().seed(new BigInteger((String) c.get("seed")));
                    }
                    int i = 0;
                    for (Object d : (List<Object>) c.get("draws")) {
                        Map<String, Object> draw = (Map<String, Object>) d;
                        Object actual = run(r, (String) draw.get("op"), (List<Object>) draw.get("args"));
                        assertThat(Resources.json(actual)).as("draw %d: %s%s", i++, draw.get("op"), draw.get("args"))
                                .isEqualTo(Resources.json(draw.get("expected")));
                    }
                }));
    }

    private static BigInteger big(Object o) {
        return new BigInteger(o.toString());
    }

    private static double dbl(Object o) {
        return ((Number) o).doubleValue();
    }

    private static Object run(RandomEngine r, String op, List<Object> a) {
        switch (op) {
            case "random": return Numbers.floatRepr(r.random());
            case "getrandbits": return r.twister().getrandbits(big(a.get(0)).longValue()).toString();
            case "randrange":
                return (a.size() == 1 ? r.randrange(big(a.get(0)))
                        : r.randrange(big(a.get(0)), big(a.get(1)), a.size() > 2 ? big(a.get(2)) : BigInteger.ONE))
                        .toString();
            case "randint": return r.randint(big(a.get(0)), big(a.get(1))).toString();
            case "uniform": return Numbers.floatRepr(r.uniform(dbl(a.get(0)), dbl(a.get(1))));
            case "gauss": return Numbers.floatRepr(r.gauss(dbl(a.get(0)), dbl(a.get(1))));
            case "normalvariate": return Numbers.floatRepr(r.normalvariate(dbl(a.get(0)), dbl(a.get(1))));
            case "expovariate": return Numbers.floatRepr(r.expovariate(dbl(a.get(0))));
            case "triangular": return Numbers.floatRepr(r.triangular(dbl(a.get(0)), dbl(a.get(1)), dbl(a.get(2))));
            case "lognormvariate": return Numbers.floatRepr(r.lognormvariate(dbl(a.get(0)), dbl(a.get(1))));
            case "vonmisesvariate": return Numbers.floatRepr(r.vonmisesvariate(dbl(a.get(0)), dbl(a.get(1))));
            case "gammavariate": return Numbers.floatRepr(r.gammavariate(dbl(a.get(0)), dbl(a.get(1))));
            case "betavariate": return Numbers.floatRepr(r.betavariate(dbl(a.get(0)), dbl(a.get(1))));
            case "paretovariate": return Numbers.floatRepr(r.paretovariate(dbl(a.get(0))));
            case "weibullvariate": return Numbers.floatRepr(r.weibullvariate(dbl(a.get(0)), dbl(a.get(1))));
            case "shuffle": {
                List<Long> x = LongStreamRange.upTo(big(a.get(0)).intValue());
                r.shuffle(x);
                return x;
            }
            case "sample": return longs(r.sampleIndices(big(a.get(0)).intValue(), big(a.get(1)).intValue()));
            case "choice": return (long) r.choiceIndex(big(a.get(0)).intValue());
            case "choices": return longs(r.choicesIndices(big(a.get(0)).intValue(), big(a.get(1)).intValue()));
            case "choices_w": {
                List<Object> w = (List<Object>) a.get(0);
                double[] cum = new double[w.size()];
                double acc = 0;
                for (int i = 0; i < cum.length; i++) {
                    acc += dbl(w.get(i));
                    cum[i] = acc;
                }
                return longs(r.choicesIndices(cum, big(a.get(1)).intValue()));
            }
            case "randbytes": return HexFormat.of().formatHex(r.randbytes(big(a.get(0)).intValue()));
            default: throw new IllegalArgumentException(op);
        }
    }

    private static List<Long> longs(int[] xs) {
        return IntStream.of(xs).mapToObj(i -> (long) i).collect(Collectors.toList());
    }

    private static final class LongStreamRange {
        static List<Long> upTo(int n) {
            List<Long> out = new ArrayList<>();
            for (long i = 0; i < n; i++) {
                out.add(i);
            }
            return out;
        }
    }
}
