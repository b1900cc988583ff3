package io.agentcage.egress.internal;

import io.agentcage.net.EgressRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An opaque HTTPS tunnel to an allowed host whose rule is not inspected. The proxy cannot see the requests inside,
 * so it checks what it can: the TLS ClientHello must name the CONNECT host (SNI; no name, or another, is refused
 * before anything is sent upstream), the tunnel counts as one request, its bytes count against the budgets, and it
 * ends at the policy's requestTimeout. One record per tunnel.
 */
final class Tunnel {
    private Tunnel() {
    }

    static void run(EgressSession s, String host, int port, InputStream in, OutputStream out, GuestConnection c,
                    byte[] established) throws IOException {
        Forwarder.RecordShape shape = new Forwarder.RecordShape(Instant.now(), System.nanoTime(), "CONNECT",
                new Forwarder.Target("https", host, port, ""));
        String budget = s.budget().startRequest();
        if (budget != null) {
            s.record(shape.done(EgressRecord.Decision.REFUSED, 0, 0, 0, false, budget));
            Forwarder.writeRefusal(out, EgressRefusal.refused(429, budget));
            return;
        }
        AtomicLong sent = new AtomicLong();
        AtomicLong received = new AtomicLong();
        EgressSession.Watch watch = s.watch();
        watch.add(c);
        Upstream up = null;
        try {
            out.write(established);
            out.flush();
            ClientHello hello;
            try {
                hello = ClientHello.read(in);
            } catch (HttpException e) {
                s.record(shape.done(EgressRecord.Decision.REFUSED, 0, 0, 0, false, e.getMessage()));
                return;
            }
            if (!hello.serverName().equals(host)) {
                s.record(shape.done(EgressRecord.Decision.REFUSED, 0, 0, 0, false, hello.serverName().isEmpty()
                        ? "the TLS ClientHello names no server (SNI), which an opaque tunnel requires"
                        : "the TLS server name '" + Printable.cut(hello.serverName(), 100) + "' does not match the "
                        + "CONNECT host '" + host + "'"));
                return;
            }
            try {
                up = Upstream.connect(host, port, false, s.settings(), s.check(), s.connectTimeoutMillis());
            } catch (EgressRefusal e) {
                s.record(shape.done(e.refused() ? EgressRecord.Decision.REFUSED : EgressRecord.Decision.ALLOWED, 0,
                        0, 0, false, e.reason()));
                return;
            }
            watch.add(up);
            s.chargeOut(sent, hello.bytes().length);
            up.out().write(hello.bytes());
            up.out().flush();
            String why = pump(s, up, in, out, c, sent, received);
            s.record(shape.done(EgressRecord.Decision.ALLOWED, 0, sent.get(), received.get(), false,
                    watch.expired() ? "the tunnel was cut at the network policy's requestTimeout of "
                            + s.policy().requestTimeout().toMillis() + " ms" : why));
        } catch (Budget.Exhausted e) {
            s.record(shape.done(EgressRecord.Decision.ALLOWED, 0, sent.get(), received.get(), false,
                    e.getMessage()));
        } finally {
            watch.cancel();
            Upstream.closeQuietly(up);
            c.close();
        }
    }

    /** Copies both ways until either side ends; the reason it was cut, or empty when it just ended. */
    private static String pump(EgressSession s, Upstream up, InputStream in, OutputStream out, GuestConnection c,
                               AtomicLong sent, AtomicLong received) {
        AtomicReference<String> why = new AtomicReference<>("");
        CompletableFuture<Void> down = new CompletableFuture<>();
        Runnable downstream = () -> {
            try {
                copy(up.in(), out, n -> s.chargeIn(received, n));
            } catch (Budget.Exhausted e) {
                why.compareAndSet("", e.getMessage());
            } catch (IOException | RuntimeException ignored) {
                // the other direction ended the tunnel
            } finally {
                up.close();
                c.close();   // unblocks the other direction's read from the guest
                down.complete(null);
            }
        };
        if (!s.gateway().submit(downstream)) {
            up.close();
            return "no thread was free for the tunnel";
        }
        try {
            copy(in, up.out(), n -> s.chargeOut(sent, n));
        } catch (Budget.Exhausted e) {
            why.compareAndSet("", e.getMessage());
        } catch (IOException | RuntimeException ignored) {
            // either side closed
        } finally {
            up.close();
        }
        try {
            down.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException ignored) {
            // completed normally
        }
        return why.get();
    }

    private static void copy(InputStream from, OutputStream to, java.util.function.LongConsumer charge)
            throws IOException {
        byte[] buffer = new byte[16 << 10];
        for (int r = from.read(buffer); r >= 0; r = from.read(buffer)) {
            charge.accept(r);
            to.write(buffer, 0, r);
            to.flush();
        }
    }
}
