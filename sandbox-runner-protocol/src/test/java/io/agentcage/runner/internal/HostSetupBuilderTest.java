package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.host.HostFunction;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * {@link HostSetupBuilder}: the rules the Docker and Kubernetes builders share (a name once, at least one call in
 * flight) and who owns the pool that runs blocking calls.
 */
class HostSetupBuilderTest {
    private static HostFunction named(String name) {
        return HostFunction.blocking(name, "", List.of(), args -> "ok");
    }

    @Test
    void should_refuse_a_second_function_of_the_same_name() {
        HostSetupBuilder b = new HostSetupBuilder();
        b.add(named("lookup"));
        assertThatThrownBy(() -> b.add(named("lookup"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a host function named 'lookup' is registered already");
    }

    @Test
    void should_refuse_fewer_than_one_call_in_flight() {
        assertThatThrownBy(() -> new HostSetupBuilder().maxInFlight(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxHostCallsInFlight must be >= 1, got 0");
    }

    @Test
    void should_make_no_pool_when_there_are_no_functions() {
        HostSetupBuilder.Built built = new HostSetupBuilder().build(Thread::new);
        assertThat(built.setup().isEmpty()).isTrue();
        assertThat(built.owned()).isNull();
    }

    @Test
    void should_own_and_shut_down_a_pool_only_when_the_caller_gave_no_executor() {
        HostSetupBuilder own = new HostSetupBuilder();
        own.add(named("a"));
        own.maxInFlight(3);
        HostSetupBuilder.Built owned = own.build(Thread::new);
        assertThat(owned.setup().functions()).extracting(HostFunction::name).containsExactly("a");
        assertThat(owned.setup().maxInFlight()).isEqualTo(3);
        assertThat(owned.owned()).isNotNull();
        owned.close();
        assertThat(owned.owned().isShutdown()).isTrue();

        ExecutorService callers = Executors.newSingleThreadExecutor();
        try {
            HostSetupBuilder given = new HostSetupBuilder();
            given.add(named("b"));
            given.executor(callers);
            HostSetupBuilder.Built built = given.build(Thread::new);
            assertThat(built.owned()).isNull();
            assertThat(built.setup().executor()).isSameAs(callers);
            built.close();
            assertThat(callers.isShutdown()).as("the caller's executor is the caller's to shut down").isFalse();
        } finally {
            callers.shutdownNow();
        }
    }
}
