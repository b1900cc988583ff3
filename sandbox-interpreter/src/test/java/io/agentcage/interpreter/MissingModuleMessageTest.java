package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The message of an import the interpreter cannot satisfy: CPython's first words, then the module that does the
 * same job here or the modules it has, so an agent rewrites the import in one turn.
 */
class MissingModuleMessageTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture(b -> b);

    private static String lastLine(String code) {
        ExecutionResult r = EXECUTOR.run(code);
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.PYTHON_ERROR);
        String f = r.error().orElseThrow().formatted().strip();
        return f.substring(f.lastIndexOf('\n') + 1);
    }

    @Test
    void should_name_the_module_that_does_the_same_when_one_exists() {
        assertThat(lastLine("import requests")).isEqualTo("ModuleNotFoundError: No module named 'requests': the"
                + " interpreter has no 'requests'; 'urllib.request' does the same");
        assertThat(lastLine("from dateutil import parser")).isEqualTo("ModuleNotFoundError: No module named"
                + " 'dateutil': the interpreter has no 'dateutil'; 'datetime' does the same");
        assertThat(lastLine("import simplejson as json")).endsWith("; 'json' does the same");
    }

    @Test
    void should_list_the_modules_it_has_when_nothing_does_the_same() {
        String line = lastLine("import numpy as np");
        assertThat(line).startsWith("ModuleNotFoundError: No module named 'numpy': the interpreter has no 'numpy';"
                + " its modules: ").contains(" json, ").contains(" os, ");
    }

    @Test
    void should_be_caught_as_import_error_when_code_probes_for_an_optional_module() {
        ExecutionResult r = EXECUTOR.run("try:\n    import ujson as json\nexcept ImportError as e:\n"
                + "    import json\n    print(type(e).__name__, e.name if hasattr(e, 'name') else '')\n"
                + "print(json.dumps([1]))\n");
        assertThat(r.stdout()).startsWith("ModuleNotFoundError").endsWith("[1]\n");
    }
}
