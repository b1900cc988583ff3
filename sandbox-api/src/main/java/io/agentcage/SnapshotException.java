package io.agentcage;

/**
 * A snapshot cannot be made: the session holds something a snapshot cannot carry, such as a hash in progress (a value
 * of a type snapshots do not know). The message names the value and where it is reached from; the session itself is unchanged.
 */
public class SnapshotException extends SandboxException {
    private static final long serialVersionUID = 1L;

    public SnapshotException(String message) {
        super(message);
    }
}
