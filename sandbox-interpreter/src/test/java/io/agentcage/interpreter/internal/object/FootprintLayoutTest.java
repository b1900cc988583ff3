package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.ClassLayout;

/**
 * The memory cost model ({@link Footprint}) is the JVM's real layout of the interpreter's values: each constant is
 * the instance size JOL reads from the class on this JVM (compressed oops and class pointers, the default below
 * 32 GiB of heap). A field added to a value class changes its size; this test then names the constant to update,
 * so the charges and the walk keep counting what the heap holds.
 */
class FootprintLayoutTest {
    @BeforeAll
    static void compressedReferences() {
        HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        assumeTrue(vm.getVMOption("UseCompressedOops").getValue().equals("true")
                && vm.getVMOption("UseCompressedClassPointers").getValue().equals("true"),
                "the model is for compressed references (heaps below 32 GiB)");
    }

    private static long size(Class<?> c) {
        return ClassLayout.parseClass(c).instanceSize();
    }

    private static long size(String className) throws ClassNotFoundException {
        return size(Class.forName(className, false, FootprintLayoutTest.class.getClassLoader()));
    }

    @Test
    void should_match_the_jvm_layout_when_a_value_is_a_leaf() {
        assertThat(Footprint.FLOAT).as("PyFloat").isEqualTo(size(PyFloat.class));
        assertThat(Footprint.INT).as("PyInt").isEqualTo(size(PyInt.class));
        assertThat(Footprint.STR).as("PyStr").isEqualTo(size(PyStr.class));
        assertThat(Footprint.BYTES).as("PyBytes").isEqualTo(size(PyBytes.class));
        assertThat(Footprint.JAVA_STRING).as("String").isEqualTo(size(String.class));
        assertThat(Footprint.STRING_BUILDER).as("StringBuilder").isEqualTo(size(StringBuilder.class));
        assertThat(Footprint.BIG_INTEGER).as("BigInteger").isEqualTo(size(BigInteger.class));
    }

    @Test
    void should_match_the_jvm_layout_when_a_value_is_a_container() throws Exception {
        assertThat(Footprint.LIST).as("PyList").isEqualTo(size(PyList.class));
        assertThat(Footprint.TUPLE).as("PyTuple").isEqualTo(size(PyTuple.class));
        assertThat(Footprint.DICT).as("PyDict and its DictMap").isEqualTo(size(PyDict.class) + size(DictMap.class));
        assertThat(Footprint.DICT_ENTRY).as("a LinkedHashMap entry").isEqualTo(size(LinkedHashMap.class.getName()
                + "$Entry"));
        assertThat(Footprint.SET).as("PySet and its CpySet").isEqualTo(size(PySet.class) + size(CpySet.class));
        assertThat(Footprint.INSTANCE).as("PyInstance").isEqualTo(size(PyInstance.class));
        assertThat(Footprint.SHAPE).as("Shape").isEqualTo(size(Shape.class));
    }

    @Test
    void should_match_the_jvm_layout_when_a_value_is_code_or_state() throws Exception {
        assertThat(Footprint.FUNCTION).as("PyFunction").isEqualTo(size(PyFunction.class));
        assertThat(Footprint.CELL).as("PyCell").isEqualTo(size(PyCell.class));
        assertThat(Footprint.BOUND_METHOD).as("PyBoundMethod").isEqualTo(size(PyBoundMethod.class));
        assertThat(Footprint.EXCEPTION).as("PyBaseException").isEqualTo(size(PyBaseException.class));
        assertThat(Footprint.FRAME).as("vm.Frame").isEqualTo(size("io.agentcage.interpreter.internal.vm.Frame"));
        String vm = "io.agentcage.interpreter.internal.vm.";
        long core = size(vm + "GenCore");
        assertThat(Footprint.GENERATOR).as("vm.PyGenerator and its GenCore").isEqualTo(size(vm + "PyGenerator") + core);
        assertThat(Footprint.COROUTINE).as("vm.PyCoroutine and its GenCore").isEqualTo(size(vm + "PyCoroutine") + core);
        assertThat(Footprint.ASYNC_GENERATOR).as("vm.PyAsyncGenerator and its GenCore")
                .isEqualTo(size(vm + "PyAsyncGenerator") + core);
        // a value with two references of its own (a bound method: self and function) is the small object
        assertThat(Footprint.SMALL_OBJECT).as("a value with two references").isEqualTo(size(PyBoundMethod.class));
    }

    @Test
    void should_match_the_jvm_layout_when_an_array_is_counted() {
        assertThat(Footprint.HEADER + Footprint.REF).as("an object with one reference")
                .isEqualTo(ClassLayout.parseClass(PyModule.class).headerSize() + Footprint.REF);
        for (int n : new int[] {0, 1, 2, 3, 7, 100}) {
            assertThat(Footprint.refArray(n)).as("Object[" + n + "]")
                    .isEqualTo(ClassLayout.parseInstance(new Object[n]).instanceSize());
            assertThat(Footprint.byteArray(n)).as("byte[" + n + "]")
                    .isEqualTo(ClassLayout.parseInstance(new byte[n]).instanceSize());
            assertThat(Footprint.intArray(n)).as("int[" + n + "]")
                    .isEqualTo(ClassLayout.parseInstance(new int[n]).instanceSize());
            assertThat(Footprint.longArray(n)).as("long[" + n + "]")
                    .isEqualTo(ClassLayout.parseInstance(new long[n]).instanceSize());
        }
    }
}
