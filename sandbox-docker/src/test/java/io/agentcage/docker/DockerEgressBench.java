package io.agentcage.docker;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.egress.testing.GuestBench;
import io.agentcage.egress.testing.TestUpstreams;
import java.time.Duration;

/**
 * Egress through the runner's relay, per runtime: {@link GuestBench}'s program (sequential HTTP GETs and one download
 * from the host's loopback test server, timed by the guest) in a container whose connections go as {@code net}
 * frames over the attach stream to the host's proxy. Not a test: run with the test class path,
 * {@code java ... io.agentcage.docker.DockerEgressBench [requests] [downloadBytes] [runtimes...]}.
 */
public final class DockerEgressBench {
    private DockerEgressBench() {
    }

    public static void main(String[] args) throws Exception {
        int requests = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int bytes = args.length > 1 ? Integer.parseInt(args[1]) : 16 << 20;
        String[] runtimes = args.length > 2 ? java.util.Arrays.copyOfRange(args, 2, args.length)
                : new String[] {"runc", "runsc"};
        try (TestUpstreams up = new TestUpstreams()) {
            for (String runtime : runtimes) {
                DockerConfig.Builder config = DockerConfig.builder().poolMinIdle(1).poolMaxTotal(2)
                        .ceilings(ExecutionLimits.builder().timeout(Duration.ofMinutes(5)).build());
                if (!runtime.equals("runc")) {
                    config.runtime(runtime);
                }
                try (DockerExecutor docker = DockerExecutor.builder().config(config.build())
                        .networkPolicy(GuestBench.policy(up, requests, bytes)).egressSettings(up.settings()).build()) {
                    for (int round = 0; round < 3; round++) {
                        ExecutionResult r = docker.execute(ExecutionRequest.builder(GuestBench.program(up, requests,
                                bytes)).limits(ExecutionLimits.builder().timeout(Duration.ofMinutes(5)).build())
                                .build());
                        System.out.println(runtime + " round " + round + ": " + r.stdout().strip() + " "
                                + r.message() + " " + r.stderr().strip());
                    }
                }
            }
        }
    }
}
