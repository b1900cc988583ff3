package io.agentcage.cli.mcp;

import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransport;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Function;
import reactor.core.publisher.Mono;

/**
 * An MCP transport that serves any number of clients in one JVM, as an HTTP transport would: each
 * {@link #newClient()} gets its own MCP session on the server. Messages cross as JSON text, so both sides see exactly
 * what a real transport carries.
 */
final class InMemoryTransport implements McpServerTransportProvider {

    private final McpJsonMapper mapper = McpJsonDefaults.getMapper();
    private volatile McpServerSession.Factory factory;

    @Override
    public void setSessionFactory(McpServerSession.Factory value) {
        this.factory = value;
    }

    @Override
    public Mono<Void> notifyClients(String method, Object params) {
        return Mono.empty();
    }

    @Override
    public Mono<Void> closeGracefully() {
        return Mono.empty();
    }

    /** A transport for one more client (a new MCP session on the server once it connects). */
    McpClientTransport newClient() {
        return new Client();
    }

    private McpSchema.JSONRPCMessage copy(McpSchema.JSONRPCMessage message) {
        try {
            return McpSchema.deserializeJsonRpcMessage(mapper, mapper.writeValueAsString(message));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private final class Client implements McpClientTransport {
        private volatile McpServerSession server;
        private volatile Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler;

        @Override
        public Mono<Void> connect(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> value) {
            this.handler = value;
            this.server = factory.create(new ServerSide());
            return Mono.empty();
        }

        @Override
        public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
            McpSchema.JSONRPCMessage m = copy(message);
            server.handle(m).subscribe();
            return Mono.empty();
        }

        @Override
        public <T> T unmarshalFrom(Object data, TypeRef<T> type) {
            return mapper.convertValue(data, type);
        }

        @Override
        public Mono<Void> closeGracefully() {
            return Mono.fromRunnable(() -> server.close());
        }

        /** The server's end of this client's connection. */
        private final class ServerSide implements McpServerTransport {
            @Override
            public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
                McpSchema.JSONRPCMessage m = copy(message);
                handler.apply(Mono.just(m)).subscribe(reply -> server.handle(copy(reply)).subscribe());
                return Mono.empty();
            }

            @Override
            public <T> T unmarshalFrom(Object data, TypeRef<T> type) {
                return mapper.convertValue(data, type);
            }

            @Override
            public Mono<Void> closeGracefully() {
                return Mono.empty();
            }
        }
    }
}
