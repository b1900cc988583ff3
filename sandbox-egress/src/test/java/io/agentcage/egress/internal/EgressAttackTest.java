package io.agentcage.egress.internal;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.egress.EgressSettings;
import io.agentcage.egress.HostResolver;
import io.agentcage.egress.testing.ProxyHarness;
import io.agentcage.egress.testing.RawClient;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.io.ByteArrayOutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The red-team suite of the egress proxy: every way around the policy we know of, each sent by a guest-side raw
 * client and each refused (nothing reaches a server it should not, no name is looked up that should not be) and
 * recorded. Upstreams are {@link TestUpstreams} on loopback; no other address is ever connected to.
 */
class EgressAttackTest {
    static final String SECRET = "s3cr3t-CRM-token-7f2a";
    static TestUpstreams up;
    static ProxyHarness proxy;

    @BeforeAll
    static void start() throws Exception {
        up = new TestUpstreams();
        proxy = new ProxyHarness();
    }

    @BeforeEach
    void forget() {
        up.reset();
    }

    @AfterAll
    static void stop() throws Exception {
        proxy.close();
        up.close();
    }

    static NetworkPolicy policy() {
        return NetworkPolicy.builder()
                .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)))
                .allow(HostRule.of(API).withPorts(up.port(API, true))
                        .withHeader("Authorization", "Bearer {secret:crm}"))
                .build();
    }

    static EgressGateway gateway(NetworkPolicy p, EgressSettings settings) {
        return new EgressGateway(p, SecretResolver.of(Map.of("crm", SECRET)), settings, null);
    }

    static EgressGateway gateway(NetworkPolicy p) {
        return gateway(p, up.settings());
    }

    static void assertAllRefused(EgressSession s, int count) {
        assertThat(s.records()).hasSize(count).allSatisfy(r -> {
            assertThat(r.decision()).isEqualTo(EgressRecord.Decision.REFUSED);
            assertThat(r.bytesOut()).isZero();
        });
    }

    /** Direct IP access: every notation of loopback, private and metadata addresses, in all three request forms. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"127.0.0.1", "2130706433", "0x7f000001", "0177.0.0.1", "0x7f.0.0.1", "127.1",
            "127.0.0.1.", "017700000001", "0", "0.0.0.0", "169.254.169.254", "0xa9fea9fe", "10.0.0.7",
            "[::1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[0:0:0:0:0:ffff:7f00:1]", "[::127.0.0.1]",
            "[fe80::1%25lo]", "[fd00:ec2::254]", "[64:ff9b::7f00:1]", "[2002:7f00:1::]", "localhost", "LOCALHOST.",
            "allowed.test@127.0.0.1", "127.0.0.1#.allowed.test"})
    void should_refuse_an_address_in_any_notation_without_a_lookup_or_a_connection(String host) throws Exception {
        int port = up.port(ALLOWED, false);   // an admitted pair: only the policy stands in the way
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            assertThat(RawClient.send(proxy.port(), "GET http://" + host + ":" + port + "/hello HTTP/1.1\r\n\r\n"))
                    .startsWith("HTTP/1.1 4");
            assertThat(RawClient.send(proxy.port(), "GET /hello HTTP/1.1\r\nHost: " + host + ":" + port
                    + "\r\n\r\n")).startsWith("HTTP/1.1 4");
            assertThat(RawClient.send(proxy.port(), "CONNECT " + host + ":" + up.port(ALLOWED, true)
                    + " HTTP/1.1\r\n\r\n")).startsWith("HTTP/1.1 4");
            assertThat(up.lookups()).isEmpty();
            assertThat(up.allSeen()).isEmpty();
            assertAllRefused(s, 3);
        }
    }

    /** DNS rebinding: the name answers an admitted address first, then private and metadata addresses. */
    @Test
    void should_connect_to_the_checked_address_and_refuse_the_rebound_ones() throws Exception {
        List<InetAddress> answers = List.of(InetAddress.getLoopbackAddress(), InetAddress.getByName("10.0.0.7"),
                InetAddress.getByName("169.254.169.254"), mappedLoopback());
        AtomicInteger asked = new AtomicInteger();
        HostResolver rebinding = host -> List.of(answers.get(Math.min(asked.getAndIncrement(), answers.size() - 1)));
        EgressSettings settings = up.settings().toBuilder().resolver(rebinding).build();
        try (EgressGateway g = gateway(policy(), settings); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String req = "GET http://" + ALLOWED + ":" + up.port(ALLOWED, false) + "/hello HTTP/1.1\r\n\r\n";
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 200");
            assertThat(asked).hasValue(1);   // one lookup per request: the connection uses the checked address
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 403").contains("10.0.0.7 is a private");
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 403").contains("link-local");
            assertThat(RawClient.send(proxy.port(), req)).startsWith("HTTP/1.1 403").contains("IPv4-mapped");
            assertThat(asked).hasValue(4);
            assertThat(up.seen(ALLOWED)).hasSize(1);
            assertThat(s.records()).extracting(EgressRecord::decision).containsExactly(EgressRecord.Decision.ALLOWED,
                    EgressRecord.Decision.REFUSED, EgressRecord.Decision.REFUSED, EgressRecord.Decision.REFUSED);
        }
    }

    /** CONNECT to ports and authorities the rule does not list, or that cannot be read one way only. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"allowed.test:22", "allowed.test:25", "allowed.test:0", "allowed.test:65536",
            "allowed.test:-1", "allowed.test", "allowed.test:", "allowed.test:+443", "allowed.test:443@forbidden.test:443",
            "forbidden.test:443", "api.allowed.test:22", "allowed.test:22:443"})
    void should_refuse_connect_to_a_port_or_authority_the_policy_does_not_allow(String authority) throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            assertThat(RawClient.send(proxy.port(), "CONNECT " + authority + " HTTP/1.1\r\nHost: " + authority
                    + "\r\n\r\n")).startsWith("HTTP/1.1 4");
            assertThat(up.lookups()).isEmpty();
            assertThat(up.allSeen()).isEmpty();
            assertAllRefused(s, 1);
        }
    }

    /** SNI games in an opaque tunnel: no server name, the name twice, and Encrypted Client Hello. */
    @Test
    void should_refuse_a_tunnel_whose_client_hello_hides_or_doubles_its_server_name() throws Exception {
        byte[] noSni = clientHello(List.of());
        byte[] twoSni = clientHello(List.of(extension(0, sni(ALLOWED)), extension(0, sni(FORBIDDEN))));
        byte[] ech = clientHello(List.of(extension(0, sni(ALLOWED)), extension(0xfe0d, new byte[] {0, 1, 2})));
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            for (byte[] hello : List.of(noSni, twoSni, ech)) {
                tunnelRaw(ALLOWED, up.port(ALLOWED, true), hello);
            }
            s.close();
            assertThat(s.records()).extracting(EgressRecord::reason).satisfiesExactly(
                    r -> assertThat(r).contains("names no server (SNI)"),
                    r -> assertThat(r).contains("repeats extension 0"),
                    r -> assertThat(r).contains("Encrypted Client Hello"));
            assertAllRefused(s, 3);
            assertThat(up.allSeen()).isEmpty();
        }
    }

    /** Request smuggling: every framing a server might read differently from the proxy, each with a hidden request. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "Content-Length: 4\r\nTransfer-Encoding: chunked",
            "Content-Length: 4\r\nContent-Length: 40",
            "Content-Length: 4, 4",
            "Content-Length: +4",
            "Content-Length: 0x4",
            "Transfer-Encoding: chunked, identity",
            "Transfer-Encoding: xchunked",
            "Transfer-Encoding: identity\r\nTransfer-Encoding: chunked\r\nContent-Length: 4",
            "Transfer-Encoding:\r\n chunked",
            "Transfer-Encoding : chunked",
            "X-A: 1\rTransfer-Encoding: chunked",
            "X-A: 1\u0000\r\nTransfer-Encoding: chunked"})
    void should_refuse_ambiguous_framing_and_never_pass_a_hidden_request_on(String framing) throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            String smuggle = "POST http://" + ALLOWED + ":" + port + "/echo HTTP/1.1\r\nHost: " + ALLOWED + ":" + port
                    + "\r\n" + framing + "\r\n\r\n0\r\n\r\nGET http://" + FORBIDDEN + "/admin HTTP/1.1\r\nHost: "
                    + FORBIDDEN + "\r\n\r\n";
            assertThat(RawClient.send(proxy.port(), smuggle)).matches("(?s)HTTP/1\\.1 (4|5)\\d\\d .*");
            assertThat(up.allSeen()).isEmpty();
            assertThat(up.lookups()).doesNotContain(FORBIDDEN);
        }
    }

    /** A chunked body whose sizes overflow or lie: the head may have gone upstream, the hidden request never does. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ffffffffffffffffff", "-1", "4;\u0000", "2\r\nhello"})
    void should_cut_a_malformed_chunked_body_and_send_nothing_after_it(String chunk) throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            String smuggle = "POST http://" + ALLOWED + ":" + port + "/echo HTTP/1.1\r\nHost: " + ALLOWED + ":" + port
                    + "\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk + "\r\n\r\n0\r\n\r\nGET /admin HTTP/1.1\r\nHost: "
                    + ALLOWED + "\r\n\r\n";
            RawClient.send(proxy.port(), smuggle);
            assertThat(up.allSeen()).noneMatch(line -> line.contains("/admin"));
        }
    }

    /** Header injection: the guest's copies of the secret header, in any case, never survive next to the secret. */
    @Test
    void should_send_exactly_one_secret_header_whatever_the_guest_adds() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String answer = RawClient.tunnel(proxy.port(), API, up.port(API, true), API,
                    EgressProxyTest.trusting(g.caCertificatePem().orElseThrow()), "GET /echo HTTP/1.1\r\nHost: " + API
                            + ":" + up.port(API, true) + "\r\nauthorization: guest-1\r\nAUTHORIZATION: guest-2\r\n"
                            + "Connection: Authorization\r\nProxy-Authorization: guest-3\r\n\r\n");
            assertThat(answer).startsWith("HTTP/1.1 200").doesNotContain(SECRET);
            String seen = up.seen(API).get(0);
            assertThat(seen.lines().filter(l -> l.toLowerCase(java.util.Locale.ROOT).startsWith("authorization:")))
                    .containsExactly("Authorization: Bearer " + SECRET);
            assertThat(seen).doesNotContain("guest-").doesNotContainIgnoringCase("proxy-authorization");
        }
    }

    /** Secret exfiltration: templates the guest writes itself are never resolved, on any host or in any URL. */
    @Test
    void should_never_resolve_a_secret_template_the_guest_writes() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            String answer = RawClient.send(proxy.port(), "POST http://" + ALLOWED + ":" + port
                    + "/echo?k=%7Bsecret:crm%7D HTTP/1.1\r\nX-Steal: Bearer {secret:crm}\r\nContent-Length: 12\r\n\r\n"
                    + "{secret:crm}");
            assertThat(answer).startsWith("HTTP/1.1 200").contains("X-steal: Bearer {secret:crm}")
                    .endsWith("{secret:crm}");
            assertThat(up.allSeen()).singleElement().asString().startsWith("POST /echo?k=%7Bsecret:crm%7D")
                    .doesNotContain(SECRET);
        }
    }

    /** Secret exfiltration: the secret's host over plain HTTP would put it on the wire in clear text. */
    @Test
    void should_refuse_to_send_a_secret_over_plain_http() throws Exception {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of(API).withPorts(up.port(ALLOWED, false))
                .withHeader("Authorization", "Bearer {secret:crm}"));
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            assertThat(RawClient.send(proxy.port(), "GET http://" + API + ":" + up.port(ALLOWED, false)
                    + "/echo HTTP/1.1\r\n\r\n")).startsWith("HTTP/1.1 403").contains("only sent over HTTPS")
                    .doesNotContain(SECRET);
            assertThat(up.allSeen()).isEmpty();
            assertAllRefused(s, 1);
        }
    }

    /** Secret exfiltration: a server reflecting the credential in a header, a redirect URL and the body. */
    @Test
    void should_mask_a_secret_the_allowed_host_reflects_in_headers_location_and_body() throws Exception {
        try (EgressGateway g = gateway(policy()); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            String to = up.url(FORBIDDEN, false, "/echo?stolen=");
            String answer = RawClient.tunnel(proxy.port(), API, up.port(API, true), API,
                    EgressProxyTest.trusting(g.caCertificatePem().orElseThrow()), "GET /reflect?to="
                            + java.net.URLEncoder.encode(to, StandardCharsets.UTF_8) + " HTTP/1.1\r\nHost: " + API
                            + ":" + up.port(API, true) + "\r\n\r\n");
            String masked = "*".repeat(SECRET.length());
            assertThat(answer).startsWith("HTTP/1.1 302").doesNotContain(SECRET)
                    .contains("X-seen-authorization: Bearer " + masked)
                    .contains("Location: " + to + "Bearer+" + masked)
                    .endsWith("Bearer " + masked + "\n");
            s.close();
            assertThat(s.records().toString()).doesNotContain(SECRET);
            assertThat(up.seen(FORBIDDEN)).isEmpty();
        }
    }

    /** Budgets: an upload past the bytes-out budget is cut, and the tunnels and requests past maxRequests refused. */
    @Test
    void should_cut_an_upload_at_the_bytes_out_budget() throws Exception {
        NetworkPolicy p = policy().toBuilder().maxBytesOut(2_000).build();
        try (EgressGateway g = gateway(p); EgressSession s = g.open(Optional.empty())) {
            proxy.session(s);
            int port = up.port(ALLOWED, false);
            String body = "x".repeat(50_000);
            String answer = RawClient.send(proxy.port(), "POST http://" + ALLOWED + ":" + port + "/echo HTTP/1.1\r\n"
                    + "Content-Length: " + body.length() + "\r\n\r\n" + body);
            assertThat(answer).doesNotContain(body);
            s.close();
            assertThat(s.records()).singleElement().satisfies(r -> {
                assertThat(r.reason()).contains("bytes sent per execution is exhausted");
                assertThat(r.bytesOut()).isLessThanOrEqualTo(2_000);
            });
            assertThat(up.allSeen()).noneMatch(line -> line.contains(body));
        }
    }

    /** ::ffff:127.0.0.1 as an AAAA answer carries it (Java turns the text form into 127.0.0.1 itself). */
    private static InetAddress mappedLoopback() throws Exception {
        byte[] b = new byte[16];
        b[10] = (byte) 0xff;
        b[11] = (byte) 0xff;
        b[12] = 127;
        b[15] = 1;
        return java.net.Inet6Address.getByAddress(null, b, -1);
    }

    private static void tunnelRaw(String host, int port, byte[] bytes) throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), proxy.port())) {
            socket.setSoTimeout(60_000);
            socket.getOutputStream().write(("CONNECT " + host + ":" + port + " HTTP/1.1\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().write(bytes);
            socket.getOutputStream().flush();
            assertThat(RawClient.readAll(socket.getInputStream())).startsWith("HTTP/1.1 200");
        }
    }

    /** A TLS 1.3-shaped ClientHello record with exactly these extensions. */
    static byte[] clientHello(List<byte[]> extensions) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(new byte[] {3, 3});
        body.writeBytes(new byte[32]);
        body.writeBytes(new byte[] {0, 0, 2, 0x13, 0x01, 1, 0});
        ByteArrayOutputStream ext = new ByteArrayOutputStream();
        extensions.forEach(ext::writeBytes);
        body.writeBytes(u16(ext.size()));
        body.writeBytes(ext.toByteArray());
        ByteArrayOutputStream record = new ByteArrayOutputStream();
        int n = body.size() + 4;
        record.writeBytes(new byte[] {22, 3, 1});
        record.writeBytes(u16(n));
        record.writeBytes(new byte[] {1, 0});
        record.writeBytes(u16(body.size()));
        record.writeBytes(body.toByteArray());
        return record.toByteArray();
    }

    static byte[] extension(int type, byte[] data) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(u16(type));
        b.writeBytes(u16(data.length));
        b.writeBytes(data);
        return b.toByteArray();
    }

    static byte[] sni(String host) {
        byte[] name = host.getBytes(StandardCharsets.US_ASCII);
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes(u16(name.length + 3));
        b.write(0);
        b.writeBytes(u16(name.length));
        b.writeBytes(name);
        return b.toByteArray();
    }

    private static byte[] u16(int v) {
        return new byte[] {(byte) (v >> 8), (byte) v};
    }
}
