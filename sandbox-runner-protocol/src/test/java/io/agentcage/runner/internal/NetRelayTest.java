package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.egress.EgressSettings;
import io.agentcage.egress.internal.EgressGateway;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The host end of the runner's egress relay: frames in and out, the window, and the proxy behind it. */
@Timeout(60)
class NetRelayTest {
    record Frame(String op, byte[] data, long n) {
    }

    final LinkedBlockingQueue<Frame> sent = new LinkedBlockingQueue<>();
    final RelayedConnection conn = new RelayedConnection((op, data, n) -> sent.add(new Frame(op, data, n)));

    Frame next() throws InterruptedException {
        Frame f = sent.poll(30, TimeUnit.SECONDS);
        assertThat(f).as("a frame within the hang guard").isNotNull();
        return f;
    }

    @Test
    void should_wait_for_acknowledgements_when_the_proxy_writes_past_the_window() throws Exception {
        byte[] big = new byte[NetRelay.WINDOW + RelayedConnection.CHUNK];
        Thread writer = new Thread(() -> {
            try {
                conn.out().write(big);
            } catch (IOException ignored) {
                // closed by the test's end
            }
        });
        writer.start();
        long inFlight = 0;
        int fit = NetRelay.WINDOW / RelayedConnection.CHUNK;   // whole chunks that fit the window
        for (int i = 0; i < fit; i++) {
            inFlight += next().data().length;
        }
        while (writer.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        assertThat(sent).isEmpty();
        assertThat(inFlight).isLessThanOrEqualTo(NetRelay.WINDOW);
        conn.acknowledged(inFlight);
        long rest = 0;
        while (inFlight + rest < big.length) {
            rest += next().data().length;
        }
        writer.join();
        assertThat(inFlight + rest).isEqualTo(big.length);
    }

    @Test
    void should_close_the_connection_when_the_runner_sends_past_the_window() {
        assertThat(conn.received(new byte[NetRelay.WINDOW])).isTrue();
        assertThat(conn.received(new byte[1])).isFalse();
        assertThat(conn.isClosed()).isTrue();
        assertThatThrownBy(() -> conn.in().read()).isInstanceOf(IOException.class);
    }

    @Test
    void should_acknowledge_what_the_proxy_reads_and_end_at_the_guests_eof() throws Exception {
        conn.received("hello".getBytes(StandardCharsets.US_ASCII));
        conn.guestEof();
        byte[] buf = new byte[16];
        assertThat(conn.in().read(buf)).isEqualTo(5);
        assertThat(next()).isEqualTo(new Frame("ack", null, 5));
        assertThat(conn.in().read(buf)).isEqualTo(-1);
    }

    @Test
    void should_wake_a_blocked_read_when_the_connection_closes() throws Exception {
        LinkedBlockingQueue<Object> outcome = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try {
                outcome.add(conn.in().read());
            } catch (IOException e) {
                outcome.add(e);
            }
        });
        reader.start();
        while (reader.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        conn.close();
        assertThat(outcome.poll(30, TimeUnit.SECONDS)).isInstanceOf(IOException.class);
        assertThat(next().op()).isEqualTo("close");
    }

    @Test
    void should_answer_a_refused_request_through_the_proxy_and_record_it() throws Exception {
        LinkedBlockingQueue<ObjectNode> toRunner = new LinkedBlockingQueue<>();
        try (EgressGateway gateway = new EgressGateway(NetworkPolicy.allow(HostRule.of("allowed.test")),
                SecretResolver.none(), EgressSettings.defaults(), null)) {
            ObjectNode exec = RunnerProtocol.message("exec");
            NetRelay.Opened opened = NetRelay.open(gateway, Optional.empty(), exec).orElseThrow();
            assertThat(exec.path("egress").path("ca").asText()).startsWith("-----BEGIN CERTIFICATE-----")
                    .doesNotContain("PRIVATE");
            NetRelay relay = opened.relay(toRunner::add, 42);
            relay.accept(frame("open", null));
            relay.accept(frame("data", "GET http://forbidden.test/ HTTP/1.1\r\nHost: forbidden.test\r\n\r\n"));
            relay.accept(frame("eof", null));
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            while (true) {
                ObjectNode m = toRunner.poll(30, TimeUnit.SECONDS);
                assertThat(m).as("a frame within the hang guard").isNotNull();
                assertThat(m.path("id").asLong()).isEqualTo(42);
                assertThat(m.path("conn").asLong()).isEqualTo(1);
                if (m.path("op").asText().equals("data")) {
                    answer.writeBytes(Base64.getDecoder().decode(m.path("data").asText()));
                    relay.accept(frame("ack", null).put("n", 1 << 20));
                } else if (m.path("op").asText().equals("close")) {
                    break;
                }
            }
            assertThat(answer.toString(StandardCharsets.ISO_8859_1))
                    .startsWith("HTTP/1.1 403 Refused by the sandbox's network policy");
            List<EgressRecord> records = opened.finish();
            assertThat(records).singleElement().satisfies(r -> {
                assertThat(r.decision()).isEqualTo(EgressRecord.Decision.REFUSED);
                assertThat(r.host()).isEqualTo("forbidden.test");
            });
        }
    }

    @Test
    void should_leave_the_exec_alone_when_the_policy_allows_no_host() {
        try (EgressGateway gateway = new EgressGateway(NetworkPolicy.none(), SecretResolver.none(),
                EgressSettings.defaults(), null)) {
            ObjectNode exec = RunnerProtocol.message("exec");
            assertThat(NetRelay.open(gateway, Optional.empty(), exec)).isEmpty();
            assertThat(exec.has("egress")).isFalse();
        }
        try (EgressGateway gateway = new EgressGateway(NetworkPolicy.allow(HostRule.of("allowed.test")),
                SecretResolver.none(), EgressSettings.defaults(), null)) {
            ObjectNode exec = RunnerProtocol.message("exec");
            assertThat(NetRelay.open(gateway, Optional.of(NetworkPolicy.none()), exec)).isEmpty();
            assertThat(exec.has("egress")).isFalse();
        }
    }

    static ObjectNode frame(String op, String data) {
        ObjectNode m = RunnerProtocol.message("net").put("id", 42).put("conn", 1).put("op", op);
        if (data != null) {
            m.put("data", Base64.getEncoder().encodeToString(data.getBytes(StandardCharsets.ISO_8859_1)));
        }
        return m;
    }
}
