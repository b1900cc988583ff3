package io.agentcage.interpreter.internal.vm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.Limit;
import io.agentcage.interpreter.internal.object.BudgetExceeded;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyDict;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.PyModule;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import io.agentcage.interpreter.internal.stdlib.Universe;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The memory gauge's walk over what an execution retains: it counts containers once, stops early past its bound,
 * and a walk over very many objects cannot outlast the deadline or a cancellation.
 */
class MemoryGaugeTest {
    private static final int LISTS = 300_000;

    /** An execution whose module {@code big} holds {@value #LISTS} distinct small lists, one string each. */
    private static Interp executionHolding(long deadlineNanos) {
        PyObject[] items = new PyObject[LISTS];
        for (int i = 0; i < LISTS; i++) {
            items[i] = PyList.of(new PyStr("s" + i));
        }
        PyDict globals = new PyDict();
        globals.put("data", new PyList(items, LISTS));
        globals.put("again", globals.get(new PyStr("data")));
        Universe.init();
        Interp in = new Interp(1_000_000, deadlineNanos, 1L << 30, 1 << 16, 100, "",
                new io.agentcage.interpreter.internal.object.Services(ModuleRegistry.defaults(), null, Map.of(), 0),
                VmMachine.INSTANCE);
        in.services.loaded.put("big", new PyModule("big", globals));
        return in;
    }

    @Test
    void should_count_every_distinct_container_once_within_the_deadline() {
        Interp in = executionHolding(System.nanoTime() + 60_000_000_000L);
        long retained = MemoryGauge.retained(in, Long.MAX_VALUE);
        // each of the lists, its array and its string, referenced twice through the module: counted once
        assertThat(retained).isGreaterThan(LISTS * 48L).isLessThan(LISTS * 400L);
    }

    @Test
    void should_stop_the_walk_soon_after_passing_its_bound() {
        Interp in = executionHolding(System.nanoTime() + 60_000_000_000L);
        long all = MemoryGauge.retained(in, Long.MAX_VALUE);
        long bounded = MemoryGauge.retained(in, 1 << 20);
        assertThat(bounded).isGreaterThan(1 << 20).isLessThan(all / 4);
    }

    @Test
    void should_end_a_walk_over_many_objects_at_the_deadline() {
        Interp in = executionHolding(System.nanoTime() - 1);
        assertThatThrownBy(() -> MemoryGauge.retained(in, Long.MAX_VALUE))
                .isInstanceOfSatisfying(BudgetExceeded.class, e -> assertThat(e.limit()).isEqualTo(Limit.TIME))
                .hasMessageContaining("timed out");
    }

    @Test
    void should_end_a_walk_over_many_objects_when_the_execution_is_cancelled() {
        Interp in = executionHolding(System.nanoTime() + 60_000_000_000L);
        in.cancel();
        assertThatThrownBy(() -> MemoryGauge.retained(in, Long.MAX_VALUE))
                .isInstanceOfSatisfying(BudgetExceeded.class, e -> assertThat(e.limit()).isEqualTo(Limit.TIME))
                .hasMessageContaining("cancelled");
    }
}
