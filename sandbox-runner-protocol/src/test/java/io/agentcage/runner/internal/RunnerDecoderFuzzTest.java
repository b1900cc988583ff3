package io.agentcage.runner.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeoutException;

/**
 * Jazzer target for the host side of the runner protocol: whatever bytes come out of a container's stdout, split
 * into transport chunks at any points and mixed with stderr, the channel yields only decoded messages or
 * {@link IOException}s, in order, and every {@code result} message maps to an {@link ExecutionResult} or a
 * {@link MalformedReplyException}. Half of the inputs are structured replies (every field of a result with values
 * of any JSON type) so that the mapper is reached, not only the JSON parser. Kept inputs:
 * {@code src/test/resources/io/agentcage/runner/internal/RunnerDecoderFuzzTestInputs/}.
 */
class RunnerDecoderFuzzTest {
    private static final String[] STATUS = {"ok", "error", "limit", "timeout", "exit", "failure", "", "OK"};
    /** The runner protocol's statuses (docs/adr/0002) and their outcomes; any other status is a sandbox failure. */
    private static final Map<String, Outcome> OUTCOMES = Map.of("ok", Outcome.SUCCESS, "error", Outcome.PYTHON_ERROR,
            "exit", Outcome.PYTHON_ERROR, "timeout", Outcome.TIMEOUT, "limit", Outcome.LIMIT_EXCEEDED);
    private static final String[] FIELDS = {"stdout", "stderr", "message", "value", "status", "limit", "exitCode",
        "peakMemoryBytes", "outputBytes", "stateLost", "stdoutTruncated", "error", "files", "figures", "notes", "id",
        "v", "type"};

    @FuzzTest(maxDuration = "30s")
    void should_yield_messages_or_io_errors_when_the_runner_writes_any_bytes(FuzzedDataProvider data) {
        RunnerChannel channel = new RunnerChannel(2048, frame -> { });  // small, so the frame cap is fuzzed too
        byte[] stream = data.consumeBoolean() ? structured(data) : data.consumeBytes(4096);
        int at = 0;
        while (at < stream.length) {
            int n = Math.min(stream.length - at, 1 + data.consumeInt(0, 64));
            byte[] chunk = new byte[n];
            System.arraycopy(stream, at, chunk, 0, n);
            if (data.consumeInt(0, 9) == 0) {
                channel.acceptStderr(chunk, 0, n);
            } else {
                channel.acceptStdout(chunk, 0, n);
            }
            at += n;
        }
        channel.end();
        drain(channel);
    }

    private static void drain(RunnerChannel channel) {
        for (int i = 0; i < 100_000; i++) {
            ObjectNode message;
            try {
                message = channel.receive(Duration.ofMillis(1));
            } catch (TimeoutException e) {
                throw new AssertionError("the channel neither delivered nor ended after onComplete", e);
            } catch (IOException e) {
                if (e.getMessage().startsWith("the sandbox container's output ended")) {
                    return;
                }
                continue; // a malformed line: reported, and the next line is still read
            }
            assertThat(message.path("type").isTextual()).isTrue();
            try {
                ExecutionResult result = ResultMapper.toResult(message, Duration.ZERO);
                String status = message.path("status").asText("failure");
                assertThat(result.outcome()).as("outcome of status '%s'", status)
                        .isEqualTo(OUTCOMES.getOrDefault(status, Outcome.SANDBOX_FAILURE));
                assertThat(result.limitExceeded().isPresent()).as("a limit named with status '%s'", status)
                        .isEqualTo(status.equals("limit") || status.equals("timeout"));
                if (message.path("stdout").isTextual()) {
                    assertThat(result.stdout()).isEqualTo(message.get("stdout").asText());
                }
            } catch (MalformedReplyException e) {
                assertThat(e.getMessage()).startsWith("the sandbox runner sent a malformed result");
            }
        }
        throw new AssertionError("more messages than bytes");
    }

    /** One or more result lines with fields of fuzzed types and values, then fuzzed trailing bytes. */
    private static byte[] structured(FuzzedDataProvider data) {
        StringBuilder lines = new StringBuilder();
        int count = data.consumeInt(1, 3);
        for (int i = 0; i < count; i++) {
            ObjectNode m = RunnerProtocol.message("result");
            m.put("status", data.pickValue(STATUS));
            int fields = data.consumeInt(0, 8);
            for (int f = 0; f < fields; f++) {
                put(m, data.pickValue(FIELDS), data);
            }
            lines.append(m).append('\n'); // not RunnerProtocol.encode: "v" and "type" may have been overwritten
        }
        byte[] head = lines.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] tail = data.consumeBytes(256);
        byte[] all = new byte[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    private static void put(ObjectNode m, String field, FuzzedDataProvider data) {
        switch (data.consumeInt(0, 7)) {
            case 0: m.put(field, data.consumeString(40)); break;
            case 1: m.put(field, data.consumeLong()); break;
            case 2: m.put(field, data.consumeBoolean()); break;
            case 3: m.putNull(field); break;
            case 4: m.put(field, data.consumeDouble()); break;
            case 5: {
                ArrayNode files = m.putArray(field);
                for (int i = data.consumeInt(0, 3); i > 0; i--) {
                    ObjectNode file = files.addObject().put("path", data.pickValue(new String[] {"out.txt",
                        "../etc/passwd", "/abs", "a//b", "", "_figures/f.png", data.consumeString(20)}));
                    file.put("data", data.consumeBoolean() ? "aGVsbG8=" : data.consumeString(20));
                    if (data.consumeBoolean()) {
                        file.put("mediaType", data.consumeString(10));
                    }
                }
                break;
            }
            case 6: {
                ObjectNode error = m.putObject(field).put("type", data.consumeString(10))
                        .put("message", data.consumeString(20)).put("formatted", data.consumeString(20));
                ArrayNode frames = error.putArray("frames");
                for (int i = data.consumeInt(0, 3); i > 0; i--) {
                    frames.addObject().put("file", data.consumeString(8)).put("line", data.consumeInt())
                            .put("function", data.consumeString(8)).put("source", data.consumeString(8));
                }
                break;
            }
            default: m.putArray(field).add(data.consumeString(10)).add(data.consumeInt());
        }
    }
}
