package io.agentcage.kubernetes.testkubelet;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMixedDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import io.fabric8.mockwebserver.ServerRequest;
import io.fabric8.mockwebserver.ServerResponse;
import io.fabric8.mockwebserver.http.Dispatcher;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.util.HashMap;
import java.util.Map;
import java.util.Queue;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A simulated control plane for tests: fabric8's mock API server in CRUD mode (create, get, list, watch, patch,
 * delete, status) with recorded expectations taking precedence, plus {@code pods/attach} upgrades handed to a
 * handler (the {@link TestKubelet}). A watch's close runs off the server's event loop ({@link WatchCloseOffload}).
 * Nothing here validates or admits pods as a real API server would.
 */
public final class MockCluster implements AutoCloseable {
    private static final Pattern ATTACH = Pattern.compile("/api/v1/namespaces/([^/]+)/pods/([^/?]+)/attach(\\?.*)?");

    private final KubernetesMockServer server;
    private final KubernetesClient client;
    private final WatchCloseOffload watchCloses = new WatchCloseOffload();
    private volatile Function<Attach, MockResponse> attachHandler;

    /** A pod attach request: namespace, pod name and the raw query. */
    public record Attach(String namespace, String pod, String query) {
    }

    public MockCluster() {
        Map<ServerRequest, Queue<ServerResponse>> responses = new HashMap<>();
        KubernetesMixedDispatcher crud = new KubernetesMixedDispatcher(responses);
        Dispatcher dispatcher = new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                Matcher m = ATTACH.matcher(request.getPath());
                Function<Attach, MockResponse> handler = attachHandler;
                if (m.matches() && handler != null) {
                    return handler.apply(new Attach(m.group(1), m.group(2), m.group(3) == null ? "" : m.group(3)));
                }
                MockResponse response = crud.dispatch(request);
                if (response != null && response.getWebSocketListener() != null) {
                    response.withWebSocketUpgrade(watchCloses.wrap(response.getWebSocketListener()));
                }
                return response;
            }

            @Override
            public void shutdown() {
                crud.shutdown();
            }
        };
        server = new KubernetesMockServer(new Context(), new MockWebServer(), responses, dispatcher, false);
        server.init();
        client = server.createClient();
    }

    /** A client of the mock API server (shared; closed with the cluster). */
    public KubernetesClient client() {
        return client;
    }

    /** The mock server, for recorded expectations ({@code server().expect()...}). */
    public KubernetesMockServer server() {
        return server;
    }

    /** Who answers {@code pods/attach} upgrades. */
    public void onAttach(Function<Attach, MockResponse> handler) {
        this.attachHandler = handler;
    }

    @Override
    public void close() {
        client.close();
        server.destroy();
        watchCloses.close();
    }
}
