package io.agentcage.cli;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionLimits;
import io.agentcage.cli.mcp.SandboxMcpServer;
import io.agentcage.text.ModelText;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code agentcage mcp}: serves the sandbox as MCP tools over stdio until standard input ends. */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = {"Serves the sandbox over the Model Context Protocol (stdio transport) until stdin closes.",
                "Tools: execute_python (fresh run), open_session, execute_in_session, close_session.",
                "Standard output carries the protocol; every message of agentcage goes to standard error."})
final class McpCommand implements Callable<Integer> {

    @Option(names = "--backend", defaultValue = "interpreter", paramLabel = "NAME",
            description = "interpreter (in-process, default) or docker")
    String backend;

    @Option(names = "--timeout", defaultValue = "10s", paramLabel = "DURATION",
            description = "wall-clock limit per call, e.g. 500ms, 5s, 2m (default: ${DEFAULT-VALUE})")
    String timeout;

    @Option(names = "--memory", defaultValue = "256m", paramLabel = "SIZE",
            description = "memory limit per call, e.g. 64m, 1g (default: ${DEFAULT-VALUE})")
    String memory;

    @Option(names = "--policy", defaultValue = "standard", paramLabel = "POLICY",
            description = "validator policy: strict, standard or off (default: ${DEFAULT-VALUE})")
    String policy;

    @Option(names = "--max-sessions", defaultValue = "16", paramLabel = "N",
            description = "most sessions open at once (default: ${DEFAULT-VALUE})")
    int maxSessions;

    @Option(names = "--max-result-chars", defaultValue = "20000", paramLabel = "N",
            description = "cap of the text of one tool result, at least 200 (default: ${DEFAULT-VALUE})")
    int maxResultChars;

    @Option(names = "--session-idle", defaultValue = "10m", paramLabel = "DURATION",
            description = "close a session unused for this long (default: ${DEFAULT-VALUE})")
    String sessionIdle;

    @Override
    public Integer call() throws InterruptedException {
        if (maxSessions < 1) {
            throw new UsageException("--max-sessions: N must be at least 1, got " + maxSessions);
        }
        if (maxResultChars < 200) {
            throw new UsageException("--max-result-chars: N must be at least 200, got " + maxResultChars);
        }
        ExecutionLimits ceilings = ExecutionLimits.builder()
                .timeout(Sizes.duration(timeout, "--timeout"))
                .memoryBytes(Sizes.bytes(memory, "--memory"))
                .build();
        // The protocol owns file descriptor 1: anything else printed to System.out would corrupt it.
        OutputStream protocolOut = new FileOutputStream(FileDescriptor.out);
        System.setOut(System.err);
        CountDownLatch endOfInput = new CountDownLatch(1);
        InputStream in = new EndSignallingStream(new FileInputStream(FileDescriptor.in), endOfInput);
        try (CodeExecutor executor = Backends.guarded(backend, ceilings, policy);
             SandboxMcpServer server = new SandboxMcpServer(executor, maxSessions, maxResultChars,
                     Sizes.duration(sessionIdle, "--session-idle"))) {
            server.start(in, protocolOut);
            System.err.println("agentcage: MCP server ready (backend " + backend + ", policy " + policy
                    + ", limits " + ModelText.limitsLine(ceilings) + ")");
            endOfInput.await();
        }
        return ExitCodes.SUCCESS;
    }

    /** Counts down a latch when the client closes standard input. */
    private static final class EndSignallingStream extends FilterInputStream {
        private final CountDownLatch end;

        EndSignallingStream(InputStream in, CountDownLatch end) {
            super(in);
            this.end = end;
        }

        @Override
        public int read() throws IOException {
            try {
                return signal(super.read());
            } catch (IOException e) {
                end.countDown();
                throw e;
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            try {
                return signal(super.read(b, off, len));
            } catch (IOException e) {
                end.countDown();
                throw e;
            }
        }

        private int signal(int n) {
            if (n < 0) {
                end.countDown();
            }
            return n;
        }
    }
}
