package io.agentcage.egress.testing;

import io.agentcage.egress.internal.EgressSession;
import io.agentcage.egress.internal.GuestConnection;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Puts an {@link EgressSession} behind a loopback port, as a guest would reach it, so that engine tests can drive
 * the proxy with real clients (raw sockets, {@code java.net.http}, CPython's urllib). Each accepted connection is
 * served by the session currently set with {@link #session}.
 */
public final class ProxyHarness implements AutoCloseable {
    private final ServerSocket server;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "proxy-harness");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<EgressSession> current = new AtomicReference<>();

    /** Listens on a free loopback port. */
    public ProxyHarness() throws IOException {
        server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        threads.execute(this::acceptLoop);
    }

    /** The session that serves the next connections. */
    public ProxyHarness session(EgressSession s) {
        current.set(s);
        return this;
    }

    /** The port guest-side clients connect to. */
    public int port() {
        return server.getLocalPort();
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket s = server.accept();
                threads.execute(() -> current.get().serve(new SocketGuest(s)));
            } catch (IOException e) {
                return;
            }
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        threads.shutdownNow();
    }

    /** A guest connection over a socket. */
    public static final class SocketGuest implements GuestConnection {
        private final Socket socket;

        public SocketGuest(Socket socket) {
            this.socket = socket;
        }

        @Override
        public InputStream in() {
            try {
                return socket.getInputStream();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        @Override
        public OutputStream out() {
            try {
                return socket.getOutputStream();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing
            }
        }
    }
}
