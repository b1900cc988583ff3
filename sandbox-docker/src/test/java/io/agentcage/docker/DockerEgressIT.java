package io.agentcage.docker;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The Docker backend's egress end to end under runc: guest code in a {@code --network none} container reaches the
 * host's egress proxy only through the runner's relay, with its standard clients and no code change.
 */
@Timeout(300)
class DockerEgressIT {
    static TestUpstreams up;
    static DockerExecutor executor;

    @BeforeAll
    static void start() throws Exception {
        DockerTestSupport.docker();
        up = new TestUpstreams();
        executor = DockerExecutor.builder().config(DockerTestSupport.config(ExecutionLimits.defaults())
                        .poolMinIdle(0).build())
                .networkPolicy(NetworkPolicy.allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false),
                        up.port(ALLOWED, true)).withMethods("GET")))
                .egressSettings(up.settings()).build();
    }

    @AfterAll
    static void stop() {
        if (executor != null) {
            executor.close();
        }
        if (up != null) {
            up.close();
        }
    }

    @Test
    void should_fetch_an_allowed_host_and_refuse_another_when_the_guest_uses_urllib() {
        ExecutionResult r = executor.execute(ExecutionRequest.of("import urllib.request, urllib.error\n"
                + "print(urllib.request.urlopen('" + up.url(ALLOWED, false, "/hello") + "', timeout=60).read())\n"
                + "print(urllib.request.urlopen('" + up.url(ALLOWED, true, "/hello") + "', timeout=60).read())\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + up.url(FORBIDDEN, false, "/hello") + "', timeout=60)\n"
                + "except urllib.error.URLError as e:\n"
                + "    print('refused:', e)\n"));
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).contains("b'hello from allowed.test over http\\n'")
                .contains("b'hello from allowed.test over https\\n'")
                .contains("refused: HTTP Error 403: Refused by the sandbox's network policy");
        assertThat(r.egress()).extracting(EgressRecord::decision).containsExactly(EgressRecord.Decision.ALLOWED,
                EgressRecord.Decision.ALLOWED, EgressRecord.Decision.REFUSED);
    }
}
