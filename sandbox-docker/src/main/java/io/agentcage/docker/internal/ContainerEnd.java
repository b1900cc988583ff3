package io.agentcage.docker.internal;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.model.Event;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What the Docker daemon says about a container whose output ended during an execution: whether the kernel's OOM
 * killer struck it during the execution, and whether and how it exited. Internal, not API.
 *
 * <p>The evidence comes from the daemon's event stream for the container ({@code oom}, {@code die},
 * {@code destroy}), replayed from the execution's start and then followed live, not from re-inspecting on a timer:
 * the {@code OOMKilled} flag of an inspect is unreliable. Under gVisor the daemon often records the {@code oom}
 * event a few milliseconds <em>after</em> {@code die}, and Docker 20.10 then never sets {@code OOMKilled}; the flag
 * also stays set for a container's life once any process in it was OOM-killed (an earlier execution of a session).
 * The wait is bounded, never a hang:
 * <ul>
 *   <li>an {@code oom} event ends it at once: memory;</li>
 *   <li>{@code die} with an exit other than 137 (SIGKILL) ends it: not memory;</li>
 *   <li>{@code die} with exit 137 waits up to {@link Bounds#oomAfterDie} more for the {@code oom} event that the
 *       daemon may still be delivering; {@code destroy} ends that wait early (the daemon logs nothing more for a
 *       removed container);</li>
 *   <li>a container that does not exit within {@link Bounds#exit} (output ended, init still running) is no
 *       evidence of memory unless an {@code oom} event came.</li>
 * </ul>
 * When the daemon cannot stream events, one inspect decides, as before.
 *
 * @param oom    the OOM killer struck the container during the execution
 * @param exit   the container's exit code, or null when it has not exited (or the daemon could not say)
 */
record ContainerEnd(boolean oom, Long exit) {

    /** The exit code of a process killed by SIGKILL, which is what the OOM killer sends. */
    static final long SIGKILL_EXIT = 137;

    /**
     * How long {@link #await} waits.
     *
     * @param exit        for the container to exit ({@code die}) once its output ended
     * @param oomAfterDie for an {@code oom} event after a {@code die} with exit 137
     */
    record Bounds(Duration exit, Duration oomAfterDie) {
        /** 10 s for the exit, 5 s for a late {@code oom} event (it came 15 to 40 ms late when measured). */
        static final Bounds DEFAULT = new Bounds(Duration.ofSeconds(10), Duration.ofSeconds(5));
    }

    private static final Object END = new Object();

    /**
     * Waits for the daemon's account of container {@code id}'s end, counting only {@code oom} events from
     * {@code since} (the execution's start) on.
     */
    static ContainerEnd await(DockerClient docker, String id, Instant since, Bounds bounds) {
        BlockingQueue<Object> events = new LinkedBlockingQueue<>();
        ResultCallback.Adapter<Event> callback = new ResultCallback.Adapter<>() {
            @Override
            public void onNext(Event event) {
                events.add(event);
            }

            @Override
            public void onError(Throwable error) {
                events.add(error);
            }

            @Override
            public void onComplete() {
                events.add(END);
            }
        };
        try (callback) {
            docker.eventsCmd().withContainerFilter(id).withEventFilter("oom", "die", "destroy")
                    .withSince(epoch(since)).exec(callback);
            return follow(events, bounds, docker, id);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return inspect(docker, id);
        } catch (IOException | RuntimeException e) {
            return inspect(docker, id);
        }
    }

    private static ContainerEnd follow(BlockingQueue<Object> events, Bounds bounds, DockerClient docker, String id)
            throws InterruptedException {
        long deadline = System.nanoTime() + bounds.exit().toNanos();
        Long exit = null;
        while (true) {
            Object next = events.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (next == null) {
                return new ContainerEnd(false, exit);           // bound reached: no oom event came
            }
            if (next == END || next instanceof Throwable) {
                return exit != null ? new ContainerEnd(false, exit) : inspect(docker, id);
            }
            Event event = (Event) next;
            switch (action(event)) {
                case "oom":
                    return new ContainerEnd(true, exit);
                case "die":
                    exit = exitCode(event);
                    if (exit != null && exit != SIGKILL_EXIT) {
                        return new ContainerEnd(false, exit);
                    }
                    deadline = System.nanoTime() + bounds.oomAfterDie().toNanos();
                    break;
                case "destroy":
                    return new ContainerEnd(false, exit);
                default:
                    break;
            }
        }
    }

    /** One inspect: the fallback when the daemon cannot stream events. A removed container is no evidence. */
    static ContainerEnd inspect(DockerClient docker, String id) {
        try {
            InspectContainerResponse.ContainerState state = docker.inspectContainerCmd(id).exec().getState();
            boolean running = Boolean.TRUE.equals(state.getRunning());
            return new ContainerEnd(Boolean.TRUE.equals(state.getOOMKilled()),
                    running ? null : state.getExitCodeLong());
        } catch (RuntimeException gone) {
            return new ContainerEnd(false, null);
        }
    }

    private static String action(Event event) {
        String action = event.getAction() != null ? event.getAction() : event.getStatus();
        return action == null ? "" : action;
    }

    private static Long exitCode(Event event) {
        Map<String, String> attributes = event.getActor() == null ? null : event.getActor().getAttributes();
        String code = attributes == null ? null : attributes.get("exitCode");
        try {
            return code == null ? null : Long.valueOf(code.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String epoch(Instant t) {
        return t.getEpochSecond() + "." + String.format(Locale.ROOT, "%09d", t.getNano());
    }
}
