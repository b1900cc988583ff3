package io.agentcage.docker;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxException;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.Session;
import io.agentcage.SessionClosedException;
import io.agentcage.docker.internal.FleetMember;
import io.agentcage.runner.internal.SessionVariables;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * A session of a {@link DockerFleetExecutor}: a session of one engine's executor while that engine is in the fleet;
 * when the engine is taken out (or its container is lost), the next execution runs on a session of another engine
 * and its result says {@code sessionStateLost}.
 */
final class FleetSession implements Session {
    private final String id = UUID.randomUUID().toString();
    private final DockerFleetExecutor fleet;
    private final Consumer<FleetSession> onClose;
    private final ReentrantLock lock = new ReentrantLock(true);
    private FleetMember member;
    private DockerExecutor owner;
    private Session inner;
    private volatile boolean open = true;

    FleetSession(DockerFleetExecutor fleet, Consumer<FleetSession> onClose) {
        this.fleet = fleet;
        this.onClose = onClose;
        place();
    }

    /** Opens the inner session on the most available engine. */
    private void place() {
        for (FleetMember m : fleet.available()) {
            DockerExecutor e = m.executor();
            if (e == null) {
                continue;
            }
            try {
                inner = e.openSession();
                member = m;
                owner = e;
                m.inFlight().incrementAndGet();
                return;
            } catch (SandboxUnavailableException unreachable) {
                m.markDown(unreachable.getMessage());
            } catch (SandboxException closedMeanwhile) {
                // taken out meanwhile: next engine
            }
        }
        throw new SandboxUnavailableException("no Docker engine of the fleet answers: " + fleet.describeDown());
    }

    private void drop() {
        if (inner != null) {
            try {
                inner.close();
            } catch (RuntimeException ignored) {
                // its executor is closed already
            }
            member.inFlight().decrementAndGet();
            inner = null;
        }
    }

    /** The host of the engine the session runs on now (for tests and logs). */
    String engineHost() {
        lock.lock();
        try {
            return member == null ? "" : member.engine().host();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public ExecutionResult execute(ExecutionRequest request) {
        lock.lock();
        try {
            if (!open) {
                throw new SessionClosedException("session " + id + " is closed");
            }
            boolean moved = false;
            if (inner == null || member.executor() != owner) {
                drop();
                place();
                moved = true;
            }
            ExecutionResult r;
            try {
                r = inner.execute(request);
            } catch (SandboxException gone) {
                // the engine's executor was closed under the session (taken out): go on elsewhere
                if (fleet.isClosed()) {
                    throw gone;
                }
                drop();
                place();
                moved = true;
                r = inner.execute(request);
            }
            r = fleet.explain(member, r);
            if (r.outcome() == Outcome.SANDBOX_FAILURE && member.executor() != owner) {
                drop();
            }
            return moved && !r.sessionStateLost() ? r.toBuilder().sessionStateLost(true).build() : r;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void setVariable(String name, Object value) {
        String program = SessionVariables.assignment(name, value);
        ExecutionResult r = execute(ExecutionRequest.of(program));
        if (r.outcome() != Outcome.SUCCESS) {
            throw new SandboxException("setting session variable '" + name + "' failed: " + r.message());
        }
    }

    @Override
    public Object getVariable(String name) {
        String program = SessionVariables.readProgram(name);
        return SessionVariables.decode(id, name, execute(ExecutionRequest.of(program)));
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        lock.lock();
        try {
            if (!open) {
                return;
            }
            open = false;
            drop();
        } finally {
            lock.unlock();
        }
        onClose.accept(this);
    }
}
