package io.agentcage.interpreter.internal.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.TraceFrame;
import io.agentcage.interpreter.InterpreterExecutor;
import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;
import io.agentcage.interpreter.internal.stdlib.PythonModule;
import io.agentcage.interpreter.internal.stdlib.StandardModules;
import io.agentcage.interpreter.internal.vm.Vm;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/**
 * The standard modules' code compiled at build time (ADR 0064): decoded, it is the code a fresh compile makes; it
 * is used only for the source it was made from; a damaged file is never more than a compile.
 */
class CompiledModulesTest {

    private static List<PythonModule> modules() {
        List<PythonModule> all = new ArrayList<>(StandardModules.python());
        all.addAll(StandardModules.helperSources());
        return all;
    }

    private static byte[] file(String name) throws IOException {
        try (InputStream in = CompiledModules.class.getResourceAsStream(CompiledModules.DIRECTORY + name + ".code")) {
            assertThat(in).as("compiled file of " + name).isNotNull();
            return in.readAllBytes();
        }
    }

    @Test
    void should_decode_the_code_a_fresh_compile_makes_when_any_standard_module_is_read() {
        List<PythonModule> all = modules();
        assertThat(all).hasSizeGreaterThan(70);
        for (PythonModule pm : all) {
            String filename = "<" + pm.name() + ">";
            Code decoded = CompiledModules.find(pm.source(), filename);
            assertThat(decoded).as("compiled code of " + pm.name()).isNotNull();
            CodeEquality.assertSame(decoded, Compiler.compileModule(pm.source(), filename, false));
        }
    }

    @Test
    void should_keep_floats_strings_ints_and_nesting_exactly_when_a_module_holds_them() throws Exception {
        String source = "a = (float('nan'), -0.0, 1e308, 5e-324)\nb = -0.0\nc = float('inf')\nd = 0.1\n"
                + "e = 'caf\u00e9 \ud83d\ude00 \ud800 \\x00'\nf = 2 ** 64\ng = -123456789012345678901234567890\n"
                + "h = -(2 ** 63)\ni = 9223372036854775807\nj = b'\\x00\\xff'\nk = (1, (2, ('x', None, ...)), True)\n"
                + "l = 3j\nm = ()\n"
                + "def f(x, /, y=1, *a, z, **kw):\n    '''doc'''\n    def g():\n        return x + y\n"
                + "    return [i for i in a if i]\n"
                + "class C:\n    def __m(self):\n        return __class__\n"
                + "async def co():\n    async for q in x:\n        yield q\n"
                + "match k:\n    case [1, *rest]:\n        pass\n    case {'a': 1, **r}:\n        pass\n"
                + "    case C(x=1):\n        pass\n"
                + "try:\n    pass\nexcept* ValueError:\n    pass\n";
        Code fresh = Compiler.compileModule(source, "<probe>", false);
        byte[] file = CodeWriter.module(fresh, source);
        Code decoded = CodeReader.module(file, source);
        CodeEquality.assertSame(decoded, Compiler.compileModule(source, "<probe>", false));
    }

    @Test
    void should_compile_the_source_when_it_is_not_the_one_the_file_was_made_from() {
        PythonModule bisect = StandardModules.python().stream().filter(m -> m.name().equals("bisect")).findFirst()
                .orElseThrow();
        String edited = bisect.source() + "\nEDITED_MARKER = 42\n";
        assertThat(CompiledModules.find(edited, "<bisect>")).isNull();
        String sameLength = bisect.source().replaceFirst("lo", "LO");
        assertThat(sameLength).hasSameSizeAs(bisect.source()).isNotEqualTo(bisect.source());
        assertThat(CompiledModules.find(sameLength, "<bisect>")).isNull();
        assertThat(CompiledModules.find(bisect.source(), "<json>")).isNull();
        assertThat(CompiledModules.find(bisect.source(), "<no_such_module>")).isNull();
        Code code = Vm.moduleCode(edited, "<bisect>");
        assertThat(Arrays.stream(code.names).map(PyStr::value)).contains("EDITED_MARKER");
    }

    @Test
    void should_show_the_standard_modules_lines_when_a_traceback_passes_through_them() {
        try (InterpreterExecutor ex = InterpreterExecutor.builder().build()) {
            ExecutionResult r = ex.execute(ExecutionRequest.of("import statistics, json\n"
                    + "try:\n    statistics.mean([])\nexcept Exception:\n    pass\njson.loads('{bad')\n"));
            List<TraceFrame> frames = r.error().orElseThrow().traceback();
            assertThat(frames).extracting(TraceFrame::file).containsExactly("<string>", "<json>", "<json>", "<json>");
            String json = modules().stream().filter(m -> m.name().equals("json")).findFirst().orElseThrow().source();
            String[] lines = json.split("\n", -1);
            assertThat(lines[frames.get(1).line() - 1]).contains("return _default_decoder.decode(s)");
            assertThat(lines[frames.get(2).line() - 1]).contains("self.raw_decode(s, idx=");
            assertThat(lines[frames.get(3).line() - 1]).contains("return _json.scan(");
            ExecutionResult mean = ex.execute(ExecutionRequest.of("import statistics\nstatistics.mean([])\n"));
            TraceFrame inside = mean.error().orElseThrow().traceback().get(1);
            String stats = modules().stream().filter(m -> m.name().equals("statistics")).findFirst().orElseThrow()
                    .source();
            assertThat(inside.file()).isEqualTo("<statistics>");
            assertThat(stats.split("\n", -1)[inside.line() - 1])
                    .contains("raise StatisticsError('mean requires at least one data point')");
        }
    }

    @Test
    void should_refuse_filenames_that_are_not_a_module_name_when_looking_up_a_file() {
        assertThat(CompiledModules.moduleName("<json.decoder>")).isEqualTo("json.decoder");
        for (String bad : List.of("json", "<>", "<../json>", "<json/x>", "<.json>", "<json.>", "<string>x",
                "bisect.py", "<a b>")) {
            assertThat(CompiledModules.moduleName(bad)).as(bad).isNull();
        }
    }

    @Test
    void should_fall_back_to_compiling_when_the_file_is_truncated_or_any_byte_is_damaged() throws IOException {
        PythonModule pm = StandardModules.python().stream().filter(m -> m.name().equals("bisect")).findFirst()
                .orElseThrow();
        byte[] good = file("bisect");
        assertThat(new CompiledModules(n -> good).code(pm.source(), "<bisect>")).isNotNull();
        for (int len = 0; len < good.length; len++) {
            byte[] cut = Arrays.copyOf(good, len);
            assertThat(new CompiledModules(n -> cut).code(pm.source(), "<bisect>")).as("cut at " + len).isNull();
        }
        byte[] longer = Arrays.copyOf(good, good.length + 1);
        assertThat(new CompiledModules(n -> longer).code(pm.source(), "<bisect>")).isNull();
        for (int i = 0; i < good.length; i++) {
            byte[] bad = good.clone();
            bad[i] ^= 0x10;
            assertThat(new CompiledModules(n -> bad).code(pm.source(), "<bisect>")).as("byte " + i).isNull();
        }
        assertThat(new CompiledModules(n -> {
            throw new IllegalStateException("unreadable");
        }).code(pm.source(), "<bisect>")).isNull();
    }

    @Test
    void should_throw_only_malformed_when_damaged_bytes_pass_the_crc() throws IOException {
        for (String name : List.of("bisect", "colorsys")) {
            String source = modules().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow().source();
            byte[] good = file(name);
            for (int mask : new int[] {0x01, 0x40, 0x80, 0xFF}) {
                for (int i = CodeFormat.HEADER; i < good.length; i++) {
                    byte[] bad = good.clone();
                    bad[i] ^= (byte) mask;
                    fixCrc(bad);
                    int at = i;
                    assertThatCode(() -> {
                        try {
                            CodeReader.module(bad, source);
                        } catch (CodeReader.Malformed expected) {
                            // refused with a reason: the caller compiles
                        }
                    }).as(name + " byte " + at + " ^ " + mask).doesNotThrowAnyException();
                }
            }
        }
    }

    private static void fixCrc(byte[] file) {
        CRC32 crc = new CRC32();
        crc.update(file, CodeFormat.HEADER, file.length - CodeFormat.HEADER);
        long c = crc.getValue();
        for (int i = 0; i < 4; i++) {
            file[CodeFormat.MAGIC.length + 1 + i] = (byte) (c >>> (24 - 8 * i));
        }
    }

    /** A deep comparison of two code trees, field by field (every field of {@link Code}, found by reflection). */
    static final class CodeEquality {
        private CodeEquality() {
        }

        static void assertSame(Code a, Code b) {
            compare(a, b, a.qualname);
        }

        private static void compare(Code a, Code b, String where) {
            for (java.lang.reflect.Field f : Code.class.getDeclaredFields()) {
                if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                Object x;
                Object y;
                try {
                    x = f.get(a);
                    y = f.get(b);
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
                String at = where + "." + f.getName();
                switch (f.getName()) {
                    case "consts":
                        consts((PyObject[]) x, (PyObject[]) y, at);
                        break;
                    case "names":
                    case "varnameStrs":
                        PyStr[] p = (PyStr[]) x;
                        PyStr[] q = (PyStr[]) y;
                        assertThat(p).as(at).hasSameSizeAs(q);
                        for (int i = 0; i < p.length; i++) {
                            assertThat(p[i]).as(at + "[" + i + "] (interned)").isSameAs(q[i]);
                        }
                        break;
                    case "positions":
                        for (int i = -1; i <= a.code.length; i++) {
                            assertThat(a.positions.at(i)).as(at + " of instruction " + i)
                                    .isEqualTo(b.positions.at(i));
                        }
                        break;
                    case "root":
                        assertThat(a.root() == a).as(at + " is itself").isEqualTo(b.root() == b);
                        assertThat(a.root().qualname).as(at).isEqualTo(b.root().qualname);
                        break;
                    default:
                        assertThat(x).as(at).isEqualTo(y);
                }
            }
        }

        private static void consts(PyObject[] a, PyObject[] b, String at) {
            assertThat(a).as(at).hasSameSizeAs(b);
            for (int i = 0; i < a.length; i++) {
                constant(a[i], b[i], at + "[" + i + "]");
            }
        }

        private static void constant(PyObject x, PyObject y, String at) {
            assertThat(x.getClass()).as(at).isEqualTo(y.getClass());
            if (x instanceof CodeConst cx) {
                compare(cx.code, ((CodeConst) y).code, cx.code.qualname);
            } else if (x instanceof DocString dx) {
                constant(dx.doc, ((DocString) y).doc, at + ".doc");
            } else if (x instanceof io.agentcage.interpreter.internal.object.PyTuple tx) {
                consts(tx.items, ((io.agentcage.interpreter.internal.object.PyTuple) y).items, at);
            } else if (x instanceof io.agentcage.interpreter.internal.object.PyFloat fx) {
                assertThat(Double.doubleToRawLongBits(fx.value)).as(at)
                        .isEqualTo(Double.doubleToRawLongBits(((io.agentcage.interpreter.internal.object.PyFloat) y).value));
            } else if (x instanceof io.agentcage.interpreter.internal.object.PyComplex cx) {
                var cy = (io.agentcage.interpreter.internal.object.PyComplex) y;
                assertThat(Double.doubleToRawLongBits(cx.real)).as(at).isEqualTo(Double.doubleToRawLongBits(cy.real));
                assertThat(Double.doubleToRawLongBits(cx.imag)).as(at).isEqualTo(Double.doubleToRawLongBits(cy.imag));
            } else if (x instanceof io.agentcage.interpreter.internal.object.PyInt ix) {
                assertThat(ix.toBig()).as(at).isEqualTo(((io.agentcage.interpreter.internal.object.PyInt) y).toBig());
                assertThat(ix.isCached()).as(at + " shared").isEqualTo(
                        ((io.agentcage.interpreter.internal.object.PyInt) y).isCached());
            } else if (x instanceof PyStr sx) {
                assertThat(sx.value()).as(at).isEqualTo(((PyStr) y).value());
            } else if (x instanceof io.agentcage.interpreter.internal.object.PyBytes bx) {
                assertThat(bx.bytes()).as(at).isEqualTo(((io.agentcage.interpreter.internal.object.PyBytes) y).bytes());
            } else if (x instanceof io.agentcage.interpreter.internal.object.PySlice sx) {
                var sy = (io.agentcage.interpreter.internal.object.PySlice) y;
                constant(sx.start, sy.start, at + ".start");
                constant(sx.stop, sy.stop, at + ".stop");
                constant(sx.step, sy.step, at + ".step");
            } else {
                assertThat(x).as(at + " (a singleton)").isSameAs(y);
            }
        }
    }
}
