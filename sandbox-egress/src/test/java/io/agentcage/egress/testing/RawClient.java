package io.agentcage.egress.testing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/** A guest-side client written byte by byte, so that tests can send what no well-behaved client would. */
public final class RawClient {
    private RawClient() {
    }

    /** Sends {@code request} to the proxy on {@code port} and returns everything it answers until it closes. */
    public static String send(int port, String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(60_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            return readAll(s.getInputStream());
        }
    }

    /**
     * Opens a CONNECT tunnel to {@code host}:{@code targetPort}, speaks TLS through it with SNI {@code sniName}
     * trusting {@code trust}, sends {@code request} and returns the answer; the CONNECT answer itself when it is
     * not 200. A TLS failure comes back as {@code "TLS failed: ..."}.
     */
    public static String tunnel(int port, String host, int targetPort, String sniName, SSLContext trust,
                                String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(60_000);
            OutputStream out = s.getOutputStream();
            out.write(("CONNECT " + host + ":" + targetPort + " HTTP/1.1\r\nHost: " + host + ":" + targetPort
                    + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            String head = readHead(s.getInputStream());
            if (!head.startsWith("HTTP/1.1 200")) {
                return head + readAll(s.getInputStream());
            }
            SSLSocket tls = (SSLSocket) trust.getSocketFactory().createSocket(s, sniName, targetPort, true);
            SSLParameters p = tls.getSSLParameters();
            p.setServerNames(java.util.List.of(new SNIHostName(sniName)));
            p.setEndpointIdentificationAlgorithm("HTTPS");
            tls.setSSLParameters(p);
            try {
                tls.startHandshake();
                tls.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
                tls.getOutputStream().flush();
                return readAll(tls.getInputStream());
            } catch (IOException e) {
                return "TLS failed: " + e.getMessage();
            }
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        while (!b.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int c = in.read();
            if (c < 0) {
                break;
            }
            b.write(c);
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }

    /** Everything until the end of the stream (a reset after some bytes ends it too). */
    public static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                b.write(buffer, 0, n);
            }
        } catch (java.net.SocketException e) {
            // reset by the proxy after it cut the connection
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }
}
