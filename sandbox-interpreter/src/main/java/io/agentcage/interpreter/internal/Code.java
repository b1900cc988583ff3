package io.agentcage.interpreter.internal;

import io.agentcage.interpreter.runtime.PyObject;
import io.agentcage.interpreter.runtime.PyStr;

/**
 * A compiled code object: bytecode, constants, names and the layout of locals. Immutable once built, so it is
 * shared by every execution of the same source (the compile cache) and by every call of a function.
 */
public final class Code {
    static final int GENERATOR = 1;
    static final int CLASS_BODY = 2;
    static final int MODULE = 4;
    static final int NAME_LOCALS = 8;

    public final String name;
    public final String qualname;
    public final String filename;
    final int[] code;
    final int[] lines;
    /** Column ranges of the instructions, for traceback carets. */
    final Positions positions;
    final PyObject[] consts;
    final PyStr[] names;
    final int argcount;
    final int posonly;
    final int kwonly;
    final boolean varargs;
    final boolean varkw;
    final String[] varnames;
    final PyStr[] varnameStrs;
    final int nlocals;
    final String[] cellvars;
    final String[] freevars;
    final int[] cellArgs;
    final int stacksize;
    final int blockdepth;
    final int flags;
    final String[] sourceLines;
    /** A cached global: valid while the namespace's map is {@code map} at {@code version}. */
    static final class GlobalCache {
        final Object map;
        final int version;
        final PyObject value;

        GlobalCache(Object map, int version, PyObject value) {
            this.map = map;
            this.version = version;
            this.value = value;
        }
    }

    /** Set for functions whose positional arguments map 1:1 to the first locals (fast call path). */
    final boolean simpleArgs;
    /** Cell and free variable slots of a frame. */
    final int ncells;
    /** Simple arguments, no cells or free variables, not a generator: a positional call only copies arguments. */
    final boolean plainCall;

    Code(String name, String qualname, String filename, int[] code, int[] lines, PyObject[] consts, PyStr[] names,
         int argcount, int posonly, int kwonly, boolean varargs, boolean varkw, String[] varnames,
         String[] cellvars, String[] freevars, int[] cellArgs, int stacksize, int blockdepth, int flags,
         String[] sourceLines, Positions positions) {
        this.positions = positions;
        this.name = name;
        this.qualname = qualname;
        this.filename = filename;
        this.code = code;
        this.lines = lines;
        this.consts = consts;
        this.names = names;
        this.argcount = argcount;
        this.posonly = posonly;
        this.kwonly = kwonly;
        this.varargs = varargs;
        this.varkw = varkw;
        this.varnames = varnames;
        this.varnameStrs = new PyStr[varnames.length];
        for (int i = 0; i < varnames.length; i++) {
            varnameStrs[i] = PyStr.intern(varnames[i]);
        }
        this.nlocals = varnames.length;
        this.cellvars = cellvars;
        this.freevars = freevars;
        this.cellArgs = cellArgs;
        this.stacksize = stacksize;
        this.blockdepth = blockdepth;
        this.flags = flags;
        this.sourceLines = sourceLines;
        this.simpleArgs = kwonly == 0 && !varargs && !varkw && cellvars.length == 0;
        this.ncells = cellvars.length + freevars.length;
        this.plainCall = simpleArgs && freevars.length == 0 && (flags & GENERATOR) == 0;
    }

    boolean isGenerator() {
        return (flags & GENERATOR) != 0;
    }

    /** The source text of a line, stripped, or empty. */
    String sourceLine(int line) {
        if (sourceLines == null || line < 1 || line > sourceLines.length) {
            return "";
        }
        return sourceLines[line - 1].strip();
    }
}
