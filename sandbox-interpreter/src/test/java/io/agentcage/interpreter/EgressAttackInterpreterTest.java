package io.agentcage.interpreter;

import static io.agentcage.egress.testing.TestUpstreams.ALLOWED;
import static io.agentcage.egress.testing.TestUpstreams.API;
import static io.agentcage.egress.testing.TestUpstreams.FORBIDDEN;
import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.egress.testing.TestUpstreams;
import io.agentcage.json.ResultJson;
import io.agentcage.net.EgressRecord;
import io.agentcage.net.HostRule;
import io.agentcage.net.NetworkPolicy;
import io.agentcage.net.SecretResolver;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Guest code attacking the interpreter's network (urllib.request, http.client, sockets) under a policy that allows
 * two hosts, one of them with a secret header: each attempt is refused with a Python exception and recorded, no
 * forbidden server sees a request, no refused name is looked up, and the secret appears nowhere the guest or the
 * application's records can reach.
 */
class EgressAttackInterpreterTest {
    static final String SECRET = "s3cr3t-CRM-token-7f2a";
    static TestUpstreams up;
    static InterpreterExecutor executor;

    @BeforeAll
    static void start() throws Exception {
        up = new TestUpstreams();
        NetworkPolicy policy = NetworkPolicy.builder()
                .allow(HostRule.of(ALLOWED).withPorts(up.port(ALLOWED, false), up.port(ALLOWED, true)))
                .allow(HostRule.of(API).withPorts(up.port(API, true)).withHeader("Authorization", "Bearer {secret:crm}"))
                .maxBytesOut(100_000)
                .build();
        executor = InterpreterExecutor.builder().networkPolicy(policy).secrets(SecretResolver.of(Map.of("crm",
                SECRET))).egressSettings(up.settings()).build();
    }

    @AfterAll
    static void stop() {
        executor.close();
        up.close();
    }

    @BeforeEach
    void forget() {
        up.reset();
    }

    static ExecutionResult run(String code) {
        ExecutionResult r = executor.execute(ExecutionRequest.of(code));
        assertThat(ResultJson.toJson(r)).doesNotContain(SECRET);
        return r;
    }

    /** Prints one line per URL: the exception's type, or OPENED when it was not refused. */
    static String tryEach(String... urls) {
        StringBuilder code = new StringBuilder("import urllib.request\nfor u in [");
        for (String u : urls) {
            code.append("'").append(u).append("', ");
        }
        return code.append("]:\n"
                + "    try:\n"
                + "        urllib.request.urlopen(u, timeout=30)\n"
                + "        print('OPENED', u)\n"
                + "    except Exception as e:\n"
                + "        print(type(e).__name__)\n").toString();
    }

    @Test
    void should_refuse_addresses_in_every_notation_and_names_of_the_host_without_a_lookup() {
        int port = up.port(ALLOWED, false);
        String[] hosts = {"127.0.0.1", "2130706433", "0x7f000001", "0177.0.0.1", "127.1", "0", "169.254.169.254",
            "[::1]", "[::ffff:127.0.0.1]", "[fd00:ec2::254]", "localhost", "metadata.google.internal",
            "allowed.test@127.0.0.1", "a".repeat(60) + ".exfil." + FORBIDDEN};
        String[] urls = new String[hosts.length];
        for (int i = 0; i < hosts.length; i++) {
            urls[i] = "http://" + hosts[i] + ":" + port + "/hello";
        }
        ExecutionResult r = run(tryEach(urls));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout().lines()).hasSize(hosts.length).allMatch(l -> l.equals("URLError"));
        assertThat(r.egress()).hasSize(hosts.length).allMatch(e -> e.decision() == EgressRecord.Decision.REFUSED);
        assertThat(up.lookups()).isEmpty();
        assertThat(up.allSeen()).isEmpty();
    }

    @Test
    void should_refuse_every_redirect_to_an_internal_or_forbidden_place() {
        String[] targets = {"http://127.0.0.1:" + up.port(ALLOWED, false) + "/hello", "http://169.254.169.254/latest/",
            "http://[::1]/", up.url(FORBIDDEN, false, "/echo"), "http://" + TestUpstreams.METADATA + "/",
            "file:///etc/passwd", "ftp://" + ALLOWED + "/x"};
        String[] urls = new String[targets.length];
        for (int i = 0; i < targets.length; i++) {
            urls[i] = up.url(ALLOWED, false, "/redirect?to=" + java.net.URLEncoder.encode(targets[i],
                    java.nio.charset.StandardCharsets.UTF_8));
        }
        ExecutionResult r = run(tryEach(urls));
        assertThat(r.stdout().lines()).as(r.message()).hasSize(targets.length)
                .allMatch(l -> l.equals("URLError") || l.equals("HTTPError"));
        assertThat(up.seen(FORBIDDEN)).isEmpty();
        assertThat(up.seen(ALLOWED)).hasSize(targets.length).allMatch(l -> l.startsWith("GET /redirect"));
        assertThat(r.egress()).filteredOn(e -> e.decision() == EgressRecord.Decision.ALLOWED)
                .allMatch(e -> e.host().equals(ALLOWED) && e.status() == 302);
    }

    @Test
    void should_refuse_header_and_request_line_injection() {
        String url = up.url(ALLOWED, false, "/echo");
        ExecutionResult r = run("import urllib.request, http.client\n"
                + "attempts = [\n"
                + "    lambda: urllib.request.urlopen(urllib.request.Request('" + url + "', headers={'X-A': "
                + "'1\\r\\nX-Injected: 1'})),\n"
                + "    lambda: urllib.request.urlopen(urllib.request.Request('" + url + "', headers={'X-A\\r\\n"
                + "X-Injected': '1'})),\n"
                + "    lambda: urllib.request.urlopen(urllib.request.Request('" + url + "', method='GET /x HTTP/1.1"
                + "\\r\\nX-Injected: 1\\r\\n\\r\\nGET')),\n"
                + "    lambda: urllib.request.urlopen('" + url + "?a=1 HTTP/1.1\\r\\nX-Injected: 1'),\n"
                + "    lambda: urllib.request.urlopen('" + url + "\\x00'),\n"
                + "]\n"
                + "for a in attempts:\n"
                + "    try:\n"
                + "        a()\n"
                + "        print('SENT')\n"
                + "    except (ValueError, OSError) as e:\n"
                + "        print('refused', type(e).__name__)\n"
                // the host half, called directly, checks again: the Python half is guest-reachable code
                + "native = urllib.request._http\n"
                + "print('refused', native.fetch('GET /x HTTP/1.1\\r\\nX-Injected: 1\\r\\n\\r\\nGET', '" + url
                + "', [], b'', None)[0])\n");
        assertThat(r.stdout().lines()).as(r.message()).hasSize(6).allMatch(l -> l.startsWith("refused"))
                .last().isEqualTo("refused refused");
        assertThat(up.allSeen()).noneMatch(l -> l.contains("X-injected") || l.contains("X-Injected"));
    }

    @Test
    void should_give_guest_code_no_socket_and_no_resolver() {
        ExecutionResult r = run("for m in ['socket', 'ssl', '_socket', 'select', 'asyncio.streams']:\n"
                + "    try:\n"
                + "        __import__(m)\n"
                + "        print('IMPORTED', m)\n"
                + "    except ImportError as e:\n"
                + "        print('ImportError')\n");
        assertThat(r.stdout().lines()).as(r.message()).hasSize(5).allMatch(l -> l.equals("ImportError"));
    }

    @Test
    void should_keep_the_secret_out_of_everything_guest_code_can_read() {
        String reflect = up.url(API, true, "/reflect?to=" + java.net.URLEncoder.encode(up.url(ALLOWED, false,
                "/echo?stolen="), java.nio.charset.StandardCharsets.UTF_8));
        ExecutionResult r = run("import urllib.request, urllib.error, http.client, sys\n"
                + "seen = []\n"
                + "req = urllib.request.Request('" + reflect + "')\n"
                + "try:\n"
                + "    resp = urllib.request.urlopen(req)\n"
                + "    seen.append(resp.read()); seen.append(str(resp.headers.items())); seen.append(resp.geturl())\n"
                + "except urllib.error.HTTPError as e:\n"
                + "    seen.append(str(e.headers.items())); seen.append(e.read())\n"
                + "seen.append(str(req.header_items())); seen.append(str(vars(req)))\n"
                + "c = http.client.HTTPSConnection('" + API + "', " + up.port(API, true) + ")\n"
                + "c.request('GET', '/echo', headers={'X-Steal': '{secret:crm}'})\n"
                + "seen.append(c.getresponse().read())\n"
                + "seen.append(urllib.request.network_policy())\n"
                + "seen.append(str(dir(urllib.request)) + str(dir(http.client)))\n"
                + "open('loot.txt', 'w').write(repr(seen))\n"
                + "print(repr(seen))\n");
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).doesNotContain(SECRET).contains("*".repeat(SECRET.length()))
                .contains("{secret:crm}");
        assertThat(up.seen(API)).anyMatch(l -> l.contains("Bearer " + SECRET));
        // the masked secret was followed to the allowed echo: only the mask travelled in the URL
        assertThat(up.seen(ALLOWED)).allMatch(l -> !l.contains(SECRET));
        assertThat(r.files()).allSatisfy(f -> assertThat(new String(f.content(),
                java.nio.charset.StandardCharsets.UTF_8)).doesNotContain(SECRET));
        assertThat(r.egress().toString()).doesNotContain(SECRET);
    }

    @Test
    void should_cut_an_upload_past_the_bytes_out_budget() {
        ExecutionResult r = run("import urllib.request\n"
                + "try:\n"
                + "    urllib.request.urlopen('" + up.url(ALLOWED, false, "/echo") + "', data=b'x' * 200000)\n"
                + "    print('SENT')\n"
                + "except OSError as e:\n"
                + "    print(type(e).__name__)\n");
        assertThat(r.stdout()).as(r.message()).doesNotContain("SENT");
        assertThat(r.egress()).singleElement().satisfies(e -> assertThat(e.reason())
                .contains("bytes sent per execution is exhausted"));
        assertThat(up.allSeen()).noneMatch(l -> l.contains("x".repeat(1000)));
    }
}
