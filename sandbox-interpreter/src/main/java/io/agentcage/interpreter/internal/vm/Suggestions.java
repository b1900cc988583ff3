package io.agentcage.interpreter.internal.vm;

import io.agentcage.interpreter.internal.object.Builtins;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.LookupContext;
import io.agentcage.interpreter.internal.object.PyBaseException;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.Registry;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The "Did you mean: 'x'?" hint CPython 3.11 appends to a NameError or AttributeError when it prints the
 * traceback: the closest name by an edit distance in which a case change costs half a move, among the failing
 * object's attributes ({@code dir(obj)}), or for a name among the frame's local names, then its globals, then the
 * builtins. A candidate must need no more than about a third of the characters changed; lists of 750 names or more,
 * and names longer than 40 bytes, get no hint. The hint is part of the printed traceback only, never of
 * {@code str(exc)}. No guest code runs here: attributes are listed as the builtin {@code dir} does.
 */
final class Suggestions {
    private static final int MAX_CANDIDATES = 750;
    private static final int MAX_STRING = 40;
    private static final int MOVE = 2;
    private static final int CASE = 1;

    private Suggestions() {
    }

    /** The suffix to append to the exception line ({@code ". Did you mean: 'x'?"}), or an empty string. */
    static String hint(PyBaseException exc) {
        if (!exc.type().isSubtypeOf(Exc.AttributeError) && !exc.type().isSubtypeOf(Exc.NameError)) {
            return "";
        }
        PyDict d = exc.instanceDictOrNull();
        if (d == null || !(d.getStr(PyStr.of("name")) instanceof PyStr name)) {
            return "";
        }
        String found = exc.lookup instanceof LookupContext.Attribute a ? forAttribute(a.owner(), name.value())
                : exc.lookup instanceof LookupContext.Names n ? forName(n, name.value()) : null;
        return found == null ? "" : ". Did you mean: '" + found + "'?";
    }

    private static String forAttribute(PyObject obj, String wrong) {
        return closest(names(Builtins.dir(obj)), wrong);
    }

    private static String forName(LookupContext.Names scope, String wrong) {
        String found = closest(List.of(scope.localNames()), wrong);
        if (found == null) {
            found = closest(keys(scope.globals()), wrong);
        }
        if (found == null) {
            found = closest(keys(Registry.builtins()), wrong);
        }
        return found;
    }

    private static List<String> names(PyObject list) {
        List<String> out = new ArrayList<>();
        if (list instanceof PyList l) {
            for (PyObject o : l.toArray()) {
                if (o instanceof PyStr s) {
                    out.add(s.value());
                }
            }
        }
        return out;
    }

    private static List<String> keys(PyDict d) {
        List<String> out = new ArrayList<>();
        for (PyObject k : d.map.keySet()) {
            if (k instanceof PyStr s) {
                out.add(s.value());
            }
        }
        return out;
    }

    /** The candidate closest to {@code wrong}, or null when none is close enough. */
    static String closest(List<String> candidates, String wrong) {
        if (candidates.size() >= MAX_CANDIDATES) {
            return null;
        }
        byte[] w = wrong.getBytes(StandardCharsets.UTF_8);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            if (candidate.equals(wrong)) {
                continue;
            }
            byte[] c = candidate.getBytes(StandardCharsets.UTF_8);
            int max = Math.min((w.length + c.length + 3) * MOVE / 6, bestDistance - 1);
            int distance = distance(w, c, max);
            if (distance <= max && (best == null || distance < bestDistance)) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** The weighted edit distance of {@code a} and {@code b}, or {@code max + 1} once it must exceed {@code max}. */
    static int distance(byte[] a, byte[] b, int max) {
        int aStart = 0;
        int bStart = 0;
        int aEnd = a.length;
        int bEnd = b.length;
        while (aStart < aEnd && bStart < bEnd && a[aStart] == b[bStart]) {
            aStart++;
            bStart++;
        }
        while (aEnd > aStart && bEnd > bStart && a[aEnd - 1] == b[bEnd - 1]) {
            aEnd--;
            bEnd--;
        }
        int aLen = aEnd - aStart;
        int bLen = bEnd - bStart;
        if (aLen == 0 || bLen == 0) {
            return (aLen + bLen) * MOVE;
        }
        if (aLen > MAX_STRING || bLen > MAX_STRING) {
            return max + 1;
        }
        if (bLen < aLen) {
            byte[] t = a;
            a = b;
            b = t;
            int ts = aStart;
            aStart = bStart;
            bStart = ts;
            int tl = aLen;
            aLen = bLen;
            bLen = tl;
        }
        if ((bLen - aLen) * MOVE > max) {
            return max + 1;
        }
        int[] row = new int[aLen];
        for (int i = 0; i < aLen; i++) {
            row[i] = (i + 1) * MOVE;
        }
        int result = 0;
        for (int j = 0; j < bLen; j++) {
            byte ch = b[bStart + j];
            int diagonal = j * MOVE;
            result = diagonal;
            int rowMin = Integer.MAX_VALUE;
            for (int i = 0; i < aLen; i++) {
                int substitute = diagonal + substitution(ch, a[aStart + i]);
                diagonal = row[i];
                result = Math.min(Math.min(result, diagonal) + MOVE, substitute);
                row[i] = result;
                rowMin = Math.min(rowMin, result);
            }
            if (rowMin > max) {
                return max + 1;
            }
        }
        return result;
    }

    private static int substitution(byte x, byte y) {
        if (x == y) {
            return 0;
        }
        return lower(x) == lower(y) ? CASE : MOVE;
    }

    private static int lower(byte c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }
}
