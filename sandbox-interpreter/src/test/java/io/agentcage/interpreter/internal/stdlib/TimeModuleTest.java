package io.agentcage.interpreter.internal.stdlib;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.interpreter.InterpreterFixture;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code time.sleep} is charged to the deadline, and the helper modules behind {@code time} and {@code datetime}
 * ({@code _clock}, {@code _timefmt}) stay out of guest code's reach.
 */
class TimeModuleTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(3)).build()));

    @Test
    void should_time_out_at_once_when_a_sleep_would_pass_the_deadline() {
        ExecutionResult r = EX.run("import time\nprint('before')\ntime.sleep(60)\nprint('after')");
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(r.limitExceeded()).contains(Limit.TIME);
        assertThat(r.stdout()).isEqualTo("before\n");
        // refused when the sleep starts (not waited out until the deadline): the reason names the sleep
        assertThat(r.message()).contains("time.sleep would pass the deadline");
    }

    @Test
    void should_sleep_for_real_when_the_sleep_ends_before_the_deadline() {
        ExecutionResult r = EX.run("import time\nt = time.monotonic()\ntime.sleep(0.2)\nprint(time.monotonic() - t >= 0.2)");
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("True\n");
    }

    @Test
    void should_time_out_when_many_short_sleeps_add_up_past_the_deadline() {
        ExecutionResult r = EX.run("import time\nwhile True:\n    time.sleep(0.5)");
        assertThat(r.outcome()).isEqualTo(Outcome.TIMEOUT);
    }

    @Test
    void should_refuse_helper_modules_when_guest_code_imports_them() {
        for (String helper : new String[] {"_clock", "_timefmt"}) {
            ExecutionResult r = EX.run("import time, datetime\nimport " + helper);
            assertThat(r.outcome()).as(helper).isEqualTo(Outcome.PYTHON_ERROR);
            assertRefused(r.error().orElseThrow().formatted(), helper);
        }
    }

    @Test
    void should_refuse_helper_modules_when_guest_code_poses_as_a_standard_module() {
        ExecutionResult r = EX.run("__name__ = 'time'\nimport time\nimport _clock");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertRefused(r.error().orElseThrow().formatted(), "_clock");
    }

    /** A helper module does not exist for guest code: no such module, and the list of modules does not name it. */
    private static void assertRefused(String traceback, String helper) {
        assertThat(traceback).contains("ModuleNotFoundError: No module named '" + helper + "'");
        assertThat(traceback.substring(traceback.indexOf("ModuleNotFoundError") + 40))
                .doesNotContain(" " + helper + ",").doesNotContain(" " + helper + "\n");
    }

    @Test
    void should_import_datetime_when_the_modules_it_uses_are_not_allowed() {
        try (InterpreterExecutor ex = InterpreterExecutor.builder()
                .allowedModules(java.util.Set.of("datetime"))
                .build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of(
                    "import datetime\nprint(datetime.date(2024, 1, 2).strftime('%d %b'))\nimport time"));
            assertThat(r.stdout()).isEqualTo("02 Jan\n");
            assertThat(r.error().orElseThrow().formatted()).contains("import of 'time' is not allowed");
            // datetime loaded re for its strptime; guest code still may not import it
            ExecutionResult re = ex.execute(ExecutionRequest.of(
                    "import datetime\ndatetime.datetime.strptime('2024', '%Y')\nimport re"));
            assertThat(re.error().orElseThrow().formatted()).contains("import of 're' is not allowed");
        }
    }
}
