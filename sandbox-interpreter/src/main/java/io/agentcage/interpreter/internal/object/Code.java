package io.agentcage.interpreter.internal.object;


/**
 * A compiled code object: bytecode, constants, names and the layout of locals. Immutable once built, so it is
 * shared by every execution of the same source (the compile cache) and by every call of a function.
 */
public final class Code {
    public static final int GENERATOR = 1;
    public static final int CLASS_BODY = 2;
    public static final int MODULE = 4;
    public static final int NAME_LOCALS = 8;
    /** With {@link #GENERATOR}: an {@code async def} without {@code yield}, or an async comprehension. */
    public static final int COROUTINE = 16;
    /** With {@link #GENERATOR}: an {@code async def} with {@code yield}, or an async generator expression. */
    public static final int ASYNC_GENERATOR = 32;
    /**
     * Frames of this code are left out of tracebacks: standard modules whose CPython counterparts are written in C
     * ({@code asyncio}'s tasks and futures), so tracebacks show the guest's frames as CPython's do.
     */
    public static final int HIDDEN = 64;

    public final String name;
    public final String qualname;
    public final String filename;
    public final int[] code;
    public final int[] lines;
    /** Column ranges of the instructions, for traceback carets. */
    public final Positions positions;
    public final PyObject[] consts;
    public final PyStr[] names;
    public final int argcount;
    public final int posonly;
    public final int kwonly;
    public final boolean varargs;
    public final boolean varkw;
    public final String[] varnames;
    public final PyStr[] varnameStrs;
    public final int nlocals;
    public final String[] cellvars;
    public final String[] freevars;
    public final int[] cellArgs;
    public final int stacksize;
    public final int blockdepth;
    public final int flags;
    public final String[] sourceLines;
    /** The line of the {@code def} (or its first decorator), {@code class}, lambda or comprehension; 1 for a module. */
    public final int firstLine;
    /** A cached global: valid while the namespace's map is {@code map} at {@code version}. */
    public static final class GlobalCache {
        public final Object map;
        public final int version;
        public final PyObject value;

        public GlobalCache(Object map, int version, PyObject value) {
            this.map = map;
            this.version = version;
            this.value = value;
        }
    }

    /**
     * Where this code was compiled from, for snapshots: the module code it is nested in (itself for a module), the
     * constant indices leading from there to it, and how that module code was compiled ({@code "exec"},
     * {@code "single"} for a program whose last expression is its value, {@code "eval"}, {@code "names"} for
     * exec with namespaces). Set once by the compiler; code compiled again from the same text and mode is the same.
     */
    private Code root;
    private int[] path;
    private String mode;

    /** Records where this code sits in its module code (see {@link #root()}); the compiler calls it once. */
    public void placeIn(Code rootCode, int[] constPath, String compileMode) {
        if (this.root != null) {
            throw new IllegalStateException("code already placed");
        }
        this.root = rootCode;
        this.path = constPath;
        this.mode = compileMode;
    }

    /** The module code this code is nested in (itself for module code), or null when it was never placed. */
    public Code root() {
        return root;
    }

    /** The constant indices from {@link #root()} to this code. */
    public int[] path() {
        return path == null ? new int[0] : path.clone();
    }

    /** How the root was compiled (see {@link #placeIn}). */
    public String mode() {
        return mode;
    }

    /** The source text of module code ({@link #sourceLines} joined). */
    public String sourceText() {
        return sourceLines == null ? "" : String.join("\n", sourceLines);
    }

    /**
     * The compiled tier's state for this code (ADR 0063), owned by the VM: null until it is hot, then its compiled
     * form or a marker that it cannot be compiled. Typed Object so that this package does not depend on the VM's.
     */
    public volatile Object tier;
    /** Calls counted towards compiling this code (ADR 0063); racy by design: only a trigger. */
    public int heat;

    /** Set for functions whose positional arguments map 1:1 to the first locals (fast call path). */
    public final boolean simpleArgs;
    /** Cell and free variable slots of a frame. */
    public final int ncells;
    /**
     * Simple arguments, no cell variables of its own, not a generator: a positional call only copies the arguments
     * and the closure's cells (free variables, {@code __class__} of a method calling {@code super()}).
     */
    public final boolean plainCall;

    public Code(String name, String qualname, String filename, int[] code, int[] lines, PyObject[] consts, PyStr[] names,
         int argcount, int posonly, int kwonly, boolean varargs, boolean varkw, String[] varnames,
         String[] cellvars, String[] freevars, int[] cellArgs, int stacksize, int blockdepth, int flags,
         String[] sourceLines, Positions positions, int firstLine) {
        this.positions = positions;
        this.firstLine = firstLine;
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
        this.plainCall = simpleArgs && (flags & GENERATOR) == 0;
    }

    /** Whether calling it makes a suspendable object (a generator, a coroutine or an async generator). */
    public boolean isGenerator() {
        return (flags & GENERATOR) != 0;
    }

    /** Whether frames of this code are left out of tracebacks. */
    public boolean hidden() {
        return (flags & HIDDEN) != 0;
    }

    /** Whether this is the code of a coroutine ({@code async def} without {@code yield}). */
    public boolean isCoroutine() {
        return (flags & COROUTINE) != 0;
    }

    /** Whether this is the code of an asynchronous generator. */
    public boolean isAsyncGenerator() {
        return (flags & ASYNC_GENERATOR) != 0;
    }

    /**
     * About the bytes of this code object by the memory model ({@link Footprint}): the object, its instruction,
     * line and position tables, its constants (nested code included, through their wrappers' footprints) and name
     * arrays; not the source lines, which all code objects of one compilation share. An estimate, for the code
     * objects a program makes at run time ({@code compile()}).
     */
    public long footprint() {
        int n = code.length;
        return 136 + 2 * Footprint.intArray(n) + Footprint.refArray(n) + 40L * n + Footprint.refArray(consts.length)
                + constsFootprint() + Footprint.refArray(names.length) + 2 * Footprint.refArray(varnames.length);
    }

    private long constsFootprint() {
        long total = 0;
        for (PyObject c : consts) {
            total += c == null ? 0 : c.footprint();
        }
        return total;
    }

    /** About the bytes of the source lines kept for tracebacks (an array of strings). */
    public long sourceFootprint() {
        if (sourceLines == null) {
            return 0;
        }
        long total = Footprint.refArray(sourceLines.length);
        for (String s : sourceLines) {
            total += Footprint.javaString(s.length(), false);
        }
        return total;
    }

    /** The source text of a line, stripped, or empty. */
    public String sourceLine(int line) {
        if (sourceLines == null || line < 1 || line > sourceLines.length) {
            return "";
        }
        return sourceLines[line - 1].strip();
    }
}
