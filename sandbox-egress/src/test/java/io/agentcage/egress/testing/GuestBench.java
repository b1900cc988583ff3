package io.agentcage.egress.testing;

import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;

/**
 * The guest program of the backends' egress benchmarks ({@code DockerEgressBench}, {@code InterpreterEgressBench}):
 * the same Python through each backend's egress path to the loopback {@link TestUpstreams}, timed by the guest
 * itself. It prints one line: the median and p90 of sequential HTTP GETs in milliseconds, and the MiB/s of one
 * download.
 */
public final class GuestBench {
    private GuestBench() {
    }

    /** A policy that allows the program's requests: {@code requests} GETs and the download. */
    public static NetworkPolicy policy(TestUpstreams up, int requests, int downloadBytes) {
        return NetworkPolicy.builder().allow(HostRule.of(TestUpstreams.ALLOWED).withPorts(up.port(TestUpstreams.ALLOWED,
                false))).maxRequests(requests + 10).maxBytesIn(downloadBytes + (requests + 10) * 4096L).build();
    }

    /** The program: 5 warm-up GETs, {@code requests} timed GETs of {@code /hello}, one download. */
    public static String program(TestUpstreams up, int requests, int downloadBytes) {
        return "import time, urllib.request\n"
                + "u = '" + up.url(TestUpstreams.ALLOWED, false, "/hello") + "'\n"
                + "for _ in range(5):\n"
                + "    urllib.request.urlopen(u, timeout=60).read()\n"
                + "ts = []\n"
                + "for _ in range(" + requests + "):\n"
                + "    t = time.perf_counter()\n"
                + "    urllib.request.urlopen(u, timeout=60).read()\n"
                + "    ts.append(time.perf_counter() - t)\n"
                + "ts.sort()\n"
                + "t = time.perf_counter()\n"
                + "n = len(urllib.request.urlopen('" + up.url(TestUpstreams.ALLOWED, false, "/bytes?n=" + downloadBytes)
                + "', timeout=120).read())\n"
                + "d = time.perf_counter() - t\n"
                + "print('median %.2f ms, p90 %.2f ms, download %d bytes at %.1f MiB/s' % (ts[len(ts) // 2] * 1000, "
                + "ts[int(len(ts) * 0.9)] * 1000, n, n / d / 1048576))\n";
    }
}
