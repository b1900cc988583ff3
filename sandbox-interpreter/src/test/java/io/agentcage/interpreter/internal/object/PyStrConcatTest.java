package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.interpreter.internal.stdlib.ModuleRegistry;
import io.agentcage.interpreter.internal.stdlib.Universe;
import io.agentcage.interpreter.internal.vm.VmMachine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Concatenation appends to a shared buffer when it can: the strings made on the way keep their values, a string
 * extended twice forks, and threads extending the same shared string (a module template's, say) never see each
 * other's text.
 */
class PyStrConcatTest {

    private static <T> T inExecution(Callable<T> body) throws Exception {
        Universe.init();
        Interp in = new Interp(1_000_000, System.nanoTime() + 60_000_000_000L, 1L << 30, 1 << 16, 100, "",
                new Services(ModuleRegistry.defaults(), null, Map.of(), 0), VmMachine.INSTANCE);
        Interp prev = in.enter();
        try {
            return body.call();
        } finally {
            Interp.exit(prev);
        }
    }

    @Test
    void should_keep_every_intermediate_value_while_appending_in_place() throws Exception {
        inExecution(() -> {
            PyStr s = new PyStr("a".repeat(1500));
            List<PyStr> made = new ArrayList<>();
            for (int i = 0; i < 500; i++) {
                s = PyStr.concat(s, new PyStr(Integer.toString(i % 10)));
                made.add(s);
            }
            assertThat(made.get(0).sharedBuffer()).isNotNull().isSameAs(made.get(499).sharedBuffer());
            for (int i = 0; i < made.size(); i++) {
                assertThat(made.get(i).charLength()).isEqualTo(1501 + i);
                assertThat(made.get(i).value()).endsWith(Integer.toString(i % 10)).hasSize(1501 + i);
            }
            return null;
        });
    }

    @Test
    void should_fork_when_an_older_string_is_extended() throws Exception {
        inExecution(() -> {
            PyStr base = PyStr.concat(new PyStr("b".repeat(2000)), new PyStr("!"));
            PyStr first = PyStr.concat(base, new PyStr("1"));
            PyStr second = PyStr.concat(base, new PyStr("2"));
            assertThat(first.sharedBuffer()).isSameAs(base.sharedBuffer());
            assertThat(second.sharedBuffer()).isNotSameAs(base.sharedBuffer());
            assertThat(base.value()).endsWith("b!");
            assertThat(first.value()).endsWith("!1");
            assertThat(second.value()).endsWith("!2");
            assertThat(first).isNotEqualTo(second);
            assertThat(first.builtinHash()).isEqualTo(new PyStr("b".repeat(2000) + "!1").builtinHash());
            return null;
        });
    }

    @Test
    void should_give_each_thread_its_own_text_when_they_extend_one_shared_string() throws Exception {
        PyStr shared = inExecution(() -> PyStr.concat(new PyStr("s".repeat(3000)), new PyStr("|")));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                String mark = Character.toString('A' + t);
                done.add(pool.submit(() -> inExecution(() -> {
                    for (int round = 0; round < 300; round++) {
                        PyStr s = shared;
                        StringBuilder expected = new StringBuilder(shared.value());
                        for (int i = 0; i < 20; i++) {
                            s = PyStr.concat(s, new PyStr(mark));
                            expected.append(mark);
                        }
                        if (!s.value().contentEquals(expected)) {
                            return false;
                        }
                    }
                    return true;
                })));
            }
            for (Future<Boolean> f : done) {
                assertThat(f.get()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(shared.value()).hasSize(3001).endsWith("s|");
    }
}
