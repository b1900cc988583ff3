package io.agentcage.docker.internal;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;

/**
 * The labels every container of this library carries, and what they say about its owner: which executor instance
 * made it, in which JVM on which host, and when it must be gone. The clean-up uses them to tell "ours, in use" from
 * "ours, left behind by a dead JVM" and from "ours, past its lifetime".
 */
public final class Labels {
    /** Present on every container of this library ({@code "true"}). */
    public static final String MANAGED = "io.agentcage.managed";
    /** The executor instance that owns the container (a random UUID per executor). */
    public static final String OWNER = "io.agentcage.owner";
    /** The host name of the owning JVM. */
    public static final String HOST = "io.agentcage.host";
    /** The process id of the owning JVM. */
    public static final String PID = "io.agentcage.pid";
    /** The start time of the owning JVM, epoch milliseconds (a pid can be reused; pid + start time cannot). */
    public static final String JVM_START = "io.agentcage.jvm-start";
    /** When the container must be gone, epoch milliseconds. */
    public static final String EXPIRES = "io.agentcage.expires";

    static final String HOST_NAME = hostName();
    static final long JVM_PID = ProcessHandle.current().pid();
    static final long JVM_START_MILLIS = ManagementFactory.getRuntimeMXBean().getStartTime();

    private final String owner = UUID.randomUUID().toString();

    /** This executor instance's owner id. */
    public String owner() {
        return owner;
    }

    /** The labels of a container this instance creates now and that must be gone by {@code expires}. */
    Map<String, String> forContainer(Instant expires) {
        return Map.of(MANAGED, "true", OWNER, owner, HOST, HOST_NAME, PID, Long.toString(JVM_PID),
                JVM_START, Long.toString(JVM_START_MILLIS), EXPIRES, Long.toString(expires.toEpochMilli()));
    }

    /**
     * Whether a container with these labels was left behind: past its expiry, or owned by a JVM on this host that
     * is no longer running. Containers of live JVMs elsewhere are only judged by their expiry.
     */
    static boolean isLeftover(Map<String, String> labels, Instant now) {
        long expires = parse(labels.get(EXPIRES), Long.MAX_VALUE);
        if (expires <= now.toEpochMilli()) {
            return true;
        }
        if (!HOST_NAME.equals(labels.get(HOST))) {
            return false;
        }
        long pid = parse(labels.get(PID), -1);
        long start = parse(labels.get(JVM_START), -1);
        if (pid == JVM_PID) {
            return start != JVM_START_MILLIS;
        }
        return pid <= 0 || ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isEmpty();
    }

    private static long parse(String text, long fallback) {
        try {
            return text == null ? fallback : Long.parseLong(text);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown-host";
        }
    }
}
