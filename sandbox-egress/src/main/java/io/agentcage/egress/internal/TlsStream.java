package io.agentcage.egress.internal;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.List;
import javax.net.ssl.ExtendedSSLSession;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SNIServerName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;

/**
 * The server side of TLS over a pair of byte streams that are not a socket (a guest connection relayed through the
 * runner protocol), with {@link SSLEngine}: the proxy terminates an inspected guest's HTTPS with it. One reader and
 * one writer at a time.
 */
final class TlsStream implements AutoCloseable {
    private static final ByteBuffer EMPTY = ByteBuffer.allocate(0);

    private final SSLEngine engine;
    private final InputStream rawIn;
    private final OutputStream rawOut;
    private ByteBuffer netIn;
    private ByteBuffer appIn;
    private ByteBuffer netOut;
    private boolean inboundClosed;

    private TlsStream(SSLEngine engine, InputStream rawIn, OutputStream rawOut) {
        this.engine = engine;
        this.rawIn = rawIn;
        this.rawOut = rawOut;
        netIn = ByteBuffer.allocate(engine.getSession().getPacketBufferSize());
        appIn = ByteBuffer.allocate(engine.getSession().getApplicationBufferSize());
        netOut = ByteBuffer.allocate(engine.getSession().getPacketBufferSize());
    }

    /**
     * Completes a server handshake presenting {@code context}'s certificate, accepting only clients that ask for
     * {@code host} by its TLS server name (SNI).
     *
     * @throws SSLException when the handshake fails (the client does not trust the certificate, asks for another
     *                      name, or speaks no TLS)
     */
    static TlsStream accept(SSLContext context, String host, InputStream rawIn, OutputStream rawOut)
            throws IOException {
        SSLEngine engine = context.createSSLEngine();
        engine.setUseClientMode(false);
        SSLParameters params = engine.getSSLParameters();
        params.setSNIMatchers(List.of(SNIHostName.createSNIMatcher("(?i)" + java.util.regex.Pattern.quote(host))));
        engine.setSSLParameters(params);
        TlsStream tls = new TlsStream(engine, rawIn, rawOut);
        tls.handshake();
        return tls;
    }

    /** The server name the client asked for, or empty when it sent none. */
    String requestedServerName() {
        if (engine.getSession() instanceof ExtendedSSLSession s) {
            for (SNIServerName n : s.getRequestedServerNames()) {
                if (n instanceof SNIHostName h) {
                    return h.getAsciiName();
                }
            }
        }
        return "";
    }

    private void handshake() throws IOException {
        engine.beginHandshake();
        while (true) {
            switch (engine.getHandshakeStatus()) {
                case NEED_WRAP:
                    wrap(EMPTY);
                    break;
                case NEED_UNWRAP:
                case NEED_UNWRAP_AGAIN:
                    if (inboundClosed) {
                        throw new SSLException("the client closed the connection during the TLS handshake");
                    }
                    unwrapOnce();
                    break;
                case NEED_TASK:
                    runTasks();
                    break;
                default:
                    return;
            }
        }
    }

    private void runTasks() {
        Runnable task;
        while ((task = engine.getDelegatedTask()) != null) {
            task.run();
        }
    }

    /** One unwrap of what is buffered; reads more from the stream first when a record is incomplete. */
    private void unwrapOnce() throws IOException {
        netIn.flip();
        SSLEngineResult r;
        try {
            r = engine.unwrap(netIn, appIn);
        } finally {
            netIn.compact();
        }
        switch (r.getStatus()) {
            case BUFFER_UNDERFLOW:
                int packet = engine.getSession().getPacketBufferSize();
                if (netIn.capacity() < packet) {
                    netIn = grow(netIn, packet);
                }
                fill();
                break;
            case BUFFER_OVERFLOW:
                appIn = grow(appIn, appIn.position() + engine.getSession().getApplicationBufferSize());
                break;
            case CLOSED:
                inboundClosed = true;
                break;
            default:
                break;
        }
    }

    private void fill() throws IOException {
        if (!netIn.hasRemaining()) {
            netIn = grow(netIn, netIn.capacity() * 2);
        }
        int n = rawIn.read(netIn.array(), netIn.arrayOffset() + netIn.position(), netIn.remaining());
        if (n < 0) {
            inboundClosed = true;
            if (engine.getHandshakeStatus() != SSLEngineResult.HandshakeStatus.NOT_HANDSHAKING) {
                throw new EOFException("the client closed the connection during the TLS handshake");
            }
            return;
        }
        netIn.position(netIn.position() + n);
    }

    private static ByteBuffer grow(ByteBuffer b, int capacity) {
        ByteBuffer bigger = ByteBuffer.allocate(Math.max(capacity, b.capacity()));
        b.flip();
        bigger.put(b);
        return bigger;
    }

    private void wrap(ByteBuffer src) throws IOException {
        do {
            netOut.clear();
            SSLEngineResult r = engine.wrap(src, netOut);
            if (r.getStatus() == SSLEngineResult.Status.BUFFER_OVERFLOW) {
                netOut = ByteBuffer.allocate(netOut.capacity() * 2);
                continue;
            }
            netOut.flip();
            rawOut.write(netOut.array(), 0, netOut.limit());
            if (r.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NEED_TASK) {
                runTasks();
            }
            if (r.getStatus() == SSLEngineResult.Status.CLOSED) {
                break;
            }
        } while (src.hasRemaining());
        rawOut.flush();
    }

    /** The decrypted stream from the client. */
    InputStream in() {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n = read(one, 0, 1);
                return n < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                while (appIn.position() == 0) {
                    if (inboundClosed) {
                        return -1;
                    }
                    SSLEngineResult.HandshakeStatus hs = engine.getHandshakeStatus();
                    if (hs == SSLEngineResult.HandshakeStatus.NEED_TASK) {
                        runTasks();
                    } else if (hs == SSLEngineResult.HandshakeStatus.NEED_WRAP) {
                        wrap(EMPTY);
                    } else {
                        unwrapOnce();
                    }
                }
                appIn.flip();
                int n = Math.min(len, appIn.remaining());
                appIn.get(b, off, n);
                appIn.compact();
                return n;
            }
        };
    }

    /** The stream to the client, encrypted on the way. */
    OutputStream out() {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                wrap(ByteBuffer.wrap(b, off, len));
            }

            @Override
            public void flush() throws IOException {
                rawOut.flush();
            }
        };
    }

    /** Sends TLS's close_notify; the streams underneath stay open. */
    @Override
    public void close() {
        engine.closeOutbound();
        try {
            wrap(EMPTY);
        } catch (IOException | RuntimeException ignored) {
            // the client is gone: nothing to tell it
        }
    }
}
