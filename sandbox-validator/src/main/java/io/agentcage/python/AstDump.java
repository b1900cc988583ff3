package io.agentcage.python;

import io.agentcage.python.ast.Node;
import io.agentcage.python.internal.DumpWriter;

/**
 * Prints a syntax tree exactly as CPython 3.11's {@code ast.dump(tree)} prints it with default arguments: no
 * positions, None-valued optional fields omitted, constants by {@code repr}. The 3.12-only {@code type_params} of
 * functions and classes are printed only when non-empty.
 */
public final class AstDump {
    private AstDump() {
    }

    /**
     * Returns the dump of a node.
     *
     * @param node any node
     * @return the text {@code ast.dump} would print
     */
    public static String dump(Node node) {
        DumpWriter w = new DumpWriter();
        w.write(node);
        return w.toString();
    }
}
