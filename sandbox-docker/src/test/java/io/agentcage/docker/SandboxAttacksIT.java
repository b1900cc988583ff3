package io.agentcage.docker;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.Session;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What hostile code tries, and what it gets. Runs under runc here and under runsc in {@link RunscSandboxAttacksIT}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxAttacksIT {
    private DockerExecutor executor;

    /** The OCI runtime under test; empty: the daemon's default (runc). */
    protected String runtime() {
        return "";
    }

    @BeforeAll
    void start() {
        ExecutionLimits ceilings = ExecutionLimits.builder().timeout(Duration.ofSeconds(4))
                .memoryBytes(256L << 20).fileBytes(8L << 20).outputBytes(64 << 10).build();
        DockerConfig.Builder b = DockerTestSupport.config(ceilings).poolMinIdle(1);
        if (!runtime().isEmpty()) {
            b.runtime(runtime());
        }
        executor = DockerExecutor.builder().config(b.build()).build();
    }

    @AfterAll
    void stop() {
        if (executor != null) {
            executor.close();
        }
    }

    private ExecutionResult run(String code) {
        return executor.execute(ExecutionRequest.of(code));
    }

    private void assertStillServes() {
        assertThat(run("print(6 * 7)").stdout()).isEqualTo("42\n");
    }

    @Test
    void should_stop_fork_bomb_at_the_pids_limit_when_code_forks_forever() {
        ExecutionResult r = run("import os\nn = 0\nwhile True:\n    os.fork()\n    n += 1\n");
        // runc: the pids limit makes fork fail (EAGAIN). runsc: no pids limit (see ADR 0002), the memory limit
        // ends the bomb and the sandbox with it.
        assertThat(r.outcome()).as(r.message()).isIn(Outcome.PYTHON_ERROR, Outcome.TIMEOUT, Outcome.LIMIT_EXCEEDED);
        if (runtime().isEmpty()) {
            assertThat(r.outcome()).isNotEqualTo(Outcome.LIMIT_EXCEEDED);
        }
        if (r.outcome() == Outcome.PYTHON_ERROR) {
            assertThat(r.error().orElseThrow().type()).isIn("BlockingIOError", "OSError");
        }
        assertStillServes();
    }

    @Test
    void should_report_memory_limit_when_code_touches_more_than_it_may() {
        ExecutionResult r = run("chunks = []\nwhile True:\n    chunks.append(bytearray(16 << 20))\n");
        assertThat(r.outcome()).as(r.message()).isIn(Outcome.LIMIT_EXCEEDED, Outcome.PYTHON_ERROR);
        if (r.outcome() == Outcome.LIMIT_EXCEEDED) {
            assertThat(r.limitExceeded()).contains(Limit.MEMORY);
        } else {
            assertThat(r.error().orElseThrow().type()).isEqualTo("MemoryError");
        }
        assertStillServes();
    }

    @Test
    void should_fail_writes_when_code_fills_the_workspace_or_tmp() {
        for (String dir : new String[] {"/workspace", "/tmp"}) {
            ExecutionResult r = run("block = b'x' * (1 << 20)\nwith open('" + dir + "/fill', 'wb') as f:\n"
                    + "    for _ in range(200):\n        f.write(block)\n        f.flush()\n");
            assertThat(r.outcome()).as(dir + ": " + r.message()).isEqualTo(Outcome.PYTHON_ERROR);
            assertThat(r.error().orElseThrow().type()).isEqualTo("OSError");
            assertThat(r.error().orElseThrow().message()).containsAnyOf("No space left", "File too large");
        }
        assertStillServes();
    }

    @Test
    void should_truncate_and_stop_output_flood_when_code_prints_forever() {
        ExecutionResult r = executor.execute(ExecutionRequest.builder("while True:\n    print('x' * 1000)\n")
                .timeout(Duration.ofSeconds(1)).build());
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.stdoutTruncated()).isTrue();
        assertThat(r.stdout().length()).isLessThanOrEqualTo(64 << 10);
        assertThat(r.usage().outputBytes()).isGreaterThan(64 << 10);
    }

    @Test
    void should_have_no_network_when_code_connects_or_resolves_names() {
        ExecutionResult r = run(String.join("\n",
                "import socket, os",
                "results = []",
                "try:",
                "    socket.create_connection(('1.1.1.1', 53), timeout=2)",
                "    results.append('connected')",
                "except OSError as e:",
                "    results.append('connect:' + type(e).__name__)",
                "try:",
                "    socket.getaddrinfo('example.com', 80)",
                "    results.append('resolved')",
                "except OSError as e:",
                "    results.append('dns:' + type(e).__name__)",
                "print(results, sorted(os.listdir('/sys/class/net')) if os.path.exists('/sys/class/net') else [])"));
        assertThat(r.outcome()).as(r.message()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).doesNotContain("'connected'").doesNotContain("'resolved'")
                .contains("connect:").contains("dns:");
        assertThat(r.stdout()).doesNotContain("eth0");
    }

    @Test
    void should_hide_host_files_and_the_docker_socket_when_code_looks_for_them() {
        ExecutionResult r = run(String.join("\n",
                "import os",
                "found = []",
                "for p in ['/var/run/docker.sock', '/run/docker.sock', '/root/.ssh', '/host', '/etc/docker']:",
                "    if os.path.exists(p):",
                "        found.append(p)",
                "try:",
                "    open('/etc/shadow').read()",
                "    found.append('shadow readable')",
                "except OSError as e:",
                "    pass",
                "try:",
                "    open('/etc/passwd', 'a').write('x')",
                "    found.append('passwd writable')",
                "except OSError as e:",
                "    print('passwd', e.errno)",
                "binds = [l.split()[4] for l in open('/proc/self/mountinfo')]",
                "print('found', found)",
                "print('mounts', sorted(m for m in binds if m not in ('/', '/tmp', '/workspace')"
                        + " and not m.startswith(('/proc', '/sys', '/dev', '/etc/host', '/etc/resolv.conf')) ))"));
        assertThat(r.outcome()).as(r.message() + r.error()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).contains("found []").containsPattern("passwd (13|30)");
        assertThat(r.stdout()).containsPattern("mounts \\[('(/usr)?/sbin/docker-init')?\\]");
    }

    @Test
    void should_refuse_privilege_escalation_when_code_tries_setuid_sudo_or_mount() {
        ExecutionResult r = run(String.join("\n",
                "import os, subprocess, shutil",
                "status = dict(l.split(':', 1) for l in open('/proc/self/status'))",
                "print('uid', os.getuid(), os.geteuid())",
                "print('capeff', status['CapEff'].strip(), 'nnp', status.get('NoNewPrivs', '1 (not shown by gVisor)').strip())",
                "try:",
                "    os.setuid(0)",
                "    print('setuid ok')",
                "except PermissionError:",
                "    print('setuid refused')",
                "print('sudo', shutil.which('sudo'))",
                "m = subprocess.run(['mount', '-t', 'tmpfs', 'none', '/mnt'], capture_output=True)",
                "print('mount', m.returncode != 0)"));
        assertThat(r.outcome()).as(r.message() + r.error()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).contains("uid 65534 65534").contains("capeff 0000000000000000 nnp 1")
                .contains("setuid refused").contains("sudo None").contains("mount True");
    }

    @Test
    void should_kill_daemonised_children_when_an_execution_ends() {
        try (Session s = executor.openSession()) {
            ExecutionResult first = s.execute(ExecutionRequest.of(String.join("\n",
                    "import subprocess, os",
                    "subprocess.Popen(['sleep', '600'], start_new_session=True)",
                    "if os.fork() == 0:",
                    "    os.setsid()",
                    "    if os.fork() == 0:",
                    "        import time",
                    "        time.sleep(600)",
                    "    os._exit(0)",
                    "os.wait()")));
            assertThat(first.outcome()).as(first.message() + first.error()).isEqualTo(Outcome.SUCCESS);
            assertThat(first.diagnostics()).anySatisfy(d -> assertThat(d.message()).contains("background process"));
            ExecutionResult second = s.execute(ExecutionRequest.of(String.join("\n",
                    "import os",
                    "names = []",
                    "for p in os.listdir('/proc'):",
                    "    if p.isdigit():",
                    "        try:",
                    "            names.append(open('/proc/%s/cmdline' % p, 'rb').read().split(b'\\0')[0].decode())",
                    "        except OSError:",
                    "            pass",
                    "print(sorted(n for n in names if 'sleep' in n or n == 'python3'))")));
            assertThat(second.stdout()).doesNotContain("sleep");
        }
    }

    @Test
    void should_not_leak_files_or_state_across_sessions_and_one_shots() {
        try (Session a = executor.openSession(); Session b = executor.openSession()) {
            a.execute(ExecutionRequest.of("open('secret.txt', 'w').write('a')\nopen('/tmp/s', 'w').write('a')"));
            ExecutionResult r = b.execute(ExecutionRequest.of(
                    "import os\nprint(os.listdir('.'), os.path.exists('/tmp/s'))"));
            assertThat(r.stdout()).isEqualTo("[] False\n");
        }
        run("open('one.txt', 'w').write('x')");
        assertThat(run("import os\nprint(os.listdir('.'))").stdout()).isEqualTo("[]\n");
    }

    @Test
    void should_keep_proc_and_sys_read_only_when_code_writes_there() {
        ExecutionResult r = run(String.join("\n",
                "results = []",
                "for path in ['/proc/sysrq-trigger', '/sys/kernel/mm/transparent_hugepage/enabled',",
                "             '/proc/sys/kernel/hostname', '/sys/fs/cgroup/memory/memory.limit_in_bytes']:",
                "    try:",
                "        with open(path, 'w') as f:",
                "            f.write('1')",
                "        results.append('wrote ' + path)",
                "    except OSError:",
                "        pass",
                "try:",
                "    open('/proc/kcore', 'rb').read(1)",
                "    results.append('kcore')",
                "except OSError:",
                "    pass",
                "print(results)"));
        assertThat(r.outcome()).as(r.message() + r.error()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("[]\n");
    }
}
