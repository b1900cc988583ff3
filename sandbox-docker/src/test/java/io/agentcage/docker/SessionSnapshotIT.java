package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.Session;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Saved sessions in the Docker backend: a session saved with {@link Session#snapshot()} continues in sessions
 * restored from it (twice: a fork) with its workspace files, its picklable globals and its imported modules; what
 * pickle cannot carry is listed; an altered snapshot, or one sealed with another key, is refused.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SessionSnapshotIT {
    private static final byte[] KEY = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
    private DockerExecutor executor;

    @BeforeAll
    void start() {
        executor = DockerExecutor.builder().config(DockerTestSupport.config(ExecutionLimits.builder()
                .timeout(Duration.ofSeconds(60)).build()).preloadModules(List.of()).poolMinIdle(0).build())
                .snapshotKey(KEY).build();
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
        }
    }

    private static String value(Session s, String code) {
        ExecutionResult r = s.execute(ExecutionRequest.of(code));
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        return r.value().orElse("");
    }

    @Test
    void should_continue_a_saved_session_in_two_restored_ones_and_list_what_was_left_out() {
        byte[] snapshot;
        try (Session s = executor.openSession()) {
            value(s, "import math as m\nimport threading\nfrom collections import Counter\n"
                    + "data = {'a': [1, 2], 'c': Counter('aab')}\ny = m.pi\n"
                    + "def f():\n    return 1\nlock = threading.Lock()\n"
                    + "import os\nos.makedirs('out', exist_ok=True)\n"
                    + "open('out/notes.txt', 'w').write('hello')\n");
            snapshot = s.snapshot();
            assertThat(value(s, "sorted(os.listdir('.'))")).isEqualTo("['out']");
            assertThat(value(s, "f()")).isEqualTo("1");
        }
        assertThat(executor.sessionSnapshotLeftOut(snapshot)).hasSize(2).anySatisfy(line -> assertThat(line)
                .startsWith("global 'f' (function): PicklingError: ")).anySatisfy(line -> assertThat(line)
                .startsWith("global 'lock' (lock): TypeError: cannot pickle"));
        try (Session one = executor.restoreSession(snapshot); Session two = executor.restoreSession(snapshot)) {
            assertThat(value(one, "data['a'].append(3)\n(data, m.sqrt(16), y == m.pi, Counter('xy')['x'])"))
                    .isEqualTo("({'a': [1, 2, 3], 'c': Counter({'a': 2, 'b': 1})}, 4.0, True, 1)");
            assertThat(value(one, "open('out/notes.txt').read()")).isEqualTo("'hello'");
            assertThat(value(two, "data['a']")).isEqualTo("[1, 2]");
            assertThat(value(two, "('f' in globals(), 'lock' in globals(), sorted(os.listdir('.')))"))
                    .isEqualTo("(False, False, ['out'])");
        }
    }

    @Test
    void should_refuse_an_altered_snapshot_or_one_sealed_with_another_key() throws Exception {
        byte[] snapshot;
        try (Session s = executor.openSession()) {
            value(s, "x = 1");
            snapshot = s.snapshot();
        }
        byte[] altered = snapshot.clone();
        altered[altered.length - 1] ^= 1;
        assertThatThrownBy(() -> executor.restoreSession(altered)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the session snapshot was altered or sealed with another key");
        assertThatThrownBy(() -> executor.restoreSession(new byte[] {1, 2, 3}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not a session snapshot of a container backend");
        try (DockerExecutor other = DockerExecutor.builder().config(executor.config())
                .snapshotKey(new byte[32]).build()) {
            assertThatThrownBy(() -> other.restoreSession(snapshot)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the session snapshot was altered or sealed with another key");
        }
        try (Session restored = executor.restoreSession(snapshot)) {
            assertThat(value(restored, "x + 1")).isEqualTo("2");
        }
    }
}
