package io.agentcage.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agentcage.Outcome;
import io.agentcage.audit.AuditEvent;
import io.agentcage.ResourceUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonLinesAuditListenerTest {

    private static AuditEvent event(String id, int n) {
        return new AuditEvent(AuditEvent.Type.FINISHED, id + "-" + n, Optional.empty(), Instant.EPOCH, "test",
                AuditEvent.sha256("x"), "x".repeat(n % 300) + "\n\"quoted\"", Map.of("n", Integer.toString(n)),
                List.of(), Optional.of(Outcome.SUCCESS), Optional.empty(), Duration.ofMillis(n),
                ResourceUsage.unknown());
    }

    @Test
    void should_write_every_event_as_one_intact_line_when_many_threads_and_listeners_append() throws Exception {
        Path file = Files.createTempDirectory("audit").resolve("nested/audit.jsonl");
        int threads = 8;
        int perThread = 250;
        try (JsonLinesAuditListener a = JsonLinesAuditListener.open(file);
             JsonLinesAuditListener b = JsonLinesAuditListener.open(file)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            for (int t = 0; t < threads; t++) {
                JsonLinesAuditListener l = t % 2 == 0 ? a : b;
                String id = "t" + t;
                pool.submit(() -> {
                    for (int i = 0; i < perThread; i++) {
                        l.onEvent(event(id, i));
                    }
                });
            }
            pool.shutdown();
            assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        }
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(threads * perThread);
        ObjectMapper mapper = new ObjectMapper();
        Set<String> ids = new HashSet<>();
        for (String line : lines) {
            JsonNode n = mapper.readTree(line);
            assertThat(n.get("type").asText()).isEqualTo("FINISHED");
            ids.add(n.get("executionId").asText());
        }
        assertThat(ids).hasSize(threads * perThread);
    }

    @Test
    void should_append_to_existing_file_and_keep_old_events(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("audit.jsonl");
        try (JsonLinesAuditListener l = JsonLinesAuditListener.open(file)) {
            l.onEvent(event("a", 1));
        }
        try (JsonLinesAuditListener l = JsonLinesAuditListener.open(file, true)) {
            l.onEvent(event("b", 2));
        }
        assertThat(Files.readAllLines(file)).hasSize(2).first().asString().contains("\"executionId\":\"a-1\"");
    }

    @Test
    void should_have_the_event_on_disk_as_soon_as_on_event_returns(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("audit.jsonl");
        JsonLinesAuditListener l = JsonLinesAuditListener.open(file);
        l.onEvent(event("c", 3));
        // Not closed: another reader must already see the complete line.
        assertThat(Files.readString(file)).endsWith("}\n").contains("\"codeSha256\"");
        l.close();
    }
}
