package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import io.agentcage.interpreter.internal.stdlib.Universe;
import io.agentcage.interpreter.internal.vm.VmMachine;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An execution entered inside another on the same thread (a standard module's template is built by an execution of
 * its own during the guest's import) is charged for what it allocates, and the outer one is not: the outer
 * execution may hold {@link Interp#allocated}'s fast path, which compares only the thread, so without
 * {@link Interp#enter} giving that path up the inner execution's allocations would land on the outer account (the
 * template's own limit unenforced, the guest charged for the interpreter's work).
 */
class NestedExecutionChargeTest {

    private static Interp execution() {
        Universe.init();
        return new Interp(1_000_000, System.nanoTime() + 60_000_000_000L, 1L << 30, 1 << 16, 100, "",
                new Services(ModuleRegistry.defaults(), null, Map.of(), 0), VmMachine.INSTANCE);
    }

    @Test
    void should_charge_the_inner_execution_when_one_runs_inside_another_on_the_same_thread() {
        Interp outer = execution();
        Interp inner = execution();
        Interp before = outer.enter();
        try {
            Interp.allocated(1_000);
            long outerBefore = outer.memory().live();
            long innerBefore = inner.memory().live();
            Interp previous = inner.enter();
            try {
                Interp.allocated(7_000);
            } finally {
                Interp.exit(previous);
            }
            assertThat(inner.memory().live() - innerBefore).isEqualTo(7_000);
            assertThat(outer.memory().live()).isEqualTo(outerBefore);
            assertThat(Interp.current()).isSameAs(outer);

            Interp.allocated(3_000);
            assertThat(outer.memory().live() - outerBefore).isEqualTo(3_000);
            assertThat(inner.memory().live() - innerBefore).isEqualTo(7_000);
        } finally {
            Interp.exit(before);
            outer.releaseMemory();
            inner.releaseMemory();
        }
    }

    @Test
    void should_charge_each_execution_when_they_enter_one_after_the_other_on_the_same_thread() {
        Interp first = execution();
        Interp before = first.enter();
        try {
            Interp.allocated(5_000);
        } finally {
            Interp.exit(before);
            first.releaseMemory();
        }
        long firstAfter = first.memory().live();
        Interp second = execution();
        long secondBefore = second.memory().live();
        before = second.enter();
        try {
            Interp.allocated(2_000);
        } finally {
            Interp.exit(before);
            second.releaseMemory();
        }
        assertThat(second.memory().live() - secondBefore).isEqualTo(2_000);
        assertThat(first.memory().live()).isEqualTo(firstAfter);
    }
}
