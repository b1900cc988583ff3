package io.agentcage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CancellationTokenTest {

    @Test
    void should_run_each_action_once_on_the_cancelling_thread_when_cancelled() {
        CancellationToken t = CancellationToken.create();
        List<String> ran = new ArrayList<>();
        t.onCancel(() -> ran.add("a"));
        t.onCancel(() -> ran.add("b"));
        assertThat(t.cancel()).isTrue();
        assertThat(t.cancel()).isFalse();
        assertThat(ran).containsExactly("a", "b");
        assertThat(t.isCancelled()).isTrue();
        assertThat(t.pendingActions()).isZero();
    }

    @Test
    void should_run_an_action_at_once_when_registered_after_the_cancel() {
        CancellationToken t = CancellationToken.create();
        t.cancel();
        List<String> ran = new ArrayList<>();
        t.onCancel(() -> ran.add("late"));
        assertThat(ran).containsExactly("late");
    }

    @Test
    void should_forget_an_action_whose_registration_was_closed() {
        CancellationToken t = CancellationToken.create();
        List<String> ran = new ArrayList<>();
        CancellationToken.Registration r = t.onCancel(() -> ran.add("x"));
        r.close();
        r.close();
        assertThat(t.pendingActions()).isZero();
        t.cancel();
        assertThat(ran).isEmpty();
    }

    @Test
    void should_run_the_other_actions_when_one_throws() {
        CancellationToken t = CancellationToken.create();
        List<String> ran = new ArrayList<>();
        t.onCancel(() -> {
            throw new IllegalStateException("broken action");
        });
        t.onCancel(() -> ran.add("second"));
        t.cancel();
        assertThat(ran).containsExactly("second");
    }
}
