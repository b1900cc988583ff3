package io.agentcage.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NetworkPolicyTest {

    @Test
    void should_refuse_every_host_when_the_policy_is_none() {
        NetworkPolicy.Decision d = NetworkPolicy.none().decide("api.example.com", 443, "GET");
        assertThat(d.allowed()).isFalse();
        assertThat(d.reason()).contains("not in the network policy's allowlist").contains("'none'");
        assertThat(NetworkPolicy.none().allowsAnyHost()).isFalse();
        assertThat(NetworkPolicy.none().describe()).isEqualTo("none");
    }

    @Test
    void should_match_exact_names_and_wildcards_but_not_the_bare_domain_when_a_wildcard_is_given() {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of("api.example.com"), HostRule.of("*.cdn.test"));
        assertThat(p.decide("API.Example.com.", 443, "GET").allowed()).isTrue();
        assertThat(p.decide("a.cdn.test", 80, "POST").allowed()).isTrue();
        assertThat(p.decide("a.b.cdn.test", 80, "POST").allowed()).isTrue();
        assertThat(p.decide("cdn.test", 80, "GET").allowed()).isFalse();
        assertThat(p.decide("xcdn.test", 80, "GET").allowed()).isFalse();
        assertThat(p.decide("example.com", 443, "GET").allowed()).isFalse();
        assertThat(p.decide("api.example.com.evil.test", 443, "GET").allowed()).isFalse();
    }

    @Test
    void should_refuse_ip_addresses_and_malformed_names_when_deciding() {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of("*.example.com"));
        assertThat(p.decide("93.184.216.34", 80, "GET").reason()).contains("is an IP address");
        assertThat(p.decide("[::1]", 80, "GET").reason()).contains("not a host name");
        assertThat(p.decide("a b.example.com", 80, "GET").allowed()).isFalse();
        assertThat(p.decide("", 80, "GET").allowed()).isFalse();
    }

    @Test
    void should_refuse_ports_and_methods_the_rule_does_not_list_when_deciding() {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of("api.example.com").withPorts(443).withMethods("GET"));
        assertThat(p.decide("api.example.com", 443, "GET").allowed()).isTrue();
        assertThat(p.decide("api.example.com", 8443, "GET").reason()).contains("port 8443");
        assertThat(p.decide("api.example.com", 443, "DELETE").reason()).contains("method DELETE");
        assertThat(p.decide("api.example.com", 443, null).allowed()).isTrue();
    }

    @Test
    void should_let_the_most_specific_rule_decide_when_several_name_the_host() {
        HostRule wide = HostRule.of("*.example.com");
        HostRule api = HostRule.of("api.example.com").withPorts(443).withHeader("Authorization", "Bearer {secret:crm}");
        NetworkPolicy p = NetworkPolicy.allow(wide, api);
        NetworkPolicy.Decision d = p.decide("api.example.com", 443, "GET");
        assertThat(d.rule()).contains(api);
        assertThat(d.inspected()).isTrue();
        assertThat(p.decide("api.example.com", 80, "GET").allowed()).isFalse();
        assertThat(p.decide("www.example.com", 80, "GET").rule()).contains(wide);
        assertThat(p.decide("www.example.com", 80, "GET").inspected()).isFalse();
    }

    @Test
    void should_only_narrow_when_a_request_brings_its_own_policy() {
        NetworkPolicy ceiling = NetworkPolicy.builder().allow(HostRule.of("*.example.com"),
                HostRule.of("*.api.example.com").withPorts(8443)).maxRequests(10).build();
        NetworkPolicy requested = NetworkPolicy.builder().allow(HostRule.of("v1.api.example.com").withPorts(443, 8443),
                HostRule.of("evil.test")).maxRequests(50).maxBytesIn(10).requestTimeout(Duration.ofSeconds(2)).build();
        NetworkPolicy effective = ceiling.narrowedBy(requested);
        assertThat(effective.decide("v1.api.example.com", 8443, "GET").allowed()).isTrue();
        assertThat(effective.decide("v1.api.example.com", 443, "GET").allowed()).isFalse();
        assertThat(effective.decide("evil.test", 443, "GET").allowed()).isFalse();
        assertThat(effective.decide("www.example.com", 443, "GET").reason())
                .contains("request's narrower network policy");
        assertThat(effective.maxRequests()).isEqualTo(10);
        assertThat(effective.maxBytesIn()).isEqualTo(10);
        assertThat(effective.maxBytesOut()).isEqualTo(NetworkPolicy.DEFAULT_MAX_BYTES_OUT);
        assertThat(effective.requestTimeout()).isEqualTo(Duration.ofSeconds(2));
        assertThat(ceiling.narrowedBy(NetworkPolicy.none()).allowsAnyHost()).isFalse();
        assertThat(NetworkPolicy.none().narrowedBy(requested).allowsAnyHost()).isFalse();
    }

    @Test
    void should_inspect_a_host_when_the_request_restricts_its_methods() {
        NetworkPolicy effective = NetworkPolicy.allow(HostRule.of("api.example.com"))
                .narrowedBy(NetworkPolicy.allow(HostRule.of("api.example.com").withMethods("GET")));
        assertThat(effective.decide("api.example.com", 443, null).inspected()).isTrue();
        assertThat(effective.decide("api.example.com", 443, "POST").allowed()).isFalse();
    }

    @Test
    void should_refuse_a_request_policy_that_sets_headers_when_narrowing() {
        NetworkPolicy requested = NetworkPolicy.allow(HostRule.of("api.example.com").withHeader("X-Key", "{secret:k}"));
        assertThatThrownBy(() -> NetworkPolicy.allow(HostRule.of("api.example.com")).narrowedBy(requested))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot set headers");
    }

    @Test
    void should_refuse_bad_rules_when_built() {
        assertThatThrownBy(() -> HostRule.of("10.0.0.1")).hasMessageContaining("IP address");
        assertThatThrownBy(() -> HostRule.of("*.com")).hasMessageContaining("top-level domain");
        assertThatThrownBy(() -> HostRule.of("a*.example.com")).hasMessageContaining("whole first label");
        assertThatThrownBy(() -> HostRule.of("x.example.com").withPorts(0)).hasMessageContaining("1 to 65535");
        assertThatThrownBy(() -> HostRule.of("x.example.com").withMethods("get")).hasMessageContaining("upper-case");
        assertThatThrownBy(() -> HostRule.of("x.example.com").withMethods("CONNECT")).hasMessageContaining("tunnel");
        assertThatThrownBy(() -> HostRule.of("x.example.com").withHeader("Host", "a"))
                .hasMessageContaining("managed by the proxy");
        assertThatThrownBy(() -> HostRule.of("x.example.com").withHeader("X-A", "a\r\nX-B: b"))
                .hasMessageContaining("printable ASCII");
        assertThatThrownBy(() -> HostRule.of("x.example.com").withHeader("X-A", "{secret:a b}"))
                .hasMessageContaining("malformed placeholder");
        assertThatThrownBy(() -> NetworkPolicy.builder().maxRequests(-1).build()).hasMessageContaining("maxRequests");
    }

    @Test
    void should_resolve_placeholders_and_name_a_missing_secret_without_a_value_when_resolving() {
        SecretResolver secrets = SecretResolver.of(Map.of("crm", "s3cr3t"));
        assertThat(HostRule.resolve("Bearer {secret:crm}", secrets)).isEqualTo("Bearer s3cr3t");
        assertThatThrownBy(() -> HostRule.resolve("Bearer {secret:other}", secrets))
                .hasMessageContaining("secret 'other' is not available");
        SecretResolver broken = name -> Optional.of("a\r\nInjected: yes");
        assertThatThrownBy(() -> HostRule.resolve("{secret:x}", broken)).hasMessageContaining("control character")
                .hasMessageNotContaining("Injected");
        assertThat(HostRule.of("a.example.com").withHeader("A", "{secret:x}-{secret:y}").secretNames())
                .containsExactly("x", "y");
    }

    @Test
    void should_describe_rules_when_asked() {
        NetworkPolicy p = NetworkPolicy.allow(HostRule.of("api.example.com").withPorts(443).withMethods("GET")
                .withHeader("Authorization", "Bearer {secret:crm}"));
        assertThat(p.describe()).isEqualTo("allow api.example.com:443 GET +headers Authorization");
    }
}
