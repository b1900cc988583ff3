package io.agentcage.spring.boot.internal;

import io.agentcage.CodeExecutor;
import io.agentcage.host.HostFunction;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.spi.PoolListener;
import io.agentcage.spring.boot.AgentCageProperties;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validator.PolicyValidator;
import java.util.List;

/** Builds the backend and the validator the properties name. Not API. */
public final class Backends {
    private static final String DOCKER_EXECUTOR = "io.agentcage.docker.DockerExecutor";

    private Backends() {
    }

    /**
     * The backend of {@code agentcage.backend}, with these host functions (interpreter only) and pool listener;
     * {@code classLoader} is the application's, where the Docker module is looked for.
     */
    public static CodeExecutor create(AgentCageProperties props, List<HostFunction> hostFunctions,
                                      PoolListener poolListener, ClassLoader classLoader) {
        if (props.getBackend() == AgentCageProperties.Backend.DOCKER) {
            if (!isPresent(DOCKER_EXECUTOR, classLoader)) {
                throw new IllegalStateException("agentcage.backend=docker needs the Docker backend on the class "
                        + "path: add the dependency io.agentcage:sandbox-docker");
            }
            if (!hostFunctions.isEmpty()) {
                throw new IllegalStateException("the Docker backend cannot call host functions, and the context has "
                        + hostFunctions.size() + " HostFunction bean(s); use agentcage.backend=interpreter or remove "
                        + "them");
            }
            return DockerBackend.create(props, poolListener);
        }
        InterpreterExecutor.Builder b = InterpreterExecutor.builder().limits(props.getLimits().toLimits());
        hostFunctions.forEach(b::hostFunction);
        return b.build();
    }

    /**
     * The validator of {@code agentcage.policy}; {@code auto} is {@code standard}, the recommended policy on every
     * backend (the guarded executor binds it to the backend: on the interpreter, modules it lacks are refused).
     */
    public static CodeValidator validator(AgentCageProperties props) {
        switch (props.getPolicy()) {
            case NONE:
                return CodeValidator.acceptAll();
            case STRICT:
                return PolicyValidator.strict();
            case STANDARD:
            default:
                return PolicyValidator.standard();
        }
    }

    static boolean isPresent(String className, ClassLoader classLoader) {
        try {
            Class.forName(className, false, classLoader == null ? Backends.class.getClassLoader() : classLoader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
