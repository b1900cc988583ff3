package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import io.agentcage.SnapshotException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Durable sessions: a session saved with {@code Session.snapshot()} and restored by another executor (as another
 * JVM would) continues with its variables, functions, classes, instances, modules and files; restoring twice forks.
 */
class SessionSnapshotTest {
    private static final byte[] KEY = "session key of thirty-two bytes!".getBytes(StandardCharsets.UTF_8);

    private static InterpreterExecutor executor() {
        return InterpreterExecutor.builder().snapshotKey(KEY).build();
    }

    private static final String SETUP = "import collections, json, random, re\n"
            + "random.seed(3)\n"
            + "class Account:\n"
            + "    rate = 0.5\n"
            + "    def __init__(self, owner):\n"
            + "        self.owner = owner\n"
            + "        self.history = collections.deque(maxlen=3)\n"
            + "    def deposit(self, n):\n"
            + "        self.history.append(n)\n"
            + "        return sum(self.history)\n"
            + "def make_counter():\n"
            + "    count = 0\n"
            + "    def inc():\n"
            + "        nonlocal count\n"
            + "        count += 1\n"
            + "        return count\n"
            + "    return inc\n"
            + "acct = Account('ada')\n"
            + "acct.deposit(5)\n"
            + "counter = make_counter()\n"
            + "counter()\n"
            + "word = re.compile(r'[a-z]+')\n"
            + "totals = collections.Counter('banana')\n"
            + "shared = [1, 2]\n"
            + "pair = (shared, shared)\n"
            + "with open('notes.txt', 'w') as f:\n"
            + "    f.write('kept')\n";

    private static final String CONTINUE = "print(acct.deposit(7), acct.owner, Account.rate, counter(), counter())\n"
            + "print(word.findall('ab cd'), totals.most_common(1), json.dumps({'a': [1]}))\n"
            + "pair[0].append(3)\n"
            + "print(pair[1], round(random.random(), 6), open('notes.txt').read())\n";

    @Test
    void should_save_and_restore_a_session_that_imported_every_available_module() {
        byte[] saved;
        String expected;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            StringBuilder imports = new StringBuilder();
            for (String m : new java.util.TreeSet<>(ex.capabilities().modules())) {
                imports.append("import ").append(m).append('\n');
            }
            // a namedtuple's fields are native getters: they are saved by their index
            imports.append("P = collections.namedtuple('P', 'x y')\np = P(1, 2)\n");
            ExecutionResult setup = s.execute(ExecutionRequest.of(imports.toString()));
            assertThat(setup.outcome()).as(setup.message() + setup.error().map(e -> e.formatted()).orElse(""))
                    .isEqualTo(Outcome.SUCCESS);
            saved = s.snapshot();
            expected = s.execute(ExecutionRequest.of("print(sorted(k for k in globals() if not k.startswith('_')))"))
                    .stdout();
        }
        try (InterpreterExecutor other = executor(); Session restored = other.restoreSession(saved)) {
            assertThat(restored.execute(ExecutionRequest.of(
                    "print(sorted(k for k in globals() if not k.startswith('_')))")).stdout()).isEqualTo(expected);
            assertThat(restored.execute(ExecutionRequest.of("print(p.x, p.y, p._replace(x=5), P(3, 4).y)")).stdout())
                    .isEqualTo("1 2 P(x=5, y=2) 4\n");
        }
    }

    @Test
    void should_keep_the_raised_recursion_limit_and_sys_when_a_session_is_restored() {
        byte[] saved;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            // sys holds instances of its own tuple types (version_info): they are saved by name, not as values
            assertThat(s.execute(ExecutionRequest.of("import sys\nsys.setrecursionlimit(3000)\nv = sys.version_info\n"
                    + "def depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\n")).outcome())
                    .isEqualTo(Outcome.SUCCESS);
            saved = s.snapshot();
        }
        try (InterpreterExecutor other = executor(); Session restored = other.restoreSession(saved)) {
            ExecutionResult r = restored.execute(ExecutionRequest.of("print(sys.getrecursionlimit(), depth(2500),"
                    + " v.major, v is sys.version_info, sys.float_info.max > 1e300)"));
            assertThat(r.stdout()).isEqualTo("3000 2500 3 True True\n");
        }
        try (InterpreterExecutor other = executor(); Session fresh = other.openSession()) {
            // without the snapshot the default holds: the same recursion fails
            ExecutionResult r = fresh.execute(ExecutionRequest.of("def depth(n):\n"
                    + "    return 0 if n == 0 else 1 + depth(n - 1)\ndepth(2500)"));
            assertThat(r.error().orElseThrow().type()).isEqualTo("RecursionError");
        }
    }

    @Test
    void should_continue_a_restored_session_in_another_executor_as_the_original_would() {
        byte[] saved;
        String expected;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            assertThat(s.execute(ExecutionRequest.of(SETUP)).outcome()).isEqualTo(Outcome.SUCCESS);
            saved = s.snapshot();
            expected = s.execute(ExecutionRequest.of(CONTINUE)).stdout();
        }
        assertThat(expected).isEqualTo("12 ada 0.5 2 3\n['ab', 'cd'] [('a', 3)] {\"a\": [1]}\n[1, 2, 3] 0.237965"
                + " kept\n");
        try (InterpreterExecutor other = executor(); Session restored = other.restoreSession(saved)) {
            ExecutionResult r = restored.execute(ExecutionRequest.of(CONTINUE));
            assertThat(r.stdout()).as(r.error().map(e -> e.formatted()).orElse("")).isEqualTo(expected);
        }
    }

    @Test
    void should_keep_cached_functions_partials_and_key_wrappers_when_a_session_is_restored() {
        // lru_cache calls and cmp_to_key comparisons are native (_functools); their state is in ordinary attributes
        byte[] saved;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            assertThat(s.execute(ExecutionRequest.of("import functools\n@functools.lru_cache(maxsize=2)\n"
                    + "def sq(x):\n    return x * x\nsq(3); sq(4); sq(3)\nadd5 = functools.partial(lambda a, b: a + b, 5)\n"
                    + "K = functools.cmp_to_key(lambda a, b: b - a)\nk = K(1)\n")).outcome())
                    .isEqualTo(Outcome.SUCCESS);
            saved = s.snapshot();
        }
        try (InterpreterExecutor other = executor(); Session restored = other.restoreSession(saved)) {
            ExecutionResult r = restored.execute(ExecutionRequest.of("sq(3); sq(5)\nprint(sq.cache_info(), add5(2),"
                    + " sorted([1, 3, 2], key=K), k < K(2))"));
            assertThat(r.stdout()).isEqualTo("CacheInfo(hits=2, misses=3, maxsize=2, currsize=2) 7 [3, 2, 1] False\n");
        }
    }

    @Test
    void should_fork_into_independent_sessions_when_restored_twice() {
        byte[] saved;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            s.execute(ExecutionRequest.of("items = ['start']\n"));
            saved = s.snapshot();
        }
        try (InterpreterExecutor ex = executor(); Session a = ex.restoreSession(saved);
             Session b = ex.restoreSession(saved)) {
            a.execute(ExecutionRequest.of("items.append('a')\n"));
            b.execute(ExecutionRequest.of("items.append('b')\n"));
            assertThat(a.getVariable("items")).isEqualTo(java.util.List.of("start", "a"));
            assertThat(b.getVariable("items")).isEqualTo(java.util.List.of("start", "b"));
            assertThat(a.id()).isNotEqualTo(b.id());
        }
    }

    @Test
    void should_refuse_a_changed_or_foreign_session_snapshot() {
        byte[] saved;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            s.execute(ExecutionRequest.of("x = 1\n"));
            saved = s.snapshot();
        }
        byte[] changed = saved.clone();
        changed[changed.length - 40] ^= 0x20;
        try (InterpreterExecutor ex = executor()) {
            assertThatThrownBy(() -> ex.restoreSession(changed)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("altered");
        }
        try (InterpreterExecutor other = InterpreterExecutor.builder()
                .snapshotKey("a different key, thirty-two byte".getBytes(StandardCharsets.UTF_8)).build()) {
            assertThatThrownBy(() -> other.restoreSession(saved)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("another snapshot key");
        }
    }

    @Test
    void should_name_what_cannot_be_saved_and_leave_the_session_usable() {
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            s.execute(ExecutionRequest.of("import hashlib\nh = hashlib.sha256(b'x')\n"));
            assertThatThrownBy(s::snapshot).isInstanceOf(SnapshotException.class)
                    .hasMessageContaining("cannot save the session").hasMessageContaining("entry 'h'");
            s.execute(ExecutionRequest.of("digest = h.hexdigest()\ndel h\n"));
            assertThat(s.snapshot()).isNotEmpty();
        }
    }

    @Test
    void should_keep_open_and_closed_files_when_restored() {
        byte[] saved;
        try (InterpreterExecutor ex = executor(); Session s = ex.openSession()) {
            s.execute(ExecutionRequest.builder("f = open('data.txt')\nfirst = f.readline()\n"
                    + "with open('out.txt', 'w') as g:\n    g.write('done')\n")
                    .inputFile(SandboxFile.of("data.txt", "one\ntwo\n".getBytes(StandardCharsets.UTF_8))).build());
            saved = s.snapshot();
        }
        try (InterpreterExecutor ex = executor(); Session s = ex.restoreSession(saved)) {
            ExecutionResult r = s.execute(ExecutionRequest.of("print(repr(first), repr(f.readline()),"
                    + " open('out.txt').read())\ntry:\n    g.write('more')\nexcept ValueError as e:\n    print(e)\n"));
            assertThat(r.stdout()).isEqualTo("'one\\n' 'two\\n' done\nI/O operation on closed file.\n");
        }
    }
}
