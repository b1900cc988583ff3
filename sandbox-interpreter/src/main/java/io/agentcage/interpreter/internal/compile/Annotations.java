package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.python.ast.AnnAssign;
import io.agentcage.python.ast.Arg;
import io.agentcage.python.ast.Arguments;
import io.agentcage.python.ast.ClassDef;
import io.agentcage.python.ast.ExceptHandler;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.For;
import io.agentcage.python.ast.FunctionDef;
import io.agentcage.python.ast.If;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Span;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Try;
import io.agentcage.python.ast.While;
import io.agentcage.python.ast.With;
import java.util.ArrayList;
import java.util.List;

/**
 * Variable annotations ({@code x: int = 0}) as CPython compiles them: in module and class bodies a simple name's
 * annotation is evaluated and stored in {@code __annotations__} (what {@code dataclasses} reads); in functions it
 * is not evaluated. A {@code def}'s parameter and return annotations become the function's {@code __annotations__}.
 * Under {@code from __future__ import annotations} the annotation's source text is stored.
 */
final class Annotations {
    private Annotations() {
    }

    /** Whether a module or class body holds an annotated assignment outside nested functions and classes. */
    static boolean present(List<Stmt> body) {
        for (Stmt s : body) {
            if (s instanceof AnnAssign) {
                return true;
            }
            if (s instanceof FunctionDef || s instanceof ClassDef) {
                continue;
            }
            if (s instanceof If i && (present(i.body()) || present(i.orelse()))
                    || s instanceof For f && (present(f.body()) || present(f.orelse()))
                    || s instanceof While w && (present(w.body()) || present(w.orelse()))
                    || s instanceof With w2 && present(w2.body())
                    || s instanceof Try t && (present(t.body()) || present(t.orelse()) || present(t.finalbody())
                    || handlersPresent(t.handlers()))) {
                return true;
            }
        }
        return false;
    }

    private static boolean handlersPresent(List<ExceptHandler> hs) {
        for (ExceptHandler h : hs) {
            if (present(h.body())) {
                return true;
            }
        }
        return false;
    }

    /** Emits {@code __annotations__ = {}} at the start of a body that needs it. */
    static void setup(Compiler c, List<Stmt> body) {
        if (present(body)) {
            c.u.emit(Op.BUILD_MAP, 0);
            c.storeName("__annotations__");
        }
    }

    /**
     * Emits the {@code __annotations__} dictionary of a {@code def} (parameters in order, then {@code return}),
     * evaluated at definition time as CPython does, or their source text under {@code from __future__ import
     * annotations}. Emits nothing and returns false when nothing is annotated.
     */
    static boolean function(Compiler c, Arguments args, Expr returns) {
        int n = 0;
        List<Arg> all = new ArrayList<>(args.posonlyargs());
        all.addAll(args.args());
        args.vararg().ifPresent(all::add);
        all.addAll(args.kwonlyargs());
        args.kwarg().ifPresent(all::add);
        for (Arg a : all) {
            if (a.annotation().isPresent()) {
                c.loadConst(new PyStr(mangle(c, a.arg())));
                annotation(c, a.annotation().get());
                n++;
            }
        }
        if (returns != null) {
            c.loadConst(new PyStr("return"));
            annotation(c, returns);
            n++;
        }
        if (n == 0) {
            return false;
        }
        c.u.emit(Op.BUILD_MAP, n);
        return true;
    }

    private static void annotation(Compiler c, Expr e) {
        if (c.futureAnnotations) {
            c.loadConst(new PyStr(sourceText(c, e)));
        } else {
            c.ex.expr(e);
        }
    }

    /** Compiles {@code target: annotation [= value]}. */
    static void annAssign(Compiler c, AnnAssign a) {
        if (a.value().isPresent()) {
            c.ex.expr(a.value().get());
            c.ex.store(a.target());
        }
        Scope.Kind kind = c.u.scope.kind;
        if (kind != Scope.Kind.MODULE && kind != Scope.Kind.CLASS) {
            return;
        }
        if (c.futureAnnotations) {
            c.loadConst(new PyStr(sourceText(c, a.annotation())));
        } else {
            c.ex.expr(a.annotation());
        }
        if (a.simple() && a.target() instanceof Name n) {
            c.loadName("__annotations__");
            c.loadConst(new PyStr(mangle(c, n.id())));
            c.u.emit(Op.STORE_SUBSCR);
        } else {
            c.u.emit(Op.POP_TOP);
        }
    }

    private static String mangle(Compiler c, String name) {
        if (c.u.scope.kind != Scope.Kind.CLASS || !name.startsWith("__") || name.endsWith("__")) {
            return name;
        }
        String cls = c.u.scope.name.replaceFirst("^_+", "");
        return cls.isEmpty() ? name : "_" + cls + name;
    }

    /** The annotation as written (CPython stores its unparsed form; the two agree for ordinary annotations). */
    private static String sourceText(Compiler c, Expr e) {
        Span s = e.span();
        String[] lines = c.sourceLines;
        if (s.lineno() > lines.length || s.endLineno() > lines.length) {
            return "";
        }
        if (s.lineno() == s.endLineno()) {
            String line = lines[s.lineno() - 1];
            return line.substring(Math.min(s.column() - 1, line.length()), Math.min(s.endColumn() - 1,
                    line.length()));
        }
        StringBuilder sb = new StringBuilder(lines[s.lineno() - 1].substring(s.column() - 1));
        for (int i = s.lineno(); i < s.endLineno() - 1; i++) {
            sb.append(' ').append(lines[i].strip());
        }
        String last = lines[s.endLineno() - 1];
        sb.append(' ').append(last.substring(0, Math.min(s.endColumn() - 1, last.length())).strip());
        return sb.toString();
    }
}
