package io.agentcage.docker.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.command.InspectContainerCmd;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.command.RemoveContainerCmd;
import com.github.dockerjava.api.exception.ConflictException;
import com.github.dockerjava.api.exception.NotFoundException;
import java.lang.reflect.Proxy;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class JanitorTest {
    /** A daemon that is already removing the container and knows it for {@code inspectsUntilGone} more inspects. */
    private static DockerClient removingDaemon(int inspectsUntilGone, AtomicInteger inspects) {
        return proxy(DockerClient.class, (self, m, a) -> {
            switch (m.getName()) {
                case "removeContainerCmd":
                    return proxy(RemoveContainerCmd.class, (cmd, rm, ra) -> {
                        if (rm.getName().equals("exec")) {
                            throw new ConflictException("removal of container c1 is already in progress");
                        }
                        return cmd;
                    });
                case "inspectContainerCmd":
                    return proxy(InspectContainerCmd.class, (cmd, im, ia) -> {
                        if (!im.getName().equals("exec")) {
                            return cmd;
                        }
                        if (inspects.incrementAndGet() >= inspectsUntilGone) {
                            throw new NotFoundException("No such container: c1");
                        }
                        return new InspectContainerResponse();
                    });
                default:
                    throw new UnsupportedOperationException(m.getName());
            }
        });
    }

    @Test
    void should_return_only_once_the_container_is_gone_when_the_daemon_is_already_removing_it() {
        AtomicInteger inspects = new AtomicInteger();
        ExecutorService background = Executors.newSingleThreadExecutor();
        try {
            Janitor janitor = new Janitor(removingDaemon(3, inspects), new Labels(), background);
            janitor.track("c1");
            janitor.remove("c1");
            assertThat(inspects).as("inspects until the daemon no longer knows it").hasValue(3);
        } finally {
            background.shutdownNow();
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, java.lang.reflect.InvocationHandler handler) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
    }
}
