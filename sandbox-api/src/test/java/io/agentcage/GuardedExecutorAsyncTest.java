package io.agentcage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.audit.AuditEvent;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class GuardedExecutorAsyncTest {

    /** A backend whose asynchronous executions end when the test says, or when their token is cancelled. */
    static final class PendingBackend implements CodeExecutor {
        final List<ExecutionRequest> received = new CopyOnWriteArrayList<>();
        final List<CompletableFuture<ExecutionResult>> pending = new CopyOnWriteArrayList<>();

        @Override
        public ExecutionResult execute(ExecutionRequest request) {
            throw new AssertionError("the synchronous path must not be used");
        }

        @Override
        public CompletableFuture<ExecutionResult> executeAsync(ExecutionRequest request) {
            received.add(request);
            CompletableFuture<ExecutionResult> f = new CompletableFuture<>();
            request.cancellation().orElseThrow().onCancel(() -> f.complete(ExecutionResult.cancelled("stopped",
                    Duration.ZERO)));
            pending.add(f);
            return f;
        }

        @Override
        public Session openSession() {
            throw new UnsupportedCapabilityException("no sessions");
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities("pending", Set.of("python"), false, false, false, false, Set.of(),
                    ExecutionLimits.defaults());
        }

        @Override
        public void close() {
        }
    }

    private final PendingBackend backend = new PendingBackend();
    private final List<AuditEvent> events = new CopyOnWriteArrayList<>();
    private final GuardedExecutor guarded = GuardedExecutor.builder(backend).auditListener(events::add)
            .validator(code -> code.contains("bad") ? new ValidationReport(List.of(Diagnostic.error("r", "no", 1, 1,
                    ""))) : ValidationReport.clean()).build();

    private List<AuditEvent.Type> types() {
        return events.stream().map(AuditEvent::type).toList();
    }

    @Test
    void should_answer_at_once_without_the_backend_when_the_code_is_rejected() {
        CompletableFuture<ExecutionResult> f = guarded.executeAsync(ExecutionRequest.of("bad"));
        assertThat(f).isDone();
        assertThat(f.join().outcome()).isEqualTo(Outcome.REJECTED);
        assertThat(backend.received).isEmpty();
        assertThat(types()).containsExactly(AuditEvent.Type.REJECTED, AuditEvent.Type.FINISHED);
    }

    @Test
    void should_audit_finished_when_the_backend_answers() {
        CompletableFuture<ExecutionResult> f = guarded.executeAsync(ExecutionRequest.of("print(1)"));
        assertThat(f).isNotDone();
        assertThat(types()).containsExactly(AuditEvent.Type.ACCEPTED, AuditEvent.Type.STARTED);
        backend.pending.get(0).complete(ExecutionResult.builder(Outcome.SUCCESS).stdout("1\n", false).build());
        assertThat(f.join().stdout()).isEqualTo("1\n");
        assertThat(types()).containsExactly(AuditEvent.Type.ACCEPTED, AuditEvent.Type.STARTED,
                AuditEvent.Type.FINISHED);
    }

    @Test
    void should_cancel_the_backend_and_audit_cancelled_when_the_future_is_cancelled() {
        CompletableFuture<ExecutionResult> f = guarded.executeAsync(ExecutionRequest.of("while True: pass"));
        assertThat(f.cancel(true)).isTrue();
        assertThat(backend.pending.get(0)).isCompleted();
        assertThatThrownBy(f::join).isInstanceOf(CancellationException.class);
        assertThat(events.get(events.size() - 1).type()).isEqualTo(AuditEvent.Type.FINISHED);
        assertThat(events.get(events.size() - 1).outcome()).contains(Outcome.CANCELLED);
    }

    @Test
    void should_cancel_the_backend_and_complete_with_the_result_when_the_request_token_is_cancelled() {
        CancellationToken token = CancellationToken.create();
        CompletableFuture<ExecutionResult> f = guarded.executeAsync(ExecutionRequest.builder("while True: pass")
                .cancellation(token).build());
        token.cancel();
        assertThat(f.join().outcome()).isEqualTo(Outcome.CANCELLED);
        assertThat(token.pendingActions()).isZero();
    }

    @Test
    void should_report_a_backend_exception_as_a_sandbox_failure() {
        CompletableFuture<ExecutionResult> f = guarded.executeAsync(ExecutionRequest.of("x"));
        backend.pending.get(0).completeExceptionally(new IllegalStateException("daemon gone"));
        assertThat(f.join().outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(f.join().message()).contains("daemon gone");
    }

    @Test
    void should_run_the_synchronous_execute_on_the_given_executor_by_default() {
        CodeExecutor plain = new GuardedExecutorTest.RecordingBackend();
        List<Thread> used = new CopyOnWriteArrayList<>();
        ExecutionResult r = plain.executeAsync(ExecutionRequest.of("print(2)"), task -> {
            Thread t = new Thread(task, "given");
            used.add(t);
            t.start();
        }).join();
        assertThat(r.stdout()).isEqualTo("print(2)");
        assertThat(used).extracting(Thread::getName).containsExactly("given");
    }
}
