package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agentcage.interpreter.internal.stdlib.Universe;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The builtin registry is built once by the bootstrap and then frozen: a registration after that would be seen by
 * some executions and not by others, so every way to register throws, and nothing is left half-registered.
 */
class RegistryFreezeTest {
    private static final NativeFunction NOTHING = (in, a, kw) -> PyNone.NONE;

    @BeforeAll
    static void bootstrap() {
        Universe.init();
    }

    @Test
    void should_be_frozen_when_the_bootstrap_has_run() {
        assertThat(Registry.isFrozen()).isTrue();
    }

    @Test
    void should_throw_when_a_method_is_registered_after_the_freeze() {
        assertThatThrownBy(() -> Registry.method(PyType.STR, "late_method", NOTHING))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("frozen").hasMessageContaining("str.late_method");
        assertThat(PyType.STR.lookup(PyStr.of("late_method"))).isNull();
    }

    @Test
    void should_throw_when_a_static_or_class_method_is_registered_after_the_freeze() {
        assertThatThrownBy(() -> Registry.staticMethod(PyType.INT, "late_static", NOTHING))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("int.late_static");
        assertThatThrownBy(() -> Registry.classMethod(PyType.INT, "late_class", NOTHING))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("int.late_class");
        assertThat(PyType.INT.lookup(PyStr.of("late_static"))).isNull();
        assertThat(PyType.INT.lookup(PyStr.of("late_class"))).isNull();
    }

    @Test
    void should_throw_when_a_constructor_is_registered_after_the_freeze() {
        PyType late = PyType.newBuiltin("Late", "late_module", null);

        assertThatThrownBy(() -> Registry.registerConstructor(late, NOTHING))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("constructor of 'Late'");
        assertThat(Registry.constructor(late)).isNull();
    }

    @Test
    void should_throw_when_a_builtin_type_is_given_an_attribute_after_the_freeze() {
        assertThatThrownBy(() -> PyType.LIST.define("late_attribute", PyNone.NONE))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("list.late_attribute");
        assertThat(PyType.LIST.lookup(PyStr.of("late_attribute"))).isNull();
    }

    @Test
    void should_define_the_attribute_when_the_type_belongs_to_one_execution() {
        // a type a module makes per import (sys.float_info's) is not shared, so it is not registration
        PyType own = new PyType("float_info", new PyType[] {PyType.TUPLE}, null, PyType.Layout.TUPLE);

        own.define("max", PyNone.NONE);

        assertThat(own.lookup(PyStr.of("max"))).isSameAs(PyNone.NONE);
    }
}
