package io.agentcage.interpreter.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterExecutor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Widths, precisions and indexes in format strings are guest input: out-of-range ones raise CPython's exception,
 * never a host NumberFormatException or ClassCastException (found by the small-heap run and the fuzzer).
 */
class FormatBoundsTest {
    private static final InterpreterExecutor EXECUTOR = InterpreterExecutor.builder().threads(1).build();

    @AfterAll
    static void close() {
        EXECUTOR.close();
    }

    private static String error(String code) {
        ExecutionResult r = EXECUTOR.execute(ExecutionRequest.of(code));
        assertThat(r.outcome()).as(code + " -> " + r.message()).isEqualTo(Outcome.PYTHON_ERROR);
        return r.error().get().type() + ": " + r.error().get().message();
    }

    @Test
    void should_raise_cpython_errors_when_format_numbers_are_out_of_range() {
        // CPython raises MemoryError for these two; a ValueError is as safe (no allocation happens).
        assertThat(error("f'{0:>{2 ** 40}}'")).matches("(MemoryError|ValueError): .*");
        assertThat(error("format(1, '>1099511627776')")).matches("(MemoryError|ValueError): .*");
        assertThat(error("'{:>99999999999999999999}'.format(1)"))
                .isEqualTo("ValueError: Too many decimal digits in format string");
        assertThat(error("format(1.5, '.1099511627776f')")).startsWith("ValueError: ");
        assertThat(error("'{99999999999}'.format(1)")).startsWith("IndexError: Replacement index 99999999999");
    }

    @Test
    void should_raise_cpython_errors_when_percent_format_arguments_are_wrong() {
        assertThat(error("'%*d' % ('a', 1)")).isEqualTo("TypeError: * wants int");
        assertThat(error("'%*d' % (5,)")).isEqualTo("TypeError: not enough arguments for format string");
        assertThat(error("'%(a' % {}")).isEqualTo("ValueError: incomplete format key");
        assertThat(error("'%.*f' % (2 ** 40, 1.0)"))
                .isEqualTo("OverflowError: Python int too large to convert to C int");
        assertThat(error("'%99999999999999999999d' % 1")).isEqualTo("ValueError: width too big");
    }
}
