package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.SandboxUnavailableException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Engines and the fleet's builder validate what they are given; a fleet with no engine answering does not start. */
class DockerFleetConfigTest {

    @Test
    void should_require_the_three_tls_files_when_an_engine_uses_mutual_tls(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> DockerEngine.tls("tcp://10.0.0.5:2376", dir))
                .hasMessageContaining("has no readable ca.pem");
        for (String f : new String[] {"ca.pem", "cert.pem", "key.pem"}) {
            Files.writeString(dir.resolve(f), "x");
        }
        DockerEngine e = DockerEngine.tls("tcp://10.0.0.5:2376", dir);
        assertThat(e.tlsPath()).contains(dir);
        assertThat(e.toString()).isEqualTo("tcp://10.0.0.5:2376 (mutual TLS)");
    }

    @Test
    void should_reject_hosts_and_tls_that_do_not_fit() {
        assertThatThrownBy(() -> DockerEngine.insecure("http://x")).hasMessageContaining("tcp://HOST:PORT");
        assertThatThrownBy(() -> DockerEngine.tls("unix:///var/run/docker.sock", Path.of("/tmp")))
                .hasMessageContaining("needs a tcp:// host");
        assertThat(DockerEngine.local("/var/run/docker.sock").host()).isEqualTo("unix:///var/run/docker.sock");
    }

    @Test
    void should_refuse_a_fleet_without_engines_or_with_one_twice() {
        assertThatThrownBy(() -> DockerFleetExecutor.builder().build()).hasMessageContaining("at least one engine");
        DockerEngine e = DockerEngine.insecure("tcp://127.0.0.1:9");
        assertThatThrownBy(() -> DockerFleetExecutor.builder().engine(e).engine(e).build())
                .hasMessageContaining("names an engine twice");
        assertThatThrownBy(() -> DockerFleetExecutor.builder().checkInterval(Duration.ZERO))
                .hasMessageContaining("checkInterval must be positive");
    }

    @Test
    void should_name_every_engine_and_why_when_none_answers() {
        assertThatThrownBy(() -> DockerFleetExecutor.builder().engine(DockerEngine.insecure("tcp://127.0.0.1:9"))
                .engine(DockerEngine.local("/nonexistent/docker.sock")).build())
                .isInstanceOf(SandboxUnavailableException.class)
                .hasMessageContaining("no Docker engine of the fleet answers")
                .hasMessageContaining("tcp://127.0.0.1:9: ").hasMessageContaining("unix:///nonexistent/docker.sock: ");
    }
}
