package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.Positions;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.object.PyTuple;
import io.agentcage.python.PythonParser;
import io.agentcage.python.ast.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a parsed module into {@link Code}: statements here, expressions in {@link ExprCompiler}. Name access
 * comes from {@link Symtable}; control flow that leaves try/with/loops unwinds through compiler-tracked blocks.
 */
public final class Compiler {
    /**
     * Standard modules whose frames tracebacks leave out, as CPython's tracebacks leave out its C code: asyncio's
     * loop, tasks and futures.
     */
    private static final java.util.Set<String> HIDDEN_FILES = java.util.Set.of("<asyncio>");
    final Symtable symtable;
    final String filename;
    final String[] sourceLines;
    Unit u;
    final ExprCompiler ex;
    /** Dispatches statements (the AST's exhaustive visitor: a new statement kind fails to compile here). */
    private final StatementCompiler statements;
    final boolean nameMode;
    /** Set by {@code from __future__ import annotations}: annotations are stored as source text. */
    boolean futureAnnotations;

    private Compiler(Symtable symtable, String filename, String[] sourceLines, boolean nameMode) {
        this.symtable = symtable;
        this.filename = filename;
        this.sourceLines = sourceLines;
        this.nameMode = nameMode;
        this.ex = new ExprCompiler(this);
        this.statements = new StatementCompiler(this);
    }

    /** Compiles a module; with {@code interactive}, a final expression statement's value is returned. */
    public static Code compileModule(String src, String filename, boolean interactive) {
        io.agentcage.python.ast.Module m = PythonParser.parse(src, filename);
        return compileBody(m.body(), src, filename, interactive, false);
    }

    /**
     * Compiles module code again as it was compiled first ({@link Code#mode()}: {@code exec}, {@code single},
     * {@code eval} or {@code names}), for a snapshot that refers to code by place: the same text and mode give the
     * same code tree.
     */
    public static Code recompile(String src, String filename, String mode) {
        switch (mode) {
            case "exec":
                return compileModule(src, filename, false);
            case "single":
                return compileModule(src, filename, true);
            case "eval":
                return compileForEval(src, filename, "eval");
            case "names":
                return compileForEval(src, filename, "exec");
            default:
                throw new IllegalArgumentException("unknown compile mode " + mode);
        }
    }

    /** Compiles source for eval ({@code mode = eval}) or exec: names go through the namespace dictionaries. */
    public static Code compileForEval(String src, String filename, String mode) {
        io.agentcage.python.ast.Module m = PythonParser.parse(src, filename);
        boolean isEval = mode.equals("eval");
        if (isEval && (m.body().size() != 1 || !(m.body().get(0) instanceof ExprStmt))) {
            throw new Symtable.CompileError("invalid syntax", m.body().isEmpty() ? 1 : m.body().get(0).lineno());
        }
        return compileBody(m.body(), src, filename, isEval, true);
    }

    private static Code compileBody(List<Stmt> body, String src, String filename, boolean returnLast,
                                    boolean nameMode) {
        Code root = compileTree(body, src, filename, returnLast, nameMode);
        place(root, root, new int[0], nameMode ? (returnLast ? "eval" : "names") : returnLast ? "single" : "exec");
        return root;
    }

    /** Records in every code object of the tree where it sits (for snapshots, which refer to code by place). */
    static void place(Code code, Code root, int[] path, String mode) {
        code.placeIn(root, path, mode);
        for (int i = 0; i < code.consts.length; i++) {
            if (code.consts[i] instanceof CodeConst cc) {
                int[] p = java.util.Arrays.copyOf(path, path.length + 1);
                p[path.length] = i;
                place(cc.code, root, p, mode);
            }
        }
    }

    private static Code compileTree(List<Stmt> body, String src, String filename, boolean returnLast,
                                    boolean nameMode) {
        Symtable t = Symtable.build(body, nameMode);
        Compiler c = new Compiler(t, filename, src.split("\n", -1), nameMode);
        Scope s = t.scopes.get(body);
        c.u = new Unit(s, "<module>", "<module>");
        c.u.flags = Code.MODULE;
        c.u.nameMode = nameMode;
        Annotations.setup(c, body);
        int last = body.size() - 1;
        for (int i = 0; i < body.size(); i++) {
            Stmt st = body.get(i);
            if (i == last && returnLast && st instanceof ExprStmt e) {
                c.u.line = st.lineno();
                c.ex.expr(e.value());
                c.u.emit(Op.RETURN_VALUE);
                return c.finish(c.u);
            }
            c.stmt(st);
        }
        c.loadConst(PyNone.NONE);
        c.u.emit(Op.RETURN_VALUE);
        return c.finish(c.u);
    }

    Code finish(Unit unit) {
        Scope s = unit.scope;
        int argcount = 0;
        int posonly = 0;
        int kwonly = 0;
        boolean varargs = false;
        boolean varkw = false;
        if (s.kind == Scope.Kind.COMPREHENSION) {
            argcount = 1;
        }
        Object node = unit.argsNode;
        if (node instanceof Arguments a) {
            posonly = a.posonlyargs().size();
            argcount = posonly + a.args().size();
            kwonly = a.kwonlyargs().size();
            varargs = a.vararg().isPresent();
            varkw = a.kwarg().isPresent();
        }
        int[] cellArgs = new int[unit.cellvars.size()];
        for (int i = 0; i < cellArgs.length; i++) {
            cellArgs[i] = s.params.contains(unit.cellvars.get(i)) ? unit.varIndex.get(unit.cellvars.get(i)) : -1;
        }
        int flags = unit.flags | (HIDDEN_FILES.contains(filename) ? Code.HIDDEN : 0);
        if (s.isAsync()) {
            flags |= Code.GENERATOR | (s.generator ? Code.ASYNC_GENERATOR : Code.COROUTINE);
        } else if (s.generator) {
            flags |= Code.GENERATOR;
        }
        return new Code(unit.name, unit.qualname, filename, fuse(java.util.Arrays.copyOf(unit.code, unit.n)),
                java.util.Arrays.copyOf(unit.lines, unit.n), unit.consts.toArray(new PyObject[0]),
                unit.names.toArray(new PyStr[0]), argcount, posonly, kwonly, varargs, varkw,
                unit.varnames.toArray(new String[0]), unit.cellvars.toArray(new String[0]),
                unit.freevars.toArray(new String[0]), cellArgs, unit.maxDepth + 6, unit.maxBlocks + 2, flags,
                sourceLines, PositionTable.table(unit, sourceLines), unit.firstLine);
    }

    /**
     * Peephole: {@code LOAD_FAST x; LOAD_CONST c; BINARY|COMPARE|SUBSCR} becomes one fused instruction at the
     * first slot ({@link Op#BINARY_FAST_CONST}, {@link Op#COMPARE_FAST_CONST}, {@link Op#SUBSCR_FAST_CONST}); the two
     * after it stay, so positions, line numbers and jumps into the middle are unchanged. Likewise
     * {@code LOAD_FAST x; LOAD_FAST y} becomes {@link Op#LOAD_FAST_LOAD_FAST}, and the start of an augmented item
     * assignment with a constant key, {@code LOAD_FAST o; LOAD_CONST k; DUP_TOP_TWO; SUBSCR}, becomes
     * {@link Op#SUBSCR_FAST_CONST} with the flag {@code 1 << 16} in its argument (it leaves o and k under the item).
     */
    static int[] fuse(int[] code) {
        for (int i = 0; i + 1 < code.length; i++) {
            int a = code[i];
            int b = code[i + 1];
            if ((a & 0xFF) == Op.LOAD_FAST && (b & 0xFF) == Op.LOAD_FAST && (a >>> 8) <= 0xFFF && (b >>> 8) <= 0xFFF) {
                code[i] = Op.LOAD_FAST_LOAD_FAST | ((a >>> 8) | (b >>> 8) << 12) << 8;
                continue;
            }
            if (i + 2 >= code.length) {
                continue;
            }
            int c = code[i + 2];
            if ((a & 0xFF) == Op.LOAD_FAST && (b & 0xFF) == Op.LOAD_CONST && c == Op.DUP_TOP_TWO
                    && i + 3 < code.length && (code[i + 3] & 0xFF) == Op.SUBSCR && (a >>> 8) <= 0xFF
                    && (b >>> 8) <= 0xFF) {
                // o[k] op= v: LOAD_FAST o; LOAD_CONST k; DUP_TOP_TWO; SUBSCR (flag 1 << 16: o and k stay)
                code[i] = Op.SUBSCR_FAST_CONST | ((a >>> 8) | (b >>> 8) << 8 | 1 << 16) << 8;
                continue;
            }
            if ((a & 0xFF) != Op.LOAD_FAST || (b & 0xFF) != Op.LOAD_CONST || (a >>> 8) > 0xFF || (b >>> 8) > 0xFF
                    || (c >>> 8) > 0xFF) {
                continue;
            }
            int fused = (c & 0xFF) == Op.BINARY ? Op.BINARY_FAST_CONST
                    : (c & 0xFF) == Op.COMPARE ? Op.COMPARE_FAST_CONST
                    : (c & 0xFF) == Op.SUBSCR ? Op.SUBSCR_FAST_CONST : -1;
            if (fused >= 0) {
                code[i] = fused | ((a >>> 8) | (b >>> 8) << 8 | (c >>> 8) << 16) << 8;
            }
        }
        return code;
    }

    /** Starts a unit for a function-like or class scope; parameters take the first local slots. */
    Unit newUnit(Scope s, String name, Object argsNode) {
        String q = qualname(name, s);
        Unit nu = new Unit(s, name, q);
        nu.argsNode = argsNode;
        nu.nameMode = false;
        s.qualname = q;
        for (String p : s.params) {
            nu.varname(p);
        }
        if (argsNode instanceof Arguments a) {
            nu.varnames.clear();
            nu.varIndex.clear();
            for (Arg x : a.posonlyargs()) {
                nu.varname(x.arg());
            }
            for (Arg x : a.args()) {
                nu.varname(x.arg());
            }
            for (Arg x : a.kwonlyargs()) {
                nu.varname(x.arg());
            }
            a.vararg().ifPresent(x -> nu.varname(x.arg()));
            a.kwarg().ifPresent(x -> nu.varname(x.arg()));
        }
        for (var e : s.access.entrySet()) {
            if (e.getValue() == Scope.Access.CELL) {
                nu.cellvars.add(e.getKey());
            }
        }
        for (String c : s.cells) {
            if (!nu.cellvars.contains(c)) {
                nu.cellvars.add(c);
            }
        }
        for (String f : s.frees) {
            if (!nu.cellvars.contains(f) && !nu.freevars.contains(f)) {
                nu.freevars.add(f);
            }
        }
        return nu;
    }

    private String qualname(String name, Scope s) {
        Unit parent = u;
        if (parent == null || parent.scope.kind == Scope.Kind.MODULE) {
            return name;
        }
        if (parent.scope.kind == Scope.Kind.CLASS) {
            return parent.qualname + "." + name;
        }
        return parent.qualname + ".<locals>." + name;
    }

    // ---- emission helpers ----

    void loadConst(PyObject v) {
        u.emit(Op.LOAD_CONST, u.constant(ConstKey.of(v), v));
    }

    void setLine(Located n) {
        u.line = n.lineno();
        u.pos = n;
    }

    void loadName(String n) {
        nameOp(n, 0);
    }

    void storeName(String n) {
        nameOp(n, 1);
    }

    void deleteName(String n) {
        nameOp(n, 2);
    }

    private void nameOp(String n, int kind) {
        Scope.Access a = u.scope.lookup(n);
        if (u.scope.kind == Scope.Kind.MODULE) {
            a = u.nameMode ? Scope.Access.NAME : Scope.Access.GLOBAL;
        }
        switch (a) {
            case FAST:
                u.emit(kind == 0 ? Op.LOAD_FAST : kind == 1 ? Op.STORE_FAST : Op.DELETE_FAST, u.varname(n));
                return;
            case CELL:
            case FREE:
                u.emit(kind == 0 ? Op.LOAD_DEREF : kind == 1 ? Op.STORE_DEREF : Op.DELETE_DEREF, u.cellIndex(n));
                return;
            case CLASSDEREF:
                if (kind == 0) {
                    u.emit(Op.LOAD_CLASSDEREF, u.cellIndex(n));
                } else {
                    u.emit(kind == 1 ? Op.STORE_NAME : Op.DELETE_NAME, u.name(n));
                }
                return;
            case NAME:
                u.emit(kind == 0 ? Op.LOAD_NAME : kind == 1 ? Op.STORE_NAME : Op.DELETE_NAME,
                        u.name(u.scope.kind == Scope.Kind.CLASS ? u.mangle(n) : n));
                return;
            default:
                u.emit(kind == 0 ? Op.LOAD_GLOBAL : kind == 1 ? Op.STORE_GLOBAL : Op.DELETE_GLOBAL, u.name(n));
        }
    }

    // ---- statements ----

    void stmts(List<Stmt> body) {
        for (Stmt s : body) {
            stmt(s);
        }
    }

    void stmt(Stmt s) {
        setLine(s);
        s.accept(statements);
    }

    void augAssign(AugAssign a) {
        int op = a.op().ordinal();
        Expr t = a.target();
        if (t instanceof Name n) {
            loadName(n.id());
            ex.expr(a.value());
            u.emit(Op.INPLACE, op);
            storeName(n.id());
        } else if (t instanceof Attribute at) {
            ex.expr(at.value());
            u.emit(Op.DUP_TOP);
            u.pos = at;
            u.emit(Op.LOAD_ATTR, u.name(u.mangle(at.attr())));
            u.pos = a;
            ex.expr(a.value());
            u.emit(Op.INPLACE, op);
            u.emit(Op.ROT_TWO);
            u.emit(Op.STORE_ATTR, u.name(u.mangle(at.attr())));
        } else if (t instanceof Subscript sub) {
            ex.expr(sub.value());
            ex.subscriptKey(sub.slice());
            u.emit(Op.DUP_TOP_TWO);
            u.pos = sub;
            u.emit(Op.SUBSCR);
            u.pos = a;
            ex.expr(a.value());
            u.emit(Op.INPLACE, op);
            u.emit(Op.ROT_THREE);
            u.emit(Op.STORE_SUBSCR);
        } else {
            throw new Symtable.CompileError("illegal expression for augmented assignment", a.lineno());
        }
    }

    void ifStmt(If i) {
        int j = ex.jumpIfFalse(i.test());
        stmts(i.body());
        if (i.orelse().isEmpty()) {
            u.patchHere(j);
            return;
        }
        int end = u.emit(Op.JUMP, 0);
        u.patchHere(j);
        stmts(i.orelse());
        u.patchHere(end);
    }

    void whileStmt(While w) {
        int start = u.n;
        int exit = ex.jumpIfFalse(w.test());
        Unit.FBlock b = new Unit.FBlock(Unit.FBlock.Kind.LOOP);
        b.continueTarget = start;
        u.fblocks.push(b);
        stmts(w.body());
        u.fblocks.pop();
        u.emit(Op.JUMP_BACK, start);
        u.patchHere(exit);
        stmts(w.orelse());
        for (int br : b.breaks) {
            u.patchHere(br);
        }
    }

    void forStmt(For f) {
        ex.expr(f.iter());
        u.emit(Op.GET_ITER);
        int start = u.n;
        int exit = u.emit(Op.FOR_ITER, 0);
        ex.store(f.target());
        Unit.FBlock b = new Unit.FBlock(Unit.FBlock.Kind.LOOP);
        b.continueTarget = start;
        b.hasIter = true;
        u.fblocks.push(b);
        stmts(f.body());
        u.fblocks.pop();
        u.emit(Op.JUMP_BACK, start);
        u.patchHere(exit);
        u.depth--;
        stmts(f.orelse());
        for (int br : b.breaks) {
            u.patchHere(br);
        }
    }

    void breakOrContinue(boolean isBreak, Stmt s) {
        List<Unit.FBlock> stack = new ArrayList<>(u.fblocks);
        int loopIdx = -1;
        for (int i = 0; i < stack.size(); i++) {
            if (stack.get(i).kind == Unit.FBlock.Kind.LOOP) {
                loopIdx = i;
                break;
            }
            if (stack.get(i).kind == Unit.FBlock.Kind.HANDLER_STAR) {
                throw new Symtable.CompileError("'break', 'continue' and 'return' cannot appear in an except*"
                        + " block", s.lineno());
            }
        }
        if (loopIdx < 0) {
            throw new Symtable.CompileError("'" + (isBreak ? "break" : "continue") + "' outside loop", s.lineno());
        }
        int saveDepth = u.depth;
        Blocks.unwind(this, loopIdx, false);
        Unit.FBlock loop = stack.get(loopIdx);
        if (isBreak) {
            if (loop.hasIter) {
                u.emit(Op.POP_TOP);
            }
            loop.breaks.add(u.emit(Op.JUMP, 0));
        } else {
            u.emit(Op.JUMP_BACK, loop.continueTarget);
        }
        u.depth = saveDepth;
    }

    /** Refuses an {@code async for}/{@code async with} outside an {@code async def} (CPython's message). */
    void requireAsync(String message, Stmt s) {
        if (!u.scope.coroutine) {
            throw new Symtable.CompileError(message, s.lineno());
        }
    }

    void returnStmt(Return r) {
        if (u.scope.kind != Scope.Kind.FUNCTION) {
            throw new Symtable.CompileError("'return' outside function", r.lineno());
        }
        if (r.value().isPresent() && u.scope.coroutine && u.scope.generator) {
            throw new Symtable.CompileError("'return' with value in async generator", r.lineno());
        }
        if (r.value().isPresent()) {
            ex.expr(r.value().get());
        } else {
            loadConst(PyNone.NONE);
        }
        if (u.fblocks.isEmpty()) {
            u.emit(Op.RETURN_VALUE);
            return;
        }
        int saveDepth = u.depth;
        int tmp = u.varname("$return");
        u.emit(Op.STORE_FAST, tmp);
        Blocks.unwind(this, u.fblocks.size(), true);
        u.emit(Op.LOAD_FAST, tmp);
        u.emit(Op.RETURN_VALUE);
        u.depth = saveDepth - 1;
    }

    void functionDef(FunctionDef f) {
        functionDef(f, f.name(), f.decoratorList(), f.args(), f.body(), f.returns());
    }

    /** A {@code def} or {@code async def} (the scope says which). */
    void functionDef(Stmt f, String name, List<Expr> decorators, Arguments args, List<Stmt> fbody,
                     java.util.Optional<Expr> returns) {
        for (Expr d : decorators) {
            ex.expr(d);
        }
        setLine(f);
        Scope s = symtable.scopes.get(f);
        Unit nu = newUnit(s, name, args);
        nu.firstLine = decorators.isEmpty() ? f.lineno() : decorators.get(0).lineno();
        Unit saved = u;
        u = nu;
        List<Stmt> body = fbody;
        if (!body.isEmpty() && body.get(0) instanceof ExprStmt es && es.value() instanceof Constant c
                && c.value() instanceof ConstantValue.StrValue sv) {
            u.consts.add(new DocString(new PyStr(sv.value())));
            u.constIndex.put(new Object(), 0);
            body = body.subList(1, body.size());
        }
        stmts(body);
        loadConst(PyNone.NONE);
        u.emit(Op.RETURN_VALUE);
        Code code = finish(u);
        u = saved;
        ex.makeFunction(code, nu, args, returns);
        for (int i = 0; i < decorators.size(); i++) {
            u.emit(Op.CALL, 1);
        }
        storeName(name);
    }

    void classDef(ClassDef c) {
        for (Expr d : c.decoratorList()) {
            ex.expr(d);
        }
        setLine(c);
        Scope s = symtable.scopes.get(c);
        Unit nu = newUnit(s, c.name(), null);
        nu.firstLine = c.decoratorList().isEmpty() ? c.lineno() : c.decoratorList().get(0).lineno();
        nu.flags = Code.CLASS_BODY;
        Unit saved = u;
        u = nu;
        List<Stmt> body = c.body();
        if (!body.isEmpty() && body.get(0) instanceof ExprStmt es && es.value() instanceof Constant k
                && k.value() instanceof ConstantValue.StrValue) {
            ex.expr(es.value());
            u.emit(Op.STORE_NAME, u.name("__doc__"));
            body = body.subList(1, body.size());
        }
        Annotations.setup(this, body);
        stmts(body);
        if (s.needsClassCell) {
            u.emit(Op.LOAD_CLOSURE, u.cellIndex("__class__"));
        } else {
            loadConst(PyNone.NONE);
        }
        u.emit(Op.RETURN_VALUE);
        Code code = finish(u);
        u = saved;
        ex.makeFunction(code, nu, null);
        loadConst(new PyStr(c.name()));
        for (Expr b : c.bases()) {
            if (b instanceof Starred) {
                throw new Symtable.CompileError("starred base classes are not supported", c.lineno());
            }
            ex.expr(b);
        }
        boolean hasKw = !c.keywords().isEmpty();
        if (hasKw) {
            for (Keyword k : c.keywords()) {
                if (k.arg().isEmpty()) {
                    throw new Symtable.CompileError("** in class keywords is not supported", c.lineno());
                }
                loadConst(new PyStr(k.arg().get()));
                ex.expr(k.value());
            }
            u.emit(Op.BUILD_MAP, c.keywords().size());
        }
        u.emit(Op.BUILD_CLASS, c.bases().size() | (hasKw ? 1 << 16 : 0));
        for (int i = 0; i < c.decoratorList().size(); i++) {
            u.emit(Op.CALL, 1);
        }
        storeName(c.name());
    }

    void importStmt(Import im) {
        for (Alias a : im.names()) {
            boolean leaf = a.asname().isPresent();
            loadConst(leaf ? PyTuple.of(new PyStr("*")) : PyNone.NONE);
            loadConst(io.agentcage.interpreter.internal.object.PyInt.of(0));
            u.emit(Op.IMPORT_NAME, u.name(a.name()));
            storeName(a.asname().orElse(a.name().split("\\.")[0]));
        }
    }

    void importFrom(ImportFrom im) {
        if (im.level() > 0) {
            throw new Symtable.CompileError("relative imports are not supported in the sandbox", im.lineno());
        }
        String mod = im.module().orElse("");
        if (mod.equals("__future__")) {
            // compiler directives: annotations is honoured, the others are the default behaviour in Python 3
            for (Alias a : im.names()) {
                futureAnnotations |= a.name().equals("annotations");
            }
            return;
        }
        PyObject[] names = new PyObject[im.names().size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = new PyStr(im.names().get(i).name());
        }
        loadConst(new PyTuple(names));
        loadConst(io.agentcage.interpreter.internal.object.PyInt.of(0));
        u.emit(Op.IMPORT_NAME, u.name(mod));
        if (names.length == 1 && im.names().get(0).name().equals("*")) {
            u.emit(Op.IMPORT_STAR);
            return;
        }
        for (Alias a : im.names()) {
            u.emit(Op.IMPORT_FROM, u.name(a.name()));
            storeName(a.asname().orElse(a.name()));
        }
        u.emit(Op.POP_TOP);
    }
}
