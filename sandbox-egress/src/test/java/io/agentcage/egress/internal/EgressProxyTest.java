package io.agentcage.egress.internal;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.egress.testing.ProxyHarness;
import io.agentcage.egress.testing.RawClient;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.io.ByteArrayInputStream;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The proxy end to end on loopback: guest-side raw clients, the policy matrix, and the attacks the proxy must
 * refuse (each one recorded). Upstreams are {@link TestUpstreams}; no address but loopback is ever connected to.
 */
class EgressProxyTest {
    static final String SECRET = "s3cr3t-CRM-token-7f2a";
    static TestUpstreams up;
    static ProxyHarness proxy;

    @BeforeAll
    static void start() throws Exception {
        up = new TestUpstreams();
        proxy = new ProxyHarness();
    }

    @org.junit.jupiter.api.BeforeEach
    void forget() {
        up.reset();
    }

    @AfterAll
    static void stop() throws Exception {
        proxy.close();
        up.close();
    }

    /** A policy allowing ALLOWED (http and https ports), API with the secret header, over the test servers. */
    static NetworkPolicy policy() {
        return NetworkPolicy.builder()
                .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)))
                .allow(HostRule.of(API).withPorts(up.port(API, true))
                        .withHeader("Authorization", "Bearer {secret:crm}"))
                .build();
    }

    static EgressGateway gateway(NetworkPolicy p) {
        return new EgressGateway(p, SecretResolver.of(Map.of("crm", SECRET)), up.settings(), null);
    }

    static String get(String host, int port, String path) {
        return "GET http://" + host + ":" + port + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\n\r\n";
    }

    static SSLContext trusting(String pem) throws Exception {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setCertificateEntry("ca", CertificateFactory.getInstance("X.509").generateCertificate(
                new ByteArrayInputStream(pem.getBytes(java.nio.charset.StandardCharsets.US_ASCII))));
        TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        tmf.init(store);
        SSLContext c = SSLContext.getInstance("TLS");
        c.init(null, tmf.getTrustManagers(), null);
        return c;
    }

    @Test
    void should_forward_plain_http_and_record_it_when_the_host_is_allowed() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.send(proxy.port(), get(ALLOWED, up.port(ALLOWED, false), "/hello?x=1"));
            assertThat(answer).startsWith("HTTP/1.1 200").contains("Connection: close")
                    .endsWith("hello from allowed.test over http\n");
            s.close();
            EgressRecord r = s.records().get(0);
            assertThat(r.decision()).isEqualTo(EgressRecord.Decision.ALLOWED);
            assertThat(r).extracting(EgressRecord::method, EgressRecord::host, EgressRecord::path,
                    EgressRecord::status).containsExactly("GET", ALLOWED, "/hello?", 200);
            assertThat(r.bytesOut()).isPositive();
            assertThat(r.bytesIn()).isGreaterThan(30);
        }
    }

    @Test
    void should_refuse_without_looking_the_name_up_when_the_host_is_not_allowed() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String data = "exfiltrated-data-in-a-dns-label";
            String answer = RawClient.send(proxy.port(), get(data + "." + FORBIDDEN, 80, "/"));
            assertThat(answer).startsWith("HTTP/1.1 403 Refused by the sandbox's network policy: host '"
                    + data + ".forbidden.test' is not in the network policy's allowlist");
            assertThat(up.lookups()).noneMatch(n -> n.contains(data));
            assertThat(s.records()).singleElement().satisfies(r -> {
                assertThat(r.decision()).isEqualTo(EgressRecord.Decision.REFUSED);
                assertThat(r.reason()).contains("not in the network policy's allowlist");
            });
        }
    }

    @Test
    void should_refuse_an_address_given_instead_of_a_name() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            assertThat(RawClient.send(proxy.port(), get("127.0.0.1", port, "/hello")))
                    .startsWith("HTTP/1.1 403").contains("is an IP address");
            assertThat(RawClient.send(proxy.port(), "CONNECT 127.0.0.1:" + up.port(ALLOWED, true)
                    + " HTTP/1.1\r\n\r\n")).startsWith("HTTP/1.1 403").contains("is an IP address");
            assertThat(RawClient.send(proxy.port(), get("[::1]", port, "/hello"))).startsWith("HTTP/1.1 403");
            assertThat(up.seen(ALLOWED)).isEmpty();
            assertThat(s.records()).hasSize(3).allMatch(r -> r.decision() == EgressRecord.Decision.REFUSED);
        }
    }

    @Test
    void should_refuse_a_port_the_rule_does_not_list_for_http_and_connect() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            assertThat(RawClient.send(proxy.port(), get(ALLOWED, up.port(FORBIDDEN, false), "/hello")))
                    .startsWith("HTTP/1.1 403").contains("port " + up.port(FORBIDDEN, false));
            assertThat(RawClient.send(proxy.port(), "CONNECT " + ALLOWED + ":22 HTTP/1.1\r\n\r\n"))
                    .startsWith("HTTP/1.1 403").contains("port 22");
            assertThat(up.allSeen()).isEmpty();
        }
    }

    @Test
    void should_tunnel_https_end_to_end_when_the_server_name_is_the_allowed_host() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.tunnel(proxy.port(), ALLOWED, up.port(ALLOWED, true), ALLOWED,
                    up.clientTrust(), "GET /hello HTTP/1.1\r\nHost: " + ALLOWED + "\r\nConnection: close\r\n\r\n");
            assertThat(answer).startsWith("HTTP/1.1 200").endsWith("hello from allowed.test over https\n");
            s.close();
            assertThat(s.records()).singleElement().satisfies(r -> {
                assertThat(r.method()).isEqualTo("CONNECT");
                assertThat(r.decision()).isEqualTo(EgressRecord.Decision.ALLOWED);
                assertThat(r.inspected()).isFalse();
                assertThat(r.bytesIn()).isPositive();
            });
        }
    }

    @Test
    void should_refuse_a_tunnel_whose_tls_server_name_is_another_host() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.tunnel(proxy.port(), ALLOWED, up.port(ALLOWED, true), FORBIDDEN,
                    up.clientTrust(), "GET /echo HTTP/1.1\r\nHost: " + FORBIDDEN + "\r\n\r\n");
            assertThat(answer).startsWith("TLS failed");
            assertThat(up.allSeen()).noneMatch(line -> line.contains("/echo"));
            assertThat(s.records()).singleElement().satisfies(r -> {
                assertThat(r.decision()).isEqualTo(EgressRecord.Decision.REFUSED);
                assertThat(r.reason()).contains("TLS server name 'forbidden.test' does not match the CONNECT host");
            });
        }
    }

    @Test
    void should_refuse_names_that_resolve_to_refused_addresses_after_resolution() throws Exception {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of("*.allowed.test").withPorts(80, up.port(ALLOWED, false)));
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            assertThat(RawClient.send(proxy.port(), get(TestUpstreams.METADATA, 80, "/latest/meta-data/")))
                    .startsWith("HTTP/1.1 403").contains("169.254.169.254 is link-local");
            assertThat(RawClient.send(proxy.port(), get(TestUpstreams.PRIVATE, 80, "/")))
                    .contains("10.0.0.7 is a private network");
            assertThat(RawClient.send(proxy.port(), get(TestUpstreams.LOOPBACK, up.port(ALLOWED, false), "/")))
                    .contains("127.0.0.2 is loopback");
            assertThat(RawClient.send(proxy.port(), get(TestUpstreams.MIXED, 80, "/")))
                    .contains("192.168.1.1 is a private network");
            assertThat(s.records()).hasSize(4).allMatch(r -> r.decision() == EgressRecord.Decision.REFUSED);
        }
    }

    @Test
    void should_add_the_secret_only_upstream_and_mask_its_echo_when_the_rule_is_inspected() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.tunnel(proxy.port(), API, up.port(API, true), API,
                    trusting(g.caCertificatePem().orElseThrow()),
                    "GET /echo?q=1 HTTP/1.1\r\nHost: " + API + ":" + up.port(API, true)
                            + "\r\nAuthorization: Bearer guest-guess\r\n\r\n");
            assertThat(answer).startsWith("HTTP/1.1 200").contains("Authorization: Bearer " + "*".repeat(
                    SECRET.length())).doesNotContain(SECRET).doesNotContain("guest-guess");
            assertThat(up.seen(API)).anyMatch(line -> line.contains("Authorization: Bearer " + SECRET));
            s.close();
            assertThat(s.records()).singleElement().satisfies(r -> {
                assertThat(r.inspected()).isTrue();
                assertThat(r.status()).isEqualTo(200);
                assertThat(r.path()).isEqualTo("/echo?");
            });
            assertThat(s.records().toString()).doesNotContain(SECRET);
        }
    }

    @Test
    void should_never_send_the_secret_to_a_host_whose_rule_has_none() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String echo = RawClient.send(proxy.port(), get(ALLOWED, up.port(ALLOWED, false), "/echo"));
            assertThat(echo).startsWith("HTTP/1.1 200").doesNotContain(SECRET).doesNotContain("Authorization");
            String forbidden = RawClient.tunnel(proxy.port(), FORBIDDEN, up.port(FORBIDDEN, true), FORBIDDEN,
                    up.clientTrust(), "GET /echo HTTP/1.1\r\nHost: " + FORBIDDEN + "\r\n\r\n");
            assertThat(forbidden).startsWith("HTTP/1.1 403").doesNotContain(SECRET);
            assertThat(up.allSeen()).noneMatch(line -> line.contains(SECRET) && !line.startsWith("GET /echo?q=1"));
        }
    }

    @Test
    void should_refuse_a_host_header_that_names_another_host_in_plain_http_and_in_an_inspected_tunnel()
            throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            assertThat(RawClient.send(proxy.port(), "GET http://" + ALLOWED + ":" + port + "/echo HTTP/1.1\r\nHost: "
                    + FORBIDDEN + "\r\n\r\n")).startsWith("HTTP/1.1 400").contains("does not match");
            String inTunnel = RawClient.tunnel(proxy.port(), API, up.port(API, true), API,
                    trusting(g.caCertificatePem().orElseThrow()), "GET /echo HTTP/1.1\r\nHost: " + FORBIDDEN
                            + "\r\n\r\n");
            assertThat(inTunnel).startsWith("HTTP/1.1 400").contains("does not match the CONNECT host");
            assertThat(up.allSeen()).isEmpty();
        }
    }

    @Test
    void should_refuse_a_request_that_frames_its_body_two_ways() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            String smuggle = "POST http://" + ALLOWED + ":" + port + "/echo HTTP/1.1\r\nHost: " + ALLOWED + ":" + port
                    + "\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /admin HTTP/1.1\r\n\r\n";
            assertThat(RawClient.send(proxy.port(), smuggle)).startsWith("HTTP/1.1 400").contains("ambiguous");
            assertThat(up.allSeen()).isEmpty();
        }
    }

    @Test
    void should_send_nothing_after_the_first_request_of_a_connection() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            String two = "POST http://" + ALLOWED + ":" + port + "/echo HTTP/1.1\r\nHost: " + ALLOWED + ":" + port
                    + "\r\nContent-Length: 2\r\n\r\nhiGET http://" + FORBIDDEN + "/echo HTTP/1.1\r\n\r\n";
            assertThat(RawClient.send(proxy.port(), two)).startsWith("HTTP/1.1 200").endsWith("\nhi");
            assertThat(up.seen(ALLOWED)).hasSize(1);
            assertThat(up.seen(FORBIDDEN)).isEmpty();
        }
    }

    @Test
    void should_pass_a_redirect_back_without_following_it() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String to = up.url(FORBIDDEN, false, "/echo");
            String answer = RawClient.send(proxy.port(), get(ALLOWED, up.port(ALLOWED, false), "/redirect?to="
                    + java.net.URLEncoder.encode(to, java.nio.charset.StandardCharsets.UTF_8)));
            assertThat(answer).startsWith("HTTP/1.1 302").contains("Location: " + to);
            assertThat(up.seen(FORBIDDEN)).isEmpty();
        }
    }

    @Test
    void should_refuse_requests_past_the_request_budget() throws Exception {
        NetworkPolicy p = policy().toBuilder().maxRequests(2).build();
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String req = get(ALLOWED, up.port(ALLOWED, false), "/hello");
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 200");
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 200");
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 429")
                    .contains("request budget of the network policy is exhausted (2 requests per execution)");
            assertThat(s.records()).extracting(EgressRecord::decision).containsExactly(EgressRecord.Decision.ALLOWED,
                    EgressRecord.Decision.ALLOWED, EgressRecord.Decision.REFUSED);
        }
    }

    @Test
    void should_cut_a_response_at_the_byte_budget() throws Exception {
        NetworkPolicy p = policy().toBuilder().maxBytesIn(4_000).build();
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.send(proxy.port(), get(ALLOWED, up.port(ALLOWED, false), "/bytes?n=100000"));
            assertThat(answer.length()).isLessThan(4_000 + 1_000);
            s.close();
            assertThat(s.records()).singleElement().satisfies(r -> assertThat(r.reason())
                    .contains("limit of 4000 bytes received per execution is exhausted"));
        }
    }

    @Test
    void should_end_a_request_at_the_policy_request_timeout() throws Exception {
        NetworkPolicy p = policy().toBuilder().requestTimeout(Duration.ofMillis(300)).build();
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.send(proxy.port(), get(ALLOWED, up.port(ALLOWED, false), "/stall"));
            assertThat(answer).startsWith("HTTP/1.1 504");
            assertThat(s.records()).singleElement().satisfies(r -> assertThat(r.reason())
                    .contains("longer than the network policy's requestTimeout of 300 ms"));
        }
    }

    @Test
    void should_refuse_a_method_the_inspected_rule_does_not_allow_inside_the_tunnel() throws Exception {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of(API).withPorts(up.port(API, true)).withMethods("GET"));
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.tunnel(proxy.port(), API, up.port(API, true), API,
                    trusting(g.caCertificatePem().orElseThrow()), "DELETE /echo HTTP/1.1\r\nHost: " + API + ":"
                            + up.port(API, true) + "\r\n\r\n");
            assertThat(answer).startsWith("HTTP/1.1 403").contains("method DELETE");
            assertThat(up.seen(API)).isEmpty();
        }
    }

    @Test
    void should_refuse_everything_when_the_request_narrows_to_none() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.of(NetworkPolicy.none()))) {
            proxy.session(s);
            assertThat(RawClient.send(proxy.port(), get(ALLOWED, up.port(ALLOWED, false), "/hello")))
                    .startsWith("HTTP/1.1 403").contains("request's narrower network policy (none)");
        }
    }

    @Test
    void should_answer_through_the_interpreter_path_with_the_same_policy() {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            HttpExchange.Reply reply = s.exchange(new HttpExchange.Call("GET", up.url(API, true, "/echo"),
                    List.of(Map.entry("X-Guest", "1")), new byte[0]), n -> { });
            assertThat(reply.status()).isEqualTo(200);
            assertThat(new String(reply.body(), java.nio.charset.StandardCharsets.UTF_8))
                    .contains("X-guest: 1").doesNotContain(SECRET);
            assertThat(up.seen(API)).anyMatch(l -> l.contains("Bearer " + SECRET));
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.exchange(new HttpExchange.Call("GET",
                    up.url(FORBIDDEN, false, "/echo"), List.of(), new byte[0]), n -> { }))
                    .isInstanceOf(EgressException.class).hasMessageContaining("not in the network policy's allowlist");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> s.exchange(new HttpExchange.Call("GET",
                    "ftp://" + ALLOWED + "/x", List.of(), new byte[0]), n -> { }))
                    .hasMessageContaining("unsupported URL scheme 'ftp'");
        }
    }
}
