package io.agentcage.interpreter.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.soak.SoakRun;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Soak of the interpreter backend: {@code -Dsoak.executions} (default 10,000) requests over 8 caller threads, mixing
 * good, failing, timing-out and attacking programs ({@link SoakRun}). Every request gets exactly one result of the
 * expected kind and exactly one audit FINISHED event; no thread outlives the executor; the heap returns to where it
 * was.
 */
@Tag("slow")
class InterpreterSoakTest {
    private static final long HEAP_SLACK = 64L << 20;

    @Test
    void should_answer_every_request_once_and_leak_nothing_when_soaked_from_8_threads() throws Exception {
        int executions = Integer.getInteger("soak.executions", 10_000);
        // Warm-up: fills the JVM-wide compiled-code cache and loads classes, which the heap check must not count.
        SoakRun.run(InterpreterExecutor.builder().threads(8).build(), 1_000, 8, Duration.ofMillis(100));

        SoakRun.Report report = SoakRun.run(InterpreterExecutor.builder().threads(8).build(), executions, 8,
                Duration.ofMillis(100));

        System.out.println("interpreter soak: " + report.summary());
        assertThat(report.problems()).isEmpty();
        assertThat(report.finishedIds()).isEqualTo(executions);
        assertThat(report.outcomes().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(executions);
        assertThat(report.heapAfter() - report.heapBefore()).as(report.summary()).isLessThan(HEAP_SLACK);
    }
}
