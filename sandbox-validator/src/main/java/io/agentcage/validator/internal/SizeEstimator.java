package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import java.math.BigInteger;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Estimates the size of constant expressions without computing them: {@code 10**10**10} is "an integer of about
 * 3.3e10 bits", never a 4 GB number. Exact arithmetic is used only while results stay small. Not API.
 */
public final class SizeEstimator {
    private static final int EXACT_BITS = 4096;

    /** Kinds of estimated values. */
    public enum Kind { INT, STR, BYTES, SEQ }

    /**
     * An estimated value.
     *
     * @param kind  what it is
     * @param size  bits for an int, length for strings, bytes and sequences
     * @param exact the exact integer while it is small, else null
     */
    public record Est(Kind kind, double size, BigInteger exact) {
        /** Estimated memory in bytes: 8 per sequence slot, 1 per byte/character, bits/8 for ints. */
        public double bytes() {
            switch (kind) {
                case INT: return size / 8;
                case SEQ: return size * 8;
                default: return size;
            }
        }
    }

    private final Map<Expr, Est> cache = new IdentityHashMap<>();
    private final Function<Name, Expr> constantOf;

    /**
     * Creates an estimator.
     *
     * @param constantOf the single expression assigned to a name, or null when there is none or several
     */
    public SizeEstimator(Function<Name, Expr> constantOf) {
        this.constantOf = constantOf;
    }

    /** The estimate for {@code e}, or null when it is not a constant expression. */
    public Est estimate(Expr e) {
        if (cache.containsKey(e)) {
            return cache.get(e);
        }
        cache.put(e, null); // recursion guard for names assigned from themselves
        Est r = compute(e);
        cache.put(e, r);
        return r;
    }

    private Est compute(Expr e) {
        if (e instanceof Constant) {
            ConstantValue v = ((Constant) e).value();
            if (v instanceof ConstantValue.IntValue) {
                return integer(((ConstantValue.IntValue) v).value());
            }
            if (v instanceof ConstantValue.BoolValue) {
                return integer(((ConstantValue.BoolValue) v).value() ? BigInteger.ONE : BigInteger.ZERO);
            }
            if (v instanceof ConstantValue.StrValue) {
                return new Est(Kind.STR, ((ConstantValue.StrValue) v).value().length(), null);
            }
            if (v instanceof ConstantValue.BytesValue) {
                return new Est(Kind.BYTES, ((ConstantValue.BytesValue) v).length(), null);
            }
            return null;
        }
        if (e instanceof ListExpr || e instanceof Tuple) {
            List<Expr> elts = e instanceof ListExpr ? ((ListExpr) e).elts() : ((Tuple) e).elts();
            return elts.stream().anyMatch(x -> x instanceof Starred) ? null : new Est(Kind.SEQ, elts.size(), null);
        }
        if (e instanceof Name) {
            Expr c = constantOf.apply((Name) e);
            return c == null ? null : estimate(c);
        }
        if (e instanceof UnaryOp && ((UnaryOp) e).op() != UnaryOperator.Not) {
            Est v = estimate(((UnaryOp) e).operand());
            return v == null || v.kind() != Kind.INT ? null
                    : v.exact() == null ? v : integer(unary(((UnaryOp) e).op(), v.exact()));
        }
        if (e instanceof BinOp) {
            BinOp b = (BinOp) e;
            Est l = estimate(b.left());
            Est r = estimate(b.right());
            return l == null || r == null ? null : binOp(b.op(), l, r);
        }
        if (e instanceof Call) {
            return call((Call) e);
        }
        return null;
    }

    private static BigInteger unary(UnaryOperator op, BigInteger v) {
        switch (op) {
            case USub: return v.negate();
            case Invert: return v.not();
            default: return v;
        }
    }

    private Est call(Call c) {
        if (c.args().size() != 1 && !(c.func() instanceof Attribute && c.args().size() == 2)) {
            return null;
        }
        Est n = estimate(c.args().get(0));
        if (n == null || n.kind() != Kind.INT) {
            return null;
        }
        double len = n.exact() != null ? Math.max(0, n.exact().doubleValue()) : Math.pow(2, Math.min(n.size(), 1e4));
        if (c.func() instanceof Name) {
            String f = ((Name) c.func()).id();
            if (f.equals("bytes") || f.equals("bytearray")) {
                return new Est(Kind.BYTES, len, null);
            }
            return null;
        }
        if (c.func() instanceof Attribute) {
            String m = ((Attribute) c.func()).attr();
            if (m.equals("ljust") || m.equals("rjust") || m.equals("center") || m.equals("zfill")) {
                return new Est(Kind.STR, len, null);
            }
        }
        return null;
    }

    private static Est integer(BigInteger v) {
        return new Est(Kind.INT, Math.max(1, v.bitLength()), v);
    }

    private static Est binOp(Operator op, Est l, Est r) {
        if (l.kind() == Kind.INT && r.kind() == Kind.INT) {
            return intOp(op, l, r);
        }
        if (op == Operator.Mult) {
            Est seq = l.kind() == Kind.INT ? r : l;
            Est n = l.kind() == Kind.INT ? l : r;
            if (n.kind() != Kind.INT || seq.kind() == Kind.INT) {
                return null;
            }
            double times = n.exact() != null ? Math.max(0, n.exact().doubleValue())
                    : Math.pow(2, Math.min(n.size(), 1e4));
            return new Est(seq.kind(), seq.size() * times, null);
        }
        if (op == Operator.Add && l.kind() == r.kind()) {
            return new Est(l.kind(), l.size() + r.size(), null);
        }
        return null;
    }

    private static Est intOp(Operator op, Est l, Est r) {
        boolean exact = l.exact() != null && r.exact() != null;
        switch (op) {
            case Pow: {
                if (r.exact() != null && r.exact().signum() < 0) {
                    return null; // a float
                }
                if (l.exact() != null && l.exact().abs().compareTo(BigInteger.ONE) <= 0) {
                    return new Est(Kind.INT, 1, null); // 0, 1 or -1 to any power stays tiny
                }
                double exp = r.exact() != null ? r.exact().doubleValue() : Math.pow(2, Math.min(r.size(), 1e4));
                double bits = Math.max(1, l.size() - 1 + log2Fraction(l)) * exp;
                if (exact && bits <= EXACT_BITS) {
                    return integer(l.exact().pow(r.exact().intValueExact()));
                }
                return new Est(Kind.INT, Math.max(1, bits), null);
            }
            case LShift: {
                double shift = r.exact() != null ? r.exact().doubleValue() : Math.pow(2, Math.min(r.size(), 1e4));
                if (exact && l.size() + shift <= EXACT_BITS && r.exact().signum() >= 0) {
                    return integer(l.exact().shiftLeft(r.exact().intValueExact()));
                }
                return new Est(Kind.INT, l.size() + Math.max(0, shift), null);
            }
            case Mult:
                return exact && l.size() + r.size() <= EXACT_BITS ? integer(l.exact().multiply(r.exact()))
                        : new Est(Kind.INT, l.size() + r.size(), null);
            case Add:
            case Sub:
            case BitOr:
            case BitXor:
            case BitAnd: {
                if (exact) {
                    return integer(exactOp(op, l.exact(), r.exact()));
                }
                return new Est(Kind.INT, Math.max(l.size(), r.size()) + 1, null);
            }
            case FloorDiv:
            case Mod:
            case RShift:
                return exact && r.exact().signum() != 0 && (op != Operator.RShift || r.exact().bitLength() < 31)
                        ? integer(exactOp(op, l.exact(), r.exact())) : new Est(Kind.INT, l.size(), null);
            default:
                return null;
        }
    }

    private static double log2Fraction(Est l) {
        if (l.exact() == null || l.exact().bitLength() > 1000) {
            return 1;
        }
        double v = Math.abs(l.exact().doubleValue());
        return Math.log(v) / Math.log(2) - (l.size() - 1);
    }

    private static BigInteger exactOp(Operator op, BigInteger a, BigInteger b) {
        switch (op) {
            case Add: return a.add(b);
            case Sub: return a.subtract(b);
            case BitOr: return a.or(b);
            case BitXor: return a.xor(b);
            case BitAnd: return a.and(b);
            case FloorDiv: return floorDiv(a, b);
            case Mod: return a.subtract(floorDiv(a, b).multiply(b));
            case RShift: return a.shiftRight(b.intValue());
            default: throw new IllegalArgumentException(op.name());
        }
    }

    private static BigInteger floorDiv(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        return qr[1].signum() != 0 && qr[1].signum() != b.signum() ? qr[0].subtract(BigInteger.ONE) : qr[0];
    }
}
