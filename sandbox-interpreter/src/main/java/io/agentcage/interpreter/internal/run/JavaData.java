package io.agentcage.interpreter.internal.run;

import io.agentcage.interpreter.internal.object.ImageException;
import io.agentcage.interpreter.internal.object.ImageIn;
import io.agentcage.interpreter.internal.object.ImageOut;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Plain Java data (what crosses to and from host functions) in a snapshot: the arguments and answers of calls. */
final class JavaData {
    private static final int MAX_DEPTH = 100;

    private JavaData() {
    }

    static void write(ImageOut out, Object o) {
        write(out, o, 0);
    }

    private static void write(ImageOut out, Object o, int depth) {
        if (depth > MAX_DEPTH) {
            throw new ImageException("cannot save the execution: a call's data is nested more than " + MAX_DEPTH
                    + " deep");
        }
        if (o == null) {
            out.u8(0);
        } else if (o instanceof Boolean b) {
            out.u8(b ? 2 : 1);
        } else if (o instanceof Long || o instanceof Integer || o instanceof Short || o instanceof Byte) {
            out.u8(3);
            out.slong(((Number) o).longValue());
        } else if (o instanceof BigInteger b) {
            out.u8(4);
            byte[] v = b.toByteArray();
            out.bytes(v, v.length);
        } else if (o instanceof Double || o instanceof Float) {
            out.u8(5);
            out.f64(((Number) o).doubleValue());
        } else if (o instanceof String s) {
            out.u8(6);
            out.str(s);
        } else if (o instanceof byte[] b) {
            out.u8(7);
            out.bytes(b, b.length);
        } else if (o instanceof List<?> l) {
            out.u8(8);
            out.uint(l.size());
            for (Object x : l) {
                write(out, x, depth + 1);
            }
        } else if (o instanceof Map<?, ?> m) {
            out.u8(9);
            out.uint(m.size());
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.str(String.valueOf(e.getKey()));
                write(out, e.getValue(), depth + 1);
            }
        } else {
            throw new ImageException("cannot save the execution: a call holds a Java " + o.getClass().getSimpleName()
                    + ", not plain data");
        }
    }

    static Object read(ImageIn in) {
        return read(in, 0);
    }

    private static Object read(ImageIn in, int depth) {
        if (depth > MAX_DEPTH) {
            throw ImageException.corrupt("a call's data is nested too deep");
        }
        int tag = in.u8();
        switch (tag) {
            case 0:
                return null;
            case 1:
            case 2:
                return tag == 2;
            case 3:
                return in.slong();
            case 4: {
                byte[] b = in.bytes();
                if (b.length == 0) {
                    throw ImageException.corrupt("an empty big integer");
                }
                return new BigInteger(b);
            }
            case 5:
                return in.f64();
            case 6:
                return in.str();
            case 7:
                return in.bytes();
            case 8: {
                int n = in.count(1);
                List<Object> l = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    l.add(read(in, depth + 1));
                }
                return l;
            }
            case 9: {
                int n = in.count(2);
                Map<String, Object> m = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    m.put(in.str(), read(in, depth + 1));
                }
                return m;
            }
            default:
                throw ImageException.corrupt("a value of data tag " + tag);
        }
    }
}
