package io.agentcage;

import io.agentcage.net.EgressRecord;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of one execution. Every execution produces exactly one, whatever happened: expected failures
 * (Python errors, timeouts, limits, rejection) are outcomes here, not exceptions.
 *
 * <p>Its JSON form is stable and documented in {@code docs/result-json.md}; {@code io.agentcage.json.ResultJson}
 * (module sandbox-json) writes and reads it.
 *
 * @param outcome          how the execution ended
 * @param limitExceeded    the limit that stopped the code, for {@link Outcome#TIMEOUT} ({@link Limit#TIME}) and
 *                         {@link Outcome#LIMIT_EXCEEDED}; empty otherwise
 * @param stdout           what the code wrote to standard output, up to the output limit
 * @param stdoutTruncated  whether stdout was cut at the output limit
 * @param stderr           what the code wrote to standard error, up to the output limit (the traceback is in
 *                         {@code error}, not here)
 * @param stderrTruncated  whether stderr was cut at the output limit
 * @param value            the {@code repr} of the value of a final expression statement, REPL-style; empty when the
 *                         code does not end with an expression or its value is {@code None}
 * @param error            the unhandled Python exception, for {@link Outcome#PYTHON_ERROR}
 * @param files            files the code created or changed in its workspace (and figures it drew)
 * @param duration         wall-clock time from the start of the execution to its result
 * @param usage            resources consumed, where measured
 * @param diagnostics      validator findings (warnings for code that ran, errors for rejected code) and notes of
 *                         the pipeline, e.g. an audit sink failure
 * @param message          a one-line human explanation of a non-success outcome (e.g. {@code timed out after 5s}),
 *                         or empty
 * @param sessionStateLost whether a session's state was destroyed by this execution (e.g. killed at a timeout)
 * @param suspension       for {@link Outcome#SUSPENDED}: the calls the code waits for and the snapshot to resume it
 *                         from; empty otherwise
 * @param egress           the network requests the code made, allowed or refused, in order (at most
 *                         {@link #MAX_EGRESS_RECORDS}; the last says how many more were not kept); empty when it
 *                         made none
 */
public record ExecutionResult(
        Outcome outcome,
        Optional<Limit> limitExceeded,
        String stdout,
        boolean stdoutTruncated,
        String stderr,
        boolean stderrTruncated,
        Optional<String> value,
        Optional<PythonError> error,
        List<SandboxFile> files,
        Duration duration,
        ResourceUsage usage,
        List<Diagnostic> diagnostics,
        String message,
        boolean sessionStateLost,
        Optional<Suspension> suspension,
        List<EgressRecord> egress) {

    /** Most egress records a result keeps: 1,000. */
    public static final int MAX_EGRESS_RECORDS = 1_000;

    public ExecutionResult {
        Objects.requireNonNull(outcome, "outcome == null");
        Objects.requireNonNull(limitExceeded, "limitExceeded == null");
        Objects.requireNonNull(stdout, "stdout == null");
        Objects.requireNonNull(stderr, "stderr == null");
        Objects.requireNonNull(value, "value == null");
        Objects.requireNonNull(error, "error == null");
        files = List.copyOf(Objects.requireNonNull(files, "files == null"));
        Objects.requireNonNull(duration, "duration == null");
        Objects.requireNonNull(usage, "usage == null");
        diagnostics = List.copyOf(Objects.requireNonNull(diagnostics, "diagnostics == null"));
        Objects.requireNonNull(message, "message == null");
        egress = List.copyOf(Objects.requireNonNull(egress, "egress == null"));
        if (outcome == Outcome.TIMEOUT && limitExceeded.isEmpty()) {
            limitExceeded = Optional.of(Limit.TIME);
        }
        if (outcome == Outcome.LIMIT_EXCEEDED && limitExceeded.isEmpty()) {
            throw new IllegalArgumentException("a LIMIT_EXCEEDED result must name the limit");
        }
        if (outcome == Outcome.PYTHON_ERROR && error.isEmpty()) {
            throw new IllegalArgumentException("a PYTHON_ERROR result must carry the error");
        }
        Objects.requireNonNull(suspension, "suspension == null");
        if ((outcome == Outcome.SUSPENDED) != suspension.isPresent()) {
            throw new IllegalArgumentException("a result carries a suspension exactly when it is SUSPENDED");
        }
    }

    /** A result without a suspension or egress records (the form before results carried them). */
    public ExecutionResult(Outcome outcome, Optional<Limit> limitExceeded, String stdout, boolean stdoutTruncated,
                           String stderr, boolean stderrTruncated, Optional<String> value, Optional<PythonError> error,
                           List<SandboxFile> files, Duration duration, ResourceUsage usage, List<Diagnostic> diagnostics,
                           String message, boolean sessionStateLost) {
        this(outcome, limitExceeded, stdout, stdoutTruncated, stderr, stderrTruncated, value, error, files, duration,
                usage, diagnostics, message, sessionStateLost, Optional.empty(), List.of());
    }

    /** A result without egress records. */
    public ExecutionResult(Outcome outcome, Optional<Limit> limitExceeded, String stdout, boolean stdoutTruncated,
                           String stderr, boolean stderrTruncated, Optional<String> value, Optional<PythonError> error,
                           List<SandboxFile> files, Duration duration, ResourceUsage usage, List<Diagnostic> diagnostics,
                           String message, boolean sessionStateLost, Optional<Suspension> suspension) {
        this(outcome, limitExceeded, stdout, stdoutTruncated, stderr, stderrTruncated, value, error, files, duration,
                usage, diagnostics, message, sessionStateLost, suspension, List.of());
    }

    /** Whether the code ran to completion. */
    public boolean isSuccess() {
        return outcome == Outcome.SUCCESS;
    }

    /** A builder for a result with the given outcome. */
    public static Builder builder(Outcome outcome) {
        return new Builder(outcome);
    }

    /** A builder initialised with this result. */
    public Builder toBuilder() {
        Builder b = new Builder(outcome);
        b.limitExceeded = limitExceeded.orElse(null);
        b.stdout = stdout;
        b.stdoutTruncated = stdoutTruncated;
        b.stderr = stderr;
        b.stderrTruncated = stderrTruncated;
        b.value = value.orElse(null);
        b.error = error.orElse(null);
        b.files.addAll(files);
        b.duration = duration;
        b.usage = usage;
        b.diagnostics.addAll(diagnostics);
        b.message = message;
        b.sessionStateLost = sessionStateLost;
        b.suspension = suspension.orElse(null);
        b.egress.addAll(egress);
        return b;
    }

    /** The result for code a validator rejected: the findings, and a message listing them for a model. */
    public static ExecutionResult rejected(ValidationReport report) {
        return builder(Outcome.REJECTED).diagnostics(report.diagnostics()).message(report.toModelText()).build();
    }

    /** The result for a sandbox fault: no output, the message says what failed and how to fix it. */
    public static ExecutionResult sandboxFailure(String message, Duration duration) {
        return builder(Outcome.SANDBOX_FAILURE).message(message).duration(duration).build();
    }

    /**
     * The result of an execution its caller cancelled ({@link Outcome#CANCELLED}): no output (backends add what the
     * code wrote until then), the message says so.
     */
    public static ExecutionResult cancelled(String message, Duration duration) {
        return builder(Outcome.CANCELLED).message(message).duration(duration).build();
    }

    /** Builds {@link ExecutionResult}. */
    public static final class Builder {
        private Outcome outcome;
        private Limit limitExceeded;
        private String stdout = "";
        private boolean stdoutTruncated;
        private String stderr = "";
        private boolean stderrTruncated;
        private String value;
        private PythonError error;
        private final List<SandboxFile> files = new ArrayList<>();
        private Duration duration = Duration.ZERO;
        private ResourceUsage usage = ResourceUsage.unknown();
        private final List<Diagnostic> diagnostics = new ArrayList<>();
        private String message = "";
        private boolean sessionStateLost;
        private Suspension suspension;
        private final List<EgressRecord> egress = new ArrayList<>();

        private Builder(Outcome outcome) {
            this.outcome = Objects.requireNonNull(outcome, "outcome == null");
        }

        public Builder outcome(Outcome v) {
            this.outcome = Objects.requireNonNull(v, "outcome == null");
            return this;
        }

        public Builder limitExceeded(Limit v) {
            this.limitExceeded = v;
            return this;
        }

        public Builder stdout(String v, boolean truncated) {
            this.stdout = Objects.requireNonNull(v, "stdout == null");
            this.stdoutTruncated = truncated;
            return this;
        }

        public Builder stderr(String v, boolean truncated) {
            this.stderr = Objects.requireNonNull(v, "stderr == null");
            this.stderrTruncated = truncated;
            return this;
        }

        /** The repr of the final expression, or {@code null} for none. */
        public Builder value(String v) {
            this.value = v;
            return this;
        }

        public Builder error(PythonError v) {
            this.error = v;
            return this;
        }

        public Builder file(SandboxFile v) {
            files.add(Objects.requireNonNull(v, "file == null"));
            return this;
        }

        public Builder files(List<SandboxFile> v) {
            v.forEach(this::file);
            return this;
        }

        public Builder duration(Duration v) {
            this.duration = Objects.requireNonNull(v, "duration == null");
            return this;
        }

        public Builder usage(ResourceUsage v) {
            this.usage = Objects.requireNonNull(v, "usage == null");
            return this;
        }

        public Builder diagnostic(Diagnostic v) {
            diagnostics.add(Objects.requireNonNull(v, "diagnostic == null"));
            return this;
        }

        public Builder diagnostics(List<Diagnostic> v) {
            v.forEach(this::diagnostic);
            return this;
        }

        public Builder message(String v) {
            this.message = Objects.requireNonNull(v, "message == null");
            return this;
        }

        public Builder sessionStateLost(boolean v) {
            this.sessionStateLost = v;
            return this;
        }

        /** The suspension of a {@link Outcome#SUSPENDED} result. */
        public Builder suspension(Suspension v) {
            this.suspension = v;
            return this;
        }

        /** Replaces the egress records with {@code v} (the network requests of the execution, in order). */
        public Builder egress(List<EgressRecord> v) {
            egress.clear();
            egress.addAll(Objects.requireNonNull(v, "egress == null"));
            return this;
        }

        public ExecutionResult build() {
            return new ExecutionResult(outcome, Optional.ofNullable(limitExceeded), stdout, stdoutTruncated, stderr,
                    stderrTruncated, Optional.ofNullable(value), Optional.ofNullable(error), files, duration, usage,
                    diagnostics, message, sessionStateLost, Optional.ofNullable(suspension), egress);
        }
    }
}
