package io.agentcage.docker.internal;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.command.EventsCmd;
import com.github.dockerjava.api.command.InspectContainerCmd;
import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.Event;
import com.github.dockerjava.api.model.EventActor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A {@link DockerClient} that answers only what the OOM attribution asks: an event stream that delivers a script
 * (events, pauses until the code under test is waiting, an end or an error) on a thread of its own, and an inspect
 * with a fixed state or "no such container". Everything else throws.
 */
final class StubDocker {
    /** One step of the event stream. */
    sealed interface Step permits Emit, AwaitReader, End, Fail {
    }

    /** Delivers an event. */
    record Emit(Event event) implements Step {
    }

    /** Waits until the code under test polls the stream with nothing left to read (so later events are "late"). */
    record AwaitReader() implements Step {
    }

    /** The daemon ends the stream. */
    record End() implements Step {
    }

    /** The stream fails. */
    record Fail(RuntimeException error) implements Step {
    }

    private final List<Step> script;
    private final String inspectJson;
    private final boolean eventsUnavailable;
    /** The filters and since of every events request, as "container=…;event=…;since=…". */
    final List<String> requests = new CopyOnWriteArrayList<>();

    private StubDocker(List<Step> script, String inspectJson, boolean eventsUnavailable) {
        this.script = script;
        this.inspectJson = inspectJson;
        this.eventsUnavailable = eventsUnavailable;
    }

    /** A daemon whose event stream plays {@code script}; inspect says the container is gone. */
    static StubDocker events(Step... script) {
        return new StubDocker(List.of(script), null, false);
    }

    /** A daemon whose events request fails; inspect answers {@code state} (JSON of State), or null: gone. */
    static StubDocker noEvents(String state) {
        return new StubDocker(List.of(), state, true);
    }

    static Emit oom() {
        return new Emit(event("oom", Map.of()));
    }

    static Emit die(long exit) {
        return new Emit(event("die", Map.of("exitCode", Long.toString(exit))));
    }

    static Emit destroy() {
        return new Emit(event("destroy", Map.of()));
    }

    private static Event event(String action, Map<String, String> attributes) {
        return new Event().withAction(action).withStatus(action)
                .withEventActor(new EventActor().withId("c1").withAttributes(attributes));
    }

    DockerClient client() {
        return proxy(DockerClient.class, (self, method, args) -> {
            switch (method.getName()) {
                case "eventsCmd":
                    return eventsCmd();
                case "inspectContainerCmd":
                    return inspectCmd();
                default:
                    throw new UnsupportedOperationException(method.getName());
            }
        });
    }

    private EventsCmd eventsCmd() {
        List<String> filters = new ArrayList<>();
        return proxy(EventsCmd.class, (self, method, args) -> {
            switch (method.getName()) {
                case "withContainerFilter":
                    filters.add("container=" + String.join(",", (String[]) args[0]));
                    return self;
                case "withEventFilter":
                    filters.add("event=" + String.join(",", (String[]) args[0]));
                    return self;
                case "withSince":
                    filters.add("since=" + args[0]);
                    return self;
                case "exec":
                    requests.add(String.join(";", filters));
                    if (eventsUnavailable) {
                        throw new RuntimeException("events are not available");
                    }
                    @SuppressWarnings("unchecked")
                    ResultCallback<Event> callback = (ResultCallback<Event>) args[0];
                    play(callback);
                    return callback;
                default:
                    throw new UnsupportedOperationException(method.getName());
            }
        });
    }

    private void play(ResultCallback<Event> callback) {
        Thread daemon = new Thread(() -> {
            for (Step step : script) {
                if (step instanceof Emit emit) {
                    callback.onNext(emit.event());
                } else if (step instanceof AwaitReader) {
                    awaitReader();
                } else if (step instanceof End) {
                    callback.onComplete();
                } else if (step instanceof Fail fail) {
                    callback.onError(fail.error());
                }
            }
        }, "stub-docker-events");
        daemon.setDaemon(true);
        daemon.start();
    }

    /** Waits until the reader is parked in its poll (it has taken every event so far and found nothing more). */
    private static void awaitReader() {
        for (int i = 0; i < 10_000; i++) {
            boolean parked = Thread.getAllStackTraces().entrySet().stream().anyMatch(e ->
                    e.getKey().getState() == Thread.State.TIMED_WAITING
                            && List.of(e.getValue()).stream().anyMatch(f -> f.getMethodName().equals("follow")));
            if (parked) {
                return;
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private InspectContainerCmd inspectCmd() {
        return proxy(InspectContainerCmd.class, (self, method, args) -> {
            if (!method.getName().equals("exec")) {
                throw new UnsupportedOperationException(method.getName());
            }
            if (inspectJson == null) {
                throw new NotFoundException("No such container: c1");
            }
            return new ObjectMapper().readValue("{\"Id\":\"c1\",\"State\":" + inspectJson + "}",
                    InspectContainerResponse.class);
        });
    }

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(StubDocker.class.getClassLoader(), new Class<?>[] {type},
                (self, method, args) -> {
                    if (method.getDeclaringClass() == Object.class) {
                        return method.getName().equals("equals") ? self == args[0]
                                : method.getName().equals("hashCode") ? System.identityHashCode(self) : "stub";
                    }
                    return handler.invoke(self, method, args);
                }));
    }
}
