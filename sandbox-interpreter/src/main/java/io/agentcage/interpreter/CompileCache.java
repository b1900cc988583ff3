package io.agentcage.interpreter;

import io.agentcage.interpreter.internal.run.CodeCache;

/**
 * Compiled programs kept by source text, so that running the same code again skips the compiler. Compiled code is
 * immutable and shares nothing between executions, so one cache can serve any number of executors: pass it to
 * {@link InterpreterExecutor.Builder#compileCache}. Thread-safe; least recently used sources are dropped first.
 *
 * <p>Default of every executor: {@link #shared()}, one JVM-wide cache of {@value #DEFAULT_MAX_ENTRIES} sources.
 */
public final class CompileCache {
    /** Sources the JVM-wide cache keeps: 512. */
    public static final int DEFAULT_MAX_ENTRIES = 512;
    private static final CompileCache SHARED = new CompileCache(DEFAULT_MAX_ENTRIES);

    private final CodeCache codes;

    /** A cache of its own keeping up to {@code maxEntries} compiled sources (at least 1). */
    public CompileCache(int maxEntries) {
        if (maxEntries < 1) {
            throw new IllegalArgumentException("maxEntries must be >= 1, got " + maxEntries);
        }
        this.codes = new CodeCache(maxEntries);
    }

    /** The JVM-wide cache ({@value #DEFAULT_MAX_ENTRIES} sources). */
    public static CompileCache shared() {
        return SHARED;
    }

    /** The most sources this cache keeps. */
    public int maxEntries() {
        return codes.maxEntries();
    }

    /** The sources kept now. */
    public int size() {
        return codes.size();
    }

    CodeCache codes() {
        return codes;
    }

    @Override
    public String toString() {
        return "CompileCache[maxEntries=" + maxEntries() + (this == SHARED ? ", shared" : "") + "]";
    }
}
