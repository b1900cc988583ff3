package io.agentcage.benchmarks;

import io.agentcage.interpreter.internal.compile.CompiledModules;
import io.agentcage.interpreter.internal.compile.Compiler;
import io.agentcage.interpreter.internal.object.Code;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The first import of standard modules in a fresh JVM (ADR 0064): compiling {@code json}, {@code collections} and
 * {@code dataclasses} from source against decoding the compiled copies the build put in the jar. Single-shot, one
 * call per fork, no warm-up: each measurement is the cold first call a new CLI process makes (the JIT has not
 * compiled the parser, the compiler or the decoder yet). Uses the interpreter's internal classes (not API).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 5, jvmArgsAppend = "-XX:TieredStopAtLevel=1")
public class ModuleCodeBenchmark {
    /** The modules a typical agent program imports. */
    static final String[] MODULES = {"json", "collections", "dataclasses"};
    private String[] sources;

    /** Reads the modules' sources (as an import does, before either path). */
    @Setup
    public void setUp() {
        sources = new String[MODULES.length];
        for (int i = 0; i < MODULES.length; i++) {
            sources[i] = source(MODULES[i]);
        }
    }

    static String source(String module) {
        String resource = "/io/agentcage/interpreter/internal/stdlib/py/" + module + ".py";
        try (InputStream in = Compiler.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parse and compile the three sources, cold. */
    @Benchmark
    public Code[] compile() {
        Code[] out = new Code[MODULES.length];
        for (int i = 0; i < MODULES.length; i++) {
            out[i] = Compiler.compileModule(sources[i], "<" + MODULES[i] + ">", false);
        }
        return out;
    }

    /** Read and decode the three compiled copies, cold (null would mean a missing copy: refused). */
    @Benchmark
    public Code[] decode() {
        Code[] out = new Code[MODULES.length];
        for (int i = 0; i < MODULES.length; i++) {
            out[i] = CompiledModules.find(sources[i], "<" + MODULES[i] + ">");
            if (out[i] == null) {
                throw new IllegalStateException("no compiled copy of " + MODULES[i]);
            }
        }
        return out;
    }
}
