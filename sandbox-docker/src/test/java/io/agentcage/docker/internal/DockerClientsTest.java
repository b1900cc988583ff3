package io.agentcage.docker.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DockerClientsTest {
    @Test
    void should_give_a_connect_timeout_only_to_local_transports_when_building_work_clients() {
        assertThat(DockerClients.hasConnectTimeout("unix")).isTrue();
        assertThat(DockerClients.hasConnectTimeout("npipe")).isTrue();
        assertThat(DockerClients.hasConnectTimeout("tcp")).isFalse();
        assertThat(DockerClients.hasConnectTimeout("https")).isFalse();
    }
}
