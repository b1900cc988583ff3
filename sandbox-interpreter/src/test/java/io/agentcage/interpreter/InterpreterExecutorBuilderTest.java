package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The builder's public surface: modules by name, finite ceilings, and explicit sharing of the worker pool and the
 * compile cache (nothing is shared because a value happens to equal a default).
 */
class InterpreterExecutorBuilderTest {

    @Test
    void should_refuse_the_name_with_a_suggestion_when_an_allowed_module_is_unknown() {
        assertThatThrownBy(() -> InterpreterExecutor.builder().allowedModules(Set.of("maths")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown module 'maths'")
                .hasMessageContaining("did you mean 'math'?")
                .hasMessageContaining("json");
    }

    @Test
    void should_import_only_the_allowed_modules_when_allowed_modules_are_set() {
        try (InterpreterExecutor ex = InterpreterExecutor.builder().allowedModules(Set.of("math")).build()) {
            ExecutionResult ok = ex.execute(ExecutionRequest.of("import math\nprint(math.floor(2.5))"));
            ExecutionResult refused = ex.execute(ExecutionRequest.of("import json"));

            assertThat(ok.stdout()).isEqualTo("2\n");
            assertThat(refused.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
            assertThat(refused.error().orElseThrow().formatted())
                    .contains("ModuleNotFoundError: import of 'json' is not allowed").contains("math");
            assertThat(ex.capabilities().modules()).containsExactly("math");
        }
    }

    @Test
    void should_reject_the_ceilings_when_they_are_the_request_sentinel() {
        assertThatThrownBy(() -> InterpreterExecutor.builder().limits(ExecutionLimits.unrestricted()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("finite ceilings")
                .hasMessageContaining("ExecutionLimits.unrestricted() is for requests");
    }

    @Test
    void should_use_the_shared_pool_and_cache_when_nothing_is_set() {
        try (InterpreterExecutor ex = InterpreterExecutor.create()) {
            assertThat(ex.workerPool()).isSameAs(WorkerPool.shared());
            assertThat(ex.compileCache()).isSameAs(CompileCache.shared());
        }
        assertThat(WorkerPool.shared().isOpen()).isTrue();
    }

    @Test
    void should_share_and_leave_open_the_pool_and_cache_when_they_are_given() {
        CompileCache cache = new CompileCache(8);
        try (WorkerPool pool = WorkerPool.builder().threads(1).build()) {
            InterpreterExecutor a = InterpreterExecutor.builder().workerPool(pool).compileCache(cache)
                    .runOnCallingThread(false).build();
            InterpreterExecutor b = InterpreterExecutor.builder().workerPool(pool).compileCache(cache)
                    .runOnCallingThread(false).build();

            assertThat(a.execute(ExecutionRequest.of("print(6 * 7)")).stdout()).isEqualTo("42\n");
            assertThat(b.execute(ExecutionRequest.of("print(6 * 7)")).stdout()).isEqualTo("42\n");
            a.close();
            b.close();

            assertThat(cache.size()).isEqualTo(1);
            assertThat(pool.isOpen()).isTrue();
        }
    }

    @Test
    void should_close_its_own_pool_when_the_executor_closes() {
        InterpreterExecutor ex = InterpreterExecutor.builder().threads(1).build();
        WorkerPool own = ex.workerPool();

        assertThat(own).isNotSameAs(WorkerPool.shared());
        assertThat(own.threads()).isEqualTo(1);
        ex.close();
        assertThat(own.isOpen()).isFalse();
    }

    @Test
    void should_run_on_the_factory_threads_when_a_thread_factory_is_given() {
        AtomicInteger made = new AtomicInteger();
        try (InterpreterExecutor ex = InterpreterExecutor.builder().runOnCallingThread(false)
                .threadFactory(r -> {
                    made.incrementAndGet();
                    Thread t = new Thread(r, "test-worker");
                    t.setDaemon(true);
                    return t;
                }).build()) {
            assertThat(ex.execute(ExecutionRequest.of("print('ran')")).stdout()).isEqualTo("ran\n");
        }
        assertThat(made.get()).isPositive();
    }

    @Test
    void should_refuse_to_build_when_a_shared_pool_and_own_pool_settings_are_both_set() {
        assertThatThrownBy(() -> InterpreterExecutor.builder().workerPool(WorkerPool.shared()).threads(2).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("either workerPool(...) or threads/threadStackBytes/threadFactory");
        assertThatThrownBy(() -> WorkerPool.builder().threadFactory(Thread::new).threadStackBytes(1 << 22).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("threadStackBytes applies to the default worker threads only");
    }
}
