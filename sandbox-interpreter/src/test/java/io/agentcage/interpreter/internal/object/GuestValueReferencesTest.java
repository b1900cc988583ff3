package io.agentcage.interpreter.internal.object;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every kind of guest value shows the memory gauge what it keeps alive (ADR 0030): a value class with a field that
 * can hold guest values ({@code PyObject}s, arrays, Java collections, native state) declares {@code traverse} (or
 * is {@code Gauged}) at or below the class that declares the field, and a value holding an array, a collection or
 * a buffer declares {@code footprint}. A value that hides what it holds is memory the walk gives back while the
 * program still has it: the bug class of issue 23 (a {@code deque}'s ring, {@code re} match objects, reversed
 * iterators). Checked on the compiled classes, so a new native type cannot forget it; the few fields that hold no
 * execution's memory are listed below with the reason.
 */
class GuestValueReferencesTest {
    private static final String ROOT = "io.agentcage.interpreter";
    private static final String PY_OBJECT = PyObject.class.getName();

    /** Field types that never hold an execution's memory. */
    private static final Set<String> NOT_MEMORY = Set.of(
            String.class.getName(),
            // types: builtin ones are immortal; a guest class is reached from its module or, for instances of
            // guest subclasses of builtin types, by the gauge itself
            PyType.class.getName(),
            // the execution's own state and the shared compiled code of its program
            Interp.class.getName(), Code.class.getName(),
            java.math.BigInteger.class.getName(), Integer.class.getName(), Long.class.getName(),
            Double.class.getName(), Boolean.class.getName());

    /** Fields checked by hand, with why they need no traversal. */
    private static final Map<String, String> EXEMPT = Map.ofEntries(
            Map.entry("PyBuiltin.fn", "the builtin's Java code"),
            Map.entry("PyBuiltin.fixed", "the builtin's array-free Java code (ADR 0061)"),
            Map.entry("PyBytes.exports", "a count of exported buffers"),
            Map.entry("PyStr.buf", "an append buffer, counted by the gauge through sharedBuffer()"),
            Map.entry("PyInstance.nativeState", "counted by the gauge when Gauged (deque rings, random engines)"),
            Map.entry("PyDescriptor.kind", "an enum"),
            Map.entry("PyFunction.globalCache", "per-function lookup caches, counted by PyFunction.footprint"),
            Map.entry("PyType.layout", "the type's slot layout"),
            Map.entry("PyType.slots", "names of __slots__ (strings of the class body)"),
            Map.entry("PyType.lazyCopier", "the module template's copier"),
            Map.entry("MatchObject.m", "the match's spans, counted by MatchObject.footprint"),
            Map.entry("PatternObject.regex", "compiled regexes are kept in a JVM-wide cache of 512"),
            Map.entry("Hash.md", "digest state, counted by Hash.footprint"),
            Map.entry("Hash.blake", "digest state, counted by Hash.footprint"),
            Map.entry("RandomObject.engine", "generator state, counted by RandomObject.footprint"),
            Map.entry("FileObject.ws", "the execution's workspace, charged by its own file limit"),
            Map.entry("Stream.compressor", "counted by the stream's gauge"),
            Map.entry("Stream.decompressor", "counted by the stream's gauge"),
            Map.entry("Stream.fresh", "a factory of the JDK's codec"),
            Map.entry("Stream.calls", "counted by the stream's gauge"),
            Map.entry("StdStream.type", "sys.stdout and sys.stderr are shared singletons"),
            Map.entry("IntFlagValue.flags", "a native flag type's members and names (re.RegexFlag), made at start-up and"
                    + " shared by every execution"),
            Map.entry("RingIter.ring", "the deque's ring, counted through the deque it traverses"),
            Map.entry("JavaIter.it", "an iterator of the container it traverses"),
            Map.entry("PyTraceback.entries", "counted by PyTraceback.footprint; the entries are the exception's"),
            Map.entry("PyBaseException.traceback", "counted by PyBaseException.footprint"),
            Map.entry("PyGenerator.frame", "the gauge walks a generator's frame itself"),
            Map.entry("PyModule.dict", "PyObject.traverse passes instanceDict(), the module's namespace"),
            Map.entry("PyModule.nativeState", "one per module and execution (random's hidden generator)"),
            hostCall("function"), hostCall("arguments"), hostCall("result"), hostCall("failure"), hostCall("future"),
            Map.entry("DocString.doc", "a docstring constant of compiled code"),
            subclassDict("IntSub"), subclassDict("FloatSub"), subclassDict("ComplexSub"), subclassDict("StrSub"),
            subclassDict("BytesSub"), subclassDict("TupleSub"), subclassDict("ListSub"), subclassDict("DictSub"),
            subclassDict("SetSub"));

    private static JavaClasses main;

    private static Map.Entry<String, String> hostCall(String field) {
        return Map.entry("HostCall." + field, "a host function call's plain Java data: the application's, not guest"
                + " values");
    }

    private static Map.Entry<String, String> subclassDict(String cls) {
        return Map.entry(cls + ".dict", "the gauge walks the dict of an instance of a guest subclass (guestClass)");
    }

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void should_traverse_every_field_that_can_hold_guest_values_when_a_value_class_declares_one() {
        List<String> missing = new ArrayList<>();
        for (JavaClass c : main) {
            if (!c.isAssignableTo(PY_OBJECT) || c.getName().equals(PY_OBJECT) || c.isInterface()
                    || c.getModifiers().contains(JavaModifier.ABSTRACT)) {
                continue;
            }
            List<JavaClass> path = new ArrayList<>();
            for (JavaClass k = c; !k.getName().equals(PY_OBJECT); k = k.getRawSuperclass().orElseThrow()) {
                path.add(k);
                for (JavaField f : k.getFields()) {
                    String why = check(c, path, f);
                    if (why != null) {
                        missing.add(why);
                    }
                }
            }
        }
        assertThat(missing).as("value classes that hide what they hold from the memory gauge").isEmpty();
    }

    /** Why field {@code f} of the last class of {@code path} is not covered, or null when it is. */
    private static String check(JavaClass c, List<JavaClass> path, JavaField f) {
        if (f.getModifiers().contains(JavaModifier.STATIC) || f.getRawType().isPrimitive()) {
            return null;
        }
        String name = f.getOwner().getSimpleName() + "." + f.getName();
        JavaClass type = f.getRawType();
        if (EXEMPT.containsKey(name) || NOT_MEMORY.contains(type.getName()) || type.isEnum()) {
            return null;
        }
        if (type.isArray() && type.getComponentType().isPrimitive()) {
            return declares(path, "footprint") || declares(path, "gauge") ? null : c.getName() + ": field " + name
                    + " (" + type.getSimpleName() + ") but no footprint() at or below " + f.getOwner().getSimpleName();
        }
        if (type.getPackageName().equals("java.io")) {
            // a buffer: bytes, no guest values
            return declares(path, "footprint") || declares(path, "gauge") ? null : c.getName() + ": field " + name
                    + " (" + type.getSimpleName() + ") but no footprint() at or below " + f.getOwner().getSimpleName();
        }
        boolean holdsValues = type.isAssignableTo(PY_OBJECT) || type.isArray()
                || type.getName().equals("java.lang.Object") || type.isAssignableTo(Iterable.class)
                || type.isAssignableTo(Map.class) || type.isAssignableTo(java.util.Iterator.class)
                || type.isAssignableTo(Gauged.class) || type.getPackageName().startsWith(ROOT);
        if (!holdsValues) {
            return c.getName() + ": field " + name + " of type " + type.getName()
                    + " (neither a guest value nor known to hold no memory: add it to NOT_MEMORY or EXEMPT)";
        }
        if (!declares(path, "traverse") && !declares(path, "gauge")) {
            return c.getName() + ": field " + name + " (" + type.getSimpleName() + ") but no traverse(Consumer) at or"
                    + " below " + f.getOwner().getSimpleName();
        }
        boolean sized = type.isArray() || type.isAssignableTo(Iterable.class) || type.isAssignableTo(Map.class);
        if (sized && !type.isAssignableTo(PY_OBJECT) && !declares(path, "footprint") && !declares(path, "gauge")) {
            return c.getName() + ": field " + name + " (" + type.getSimpleName() + ") but no footprint() at or below "
                    + f.getOwner().getSimpleName();
        }
        return null;
    }

    /** Whether a class of {@code path} (the value's class up to the field's owner) declares the method. */
    private static boolean declares(List<JavaClass> path, String method) {
        for (JavaClass k : path) {
            boolean found = method.equals("footprint") ? k.tryGetMethod(method).isPresent()
                    : k.tryGetMethod(method, Consumer.class).isPresent();
            if (found) {
                return true;
            }
        }
        return false;
    }
}
