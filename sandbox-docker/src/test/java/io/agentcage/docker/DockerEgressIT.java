package io.agentcage.docker;

/** {@link EgressContainerContract} and {@link EgressAttacks} under runc, the daemon's default runtime. */
class DockerEgressIT extends EgressAttacks {
    @Override
    String runtime() {
        return null;
    }
}
