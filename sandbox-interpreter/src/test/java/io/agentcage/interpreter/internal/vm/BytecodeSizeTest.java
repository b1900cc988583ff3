package io.agentcage.interpreter.internal.vm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * HotSpot does not JIT-compile a method with more than 8,000 bytes of bytecode ({@code -XX:+DontCompileHugeMethods},
 * the default): such a method runs in the bytecode interpreter, several times slower, without any warning. The VM's
 * instruction loop is one big method by design, so this test reads the compiled class files and fails while there
 * is still a margin: no interpreter method may pass {@value #MAX_BYTES} bytes.
 */
class BytecodeSizeTest {
    /** The budget: 8,000 bytes is HotSpot's limit; the rest is the margin for the next fast path. */
    static final int MAX_BYTES = 7_000;

    @Test
    void should_keep_the_hot_loop_under_the_budget_when_compiled() throws IOException {
        Map<String, Integer> vm = ClassFileMethods.codeLengths(Vm.class);
        Map<String, Integer> cold = ClassFileMethods.codeLengths(ColdInstructions.class);

        assertThat(vm.get("loop")).as("bytes of bytecode of Vm.loop").isNotNull().isBetween(1, MAX_BYTES);
        assertThat(cold.get("execute")).as("bytes of bytecode of ColdInstructions.execute").isNotNull()
                .isBetween(1, MAX_BYTES);
    }

    @Test
    void should_keep_every_interpreter_method_under_the_budget_when_compiled() throws Exception {
        Path classes = Path.of(Vm.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolve("io/agentcage/interpreter");
        List<String> tooBig = new ArrayList<>();
        List<Map.Entry<String, Integer>> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                try (InputStream in = Files.newInputStream(p)) {
                    for (Map.Entry<String, Integer> e : ClassFileMethods.codeLengths(in).entrySet()) {
                        String name = classes.relativize(p) + "." + e.getKey();
                        all.add(Map.entry(name, e.getValue()));
                        if (e.getValue() > MAX_BYTES) {
                            tooBig.add(name + " (" + e.getValue() + " bytes)");
                        }
                    }
                }
            }
        }
        all.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()));
        assertThat(all).as("methods found in " + classes).hasSizeGreaterThan(1000);
        assertThat(tooBig).as("methods over " + MAX_BYTES + " bytes of bytecode (largest: " + all.subList(0, 5)
                + "); split them, HotSpot stops compiling at 8,000").isEmpty();
    }

    @Test
    void should_read_the_code_length_when_given_a_known_method() throws IOException {
        // an empty static method is one byte of bytecode (return); a constructor calling super() is five
        Map<String, Integer> lengths = ClassFileMethods.codeLengths(Sample.class);

        assertThat(lengths).containsEntry("empty", 1).containsEntry("<init>", 5);
    }

    /** A class whose bytecode sizes are known. */
    static final class Sample {
        static void empty() {
        }
    }

    /** Reads method names and the length of their Code attribute from a class file (JVMS §4). */
    static final class ClassFileMethods {
        private ClassFileMethods() {
        }

        static Map<String, Integer> codeLengths(Class<?> c) throws IOException {
            String file = c.getName().substring(c.getName().lastIndexOf('.') + 1) + ".class";
            try (InputStream in = c.getResourceAsStream(file)) {
                if (in == null) {
                    throw new IOException("no class file for " + c.getName());
                }
                return codeLengths(in);
            }
        }

        /** Method name to bytes of bytecode; for overloads, the largest. */
        static Map<String, Integer> codeLengths(InputStream stream) throws IOException {
            DataInputStream in = new DataInputStream(stream);
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file");
            }
            in.readUnsignedShort(); // minor
            in.readUnsignedShort(); // major
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                    case 5, 6 -> {
                        in.readLong();
                        i++; // takes two slots
                    }
                    case 7, 8, 16, 19, 20 -> in.readUnsignedShort();
                    case 15 -> {
                        in.readUnsignedByte();
                        in.readUnsignedShort();
                    }
                    default -> throw new IOException("unknown constant pool tag " + tag);
                }
            }
            in.readUnsignedShort(); // access flags
            in.readUnsignedShort(); // this class
            in.readUnsignedShort(); // super class
            skip(in, in.readUnsignedShort() * 2L); // interfaces
            int fields = in.readUnsignedShort();
            for (int i = 0; i < fields; i++) {
                skip(in, 6);
                skipAttributes(in);
            }
            Map<String, Integer> out = new LinkedHashMap<>();
            int methods = in.readUnsignedShort();
            for (int i = 0; i < methods; i++) {
                in.readUnsignedShort(); // access flags
                String name = utf8[in.readUnsignedShort()];
                in.readUnsignedShort(); // descriptor
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attr = utf8[in.readUnsignedShort()];
                    long length = Integer.toUnsignedLong(in.readInt());
                    if (attr.equals("Code")) {
                        in.readUnsignedShort(); // max stack
                        in.readUnsignedShort(); // max locals
                        int codeLength = in.readInt();
                        out.merge(name, codeLength, Math::max);
                        skip(in, length - 8);
                    } else {
                        skip(in, length);
                    }
                }
            }
            return out;
        }

        private static void skipAttributes(DataInputStream in) throws IOException {
            int n = in.readUnsignedShort();
            for (int i = 0; i < n; i++) {
                in.readUnsignedShort();
                skip(in, Integer.toUnsignedLong(in.readInt()));
            }
        }

        private static void skip(DataInputStream in, long n) throws IOException {
            in.skipNBytes(n);
        }
    }
}
