package io.agentcage.kubernetes.testkubelet;

import io.fabric8.mockwebserver.http.ByteString;
import io.fabric8.mockwebserver.http.Response;
import io.fabric8.mockwebserver.http.WebSocket;
import io.fabric8.mockwebserver.http.WebSocketListener;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Runs the end of a mock-server watch off the mock server's event loop. fabric8's mock API server (7.x) answers a
 * closed or failed watch by shutting the watch's event executor down and waiting for it to terminate, on the single
 * Vert.x event-loop thread that also serves every list, get, watch and delete: while it waits, the whole test control
 * plane stalls (seen at 7+ s under load, failing teardown checks). This wraps each watch's listener so that its
 * close and failure callbacks run on a thread of their own; every other callback is passed through unchanged, in order.
 */
final class WatchCloseOffload implements AutoCloseable {
    private final ExecutorService closer = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mock-cluster-watch-close");
        t.setDaemon(true);
        return t;
    });

    /** The listener to install instead of {@code watch}. */
    WebSocketListener wrap(WebSocketListener watch) {
        return new WebSocketListener() {
            @Override
            public void onBeforeAccept(WebSocket ws, Response response) {
                watch.onBeforeAccept(ws, response);
            }

            @Override
            public void onOpen(WebSocket ws, Response response) {
                watch.onOpen(ws, response);
            }

            @Override
            public void onMessage(WebSocket ws, String text) {
                watch.onMessage(ws, text);
            }

            @Override
            public void onMessage(WebSocket ws, ByteString bytes) {
                watch.onMessage(ws, bytes);
            }

            @Override
            public void onMessage(WebSocket ws, byte[] bytes) {
                watch.onMessage(ws, bytes);
            }

            @Override
            public void onClosing(WebSocket ws, int code, String reason) {
                watch.onClosing(ws, code, reason);
            }

            @Override
            public void onClosed(WebSocket ws, int code, String reason) {
                offload(() -> watch.onClosed(ws, code, reason));
            }

            @Override
            public void onFailure(WebSocket ws, Throwable failure, Response response) {
                offload(() -> watch.onFailure(ws, failure, response));
            }
        };
    }

    private void offload(Runnable callback) {
        if (closer.isShutdown()) {
            callback.run();
        } else {
            closer.execute(callback);
        }
    }

    /** Lets pending close callbacks finish (a few seconds at most), then stops the thread. */
    @Override
    public void close() {
        closer.shutdown();
        try {
            closer.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
