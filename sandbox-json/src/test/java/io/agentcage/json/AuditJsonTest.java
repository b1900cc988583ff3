package io.agentcage.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.ResourceUsage;
import io.agentcage.audit.AuditEvent;
import io.agentcage.net.EgressRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AuditJsonTest {

    @Test
    void should_write_the_request_of_an_egress_event_when_the_policy_refused_it() throws Exception {
        EgressRecord refused = new EgressRecord(Instant.parse("2026-11-28T10:00:01Z"), EgressRecord.Decision.REFUSED,
                "CONNECT", "https", "evil.test", 443, "", 0, 0, 0, Duration.ZERO, false,
                "host 'evil.test' is not in the network policy's allowlist");
        AuditEvent event = new AuditEvent(AuditEvent.Type.EGRESS, "e-1", Optional.empty(), refused.timestamp(),
                "test", AuditEvent.sha256("fetch()"), "fetch()", Map.of(), List.of(), Optional.empty(),
                Optional.empty(), Duration.ZERO, ResourceUsage.unknown(), Optional.of(refused));
        String line = AuditJson.toJsonLine(event);
        assertThat(line).doesNotContain("\n").contains("\"decision\":\"REFUSED\"").contains("\"host\":\"evil.test\"");
        JsonNode o = new ObjectMapper().readTree(line);
        assertThat(o.path("type").asText()).isEqualTo("EGRESS");
        assertThat(o.path("egress").path("method").asText()).isEqualTo("CONNECT");
        assertThat(o.path("timestamp").asText()).isEqualTo("2026-11-28T10:00:01Z");
    }
}
