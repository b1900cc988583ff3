package io.agentcage.egress.internal;

import io.agentcage.egress.EgressSettings;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.List;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * A connection from the proxy to an allowed host: resolved by the host's resolver, every address checked by the
 * {@link AddressCheck}, connected to a checked address (never resolved twice), and for HTTPS verified against the
 * host name with the settings' trust.
 */
final class Upstream implements AutoCloseable {
    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    private Upstream(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedInputStream(socket.getInputStream(), 16 << 10);
        this.out = new BufferedOutputStream(socket.getOutputStream(), 16 << 10);
    }

    /**
     * Connects to {@code host}:{@code port}, with TLS when {@code tls}, within {@code timeoutMillis}.
     *
     * @throws EgressRefusal refused when an address is not public (and not admitted), failed when the name does
     *                       not resolve, the connection or the handshake fails or takes too long
     */
    static Upstream connect(String host, int port, boolean tls, EgressSettings settings, AddressCheck check,
                            int timeoutMillis) throws EgressRefusal {
        List<InetAddress> addresses;
        try {
            addresses = settings.resolver().resolve(host);
        } catch (UnknownHostException e) {
            throw EgressRefusal.failed(502, "host '" + host + "' does not resolve");
        } catch (RuntimeException e) {
            throw EgressRefusal.failed(502, "resolving '" + host + "' failed: " + e.getMessage());
        }
        if (addresses == null || addresses.isEmpty()) {
            throw EgressRefusal.failed(502, "host '" + host + "' does not resolve");
        }
        for (InetAddress a : addresses) {
            String why = check.refusal(a, port);
            if (why != null) {
                throw EgressRefusal.refused(403, "host '" + host + "' resolves to " + why
                        + "; the proxy connects to public addresses only");
            }
        }
        IOException last = null;
        for (InetAddress a : addresses) {
            Socket socket = new Socket();
            try {
                socket.setTcpNoDelay(true);
                socket.connect(new InetSocketAddress(a, port), timeoutMillis);
                socket.setSoTimeout(timeoutMillis);
                if (tls) {
                    socket = handshake(socket, host, port, settings);
                }
                socket.setSoTimeout(0);
                return new Upstream(socket);
            } catch (SocketTimeoutException e) {
                closeQuietly(socket);
                throw EgressRefusal.failed(504, "connecting to '" + host + "' port " + port + " timed out");
            } catch (IOException e) {
                closeQuietly(socket);
                last = e;
            }
        }
        throw EgressRefusal.failed(502, "cannot connect to '" + host + "' port " + port
                + (tls ? " with TLS" : "") + ": " + Printable.cut(String.valueOf(last.getMessage()), 200));
    }

    private static Socket handshake(Socket plain, String host, int port, EgressSettings settings)
            throws IOException {
        SSLSocket ssl = (SSLSocket) settings.upstreamTls().getSocketFactory().createSocket(plain, host, port, true);
        SSLParameters params = ssl.getSSLParameters();
        params.setEndpointIdentificationAlgorithm("HTTPS");
        params.setServerNames(List.of(new SNIHostName(host)));
        ssl.setSSLParameters(params);
        ssl.startHandshake();
        return ssl;
    }

    InputStream in() {
        return in;
    }

    OutputStream out() {
        return out;
    }

    @Override
    public void close() {
        closeQuietly(socket);
    }

    static void closeQuietly(AutoCloseable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception ignored) {
            // closing on the way out
        }
    }
}
