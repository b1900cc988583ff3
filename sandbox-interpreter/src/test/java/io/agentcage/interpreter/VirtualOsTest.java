package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.Session;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The virtual OS layer over the workspace (os, pathlib, shutil, tempfile) where CPython cannot be the oracle: what
 * comes back in the result, the request's environment, the limits, sessions.
 */
class VirtualOsTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture(b -> b.maxFiles(64)
            .limits(ExecutionLimits.builder().fileBytes(4000).build()));

    private static Map<String, String> files(ExecutionResult r) {
        return r.files().stream().collect(Collectors.toMap(SandboxFile::path, SandboxFile::text));
    }

    @Test
    void should_return_files_written_through_os_pathlib_and_shutil_when_they_are_in_directories() {
        ExecutionResult r = EXECUTOR.run(String.join("\n",
                "import os, shutil, pathlib, tempfile",
                "os.makedirs('out/deep')",
                "pathlib.Path('out/deep/a.txt').write_text('from pathlib')",
                "shutil.copy('out/deep/a.txt', 'out/copy.txt')",
                "open('gone.txt', 'w').write('deleted later')",
                "os.remove('gone.txt')",
                "open('old.txt', 'w').write('renamed')",
                "os.rename('old.txt', 'out/new.txt')",
                "open(os.path.join(tempfile.gettempdir(), 'scratch.txt'), 'w').write('not returned')",
                "f = open('left-open.txt', 'w')",
                "f.write('never closed')"));
        assertThat(r.outcome()).as(r.toString()).isEqualTo(Outcome.SUCCESS);
        assertThat(files(r)).containsExactlyInAnyOrderEntriesOf(Map.of("out/deep/a.txt", "from pathlib",
                "out/copy.txt", "from pathlib", "out/new.txt", "renamed", "left-open.txt", "never closed"));
    }

    @Test
    void should_see_input_files_as_a_directory_tree_when_they_have_directories() {
        ExecutionResult r = EXECUTOR.execute(ExecutionRequest.builder(String.join("\n",
                        "import os",
                        "print(sorted((r, sorted(d), sorted(f)) for r, d, f in os.walk('.')))",
                        "print(os.path.isdir('data'), os.path.getsize('data/in/x.csv'))"))
                .inputFile(SandboxFile.ofText("data/in/x.csv", "a,b\n1,2\n"))
                .inputFile(SandboxFile.ofText("top.txt", "t")).build());
        assertThat(r.stdout()).isEqualTo("[('.', ['data'], ['top.txt']), ('./data', ['in'], []),"
                + " ('./data/in', [], ['x.csv'])]\nTrue 8\n");
        assertThat(r.files()).isEmpty();
    }

    @Test
    void should_expose_only_the_request_environment_when_reading_os_environ() {
        assertThat(System.getenv()).isNotEmpty();
        ExecutionResult r = EXECUTOR.execute(ExecutionRequest.builder(String.join("\n",
                "import os",
                "print(dict(os.environ), os.getenv('PATH'), os.path.expanduser('~'), os.path.expandvars('$API_MODE'))"))
                .env("API_MODE", "test").build());
        assertThat(r.stdout()).isEqualTo("{'API_MODE': 'test'} None /workspace test\n");
        assertThat(EXECUTOR.run("import os\nprint(len(os.environ))").stdout()).isEqualTo("0\n");
    }

    @Test
    void should_stop_with_the_files_limit_when_the_file_count_limit_is_reached() {
        ExecutionResult r = EXECUTOR.run("import os\nfor i in range(100):\n    os.mkdir('d%d' % i)");
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.FILES);
        assertThat(r.message()).contains("64 files and directories");
    }

    @Test
    void should_give_the_space_back_when_written_files_are_deleted() {
        ExecutionResult r = EXECUTOR.run(String.join("\n",
                "import os, shutil",
                "for i in range(20):",
                "    open('f', 'w').write('x' * 3000)",
                "    os.remove('f')",
                "print(shutil.disk_usage('.'))"));
        assertThat(r.stdout()).isEqualTo("usage(total=4000, used=0, free=4000)\n");
        ExecutionResult full = EXECUTOR.run("import shutil\nopen('a', 'w').write('x' * 3000)\nshutil.copy('a', 'b')");
        assertThat(full.limitExceeded()).contains(Limit.FILES);
        assertThat(full.message()).contains("file write limit of 4000 bytes");
    }

    @Test
    void should_keep_the_current_directory_and_files_when_a_session_goes_on() {
        try (Session s = EXECUTOR.openSession()) {
            ExecutionResult first = s.execute(ExecutionRequest.of(
                    "import os\nos.mkdir('work')\nos.chdir('work')\nopen('a.txt', 'w').write('1')"));
            assertThat(files(first)).containsExactly(Map.entry("work/a.txt", "1"));
            ExecutionResult second = s.execute(ExecutionRequest.of(
                    "import os\nprint(os.getcwd(), os.listdir())\nopen('b.txt', 'w').write('2')"));
            assertThat(second.stdout()).isEqualTo("/workspace/work ['a.txt']\n");
            assertThat(files(second)).containsExactly(Map.entry("work/b.txt", "2"));
        }
    }

    @Test
    void should_refuse_a_file_count_limit_when_it_is_not_positive() {
        assertThatThrownBy(() -> InterpreterExecutor.builder().maxFiles(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("maxFiles must be positive, got 0");
    }
}
