package io.agentcage.egress.internal;

import io.agentcage.ExecutionResult;
import io.agentcage.net.EgressRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The egress records of one execution, in the order requests arrived, at most
 * {@link ExecutionResult#MAX_EGRESS_RECORDS}: past that, the last record counts what was not kept. Thread-safe.
 * A record is added when its request ends, so a request that ends later than one that arrived after it (a redirect's
 * first leg still being relayed when its follow-up is refused) is put back in place by its arrival time.
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
        out.sort(Comparator.comparing(EgressRecord::timestamp));
        if (dropped > 0) {
            out.add(new EgressRecord(Instant.now(), droppedRefused > 0 ? EgressRecord.Decision.REFUSED
                    : EgressRecord.Decision.ALLOWED, "-", "-", "-", 0, "", 0, 0, 0, Duration.ZERO, false,
                    dropped + " more request(s) not recorded (" + droppedRefused + " of them refused): a result "
                            + "keeps " + ExecutionResult.MAX_EGRESS_RECORDS + " records"));
        }
        return out;
    }
}
