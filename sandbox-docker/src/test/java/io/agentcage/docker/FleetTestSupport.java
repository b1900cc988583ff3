package io.agentcage.docker;

/** Checks shared by the fleet tests. */
final class FleetTestSupport {
    private FleetTestSupport() {
    }

    /**
     * The sandbox containers still on engine {@code i}, after waiting (bounded: 30 s) for removals in progress: the
     * daemon lists a container until its removal completes.
     */
    static String containersAfterRemoval(TestEngines engines, int i) throws Exception {
        String left = "";
        for (int attempt = 0; attempt < 300; attempt++) {
            left = engines.docker(i, "ps", "-aq", "--filter", "label=io.agentcage.managed=true").strip();
            if (left.isEmpty()) {
                return left;
            }
            Thread.sleep(100);
        }
        return left;
    }
}
