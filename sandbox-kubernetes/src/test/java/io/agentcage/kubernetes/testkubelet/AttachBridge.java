package io.agentcage.kubernetes.testkubelet;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import io.fabric8.mockwebserver.http.ByteString;
import io.fabric8.mockwebserver.http.Response;
import io.fabric8.mockwebserver.http.WebSocket;
import io.fabric8.mockwebserver.http.WebSocketListener;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Serves one {@code pods/attach} websocket as a kubelet does, in the Kubernetes streaming protocol
 * {@code v4.channel.k8s.io}: every binary message starts with its channel byte; 0 carries the client's stdin
 * to the container, 1 and 2 the container's stdout and stderr to the client, and 3 a final Status when the
 * container's streams end. It is bridged to a Docker attach of the container (stdin open, never closed: closing
 * the websocket detaches, as {@code stdinOnce: false} wants).
 *
 * <p>The mock API server calls the listener on its one event-loop thread, which also serves every other request
 * (lists, watches, deletes). So nothing here blocks that thread: starting and closing the Docker attach (closing may
 * wait for the Docker stream to wind down) happen on a thread of their own.
 */
final class AttachBridge extends WebSocketListener {
    private static final byte[] END = new byte[0];
    private static final java.util.concurrent.ExecutorService DOCKER_SIDE =
            java.util.concurrent.Executors.newCachedThreadPool(r -> {
                Thread t = new Thread(r, "test-kubelet-attach");
                t.setDaemon(true);
                return t;
            });

    private final DockerClient docker;
    private final String container;
    private final LinkedBlockingQueue<byte[]> stdin = new LinkedBlockingQueue<>();
    private volatile ResultCallback.Adapter<Frame> attached;
    private volatile WebSocket socket;
    private java.util.concurrent.CompletableFuture<Void> dockerSide =
            java.util.concurrent.CompletableFuture.completedFuture(null);

    AttachBridge(DockerClient docker, String container) {
        this.docker = docker;
        this.container = container;
    }

    @Override
    public void onOpen(WebSocket ws, Response response) {
        socket = ws;
        ResultCallback.Adapter<Frame> callback = new ResultCallback.Adapter<>() {
            @Override
            public void onNext(Frame frame) {
                byte channel = frame.getStreamType() == StreamType.STDERR ? (byte) 2 : (byte) 1;
                byte[] payload = frame.getPayload();
                byte[] message = new byte[payload.length + 1];
                message[0] = channel;
                System.arraycopy(payload, 0, message, 1, payload.length);
                ws.send(message);
            }

            @Override
            public void onComplete() {
                end(ws);
            }

            @Override
            public void onError(Throwable t) {
                end(ws);
            }
        };
        attached = callback;
        onDockerSide(() -> docker.attachContainerCmd(container).withStdIn(new QueueInput()).withStdOut(true)
                .withStdErr(true).withFollowStream(true).exec(callback));
    }

    /** Closes the websocket from the server's side, as an API server or proxy dropping the connection would. */
    void drop() {
        WebSocket ws = socket;
        if (ws != null) {
            ws.close(1001, "going away");
        }
        detach();
    }

    private void end(WebSocket ws) {
        byte[] status = "\u0003{\"metadata\":{},\"status\":\"Success\"}".getBytes(StandardCharsets.UTF_8);
        ws.send(status);
        ws.close(1000, "");
        stdin.add(END);
    }

    @Override
    public void onMessage(WebSocket ws, ByteString bytes) {
        onMessage(ws, bytes.toByteArray());
    }

    @Override
    public void onMessage(WebSocket ws, byte[] bytes) {
        if (bytes.length > 1 && bytes[0] == 0) {
            byte[] data = new byte[bytes.length - 1];
            System.arraycopy(bytes, 1, data, 0, data.length);
            stdin.add(data);
        }
    }

    @Override
    public void onClosing(WebSocket ws, int code, String reason) {
        detach();
    }

    @Override
    public void onClosed(WebSocket ws, int code, String reason) {
        detach();
    }

    @Override
    public void onFailure(WebSocket ws, Throwable t, Response response) {
        detach();
    }

    private void detach() {
        stdin.add(END);
        ResultCallback.Adapter<Frame> a = attached;
        if (a != null) {
            onDockerSide(() -> {
                try {
                    a.close();
                } catch (IOException ignored) {
                    // the Docker attach is gone already
                }
            });
        }
    }

    /** Runs Docker-side work off the event loop, in the order asked (a close never overtakes the attach). */
    private synchronized void onDockerSide(Runnable work) {
        dockerSide = dockerSide.thenRunAsync(work, DOCKER_SIDE).exceptionally(t -> null);
    }

    /** The container's stdin as docker-java reads it: what the client sent on channel 0, as it arrives. */
    private final class QueueInput extends InputStream {
        private byte[] current = new byte[0];
        private int position;

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            while (position >= current.length) {
                if (current == END) {
                    return -1;
                }
                try {
                    byte[] next = stdin.poll(1, TimeUnit.SECONDS);
                    if (next != null) {
                        current = next;
                        position = 0;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
            }
            int n = Math.min(length, current.length - position);
            System.arraycopy(current, position, buffer, offset, n);
            position += n;
            return n;
        }
    }
}
