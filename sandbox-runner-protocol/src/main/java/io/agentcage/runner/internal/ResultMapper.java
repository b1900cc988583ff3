package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.CancellationToken;
import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.OutputChunk;
import io.agentcage.PythonError;
import io.agentcage.ResourceUsage;
import io.agentcage.SandboxFile;
import io.agentcage.TraceFrame;
import io.agentcage.spi.OutputRelay;
import io.agentcage.text.ModelText;
import io.agentcage.validation.Diagnostic;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds runner requests from {@link ExecutionRequest}s and {@link ExecutionResult}s from runner replies. */
public final class ResultMapper {
    /** Rule id of the notes the runner adds to a result (files not returned, background processes stopped). */
    public static final String NOTE_RULE = "docker-runner";
    /** The message of the runner's {@code cancelled} result. */
    static final String RUNNER_CANCELLED = "cancelled by the host";

    private ResultMapper() {
    }

    /** The {@code exec} message for a request under the limits in force. */
    public static ObjectNode execMessage(ExecutionRequest request, ExecutionLimits limits) {
        ObjectNode m = RunnerProtocol.message("exec");
        m.put("code", request.code());
        m.put("stdin", request.stdin());
        ObjectNode env = m.putObject("env");
        for (Map.Entry<String, String> e : request.environment().entrySet()) {
            env.put(e.getKey(), e.getValue());
        }
        ArrayNode files = m.putArray("files");
        Base64.Encoder b64 = Base64.getEncoder();
        for (SandboxFile f : request.inputFiles()) {
            files.addObject().put("path", f.path()).put("data", b64.encodeToString(f.content()));
        }
        m.put("timeoutMs", Math.max(1, limits.timeout().toMillis()));
        m.put("outputBytes", Math.min(limits.outputBytes(), Integer.MAX_VALUE));
        m.put("returnBytes", Math.min(limits.fileBytes(), Integer.MAX_VALUE));
        return m;
    }

    /**
     * The result of an execution whose {@code token} was cancelled before its result arrived: a {@code TIMEOUT} the
     * cancel raced (the runner reached the deadline first) is the caller's cancel too, and the message of a
     * {@code CANCELLED} result is worded as every backend words it. Other results are returned as they are.
     */
    public static ExecutionResult cancelledIfAsked(ExecutionResult result, Optional<CancellationToken> token) {
        boolean asked = token.map(CancellationToken::isCancelled).orElse(false);
        if ((result.outcome() == Outcome.CANCELLED && result.message().equals(RUNNER_CANCELLED))
                || (asked && result.outcome() == Outcome.TIMEOUT)) {
            return result.toBuilder().outcome(Outcome.CANCELLED).limitExceeded(null)
                    .message(ModelText.cancelledMessage(result.duration())).build();
        }
        return result;
    }

    /** Gives {@code relay} the result's output at once: for a runner that does not stream it. */
    public static void relayAtEnd(ExecutionResult result, OutputRelay relay) {
        relay.write(OutputChunk.Stream.STDOUT, result.stdout());
        relay.write(OutputChunk.Stream.STDERR, result.stderr());
    }

    /**
     * The result described by a runner's {@code result} message.
     *
     * @throws MalformedReplyException if the reply cannot describe a result (bad base64, a file path outside the
     *                                 workspace, ...): guest code controls the worker that produced it, so the
     *                                 reply is untrusted input
     */
    public static ExecutionResult toResult(JsonNode reply, Duration took) throws MalformedReplyException {
        try {
            return map(reply, took);
        } catch (IllegalArgumentException e) {
            throw new MalformedReplyException("the sandbox runner sent a malformed result: " + e.getMessage(), e);
        }
    }

    private static ExecutionResult map(JsonNode reply, Duration took) {
        String status = reply.path("status").asText("failure");
        ExecutionResult.Builder b = ExecutionResult.builder(outcomeOf(status))
                .stdout(reply.path("stdout").asText(""), reply.path("stdoutTruncated").asBoolean())
                .stderr(reply.path("stderr").asText(""), reply.path("stderrTruncated").asBoolean())
                .message(reply.path("message").asText(""))
                .sessionStateLost(reply.path("stateLost").asBoolean())
                .duration(took)
                .usage(new ResourceUsage(ResourceUsage.UNKNOWN,
                        Math.max(ResourceUsage.UNKNOWN, reply.path("peakMemoryBytes").asLong(ResourceUsage.UNKNOWN)),
                        0, Math.max(0, reply.path("outputBytes").asLong(0))));
        if (reply.hasNonNull("value")) {
            b.value(reply.get("value").asText());
        }
        switch (status) {
            case "error":
                b.error(error(reply.path("error")));
                break;
            case "limit":
                b.limitExceeded(limitOf(reply.path("limit").asText("MEMORY")));
                break;
            case "exit":
                b.error(new PythonError("SystemExit", reply.path("exitCode").asText(), List.of(),
                        "SystemExit: " + reply.path("exitCode").asText() + "\n"));
                break;
            default:
                break;
        }
        b.files(files(reply.path("files")));
        b.files(files(reply.path("figures")));
        for (JsonNode note : reply.path("notes")) {
            b.diagnostic(new Diagnostic(NOTE_RULE, io.agentcage.validation.Severity.INFO, note.asText(), 0, 0, ""));
        }
        return b.build();
    }

    private static Outcome outcomeOf(String status) {
        switch (status) {
            case "ok":
                return Outcome.SUCCESS;
            case "error":
            case "exit":
                return Outcome.PYTHON_ERROR;
            case "timeout":
                return Outcome.TIMEOUT;
            case "limit":
                return Outcome.LIMIT_EXCEEDED;
            case "cancelled":
                return Outcome.CANCELLED;
            default:
                return Outcome.SANDBOX_FAILURE;
        }
    }

    private static Limit limitOf(String name) {
        try {
            return Limit.valueOf(name);
        } catch (IllegalArgumentException e) {
            return Limit.MEMORY;
        }
    }

    private static PythonError error(JsonNode e) {
        List<TraceFrame> frames = new ArrayList<>();
        for (JsonNode f : e.path("frames")) {
            frames.add(new TraceFrame(f.path("file").asText("<string>"), Math.max(0, f.path("line").asInt(0)),
                    f.path("function").asText("<module>"), f.path("source").asText("")));
        }
        return new PythonError(e.path("type").asText("Exception"), e.path("message").asText(""), frames,
                e.path("formatted").asText(""));
    }

    private static List<SandboxFile> files(JsonNode list) {
        List<SandboxFile> out = new ArrayList<>();
        Base64.Decoder b64 = Base64.getDecoder();
        for (JsonNode f : list) {
            String path = f.path("path").asText();
            byte[] data = b64.decode(f.path("data").asText(""));
            String type = f.hasNonNull("mediaType") ? f.get("mediaType").asText() : SandboxFile.guessMediaType(path);
            out.add(new SandboxFile(path, type, data));
        }
        return out;
    }
}
