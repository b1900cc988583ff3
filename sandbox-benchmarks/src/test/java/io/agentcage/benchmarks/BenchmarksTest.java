package io.agentcage.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Runs every benchmark body once, so that a benchmark that measures an error path fails the build. */
class BenchmarksTest {

    @Test
    void should_print_hello_when_fresh_start_benchmark_runs() {
        FreshStartBenchmark b = new FreshStartBenchmark();
        b.setUp();
        try {
            assertThat(b.helloWorld().stdout()).isEqualTo("hello\n");
            assertThat(b.expressionValue().value()).contains("3");
            // CPython 3.11's output of the same program; two calls are two new texts (compiled twice)
            String expected = "total 285 root 16.882\n[{\"n\": 0, \"sq\": 0}, {\"n\": 1, \"sq\": 1}]\nbrown 4\n";
            assertThat(b.newProgram().stdout()).isEqualTo(expected);
            assertThat(b.newProgram().stdout()).isEqualTo(expected);
        } finally {
            b.tearDown();
        }
    }

    @Test
    void should_decode_what_a_compile_makes_when_module_code_benchmark_runs() {
        ModuleCodeBenchmark b = new ModuleCodeBenchmark();
        b.setUp();
        var compiled = b.compile();
        var decoded = b.decode();
        assertThat(decoded).hasSameSizeAs(compiled).hasSize(ModuleCodeBenchmark.MODULES.length);
        for (int i = 0; i < decoded.length; i++) {
            assertThat(decoded[i]).isNotSameAs(compiled[i]);
            assertThat(decoded[i].qualname).isEqualTo(compiled[i].qualname);
            assertThat(decoded[i].code).isEqualTo(compiled[i].code);
            assertThat(decoded[i].filename).isEqualTo("<" + ModuleCodeBenchmark.MODULES[i] + ">");
        }
    }

    @Test
    void should_call_host_function_when_host_call_benchmark_runs() {
        HostCallBenchmark b = new HostCallBenchmark();
        b.setUp();
        try {
            ExecutionResult host = b.hostCall();
            assertThat(host.isSuccess()).isTrue();
            assertThat(host.usage().hostCalls()).isEqualTo(HostCallBenchmark.CALLS);
            ExecutionResult builtin = b.builtinCall();
            assertThat(builtin.isSuccess()).isTrue();
            assertThat(builtin.usage().hostCalls()).isZero();
        } finally {
            b.tearDown();
        }
    }

    @Test
    void should_suspend_resume_save_and_switch_tasks_when_code_mode_benchmark_runs() {
        CodeModeBenchmark b = new CodeModeBenchmark();
        b.setUp();
        try {
            assertThat(b.suspend().suspension().orElseThrow().pendingCalls()).hasSize(1);
            assertThat(b.resume().stdout()).isEqualTo("approved 24649 50\n");
            assertThat(b.resume().stdout()).as("a snapshot resumes more than once").isEqualTo("approved 24649 50\n");
            assertThat(b.saveSession()).hasSize(b.sessionSnapshotBytes());
            assertThat(b.restoreSession().isOpen()).isFalse();
            assertThat(b.taskSwitch().isSuccess()).isTrue();
            assertThat(b.gatherTask().stdout()).isEqualTo("332833500\n");
        } finally {
            b.tearDown();
        }
    }

    /** Expected output is CPython 3.11's for the same program. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "fib|6765",
        "loop|6666533334",
        "classes|5000 -1 0 1",
        "strings|14664 997 w0=  4, w124=  4, w155=  4 W0 W31 W62 W93 W124",
        "regex|200 200 78 ####-##-## user#@example.org G ['2024-05-01', 'user0@example.org', 'GET', '/item/0',"
                + " '200', '0ms']",
    })
    void should_print_cpython_output_when_snippet_benchmark_runs(String program, String expected) {
        SnippetBenchmark b = new SnippetBenchmark();
        b.program = program;
        b.setUp();
        try {
            assertThat(b.run().stdout()).isEqualTo(expected + "\n");
        } finally {
            b.tearDown();
        }
    }

    /** Expected output is CPython 3.11's for the same program. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "mech_attributes|79800",
        "mech_floats|(803.822684, 22776)",
        "mech_class_attrs|(13333, 5999500)",
        "mech_generators|(599970000, 399980000, True, 20000)",
        "mech_pipes|(599970000, 1599960000, 399980000, 2520, 94672900)",
        "mech_item_updates|(6.659168, 0.204682484, 20000)",
        "mech_native_calls|(12, [0, 3767, 2727], 0, 191954)",
        "mech_datetime|420 15004 16443420.0 2019-08-17 10:13:00",
        "mech_text_ints|True gur dhvpx oebja sbk  38 (300, [(1, 808), (2, 1), (3, 815), (5, 1), (7, 818), (9, 802)])",
        "mech_calls|(87487500, 5000, 4999) 3998000",
        "mech_builtin_calls|(2200, 37, 160, 37, 400, 9, 240, 2200)",
        "mech_tier|(296980.0, [2858, 2857, 2857], 20000)",
        "mech_decimal|689 7075772.973333333333333333309 7,075,772.97 1.647009497690283034185673654306346",
        "mech_tier_wide|3.949743 1000155 1539",
    })
    void should_print_cpython_output_when_mechanism_benchmark_runs(String program, String expected) {
        MechanismBenchmark b = new MechanismBenchmark();
        b.program = program;
        b.setUp();
        try {
            assertThat(b.run().stdout()).isEqualTo(expected + "\n");
        } finally {
            b.tearDown();
        }
    }
}
