package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.Capabilities;
import io.agentcage.ExecutionLimits;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The rules bound to a backend's capabilities ({@link PolicyValidator#forTarget}). */
class PolicyValidatorTargetTest {

    /** Like the interpreter: internals unreachable, a fixed module list. */
    private static final Capabilities INTERPRETER = new Capabilities("interpreter", Set.of("python"), true, true, false,
            false, Set.of("math", "json", "json.decoder", "collections", "collections.abc", "sys", "re", "functools",
            "operator"), ExecutionLimits.defaults()).withInternalsReachable(false);
    /** Like Docker: CPython, every module. */
    private static final Capabilities DOCKER = new Capabilities("docker", Set.of("python"), true, true, false, false,
            Set.of(), ExecutionLimits.defaults());

    private static final PolicyValidator STANDARD_INTERP = PolicyValidator.standard().forTarget(INTERPRETER);
    private static final PolicyValidator STRICT_INTERP = PolicyValidator.strict().forTarget(INTERPRETER);
    private static final PolicyValidator STANDARD_DOCKER = PolicyValidator.standard().forTarget(DOCKER);

    private static List<String> rules(ValidationReport r, Severity s) {
        return r.diagnostics().stream().filter(d -> d.severity() == s).map(Diagnostic::ruleId)
                .collect(Collectors.toList());
    }

    @Test
    void should_accept_ordinary_class_code_when_standard_targets_the_interpreter() {
        String code = "class V:\n"
                + "    def __init__(self, x): self.x = x\n"
                + "    def __mul__(self, k): return V(self.x * k)\n"
                + "    __rmul__ = __mul__\n"
                + "class Base:\n"
                + "    def __init_subclass__(cls, **kw):\n"
                + "        super().__init_subclass__(**kw)\n"
                + "class Field:\n"
                + "    def __set_name__(self, owner, name): self.name = '_' + name\n"
                + "    def __get__(self, obj, t=None): return getattr(obj, self.name)\n"
                + "    def __set__(self, obj, v): setattr(obj, self.name, v)\n"
                + "class Item:\n"
                + "    f = Field()\n"
                + "print(Item.__dict__, vars(Item()), Item.__mro__, Item.__bases__, hasattr(Item, Field().name))\n";
        assertThat(STANDARD_INTERP.validate(code).diagnostics()).isEmpty();
        // on CPython the class-body alias and the __init_subclass__ chain pass too; the rest stays refused
        ValidationReport cpython = STANDARD_DOCKER.validate(code);
        assertThat(rules(cpython, Severity.ERROR)).containsOnly(RuleIds.DUNDER_ACCESS);
        assertThat(cpython.errors()).extracting(Diagnostic::message)
                .allMatch(m -> m.contains("'__dict__'") || m.contains("'__mro__'") || m.contains("'__bases__'"));
        assertThat(PolicyValidator.standard().validate(code).diagnostics()).isEqualTo(cpython.diagnostics());
    }

    @Test
    void should_reject_names_the_interpreter_lacks_with_a_fix_when_the_target_is_the_interpreter() {
        for (String attack : List.of("().__class__.__bases__[0].__subclasses__()", "f.__globals__['os']",
                "g.gi_frame.f_back", "print.__builtins__", "e.__traceback__.tb_frame", "f.__code__.co_consts")) {
            ValidationReport r = STANDARD_INTERP.validate(attack + "\n");
            assertThat(r.rejected()).as(attack).isTrue();
            assertThat(r.errors().get(0).message()).as(attack)
                    .contains("the interpreter backend has no such attribute");
            assertThat(r.errors().get(0).fixHint()).isNotEmpty();
        }
        assertThat(STANDARD_INTERP.validate("b = __builtins__\n").errors()).extracting(Diagnostic::ruleId)
                .containsExactly(RuleIds.DUNDER_NAME);
        assertThat(STANDARD_INTERP.validate("x = globals()['__builtins__']\n").rejected()).isTrue();
        assertThat(STANDARD_INTERP.validate("s = '{0.__globals__}'.format(f)\n").rejected()).isTrue();
        assertThat(STANDARD_INTERP.validate("s = '{0.__dict__}'.format(f)\n").diagnostics()).isEmpty();
        assertThat(STANDARD_INTERP.validate("tb = e.__traceback__\nwhile tb:\n    tb = tb.tb_next\n").diagnostics())
                .isEmpty();
    }

    @Test
    void should_keep_rejecting_dunder_walks_when_the_target_is_cpython() {
        for (String attack : List.of("().__class__.__bases__[0].__subclasses__()", "f.__globals__",
                "g.gi_frame.f_back", "x = Item.__dict__", "getattr(o, '__dict__')", "b = __builtins__",
                "x = d['__builtins__']")) {
            assertThat(STANDARD_DOCKER.validate(attack + "\n").rejected()).as(attack).isTrue();
            assertThat(PolicyValidator.standard().validate(attack + "\n").rejected()).as(attack).isTrue();
        }
        assertThat(rules(STANDARD_DOCKER.validate("setattr(o, name, 1)\n"), Severity.WARNING))
                .containsExactly(RuleIds.DYNAMIC_ATTRIBUTE);
        // a dunder name the program binds itself is its own object; an escape dunder stays refused even so
        assertThat(STANDARD_DOCKER.validate("__version__ = '1'\n__helper__ = len\nprint(__helper__('ab'))\n")
                .diagnostics()).isEmpty();
        assertThat(STANDARD_DOCKER.validate("__builtins__ = {}\nx = __builtins__\n").rejected()).isTrue();
    }

    @Test
    void should_drop_dynamic_attribute_and_namespace_findings_when_the_target_is_the_interpreter() {
        String code = "import math\nname = input()\nx = getattr(o, name)\nsetattr(o, name, 1)\nhasattr(o, name)\n"
                + "f = getattr\nprint(vars(o), globals(), locals(), getattr(math, name))\n";
        assertThat(rules(STANDARD_INTERP.validate(code), Severity.WARNING)).containsOnly(RuleIds.DANGEROUS_BUILTIN);
        assertThat(STANDARD_INTERP.validate(code).warnings()).extracting(Diagnostic::message)
                .allMatch(m -> m.contains("'input'"));
        // strict keeps its refusals of namespaces, and of computed names on a module it only partly allows
        ValidationReport strict = STRICT_INTERP.validate("import sys\nprint(vars(o), getattr(sys, name))\n");
        assertThat(rules(strict, Severity.ERROR)).containsExactlyInAnyOrder(RuleIds.DANGEROUS_BUILTIN,
                RuleIds.IMPORT_NOT_ALLOWED);
        assertThat(STRICT_INTERP.validate("import math\nprint(getattr(math, name))\n").diagnostics()).isEmpty();
    }

    @Test
    void should_refuse_modules_the_backend_lacks_when_it_lists_its_modules() {
        ValidationReport r = STRICT_INTERP.validate("import zoneinfo\n");
        assertThat(r.errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.MODULE_UNAVAILABLE);
        assertThat(r.errors().get(0).message()).startsWith("module 'zoneinfo' is not available on the interpreter "
                + "backend (available: collections, functools, json, math, operator, re, sys)");
        assertThat(r.errors().get(0).fixHint()).contains("docker backend");
        assertThat(PolicyValidator.strict().validate("import zoneinfo\n").diagnostics()).isEmpty();
        assertThat(STANDARD_INTERP.validate("import numpy as np\n").errors()).extracting(Diagnostic::ruleId)
                .containsExactly(RuleIds.MODULE_UNAVAILABLE);
        assertThat(STANDARD_INTERP.validate("import json.tool\n").errors().get(0).message())
                .startsWith("module 'json.tool' is not available");
        assertThat(STANDARD_INTERP.validate("x = __import__('zlib')\n").errors()).extracting(Diagnostic::ruleId)
                .containsExactly(RuleIds.MODULE_UNAVAILABLE);
        assertThat(STANDARD_INTERP.validate("from __future__ import annotations\nfrom collections import abc\n"
                + "import collections.abc\nfrom json import decoder, loads\n").diagnostics()).isEmpty();
        // the policy's refusal comes first, with its own reason
        assertThat(STANDARD_INTERP.validate("import subprocess\n").errors()).extracting(Diagnostic::ruleId)
                .containsExactly(RuleIds.IMPORT_NOT_ALLOWED);
        assertThat(STANDARD_DOCKER.validate("import numpy\nimport zoneinfo\n").diagnostics()).isEmpty();
    }

    @Test
    void should_leave_a_missing_module_to_the_program_when_its_import_is_guarded_by_an_import_error_handler() {
        // the agent's optional-dependency pattern: at run time the import raises ModuleNotFoundError, which it handles
        for (String handler : new String[] {"except ImportError:", "except ModuleNotFoundError:", "except Exception:",
            "except:", "except (ValueError, ImportError) as e:", "except BaseException:"}) {
            String code = "try:\n    import numpy as np\n    from pandas import DataFrame\n" + handler
                    + "\n    np = None\n";
            assertThat(STANDARD_INTERP.validate(code).diagnostics()).as(handler).isEmpty();
        }
        // nested blocks of the try body are guarded too
        assertThat(STANDARD_INTERP.validate("try:\n    if True:\n        import numpy\nexcept ImportError:\n"
                + "    pass\n").diagnostics()).isEmpty();
        // a handler of other errors, an import after the try, or in a function defined in it, is not guarded
        assertThat(STANDARD_INTERP.validate("try:\n    import numpy\nexcept ValueError:\n    pass\n").errors())
                .extracting(Diagnostic::ruleId).containsExactly(RuleIds.MODULE_UNAVAILABLE);
        assertThat(STANDARD_INTERP.validate("try:\n    pass\nexcept ImportError:\n    import numpy\n").errors())
                .extracting(Diagnostic::ruleId).containsExactly(RuleIds.MODULE_UNAVAILABLE);
        assertThat(STANDARD_INTERP.validate("try:\n    def f():\n        import numpy\nexcept ImportError:\n"
                + "    pass\n").errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.MODULE_UNAVAILABLE);
        // the policy's refusals stay: on CPython a guarded import of a refused module would succeed
        assertThat(STANDARD_INTERP.validate("try:\n    import subprocess\nexcept ImportError:\n    pass\n")
                .errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.IMPORT_NOT_ALLOWED);
        assertThat(STANDARD_DOCKER.validate("try:\n    import subprocess\nexcept ImportError:\n    pass\n")
                .errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.IMPORT_NOT_ALLOWED);
    }

    @Test
    void should_answer_import_questions_for_the_target_when_asked() {
        assertThat(STRICT_INTERP.allowsImport("math")).isTrue();
        assertThat(STRICT_INTERP.allowsImport("sys")).isTrue();
        assertThat(STRICT_INTERP.allowsImport("zoneinfo")).isFalse();
        assertThat(PolicyValidator.strict().allowsImport("zoneinfo")).isTrue();
        assertThat(STANDARD_INTERP.allowsImport("os")).isFalse();
        assertThat(STANDARD_DOCKER.allowsImport("os")).isTrue();
        assertThat(STANDARD_DOCKER.deniedModules()).contains("ctypes", "subprocess", "pickle")
                .doesNotContain("os");
        assertThat(STANDARD_INTERP.name()).isEqualTo("standard");
        assertThat(STANDARD_INTERP.toBuilder().build().validate("import zoneinfo\n").rejected()).isTrue();
        assertThat(PolicyValidator.builder().target(INTERPRETER).build().validate("x = o.__dict__\n").diagnostics())
                .isEmpty();
    }
}
