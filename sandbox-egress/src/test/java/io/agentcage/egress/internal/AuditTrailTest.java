package io.agentcage.egress.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.net.EgressRecord;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class AuditTrailTest {
    private static final Instant T0 = Instant.parse("2026-11-27T12:00:00Z");

    private static EgressRecord record(long micros, EgressRecord.Decision decision, String path) {
        return new EgressRecord(T0.plusNanos(micros * 1000), decision, "GET", "http", "allowed.test", 80, path, 0, 0,
                0, Duration.ZERO, true, "");
    }

    @Test
    void should_list_records_in_arrival_order_when_an_earlier_request_ends_later() {
        AuditTrail trail = new AuditTrail();
        trail.add(record(20, EgressRecord.Decision.REFUSED, "/forbidden"));
        trail.add(record(10, EgressRecord.Decision.ALLOWED, "/redirect"));
        trail.add(record(20, EgressRecord.Decision.ALLOWED, "/same-instant"));
        assertThat(trail.snapshot()).extracting(EgressRecord::path)
                .containsExactly("/redirect", "/forbidden", "/same-instant");
    }

    @Test
    void should_end_with_the_count_of_dropped_records_when_there_are_too_many() {
        AuditTrail trail = new AuditTrail();
        int n = ExecutionResult.MAX_EGRESS_RECORDS + 5;
        for (int i = n; i > 0; i--) {
            trail.add(record(i, i % 2 == 0 ? EgressRecord.Decision.REFUSED : EgressRecord.Decision.ALLOWED, "/" + i));
        }
        var out = trail.snapshot();
        assertThat(out).hasSize(ExecutionResult.MAX_EGRESS_RECORDS);
        assertThat(out.subList(0, out.size() - 1)).isSortedAccordingTo(
                java.util.Comparator.comparing(EgressRecord::timestamp));
        assertThat(out.get(out.size() - 1).reason()).startsWith("6 more request(s) not recorded");
    }
}
