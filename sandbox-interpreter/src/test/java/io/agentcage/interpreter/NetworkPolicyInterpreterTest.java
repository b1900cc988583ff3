package io.agentcage.interpreter;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.GuardedExecutor;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.audit.AuditEvent;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.json.AuditJson;
import io.agentcage.json.ResultJson;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The interpreter's urllib.request and http.client under a network policy, against local servers
 * ({@link TestUpstreams}): the policy matrix as the guest sees it (CPython's exceptions, naming the policy), the
 * records, the secret that never reaches guest code, and the budgets.
 */
class NetworkPolicyInterpreterTest {
    static final String SECRET = "s3cr3t-CRM-token-7f2a";
    static TestUpstreams up;
    static InterpreterExecutor executor;
    static InterpreterExecutor offline;

    @BeforeAll
    static void start() throws Exception {
        up = new TestUpstreams();
        executor = InterpreterExecutor.builder().networkPolicy(policy()).secrets(SecretResolver.of(Map.of("crm",
                SECRET))).egressSettings(up.settings()).build();
        offline = InterpreterExecutor.builder().egressSettings(up.settings()).build();
    }

    @AfterAll
    static void stop() {
        executor.close();
        offline.close();
        up.close();
    }

    @BeforeEach
    void forget() {
        up.reset();
    }

    static NetworkPolicy policy() {
        return NetworkPolicy.builder()
                .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)))
                .allow(HostRule.of(API).withPorts(up.port(API, true)).withHeader("Authorization", "Bearer {secret:crm}"))
                .build();
    }

    static ExecutionResult run(InterpreterExecutor ex, String code) {
        return ex.execute(ExecutionRequest.of(code));
    }

    static String url(String host, boolean tls, String path) {
        return up.url(host, tls, path);
    }

    @Test
    void should_raise_url_error_naming_the_none_policy_when_the_executor_has_no_network() {
        ExecutionResult r = run(offline, "import urllib.request\nurllib.request.urlopen('" + url(ALLOWED, false,
                "/hello") + "')");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo("URLError");
        assertThat(r.error().orElseThrow().formatted()).contains("\nurllib.error.URLError: <urlopen error network");
        assertThat(r.error().orElseThrow().message()).isEqualTo("<urlopen error network access is disabled in this "
                + "sandbox: the executor's network policy is 'none' (the host application can allow hosts with "
                + "NetworkPolicy.allow(...))>");
        assertThat(r.egress()).singleElement().extracting(EgressRecord::decision)
                .isEqualTo(EgressRecord.Decision.REFUSED);
        assertThat(offline.capabilities().network()).isFalse();
        assertThat(up.lookups()).isEmpty();
    }

    @Test
    void should_read_status_headers_and_body_when_the_host_is_allowed_over_http_and_https() {
        ExecutionResult r = run(executor, "import urllib.request\n"
                + "with urllib.request.urlopen('" + url(ALLOWED, false, "/hello") + "') as resp:\n"
                + "    print(resp.status, resp.reason, resp.getcode(), resp.headers['content-type'])\n"
                + "    print(resp.read().decode())\n"
                + "resp = urllib.request.urlopen('" + url(ALLOWED, true, "/hello") + "', timeout=30)\n"
                + "print(resp.geturl().endswith('/hello'), resp.read().decode().strip())\n");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("200 OK 200 text/plain; charset=utf-8\nhello from allowed.test over http\n\n"
                + "True hello from allowed.test over https\n");
        assertThat(r.egress()).hasSize(2).allMatch(e -> e.decision() == EgressRecord.Decision.ALLOWED
                && e.status() == 200);
        assertThat(executor.capabilities().network()).isTrue();
    }

    @Test
    void should_raise_url_error_without_resolving_when_the_host_is_not_allowed() {
        ExecutionResult r = run(executor, "import urllib.request, urllib.error\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + url(FORBIDDEN, false, "/echo") + "')\n"
                + "except urllib.error.URLError as e:\n"
                + "    print(type(e).__name__, isinstance(e, OSError), e.reason)\n");
        assertThat(r.stdout()).startsWith("URLError True host 'forbidden.test' is not in the network policy's "
                + "allowlist");
        assertThat(up.lookups()).doesNotContain(FORBIDDEN);
        assertThat(up.seen(FORBIDDEN)).isEmpty();
    }

    @Test
    void should_add_the_secret_upstream_but_never_hand_it_to_guest_code() {
        ExecutionResult r = run(executor, "import urllib.request\n"
                + "req = urllib.request.Request('" + url(API, true, "/echo") + "', data=b'{\"q\": 1}', "
                + "headers={'Content-Type': 'application/json', 'Authorization': 'Bearer guest'})\n"
                + "body = urllib.request.urlopen(req).read().decode()\n"
                + "print(body)\n"
                + "print(req.header_items())\n"
                + "import sys\n"
                + "print([k for k in globals()])\n");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(up.seen(API)).singleElement().asString().contains("Authorization: Bearer " + SECRET)
                .doesNotContain("Bearer guest").startsWith("POST /echo");
        assertThat(r.stdout()).contains("Authorization: Bearer " + "*".repeat(SECRET.length()))
                .contains("{\"q\": 1}");
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        ExecutionResult guarded;
        try (GuardedExecutor g = GuardedExecutor.builder(executor).auditListener(events::add).build()) {
            guarded = g.execute(ExecutionRequest.of("import urllib.request\n"
                    + "print(urllib.request.urlopen('" + url(API, true, "/echo") + "').read())"));
        }
        assertThat(guarded.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(events).extracting(AuditEvent::type).contains(AuditEvent.Type.EGRESS);
        String everything = ResultJson.toJson(r) + ResultJson.toJson(guarded) + events.stream()
                .map(AuditJson::toJsonLine).reduce("", String::concat);
        assertThat(everything).doesNotContain(SECRET);
    }

    @Test
    void should_follow_redirects_and_refuse_the_hop_to_a_forbidden_host() {
        String to = url(FORBIDDEN, false, "/echo");
        ExecutionResult r = run(executor, "import urllib.request\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + url(ALLOWED, false, "/redirect?to=") + to.replace(":", "%3A")
                .replace("/", "%2F") + "')\n"
                + "except Exception as e:\n"
                + "    print(type(e).__name__, e)\n");
        assertThat(r.stdout()).as(r.message()).startsWith("URLError <urlopen error host 'forbidden.test' is not in "
                + "the network policy's allowlist");
        assertThat(r.egress()).extracting(EgressRecord::status, EgressRecord::decision).containsExactly(
                org.assertj.core.groups.Tuple.tuple(302, EgressRecord.Decision.ALLOWED),
                org.assertj.core.groups.Tuple.tuple(0, EgressRecord.Decision.REFUSED));
        assertThat(up.seen(FORBIDDEN)).isEmpty();
    }

    @Test
    void should_raise_http_error_that_is_also_a_response_when_the_server_answers_an_error() {
        ExecutionResult r = run(executor, "import urllib.request, urllib.error\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + url(ALLOWED, false, "/status?code=404") + "')\n"
                + "except urllib.error.HTTPError as e:\n"
                + "    print(e, e.code, e.reason, e.headers['Content-Type'], e.read())\n");
        assertThat(r.stdout()).isEqualTo("HTTP Error 404: Not Found 404 Not Found text/plain; charset=utf-8 "
                + "b'status 404\\n'\n");
    }

    @Test
    void should_refuse_str_data_and_ip_literals_as_cpython_and_the_policy_do() {
        ExecutionResult r = run(executor, "import urllib.request\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + url(ALLOWED, false, "/echo") + "', data='text')\n"
                + "except TypeError as e:\n"
                + "    print(e)\n"
                + "try:\n"
                + "    urllib.request.urlopen('http://127.0.0.1:" + up.port(ALLOWED, false) + "/hello')\n"
                + "except OSError as e:\n"
                + "    print(e)\n");
        assertThat(r.stdout()).isEqualTo("POST data should be bytes, an iterable of bytes, or a file object. It "
                + "cannot be of type str.\n<urlopen error '127.0.0.1' is an IP address; rules name hosts by their "
                + "DNS names, so that the address check after resolution cannot be bypassed>\n");
    }

    @Test
    void should_speak_http_client_through_the_host() {
        ExecutionResult r = run(executor, "import http.client\n"
                + "c = http.client.HTTPSConnection('" + ALLOWED + "', " + up.port(ALLOWED, true) + ", timeout=20)\n"
                + "c.request('GET', '/hello', headers={'Accept': 'text/plain'})\n"
                + "resp = c.getresponse()\n"
                + "print(resp.status, resp.reason, resp.getheader('content-type'), resp.read())\n"
                + "print(http.client.responses[404], http.client.NOT_FOUND == 404)\n"
                + "c2 = http.client.HTTPConnection('" + FORBIDDEN + "')\n"
                + "c2.request('GET', '/')\n"
                + "try:\n"
                + "    c2.getresponse()\n"
                + "except PermissionError as e:\n"
                + "    print('refused:', e)\n");
        assertThat(r.stdout()).as(r.message()).isEqualTo("200 OK text/plain; charset=utf-8 "
                + "b'hello from allowed.test over https\\n'\nNot Found True\nrefused: host 'forbidden.test' is not "
                + "in the network policy's allowlist (allowed: allowed.test, api.allowed.test)\n");
    }

    @Test
    void should_refuse_requests_past_the_budget_and_when_the_request_narrows_the_policy() {
        try (InterpreterExecutor one = InterpreterExecutor.builder().networkPolicy(policy().toBuilder()
                .maxRequests(1).build()).egressSettings(up.settings()).build()) {
            ExecutionResult r = run(one, "import urllib.request\n"
                    + "print(urllib.request.urlopen('" + url(ALLOWED, false, "/hello") + "').status)\n"
                    + "urllib.request.urlopen('" + url(ALLOWED, false, "/hello") + "')\n");
            assertThat(r.stdout()).isEqualTo("200\n");
            assertThat(r.error().orElseThrow().message()).contains("request budget of the network policy is "
                    + "exhausted (1 request per execution)");
        }
        ExecutionResult narrowed = executor.execute(ExecutionRequest.builder("import urllib.request\n"
                + "urllib.request.urlopen('" + url(ALLOWED, false, "/hello") + "')").network(NetworkPolicy.none())
                .build());
        assertThat(narrowed.error().orElseThrow().message()).contains("network policy is 'none'");
    }

    @Test
    void should_stop_a_download_at_the_memory_limit() {
        try (InterpreterExecutor small = InterpreterExecutor.builder().networkPolicy(policy().toBuilder()
                .maxBytesIn(64L << 20).build()).egressSettings(up.settings())
                .limits(ExecutionLimits.builder().memoryBytes(8L << 20).build()).build()) {
            ExecutionResult r = run(small, "import urllib.request\n"
                    + "data = urllib.request.urlopen('" + url(ALLOWED, false, "/bytes?n=" + (32 << 20)) + "').read()\n");
            assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
            assertThat(r.limitExceeded()).contains(Limit.MEMORY);
            assertThat(r.egress()).singleElement().satisfies(e -> assertThat(e.reason())
                    .startsWith("stopped by the execution"));
        }
    }

    @Test
    void should_raise_timeout_error_at_the_guest_timeout_and_time_out_at_the_execution_deadline() {
        ExecutionResult r = run(executor, "import urllib.request\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + url(ALLOWED, false, "/stall") + "', timeout=0.3)\n"
                + "except TimeoutError as e:\n"
                + "    print('TimeoutError', e)\n");
        assertThat(r.stdout()).isEqualTo("TimeoutError the request timed out after 300 ms\n");
        ExecutionResult deadline = executor.execute(ExecutionRequest.builder("import urllib.request\n"
                + "urllib.request.urlopen('" + url(ALLOWED, false, "/stall") + "')\n").timeout(Duration.ofSeconds(1))
                .build());
        assertThat(deadline.outcome()).isEqualTo(Outcome.TIMEOUT);
    }
}
