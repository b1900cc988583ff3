package io.agentcage.interpreter;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
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

    @Test
    void should_place_every_class_in_a_layer_when_a_package_is_added() {
        classes().should().resideInAnyPackage(API, RUN, STDLIB, ALGORITHMS, VM, COMPILE, OBJECT)
                .because("a new interpreter package must be given its place in ArchitectureTest and ADR 0013")
                .check(main);
    }
}
