package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The code being emitted for one scope: instructions, line table, constants, names, locals, stack depth. */
final class Unit {
    final Scope scope;
    final String name;
    final String qualname;
    int[] code = new int[64];
    int[] lines = new int[64];
    /** Per instruction, the source node it was compiled from (for traceback carets); null where unknown. */
    io.agentcage.python.ast.Located[] nodes = new io.agentcage.python.ast.Located[64];
    /** The node being compiled: statements and expressions set it as {@code line} is set. */
    io.agentcage.python.ast.Located pos;
    int n;
    int line = 1;
    /** The first line of the construct this unit compiles (see {@code Code.firstLine}). */
    int firstLine = 1;
    final List<PyObject> consts = new ArrayList<>();
    final Map<Object, Integer> constIndex = new HashMap<>();
    final List<PyStr> names = new ArrayList<>();
    final Map<String, Integer> nameIndex = new HashMap<>();
    final List<String> varnames = new ArrayList<>();
    final Map<String, Integer> varIndex = new HashMap<>();
    final List<String> cellvars = new ArrayList<>();
    final List<String> freevars = new ArrayList<>();
    int depth;
    int maxDepth;
    int blocks;
    int maxBlocks;
    final Deque<FBlock> fblocks = new ArrayDeque<>();
    int flags;
    boolean nameMode;
    /** The {@code Arguments} of a function unit, else null. */
    Object argsNode;

    Unit(Scope scope, String name, String qualname) {
        this.scope = scope;
        this.name = name;
        this.qualname = qualname;
    }

    int emit(int op, int arg) {
        if (n == code.length) {
            code = Arrays.copyOf(code, n * 2);
            lines = Arrays.copyOf(lines, n * 2);
            nodes = Arrays.copyOf(nodes, n * 2);
        }
        nodes[n] = pos;
        code[n] = op | (arg << 8);
        lines[n] = line;
        depth += StackEffect.of(op, arg);
        if (depth > maxDepth) {
            maxDepth = depth;
        }
        return n++;
    }

    int emit(int op) {
        return emit(op, 0);
    }

    /** Points the jump at {@code pos} to the current position. */
    void patchHere(int pos) {
        patch(pos, n);
    }

    void patch(int pos, int target) {
        code[pos] = (code[pos] & 0xFF) | (target << 8);
    }

    int constant(Object key, PyObject value) {
        Integer i = constIndex.get(key);
        if (i == null) {
            i = consts.size();
            consts.add(value);
            constIndex.put(key, i);
        }
        return i;
    }

    int name(String s) {
        Integer i = nameIndex.get(s);
        if (i == null) {
            i = names.size();
            names.add(PyStr.intern(s));
            nameIndex.put(s, i);
        }
        return i;
    }

    /** CPython's private name mangling: {@code __x} inside class {@code C} (or its methods) is {@code _C__x}. */
    String mangle(String id) {
        if (!id.startsWith("__") || id.endsWith("__") || id.indexOf('.') >= 0) {
            return id;
        }
        for (Scope s = scope; s != null; s = s.parent) {
            if (s.kind == Scope.Kind.CLASS) {
                String c = s.name;
                int i = 0;
                while (i < c.length() && c.charAt(i) == '_') {
                    i++;
                }
                return i == c.length() ? id : "_" + c.substring(i) + id;
            }
        }
        return id;
    }

    int varname(String s) {
        Integer i = varIndex.get(s);
        if (i == null) {
            i = varnames.size();
            varnames.add(s);
            varIndex.put(s, i);
        }
        return i;
    }

    int cellIndex(String s) {
        int i = cellvars.indexOf(s);
        if (i >= 0) {
            return i;
        }
        i = freevars.indexOf(s);
        if (i < 0) {
            throw new IllegalStateException("no cell for " + s + " in " + qualname);
        }
        return cellvars.size() + i;
    }

    /** A block the compiler must unwind on return, break and continue. */
    static final class FBlock {
        enum Kind { LOOP, TRY, FINALLY_TRY, FINALLY_END, HANDLER, HANDLER_NAME, HANDLER_STAR, WITH, ASYNC_WITH }

        final Kind kind;
        int continueTarget;
        final List<Integer> breaks = new ArrayList<>();
        boolean hasIter;
        List<io.agentcage.python.ast.Stmt> finalbody;
        String handlerName;

        FBlock(Kind kind) {
            this.kind = kind;
        }
    }
}
