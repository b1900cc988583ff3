package io.agentcage.docker;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Outcome;
import io.agentcage.audit.AuditEvent;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Egress of the Docker backend as guest code in a {@code --network none} container meets it, for one container
 * runtime (the subclasses: runc, runsc): the policy matrix through the standard clients with no code change, and
 * the attacks that make sense from inside a container. Every request that reaches the host's proxy is recorded and
 * becomes an EGRESS audit event; the test servers listen on the host's loopback only, and the proxy's test resolver
 * maps the test names to them. The secret never appears in the guest's output, files, the result or the audit trail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(600)
abstract class EgressContainerContract {
    static final String SECRET = "s3cr3t-CRM-token-7f2a";
    TestUpstreams up;
    DockerExecutor docker;
    CodeExecutor executor;
    final List<AuditEvent> events = new CopyOnWriteArrayList<>();

    /** The container runtime under test, or null for the daemon's default. */
    abstract String runtime();

    @BeforeAll
    void start() throws Exception {
        DockerTestSupport.docker();
        up = new TestUpstreams();
        NetworkPolicy policy = NetworkPolicy.builder()
                .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true))
                        .withMethods("GET"))
                .allow(HostRule.of("*.allowed.test").withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)))
                .allow(HostRule.of(API).withPorts(up.port(API, true)).withHeader("Authorization",
                        "Bearer {secret:crm}"))
                .maxBytesOut(100_000)
                .build();
        DockerConfig.Builder config = DockerTestSupport.config(ExecutionLimits.defaults()).poolMinIdle(1);
        if (runtime() != null) {
            config.runtime(runtime());
        }
        docker = DockerExecutor.builder().config(config.build()).networkPolicy(policy)
                .secrets(SecretResolver.of(Map.of("crm", SECRET))).egressSettings(up.settings()).build();
        executor = GuardedExecutor.builder(docker).auditListener(events::add).build();
        assertThat(docker.capabilities().network()).as("a policy that allows hosts is network").isTrue();
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
        }
        if (docker != null) {
            docker.close();
        }
        if (up != null) {
            up.close();
        }
    }

    @BeforeEach
    void forget() {
        up.reset();
        events.clear();
    }

    ExecutionResult run(ExecutionRequest request) {
        events.clear();
        ExecutionResult r = executor.execute(request);
        assertThat(r.toString()).doesNotContain(SECRET);
        assertThat(r.files()).allSatisfy(f -> assertThat(new String(f.content(), StandardCharsets.UTF_8))
                .doesNotContain(SECRET));
        assertThat(events).allSatisfy(e -> assertThat(e.toString()).doesNotContain(SECRET));
        assertThat(events.stream().filter(e -> e.type() == AuditEvent.Type.EGRESS)).as("one EGRESS event per record")
                .hasSize(r.egress().size());
        return r;
    }

    ExecutionResult run(String code) {
        return run(ExecutionRequest.of(code));
    }

    String url(String host, boolean tls, String path) {
        return (tls ? "https://" : "http://") + host + ":" + up.port(ALLOWED, tls) + path;
    }

    /** Guest code printing what urllib got: 'ok STATUS', or 'refused: REASON' for a refusal naming the policy. */
    static String urllib(String url, String method) {
        return "import urllib.request, urllib.error\n"
                + "try:\n"
                + "    r = urllib.request.urlopen(urllib.request.Request('" + url + "', method='" + method + "', "
                + "data=b'x' if '" + method + "' == 'POST' else None), timeout=60)\n"
                + "    print('ok', r.status)\n"
                + "except urllib.error.HTTPError as e:\n"
                + "    print('refused:' if e.code == 403 else 'http %d:' % e.code, e.reason)\n"
                + "except urllib.error.URLError as e:\n"
                + "    print('refused:' if 'network policy' in str(e.reason) else 'failed:', e.reason)\n";
    }

    Stream<Arguments> matrix() {
        int http = up.port(ALLOWED, false);
        return Stream.of(
                Arguments.of("exact host over http", null, "GET", url(ALLOWED, false, "/hello"), "ok 200"),
                Arguments.of("exact host over https (inspected)", null, "GET", url(ALLOWED, true, "/hello"),
                        "ok 200"),
                Arguments.of("wildcard subdomain over https (opaque tunnel)", null, "GET",
                        url("www.allowed.test", true, "/hello"), "failed"),
                Arguments.of("method the rule does not list, http", null, "POST", url(ALLOWED, false, "/echo"),
                        "refused"),
                Arguments.of("method the rule does not list, https", null, "POST", url(ALLOWED, true, "/echo"),
                        "refused"),
                Arguments.of("port the rule does not list", null, "GET", "http://" + ALLOWED + ":"
                        + up.port(FORBIDDEN, false) + "/hello", "refused"),
                Arguments.of("wildcard subdomain, any method", null, "POST", url("www.allowed.test", false, "/echo"),
                        "ok 200"),
                Arguments.of("host in no rule, http", null, "GET", "http://" + FORBIDDEN + ":"
                        + up.port(FORBIDDEN, false) + "/hello", "refused"),
                Arguments.of("host in no rule, https", null, "GET", "https://" + FORBIDDEN + ":"
                        + up.port(FORBIDDEN, true) + "/hello", "refused"),
                Arguments.of("request narrows to another host", NetworkPolicy.allow(HostRule.of("www.allowed.test")
                        .withPorts(http)), "GET", url(ALLOWED, false, "/hello"), "refused"),
                Arguments.of("request narrows to the same host", NetworkPolicy.allow(HostRule.of(ALLOWED)
                        .withPorts(http)), "GET", url(ALLOWED, false, "/hello"), "ok 200"),
                Arguments.of("request tries to widen to a forbidden host", NetworkPolicy.allow(HostRule.of(FORBIDDEN)
                        .withPorts(up.port(FORBIDDEN, false))), "GET", "http://" + FORBIDDEN + ":"
                        + up.port(FORBIDDEN, false) + "/hello", "refused"),
                Arguments.of("request tries to widen the methods", NetworkPolicy.allow(HostRule.of(ALLOWED)
                        .withPorts(http).withMethods("POST")), "POST", url(ALLOWED, false, "/echo"), "refused"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("matrix")
    void should_allow_exactly_what_both_policies_allow_when_the_guest_uses_urllib(String row, NetworkPolicy requested,
                                                                                 String method, String url,
                                                                                 String expected) {
        ExecutionRequest.Builder b = ExecutionRequest.builder(urllib(url, method));
        if (requested != null) {
            b.network(requested);
        }
        ExecutionResult r = run(b.build());
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).as(r.message()).startsWith(expected);
        if (expected.equals("refused")) {
            assertThat(r.stdout()).contains("network policy");
        }
        EgressRecord.Decision decision = expected.equals("refused") ? EgressRecord.Decision.REFUSED
                : EgressRecord.Decision.ALLOWED;
        assertThat(r.egress()).singleElement().extracting(EgressRecord::decision).isEqualTo(decision);
        // an opaque tunnel reaches the server, but the guest does not trust the test servers' CA (only its own)
        assertThat(up.allSeen()).as(r.stdout()).hasSize(expected.startsWith("ok") ? 1 : 0);
    }
}
