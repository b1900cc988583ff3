package io.agentcage.docker;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import java.time.Duration;
import java.util.List;

/**
 * The child JVM of {@link DockerFaultsIT}'s SIGKILL test: starts an executor with a warm container, opens a
 * session and starts a long execution in it, prints {@code READY <owner>} and waits to be killed. Never run by
 * hand: it only ever leaves labelled containers for the next executor's sweep.
 */
public final class OrphanMaker {
    private OrphanMaker() {
    }

    /** Entry point; no arguments. */
    public static void main(String[] args) throws Exception {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build();
        DockerExecutor executor = DockerExecutor.builder().config(DockerConfig.builder().ceilings(ceilings)
                .preloadModules(List.of()).poolMinIdle(1).poolMaxTotal(4).build()).build();
        Session session = executor.openSession();
        ExecutionResult first = session.execute(ExecutionRequest.of("x = 1\nprint('ok')"));
        if (!first.stdout().equals("ok\n")) {
            System.out.println("FAILED " + first.outcome() + " " + first.message());
            System.exit(2);
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (executor.idleContainers() < 1 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread busy = new Thread(() -> session.execute(ExecutionRequest.of("import time\ntime.sleep(50)")));
        busy.setDaemon(true);
        busy.start();
        Thread.sleep(500);
        System.out.println("READY " + executor.ownerId());
        System.out.flush();
        Thread.sleep(Duration.ofMinutes(5).toMillis());
    }
}
