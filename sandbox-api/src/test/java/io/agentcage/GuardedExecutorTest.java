package io.agentcage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.audit.AuditEvent;
import io.agentcage.net.EgressRecord;
import io.agentcage.validation.CodeValidator;
import io.agentcage.validation.Diagnostic;
import io.agentcage.validation.ValidationReport;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class GuardedExecutorTest {

    /** A backend that records what reaches it and answers with the code echoed to stdout. */
    static class RecordingBackend implements CodeExecutor {
        final List<String> received = new CopyOnWriteArrayList<>();
        RuntimeException failWith;
        int closed;

        @Override
        public ExecutionResult execute(ExecutionRequest request) {
            received.add(request.code());
            if (failWith != null) {
                throw failWith;
            }
            return ExecutionResult.builder(Outcome.SUCCESS).stdout(request.code(), false)
                    .duration(Duration.ofMillis(3)).usage(new ResourceUsage(10, 20, 0, 4)).build();
        }

        @Override
        public Session openSession() {
            return new Session() {
                boolean open = true;

                @Override
                public String id() {
                    return "s-1";
                }

                @Override
                public ExecutionResult execute(ExecutionRequest request) {
                    return RecordingBackend.this.execute(request);
                }

                @Override
                public boolean isOpen() {
                    return open;
                }

                @Override
                public void close() {
                    open = false;
                }
            };
        }

        @Override
        public Capabilities capabilities() {
            return new Capabilities("recording", Set.of("python"), true, false, false, false, Set.of(),
                    ExecutionLimits.defaults());
        }

        @Override
        public void close() {
            closed++;
        }
    }

    private static ValidationReport rejectImports(String code) {
        return code.contains("import os")
                ? new ValidationReport(List.of(Diagnostic.error("import-not-allowed", "import of 'os' is not allowed",
                1, 1, "use pathlib-free code")))
                : code.contains("while True")
                ? new ValidationReport(List.of(Diagnostic.warning("while-true", "loop has no exit", 1, 1, "")))
                : ValidationReport.clean();
    }

    @Test
    void should_bind_the_validator_to_the_backend_capabilities_when_built() {
        RecordingBackend backend = new RecordingBackend();
        List<Capabilities> targets = new CopyOnWriteArrayList<>();
        CodeValidator bound = code -> ValidationReport.clean();
        CodeValidator unbound = new CodeValidator() {
            @Override
            public ValidationReport validate(String code) {
                throw new AssertionError("the unbound validator must not run");
            }

            @Override
            public CodeValidator forTarget(Capabilities target) {
                targets.add(target);
                return bound;
            }
        };
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(unbound).build();
        assertThat(targets).containsExactly(backend.capabilities());
        assertThat(ex.validator()).isSameAs(bound);
        assertThat(ex.execute(ExecutionRequest.of("x = 1")).outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(backend.capabilities().internalsReachable()).isTrue();
        assertThat(backend.capabilities().withInternalsReachable(false).narrowedBy(ExecutionLimits.defaults())
                .internalsReachable()).isFalse();
    }

    @Test
    void should_run_the_inside_and_say_so_when_code_is_one_markdown_fence() {
        RecordingBackend backend = new RecordingBackend();
        List<String> validated = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(code -> {
            validated.add(code);
            return ValidationReport.clean();
        }).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("```python\nprint('hi')\n```\n"));
        assertThat(validated).containsExactly("print('hi')\n");
        assertThat(backend.received).containsExactly("print('hi')\n");
        assertThat(r.diagnostics()).extracting(Diagnostic::ruleId).containsExactly("code-fence-unwrapped");
        assertThat(r.diagnostics().get(0).severity()).isEqualTo(io.agentcage.validation.Severity.INFO);

        GuardedExecutor literal = GuardedExecutor.builder(backend).unwrapMarkdownFences(false).build();
        literal.execute(ExecutionRequest.of("```python\nprint('hi')\n```\n"));
        assertThat(backend.received.get(1)).startsWith("```python");
        ex.execute(ExecutionRequest.of("Here:\n```python\nprint('hi')\n```\n"));
        assertThat(backend.received.get(2)).startsWith("Here:");
    }

    @Test
    void should_show_the_source_line_and_caret_when_the_validator_rejects() {
        RecordingBackend backend = new RecordingBackend();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(code -> new ValidationReport(List.of(
                new Diagnostic("syntax-error", io.agentcage.validation.Severity.ERROR, "SyntaxError: expected ':'", 1,
                        5, "", 1, 6)))).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("if x\n    pass\n"));
        assertThat(r.message()).isEqualTo("The code was rejected before running:\n  File \"<string>\", line 1\n"
                + "    if x\n        ^\nSyntaxError: expected ':'\n");
        assertThat(io.agentcage.text.ModelText.render(r)).contains("    if x\n        ^\nSyntaxError: expected ':'");
        ExecutionResult named = ex.execute(ExecutionRequest.builder("if x\n    pass\n").filename("job.py").build());
        assertThat(named.message()).contains("  File \"job.py\", line 1\n");
    }

    @Test
    void should_never_reach_backend_when_validator_rejects() {
        RecordingBackend backend = new RecordingBackend();
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(GuardedExecutorTest::rejectImports)
                .auditListener(events::add).build();
        ExecutionResult r = ex.execute(ExecutionRequest.builder("import os").metadata("user", "u1").build());
        assertThat(r.outcome()).isEqualTo(Outcome.REJECTED);
        assertThat(r.message()).contains("line 1: import of 'os' is not allowed");
        assertThat(backend.received).isEmpty();
        assertThat(events).extracting(AuditEvent::type)
                .containsExactly(AuditEvent.Type.REJECTED, AuditEvent.Type.FINISHED);
        assertThat(events.get(0).findings()).extracting(Diagnostic::ruleId).containsExactly("import-not-allowed");
        assertThat(events.get(1).outcome()).contains(Outcome.REJECTED);
        assertThat(events).allSatisfy(e -> assertThat(e.metadata()).containsEntry("user", "u1"));
    }

    @Test
    void should_emit_accepted_started_finished_with_hash_and_figures_when_code_runs() {
        RecordingBackend backend = new RecordingBackend();
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(GuardedExecutorTest::rejectImports)
                .auditListener(events::add).previewChars(5).build();
        ExecutionResult r = ex.execute(ExecutionRequest.builder("print('hello world')").env("API_KEY", "s3cr3t")
                .build());
        assertThat(r.stdout()).isEqualTo("print('hello world')");
        assertThat(events).extracting(AuditEvent::type).containsExactly(AuditEvent.Type.ACCEPTED,
                AuditEvent.Type.STARTED, AuditEvent.Type.FINISHED);
        assertThat(events).extracting(AuditEvent::executionId).containsOnly(events.get(0).executionId());
        AuditEvent finished = events.get(2);
        assertThat(finished.codeSha256()).isEqualTo(AuditEvent.sha256("print('hello world')")).hasSize(64);
        assertThat(finished.codePreview()).isEqualTo("print…");
        assertThat(finished.usage().steps()).isEqualTo(10);
        assertThat(finished.duration()).isEqualTo(Duration.ofMillis(3));
        assertThat(events.toString()).doesNotContain("s3cr3t");
    }

    @Test
    void should_give_each_execution_a_distinct_version_4_uuid_when_ids_are_drawn() {
        Set<String> ids = new java.util.HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            String id = GuardedExecutor.executionId();
            java.util.UUID u = java.util.UUID.fromString(id);
            assertThat(u.version()).isEqualTo(4);
            assertThat(u.variant()).isEqualTo(2);
            assertThat(u.toString()).isEqualTo(id);
            ids.add(id);
        }
        assertThat(ids).hasSize(10_000);
    }

    @Test
    void should_emit_one_egress_event_per_network_request_before_finished_when_the_result_has_records() {
        EgressRecord allowed = new EgressRecord(java.time.Instant.parse("2026-11-28T10:00:00Z"),
                EgressRecord.Decision.ALLOWED, "GET", "https", "api.example.com", 443, "/v1/items", 200, 120, 900,
                Duration.ofMillis(40), true, "");
        EgressRecord refused = new EgressRecord(java.time.Instant.parse("2026-11-28T10:00:01Z"),
                EgressRecord.Decision.REFUSED, "CONNECT", "https", "evil.test", 443, "", 0, 0, 0, Duration.ZERO,
                false, "host 'evil.test' is not in the network policy's allowlist");
        CodeExecutor backend = new RecordingBackend() {
            @Override
            public ExecutionResult execute(ExecutionRequest request) {
                return super.execute(request).toBuilder().egress(List.of(allowed, refused)).build();
            }
        };
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).auditListener(events::add).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("fetch()"));
        assertThat(r.egress()).containsExactly(allowed, refused);
        assertThat(events).extracting(AuditEvent::type).containsExactly(AuditEvent.Type.ACCEPTED,
                AuditEvent.Type.STARTED, AuditEvent.Type.EGRESS, AuditEvent.Type.EGRESS, AuditEvent.Type.FINISHED);
        assertThat(events.get(2).egress()).contains(allowed);
        assertThat(events.get(2).timestamp()).isEqualTo(allowed.timestamp());
        assertThat(events.get(3).egress()).contains(refused);
        assertThat(events).extracting(AuditEvent::executionId).containsOnly(events.get(0).executionId());
        // The event's JSON line (decision, host) is checked by sandbox-json's AuditJsonTest.
    }

    @Test
    void should_add_validator_warnings_to_result_when_code_runs() {
        GuardedExecutor ex = GuardedExecutor.builder(new RecordingBackend())
                .validator(GuardedExecutorTest::rejectImports).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("while True: break"));
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.diagnostics()).extracting(Diagnostic::ruleId).containsExactly("while-true");
    }

    @Test
    void should_keep_result_and_report_when_audit_listener_throws() {
        RecordingBackend backend = new RecordingBackend();
        List<AuditEvent> good = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend)
                .auditListener(e -> {
                    throw new IllegalStateException("disk full");
                })
                .auditListener(good::add).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("x"));
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("x");
        assertThat(r.diagnostics()).extracting(Diagnostic::ruleId).containsOnly("audit-sink-failed");
        assertThat(r.diagnostics().get(0).message()).contains("disk full");
        assertThat(good).hasSize(3);
    }

    @Test
    void should_fail_closed_when_validator_throws() {
        RecordingBackend backend = new RecordingBackend();
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(code -> {
            throw new IllegalStateException("validator bug");
        }).auditListener(events::add).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("print(1)"));
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("validator bug");
        assertThat(backend.received).isEmpty();
        assertThat(events).extracting(AuditEvent::type).containsExactly(AuditEvent.Type.FINISHED);
    }

    @Test
    void should_turn_backend_exception_into_sandbox_failure_with_one_finished_event() {
        RecordingBackend backend = new RecordingBackend();
        backend.failWith = new SandboxUnavailableException("daemon gone");
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).auditListener(events::add).build();
        ExecutionResult r = ex.execute(ExecutionRequest.of("print(1)"));
        assertThat(r.outcome()).isEqualTo(Outcome.SANDBOX_FAILURE);
        assertThat(r.message()).contains("daemon gone");
        assertThat(events.stream().filter(e -> e.type() == AuditEvent.Type.FINISHED)).hasSize(1);
    }

    @Test
    void should_validate_and_audit_session_executions_with_the_session_id() {
        RecordingBackend backend = new RecordingBackend();
        List<AuditEvent> events = new CopyOnWriteArrayList<>();
        GuardedExecutor ex = GuardedExecutor.builder(backend).validator(GuardedExecutorTest::rejectImports)
                .auditListener(events::add).build();
        Session s = ex.openSession();
        assertThat(s.execute(ExecutionRequest.of("import os")).outcome()).isEqualTo(Outcome.REJECTED);
        assertThat(s.execute(ExecutionRequest.of("y = 1")).outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(backend.received).containsExactly("y = 1");
        assertThat(events).allSatisfy(e -> assertThat(e.sessionId()).contains("s-1"));
        s.close();
        assertThatThrownBy(() -> s.execute(ExecutionRequest.of("y"))).isInstanceOf(SessionClosedException.class);
    }

    @Test
    void should_leave_the_backend_open_when_closed_without_being_handed_the_backend() {
        RecordingBackend backend = new RecordingBackend();
        GuardedExecutor ex = GuardedExecutor.builder(backend).build();
        Session s = ex.openSession();
        ex.close();
        ex.close();
        assertThat(backend.closed).isZero();
        assertThatThrownBy(() -> ex.execute(ExecutionRequest.of("x"))).isInstanceOf(SandboxException.class)
                .hasMessage("the guarded executor is closed");
        assertThatThrownBy(ex::openSession).isInstanceOf(SandboxException.class);
        assertThat(backend.execute(ExecutionRequest.of("still usable")).stdout()).isEqualTo("still usable");
        assertThat(s.execute(ExecutionRequest.of("the caller's session")).outcome()).isEqualTo(Outcome.SUCCESS);
        s.close();
    }

    @Test
    void should_close_the_backend_once_when_it_was_handed_over() {
        RecordingBackend backend = new RecordingBackend();
        GuardedExecutor ex = GuardedExecutor.builder(backend).closeBackendOnClose().build();
        ex.close();
        ex.close();
        assertThat(backend.closed).isEqualTo(2);   // the backend's close is idempotent by contract
        assertThatThrownBy(() -> ex.execute(ExecutionRequest.of("x"))).isInstanceOf(SandboxException.class);
    }

    @Test
    void should_report_only_modules_the_validator_accepts_when_asked_for_capabilities() {
        CodeExecutor listing = new RecordingBackend() {
            @Override
            public Capabilities capabilities() {
                return new Capabilities("listing", Set.of("python"), true, false, false, false,
                        Set.of("math", "json", "os"), ExecutionLimits.defaults());
            }
        };
        io.agentcage.validation.CodeValidator noOs = new io.agentcage.validation.CodeValidator() {
            @Override
            public ValidationReport validate(String code) {
                return ValidationReport.clean();
            }

            @Override
            public boolean allowsImport(String module) {
                return !module.equals("os") && !module.equals("pandas");
            }

            @Override
            public Set<String> deniedModules() {
                return Set.of("os", "pandas");
            }
        };
        assertThat(GuardedExecutor.builder(listing).validator(noOs).build().capabilities().modules())
                .containsExactlyInAnyOrder("math", "json");
        CodeExecutor open = new RecordingBackend() {
            @Override
            public Capabilities capabilities() {
                return super.capabilities().withPackages(java.util.Map.of("numpy", "1.26.4", "pandas", ""));
            }
        };
        Capabilities seen = GuardedExecutor.builder(open).validator(noOs).build().capabilities();
        assertThat(seen.modules()).isEmpty();
        assertThat(seen.packages()).containsOnlyKeys("numpy");
        assertThat(seen.deniedModules()).containsExactlyInAnyOrder("os", "pandas");
    }
}
