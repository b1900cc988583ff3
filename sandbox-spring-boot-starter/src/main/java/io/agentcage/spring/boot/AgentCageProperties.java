package io.agentcage.spring.boot;

import io.agentcage.ExecutionLimits;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * The {@code agentcage.*} settings of the Spring Boot starter. Every default is the library's secure default; the
 * Javadoc of each setting states it.
 */
@ConfigurationProperties("agentcage")
public class AgentCageProperties {

    /** Which backend runs the code. */
    public enum Backend {
        /** The in-process pure-Java interpreter (no Docker needed). */
        INTERPRETER,
        /** Locked-down Docker containers (needs {@code io.agentcage:sandbox-docker} and a Docker engine). */
        DOCKER
    }

    /** The validator policy run before every execution. */
    public enum Policy {
        /**
         * The recommended policy: {@code standard} on every backend, bound to the backend by the guarded executor
         * (see docs/validator.md).
         */
        AUTO,
        /** The allow-list policy that also refuses code from strings, namespaces and computed attribute names. */
        STRICT,
        /** The recommended policy on every backend. */
        STANDARD,
        /** No validation (the backend's own limits still apply). */
        NONE
    }

    /** The backend; default {@code interpreter}. */
    private Backend backend = Backend.INTERPRETER;
    /** The validator policy; default {@code auto} (standard, bound to the backend). */
    private Policy policy = Policy.AUTO;
    private final Limits limits = new Limits();
    private final Pool pool = new Pool();
    private final Docker docker = new Docker();
    private final Audit audit = new Audit();
    private final Tool tool = new Tool();

    public Backend getBackend() {
        return backend;
    }

    public void setBackend(Backend backend) {
        this.backend = backend;
    }

    public Policy getPolicy() {
        return policy;
    }

    public void setPolicy(Policy policy) {
        this.policy = policy;
    }

    public Limits getLimits() {
        return limits;
    }

    public Pool getPool() {
        return pool;
    }

    public Docker getDocker() {
        return docker;
    }

    public Audit getAudit() {
        return audit;
    }

    public Tool getTool() {
        return tool;
    }

    /** The executor's ceilings: requests can only lower them. */
    public static class Limits {
        /** Wall-clock time of one execution; default 10 s. */
        private Duration timeout = ExecutionLimits.DEFAULT_TIMEOUT;
        /** Memory of one execution; default 256 MB. */
        private DataSize memory = DataSize.ofBytes(ExecutionLimits.DEFAULT_MEMORY_BYTES);
        /** Output kept per stream; default 1 MB. */
        private DataSize output = DataSize.ofBytes(ExecutionLimits.DEFAULT_OUTPUT_BYTES);
        /** Bytes the code may write to its workspace; default 32 MB. */
        private DataSize files = DataSize.ofBytes(ExecutionLimits.DEFAULT_FILE_BYTES);
        /** Interpreter steps; default 100,000,000. */
        private long maxSteps = ExecutionLimits.DEFAULT_MAX_STEPS;
        /** Nested calls; default 1,000. */
        private int maxRecursionDepth = ExecutionLimits.DEFAULT_MAX_RECURSION_DEPTH;
        /** Processes and threads in a container; default 64. */
        private int maxProcesses = ExecutionLimits.DEFAULT_MAX_PROCESSES;
        /** Host-function calls per execution; default 1,000. */
        private int maxHostCalls = ExecutionLimits.DEFAULT_MAX_HOST_CALLS;

        /** These settings as the library's limits. */
        public ExecutionLimits toLimits() {
            return ExecutionLimits.builder().timeout(timeout).memoryBytes(memory.toBytes())
                    .outputBytes(output.toBytes()).fileBytes(files.toBytes()).maxSteps(maxSteps)
                    .maxRecursionDepth(maxRecursionDepth).maxProcesses(maxProcesses).maxHostCalls(maxHostCalls)
                    .build();
        }

        public Duration getTimeout() {
            return timeout;
        }

        public void setTimeout(Duration timeout) {
            this.timeout = timeout;
        }

        public DataSize getMemory() {
            return memory;
        }

        public void setMemory(DataSize memory) {
            this.memory = memory;
        }

        public DataSize getOutput() {
            return output;
        }

        public void setOutput(DataSize output) {
            this.output = output;
        }

        public DataSize getFiles() {
            return files;
        }

        public void setFiles(DataSize files) {
            this.files = files;
        }

        public long getMaxSteps() {
            return maxSteps;
        }

        public void setMaxSteps(long maxSteps) {
            this.maxSteps = maxSteps;
        }

        public int getMaxRecursionDepth() {
            return maxRecursionDepth;
        }

        public void setMaxRecursionDepth(int maxRecursionDepth) {
            this.maxRecursionDepth = maxRecursionDepth;
        }

        public int getMaxProcesses() {
            return maxProcesses;
        }

        public void setMaxProcesses(int maxProcesses) {
            this.maxProcesses = maxProcesses;
        }

        public int getMaxHostCalls() {
            return maxHostCalls;
        }

        public void setMaxHostCalls(int maxHostCalls) {
            this.maxHostCalls = maxHostCalls;
        }
    }

    /** The Docker backend's warm pool. */
    public static class Pool {
        /** Started containers kept ready; default 1. */
        private int minIdle = 1;
        /** Most containers alive at once; default 8. */
        private int maxTotal = 8;
        /** How long a request waits for a container when all are busy; default 30 s. */
        private Duration acquireTimeout = Duration.ofSeconds(30);

        public int getMinIdle() {
            return minIdle;
        }

        public void setMinIdle(int minIdle) {
            this.minIdle = minIdle;
        }

        public int getMaxTotal() {
            return maxTotal;
        }

        public void setMaxTotal(int maxTotal) {
            this.maxTotal = maxTotal;
        }

        public Duration getAcquireTimeout() {
            return acquireTimeout;
        }

        public void setAcquireTimeout(Duration acquireTimeout) {
            this.acquireTimeout = acquireTimeout;
        }
    }

    /** The Docker backend. */
    public static class Docker {
        /** The sandbox image; default the library's image for this version. */
        private String image;
        /** The OCI runtime, e.g. {@code runsc} for gVisor; default the engine's default (runc). */
        private String runtime;
        /** The engine, e.g. {@code unix:///var/run/docker.sock}; default DOCKER_HOST or the local socket. */
        private String host;
        /** Whether a missing image is built on first use (needs a registry for the base image); default false. */
        private boolean buildImageIfMissing;

        public String getImage() {
            return image;
        }

        public void setImage(String image) {
            this.image = image;
        }

        public String getRuntime() {
            return runtime;
        }

        public void setRuntime(String runtime) {
            this.runtime = runtime;
        }

        public String getHost() {
            return host;
        }

        public void setHost(String host) {
            this.host = host;
        }

        public boolean isBuildImageIfMissing() {
            return buildImageIfMissing;
        }

        public void setBuildImageIfMissing(boolean buildImageIfMissing) {
            this.buildImageIfMissing = buildImageIfMissing;
        }
    }

    /** The audit trail. */
    public static class Audit {
        /** A JSON-lines file every request is appended to; default none (no file). */
        private Path file;

        public Path getFile() {
            return file;
        }

        public void setFile(Path file) {
            this.file = file;
        }
    }

    /** The {@code execute_python} tool for Spring AI (and Spring AI's MCP server). */
    public static class Tool {
        /** Whether the tool bean is registered (when Spring AI is on the class path); default true. */
        private boolean enabled = true;
        /** Characters of result text given to the model per call; default 20,000. */
        private int maxResultChars = 20_000;
        /** Whether calls that carry a conversation id keep a session per conversation; default true. */
        private boolean sessions = true;
        /** How long an unused conversation session stays open; default 10 min. */
        private Duration sessionIdleTimeout = Duration.ofMinutes(10);
        /** Most conversation sessions open at once; default 100. */
        private int maxSessions = 100;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public int getMaxResultChars() {
            return maxResultChars;
        }

        public void setMaxResultChars(int maxResultChars) {
            this.maxResultChars = maxResultChars;
        }

        public boolean isSessions() {
            return sessions;
        }

        public void setSessions(boolean sessions) {
            this.sessions = sessions;
        }

        public Duration getSessionIdleTimeout() {
            return sessionIdleTimeout;
        }

        public void setSessionIdleTimeout(Duration sessionIdleTimeout) {
            this.sessionIdleTimeout = sessionIdleTimeout;
        }

        public int getMaxSessions() {
            return maxSessions;
        }

        public void setMaxSessions(int maxSessions) {
            this.maxSessions = maxSessions;
        }
    }
}
