package io.agentcage.egress.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;

/**
 * One check shared by the container backends' egress tests: an execution whose request narrows the network policy
 * to {@code none} finds nothing listening on the relay's port inside the sandbox ({@code 127.0.0.1:3128}), gets an
 * error naming the policy when it tries an otherwise allowed host, and leaves no egress record and no request at
 * any upstream.
 */
public final class NarrowedToNoneCheck {
    private NarrowedToNoneCheck() {
    }

    /** The guest program to run with {@code NetworkPolicy.none()} as the request's policy. */
    public static String program(TestUpstreams up) {
        return "import socket, urllib.request\n"
                + "try:\n"
                + "    socket.create_connection(('127.0.0.1', 3128), timeout=10)\n"
                + "    print('LISTENING')\n"
                + "except OSError as e:\n"
                + "    print('nothing listens:', type(e).__name__)\n"
                + "try:\n"
                + "    urllib.request.urlopen('http://" + TestUpstreams.ALLOWED + ":"
                + up.port(TestUpstreams.ALLOWED, false) + "/hello', timeout=10)\n"
                + "except OSError as e:\n"
                + "    print('refused:', e)\n";
    }

    /** Asserts what {@link #program} must show when nothing may leave the sandbox. */
    public static void verify(ExecutionResult r, TestUpstreams up) {
        assertThat(r.stdout()).as(r.message() + r.stderr()).contains("nothing listens: ConnectionRefusedError")
                .contains("network policy is 'none'").doesNotContain("LISTENING");
        assertThat(r.egress()).isEmpty();
        assertThat(up.allSeen()).isEmpty();
    }
}
