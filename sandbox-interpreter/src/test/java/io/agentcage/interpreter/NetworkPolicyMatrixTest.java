package io.agentcage.interpreter;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The policy matrix as interpreter guest code meets it: host (exact and wildcard), port and method against the
 * executor's policy, and a request's own policy, which narrows and never widens. Each row is one execution; its
 * outcome is what urllib raised or returned, checked against its record.
 */
class NetworkPolicyMatrixTest {
    static TestUpstreams up;
    static InterpreterExecutor executor;

    @BeforeAll
    static void start() throws Exception {
        up = new TestUpstreams();
        executor = InterpreterExecutor.builder().networkPolicy(NetworkPolicy.allow(
                HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)).withMethods("GET"),
                HostRule.of("*.allowed.test").withPorts(up.port(ALLOWED, false))))
                .egressSettings(up.settings()).build();
    }

    @AfterAll
    static void stop() {
        executor.close();
        up.close();
    }

    static String url(String host, String path) {
        return "http://" + host + ":" + up.port(ALLOWED, false) + path;
    }

    static Stream<Arguments> rows() {
        return Stream.of(
                Arguments.of("exact host, allowed port and method", null, "GET", url(ALLOWED, "/hello"), "ok 200"),
                Arguments.of("exact host over https", null, "GET", "https://" + ALLOWED + ":" + up.port(ALLOWED, true)
                        + "/hello", "ok 200"),
                Arguments.of("method the rule does not list", null, "POST", url(ALLOWED, "/echo"), "refused"),
                Arguments.of("port the rule does not list", null, "GET", "http://" + ALLOWED + ":"
                        + up.port(FORBIDDEN, false) + "/hello", "refused"),
                Arguments.of("wildcard subdomain, any method", null, "POST", url("www.allowed.test", "/echo"),
                        "ok 200"),
                Arguments.of("host in no rule", null, "GET", "http://" + FORBIDDEN + ":" + up.port(FORBIDDEN, false)
                        + "/hello", "refused"),
                Arguments.of("request narrows to another host", NetworkPolicy.allow(HostRule.of("www.allowed.test")
                        .withPorts(up.port(ALLOWED, false))), "GET", url(ALLOWED, "/hello"), "refused"),
                Arguments.of("request narrows to the same host", NetworkPolicy.allow(HostRule.of(ALLOWED)
                        .withPorts(up.port(ALLOWED, false))), "GET", url(ALLOWED, "/hello"), "ok 200"),
                Arguments.of("request tries to widen to a forbidden host", NetworkPolicy.allow(HostRule.of(FORBIDDEN)
                        .withPorts(up.port(FORBIDDEN, false))), "GET", "http://" + FORBIDDEN + ":"
                        + up.port(FORBIDDEN, false) + "/hello", "refused"),
                Arguments.of("request tries to widen the methods", NetworkPolicy.allow(HostRule.of(ALLOWED)
                        .withPorts(up.port(ALLOWED, false)).withMethods("POST")), "POST", url(ALLOWED, "/echo"),
                        "refused"),
                Arguments.of("request narrows to none", NetworkPolicy.none(), "GET", url(ALLOWED, "/hello"),
                        "refused"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void should_allow_exactly_what_both_policies_allow(String row, NetworkPolicy requested, String method, String url,
                                                       String expected) {
        up.reset();
        ExecutionRequest.Builder b = ExecutionRequest.builder("import urllib.request, urllib.error\n"
                + "try:\n"
                + "    r = urllib.request.urlopen(urllib.request.Request('" + url + "', method='" + method + "', "
                + "data=b'x' if '" + method + "' == 'POST' else None), timeout=30)\n"
                + "    print('ok', r.status)\n"
                + "except urllib.error.HTTPError as e:\n"
                + "    print('http', e.code)\n"
                + "except urllib.error.URLError as e:\n"
                + "    print('refused')\n");
        if (requested != null) {
            b.network(requested);
        }
        ExecutionResult r = executor.execute(b.build());
        assertThat(r.stdout()).as(r.message()).isEqualTo(expected + "\n");
        EgressRecord.Decision decision = expected.startsWith("ok") ? EgressRecord.Decision.ALLOWED
                : EgressRecord.Decision.REFUSED;
        assertThat(r.egress()).singleElement().extracting(EgressRecord::decision).isEqualTo(decision);
        assertThat(up.allSeen()).hasSize(decision == EgressRecord.Decision.ALLOWED ? 1 : 0);
    }
}
