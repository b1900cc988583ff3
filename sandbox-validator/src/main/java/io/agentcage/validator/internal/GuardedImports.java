package io.agentcage.validator.internal;

import io.agentcage.python.ast.AsyncFunctionDef;
import io.agentcage.python.ast.ClassDef;
import io.agentcage.python.ast.ExceptHandler;
import io.agentcage.python.ast.Expr;
import io.agentcage.python.ast.FunctionDef;
import io.agentcage.python.ast.Import;
import io.agentcage.python.ast.ImportFrom;
import io.agentcage.python.ast.Lambda;
import io.agentcage.python.ast.Name;
import io.agentcage.python.ast.Node;
import io.agentcage.python.ast.Stmt;
import io.agentcage.python.ast.Try;
import io.agentcage.python.ast.Tuple;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The import statements a program guards against the module's absence: those in the body of a {@code try} with a
 * handler that catches ImportError ({@code except ImportError}, {@code ModuleNotFoundError}, {@code Exception},
 * {@code BaseException}, a tuple holding one of them, or a bare {@code except}), not inside a function or class
 * defined there (which runs later, outside the {@code try}). Such an import of a module the backend lacks raises
 * ModuleNotFoundError at run time and the program handles it ({@code try: import numpy} / {@code except
 * ImportError: numpy = None}), so it is not refused for availability. The policy's refusals are not affected: a
 * refused module stays refused, guarded or not (on CPython the import would succeed). Not API.
 */
final class GuardedImports {
    private static final Set<String> CATCHES_IMPORT_ERROR = Set.of("ImportError", "ModuleNotFoundError", "Exception",
            "BaseException");

    private GuardedImports() {
    }

    /** The guarded {@code Import} and {@code ImportFrom} nodes of the tree under {@code root}, by identity. */
    static Set<Node> of(Node root) {
        Set<Node> out = Collections.newSetFromMap(new IdentityHashMap<>());
        scan(root, out);
        return out;
    }

    private static void scan(Node n, Set<Node> out) {
        if (n instanceof Try t && t.handlers().stream().anyMatch(GuardedImports::catchesImportError)) {
            for (Stmt s : t.body()) {
                collect(s, out);
            }
        }
        Children.forEach(n, c -> scan(c, out));
    }

    private static void collect(Node n, Set<Node> out) {
        if (n instanceof FunctionDef || n instanceof AsyncFunctionDef || n instanceof ClassDef || n instanceof Lambda) {
            return;
        }
        if (n instanceof Import || n instanceof ImportFrom) {
            out.add(n);
        }
        Children.forEach(n, c -> collect(c, out));
    }

    private static boolean catchesImportError(ExceptHandler h) {
        return h.type().isEmpty() || names(h.type().get());
    }

    private static boolean names(Expr type) {
        if (type instanceof Name nm) {
            return CATCHES_IMPORT_ERROR.contains(nm.id());
        }
        if (type instanceof Tuple tu) {
            return tu.elts().stream().anyMatch(GuardedImports::names);
        }
        return false;
    }
}
