package io.agentcage;

import io.agentcage.net.NetworkPolicy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One request to run code: the source, what it may read, the limits it asks for and metadata for the audit trail.
 *
 * <p>Immutable. Build with {@link #builder(String)} or {@link #of(String)}.
 *
 * @param language     the language of {@code code}; {@code "python"} unless set
 * @param code         the source to run
 * @param stdin        what the code reads from standard input ({@code input()}); empty by default
 * @param inputFiles   files placed in the workspace before the code runs; paths are unique
 * @param environment  environment variables for the code (where the backend has an environment); never audited
 * @param limits       the limits this request asks for; they can only lower the executor's ceilings.
 *                     {@link ExecutionLimits#unrestricted()} (the default) asks for nothing
 * @param metadata     free key/value pairs copied into audit events (agent, user, conversation ids, ...)
 * @param filename     the name tracebacks and syntax errors give the code ({@code File "examples/hello.py", line 3});
 *                     {@value #DEFAULT_FILENAME} unless set. The in-process interpreter uses it; the container
 *                     backends name the code {@code <string>} whatever it is (their runner protocol does not carry
 *                     it)
 * @param network      the network policy this request asks for; it can only narrow the executor's
 *                     ({@link NetworkPolicy#narrowedBy}); empty (the default) asks for nothing
 * @param outputListener receives the output while the code runs ({@link OutputListener}); none by default. Not
 *                     data: it is not audited, serialised or compared by value
 * @param cancellation a token that stops the execution when cancelled ({@link CancellationToken}); none by default
 */
public record ExecutionRequest(
        String language,
        String code,
        String stdin,
        List<SandboxFile> inputFiles,
        Map<String, String> environment,
        ExecutionLimits limits,
        Map<String, String> metadata,
        String filename,
        Optional<NetworkPolicy> network,
        Optional<OutputListener> outputListener,
        Optional<CancellationToken> cancellation) {

    /** The default and, today, only language every backend accepts. */
    public static final String PYTHON = "python";

    /** The file name of code that was not read from a file, as CPython names code given as a string. */
    public static final String DEFAULT_FILENAME = "<string>";

    /** Longest file name accepted, in characters. */
    public static final int MAX_FILENAME_CHARS = 1024;

    public ExecutionRequest {
        Objects.requireNonNull(language, "language == null");
        Objects.requireNonNull(code, "code == null");
        Objects.requireNonNull(stdin, "stdin == null");
        inputFiles = List.copyOf(Objects.requireNonNull(inputFiles, "inputFiles == null"));
        environment = Map.copyOf(Objects.requireNonNull(environment, "environment == null"));
        Objects.requireNonNull(limits, "limits == null");
        metadata = Map.copyOf(Objects.requireNonNull(metadata, "metadata == null"));
        Set<String> paths = new HashSet<>();
        for (SandboxFile file : inputFiles) {
            if (!paths.add(file.path())) {
                throw new IllegalArgumentException("duplicate input file path '" + file.path() + "'");
            }
        }
        Objects.requireNonNull(filename, "filename == null");
        Objects.requireNonNull(outputListener, "outputListener == null");
        Objects.requireNonNull(cancellation, "cancellation == null");
        if (filename.isEmpty() || filename.length() > MAX_FILENAME_CHARS
                || filename.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw new IllegalArgumentException("filename must be 1 to " + MAX_FILENAME_CHARS + " characters without "
                    + "control characters, got '" + filename.replaceAll("\\p{Cntrl}", "?") + "'");
        }
        Objects.requireNonNull(network, "network == null");
        for (String name : environment.keySet()) {
            if (name.isEmpty() || name.indexOf('=') >= 0 || name.indexOf('\0') >= 0) {
                throw new IllegalArgumentException("invalid environment variable name '" + name + "'");
            }
        }
    }

    /** A request without an output listener or a cancellation token (the form before executions were live). */
    public ExecutionRequest(String language, String code, String stdin, List<SandboxFile> inputFiles,
            Map<String, String> environment, ExecutionLimits limits, Map<String, String> metadata, String filename,
            Optional<NetworkPolicy> network) {
        this(language, code, stdin, inputFiles, environment, limits, metadata, filename, network, Optional.empty(),
                Optional.empty());
    }

    /** A request named {@value #DEFAULT_FILENAME} (the form before file names were carried). */
    public ExecutionRequest(String language, String code, String stdin, List<SandboxFile> inputFiles,
            Map<String, String> environment, ExecutionLimits limits, Map<String, String> metadata) {
        this(language, code, stdin, inputFiles, environment, limits, metadata, DEFAULT_FILENAME);
    }

    /** A request that asks for no network policy of its own (the form before requests could narrow it). */
    public ExecutionRequest(String language, String code, String stdin, List<SandboxFile> inputFiles,
            Map<String, String> environment, ExecutionLimits limits, Map<String, String> metadata, String filename) {
        this(language, code, stdin, inputFiles, environment, limits, metadata, filename, Optional.empty());
    }

    /** A Python request with nothing but code. */
    public static ExecutionRequest of(String code) {
        return builder(code).build();
    }

    /** A builder for a Python request running {@code code}. */
    public static Builder builder(String code) {
        return new Builder(code);
    }

    /** A builder initialised with this request. */
    public Builder toBuilder() {
        Builder b = new Builder(code).language(language).stdin(stdin).limits(limits).filename(filename);
        b.network = network.orElse(null);
        b.outputListener = outputListener.orElse(null);
        b.cancellation = cancellation.orElse(null);
        b.inputFiles.addAll(inputFiles);
        b.environment.putAll(environment);
        b.metadata.putAll(metadata);
        return b;
    }

    /** A copy of this request with other code (used by sessions and retries). */
    public ExecutionRequest withCode(String newCode) {
        return new ExecutionRequest(language, newCode, stdin, inputFiles, environment, limits, metadata, filename,
                network, outputListener, cancellation);
    }

    /** A copy of this request with this cancellation token instead of its own (used by asynchronous calls). */
    public ExecutionRequest withCancellation(CancellationToken token) {
        return new ExecutionRequest(language, code, stdin, inputFiles, environment, limits, metadata, filename,
                network, outputListener, Optional.of(Objects.requireNonNull(token, "token == null")));
    }

    /** A copy of this request with this output listener instead of its own (used by decorators that relay it). */
    public ExecutionRequest withOutputListener(OutputListener listener) {
        return new ExecutionRequest(language, code, stdin, inputFiles, environment, limits, metadata, filename,
                network, Optional.of(Objects.requireNonNull(listener, "listener == null")), cancellation);
    }

    /** Builds {@link ExecutionRequest}. */
    public static final class Builder {
        private String language = PYTHON;
        private String code;
        private String stdin = "";
        private final List<SandboxFile> inputFiles = new ArrayList<>();
        private final Map<String, String> environment = new LinkedHashMap<>();
        private ExecutionLimits limits = ExecutionLimits.unrestricted();
        private final Map<String, String> metadata = new LinkedHashMap<>();
        private String filename = DEFAULT_FILENAME;
        private NetworkPolicy network;
        private OutputListener outputListener;
        private CancellationToken cancellation;

        private Builder(String code) {
            this.code = Objects.requireNonNull(code, "code == null");
        }

        /** The language; {@code "python"} by default. */
        public Builder language(String value) {
            this.language = Objects.requireNonNull(value, "language == null");
            return this;
        }

        /** The source to run. */
        public Builder code(String value) {
            this.code = Objects.requireNonNull(value, "code == null");
            return this;
        }

        /** Standard input for the code. */
        public Builder stdin(String value) {
            this.stdin = Objects.requireNonNull(value, "stdin == null");
            return this;
        }

        /** Adds an input file. */
        public Builder inputFile(SandboxFile file) {
            inputFiles.add(Objects.requireNonNull(file, "file == null"));
            return this;
        }

        /** Adds input files. */
        public Builder inputFiles(List<SandboxFile> files) {
            files.forEach(this::inputFile);
            return this;
        }

        /** Sets an environment variable. */
        public Builder env(String name, String value) {
            environment.put(Objects.requireNonNull(name, "name == null"), Objects.requireNonNull(value, "value == null"));
            return this;
        }

        /** The limits this request asks for; they can only lower the executor's ceilings. */
        public Builder limits(ExecutionLimits value) {
            this.limits = Objects.requireNonNull(value, "limits == null");
            return this;
        }

        /** Asks for a shorter timeout than the executor's ceiling (a longer one has no effect). */
        public Builder timeout(Duration value) {
            this.limits = limits.withTimeout(value);
            return this;
        }

        /** Asks for less memory than the executor's ceiling (more has no effect). */
        public Builder memoryBytes(long value) {
            this.limits = limits.withMemoryBytes(value);
            return this;
        }

        /**
         * The name tracebacks give the code, e.g. the path of the script it was read from; {@value #DEFAULT_FILENAME}
         * by default.
         */
        public Builder filename(String value) {
            this.filename = Objects.requireNonNull(value, "filename == null");
            return this;
        }

        /**
         * The network policy this request asks for; it can only narrow the executor's (a host must be allowed by
         * both, limits are the smaller, headers come from the executor's only). {@code NetworkPolicy.none()} turns
         * the network off for this request. Default: the executor's policy as it is.
         */
        public Builder network(NetworkPolicy value) {
            this.network = Objects.requireNonNull(value, "network == null");
            return this;
        }

        /**
         * Receives the output while the code runs, in order, from a delivery thread ({@link OutputListener}); none
         * by default. The result is the same with or without one.
         */
        public Builder outputListener(OutputListener value) {
            this.outputListener = Objects.requireNonNull(value, "outputListener == null");
            return this;
        }

        /** Stops the execution when {@code value} is cancelled, with {@link Outcome#CANCELLED}; none by default. */
        public Builder cancellation(CancellationToken value) {
            this.cancellation = Objects.requireNonNull(value, "cancellation == null");
            return this;
        }

        /** Adds an audit metadata entry. */
        public Builder metadata(String key, String value) {
            metadata.put(Objects.requireNonNull(key, "key == null"), Objects.requireNonNull(value, "value == null"));
            return this;
        }

        /** The request, validated. */
        public ExecutionRequest build() {
            return new ExecutionRequest(language, code, stdin, inputFiles, environment, limits, metadata, filename,
                    Optional.ofNullable(network), Optional.ofNullable(outputListener),
                    Optional.ofNullable(cancellation));
        }
    }
}
