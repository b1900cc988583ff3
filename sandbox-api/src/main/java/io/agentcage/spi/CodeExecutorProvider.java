package io.agentcage.spi;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import java.util.ServiceLoader;

/**
 * Creates a backend by name, so that tools such as the CLI can offer every backend on the class path without
 * compile-time dependencies. Backends register an implementation with {@link ServiceLoader}
 * ({@code META-INF/services/io.agentcage.spi.CodeExecutorProvider}).
 */
public interface CodeExecutorProvider {

    /** The backend name, e.g. {@code interpreter} or {@code docker}. */
    String name();

    /**
     * A new executor enforcing these ceilings, with the backend's default configuration otherwise.
     *
     * @throws io.agentcage.SandboxUnavailableException if the backend cannot run here; the message says why
     */
    CodeExecutor create(ExecutionLimits ceilings);

    /**
     * The capabilities an executor made by {@link #create} with these ceilings would report, when the provider can
     * tell without making one that needs outside resources (a daemon, a cluster); used to check code for a backend
     * without running it ({@code agentcage check --backend}). Empty by default: callers then assume the least
     * (CPython with every module).
     */
    default java.util.Optional<io.agentcage.Capabilities> describe(ExecutionLimits ceilings) {
        return java.util.Optional.empty();
    }

    /** The provider with this name on the class path, if any. */
    static java.util.Optional<CodeExecutorProvider> find(String name) {
        for (CodeExecutorProvider p : ServiceLoader.load(CodeExecutorProvider.class)) {
            if (p.name().equals(name)) {
                return java.util.Optional.of(p);
            }
        }
        return java.util.Optional.empty();
    }
}
