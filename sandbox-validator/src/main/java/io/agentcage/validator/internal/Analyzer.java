package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import io.agentcage.python.ast.Module;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validator.RuleIds;
import io.agentcage.validator.internal.ModulePolicy.Verdict;
import java.util.List;
import java.util.Map;

/**
 * Runs the built-in rules over one module in a single walk (plus one pass that builds scopes). Not thread-safe;
 * one instance per validation. Not API.
 */
public final class Analyzer {
    final Settings settings;
    final Findings findings;
    final Resolver resolver = new Resolver();
    final Map<Node, Scope> scopes;
    final SizeEstimator sizes;
    private final CallChecks calls;
    final ImportChecks imports;

    private Analyzer(Settings settings, Module module) {
        this.settings = settings;
        this.findings = new Findings(settings);
        this.scopes = ScopeBuilder.build(module);
        this.sizes = new SizeEstimator(this::singleAssignment);
        this.calls = new CallChecks(this);
        this.imports = new ImportChecks(settings, findings, GuardedImports.of(module));
    }

    /** The findings of the built-in rules for {@code module} under {@code settings}. */
    public static Findings run(Settings settings, Module module) {
        Analyzer a = new Analyzer(settings, module);
        Scope root = a.scopes.get(module);
        for (Stmt st : module.body()) {
            a.walk(st, module, root, false);
        }
        return a.findings;
    }

    private Scope current;

    private Expr singleAssignment(Name n) {
        Scope owner = current == null ? null : current.resolve(n.id());
        if (owner == null) {
            return null;
        }
        List<Scope.Binding> bs = owner.bindingsOf(n.id());
        return bs.size() == 1 && bs.get(0).kind() == Scope.BindingKind.ASSIGN ? bs.get(0).value() : null;
    }

    private void walk(Node n, Node parent, Scope s, boolean inAssembly) {
        Scope inner = ScopeBuilder.opensScope(n) ? scopes.getOrDefault(n, s) : s;
        current = s;
        boolean assembled = check(n, parent, s, inAssembly);
        boolean childAssembly = inAssembly || assembled;
        Children.forEach(n, c -> walk(c, n, inner, childAssembly));
    }

    /** Runs the checks for one node; returns whether it is an assembled string (so its parts are not re-reported). */
    private boolean check(Node n, Node parent, Scope s, boolean inAssembly) {
        if (n instanceof Import) {
            imports.imports((Import) n);
        } else if (n instanceof ImportFrom) {
            imports.importFrom((ImportFrom) n);
        } else if (n instanceof Name) {
            name((Name) n, parent, s);
        } else if (n instanceof Attribute && ownSetattr((Attribute) n, parent, s)) {
            // object.__setattr__(self, name, value) in a method: checked as setattr(self, name, value)
            calls.attrFunction("setattr", (Call) parent, s);
        } else if (n instanceof Attribute) {
            attribute((Attribute) n, s);
        } else if (n instanceof Subscript) {
            subscript((Subscript) n, s);
        } else if (n instanceof Constant) {
            constant((Constant) n, parent);
        } else if (n instanceof While) {
            LoopCheck.check((While) n, findings);
        } else if (n instanceof FunctionDef && ((FunctionDef) n).name().equals("__del__")) {
            findings.add(RuleIds.FINALIZER, (Located) n, "a __del__ method runs at an unpredictable time, possibly "
                    + "after the time limit", "release resources explicitly, e.g. with a with-statement");
        } else if (n instanceof Call) {
            calls.check((Call) n, s);
        }
        if (n instanceof BinOp || n instanceof Call || n instanceof UnaryOp) {
            hugeConstant((Expr) n);
        }
        if (!inAssembly && (n instanceof BinOp || n instanceof JoinedStr || n instanceof Call
                || n instanceof Subscript)) {
            return assembled((Expr) n, s);
        }
        return false;
    }

    // ------------------------------------------------------------------ names and attributes

    private void name(Name n, Node parent, Scope s) {
        String id = n.id();
        if (Names.isDunder(id) && !Names.ALLOWED_DUNDER_NAMES.contains(id) && !Names.BUILTINS.contains(id)
                && (n.ctx() == ExprContext.Load || Names.ESCAPE_DUNDERS.contains(id)) && refusedName(id, s)) {
            findings.add(RuleIds.DUNDER_NAME, n, "the name '" + id + "' is not allowed: " + (safeTarget()
                    ? settings.target().describe() + " has no such name" : "it reaches the interpreter's internals"),
                    "use the builtins directly by name");
        }
        if (n.ctx() == ExprContext.Load) {
            Severity sev = settings.builtins().get(id);
            if (sev != null && safeTarget() && BuiltinMessages.namespace(id) && sev != Severity.ERROR) {
                sev = null; // no namespace of a runtime safe by construction holds anything but the program's own
            }
            if (sev != null && resolver.reachesBuiltin(n, s)) {
                findings.add(RuleIds.DANGEROUS_BUILTIN, sev, n, BuiltinMessages.message(id),
                        BuiltinMessages.fix(id));
            }
            moduleEscape(n, parent, s);
            attrFunctionAsValue(n, parent, s);
        }
    }

    /**
     * Whether a dunder name read (or an escape dunder bound) here is refused: on CPython unless the program binds it
     * itself ({@code __rmul__ = __mul__} in a class body) and it is no escape dunder; on a runtime safe by
     * construction only the names it lacks.
     */
    private boolean refusedName(String id, Scope s) {
        if (safeTarget()) {
            return Names.ABSENT_WHEN_SAFE.contains(id);
        }
        return Names.ESCAPE_DUNDERS.contains(id) || s.resolve(id) == null;
    }

    /** Whether the target is a runtime whose internals guest code cannot reach (the in-process interpreter). */
    boolean safeTarget() {
        return !settings.target().internalsReachable();
    }

    /** {@code map(getattr, objs, names)}, {@code partial(getattr, f)}: the name is out of the checks' sight. */
    private void attrFunctionAsValue(Name n, Node parent, Scope s) {
        if (safeTarget() || !Names.ATTR_FUNCTIONS.contains(n.id())
                || parent instanceof Call && ((Call) parent).func() == n
                || parent instanceof Assign && ((Assign) parent).value() == n
                || parent instanceof NamedExpr && ((NamedExpr) parent).value() == n || !resolver.reachesBuiltin(n, s)) {
            return;
        }
        findings.add(RuleIds.DYNAMIC_ATTRIBUTE, n, n.id() + " passed as a value can read or write any attribute, "
                + "including dunders", "call " + n.id() + "() directly with a constant name");
    }

    private void moduleEscape(Name n, Node parent, Scope s) {
        if (parent instanceof Attribute && ((Attribute) parent).value() == n
                || parent instanceof Assign && ((Assign) parent).value() == n
                || parent instanceof Call && !((Call) parent).args().isEmpty() && ((Call) parent).args().get(0) == n
                        && calls.isAttrFunction(((Call) parent).func(), s)) {
            return;
        }
        for (Value v : resolver.values(n, s)) {
            if (v instanceof Value.Ref) {
                String path = ((Value.Ref) v).path();
                Verdict verdict = settings.modules().verdict(path);
                if (verdict == Verdict.PARTIAL || verdict == Verdict.ALLOWED
                        && settings.modules().hasDeniedMembers(path)) {
                    findings.add(RuleIds.IMPORT_NOT_ALLOWED, n, "module '" + path + "' is only partly allowed "
                            + "and may not be passed around whole", "use its allowed members directly, e.g. "
                            + path + ".<member>");
                    return;
                }
            }
        }
    }

    private void attribute(Attribute a, Scope s) {
        Located at = attrPosition(a);
        attributeName(a.attr(), a.ctx() != ExprContext.Load, a.value(), at);
        for (Value v : resolver.values(a.value(), s)) {
            if (v instanceof Value.Ref) {
                moduleMember(((Value.Ref) v).path(), a.attr(), a.ctx() != ExprContext.Load, at);
            }
        }
    }

    /**
     * Whether {@code a} is {@code object.__setattr__} called on the enclosing method's own first parameter
     * ({@code object.__setattr__(self, 'x', v)}, how a frozen dataclass's {@code __post_init__} sets a field): the
     * builtin {@code object} not shadowed, a method defined in a class body, its first parameter never rebound.
     */
    private boolean ownSetattr(Attribute a, Node parent, Scope s) {
        if (!a.attr().equals("__setattr__") || a.ctx() != ExprContext.Load
                || !(a.value() instanceof Name) || !((Name) a.value()).id().equals("object")
                || s.resolve("object") != null || !(parent instanceof Call)) {
            return false;
        }
        Call c = (Call) parent;
        if (c.func() != a || c.args().size() < 2 || !(c.args().get(0) instanceof Name)
                || c.args().stream().anyMatch(x -> x instanceof Starred)) {
            return false;
        }
        String self = ((Name) c.args().get(0)).id();
        if (s.kind() != Scope.Kind.FUNCTION || s.parent() == null || s.parent().kind() != Scope.Kind.CLASS) {
            return false;
        }
        Arguments args;
        if (s.node() instanceof FunctionDef) {
            args = ((FunctionDef) s.node()).args();
        } else if (s.node() instanceof AsyncFunctionDef) {
            args = ((AsyncFunctionDef) s.node()).args();
        } else {
            return false;
        }
        String first = !args.posonlyargs().isEmpty() ? args.posonlyargs().get(0).arg()
                : !args.args().isEmpty() ? args.args().get(0).arg() : null;
        if (!self.equals(first)) {
            return false;
        }
        for (Scope.Binding b : s.bindingsOf(self)) {
            if (b.kind() != Scope.BindingKind.PARAM) {
                return false;
            }
        }
        return true;
    }

    /** Where the attribute's name starts, so that findings along a chain {@code a.b.c} point at each name. */
    private static Located attrPosition(Attribute a) {
        Span sp = a.span();
        int col = sp.endColumn() - a.attr().length();
        if (col < 1) {
            return a;
        }
        Span at = new Span(sp.endLineno(), Math.max(0, sp.endColOffset() - a.attr().length()), sp.endLineno(),
                sp.endColOffset(), col, sp.endColumn());
        return () -> at;
    }

    /** Checks one attribute name read or written through code, getattr or attrgetter. */
    void attributeName(String attr, boolean store, Expr base, Located where) {
        if (safeTarget()) {
            if (Names.refusedWhenSafe(attr)) {
                boolean frame = Names.FRAME_ATTRS.contains(attr);
                findings.add(frame ? RuleIds.FRAME_ACCESS : RuleIds.DUNDER_ACCESS, where, (store ? "assigning"
                        : "access to") + " '" + attr + "' is not allowed: " + settings.target().describe()
                        + " has no such attribute (it has no " + (frame ? "frames or code objects"
                        : "builtins module, function globals, code objects or class-hierarchy walks") + ")",
                        "pass the values you need as arguments, or use the object's public API");
            }
            return;
        }
        if (Names.isDunder(attr)) {
            boolean ok = store ? Names.ASSIGNABLE_DUNDER_ATTRS.contains(attr)
                    : Names.ALLOWED_DUNDER_ATTRS.contains(attr)
                            || attr.equals("__dict__") && base instanceof Name && ((Name) base).id().equals("self");
            if (!ok) {
                findings.add(RuleIds.DUNDER_ACCESS, where, (store ? "assigning" : "access to") + " '" + attr
                        + "' is not allowed: dunder attributes reach the interpreter's internals",
                        "use the object's public API (for a class name use type(x).__name__)");
            }
        } else if (Names.FRAME_ATTRS.contains(attr)) {
            findings.add(RuleIds.FRAME_ACCESS, where, "access to '" + attr + "' is not allowed: frames and code "
                    + "objects expose other scopes' variables", "pass the values you need as arguments");
        }
    }

    /** Checks {@code base.attr} where {@code base} is a module path. */
    void moduleMember(String base, String attr, boolean store, Located where) {
        ModulePolicy mp = settings.modules();
        String path = base + "." + attr;
        if (store) {
            findings.add(RuleIds.MODULE_MUTATION, where, "changing '" + path + "' is not allowed: modules are "
                    + "shared with other code", "keep your own variable instead of changing the module");
            return;
        }
        if (mp.verdict(base) == Verdict.DENIED || Names.isDunder(attr)) {
            return; // already reported at the import, or by the dunder rule
        }
        if (mp.verdict(path) == Verdict.DENIED) {
            findings.add(RuleIds.IMPORT_NOT_ALLOWED, where, "use of '" + path + "' is not allowed"
                    + imports.why(path, false), imports.importFix(path));
        }
    }

    private void subscript(Subscript sub, Scope s) {
        Value.Str key = resolver.string(sub.slice(), s);
        if (key != null && (safeTarget() ? Names.ABSENT_WHEN_SAFE : Names.ESCAPE_DUNDERS).contains(key.value())) {
            findings.add(RuleIds.DUNDER_ACCESS, sub, "looking up '" + key.value() + "' is not allowed: " + (safeTarget()
                    ? settings.target().describe() + " has no such name" : "it reaches the interpreter's internals"),
                    "use the builtins and objects directly");
        }
    }

    private void constant(Constant c, Node parent) {
        if (parent instanceof ExprStmt || !(c.value() instanceof ConstantValue.StrValue)) {
            return; // docstrings and bare strings do nothing
        }
        String template = ((ConstantValue.StrValue) c.value()).value();
        String field = FormatFields.dangerousField(template, this::refusedInFormat);
        if (field != null) {
            formatTraversal(field, c);
        }
    }

    /** Whether a format field may not walk into {@code name} on this target. */
    boolean refusedInFormat(String name) {
        return safeTarget() ? Names.refusedWhenSafe(name) : Names.isDunder(name) || Names.FRAME_ATTRS.contains(name);
    }

    void formatTraversal(String field, Located where) {
        findings.add(RuleIds.FORMAT_TRAVERSAL, where, "the format field '{" + field + "}' walks into '"
                + field.replaceAll("^[^.\\[]*", "") + "': str.format reads attributes unchecked",
                "format plain values: pass the attribute values themselves as arguments");
    }

    // ------------------------------------------------------------------ values

    private boolean assembled(Expr e, Scope s) {
        Value.Str str = resolver.string(e, s);
        if (str == null || !str.assembled()) {
            return false;
        }
        String v = str.value();
        String field = FormatFields.dangerousField(v, this::refusedInFormat);
        if (field != null) {
            formatTraversal(field, e);
        }
        if (refusedInFormat(v) || settings.builtins().containsKey(v)
                || !ModuleCatalog.reason(v).isEmpty() && !v.contains(" ")) {
            findings.add(RuleIds.ASSEMBLED_NAME, e, "the string '" + v + "' is put together at run time, which "
                    + "hides a name the checks look for", "write names literally; do not build attribute, "
                    + "builtin or module names from pieces");
        }
        return true;
    }

    private void hugeConstant(Expr e) {
        SizeEstimator.Est est = sizes.estimate(e);
        if (!tooBig(est)) {
            return;
        }
        boolean childTooBig = false;
        for (Expr child : childExprs(e)) {
            childTooBig |= tooBig(sizes.estimate(child));
        }
        if (!childTooBig) {
            String what = est.kind() == SizeEstimator.Kind.INT ? String.format("an integer of about %.2g bits",
                    est.size()) : String.format("a %s of about %.2g items", kindName(est.kind()), est.size());
            String limit = est.kind() == SizeEstimator.Kind.INT ? "2**25 bits"
                    : humanBytes(settings.maxConstantBytes());
            findings.add(RuleIds.HUGE_CONSTANT, e, "this expression would build " + what + " (about "
                    + humanBytes(est.bytes()) + "; the limit is " + limit + ")",
                    "use smaller sizes; for big powers use pow(base, exp, mod)");
        }
    }

    /** Integers above this many bits are refused whatever the byte limit: arithmetic on them is slow. */
    private static final double MAX_INT_BITS = 1 << 25;

    private boolean tooBig(SizeEstimator.Est est) {
        return est != null && (est.bytes() > settings.maxConstantBytes()
                || est.kind() == SizeEstimator.Kind.INT && est.size() > MAX_INT_BITS);
    }

    private static List<Expr> childExprs(Expr e) {
        List<Expr> out = new java.util.ArrayList<>();
        Children.forEach(e, c -> {
            if (c instanceof Expr) {
                out.add((Expr) c);
            }
        });
        return out;
    }

    private static String kindName(SizeEstimator.Kind k) {
        return k == SizeEstimator.Kind.STR ? "string" : k == SizeEstimator.Kind.BYTES ? "bytes object" : "list";
    }

    static String humanBytes(double b) {
        String[] units = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"};
        int u = 0;
        while (b >= 1024 && u < units.length - 1) {
            b /= 1024;
            u++;
        }
        return u == units.length - 1 && b >= 1024 ? String.format("%.1e PiB", b) : String.format("%.0f %s", b,
                units[u]);
    }

    /** Adds diagnostics of extra rules. */
    public static void addExternal(Findings f, List<Diagnostic> ds) {
        ds.forEach(f::addExternal);
    }
}
