package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Computes strings that a program assembles from constant pieces ({@code 'ev' + 'al'}, {@code chr(95) * 2},
 * {@code ''.join(['__', 'class', '__'])}, {@code '__ssalc__'[::-1]}, {@code 'EVAL'.lower()}, f-strings of
 * constants). Never builds anything longer than {@link #MAX_LENGTH}. Not API.
 */
public final class StringFolder {
    /** Longest string the folder builds; longer results are "unknown". */
    public static final int MAX_LENGTH = 4096;

    private StringFolder() {
    }

    /**
     * Folds {@code e}, using {@code sub} for the strings of sub-expressions (names, nested constants).
     *
     * @return the string, or null when it is not known before running
     */
    public static String fold(Expr e, Function<Expr, String> sub) {
        String r = foldRaw(e, sub);
        return r != null && r.length() <= MAX_LENGTH ? r : null;
    }

    private static String foldRaw(Expr e, Function<Expr, String> sub) {
        if (e instanceof BinOp) {
            return binOp((BinOp) e, sub);
        }
        if (e instanceof JoinedStr) {
            StringBuilder sb = new StringBuilder();
            for (Expr part : ((JoinedStr) e).values()) {
                String p = part instanceof FormattedValue && ((FormattedValue) part).formatSpec().isEmpty()
                        ? sub.apply(((FormattedValue) part).value()) : sub.apply(part);
                if (p == null) {
                    return null;
                }
                sb.append(p);
            }
            return sb.toString();
        }
        if (e instanceof Subscript) {
            return subscript((Subscript) e, sub);
        }
        if (e instanceof Call) {
            return call((Call) e, sub);
        }
        return null;
    }

    private static String binOp(BinOp b, Function<Expr, String> sub) {
        if (b.op() == Operator.Add) {
            String l = sub.apply(b.left());
            String r = l == null ? null : sub.apply(b.right());
            return r == null ? null : l + r;
        }
        if (b.op() == Operator.Mult) {
            String s = sub.apply(b.left());
            Long n = smallInt(b.right(), sub);
            if (s == null) {
                s = sub.apply(b.right());
                n = smallInt(b.left(), sub);
            }
            if (s == null || n == null || n < 0 || s.length() * n > MAX_LENGTH) {
                return null;
            }
            return s.repeat(n.intValue());
        }
        if (b.op() == Operator.Mod) {
            String fmt = sub.apply(b.left());
            if (fmt == null) {
                return null;
            }
            List<Expr> args = b.right() instanceof Tuple ? ((Tuple) b.right()).elts() : List.of(b.right());
            StringBuilder sb = new StringBuilder();
            int next = 0;
            for (int i = 0; i < fmt.length(); i++) {
                char c = fmt.charAt(i);
                if (c != '%') {
                    sb.append(c);
                } else if (i + 1 < fmt.length() && fmt.charAt(i + 1) == '%') {
                    sb.append('%');
                    i++;
                } else if (i + 1 < fmt.length() && fmt.charAt(i + 1) == 's' && next < args.size()) {
                    String a = sub.apply(args.get(next++));
                    if (a == null) {
                        return null;
                    }
                    sb.append(a);
                    i++;
                } else {
                    return null;
                }
            }
            return sb.toString();
        }
        return null;
    }

    private static String subscript(Subscript s, Function<Expr, String> sub) {
        String base = sub.apply(s.value());
        if (base == null) {
            return null;
        }
        if (s.slice() instanceof Slice) {
            Slice sl = (Slice) s.slice();
            Long step = sl.step().isPresent() ? smallInt(sl.step().get(), sub) : Long.valueOf(1);
            Long lo = sl.lower().isPresent() ? smallInt(sl.lower().get(), sub) : null;
            Long hi = sl.upper().isPresent() ? smallInt(sl.upper().get(), sub) : null;
            if (step == null || step == 0 || sl.lower().isPresent() && lo == null
                    || sl.upper().isPresent() && hi == null) {
                return null;
            }
            return slice(base, lo, hi, step);
        }
        Long i = smallInt(s.slice(), sub);
        if (i == null) {
            return null;
        }
        long idx = i < 0 ? base.length() + i : i;
        return idx >= 0 && idx < base.length() ? String.valueOf(base.charAt((int) idx)) : null;
    }

    private static String slice(String s, Long lo, Long hi, long step) {
        int n = s.length();
        StringBuilder sb = new StringBuilder();
        if (step > 0) {
            long a = lo == null ? 0 : clamp(lo < 0 ? lo + n : lo, 0, n);
            long b = hi == null ? n : clamp(hi < 0 ? hi + n : hi, 0, n);
            for (long k = a; k < b; k += step) {
                sb.append(s.charAt((int) k));
            }
        } else {
            long a = lo == null ? n - 1 : clamp(lo < 0 ? lo + n : lo, -1, n - 1);
            long b = hi == null ? -1 : clamp(hi < 0 ? hi + n : hi, -1, n - 1);
            for (long k = a; k > b; k += step) {
                sb.append(s.charAt((int) k));
            }
        }
        return sb.toString();
    }

    private static long clamp(long v, long lo, long hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    private static String call(Call c, Function<Expr, String> sub) {
        if (c.func() instanceof Name) {
            String f = ((Name) c.func()).id();
            if (f.equals("chr") && c.args().size() == 1) {
                Long n = smallInt(c.args().get(0), sub);
                return n != null && n >= 0 && n <= 0x10FFFF ? new String(Character.toChars(n.intValue())) : null;
            }
            if (f.equals("str") && c.args().size() == 1) {
                return sub.apply(c.args().get(0));
            }
            return null;
        }
        if (!(c.func() instanceof Attribute)) {
            return null;
        }
        Attribute a = (Attribute) c.func();
        if (a.attr().equals("decode") && a.value() instanceof Constant
                && ((Constant) a.value()).value() instanceof ConstantValue.BytesValue) {
            byte[] b = ((ConstantValue.BytesValue) ((Constant) a.value()).value()).value();
            return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        String recv = sub.apply(a.value());
        if (recv == null) {
            return null;
        }
        return method(recv, a.attr(), c.args(), sub);
    }

    private static String method(String recv, String name, List<Expr> args, Function<Expr, String> sub) {
        switch (name) {
            case "lower": return recv.toLowerCase(Locale.ROOT);
            case "upper": return recv.toUpperCase(Locale.ROOT);
            case "casefold": return recv.toLowerCase(Locale.ROOT);
            case "strip": return args.isEmpty() ? recv.strip() : null;
            case "lstrip": return args.isEmpty() ? recv.stripLeading() : null;
            case "rstrip": return args.isEmpty() ? recv.stripTrailing() : null;
            case "swapcase": return swapcase(recv);
            case "replace": {
                if (args.size() != 2) {
                    return null;
                }
                String from = sub.apply(args.get(0));
                String to = sub.apply(args.get(1));
                return from == null || to == null ? null : recv.replace(from, to);
            }
            case "join": return join(recv, args, sub);
            case "format": return format(recv, args, sub);
            default: return null;
        }
    }

    private static String swapcase(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            sb.append(Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch));
        }
        return sb.toString();
    }

    private static String join(String sep, List<Expr> args, Function<Expr, String> sub) {
        if (args.size() != 1) {
            return null;
        }
        Expr seq = args.get(0);
        List<Expr> parts = seq instanceof ListExpr ? ((ListExpr) seq).elts()
                : seq instanceof Tuple ? ((Tuple) seq).elts() : null;
        if (parts == null) {
            String s = sub.apply(seq); // ''.join('abc') joins characters
            return s == null ? null : String.join(sep, s.split(""));
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            String p = sub.apply(parts.get(i));
            if (p == null) {
                return null;
            }
            sb.append(i == 0 ? "" : sep).append(p);
        }
        return sb.toString();
    }

    private static String format(String fmt, List<Expr> args, Function<Expr, String> sub) {
        StringBuilder sb = new StringBuilder();
        int auto = 0;
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c == '{' && i + 1 < fmt.length() && fmt.charAt(i + 1) == '{') {
                sb.append('{');
                i++;
            } else if (c == '}' && i + 1 < fmt.length() && fmt.charAt(i + 1) == '}') {
                sb.append('}');
                i++;
            } else if (c == '{') {
                int end = fmt.indexOf('}', i);
                if (end < 0) {
                    return null;
                }
                String field = fmt.substring(i + 1, end);
                int idx = field.isEmpty() ? auto++ : field.chars().allMatch(Character::isDigit)
                        ? Integer.parseInt(field) : -1;
                if (idx < 0 || idx >= args.size()) {
                    return null;
                }
                String a = sub.apply(args.get(idx));
                if (a == null) {
                    return null;
                }
                sb.append(a);
                i = end;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** A small integer known before running ({@code 95}, {@code 19 * 5}, {@code ord('_')}), or null. */
    public static Long smallInt(Expr e, Function<Expr, String> sub) {
        if (e instanceof Constant) {
            ConstantValue v = ((Constant) e).value();
            if (v instanceof ConstantValue.IntValue && ((ConstantValue.IntValue) v).value().bitLength() < 32) {
                return ((ConstantValue.IntValue) v).value().longValue();
            }
            return null;
        }
        if (e instanceof UnaryOp && ((UnaryOp) e).op() == UnaryOperator.USub) {
            Long v = smallInt(((UnaryOp) e).operand(), sub);
            return v == null ? null : -v;
        }
        if (e instanceof Call && ((Call) e).func() instanceof Name && ((Name) ((Call) e).func()).id().equals("ord")
                && ((Call) e).args().size() == 1) {
            String s = sub.apply(((Call) e).args().get(0));
            return s != null && s.codePointCount(0, s.length()) == 1 ? Long.valueOf(s.codePointAt(0)) : null;
        }
        if (e instanceof BinOp) {
            BinOp b = (BinOp) e;
            Long l = smallInt(b.left(), sub);
            Long r = l == null ? null : smallInt(b.right(), sub);
            if (r == null) {
                return null;
            }
            switch (b.op()) {
                case Add: return l + r;
                case Sub: return l - r;
                case Mult: return Math.abs(l) < 1 << 20 && Math.abs(r) < 1 << 20 ? l * r : null;
                case FloorDiv: return r == 0 ? null : Math.floorDiv(l, r);
                case Mod: return r == 0 ? null : Math.floorMod(l, r);
                default: return null;
            }
        }
        return null;
    }
}
