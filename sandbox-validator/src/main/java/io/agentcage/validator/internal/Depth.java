package io.agentcage.validator.internal;

import io.agentcage.python.ast.Node;
import java.util.ArrayDeque;

/**
 * Measures how deeply a tree nests, without recursion, so that the recursive checks only run on trees they can
 * walk. CPython's compiler itself refuses trees nested a few thousand levels deep. Not API.
 */
public final class Depth {
    /** The deepest tree the checks walk. */
    public static final int MAX = 1000;

    private Depth() {
    }

    /** The nesting depth of {@code root}, counting stops just past {@link #MAX}. */
    public static int of(Node root) {
        ArrayDeque<Node> nodes = new ArrayDeque<>();
        ArrayDeque<Integer> depths = new ArrayDeque<>();
        nodes.push(root);
        depths.push(1);
        int max = 0;
        while (!nodes.isEmpty()) {
            Node n = nodes.pop();
            int d = depths.pop();
            max = Math.max(max, d);
            if (max > MAX) {
                return max;
            }
            Children.forEach(n, c -> {
                nodes.push(c);
                depths.push(d + 1);
            });
        }
        return max;
    }
}
