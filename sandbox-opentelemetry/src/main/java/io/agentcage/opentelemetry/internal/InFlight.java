package io.agentcage.opentelemetry.internal;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.context.Context;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The executions being traced right now, so that a host-function call that a backend runs on a worker thread of its
 * own (the interpreter does, whenever host functions are registered) can still find its execution: the OpenTelemetry
 * context lives in a thread local and does not follow the work to that thread. Not API.
 */
public final class InFlight {
    private final Set<Context> executions = ConcurrentHashMap.newKeySet();

    /** Marks {@code context} (an execution span's) as running until {@link #remove}. */
    public void add(Context context) {
        executions.add(context);
    }

    /** Marks it as finished. */
    public void remove(Context context) {
        executions.remove(context);
    }

    /**
     * Sets the parent of a span made for work that belongs to an execution: the current context when it has a span
     * (the work runs on the execution's thread), else the one execution in flight; when several are in flight the
     * span cannot know which one is its own, so it gets no parent and a link to each of them.
     */
    public void parent(SpanBuilder builder) {
        if (Span.current().getSpanContext().isValid()) {
            return;
        }
        Set<Context> now = Set.copyOf(executions);
        if (now.size() == 1) {
            builder.setParent(now.iterator().next());
            return;
        }
        builder.setNoParent();
        for (Context c : now) {
            builder.addLink(Span.fromContext(c).getSpanContext());
        }
    }
}
