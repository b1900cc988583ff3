package io.agentcage.interpreter.internal.object;

/**
 * {@code str.format} and {@code format_map}. Field paths ({@code {0.attr}}, {@code {0[key]}}) are evaluated with
 * the guest attribute and item protocols only, so they reach exactly what guest code could reach by itself.
 */
final class StrFormat {
    private StrFormat() {
    }

    static String format(Interp in, String fmt, PyObject[] args, PyDict kwargs) {
        return render(in, fmt, args, kwargs, null, new int[] {0}, 0);
    }

    static String formatMap(Interp in, String fmt, PyObject mapping) {
        return render(in, fmt, new PyObject[0], null, mapping, new int[] {0}, 0);
    }

    private static String render(Interp in, String fmt, PyObject[] args, PyDict kwargs, PyObject mapping,
                                 int[] auto, int depth) {
        if (depth > 1) {
            throw Exc.valueError("Max string recursion exceeded");
        }
        StringBuilder sb = new StringBuilder();
        int n = fmt.length();
        for (int i = 0; i < n; i++) {
            char c = fmt.charAt(i);
            if (c == '}') {
                if (i + 1 < n && fmt.charAt(i + 1) == '}') {
                    sb.append('}');
                    i++;
                    continue;
                }
                throw Exc.valueError("Single '}' encountered in format string");
            }
            if (c != '{') {
                sb.append(c);
                continue;
            }
            if (i + 1 < n && fmt.charAt(i + 1) == '{') {
                sb.append('{');
                i++;
                continue;
            }
            if (i + 1 >= n) {
                throw Exc.valueError("Single '{' encountered in format string");
            }
            int j = fieldEnd(fmt, i + 1);
            String field = fmt.substring(i + 1, j - 1);
            sb.append(field(in, field, args, kwargs, mapping, auto, depth));
            i = j - 1;
            in.charge(1);
        }
        return sb.toString();
    }

    /**
     * The index just past the '}' that closes the replacement field starting at {@code j}, scanned as CPython
     * scans it (its errors: a field name running to the end, brackets skipped to their ']', a conversion, a
     * format spec with nested fields).
     */
    private static int fieldEnd(String fmt, int j) {
        int n = fmt.length();
        char c = 0;
        boolean stopped = false;
        while (j < n && !stopped) {
            c = fmt.charAt(j++);
            if (c == '{') {
                throw Exc.valueError("unexpected '{' in field name");
            } else if (c == '[') {
                while (j < n && fmt.charAt(j) != ']') {
                    j++;
                }
            } else {
                stopped = c == '}' || c == ':' || c == '!';
            }
        }
        if (!stopped) {
            throw Exc.valueError("expected '}' before end of string");
        }
        if (c == '!') {
            if (j >= n) {
                throw Exc.valueError("end of string while looking for conversion specifier");
            }
            j++;
            c = j < n ? fmt.charAt(j++) : ':';
            if (c != '}' && c != ':') {
                throw Exc.valueError("expected ':' after conversion specifier");
            }
        }
        if (c == ':') {
            int count = 1;
            while (j < n && count > 0) {
                char d = fmt.charAt(j++);
                if (d == '{') {
                    count++;
                } else if (d == '}') {
                    count--;
                }
            }
            if (count > 0) {
                throw Exc.valueError("unmatched '{' in format spec");
            }
        }
        return j;
    }

    private static String field(Interp in, String field, PyObject[] args, PyDict kwargs, PyObject mapping,
                                int[] auto, int depth) {
        String spec = "";
        char conv = 0;
        int colon = indexOutsideBrackets(field, ':');
        if (colon >= 0) {
            spec = field.substring(colon + 1);
            field = field.substring(0, colon);
        }
        int bang = indexOutsideBrackets(field, '!');
        if (bang >= 0) {
            String cv = field.substring(bang + 1);
            if (cv.length() != 1) {
                throw Exc.valueError("expected ':' after conversion specifier");
            }
            conv = cv.charAt(0);
            field = field.substring(0, bang);
        }
        int k = 0;
        while (k < field.length() && field.charAt(k) != '.' && field.charAt(k) != '[') {
            k++;
        }
        String head = field.substring(0, k);
        PyObject v;
        if (head.isEmpty()) {
            if (auto[0] < 0) {
                throw Exc.valueError("cannot switch from manual field specification to automatic field numbering");
            }
            v = positional(args, auto[0]++);
        } else if (head.chars().allMatch(Character::isDigit)) {
            if (auto[0] > 0) {
                throw Exc.valueError("cannot switch from automatic field numbering to manual field specification");
            }
            auto[0] = -1;
            v = positional(args, index(head));
        } else if (mapping != null) {
            v = Ops.getitem(mapping, new PyStr(head));
        } else {
            v = kwargs == null ? null : kwargs.get(head);
            if (v == null) {
                throw Exc.keyError(new PyStr(head));
            }
        }
        while (k < field.length()) {
            char c = field.charAt(k);
            if (c == '.') {
                int e = k + 1;
                while (e < field.length() && field.charAt(e) != '.' && field.charAt(e) != '[') {
                    e++;
                }
                if (e == k + 1) {
                    throw Exc.valueError("Empty attribute in format string");
                }
                v = Ops.getattr(v, PyStr.intern(field.substring(k + 1, e)));
                k = e;
            } else if (c != '[') {
                throw Exc.valueError("Only '.' or '[' may follow ']' in format field specifier");
            } else {
                int e = field.indexOf(']', k);
                if (e < 0) {
                    throw Exc.valueError("Missing ']' in format string");
                }
                String key = field.substring(k + 1, e);
                if (key.isEmpty()) {
                    throw Exc.valueError("Empty attribute in format string");
                }
                PyObject kobj = !key.isEmpty() && key.chars().allMatch(Character::isDigit)
                        ? PyInt.of(new java.math.BigInteger(key)) : new PyStr(key);
                v = Ops.getitem(v, kobj);
                k = e + 1;
            }
        }
        if (conv == 'r' || conv == 'a') {
            v = new PyStr(Ops.repr(v));
        } else if (conv == 's') {
            v = new PyStr(Ops.str(v));
        } else if (conv != 0) {
            throw Exc.valueError("Unknown conversion specifier " + conv);
        }
        if (spec.indexOf('{') >= 0) {
            spec = render(in, spec, args, kwargs, mapping, auto, depth + 1);
        }
        return Format.format(v, spec);
    }

    private static PyObject positional(PyObject[] args, int i) {
        if (i >= args.length) {
            throw Exc.indexError("Replacement index " + i + " out of range for positional args tuple");
        }
        return args[i];
    }

    private static int indexOutsideBrackets(String s, char target) {
        int depth = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == target && depth == 0) {
                return i;
            }
        }
        return -1;
    }

    /** A field number written in the format string: guest input, so never a Java NumberFormatException. */
    private static int index(String digits) {
        long v;
        try {
            v = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw Exc.valueError("Too many decimal digits in format string");
        }
        if (v > Integer.MAX_VALUE) {
            throw Exc.indexError("Replacement index " + v + " out of range for positional args tuple");
        }
        return (int) v;
    }
}
