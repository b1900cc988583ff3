package io.agentcage.egress.internal;

import io.agentcage.ExecutionResult;
import io.agentcage.net.EgressRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The egress records of one execution, in the order requests arrived, at most
 * {@link ExecutionResult#MAX_EGRESS_RECORDS}: past that, the last record counts what was not kept. Thread-safe.
 */
final class AuditTrail {
    private final List<EgressRecord> records = new ArrayList<>();
    private int dropped;
    private int droppedRefused;

    synchronized void add(EgressRecord r) {
        if (records.size() < ExecutionResult.MAX_EGRESS_RECORDS - 1) {
            records.add(r);
        } else {
            dropped++;
            if (r.decision() == EgressRecord.Decision.REFUSED) {
                droppedRefused++;
            }
        }
    }

    synchronized List<EgressRecord> snapshot() {
        List<EgressRecord> out = new ArrayList<>(records);
        if (dropped > 0) {
            out.add(new EgressRecord(Instant.now(), droppedRefused > 0 ? EgressRecord.Decision.REFUSED
                    : EgressRecord.Decision.ALLOWED, "-", "-", "-", 0, "", 0, 0, 0, Duration.ZERO, false,
                    dropped + " more request(s) not recorded (" + droppedRefused + " of them refused): a result "
                            + "keeps " + ExecutionResult.MAX_EGRESS_RECORDS + " records"));
        }
        return out;
    }
}
