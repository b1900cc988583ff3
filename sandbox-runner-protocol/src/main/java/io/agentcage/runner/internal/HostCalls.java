package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The host functions of one execution in a container backend: each {@code hostcall} message of the runner is bound
 * to the function's parameters, run on the host ({@link HostFunction.Mode#BLOCKING} on the executor,
 * {@link HostFunction.Mode#ASYNC} by the stage its implementation returns), at most {@code maxInFlight} at a time
 * (the others wait in arrival order), and answered with a {@code hostreturn} message: the result as JSON, or the
 * exception guest code raises ({@code ValueError} for an {@link IllegalArgumentException}, {@code TypeError} for a
 * call that does not fit the signature or a value JSON cannot carry, {@code RuntimeError} for anything else, worded
 * as the interpreter words them). Calls are counted; the runner ends the execution at the first call past
 * {@code maxCalls}, and one it relays anyway is refused here.
 *
 * <p>{@link #accept} is called by the thread waiting for the execution's result; answers are sent from the
 * executor's threads (and the stages'), one at a time. {@link #close()} at the end of the execution drops the
 * waiting calls, cancels the running stages and discards answers that come later; a blocking implementation
 * already running is not interrupted.
 */
public final class HostCalls implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(HostCalls.class);

    /** Where the {@code hostreturn} messages go (the runner channel). */
    @FunctionalInterface
    public interface Sender {
        /** Sends one message to the runner; throws when the sandbox's stdin is closed. */
        void send(ObjectNode message) throws IOException;
    }

    private final Map<String, HostFunction> functions = new LinkedHashMap<>();
    private final Executor executor;
    private final int maxInFlight;
    private final int maxCalls;
    private final Sender sender;
    private final long execId;
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private final Set<CompletableFuture<?>> stages = ConcurrentHashMap.newKeySet();
    private final AtomicInteger calls = new AtomicInteger();
    private final Map<Long, CompletableFuture<?>> running = new ConcurrentHashMap<>();
    private final Set<Long> cancelled = ConcurrentHashMap.newKeySet();
    private int inFlight;
    private volatile boolean closed;

    /**
     * @param functions   the execution's host functions
     * @param executor    runs blocking implementations (and starts asynchronous ones)
     * @param maxInFlight calls running at once, at least 1
     * @param maxCalls    calls allowed in the execution
     * @param execId      the id of the execution's {@code exec} message, which every answer carries
     * @param sender      takes the answers
     */
    public HostCalls(List<HostFunction> functions, Executor executor, int maxInFlight, int maxCalls, long execId,
                     Sender sender) {
        for (HostFunction f : functions) {
            this.functions.put(f.name(), f);
        }
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be >= 1, got " + maxInFlight);
        }
        this.executor = executor;
        this.maxInFlight = maxInFlight;
        this.maxCalls = maxCalls;
        this.execId = execId;
        this.sender = sender;
    }

    /** The names the runner exposes to guest code, in registration order. */
    public List<String> names() {
        return List.copyOf(functions.keySet());
    }

    /** Calls received so far (refused ones included). */
    public int count() {
        return calls.get();
    }

    /**
     * Handles one {@code hostcall} message of this execution (answers it at once, or queues its run) or
     * {@code hostcancel} (the guest task awaiting the call was cancelled: a waiting call is dropped, a running stage
     * cancelled; a blocking implementation already running finishes, its answer unwanted).
     */
    public void accept(JsonNode message) {
        long call = message.path("call").asLong(-1);
        if (call < 0 || closed) {
            return;
        }
        if ("hostcancel".equals(message.path("type").asText())) {
            cancelled.add(call);
            CompletableFuture<?> stage = running.remove(call);
            if (stage != null) {
                stage.cancel(true);
            }
            return;
        }
        String name = message.path("name").asText("");
        if (calls.incrementAndGet() > maxCalls) {
            fail(call, "RuntimeError", "host call limit of " + maxCalls + " exceeded");
            return;
        }
        HostFunction f = functions.get(name);
        if (f == null) {
            fail(call, "TypeError", "'" + name + "' is not a host function of this execution");
            return;
        }
        if (f.isExternal()) {
            fail(call, "RuntimeError", "external function '" + name + "' cannot suspend an execution on this "
                    + "backend (only the interpreter can); register it as a blocking or asynchronous function");
            return;
        }
        Map<String, Object> bound;
        try {
            bound = bind(f, message.path("args"), message.path("kwargs"));
        } catch (IllegalArgumentException e) {
            fail(call, "TypeError", e.getMessage());
            return;
        }
        schedule(() -> run(f, bound, call));
    }

    private void schedule(Runnable task) {
        synchronized (waiting) {
            if (inFlight >= maxInFlight) {
                waiting.add(task);
                return;
            }
            inFlight++;
        }
        start(task);
    }

    private void start(Runnable task) {
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            task.run();   // run() answers, and frees the slot; the executor being shut down means we are closing
        }
    }

    /** One call finished: its slot goes to the next waiting call. */
    private void done() {
        Runnable next;
        synchronized (waiting) {
            next = closed ? null : waiting.poll();
            if (next == null) {
                inFlight--;
                return;
            }
        }
        start(next);
    }

    private void run(HostFunction f, Map<String, Object> bound, long call) {
        if (closed || cancelled.contains(call)) {
            done();
            return;
        }
        Object result;
        try {
            result = f.implementation().call(bound);
        } catch (Exception e) {
            answerFailure(f, call, e);
            done();
            return;
        }
        if (f.mode() != HostFunction.Mode.ASYNC) {
            answer(f, call, result);
            done();
            return;
        }
        if (!(result instanceof CompletionStage<?>)) {
            fail(call, "RuntimeError", f.name() + "() failed: its asynchronous implementation returned "
                    + (result == null ? "null" : result.getClass().getName()) + " instead of a CompletionStage");
            done();
            return;
        }
        CompletableFuture<?> stage = ((CompletionStage<?>) result).toCompletableFuture();
        stages.add(stage);
        running.put(call, stage);
        stage.whenComplete((value, failure) -> {
            stages.remove(stage);
            running.remove(call);
            if (failure != null) {
                answerFailure(f, call, failure);
            } else {
                answer(f, call, value);
            }
            done();
        });
        if (closed || cancelled.contains(call)) {
            stage.cancel(true);
        }
    }

    private void answer(HostFunction f, long call, Object value) {
        JsonNode json;
        try {
            json = HostValues.toJson(value);
        } catch (IllegalArgumentException e) {
            fail(call, "TypeError", f.name() + "() returned a value that cannot reach the guest: " + e.getMessage());
            return;
        }
        ObjectNode m = RunnerProtocol.message("hostreturn").put("id", execId).put("call", call);
        m.set("value", json);
        send(m);
    }

    private void answerFailure(HostFunction f, long call, Throwable t) {
        while ((t instanceof CompletionException || t instanceof java.util.concurrent.ExecutionException)
                && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof IllegalArgumentException) {
            fail(call, "ValueError", f.name() + "(): " + t.getMessage());
        } else if (t instanceof java.util.concurrent.CancellationException) {
            fail(call, "RuntimeError", f.name() + "() was cancelled by the host");
        } else {
            fail(call, "RuntimeError", f.name() + "() failed: " + (t.getMessage() == null
                    ? t.getClass().getSimpleName() : t.getMessage()));
        }
    }

    private void fail(long call, String type, String message) {
        ObjectNode m = RunnerProtocol.message("hostreturn").put("id", execId).put("call", call);
        m.putObject("error").put("type", type).put("message", message);
        send(m);
    }

    private void send(ObjectNode message) {
        if (closed) {
            return;
        }
        synchronized (sender) {
            try {
                sender.send(message);
            } catch (IOException e) {
                LOG.debug("could not answer a host call: {}", e.toString());
            }
        }
    }

    /**
     * The arguments bound to parameter names and checked against their types, with CPython's wording.
     *
     * @throws IllegalArgumentException with the TypeError's message
     */
    static Map<String, Object> bind(HostFunction f, JsonNode args, JsonNode kwargs) {
        List<HostParameter> params = f.parameters();
        int given = args.isArray() ? args.size() : 0;
        if (given > params.size()) {
            throw new IllegalArgumentException(f.name() + "() takes " + params.size() + " positional argument"
                    + (params.size() == 1 ? "" : "s") + " but " + given + (given == 1 ? " was" : " were") + " given");
        }
        Map<String, Object> bound = new LinkedHashMap<>();
        for (int i = 0; i < given; i++) {
            bound.put(params.get(i).name(), convert(f, params.get(i), args.get(i)));
        }
        if (kwargs.isObject()) {
            var fields = kwargs.fields();
            while (fields.hasNext()) {
                var e = fields.next();
                HostParameter p = params.stream().filter(x -> x.name().equals(e.getKey())).findFirst().orElse(null);
                if (p == null) {
                    throw new IllegalArgumentException(f.name() + "() got an unexpected keyword argument '"
                            + e.getKey() + "'");
                }
                if (bound.containsKey(p.name())) {
                    throw new IllegalArgumentException(f.name() + "() got multiple values for argument '"
                            + p.name() + "'");
                }
                bound.put(p.name(), convert(f, p, e.getValue()));
            }
        }
        for (HostParameter p : params) {
            if (p.required() && !bound.containsKey(p.name())) {
                throw new IllegalArgumentException(f.name() + "() missing required argument '" + p.name() + "'");
            }
        }
        return bound;
    }

    private static Object convert(HostFunction f, HostParameter p, JsonNode v) {
        ValueType t = p.type();
        boolean ok;
        switch (t) {
            case NONE:
                ok = v.isNull();
                break;
            case BOOL:
                ok = v.isBoolean();
                break;
            case INT:
                ok = v.isIntegralNumber();
                break;
            case FLOAT:
                ok = v.isNumber();
                break;
            case STR:
                ok = v.isTextual();
                break;
            case BYTES:
                ok = false;   // JSON carries no bytes: the message below names the type that came
                break;
            case LIST:
                ok = v.isArray();
                break;
            case DICT:
                ok = v.isObject();
                break;
            default:
                ok = true;
        }
        if (!ok) {
            throw new IllegalArgumentException(f.name() + "() argument '" + p.name() + "' must be "
                    + t.name().toLowerCase(java.util.Locale.ROOT) + ", not " + HostValues.pythonType(v));
        }
        if (t == ValueType.FLOAT) {
            return v.doubleValue();
        }
        return HostValues.toJava(v);
    }

    /** The execution is over: waiting calls are dropped, running stages cancelled, later answers discarded. */
    @Override
    public void close() {
        closed = true;
        synchronized (waiting) {
            waiting.clear();
        }
        for (CompletableFuture<?> stage : List.copyOf(stages)) {
            stage.cancel(true);
        }
    }
}
