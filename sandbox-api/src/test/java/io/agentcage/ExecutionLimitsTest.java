package io.agentcage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ExecutionLimitsTest {

    @Test
    void should_keep_ceiling_when_request_asks_for_more() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(5)).memoryBytes(64L << 20)
                .maxSteps(1000).build();
        ExecutionLimits requested = ExecutionLimits.requestBuilder().timeout(Duration.ofHours(2))
                .memoryBytes(1L << 40).maxSteps(Long.MAX_VALUE).build();
        ExecutionLimits effective = ceilings.narrowedBy(requested);
        assertThat(effective.timeout()).isEqualTo(Duration.ofSeconds(5));
        assertThat(effective.memoryBytes()).isEqualTo(64L << 20);
        assertThat(effective.maxSteps()).isEqualTo(1000);
    }

    @Test
    void should_lower_limits_when_request_asks_for_less() {
        ExecutionLimits requested = ExecutionLimits.requestBuilder().timeout(Duration.ofMillis(200)).outputBytes(10)
                .maxRecursionDepth(50).maxHostCalls(0).build();
        ExecutionLimits effective = ExecutionLimits.defaults().narrowedBy(requested);
        assertThat(effective.timeout()).isEqualTo(Duration.ofMillis(200));
        assertThat(effective.outputBytes()).isEqualTo(10);
        assertThat(effective.maxRecursionDepth()).isEqualTo(50);
        assertThat(effective.maxHostCalls()).isZero();
        assertThat(effective.memoryBytes()).isEqualTo(ExecutionLimits.DEFAULT_MEMORY_BYTES);
    }

    @Test
    void should_change_nothing_when_request_is_unrestricted() {
        assertThat(ExecutionLimits.defaults().narrowedBy(ExecutionLimits.unrestricted()))
                .isEqualTo(ExecutionLimits.defaults());
    }

    @Test
    void should_use_documented_secure_defaults() {
        ExecutionLimits d = ExecutionLimits.defaults();
        assertThat(d.timeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(d.memoryBytes()).isEqualTo(256L << 20);
        assertThat(d.outputBytes()).isEqualTo(1L << 20);
        assertThat(d.maxSteps()).isEqualTo(100_000_000L);
        assertThat(d.maxRecursionDepth()).isEqualTo(100_000);
        assertThat(d.maxProcesses()).isEqualTo(64);
        assertThat(d.fileBytes()).isEqualTo(32L << 20);
        assertThat(d.maxHostCalls()).isEqualTo(1000);
    }

    @Test
    void should_refuse_non_positive_values_naming_the_field() {
        assertThatThrownBy(() -> ExecutionLimits.builder().timeout(Duration.ZERO).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("timeout must be positive");
        assertThatThrownBy(() -> ExecutionLimits.builder().memoryBytes(-1).build())
                .hasMessage("memoryBytes must be positive, got -1");
        assertThatThrownBy(() -> ExecutionLimits.builder().timeout(Duration.ofDays(20_000)).build())
                .hasMessageContaining("timeout must be at most");
    }

    @Test
    void should_round_trip_through_builder() {
        ExecutionLimits l = ExecutionLimits.builder().maxProcesses(3).fileBytes(99).build();
        assertThat(l.toBuilder().build()).isEqualTo(l);
    }

    @Test
    void should_carry_request_limits_that_narrow_executor_ceilings() {
        ExecutionRequest r = ExecutionRequest.builder("print(1)").timeout(Duration.ofSeconds(1)).build();
        assertThat(r.limits().timeout()).isEqualTo(Duration.ofSeconds(1));
        assertThat(r.limits().memoryBytes()).isEqualTo(Long.MAX_VALUE);
        assertThat(ExecutionLimits.defaults().narrowedBy(r.limits()).timeout()).isEqualTo(Duration.ofSeconds(1));
    }
}
