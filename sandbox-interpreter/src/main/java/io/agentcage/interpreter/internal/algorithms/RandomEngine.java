package io.agentcage.interpreter.internal.algorithms;

import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.Gauged;
import io.agentcage.interpreter.internal.object.PyObject;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The algorithms of CPython 3.11's {@code random.py} over a {@link MersenneTwister}, in the same order of calls
 * so that a seeded guest program draws the same values as on CPython. Floating-point helpers use {@link Math},
 * whose x86-64 intrinsics matched glibc on every differential case where fdlibm ({@code StrictMath}) was one ulp
 * off; other platforms may differ in the last bit of the continuous distributions. Not thread-safe. Not API.
 */
public final class RandomEngine implements Gauged {
    /**
     * The bytes of one engine, by the memory model ({@code Footprint}): this object, the twister and its state of
     * 624 ints (2,512 bytes), a boxed pending Gaussian.
     */
    public static final long BYTES = 24 + 24 + Footprint.intArray(624) + 16;

    private static final double NV_MAGICCONST = 1.7155277699214135;
    private static final double LOG4 = 1.3862943611198906;
    private static final double SG_MAGICCONST = 2.504077396776274;
    private static final double TWOPI = 6.283185307179586;

    private final MersenneTwister mt;
    private Double gaussNext;

    /** The engine keeps no guest value: only its own bytes (a guest subclass of Random keeps it as native state). */
    @Override
    public long gauge(java.util.function.Consumer<PyObject> refs) {
        return BYTES;
    }

    /** Creates an engine seeded with {@code seed}. */
    public RandomEngine(BigInteger seed) {
        this.mt = new MersenneTwister(seed);
    }

    /** The underlying generator (for seed/getstate/getrandbits). */
    public MersenneTwister twister() {
        return mt;
    }

    /** Forgets the cached second gauss value, as {@code seed()} does. */
    public void resetGauss() {
        gaussNext = null;
    }

    /** The cached gauss value for {@code getstate()}, or null. */
    public Double gaussNext() {
        return gaussNext;
    }

    /** Restores the cached gauss value ({@code setstate}). */
    public void setGaussNext(Double value) {
        gaussNext = value;
    }

    /** {@code random()}. */
    public double random() {
        return mt.random();
    }

    /** {@code randrange(start, stop, step)} with stop given; CPython's ValueErrors. */
    public BigInteger randrange(BigInteger start, BigInteger stop, BigInteger step) {
        BigInteger width = stop.subtract(start);
        if (step.equals(BigInteger.ONE)) {
            if (width.signum() > 0) {
                return start.add(mt.randbelow(width));
            }
            throw ModuleError.value("empty range for randrange() (" + start + ", " + stop + ", " + width + ")");
        }
        BigInteger n;
        if (step.signum() > 0) {
            n = floorDiv(width.add(step).subtract(BigInteger.ONE), step);
        } else if (step.signum() < 0) {
            n = floorDiv(width.add(step).add(BigInteger.ONE), step);
        } else {
            throw ModuleError.value("zero step for randrange()");
        }
        if (n.signum() <= 0) {
            throw ModuleError.value("empty range for randrange()");
        }
        return start.add(step.multiply(mt.randbelow(n)));
    }

    /** {@code randrange(stop)}. */
    public BigInteger randrange(BigInteger stop) {
        if (stop.signum() > 0) {
            return mt.randbelow(stop);
        }
        throw ModuleError.value("empty range for randrange()");
    }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        if (qr[1].signum() != 0 && (qr[1].signum() != b.signum())) {
            return qr[0].subtract(BigInteger.ONE);
        }
        return qr[0];
    }

    /** {@code randint(a, b)}. */
    public BigInteger randint(BigInteger a, BigInteger b) {
        return randrange(a, b.add(BigInteger.ONE), BigInteger.ONE);
    }

    /** The index {@code choice(seq)} picks for a sequence of length {@code n}. */
    public int choiceIndex(int n) {
        if (n == 0) {
            throw ModuleError.index("Cannot choose from an empty sequence");
        }
        return (int) mt.randbelow(n);
    }

    /** {@code shuffle(x)} in place. */
    public <T> void shuffle(List<T> x) {
        for (int i = x.size() - 1; i > 0; i--) {
            int j = (int) mt.randbelow(i + 1L);
            T t = x.get(i);
            x.set(i, x.get(j));
            x.set(j, t);
        }
    }

    /** The population indices {@code sample(population, k)} picks, in order, for a population of size n. */
    public int[] sampleIndices(int n, long k) {
        if (k < 0 || k > n) {
            throw ModuleError.value("Sample larger than population or is negative");
        }
        int[] result = new int[(int) k];
        int setsize = 21;
        if (k > 5) {
            setsize += (int) Math.pow(4, Math.ceil(Math.log(k * 3.0) / Math.log(4)));
        }
        if (n <= setsize) {
            int[] pool = new int[n];
            for (int i = 0; i < n; i++) {
                pool[i] = i;
            }
            for (int i = 0; i < k; i++) {
                int j = (int) mt.randbelow((long) n - i);
                result[i] = pool[j];
                pool[j] = pool[n - i - 1];
            }
        } else {
            Set<Integer> selected = new HashSet<>();
            for (int i = 0; i < k; i++) {
                int j = (int) mt.randbelow(n);
                while (selected.contains(j)) {
                    j = (int) mt.randbelow(n);
                }
                selected.add(j);
                result[i] = j;
            }
        }
        return result;
    }

    /** The indices {@code choices(population, k=k)} picks without weights. */
    public int[] choicesIndices(int n, int k) {
        int[] out = new int[Math.max(k, 0)];
        double dn = n;
        for (int i = 0; i < out.length; i++) {
            out[i] = (int) Math.floor(mt.random() * dn);
        }
        if (n == 0 && k > 0) {
            throw ModuleError.index("list index out of range");
        }
        return out;
    }

    /** The indices {@code choices(population, cum_weights=cw, k=k)} picks. */
    public int[] choicesIndices(double[] cumWeights, int k) {
        int n = cumWeights.length;
        if (n == 0) {
            throw ModuleError.index("list index out of range");
        }
        double total = cumWeights[n - 1];
        if (total <= 0.0) {
            throw ModuleError.value("Total of weights must be greater than zero");
        }
        if (Double.isNaN(total) || Double.isInfinite(total)) {
            throw ModuleError.value("Total of weights must be finite");
        }
        int[] out = new int[Math.max(k, 0)];
        for (int i = 0; i < out.length; i++) {
            out[i] = bisectRight(cumWeights, mt.random() * total, n - 1);
        }
        return out;
    }

    private static int bisectRight(double[] a, double x, int hi) {
        int lo = 0;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (x < a[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** {@code uniform(a, b)}. */
    public double uniform(double a, double b) {
        return a + (b - a) * mt.random();
    }

    /** {@code triangular(low, high, mode)}; {@code mode} may be null. */
    public double triangular(double low, double high, Double mode) {
        double u = mt.random();
        double c;
        if (mode == null) {
            c = 0.5;
        } else {
            if (high - low == 0) {
                return low;
            }
            c = (mode - low) / (high - low);
        }
        if (u > c) {
            u = 1.0 - u;
            c = 1.0 - c;
            double t = low;
            low = high;
            high = t;
        }
        return low + (high - low) * Math.sqrt(u * c);
    }

    /** {@code normalvariate(mu, sigma)} (Kinderman and Monahan). */
    public double normalvariate(double mu, double sigma) {
        double z;
        while (true) {
            double u1 = mt.random();
            double u2 = 1.0 - mt.random();
            z = NV_MAGICCONST * (u1 - 0.5) / u2;
            double zz = z * z / 4.0;
            if (zz <= -Math.log(u2)) {
                break;
            }
        }
        return mu + z * sigma;
    }

    /** {@code gauss(mu, sigma)}, caching the second value as CPython does. */
    public double gauss(double mu, double sigma) {
        Double z = gaussNext;
        gaussNext = null;
        if (z == null) {
            double x2pi = mt.random() * TWOPI;
            double g2rad = Math.sqrt(-2.0 * Math.log(1.0 - mt.random()));
            z = Math.cos(x2pi) * g2rad;
            gaussNext = Math.sin(x2pi) * g2rad;
        }
        return mu + z * sigma;
    }

    /** {@code lognormvariate(mu, sigma)}. */
    public double lognormvariate(double mu, double sigma) {
        return Math.exp(normalvariate(mu, sigma));
    }

    /** {@code expovariate(lambd)}. */
    public double expovariate(double lambd) {
        if (lambd == 0) {
            throw new ModuleError("ZeroDivisionError", "float division by zero");
        }
        return -Math.log(1.0 - mt.random()) / lambd;
    }

    /** {@code vonmisesvariate(mu, kappa)}. */
    public double vonmisesvariate(double mu, double kappa) {
        if (kappa <= 1e-6) {
            return TWOPI * mt.random();
        }
        double s = 0.5 / kappa;
        double r = s + Math.sqrt(1.0 + s * s);
        double z;
        while (true) {
            double u1 = mt.random();
            z = Math.cos(Math.PI * u1);
            double d = z / (r + z);
            double u2 = mt.random();
            if (u2 < 1.0 - d * d || u2 <= (1.0 - d) * Math.exp(d)) {
                break;
            }
        }
        double q = 1.0 / r;
        double f = (q + z) / (1.0 + q * z);
        double u3 = mt.random();
        double theta = u3 > 0.5 ? mu + Math.acos(f) : mu - Math.acos(f);
        return pyMod(theta, TWOPI);
    }

    private static double pyMod(double a, double b) {
        double m = a % b;
        if (m != 0 && (m < 0) != (b < 0)) {
            m += b;
        }
        return m;
    }

    /** {@code gammavariate(alpha, beta)}. */
    public double gammavariate(double alpha, double beta) {
        if (alpha <= 0.0 || beta <= 0.0) {
            throw ModuleError.value("gammavariate: alpha and beta must be > 0.0");
        }
        if (alpha > 1.0) {
            double ainv = Math.sqrt(2.0 * alpha - 1.0);
            double bbb = alpha - LOG4;
            double ccc = alpha + ainv;
            while (true) {
                double u1 = mt.random();
                if (!(1e-7 < u1 && u1 < 0.9999999)) {
                    continue;
                }
                double u2 = 1.0 - mt.random();
                double v = Math.log(u1 / (1.0 - u1)) / ainv;
                double x = alpha * Math.exp(v);
                double z = u1 * u1 * u2;
                double r = bbb + ccc * v - x;
                if (r + SG_MAGICCONST - 4.5 * z >= 0.0 || r >= Math.log(z)) {
                    return x * beta;
                }
            }
        }
        if (alpha == 1.0) {
            return -Math.log(1.0 - mt.random()) * beta;
        }
        double x;
        while (true) {
            double u = mt.random();
            double b = (Math.E + alpha) / Math.E;
            double p = b * u;
            x = p <= 1.0 ? Math.pow(p, 1.0 / alpha) : -Math.log((b - p) / alpha);
            double u1 = mt.random();
            if (p > 1.0) {
                if (u1 <= Math.pow(x, alpha - 1.0)) {
                    break;
                }
            } else if (u1 <= Math.exp(-x)) {
                break;
            }
        }
        return x * beta;
    }

    /** {@code betavariate(alpha, beta)}. */
    public double betavariate(double alpha, double beta) {
        double y = gammavariate(alpha, 1.0);
        if (y != 0) {
            return y / (y + gammavariate(beta, 1.0));
        }
        return 0.0;
    }

    /** {@code paretovariate(alpha)}. */
    public double paretovariate(double alpha) {
        double u = 1.0 - mt.random();
        return Math.pow(u, -1.0 / alpha);
    }

    /** {@code weibullvariate(alpha, beta)}. */
    public double weibullvariate(double alpha, double beta) {
        double u = 1.0 - mt.random();
        return alpha * Math.pow(-Math.log(u), 1.0 / beta);
    }

    /** {@code randbytes(n)}: {@code getrandbits(n * 8).to_bytes(n, 'little')}. */
    public byte[] randbytes(int n) {
        if (n < 0) {
            throw ModuleError.value("number of bits must be non-negative");
        }
        byte[] be = mt.getrandbits(8L * n).toByteArray();
        byte[] out = new byte[n];
        for (int i = 0; i < n && i < be.length; i++) {
            out[i] = be[be.length - 1 - i];
        }
        return out;
    }

    /** Draws {@code k} values of {@code random()} (test helper and {@code [random() for _ in range(k)]}). */
    public List<Double> randoms(int k) {
        List<Double> out = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            out.add(mt.random());
        }
        return out;
    }
}
