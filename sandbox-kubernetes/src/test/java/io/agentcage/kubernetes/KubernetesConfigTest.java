package io.agentcage.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class KubernetesConfigTest {

    @Test
    void should_use_the_locked_down_values_when_nothing_is_set() {
        KubernetesConfig c = KubernetesConfig.defaults();
        assertThat(c.image()).isEqualTo(KubernetesConfig.DEFAULT_IMAGE).startsWith("agentcage/python-sandbox:");
        assertThat(c.network()).isFalse();
        assertThat(c.manageNetworkPolicy()).isTrue();
        assertThat(c.runtimeClassName()).isEmpty();
        assertThat(c.namespace()).isEmpty();
        assertThat(c.ceilings()).isEqualTo(ExecutionLimits.defaults());
        assertThat(c.cpuMillis()).isEqualTo(1000);
        assertThat(c.tmpBytes()).isEqualTo(64L << 20);
        assertThat(c.maxOpenFiles()).isEqualTo(256);
        assertThat(c.poolMinIdle()).isEqualTo(1);
        assertThat(c.poolMaxTotal()).isEqualTo(8);
        assertThat(c.podLifetime()).isEqualTo(Duration.ofMinutes(30));
        assertThat(c.claimLease()).isEqualTo(Duration.ofMinutes(2));
        assertThat(c.imagePullPolicy()).isEqualTo("IfNotPresent");
        assertThat(c.podOverrides()).isEmpty();
    }

    @Test
    void should_round_trip_every_setting_when_copied_with_new_builder() {
        KubernetesConfig c = KubernetesConfig.builder().namespace("sandboxes").runtimeClassName("gvisor")
                .cpuMillis(500).poolMinIdle(2).poolMaxTotal(3).claimLease(Duration.ofSeconds(30))
                .networkPolicyManagedExternally().build();
        KubernetesConfig copy = c.newBuilder().build();
        assertThat(copy.toString()).isEqualTo(c.toString());
        assertThat(copy.isGvisor()).isTrue();
        assertThat(copy.cpuMillis()).isEqualTo(500);
        assertThat(copy.claimLease()).isEqualTo(Duration.ofSeconds(30));
        assertThat(copy.manageNetworkPolicy()).isFalse();
    }

    @Test
    void should_name_the_setting_when_a_value_is_invalid() {
        assertThatThrownBy(() -> KubernetesConfig.builder().namespace("Bad_NS")).hasMessageContaining("DNS label");
        assertThatThrownBy(() -> KubernetesConfig.builder().image("other").build())
                .hasMessageContaining("not in the allowed images");
        assertThatThrownBy(() -> KubernetesConfig.builder().poolMinIdle(5).poolMaxTotal(2).build())
                .hasMessageContaining("poolMinIdle (5) > poolMaxTotal (2)");
        assertThatThrownBy(() -> KubernetesConfig.builder().imagePullPolicy("Sometimes"))
                .hasMessageContaining("Always, IfNotPresent or Never");
        assertThatThrownBy(() -> KubernetesConfig.builder().claimLease(Duration.ofSeconds(1)))
                .hasMessageContaining("at least 15 s");
        assertThatThrownBy(() -> KubernetesConfig.builder().ceilings(ExecutionLimits.unrestricted()))
                .hasMessageContaining("finite");
        assertThatThrownBy(() -> KubernetesConfig.builder().podLifetime(Duration.ofSeconds(30)).build())
                .hasMessageContaining("podLifetime");
    }
}
