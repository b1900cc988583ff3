package io.agentcage.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import com.github.dockerjava.api.model.Container;
import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.testcontainers.DockerClientFactory;

/**
 * The extension on a real engine: a class of tests runs through JUnit's test kit, then the containers it made are
 * looked up by their labels (Testcontainers' session label, the library's owner label).
 */
@Timeout(300)
class DockerSandboxExtensionIT {

    /** Owner ids of the executors the inner classes got, read after they ran. */
    static final List<String> OWNERS = new CopyOnWriteArrayList<>();

    private static List<Container> containersOf(String owner) {
        return DockerClientFactory.instance().client().listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of("io.agentcage.owner", owner)).exec();
    }

    private static List<String> failures(Events tests) {
        return tests.failed().stream().map(e -> e.getTestDescriptor().getDisplayName() + ": "
                + e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                        .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable).map(Throwable::toString)
                        .orElse("?")).collect(java.util.stream.Collectors.toList());
    }

    /** Runs as a test class of its own, through the test kit; not picked up by Failsafe (nested, not *IT). */
    static class PerClassTests {
        @RegisterExtension
        static DockerSandboxExtension sandbox = DockerSandboxExtension.builder()
                .config(DockerConfig.builder().poolMinIdle(0).build()).build();

        @Test
        void runs_python(DockerExecutor docker) {
            OWNERS.add(docker.ownerId());
            assertThat(docker.execute(ExecutionRequest.of("6 * 7")).value()).contains("42");
        }

        @Test
        void keeps_a_session_and_labels_its_container_for_testcontainers(CodeExecutor executor) {
            assertThat(executor).isSameAs(sandbox.executor());
            // The other test's one-shot container may still be in removal: only what appears from here is counted.
            Set<String> before = containersOf(sandbox.executor().ownerId()).stream().map(Container::getId)
                    .collect(Collectors.toSet());
            try (var session = executor.openSession()) {
                session.execute(ExecutionRequest.of("x = 41"));
                assertThat(session.execute(ExecutionRequest.of("x + 1")).value()).contains("42");
                List<Container> live = containersOf(sandbox.executor().ownerId()).stream()
                        .filter(c -> !before.contains(c.getId())).toList();
                assertThat(live).as("the session's container").hasSize(1);
                assertThat(live.get(0).getLabels())
                        .containsEntry("org.testcontainers.sessionId", DockerClientFactory.SESSION_ID)
                        .containsEntry("io.agentcage.managed", "true");
            }
        }
    }

    @Test
    void should_serve_one_executor_to_a_class_and_remove_its_containers_when_the_class_ends() {
        OWNERS.clear();
        Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(PerClassTests.class)).execute()
                .testEvents();

        assertThat(failures(tests)).isEmpty();
        tests.assertStatistics(s -> s.started(2).succeeded(2).failed(0));
        assertThat(OWNERS).hasSize(1);
        assertThat(containersOf(OWNERS.get(0))).as("containers left after the class").isEmpty();
    }

    /** Per JVM: two classes get the same executor. */
    static class FirstJvmWide {
        @RegisterExtension
        static DockerSandboxExtension sandbox = DockerSandboxExtension.builder()
                .scope(DockerSandboxExtension.Scope.JVM).config(DockerConfig.builder().poolMinIdle(0).build())
                .build();

        @Test
        void runs(DockerExecutor docker) {
            OWNERS.add(docker.ownerId());
            assertThat(docker.execute(ExecutionRequest.of("1 + 1")).value()).contains("2");
        }
    }

    static class SecondJvmWide {
        @RegisterExtension
        static DockerSandboxExtension sandbox = DockerSandboxExtension.builder()
                .scope(DockerSandboxExtension.Scope.JVM).config(DockerConfig.builder().poolMinIdle(0).build())
                .build();

        @Test
        void runs(DockerExecutor docker) {
            OWNERS.add(docker.ownerId());
            assertThat(docker.execute(ExecutionRequest.of("2 + 2")).value()).contains("4");
        }
    }

    @Test
    void should_share_one_executor_between_classes_when_scoped_to_the_jvm() {
        OWNERS.clear();
        Events tests = EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(FirstJvmWide.class), selectClass(SecondJvmWide.class)).execute().testEvents();

        assertThat(failures(tests)).isEmpty();
        tests.assertStatistics(s -> s.started(2).succeeded(2));
        assertThat(OWNERS).hasSize(2);
        assertThat(OWNERS.get(0)).isEqualTo(OWNERS.get(1));
        // The test kit's run ended: its root store closed the shared sandbox.
        assertThat(containersOf(OWNERS.get(0))).isEmpty();
    }
}
