package io.agentcage.host;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A call of an {@link HostFunction#external external} host function that a suspended execution waits for: the
 * application answers it (after asking a person, or running it elsewhere) with a {@link CallResult} when it resumes
 * the execution.
 *
 * @param id        identifies the call among those of the suspension (answer it under this id)
 * @param function  the host function's name
 * @param arguments the arguments bound to parameter names, as plain data (see {@link HostFunction}); absent optional
 *                  parameters are missing; {@code null} values stand for {@code None}
 */
public record PendingCall(String id, String function, Map<String, Object> arguments) {

    public PendingCall {
        Objects.requireNonNull(id, "id == null");
        Objects.requireNonNull(function, "function == null");
        arguments = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(arguments,
                "arguments == null")));
    }
}
