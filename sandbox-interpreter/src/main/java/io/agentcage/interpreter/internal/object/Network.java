package io.agentcage.interpreter.internal.object;

import java.util.List;
import java.util.Map;

/**
 * The network as the standard library's {@code urllib.request} sees it: one HTTP request at a time, made by the
 * host under the executor's network policy (the guest never holds a socket). The run layer implements it over the
 * egress proxy ({@code internal.run.EgressBridge}); {@link Services#network} holds the one of the running
 * execution.
 */
public interface Network {

    /** A network that refuses everything, naming the policy (before an execution sets its own). */
    Network NONE = new Network() {
        @Override
        public Reply fetch(Interp in, String method, String url, List<Map.Entry<String, String>> headers, byte[] body,
                           double timeoutSeconds) {
            throw new Failure(Failure.Kind.REFUSED, NO_NETWORK);
        }

        @Override
        public String policy() {
            return "none";
        }
    };

    /** What a refusal says when the policy is {@code none}. */
    String NO_NETWORK = "network access is disabled in this sandbox: the executor's network policy is 'none' "
            + "(the host application can allow hosts with NetworkPolicy.allow(...))";

    /**
     * Sends one request and reads its whole response, charging the response's bytes to the execution's memory
     * before it keeps them.
     *
     * @param timeoutSeconds the guest's timeout; 0 or less for none (the policy's and the deadline still apply)
     * @throws Failure when the policy refused the request or it failed; never for an HTTP error status
     */
    Reply fetch(Interp in, String method, String url, List<Map.Entry<String, String>> headers, byte[] body,
                double timeoutSeconds);

    /** The policy in force, described for messages ({@code none}, {@code allow api.example.com:443 ...}). */
    String policy();

    /**
     * A response.
     *
     * @param status  the status code
     * @param reason  the reason phrase
     * @param headers the fields, in order (framing fields removed: the body is whole)
     * @param body    the body
     */
    record Reply(int status, String reason, List<Map.Entry<String, String>> headers, byte[] body) {
    }

    /** A request that got no response. */
    final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** Why. */
        public enum Kind {
            /** The network policy refused it: nothing was sent. */
            REFUSED,
            /** The host could not reach the server, or the connection broke. */
            FAILED,
            /** It took longer than its timeout. */
            TIMEOUT
        }

        private final Kind kind;

        public Failure(Kind kind, String message) {
            super(message, null, false, false);
            this.kind = kind;
        }

        public Kind kind() {
            return kind;
        }
    }
}
