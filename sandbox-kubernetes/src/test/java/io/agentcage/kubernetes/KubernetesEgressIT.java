package io.agentcage.kubernetes;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.egress.testing.NarrowedToNoneCheck;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;

/**
 * Egress on Kubernetes (mock API server, test kubelet, real container): the pod keeps no network, its runner relays
 * the guest's connections over the {@code pods/attach} stream to the executor's egress proxy on the host, the same
 * engine and relay as the Docker backend's ({@code DockerEgressIT} has the full matrix and attack suite). Afterwards
 * no pod and no container may be left.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(600)
class KubernetesEgressIT {
    static final String SECRET = "s3cr3t-CRM-token-7f2a";
    TestUpstreams up;
    KubeletTestSupport cluster;
    KubernetesExecutor k8s;

    @BeforeAll
    void start() throws Exception {
        cluster = KubeletTestSupport.start();
        up = new TestUpstreams();
        NetworkPolicy policy = NetworkPolicy.builder()
                .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true))
                        .withMethods("GET"))
                .allow(HostRule.of(API).withPorts(up.port(API, true)).withHeader("Authorization",
                        "Bearer {secret:crm}"))
                .build();
        k8s = KubernetesExecutor.builder().kubernetesClient(cluster.cluster.client())
                .config(KubeletTestSupport.config(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).build())
                        .preloadModules(List.of()).build())
                .networkPolicy(policy).secrets(SecretResolver.of(Map.of("crm", SECRET)))
                .egressSettings(up.settings()).build();
        assertThat(k8s.capabilities().network()).as("a policy that allows hosts is network").isTrue();
    }

    @AfterAll
    void stop() {
        if (k8s != null) {
            k8s.close();
        }
        if (up != null) {
            up.close();
        }
        if (cluster != null) {
            cluster.closeCheckingNothingLeft();
        }
    }

    @BeforeEach
    void forget() {
        up.reset();
    }

    @Test
    void should_reach_allowed_hosts_and_refuse_others_when_the_guest_uses_urllib_in_a_pod() {
        String reflect = up.url(API, true, "/reflect?to=" + URLEncoder.encode(up.url(ALLOWED, false, "/echo?stolen="),
                StandardCharsets.UTF_8));
        ExecutionResult r = k8s.execute(ExecutionRequest.of("import urllib.request, urllib.error\n"
                + "print(urllib.request.urlopen('" + up.url(ALLOWED, false, "/hello") + "', timeout=60).read())\n"
                + "print(urllib.request.urlopen('" + up.url(ALLOWED, true, "/hello") + "', timeout=60).read())\n"
                + "print(urllib.request.urlopen('" + reflect + "', timeout=60).read())\n"
                + "try:\n"
                + "    urllib.request.urlopen('http://" + FORBIDDEN + ":" + up.port(FORBIDDEN, false) + "/hello', "
                + "timeout=60)\n"
                + "except urllib.error.HTTPError as e:\n"
                + "    print('refused:', e.code, e.reason)\n"));
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).contains("hello from allowed.test over http\\n")
                .contains("hello from allowed.test over https\\n")
                .contains("*".repeat(SECRET.length()))
                .contains("refused: 403 Refused by the sandbox's network policy")
                .doesNotContain(SECRET);
        assertThat(r.toString()).doesNotContain(SECRET);
        assertThat(up.seen(API)).anyMatch(l -> l.contains("Bearer " + SECRET));
        assertThat(up.seen(FORBIDDEN)).isEmpty();
        assertThat(r.egress()).extracting(EgressRecord::decision).containsExactly(EgressRecord.Decision.ALLOWED,
                EgressRecord.Decision.ALLOWED, EgressRecord.Decision.ALLOWED, EgressRecord.Decision.ALLOWED,
                EgressRecord.Decision.REFUSED);
    }

    @Test
    void should_name_the_policy_and_listen_nowhere_when_the_request_narrows_to_none() {
        ExecutionResult r = k8s.execute(ExecutionRequest.builder(NarrowedToNoneCheck.program(up))
                .network(NetworkPolicy.none()).build());
        NarrowedToNoneCheck.verify(r, up);
    }
}
