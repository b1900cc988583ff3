package io.agentcage.validator;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.Capabilities;
import io.agentcage.ExecutionLimits;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.Severity;
import io.agentcage.validation.ValidationReport;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The network-disabled rule: network clients in code bound for a backend whose network policy is none. */
class NetworkRuleTest {
    private static final Capabilities OFFLINE_DOCKER = new Capabilities("docker", Set.of("python"), true, true, false,
            false, Set.of(), ExecutionLimits.defaults());
    private static final Capabilities ONLINE_DOCKER = new Capabilities("docker", Set.of("python"), true, true, true,
            false, Set.of(), ExecutionLimits.defaults());

    @ParameterizedTest
    @ValueSource(strings = {"import urllib.request", "from urllib.request import urlopen", "from urllib import request",
            "import http.client as hc", "import requests", "from httpx import get", "import aiohttp, json"})
    void should_reject_network_clients_with_the_fix_when_the_backend_has_no_network(String code) {
        ValidationReport r = PolicyValidator.standard().forTarget(OFFLINE_DOCKER).validate(code + "\n");
        assertThat(r.rejected()).isTrue();
        Diagnostic d = r.errors().get(0);
        assertThat(d.ruleId()).isEqualTo(RuleIds.NETWORK_DISABLED);
        assertThat(d.message()).contains("uses the network, but the docker backend has none: its network policy is "
                + "'none'");
        assertThat(d.fixHint()).contains("NetworkPolicy.allow(HostRule.of(\"api.example.com\"))");
        assertThat(d.line()).isEqualTo(1);
    }

    @Test
    void should_accept_network_clients_when_the_backend_allows_hosts_or_is_unknown() {
        String code = "import urllib.request\nimport requests\n";
        assertThat(PolicyValidator.standard().forTarget(ONLINE_DOCKER).validate(code).diagnostics()).isEmpty();
        assertThat(PolicyValidator.standard().validate(code).diagnostics()).isEmpty();
    }

    @Test
    void should_leave_parsing_modules_and_refused_modules_to_their_own_rules() {
        PolicyValidator offline = PolicyValidator.standard().forTarget(OFFLINE_DOCKER);
        assertThat(offline.validate("import urllib.parse\nimport http\nimport json\n").diagnostics()).isEmpty();
        ValidationReport socket = offline.validate("import socket\n");
        assertThat(socket.errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.IMPORT_NOT_ALLOWED);
        assertThat(PolicyValidator.strict().forTarget(OFFLINE_DOCKER).validate("import urllib.request\n").errors())
                .extracting(Diagnostic::ruleId).containsExactly(RuleIds.IMPORT_NOT_ALLOWED);
    }

    @Test
    void should_be_an_error_in_both_policies_and_lowerable_like_any_rule() {
        String code = "import urllib.request\n";
        assertThat(PolicyValidator.builder().allowModules("urllib").build().forTarget(OFFLINE_DOCKER).validate(code)
                .errors()).extracting(Diagnostic::ruleId).containsExactly(RuleIds.NETWORK_DISABLED);
        assertThat(PolicyValidator.standard().toBuilder().severity(RuleIds.NETWORK_DISABLED, Severity.WARNING).build()
                .forTarget(OFFLINE_DOCKER).validate(code).rejected()).isFalse();
    }
}
