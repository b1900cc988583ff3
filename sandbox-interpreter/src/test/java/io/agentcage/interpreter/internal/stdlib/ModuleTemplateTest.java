package io.agentcage.interpreter.internal.stdlib;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.Services;
import io.agentcage.interpreter.internal.object.Workspace;
import io.agentcage.interpreter.internal.run.CodeCache;
import io.agentcage.interpreter.internal.run.Runner;
import java.util.HashMap;
import org.junit.jupiter.api.Test;

/** Standard Python modules copied from per-JVM templates (ADR 0009): isolation and budgets as when run. */
class ModuleTemplateTest {

    private static final String MUTATE = String.join("\n",
            "import collections, json, dataclasses, operator",
            "collections.namedtuple = None",
            "collections.Counter.most_common = lambda self, n=None: 'changed'",
            "collections.Counter.extra = 1",
            "collections.OrderedDict.__doc__ = 'changed'",
            "collections.OrderedDict.move_to_end.__defaults__ = (1,)",
            "collections.OrderedDict.move_to_end.marker = 1",
            "del collections.UserDict",
            "import heapq",
            "heapq.nlargest = None",
            "json.dumps = None",
            "json.JSONEncoder.item_separator = 'X'",
            "dataclasses.field.__kwdefaults__['default'] = 'changed'",
            "operator.itemgetter = None",
            "print('mutated')");

    private static final String OBSERVE = String.join("\n",
            "import collections, json, dataclasses, operator",
            "print(collections.namedtuple is not None, collections.Counter('aab').most_common(1))",
            "print(hasattr(collections.Counter, 'extra'), collections.OrderedDict.__doc__ == 'changed')",
            "m = collections.OrderedDict.move_to_end",
            "print(m.__defaults__, hasattr(m, 'marker'))",
            "import heapq",
            "print(hasattr(collections, 'UserDict'), heapq.nlargest is not None)",
            "print(json.dumps({'a': [1, 2]}), json.JSONEncoder.item_separator)",
            "print(dataclasses.field.__kwdefaults__['default'] is dataclasses.MISSING, operator.itemgetter(1)('ab'))",
            "import keyword",
            "print(collections._iskeyword is keyword.iskeyword, collections.Counter.__module__)");

    private static final String UNCHANGED = String.join("\n",
            "True [('a', 2)]",
            "False False",
            "(True,) False",
            "True True",
            "{\"a\": [1, 2]} , ",
            "True b",
            "True collections",
            "");

    @Test
    void should_not_show_one_executions_changes_to_standard_modules_to_another() {
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            assertThat(ex.execute(ExecutionRequest.of(OBSERVE)).stdout()).isEqualTo(UNCHANGED);
            assertThat(ex.execute(ExecutionRequest.of(MUTATE)).stdout()).isEqualTo("mutated\n");
            assertThat(ex.execute(ExecutionRequest.of(OBSERVE)).stdout()).isEqualTo(UNCHANGED);
        }
        try (InterpreterExecutor other = InterpreterExecutor.create()) {
            assertThat(other.execute(ExecutionRequest.of(OBSERVE)).stdout()).isEqualTo(UNCHANGED);
        }
    }

    @Test
    void should_keep_changes_within_the_execution_that_made_them() {
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(MUTATE + "\n" + String.join("\n",
                    "import collections as c2, heapq",
                    "print(c2 is collections, c2.Counter.extra, c2.Counter('a').most_common(), heapq.nlargest)")));
            assertThat(r.stdout()).isEqualTo("mutated\nTrue 1 changed None\n");
        }
    }

    @Test
    void should_charge_the_same_steps_and_give_the_same_output_as_running_the_module_bodies() {
        String code = String.join("\n",
                "import collections, json, dataclasses, typing, datetime",
                "print(list(vars(collections.Counter))[:8], collections.OrderedDict.__mro__)",
                "print(sorted(k for k in vars(json) if not k.startswith('__')))",
                "@dataclasses.dataclass",
                "class P:",
                "    x: int = 1",
                "print(P(), typing.Optional[int], datetime.date(2024, 1, 2).isoformat())");
        ExecutionResult run = run(code, false, ExecutionLimits.builder().build());
        ExecutionResult copied = run(code, true, ExecutionLimits.builder().build());
        assertThat(run.isSuccess()).as(run.message()).isTrue();
        assertThat(copied.stdout()).isEqualTo(run.stdout());
        assertThat(copied.usage().steps()).isEqualTo(run.usage().steps());
    }

    @Test
    void should_stop_at_the_step_limit_when_importing_as_when_running_the_module_bodies() {
        long importSteps = run("import typing", false, ExecutionLimits.builder().build()).usage().steps();
        ExecutionLimits tight = ExecutionLimits.builder().maxSteps(importSteps / 2).build();
        for (boolean templates : new boolean[] {false, true}) {
            ExecutionResult r = run("import typing", templates, tight);
            assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
            assertThat(r.limitExceeded()).contains(Limit.STEPS);
        }
    }

    @Test
    void should_run_the_module_bodies_when_the_recursion_limit_is_near() {
        String code = String.join("\n",
                "def deep(n):",
                "    if n == 0:",
                "        import collections",
                "        return collections.Counter('ab')['a']",
                "    return deep(n - 1)",
                "print(deep(45))");
        ExecutionLimits limits = ExecutionLimits.builder().maxRecursionDepth(60).build();
        assertThat(run(code, true, limits).stdout()).isEqualTo(run(code, false, limits).stdout()).isEqualTo("1\n");
    }

    private static ExecutionResult run(String code, boolean templates, ExecutionLimits limits) {
        Universe.init();
        ExecutionRequest req = ExecutionRequest.of(code);
        Services s = new Services(ModuleRegistry.defaults(), new Workspace(1 << 20), new HashMap<>(), 0);
        s.moduleTemplates = templates;
        long start = System.nanoTime();
        Interp in = Runner.newInterp(limits, req, s, start);
        return new Runner(new CodeCache(512)).run(req, in, Runner.newGlobals(), start);
    }
}
