package io.agentcage.validator;

import io.agentcage.Capabilities;
import io.agentcage.python.ast.Module;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import io.agentcage.validator.internal.Analyzer;
import io.agentcage.validator.internal.BuiltinMessages;
import io.agentcage.validator.internal.Depth;
import io.agentcage.validator.internal.Findings;
import io.agentcage.validator.internal.ModuleCatalog;
import io.agentcage.validator.internal.ModulePolicy;
import io.agentcage.validator.internal.Settings;
import io.agentcage.validator.internal.SourceParser;
import io.agentcage.validator.internal.SyntaxHints;
import io.agentcage.validator.internal.Target;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A {@link CodeValidator} that parses Python and applies a policy's rules: which modules, builtins and dunders
 * the code may use, and which constructs (format-string traversal, catastrophic regexes, enormous constants,
 * endless loops) it may not contain. Findings carry a stable rule id (see {@link RuleIds}), a 1-based position
 * and a fix hint; any finding at {@link Severity#ERROR} rejects the code.
 *
 * <p>Two policies are built in. {@link #standard()}, the recommended policy on every backend, refuses what is
 * dangerous even inside a sandbox (native code, processes, raw sockets, deserialisers, the runtime's internals, size
 * bombs) and warns about eval and friends. {@link #strict()} refuses more as a matter of policy: only a list of
 * computation modules (math, re, json, collections, ...), and no code from strings, files or namespaces. Bound to
 * a backend with {@link #forTarget} (which {@code GuardedExecutor} does), either follows what that backend can run.
 * See docs/validator.md for every rule and for what static analysis cannot catch.
 *
 * <p>Instances are immutable and thread-safe; share them. Validating never throws for bad input: a syntax error
 * is an {@link RuleIds#SYNTAX_ERROR} finding with the parser's message and position.
 */
public final class PolicyValidator implements CodeValidator {

    private static final PolicyValidator STRICT = strictBuilder().build();
    private static final PolicyValidator STANDARD = standardBuilder().build();

    private final Settings settings;
    private final List<ValidationRule> extraRules;
    private final SourceParser parser;
    private final Builder origin;

    private PolicyValidator(Builder b) {
        this.settings = new Settings(b.name, new ModulePolicy(b.modules, b.allowUnlisted), b.builtins,
                b.ruleSeverity, b.overrides, b.disabled, b.maxConstantBytes, b.target);
        this.extraRules = List.copyOf(b.extraRules);
        this.parser = b.parser;
        this.origin = b.copy();
    }

    /**
     * The allowlist policy: only computation modules, no code from strings, namespaces or computed attribute names.
     * For applications that want that refused whatever the backend; not bound to a backend.
     */
    public static PolicyValidator strict() {
        return STRICT;
    }

    /** The recommended policy on every backend (the interpreter and containers); not bound to a backend. */
    public static PolicyValidator standard() {
        return STANDARD;
    }

    /** A builder for a custom policy, starting from the settings of {@link #strict()} and named {@code custom}. */
    public static Builder builder() {
        return strictBuilder().name("custom");
    }

    /** A builder that starts from this policy's settings. */
    public Builder toBuilder() {
        return origin.copy();
    }

    /** The policy's name: {@code strict}, {@code standard} or what the builder set. */
    public String name() {
        return settings.name();
    }

    /**
     * This policy for code that will run on a backend with these capabilities (what
     * {@link io.agentcage.GuardedExecutor} does when it is built). The policy decides what is allowed; the target
     * adds what the backend can do. On a runtime whose internals guest code cannot reach
     * ({@link Capabilities#internalsReachable()} false: the in-process interpreter), the rules that exist to stop
     * dunder and frame walks in CPython accept ordinary class code: every dunder it has (protocol methods, {@code
     * __dict__}, {@code __mro__}, {@code __init_subclass__}, ...), {@code getattr}/{@code setattr}/{@code hasattr}
     * with computed names, {@code vars()}; names it does not have ({@code __globals__}, {@code __subclasses__},
     * {@code __builtins__}, frames and code objects) stay refused. When the backend lists its modules, importing one
     * it lacks is a {@link RuleIds#MODULE_UNAVAILABLE} error, whatever the policy allows; when it lists its host
     * functions' stubs, calls of them are checked against the stubs ({@link RuleIds#HOST_FUNCTION_CALL}). Without a
     * target (the validators of {@link #strict()} and {@link #standard()}) the rules assume CPython with every
     * module.
     */
    @Override
    public PolicyValidator forTarget(Capabilities target) {
        return toBuilder().target(target).build();
    }

    @Override
    public ValidationReport validate(String code) {
        Objects.requireNonNull(code, "code == null");
        SourceParser.Result parsed = parser.parse(code);
        if (parsed.module() == null) {
            return new ValidationReport(List.of(Diagnostic.error(RuleIds.SYNTAX_ERROR, parsed.error(),
                    parsed.line(), parsed.column(), SyntaxHints.hint(code))
                    .withEnd(parsed.endLine(), parsed.endColumn())));
        }
        return validate(parsed.module());
    }

    /** Validates an already parsed module (the interpreter parses once and validates the same tree). */
    public ValidationReport validate(Module module) {
        Objects.requireNonNull(module, "module == null");
        int depth = Depth.of(module);
        if (depth > Depth.MAX) {
            return tooDeep(depth + " levels");
        }
        Findings findings;
        try {
            findings = Analyzer.run(settings, module);
        } catch (StackOverflowError e) {
            return tooDeep("more levels than this thread's stack allows"); // fail closed
        }
        for (ValidationRule rule : extraRules) {
            rule.check(module).forEach(findings::addExternal);
        }
        return new ValidationReport(findings.result());
    }

    private static ValidationReport tooDeep(String how) {
        return new ValidationReport(List.of(Diagnostic.error(RuleIds.TOO_DEEP, "the code is nested " + how
                + " deep; the checks follow at most " + Depth.MAX + " levels", 0, 0,
                "split long expressions and deeply nested blocks into smaller steps")));
    }

    /**
     * Whether {@code import module} passes this policy's import rule (an allowed or partly allowed module) and, when
     * the policy is bound to a backend that lists its modules, the backend has it ({@link RuleIds#MODULE_UNAVAILABLE}).
     */
    @Override
    public boolean allowsImport(String module) {
        boolean policy = !refusesImports() || settings.modules().verdict(module) != ModulePolicy.Verdict.DENIED;
        boolean backend = settings.target().hasModule(module) || settings.severity(RuleIds.MODULE_UNAVAILABLE,
                settings.ruleSeverity().get(RuleIds.MODULE_UNAVAILABLE)) != Severity.ERROR;
        return policy && backend;
    }

    /** The top-level modules listed as refused (with the import rule at ERROR); for tool descriptions. */
    @Override
    public Set<String> deniedModules() {
        Set<String> denied = new java.util.TreeSet<>();
        if (refusesImports()) {
            settings.modules().entries().forEach((path, allowed) -> {
                if (!allowed && !path.contains(".") && !allowsImport(path)) {
                    denied.add(path);
                }
            });
        }
        return denied;
    }

    /**
     * The top-level modules an allowlist policy ({@link #strict()}) accepts, some only partly ({@code sys},
     * {@code io}: see docs/validator.md); empty for a denylist policy ({@link #standard()}).
     */
    @Override
    public Set<String> allowedModules() {
        Set<String> allowed = new java.util.TreeSet<>();
        if (refusesImports() && !settings.modules().allowUnlisted()) {
            settings.modules().entries().forEach((path, ok) -> {
                String root = path.contains(".") ? path.substring(0, path.indexOf('.')) : path;
                if (ok && allowsImport(root)) {
                    allowed.add(root);
                }
            });
        }
        return allowed;
    }

    private boolean refusesImports() {
        return settings.severity(RuleIds.IMPORT_NOT_ALLOWED, settings.ruleSeverity().get(RuleIds.IMPORT_NOT_ALLOWED))
                == Severity.ERROR;
    }

    @Override
    public String toString() {
        return "PolicyValidator[" + settings.name() + "]";
    }

    private static Builder strictBuilder() {
        Builder b = new Builder("strict", false);
        ModuleCatalog.SAFE_MODULES.forEach(m -> b.modules.put(m, true));
        ModuleCatalog.STRICT_MEMBERS.forEach(m -> b.modules.put(m, true));
        ModuleCatalog.ALWAYS_DENIED.keySet().forEach(m -> b.modules.put(m, false));
        ModuleCatalog.STRICT_DENIED.keySet().forEach(m -> b.modules.put(m, false));
        b.modules.put("asyncio", true);
        ModuleCatalog.STRICT_ASYNCIO_DENIED.forEach(m -> b.modules.put(m, false));
        b.builtins.putAll(BuiltinMessages.strict());
        b.ruleSeverity.putAll(defaults(Severity.ERROR));
        b.ruleSeverity.put(RuleIds.FINALIZER, Severity.WARNING);
        b.maxConstantBytes = 128L << 20;
        return b;
    }

    private static Builder standardBuilder() {
        Builder b = new Builder("standard", true);
        ModuleCatalog.ALWAYS_DENIED.keySet().forEach(m -> b.modules.put(m, false));
        ModuleCatalog.STANDARD_DENIED_MEMBERS.forEach(m -> b.modules.put(m, false));
        b.builtins.putAll(BuiltinMessages.standard());
        b.ruleSeverity.putAll(defaults(Severity.WARNING));
        b.maxConstantBytes = 1L << 30;
        return b;
    }

    /** Rule severities shared by both policies; {@code graded} is what STRICT makes an error and STANDARD a warning. */
    private static Map<String, Severity> defaults(Severity graded) {
        Map<String, Severity> m = new LinkedHashMap<>();
        for (String id : List.of(RuleIds.IMPORT_NOT_ALLOWED, RuleIds.MODULE_UNAVAILABLE, RuleIds.DUNDER_ACCESS,
                RuleIds.DUNDER_NAME,
                RuleIds.FRAME_ACCESS, RuleIds.FORMAT_TRAVERSAL, RuleIds.HUGE_CONSTANT, RuleIds.HOST_FUNCTION_CALL,
                RuleIds.NETWORK_DISABLED)) {
            m.put(id, Severity.ERROR);
        }
        for (String id : List.of(RuleIds.DYNAMIC_ATTRIBUTE, RuleIds.REDOS, RuleIds.MODULE_MUTATION)) {
            m.put(id, graded);
        }
        for (String id : List.of(RuleIds.ASSEMBLED_NAME, RuleIds.INFINITE_LOOP, RuleIds.DYNAMIC_CLASS)) {
            m.put(id, Severity.WARNING);
        }
        return m;
    }

    /**
     * Builds a custom policy. Module paths are dotted ({@code os}, {@code os.path}, {@code sys.maxsize}); the
     * longest listed prefix of a used path decides, a deny winning a tie. Not thread-safe.
     */
    public static final class Builder {
        private String name;
        private final Map<String, Boolean> modules = new HashMap<>();
        private boolean allowUnlisted;
        private final Map<String, Severity> builtins = new HashMap<>();
        private final Map<String, Severity> ruleSeverity = new HashMap<>();
        private final Map<String, Severity> overrides = new HashMap<>();
        private final Set<String> disabled = new HashSet<>();
        private final List<ValidationRule> extraRules = new ArrayList<>();
        private long maxConstantBytes;
        private SourceParser parser = SourceParser.standard();
        private Target target = Target.UNKNOWN;

        private Builder(String name, boolean allowUnlisted) {
            this.name = name;
            this.allowUnlisted = allowUnlisted;
        }

        private Builder copy() {
            Builder b = new Builder(name, allowUnlisted);
            b.modules.putAll(modules);
            b.builtins.putAll(builtins);
            b.ruleSeverity.putAll(ruleSeverity);
            b.overrides.putAll(overrides);
            b.disabled.addAll(disabled);
            b.extraRules.addAll(extraRules);
            b.maxConstantBytes = maxConstantBytes;
            b.parser = parser;
            b.target = target;
            return b;
        }

        /** The policy's name, shown in reports. */
        public Builder name(String name) {
            this.name = Objects.requireNonNull(name, "name == null");
            return this;
        }

        /** Allows modules or members, e.g. {@code numpy}, {@code os.path}, {@code sys.maxsize}. */
        public Builder allowModules(String... paths) {
            for (String p : paths) {
                modules.put(checkPath(p), true);
            }
            return this;
        }

        /** Denies modules or members, e.g. {@code os}, {@code os.system}. */
        public Builder denyModules(String... paths) {
            for (String p : paths) {
                modules.put(checkPath(p), false);
            }
            return this;
        }

        /**
         * Whether modules matching no allow or deny entry are allowed. Default: false for {@link #strict()} and
         * {@link PolicyValidator#builder()}, true for {@link #standard()}.
         */
        public Builder allowUnlistedModules(boolean allow) {
            this.allowUnlisted = allow;
            return this;
        }

        /** Lets the code use these builtins (e.g. {@code open}) without a finding. */
        public Builder allowBuiltins(String... names) {
            for (String n : names) {
                builtins.remove(Objects.requireNonNull(n, "name == null"));
            }
            return this;
        }

        /** Flags every use of a builtin at the given severity. */
        public Builder denyBuiltin(String name, Severity severity) {
            builtins.put(Objects.requireNonNull(name, "name == null"), Objects.requireNonNull(severity,
                    "severity == null"));
            return this;
        }

        /** Forces the severity of every finding of a rule (built-in or extra). */
        public Builder severity(String ruleId, Severity severity) {
            overrides.put(Objects.requireNonNull(ruleId, "ruleId == null"), Objects.requireNonNull(severity,
                    "severity == null"));
            disabled.remove(ruleId);
            return this;
        }

        /** Drops every finding of a rule. */
        public Builder disableRule(String ruleId) {
            disabled.add(Objects.requireNonNull(ruleId, "ruleId == null"));
            return this;
        }

        /** Adds a rule of your own; it runs after the built-in ones. */
        public Builder addRule(ValidationRule rule) {
            extraRules.add(Objects.requireNonNull(rule, "rule == null"));
            return this;
        }

        /**
         * The largest value a constant expression may build, in estimated bytes, before {@link RuleIds#HUGE_CONSTANT}.
         * Default: 128 MiB for {@link #strict()}, 1 GiB for {@link #standard()}.
         */
        public Builder maxConstantBytes(long bytes) {
            if (bytes <= 0) {
                throw new IllegalArgumentException("maxConstantBytes must be > 0, got " + bytes);
            }
            this.maxConstantBytes = bytes;
            return this;
        }

        /**
         * The backend the code will run on (see {@link PolicyValidator#forTarget}). Default: unknown, which the rules
         * treat as CPython with every module.
         */
        public Builder target(Capabilities capabilities) {
            this.target = Target.of(Objects.requireNonNull(capabilities, "capabilities == null"));
            return this;
        }

        /** Replaces the parser (tests). */
        Builder parser(SourceParser parser) {
            this.parser = Objects.requireNonNull(parser, "parser == null");
            return this;
        }

        /** The validator. */
        public PolicyValidator build() {
            return new PolicyValidator(this);
        }

        private static String checkPath(String p) {
            Objects.requireNonNull(p, "module path == null");
            if (!p.matches("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*")) {
                throw new IllegalArgumentException("not a dotted module path: '" + p + "'");
            }
            return p;
        }
    }
}
