package io.agentcage.interpreter.internal.object;

/**
 * A hidden class of {@link PyInstance}s: the attribute names an instance has, in the order they were added, each
 * naming one slot of the instance's values array. Shapes form a tree per guest class, rooted at its empty shape;
 * adding a name follows (or makes) the transition to the child shape, so instances that gain the same names in the
 * same order share one shape, and an attribute site that saw a shape knows the slot of its name without a lookup.
 *
 * <p>The tree is bounded: at most {@link #MAX_SLOTS} names deep, {@link #MAX_TRANSITIONS} children per shape and
 * {@link #MAX_SHAPES} shapes per class; past a bound {@link #with} returns null and the instance keeps its
 * attributes in a dictionary instead. Every shape made is charged to the running execution and counted in its
 * class's footprint, so a program that makes many shapes pays for them as for any other memory. Transitions are
 * made under the root's lock (a class may be reached from more than one thread); reads of a made shape need none,
 * its fields being final.
 */
public final class Shape {
    /** Names per instance before it falls back to a dictionary. */
    public static final int MAX_SLOTS = 48;
    /** Children per shape (different names added at the same point) before the new ones fall back. */
    static final int MAX_TRANSITIONS = 12;
    /** Shapes per class before new ones fall back. */
    static final int MAX_SHAPES = 256;
    /** The bytes of a shape: the object and its names array. */
    static long bytes(int names) {
        return Footprint.SHAPE + Footprint.refArray(names);
    }

    private final PyStr[] names;
    private final Shape root;
    /** The shapes one name longer than this one, in the order they were made (null: none yet). */
    private Shape[] children;
    /** Shapes made in this tree (only the root's counts), and their bytes. */
    private int shapes;
    private int treeBytes;

    private Shape(PyStr[] names, Shape root) {
        this.names = names;
        this.root = root == null ? this : root;
    }

    /** A class's empty shape, the root of its tree. */
    static Shape root() {
        Shape r = new Shape(new PyStr[0], null);
        r.shapes = 1;
        r.treeBytes = (int) bytes(0);
        Interp.allocated(r.treeBytes);
        return r;
    }

    /** The number of names (and used slots). */
    public int size() {
        return names.length;
    }

    /** The name of slot {@code i}. */
    public PyStr name(int i) {
        return names[i];
    }

    /** The slot of {@code name}, or -1 when this shape has no such name. */
    public int indexOf(PyStr name) {
        PyStr[] n = names;
        for (int i = n.length - 1; i >= 0; i--) {
            if (n[i] == name) {
                return i;
            }
        }
        String v = name.value();
        for (int i = n.length - 1; i >= 0; i--) {
            if (n[i].value().equals(v)) {
                return i;
            }
        }
        return -1;
    }

    /** Whether {@code to} is this shape plus one name (a transition {@link #with} made). */
    boolean isParentOf(Shape to) {
        return to.names.length == names.length + 1 && to.root == root
                && java.util.Arrays.equals(names, 0, names.length, to.names, 0, names.length);
    }

    /**
     * This shape plus {@code name} (which it must not have, and which must be an exact {@code str}), or null when the
     * tree's bounds are reached and the instance should use a dictionary.
     */
    Shape with(PyStr name) {
        synchronized (root) {
            Shape[] c = children;
            if (c != null) {
                for (Shape s : c) {
                    PyStr last = s.names[names.length];
                    if (last == name || last.value().equals(name.value())) {
                        return s;
                    }
                }
            }
            if (names.length >= MAX_SLOTS || root.shapes >= MAX_SHAPES
                    || c != null && c.length >= MAX_TRANSITIONS) {
                return null;
            }
            PyStr[] n = java.util.Arrays.copyOf(names, names.length + 1);
            n[names.length] = name;
            Shape s = new Shape(n, root);
            children = c == null ? new Shape[] {s} : append(c, s);
            int cost = (int) (bytes(n.length) + Footprint.refArray(children.length));
            root.shapes++;
            root.treeBytes += cost;
            Interp.allocated(cost);
            return s;
        }
    }

    /** The bytes of every shape of this shape's tree (what its class's footprint adds for them). */
    long treeBytes() {
        synchronized (root) {
            return root.treeBytes;
        }
    }

    private static Shape[] append(Shape[] c, Shape s) {
        Shape[] out = java.util.Arrays.copyOf(c, c.length + 1);
        out[c.length] = s;
        return out;
    }
}
