package io.agentcage.interpreter;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.agentcage.interpreter.internal.object.DictMap;
import io.agentcage.interpreter.internal.object.MemoryAccount;
import io.agentcage.interpreter.internal.object.PyList;
import io.agentcage.interpreter.internal.object.ProvenSet;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The interpreter's packages depend on each other one way (ADR 0013): the API on the executor plumbing, that on the
 * standard library, that on the VM, that on the compiler, that on the object model. Checked on the compiled main
 * classes, so fully qualified references count as much as imports.
 */
class ArchitectureTest {
    private static final String ROOT = "io.agentcage.interpreter";
    private static final String API = ROOT;
    private static final String RUN = ROOT + ".internal.run..";
    private static final String STDLIB = ROOT + ".internal.stdlib..";
    private static final String ALGORITHMS = ROOT + ".internal.algorithms..";
    private static final String VM = ROOT + ".internal.vm..";
    private static final String COMPILE = ROOT + ".internal.compile..";
    private static final String OBJECT = ROOT + ".internal.object..";

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void should_have_no_package_cycle_when_the_interpreter_is_compiled() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(main);
    }

    @Test
    void should_depend_only_downwards_when_a_layer_uses_another() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("api").definedBy(API)
                .layer("run").definedBy(RUN)
                .layer("stdlib").definedBy(STDLIB)
                .layer("algorithms").definedBy(ALGORITHMS)
                .layer("vm").definedBy(VM)
                .layer("compile").definedBy(COMPILE)
                .layer("object").definedBy(OBJECT)
                .whereLayer("api").mayNotBeAccessedByAnyLayer()
                .whereLayer("run").mayOnlyBeAccessedByLayers("api")
                .whereLayer("stdlib").mayOnlyBeAccessedByLayers("api", "run")
                .whereLayer("algorithms").mayOnlyBeAccessedByLayers("stdlib")
                .whereLayer("vm").mayOnlyBeAccessedByLayers("api", "run", "stdlib")
                .whereLayer("compile").mayOnlyBeAccessedByLayers("api", "run", "stdlib", "vm")
                .whereLayer("object").mayOnlyBeAccessedByLayers("api", "run", "stdlib", "algorithms", "vm", "compile")
                .check(main);
    }

    /**
     * The write barrier of the memory limit's proven set (ADR 0038) sees every write of a list's array: the array
     * and the size are private to {@code PyList}, whose methods apply the barrier.
     */
    @Test
    void should_keep_a_lists_array_private_when_the_write_barrier_guards_it() {
        fields().that().areDeclaredIn(PyList.class).should().bePrivate()
                .because("every write of a list's array must go through PyList's barrier (ADR 0038)")
                .check(main);
    }

    /**
     * Every write of a dict's map goes through a method {@code DictMap} overrides with the barrier: a change made
     * through a view of the map ({@code Map.Entry.setValue}, {@code Iterator.remove}) would bypass it, so the
     * interpreter makes none, and only the proven set and the map itself touch the map's proof mark.
     */
    @Test
    void should_change_maps_only_through_their_methods_when_the_write_barrier_guards_them() {
        noClasses().should().callMethod(Map.Entry.class, "setValue", Object.class)
                .orShould().callMethod(java.util.Iterator.class, "remove")
                .because("a dict's map changed through a view bypasses DictMap's write barrier (ADR 0038)")
                .check(main);
        noClasses().that().doNotBelongToAnyOf(DictMap.class, ProvenSet.class, MemoryAccount.class)
                .should().accessField(DictMap.class, "proofMark")
                .check(main);
    }

    @Test
    void should_override_every_mutator_when_a_dict_map_applies_the_write_barrier() {
        Set<String> mutators = Set.of("put", "putAll", "putIfAbsent", "remove", "replace", "replaceAll", "compute",
                "computeIfAbsent", "computeIfPresent", "merge", "clear");
        List<String> missing = new ArrayList<>();
        for (Method m : LinkedHashMap.class.getMethods()) {
            if (!mutators.contains(m.getName()) || Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            try {
                DictMap.class.getDeclaredMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(m.toString());
            }
        }
        assertThat(missing).as("LinkedHashMap mutators DictMap does not override (ADR 0038)").isEmpty();
    }

    @Test
    void should_place_every_class_in_a_layer_when_a_package_is_added() {
        classes().should().resideInAnyPackage(API, RUN, STDLIB, ALGORITHMS, VM, COMPILE, OBJECT)
                .because("a new interpreter package must be given its place in ArchitectureTest and ADR 0013")
                .check(main);
    }
}
