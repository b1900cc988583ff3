package io.agentcage.json;

import io.agentcage.audit.AuditEvent;
import io.agentcage.audit.AuditListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes each audit event as one JSON line to the SLF4J logger {@code io.agentcage.audit} at INFO (REJECTED at
 * WARN). The code preview is part of the event; guest output is never logged.
 */
public final class Slf4jAuditListener implements AuditListener {

    private final Logger logger;

    /** Logs to {@code io.agentcage.audit}. */
    public Slf4jAuditListener() {
        this(LoggerFactory.getLogger("io.agentcage.audit"));
    }

    /** Logs to the given logger. */
    public Slf4jAuditListener(Logger logger) {
        this.logger = logger;
    }

    @Override
    public void onEvent(AuditEvent event) {
        if (event.type() == AuditEvent.Type.REJECTED) {
            if (logger.isWarnEnabled()) {
                logger.warn("{}", AuditJson.toJsonLine(event));
            }
        } else if (logger.isInfoEnabled()) {
            logger.info("{}", AuditJson.toJsonLine(event));
        }
    }
}
