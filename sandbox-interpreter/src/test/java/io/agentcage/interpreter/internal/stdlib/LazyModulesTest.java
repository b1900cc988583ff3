package io.agentcage.interpreter.internal.stdlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Standard modules are listed without being made, and made once, on first use (start-up, issue 25). */
class LazyModulesTest {

    @Test
    void should_make_a_native_module_once_on_first_use_when_it_is_listed() {
        List<String> made = new ArrayList<>();
        LazyNative lazy = new LazyNative("math", n -> {
            made.add(n);
            return new MathModule();
        });
        assertThat(lazy.name()).isEqualTo("math");
        assertThat(made).isEmpty();
        ModuleBuilder b = new ModuleBuilder("math");
        lazy.define(b);
        assertThat(lazy.immutable()).isEqualTo(new MathModule().immutable());
        lazy.define(new ModuleBuilder("math"));
        assertThat(made).containsExactly("math");
        assertThat(b.build().dict.size()).isGreaterThan(10);
    }

    @Test
    void should_refuse_a_factory_that_makes_another_module() {
        LazyNative wrong = new LazyNative("math", n -> new CmathModule());
        assertThatThrownBy(wrong::immutable).isInstanceOf(IllegalStateException.class)
                .hasMessage("native module math made cmath");
    }

    @Test
    void should_read_a_python_source_and_make_its_helper_once_when_first_asked() {
        AtomicInteger reads = new AtomicInteger();
        AtomicInteger helpers = new AtomicInteger();
        PythonModule pm = new PythonModule("heapq", () -> {
            reads.incrementAndGet();
            return StandardModules.read("heapq");
        }, () -> {
            helpers.incrementAndGet();
            return new HeapqHelper();
        });
        assertThat(reads.get() + helpers.get()).isZero();
        assertThat(pm.source()).contains("def ").isSameAs(pm.source());
        assertThat(pm.helper()).isSameAs(pm.helper());
        assertThat(reads).hasValue(1);
        assertThat(helpers).hasValue(1);
    }

    @Test
    void should_list_every_standard_module_with_its_name_and_a_readable_source() {
        for (NativeModule m : StandardModules.all()) {
            assertThat(((LazyNative) m).module().name()).isEqualTo(m.name());
        }
        for (NativeModule m : StandardModules.helperNatives()) {
            assertThat(((LazyNative) m).module().name()).isEqualTo(m.name());
        }
        for (PythonModule pm : StandardModules.python()) {
            assertThat(pm.source()).as(pm.name()).isNotEmpty();
            if (pm.helper() != null) {
                assertThat(pm.helper().name()).startsWith("_");
            }
        }
    }
}
