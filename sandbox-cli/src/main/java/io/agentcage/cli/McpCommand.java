package io.agentcage.cli;

import io.agentcage.CodeExecutor;
import io.agentcage.cli.args.CommandSpec;
import io.agentcage.cli.args.OptionSpec;
import io.agentcage.cli.args.ParsedArgs;
import io.agentcage.cli.mcp.McpHttpServer;
import io.agentcage.cli.mcp.SandboxMcpServer;
import io.agentcage.text.ModelText;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * {@code agentcage mcp}: serves the sandbox as MCP tools over stdio until standard input ends, or over Streamable HTTP
 * ({@code --http PORT}) until the process is stopped.
 */
final class McpCommand {
    /** The environment variable holding the bearer token of the HTTP transport, when no file names it. */
    static final String TOKEN_ENV = "AGENTCAGE_MCP_TOKEN";

    static final CommandSpec SPEC = CommandSpec.builder("mcp")
            .description("Serves the sandbox over the Model Context Protocol: stdio until stdin closes, or Streamable "
                    + "HTTP (--http PORT) until stopped.\n"
                    + "Tools: execute_python (fresh run), open_session, execute_in_session, close_session.\n"
                    + "Standard output carries the protocol; every message of agentcage goes to standard error.")
            .options(SandboxOptions.specs(" per call", " per call"))
            .option(OptionSpec.value("--max-sessions", "N", "16", "most sessions open at once (default: 16)"))
            .option(OptionSpec.value("--max-result-chars", "N", "20000",
                    "cap of the text of one tool result, at least 200 (default: 20000)"))
            .option(OptionSpec.value("--session-idle", "DURATION", "10m",
                    "close a session unused for this long (default: 10m)"))
            .option(OptionSpec.value("--http", "PORT",
                    "serve Streamable HTTP on this TCP port (endpoint /mcp) instead of stdio; 0 picks a free one"))
            .option(OptionSpec.value("--bind", "ADDRESS", "127.0.0.1",
                    "with --http: the address to listen on (default: 127.0.0.1, loopback only)"))
            .option(OptionSpec.value("--token-file", "FILE", "with --http: every request must send 'Authorization: "
                    + "Bearer <the file's first line>'; the environment variable " + TOKEN_ENV + " sets it too"))
            .handler(a -> new McpCommand(a).call())
            .build();

    private final ParsedArgs args;
    private final int maxSessions;
    private final int maxResultChars;
    private final Integer httpPort;
    private final String bind;
    private final Path tokenFile;

    McpCommand(ParsedArgs a) {
        this.args = a;
        this.maxSessions = a.integer("--max-sessions").orElseThrow();
        this.maxResultChars = a.integer("--max-result-chars").orElseThrow();
        this.httpPort = a.integer("--http").orElse(null);
        this.bind = a.string("--bind");
        this.tokenFile = a.path("--token-file").orElse(null);
    }

    int call() throws InterruptedException {
        if (maxSessions < 1) {
            throw new UsageException("--max-sessions: N must be at least 1, got " + maxSessions);
        }
        if (maxResultChars < 200) {
            throw new UsageException("--max-result-chars: N must be at least 200, got " + maxResultChars);
        }
        SandboxOptions sandbox = SandboxOptions.of(args);
        Duration idle = Sizes.duration(args.string("--session-idle"), "--session-idle");
        if (httpPort == null && (tokenFile != null || !"127.0.0.1".equals(bind))) {
            throw new UsageException((tokenFile != null ? "--token-file" : "--bind") + " works with --http only");
        }
        if (httpPort != null) {
            return serveHttp(sandbox, idle);
        }
        // The protocol owns file descriptor 1: anything else printed to System.out would corrupt it.
        OutputStream protocolOut = new FileOutputStream(FileDescriptor.out);
        System.setOut(System.err);
        CountDownLatch endOfInput = new CountDownLatch(1);
        InputStream in = new EndSignallingStream(new FileInputStream(FileDescriptor.in), endOfInput);
        try (CodeExecutor executor = sandbox.guardedExecutor();
             SandboxMcpServer server = new SandboxMcpServer(executor, maxSessions, maxResultChars, idle)) {
            server.start(in, protocolOut);
            System.err.println("agentcage: MCP server ready (" + describe(sandbox) + ")");
            endOfInput.await();
        }
        return ExitCodes.SUCCESS;
    }

    /** {@code backend interpreter, policy standard, limits ...}: what the ready message says of the sandbox. */
    private static String describe(SandboxOptions sandbox) {
        return "backend " + sandbox.backend() + ", policy " + sandbox.policy() + ", limits "
                + ModelText.limitsLine(sandbox.ceilings());
    }

    private int serveHttp(SandboxOptions sandbox, Duration idle) throws InterruptedException {
        if (httpPort < 0 || httpPort > 65_535) {
            throw new UsageException("--http: PORT must be 0 to 65535, got " + httpPort);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw new UsageException("--bind: unknown address '" + bind + "'");
        }
        String token = token();
        CountDownLatch stopped = new CountDownLatch(1);
        CountDownLatch closed = new CountDownLatch(1);
        // On SIGTERM or Ctrl-C the hook lets the main thread close the sessions (containers with the Docker backend)
        // and waits for it, since the JVM halts when the hooks return.
        Thread hook = new Thread(() -> {
            stopped.countDown();
            try {
                closed.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "agentcage-mcp-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try (CodeExecutor executor = sandbox.guardedExecutor();
             SandboxMcpServer server = new SandboxMcpServer(executor, maxSessions, maxResultChars, idle);
             McpHttpServer http = McpHttpServer.start(server, address, httpPort, token)) {
            System.err.println("agentcage: MCP server listening on " + http.url() + " (" + describe(sandbox)
                    + (token == null ? ", no token" : ", bearer token required") + ")");
            if (!address.isLoopbackAddress() && token == null) {
                System.err.println("agentcage: warning: listening beyond loopback without --token-file: anyone who "
                        + "reaches " + bind + " can run code");
            }
            stopped.await();
        } catch (IllegalStateException e) {
            throw new UsageException("--http: " + e.getMessage());
        } finally {
            closed.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it ends now that everything is closed
            }
        }
        return ExitCodes.SUCCESS;
    }

    /** The bearer token from --token-file (its first line), else from the environment; null for none. */
    private String token() {
        if (tokenFile != null) {
            try {
                String first = Files.readAllLines(tokenFile, StandardCharsets.UTF_8).stream().findFirst().orElse("")
                        .trim();
                if (first.isEmpty()) {
                    throw new UsageException("--token-file: " + tokenFile + " is empty: put the token on its first "
                            + "line");
                }
                return first;
            } catch (IOException e) {
                throw new UsageException("--token-file: cannot read " + tokenFile + ": " + e.getMessage());
            }
        }
        String env = System.getenv(TOKEN_ENV);
        return env == null || env.isBlank() ? null : env.trim();
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
