package io.agentcage.kubernetes.internal;

import io.fabric8.kubernetes.api.model.Pod;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The labels and annotations every sandbox pod carries, and what they say: which pool it belongs to (pods of the
 * same configuration, shared by every executor replica that has it), its state (starting, idle, claimed), who
 * created and who claimed it, until when it may live and until when its claim holds. The janitors of all replicas
 * read them to tell "in use" from "left behind by a dead replica" and from "past its lifetime".
 */
public final class PodLabels {
    /** Prefix of every key of this library. */
    public static final String PREFIX = "agentcage.io/";
    /** Present on every pod of this library ({@code "true"}), and the NetworkPolicy's selector. */
    public static final String MANAGED = PREFIX + "managed";
    /** The pool: a hash of everything that shapes the pod, so that only identical pods are shared. */
    public static final String POOL = PREFIX + "pool";
    /** {@link #STARTING}, {@link #IDLE} or {@link #CLAIMED}. */
    public static final String STATE = PREFIX + "state";
    /** The executor that created the pod. */
    public static final String CREATOR = PREFIX + "creator";
    /** The executor that claimed the pod (label; absent while idle). */
    public static final String CLAIMED_BY = PREFIX + "claimed-by";
    /** Annotation: when the pod must be gone, epoch milliseconds. */
    public static final String EXPIRES = PREFIX + "expires";
    /** Annotation: until when the creator's or claimant's hold lasts unless renewed, epoch milliseconds. */
    public static final String LEASE = PREFIX + "lease-expires";
    /** State of a pod being started and preloaded by its creator. */
    public static final String STARTING = "starting";
    /** State of a ready pod in the warm pool, free to be claimed by any executor of the pool. */
    public static final String IDLE = "idle";
    /** State of a pod used by one execution or session of one executor. */
    public static final String CLAIMED = "claimed";

    private final String owner = UUID.randomUUID().toString();

    /** This executor's id (a random UUID). */
    public String owner() {
        return owner;
    }

    /** Whether a label or annotation key is reserved for this library. */
    static boolean isOurs(String key) {
        return key.startsWith(PREFIX) || key.startsWith("app.kubernetes.io/");
    }

    static String state(Pod pod) {
        return label(pod, STATE).orElse("");
    }

    static Optional<String> label(Pod pod, String key) {
        Map<String, String> labels = pod.getMetadata().getLabels();
        return Optional.ofNullable(labels == null ? null : labels.get(key));
    }

    static long annotation(Pod pod, String key, long fallback) {
        Map<String, String> a = pod.getMetadata().getAnnotations();
        String text = a == null ? null : a.get(key);
        try {
            return text == null ? fallback : Long.parseLong(text);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /**
     * Why a pod with these labels must be deleted by any janitor, or empty: past its lifetime; a starting or claimed
     * pod whose lease ran out (its executor died); a pod that ended (evicted, failed) and that no live executor holds.
     */
    static Optional<String> leftover(Pod pod, Instant now) {
        long t = now.toEpochMilli();
        if (annotation(pod, EXPIRES, Long.MAX_VALUE) <= t) {
            return Optional.of("past its lifetime");
        }
        String state = state(pod);
        boolean leaseOver = annotation(pod, LEASE, Long.MAX_VALUE) <= t;
        if (!state.equals(IDLE) && leaseOver) {
            return Optional.of("its " + (state.equals(CLAIMED) ? "claimant" : "creator") + "'s lease ran out");
        }
        String phase = pod.getStatus() == null ? null : pod.getStatus().getPhase();
        if (state.equals(IDLE) && ("Failed".equals(phase) || "Succeeded".equals(phase))) {
            return Optional.of("it ended while idle (" + phase + ")");
        }
        return Optional.empty();
    }
}
