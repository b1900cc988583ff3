package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import io.agentcage.validator.FalseAlarmCorpus;
import io.agentcage.validator.PolicyValidator;
import io.agentcage.validator.RuleIds;
import io.agentcage.validator.internal.ModuleCatalog;
import io.agentcage.validator.internal.Names;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The validator bound to the interpreter ({@code GuardedExecutor} passes the interpreter's capabilities): the
 * false-alarm corpus passes {@code standard} and prints what CPython prints; the names the rules keep refusing on
 * the interpreter really do not exist there; the module rule follows the interpreter's module registry.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ValidatorTargetTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture();

    private static GuardedExecutor guarded(PolicyValidator policy) {
        return GuardedExecutor.builder(EX.executor()).validator(policy).build();
    }

    @Test
    void should_accept_and_run_like_cpython_when_standard_guards_the_interpreter_on_the_false_alarm_corpus()
            throws Exception {
        GuardedExecutor g = guarded(PolicyValidator.standard());
        List<String> problems = new ArrayList<>();
        List<String> names = FalseAlarmCorpus.names();
        for (String name : names) {
            String code = FalseAlarmCorpus.read(name);
            ValidationReport report = g.validator().validate(code);
            for (Diagnostic d : report.errors()) {
                problems.add(name + ":" + d.line() + ": [" + d.ruleId() + "] " + d.message());
            }
            ExecutionResult r = g.execute(ExecutionRequest.of(code));
            String want = cpython(code);
            if (r.outcome() != Outcome.SUCCESS) {
                problems.add(name + ": " + r.outcome() + " " + r.error().map(e -> e.formatted()).orElse(r.message()));
            } else if (!r.stdout().equals(want)) {
                problems.add(name + ": printed\n" + r.stdout() + "CPython printed\n" + want);
            }
        }
        assertThat(names).hasSizeGreaterThanOrEqualTo(30);
        assertThat(problems).isEmpty();
    }

    @Test
    void should_refuse_only_names_the_interpreter_lacks_when_the_target_is_the_interpreter() {
        // every refused dunder and frame attribute is missing on every kind of object guest code can hold
        String objects = "import math\n"
                + "def f(x=1):\n    return x\n"
                + "def g():\n    yield 1\n"
                + "class C:\n    def m(self):\n        pass\n"
                + "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    exc = e\n"
                + "objs = [object, type, f, lambda: 0, math, 1, 'a', [], {}, C, C(), C().m, g(), exc, "
                + "exc.__traceback__, len, print]\n";
        Set<String> refused = new TreeSet<>(Names.ABSENT_WHEN_SAFE);
        for (String frame : Names.FRAME_ATTRS) {
            if (Names.refusedWhenSafe(frame)) {
                refused.add(frame);
            }
        }
        StringBuilder probe = new StringBuilder(objects).append("found = []\n");
        probe.append("for name in ").append(pyList(refused)).append(":\n")
                .append("    for o in objs:\n")
                .append("        if hasattr(o, name):\n")
                .append("            found.append((name, repr(o)))\n")
                .append("print(found)\n");
        ExecutionResult r = EX.execute(ExecutionRequest.of(probe.toString()));
        assertThat(r.error()).isEmpty();
        assertThat(r.stdout()).isEqualTo("[]\n");
        // and each is refused by the bound validator, with the reason
        PolicyValidator bound = PolicyValidator.standard().forTarget(EX.executor().capabilities());
        for (String name : refused) {
            ValidationReport report = bound.validate("x = f." + name + "\n");
            assertThat(report.rejected()).as(name).isTrue();
            assertThat(report.errors().get(0).message()).as(name).contains("has no such attribute");
        }
    }

    @Test
    void should_follow_the_module_registry_when_imports_are_checked_for_the_interpreter() {
        Set<String> modules = EX.executor().capabilities().modules();
        PolicyValidator standard = PolicyValidator.standard().forTarget(EX.executor().capabilities());
        PolicyValidator strict = PolicyValidator.strict().forTarget(EX.executor().capabilities());
        for (String m : modules) {
            assertThat(standard.validate("import " + m + "\n").errors()).as(m)
                    .noneMatch(d -> d.ruleId().equals(RuleIds.MODULE_UNAVAILABLE));
            assertThat(strict.validate("import " + m + "\n").errors()).as(m)
                    .noneMatch(d -> d.ruleId().equals(RuleIds.MODULE_UNAVAILABLE));
        }
        // a module strict allows as a policy but the interpreter does not have: refused before it runs, and the
        // interpreter agrees (if someone adds it to the interpreter, the validator follows by itself)
        for (String m : List.of("zoneinfo", "sqlite3", "numpy")) {
            boolean has = modules.contains(m);
            ValidationReport report = standard.validate("import " + m + "\n");
            assertThat(report.errors().stream().anyMatch(d -> d.ruleId().equals(RuleIds.MODULE_UNAVAILABLE)))
                    .as(m).isEqualTo(!has);
            ExecutionResult run = EX.execute(ExecutionRequest.of("import " + m + "\n"));
            assertThat(run.outcome() == Outcome.SUCCESS).as(m).isEqualTo(has);
        }
        assertThat(strict.allowsImport("math")).isTrue();
        assertThat(strict.allowsImport("zoneinfo")).isEqualTo(modules.contains("zoneinfo"));
        assertThat(standard.validate("from __future__ import annotations\nimport collections.abc\n"
                + "from json import decoder\n").diagnostics()).isEmpty();
    }

    @Test
    void should_judge_every_interpreter_module_when_the_strict_catalogue_is_consulted() {
        // ADR 0048: the catalogue is the one source; a module the interpreter gains must be admitted or refused
        // with a reason there, never refused by strict through omission
        PolicyValidator strict = PolicyValidator.strict().forTarget(EX.executor().capabilities());
        List<String> unjudged = new ArrayList<>();
        for (String m : EX.executor().capabilities().modules()) {
            boolean admitted = strict.allowsImport(m);
            String reason = ModuleCatalog.reason(m);
            if (!admitted && reason.isEmpty()) {
                unjudged.add(m);
            } else if (!admitted) {
                assertThat(strict.validate("import " + m + "\n").errors().get(0).message()).as(m).contains(reason);
            }
        }
        assertThat(unjudged).as("modules the strict catalogue (ModuleCatalog) does not judge").isEmpty();
        assertThat(strict.allowsImport("tomllib")).isTrue();
        assertThat(strict.allowsImport("os")).isFalse();
    }

    @Test
    void should_describe_only_importable_modules_when_guarded_capabilities_are_asked() {
        // an interpreter without zoneinfo (strict's allowlist has it): the guarded description leaves it out
        Set<String> narrowed = new TreeSet<>(EX.executor().capabilities().modules());
        narrowed.remove("zoneinfo");
        try (InterpreterExecutor without = InterpreterExecutor.builder().allowedModules(narrowed).build();
             CodeExecutor g = GuardedExecutor.builder(without).validator(PolicyValidator.strict()).build()) {
            assertThat(g.capabilities().modules()).contains("math", "json").doesNotContain("zoneinfo", "os")
                    .isSubsetOf(without.capabilities().modules());
            assertThat(g.capabilities().internalsReachable()).isFalse();
        }
    }

    private static String pyList(Set<String> names) {
        StringBuilder sb = new StringBuilder("[");
        for (String n : names) {
            sb.append('\'').append(n).append("', ");
        }
        return sb.append(']').toString();
    }

    private static String cpython(String code) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("python3", "-").redirectErrorStream(true).start();
        p.getOutputStream().write(code.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            in.transferTo(out);
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return out.toString(StandardCharsets.UTF_8);
    }
}
