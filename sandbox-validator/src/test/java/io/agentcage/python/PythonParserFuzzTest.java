package io.agentcage.python;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.agentcage.python.generate.Choices;
import io.agentcage.python.generate.ProgramGenerator;
import java.nio.charset.StandardCharsets;

/**
 * Jazzer target for the tokenizer and parser: whatever the input (raw bytes with a coding declaration, arbitrary
 * text, or a valid generated program with fuzzed text spliced in), parsing ends normally or with a
 * {@link PythonSyntaxError} that carries a position, and within a bounded time; a generated program without a
 * splice is valid Python and must parse. Kept inputs:
 * {@code src/test/resources/io/agentcage/python/PythonParserFuzzTestInputs/}.
 */
class PythonParserFuzzTest {
    /**
     * Parsing is linear: a 4 KiB input takes milliseconds. Only checked while fuzzing (scripts/fuzz.sh), where it
     * flags an input that makes the parser superlinear; replaying the kept inputs in the test suite asserts no wall
     * time, which a loaded machine could miss. The bound is loose, and the first input (class loading,
     * instrumentation) is not timed.
     */
    private static final long MAX_NANOS = 5_000_000_000L;
    private static final boolean FUZZING = System.getenv("JAZZER_FUZZ") != null;
    private static boolean warm;

    @FuzzTest(maxDuration = "30s")
    void should_end_with_a_module_or_a_syntax_error_when_parsing_any_input(FuzzedDataProvider data) {
        long start = System.nanoTime();
        switch (data.consumeInt(0, 3)) {
            case 0:
                parseBytes(data.consumeRemainingAsBytes());
                break;
            case 1:
                parse(data.consumeRemainingAsString());
                break;
            case 2:
                parseBytes(("# -*- coding: " + data.pickValue(new String[] {"latin-1", "utf-8", "cp1252",
                    "ascii", "utf-16", "koi8-r", "bogus"}) + " -*-\n").getBytes(StandardCharsets.US_ASCII),
                        data.consumeRemainingAsBytes());
                break;
            default:
                boolean splice = data.consumeBoolean();
                String fuzz = data.consumeString(64);
                String program = new ProgramGenerator(Choices.of(data)).program(12);
                if (!splice) {
                    // The generator writes valid Python 3.12 only: refusing it is a parser bug (it found one:
                    // a parenthesised assignment expression as the start of a slice).
                    PythonParser.parse(program, "<generated>");
                    break;
                }
                int at = Math.floorMod(fuzz.hashCode(), program.length());
                parse(program.substring(0, at) + fuzz + program.substring(at));
                break;
        }
        if (FUZZING && warm) {
            assertThat(System.nanoTime() - start).as("parse time in ns").isLessThan(MAX_NANOS);
        }
        warm = true;
    }

    private static void parse(String source) {
        try {
            PythonParser.parse(source, "<fuzz>");
        } catch (PythonSyntaxError e) {
            checkError(e);
        }
    }

    private static void parseBytes(byte[] head, byte[] tail) {
        byte[] all = new byte[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        parseBytes(all);
    }

    private static void parseBytes(byte[] source) {
        try {
            PythonParser.parse(source, "<fuzz>");
        } catch (PythonSyntaxError e) {
            checkError(e);
        }
    }

    private static void checkError(PythonSyntaxError e) {
        assertThat(e.line()).as("line of %s", e.getMessage()).isPositive();
        assertThat(e.column()).as("column of %s", e.getMessage()).isPositive();
        assertThat(e.getMessage()).isNotBlank();
    }
}
