package io.agentcage.interpreter.internal.object;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * The object graph of a snapshot: every object reachable from the roots, written once each in the order it was
 * first reached, so identity, sharing and cycles survive. Code objects are written by place (the module code they
 * belong to and the constant indices to them), never as bytecode: reading compiles the module code again.
 *
 * <pre>
 * graph   = codes objects
 * codes   = count { root-index path-length path-index* }
 * objects = count { kind length payload }
 * </pre>
 *
 * Reading is three passes over the records (see {@link ImageCodec.Record}) and never recurses, so a deep or
 * hostile graph cannot overflow the stack; every reference and count is checked.
 */
public final class ObjectImages {
    private ObjectImages() {
    }

    /** Writes a graph. Not thread-safe; one per snapshot. */
    public static final class Writer {
        private final List<ImageCodec> codecs;
        private final IdentityHashMap<Object, Integer> ids = new IdentityHashMap<>();
        private final List<Object> order = new ArrayList<>();
        private final List<Integer> parents = new ArrayList<>();
        private final List<String> labels = new ArrayList<>();
        private final IdentityHashMap<Code, Integer> codeIds = new IdentityHashMap<>();
        private final List<Code> codes = new ArrayList<>();
        private final IdentityHashMap<Code, Integer> rootIds = new IdentityHashMap<>();
        private final List<Code> roots = new ArrayList<>();
        private final long maxBytes;

        /** A writer using {@code codecs} that refuses graphs of more than {@code maxBytes}. */
        public Writer(List<ImageCodec> codecs, long maxBytes) {
            this.codecs = List.copyOf(codecs);
            this.maxBytes = maxBytes;
        }

        /** A root of the graph: its reference (0 for null), for the caller's own header. */
        public int root(Object o, String label) {
            return idOf(o, -1, label);
        }

        /** The module code objects the graph's code refers to, in the order of their root indices. */
        public List<Code> codeRoots() {
            return List.copyOf(roots);
        }

        int idOf(Object o, int parent, String label) {
            if (o == null) {
                return 0;
            }
            Integer id = ids.get(o);
            if (id == null) {
                id = order.size();
                ids.put(o, id);
                order.add(o);
                parents.add(parent);
                labels.add(label);
            }
            return id + 1;
        }

        int codeIndex(Code c) {
            Integer i = codeIds.get(c);
            if (i == null) {
                Code root = c.root();
                if (root == null) {
                    throw new ImageException("a snapshot cannot carry code that was not compiled from source ("
                            + c.qualname + ")");
                }
                rootIds.computeIfAbsent(root, r -> {
                    roots.add(r);
                    return roots.size() - 1;
                });
                i = codes.size();
                codeIds.put(c, i);
                codes.add(c);
            }
            return i;
        }

        ImageException refusal(int self, String what) {
            List<String> path = new ArrayList<>();
            for (int i = self; i >= 0 && path.size() < 12; i = parents.get(i)) {
                path.add(labels.get(i));
            }
            java.util.Collections.reverse(path);
            return new ImageException("cannot save the execution: " + what + " (reached through "
                    + String.join(" > ", path) + ")");
        }

        /** Writes every object reached so far and from there; then the graph's bytes. */
        public byte[] finish() {
            ByteArrayOutputStream records = new ByteArrayOutputStream(4096);
            for (int i = 0; i < order.size(); i++) {
                Object o = order.get(i);
                ImageCodec codec = null;
                int kind = -1;
                for (ImageCodec c : codecs) {
                    kind = c.kindOf(o);
                    if (kind >= 0) {
                        codec = c;
                        break;
                    }
                }
                ImageOut out = new ImageOut(this, i);
                if (codec == null) {
                    throw refusal(i, "a value of type '" + typeName(o) + "' cannot be saved");
                }
                codec.write(o, out);
                ImageOut head = new ImageOut(this, i);
                head.u8(kind);
                head.uint(out.buf.size());
                records.writeBytes(head.buf.toByteArray());
                records.writeBytes(out.buf.toByteArray());
                if (records.size() > maxBytes) {
                    throw new ImageException("cannot save the execution: its state is larger than " + maxBytes
                            + " bytes");
                }
            }
            ImageOut all = new ImageOut(this, -1);
            all.uint(codes.size());
            for (Code c : codes) {
                all.uint(rootIds.get(c.root()));
                int[] p = c.path();
                all.uint(p.length);
                for (int x : p) {
                    all.uint(x);
                }
            }
            all.uint(order.size());
            all.buf.writeBytes(records.toByteArray());
            return all.buf.toByteArray();
        }

        private static String typeName(Object o) {
            return o instanceof PyObject p ? Ops.typeName(p) : o.getClass().getSimpleName();
        }
    }

    /** Reads a graph written by {@link Writer}. Not thread-safe; one per snapshot. */
    public static final class Reader implements ImageGraph {
        private final ImageCodec[] byKind = new ImageCodec[256];
        private final Interp in;
        private final List<Code> roots;
        private Code[] codes;
        private Object[] objects;

        /** A reader with {@code codecs}, whose code roots are {@code roots} (compiled by the caller). */
        public Reader(List<ImageCodec> codecs, Interp in, List<Code> roots) {
            for (ImageCodec c : codecs) {
                for (int k = 0; k < 256; k++) {
                    if (byKind[k] == null && c.reads(k)) {
                        byKind[k] = c;
                    }
                }
            }
            this.in = in;
            this.roots = List.copyOf(roots);
        }

        /** Reads the graph in {@code data[from, to)}; the graph answers references by id afterwards. */
        public ImageGraph read(byte[] data, int from, int to) {
            ImageIn head = new ImageIn(data, from, to, 0, 0);
            int ncodes = head.count(2);
            codes = new Code[ncodes];
            for (int i = 0; i < ncodes; i++) {
                int r = head.uint();
                if (r >= roots.size()) {
                    throw ImageException.corrupt("a code refers to module code " + r + " of " + roots.size());
                }
                Code c = roots.get(r);
                int n = head.count(1);
                for (int j = 0; j < n; j++) {
                    int k = head.uint();
                    if (k >= c.consts.length || !(c.consts[k] instanceof NestedCode nc)) {
                        throw ImageException.corrupt("a code path leads nowhere");
                    }
                    c = nc.nested();
                }
                codes[i] = c;
            }
            int count = head.count(2);
            ImageCodec.Record[] records = new ImageCodec.Record[count];
            int pos = head.pos();
            for (int i = 0; i < count; i++) {
                ImageIn h = new ImageIn(data, pos, to, count, ncodes);
                int kind = h.u8();
                int len = h.uint();
                int start = h.pos();
                if (len > to - start) {
                    throw ImageException.corrupt("a record is longer than the snapshot");
                }
                ImageCodec codec = byKind[kind];
                if (codec == null) {
                    throw ImageException.corrupt("unknown record kind " + kind);
                }
                ImageIn body = new ImageIn(data, start, start + len, count, ncodes);
                records[i] = codec.read(kind, body);
                if (!body.atEnd()) {
                    throw ImageException.corrupt("a record of kind " + kind + " has bytes left over");
                }
                pos = start + len;
            }
            if (pos != to) {
                throw ImageException.corrupt("bytes left after the last record");
            }
            objects = new Object[count];
            build(records);
            for (int phase = 0; phase <= 2; phase++) {
                for (int i = 0; i < count; i++) {
                    if (records[i].fillOrder() == phase) {
                        records[i].fill(this, objects[i]);
                    }
                }
            }
            return this;
        }

        /** Makes every object, each after the objects it needs at construction (iteratively, cycles refused). */
        private void build(ImageCodec.Record[] records) {
            byte[] state = new byte[records.length];
            ArrayDeque<int[]> stack = new ArrayDeque<>();
            for (int start = 0; start < records.length; start++) {
                if (state[start] != 0) {
                    continue;
                }
                stack.push(new int[] {start, 0});
                state[start] = 1;
                while (!stack.isEmpty()) {
                    int[] top = stack.peek();
                    int[] needs = records[top[0]].needs();
                    if (top[1] < needs.length) {
                        int n = needs[top[1]++];
                        if (n < 0 || state[n] == 2) {
                            continue;
                        }
                        if (state[n] == 1) {
                            throw ImageException.corrupt("objects need each other to be made");
                        }
                        state[n] = 1;
                        stack.push(new int[] {n, 0});
                        continue;
                    }
                    stack.pop();
                    Object o = records[top[0]].build(this);
                    if (o == null) {
                        throw ImageException.corrupt("a record made nothing");
                    }
                    objects[top[0]] = o;
                    state[top[0]] = 2;
                }
            }
        }

        @Override
        public Object get(int id) {
            if (id < 0) {
                return null;
            }
            Object o = objects[id];
            if (o == null) {
                throw ImageException.corrupt("object " + id + " is used before it is made");
            }
            return o;
        }

        @Override
        public Code code(int index) {
            return codes[index];
        }

        @Override
        public Interp interp() {
            return in;
        }

        /** The number of objects read. */
        public int size() {
            return objects.length;
        }

        @Override
        public String toString() {
            return "ImageGraph" + Arrays.toString(new int[] {objects == null ? 0 : objects.length});
        }
    }

    /** A constant that holds nested code (the compiler's code constants), without this layer knowing the class. */
    public interface NestedCode {
        Code nested();
    }
}
