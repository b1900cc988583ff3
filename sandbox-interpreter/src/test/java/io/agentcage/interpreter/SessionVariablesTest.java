package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.ExecutionRequest;
import io.agentcage.Outcome;
import io.agentcage.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Interpreter specifics of session variables: guest code never runs while the host reads a value. */
class SessionVariablesTest {

    @Test
    void should_read_the_builtin_data_of_guest_subclasses_without_running_their_methods() {
        try (InterpreterExecutor ex = InterpreterExecutor.create(); Session s = ex.openSession()) {
            assertThat(s.execute(ExecutionRequest.of(String.join("\n",
                    "class L(list):",
                    "    def __iter__(self):",
                    "        raise ValueError('guest code ran')",
                    "class D(dict):",
                    "    def items(self):",
                    "        raise ValueError('guest code ran')",
                    "    def __iter__(self):",
                    "        raise ValueError('guest code ran')",
                    "data = L([1, 2])",
                    "table = D(a=L([3]))"))).outcome()).isEqualTo(Outcome.SUCCESS);
            assertThat(s.getVariable("data")).isEqualTo(List.of(1L, 2L));
            assertThat(s.getVariable("table")).isEqualTo(Map.of("a", List.of(3L)));
        }
    }

    @Test
    void should_refuse_objects_and_cycles_with_a_message_naming_the_type() {
        try (InterpreterExecutor ex = InterpreterExecutor.create(); Session s = ex.openSession()) {
            s.execute(ExecutionRequest.of("class P:\n    pass\np = [P()]\nloop = []\nloop.append(loop)"));
            assertThatThrownBy(() -> s.getVariable("p")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'P'");
            assertThatThrownBy(() -> s.getVariable("loop")).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("nested too deeply");
            List<Object> cyclic = new ArrayList<>();
            cyclic.add(cyclic);
            assertThatThrownBy(() -> s.setVariable("c", cyclic)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("cyclic");
        }
    }

    @Test
    void should_hand_the_guest_a_copy_so_host_changes_do_not_leak_in() {
        try (InterpreterExecutor ex = InterpreterExecutor.create(); Session s = ex.openSession()) {
            List<Object> items = new ArrayList<>(List.of("a"));
            s.setVariable("items", items);
            items.add("b");
            s.execute(ExecutionRequest.of("items.append('c')"));
            assertThat(s.getVariable("items")).isEqualTo(List.of("a", "c"));
            assertThat(items).containsExactly("a", "b");
        }
    }
}
