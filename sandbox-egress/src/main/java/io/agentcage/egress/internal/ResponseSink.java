package io.agentcage.egress.internal;

import java.io.IOException;
import java.io.OutputStream;

/** Where {@link Forwarder} delivers what comes back for one request: to a guest connection, or to the interpreter. */
interface ResponseSink {
    /** The request got no response: refused by the policy, malformed, or failed upstream. */
    void error(EgressRefusal why) throws IOException;

    /** The upstream's response head, already rewritten for the guest. */
    void head(HttpHead.Response head) throws IOException;

    /** Where the body goes. */
    OutputStream body();

    /** Whether the body keeps its chunked framing (a proxy passing the message on) or is decoded. */
    boolean keepFraming();

    /** The body is complete. */
    void end() throws IOException;
}
