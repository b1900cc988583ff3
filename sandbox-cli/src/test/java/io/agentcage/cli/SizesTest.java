package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SizesTest {

    @Test
    void should_parse_binary_sizes() {
        assertThat(Sizes.bytes("512", "--memory")).isEqualTo(512);
        assertThat(Sizes.bytes("64k", "--memory")).isEqualTo(64L << 10);
        assertThat(Sizes.bytes("256m", "--memory")).isEqualTo(256L << 20);
        assertThat(Sizes.bytes("1G", "--memory")).isEqualTo(1L << 30);
        assertThat(Sizes.bytes("2MiB", "--memory")).isEqualTo(2L << 20);
    }

    @Test
    void should_name_option_and_value_when_size_is_invalid() {
        assertThatThrownBy(() -> Sizes.bytes("lots", "--memory")).hasMessageStartingWith("--memory: invalid size 'lots'");
        assertThatThrownBy(() -> Sizes.bytes("0", "--memory")).hasMessageContaining("must be positive");
        assertThatThrownBy(() -> Sizes.bytes("99999999999999g", "--memory")).hasMessageContaining("too large");
    }

    @Test
    void should_parse_durations() {
        assertThat(Sizes.duration("500ms", "--timeout")).isEqualTo(Duration.ofMillis(500));
        assertThat(Sizes.duration("5s", "--timeout")).isEqualTo(Duration.ofSeconds(5));
        assertThat(Sizes.duration("1.5", "--timeout")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Sizes.duration("2m", "--timeout")).isEqualTo(Duration.ofMinutes(2));
        assertThatThrownBy(() -> Sizes.duration("soon", "--timeout")).hasMessageContaining("invalid duration 'soon'");
        assertThatThrownBy(() -> Sizes.duration("48h", "--timeout")).hasMessageContaining("between 1ms and 24h");
    }
}
