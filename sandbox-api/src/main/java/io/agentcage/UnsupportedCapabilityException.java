package io.agentcage;

/** The backend does not support what was asked (see {@link Capabilities}), e.g. sessions or files. */
public class UnsupportedCapabilityException extends SandboxException {
    private static final long serialVersionUID = 1L;

    public UnsupportedCapabilityException(String message) {
        super(message);
    }
}
