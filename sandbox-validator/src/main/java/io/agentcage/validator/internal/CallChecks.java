package io.agentcage.validator.internal;

import io.agentcage.python.ast.*;
import io.agentcage.validation.Severity;
import io.agentcage.validator.RuleIds;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The checks that look at calls: getattr-style builtins, dynamic imports, {@code type()} with three arguments,
 * {@code operator.attrgetter}, {@code string.Formatter} field lookups and regular expressions. Not API.
 */
final class CallChecks {
    private static final Set<String> RE_FUNCTIONS = Set.of("compile", "match", "search", "fullmatch", "findall",
            "finditer", "sub", "subn", "split");
    private static final Set<String> PATH_FUNCTIONS = Set.of("attrgetter", "methodcaller");
    private static final Set<String> FIELD_FUNCTIONS = Set.of("get_field", "get_value");

    private final Analyzer a;

    CallChecks(Analyzer a) {
        this.a = a;
    }

    /** Whether {@code func} may be getattr, setattr, delattr or hasattr. */
    boolean isAttrFunction(Expr func, Scope s) {
        for (Value v : a.resolver.values(func, s)) {
            if (v instanceof Value.Builtin && Names.ATTR_FUNCTIONS.contains(((Value.Builtin) v).name())) {
                return true;
            }
        }
        return false;
    }

    void check(Call c, Scope s) {
        HostCallChecks.check(a, c, s);
        for (Value f : a.resolver.values(c.func(), s)) {
            if (f instanceof Value.Builtin) {
                builtin(((Value.Builtin) f).name(), c, s);
            } else if (f instanceof Value.Ref) {
                ref(((Value.Ref) f).path(), c, s);
            }
        }
        if (c.func() instanceof Attribute) {
            String m = ((Attribute) c.func()).attr();
            if (FIELD_FUNCTIONS.contains(m) && !c.args().isEmpty()) {
                Value.Str field = a.resolver.string(c.args().get(0), s);
                if (field != null && FormatFields.traverses(field.value(), a::refusedInFormat)) {
                    a.formatTraversal(field.value(), c);
                }
            }
        }
    }

    private void builtin(String name, Call c, Scope s) {
        if (Names.ATTR_FUNCTIONS.contains(name) && (c.args().stream().anyMatch(x -> x instanceof Starred)
                || c.keywords().stream().anyMatch(k -> k.arg().isEmpty()))) {
            if (a.safeTarget()) {
                return; // every attribute there is one of the program's own objects
            }
            a.findings.add(RuleIds.DYNAMIC_ATTRIBUTE, c, name + "() with unpacked arguments can reach any "
                    + "attribute, including dunders", "call " + name + "() with the object and a constant name");
        } else if (Names.ATTR_FUNCTIONS.contains(name) && c.args().size() >= 2) {
            attrFunction(name, c, s);
        } else if (name.equals("__import__")) {
            dynamicImport(c, s);
        } else if (name.equals("type") && c.args().size() == 3) {
            a.findings.add(RuleIds.DYNAMIC_CLASS, c, "type(name, bases, dict) builds a class at run time",
                    "write a class statement");
        }
    }

    /** Checks {@code name(obj, attr, ...)} for getattr/setattr/delattr/hasattr (and object.__setattr__ on self). */
    void attrFunction(String name, Call c, Scope s) {
        Expr base = c.args().get(0);
        Value.Str attr = a.resolver.string(c.args().get(1), s);
        boolean store = name.equals("setattr") || name.equals("delattr");
        if (attr == null) {
            boolean module = false;
            for (Value v : a.resolver.values(base, s)) {
                module |= v instanceof Value.Ref && (!a.safeTarget() || partlyAllowed(((Value.Ref) v).path()));
            }
            if (module) {
                a.findings.add(RuleIds.IMPORT_NOT_ALLOWED, Severity.ERROR, c, name + "() on a module with a name "
                        + "computed at run time is not allowed", "use the module's members by name");
            } else if (!a.safeTarget()) {
                a.findings.add(RuleIds.DYNAMIC_ATTRIBUTE, c, name + "() with a name computed at run time can reach "
                        + "any attribute, including dunders", "use the attribute directly by name, or a dict");
            }
            return;
        }
        a.attributeName(attr.value(), store, base, c);
        if (!Names.isDunder(attr.value())) {
            for (Value v : a.resolver.values(base, s)) {
                if (v instanceof Value.Ref) {
                    a.moduleMember(((Value.Ref) v).path(), attr.value(), store, c);
                }
            }
        }
    }

    /** Whether the policy allows only some members of the module {@code path}. */
    private boolean partlyAllowed(String path) {
        ModulePolicy mp = a.settings.modules();
        return mp.verdict(path) != ModulePolicy.Verdict.ALLOWED || mp.hasDeniedMembers(path);
    }

    private void dynamicImport(Call c, Scope s) {
        Optional<Expr> arg = c.args().isEmpty() ? keyword(c, "name") : Optional.of(c.args().get(0));
        Value.Str mod = arg.isPresent() ? a.resolver.string(arg.get(), s) : null;
        if (mod == null) {
            a.findings.add(RuleIds.IMPORT_NOT_ALLOWED, Severity.ERROR, c, "importing a module whose name is "
                    + "computed at run time is not allowed", "use an import statement with an allowed module");
        } else if (!a.imports.checkImport(mod.value(), c, false)) {
            a.imports.checkAvailable(mod.value(), c);
        }
    }

    private void ref(String path, Call c, Scope s) {
        if (path.equals("importlib.import_module")) {
            dynamicImport(c, s);
            return;
        }
        int dot = path.lastIndexOf('.');
        String fn = path.substring(dot + 1);
        String mod = dot < 0 ? "" : path.substring(0, dot);
        if ((mod.equals("re") || mod.equals("regex")) && RE_FUNCTIONS.contains(fn)) {
            regex(c, s);
        } else if (mod.equals("operator") && PATH_FUNCTIONS.contains(fn)) {
            for (Expr arg : fn.equals("methodcaller") ? c.args().subList(0, Math.min(1, c.args().size()))
                    : c.args()) {
                Value.Str str = a.resolver.string(arg, s);
                if (str != null) {
                    for (String part : str.value().split("\\.")) {
                        a.attributeName(part, false, null, c);
                    }
                }
            }
        }
    }

    private void regex(Call c, Scope s) {
        Optional<Expr> pattern = c.args().isEmpty() ? keyword(c, "pattern") : Optional.of(c.args().get(0));
        if (pattern.isEmpty()) {
            return;
        }
        Value.Str p = a.resolver.string(pattern.get(), s);
        if (p == null) {
            return;
        }
        RegexAnalyzer.Problem problem = RegexAnalyzer.analyze(p.value());
        if (problem != null) {
            a.findings.add(RuleIds.REDOS, pattern.get(), "the regular expression '" + shorten(p.value())
                    + "' can take exponential time: " + problem.reason(), "rewrite '" + problem.part()
                    + "' so that each character can be matched in only one way (e.g. '(a+)+' -> 'a+')");
        }
    }

    private static String shorten(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    private static Optional<Expr> keyword(Call c, String name) {
        List<Keyword> kws = c.keywords();
        for (Keyword k : kws) {
            if (k.arg().isPresent() && k.arg().get().equals(name)) {
                return Optional.of(k.value());
            }
        }
        return Optional.empty();
    }
}
