package io.agentcage.runner.internal;

import java.io.IOException;

/**
 * A reply from the sandbox runner that is valid JSON but cannot be turned into a result. Guest code can write to the
 * runner's channels, so such a reply is treated like a dead container: the execution fails and the container is
 * discarded.
 */
public final class MalformedReplyException extends IOException {
    private static final long serialVersionUID = 1L;

    public MalformedReplyException(String message, Throwable cause) {
        super(message, cause);
    }
}
