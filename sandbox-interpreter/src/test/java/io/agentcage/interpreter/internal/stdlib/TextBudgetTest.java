package io.agentcage.interpreter.internal.stdlib;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import io.agentcage.interpreter.InterpreterFixture;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The text and data modules (json, io, csv, pprint, textwrap, base64, binascii, hashlib, uuid, unicodedata, zlib) stop
 * on the step, time or memory budget when guest input makes them do huge work: a limit outcome or a Python
 * exception, never a host failure, a StackOverflowError or a hang.
 */
class TextBudgetTest {
    @RegisterExtension
    static final InterpreterFixture EX = new InterpreterFixture(b -> b
            .limits(ExecutionLimits.builder().timeout(Duration.ofSeconds(60)).memoryBytes(64L << 20).build()));

    private static ExecutionResult runWithSteps(String code, long steps) {
        return EX.execute(ExecutionRequest.builder(code)
                .limits(ExecutionLimits.requestBuilder().maxSteps(steps).build()).build());
    }

    @Test
    void should_stop_on_memory_when_a_decompression_bomb_expands() {
        // 128 MiB of zeros compresses to about 128 KiB; built from a compressobj so it never exists in the clear
        String bomb = "import zlib\nco = zlib.compressobj(9)\nchunk = bytes(1 << 20)\n"
                + "parts = [co.compress(chunk) for _ in range(128)]\nbomb = b''.join(parts) + co.flush()\n";
        ExecutionResult oneShot = EX.run(bomb + "print(len(zlib.decompress(bomb)))");
        assertThat(oneShot.limitExceeded()).as(oneShot.toString()).contains(Limit.MEMORY);
        ExecutionResult streamed = EX.run(bomb + "d = zlib.decompressobj()\nout = []\n"
                + "for i in range(0, len(bomb), 4096):\n    out.append(d.decompress(bomb[i:i + 4096]))\n");
        assertThat(streamed.limitExceeded()).as(streamed.toString()).contains(Limit.MEMORY);
        ExecutionResult limited = EX.run(bomb + "d = zlib.decompressobj()\nn = 0\ntail = bomb\n"
                + "while not d.eof:\n    n += len(d.decompress(tail, 1 << 20))\n    tail = d.unconsumed_tail\n"
                + "print(n)");
        assertThat(limited.stdout()).as(limited.toString()).isEqualTo((1L << 27) + "\n");
    }

    @Test
    void should_charge_steps_inside_scrypt() {
        ExecutionResult r = runWithSteps("import hashlib\nhashlib.scrypt(b'pw', salt=b's', n=2**14, r=8, p=1)", 10_000);
        assertThat(r.limitExceeded()).as(r.toString()).contains(Limit.STEPS);
    }

    @Test
    void should_count_native_zlib_state_against_the_memory_budget() {
        ExecutionResult r = EX.run("import zlib\nkeep = [zlib.compressobj() for _ in range(100_000)]");
        assertThat(r.limitExceeded()).as(r.toString()).contains(Limit.MEMORY);
    }

    @Test
    void should_stop_on_memory_when_json_output_outgrows_the_budget() {
        ExecutionResult r = EX.run("import json\nrow = ['x' * 1000] * 1000\nprint(len(json.dumps([row] * 1000)))");
        assertThat(r.outcome()).isEqualTo(Outcome.LIMIT_EXCEEDED);
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_stop_on_memory_when_a_json_indent_is_huge() {
        ExecutionResult r = EX.run("import json\nprint(len(json.dumps([[[[1]]]] * 100, indent=10**6)))");
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_charge_steps_when_encoding_and_decoding_json() {
        ExecutionResult enc = runWithSteps("import json\ns = json.dumps(list(range(10**6)))", 20_000);
        assertThat(enc.limitExceeded()).contains(Limit.STEPS);
        ExecutionResult dec = runWithSteps("import json\ns = '[' + '1,' * 10**6 + '1]'\njson.loads(s)", 20_000);
        assertThat(dec.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_raise_recursion_error_when_json_nesting_is_deep() {
        ExecutionResult r = EX.run("import json\nx = []\nfor i in range(10**5):\n    x = [x]\n"
                + "try:\n    json.dumps(x)\nexcept RecursionError as e:\n    print('dumps', e)\n"
                + "try:\n    json.loads('[' * 10**6)\nexcept RecursionError as e:\n    print('loads', e)\n"
                + "d = {}\nfor i in range(10**5):\n    d = {'k': d}\n"
                + "try:\n    json.dumps(d, indent=1, sort_keys=True)\nexcept RecursionError:\n    print('indent')\n");
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("dumps maximum recursion depth exceeded while encoding a JSON object\n"
                + "loads maximum recursion depth exceeded while decoding a JSON array from a unicode string\n"
                + "indent\n");
    }

    @Test
    void should_stop_when_a_json_default_hook_never_converges() {
        ExecutionResult r = EX.run("import json\nclass A: pass\njson.dumps(A(), default=lambda o: [A()])");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().type()).isEqualTo("RecursionError");
    }

    @Test
    void should_charge_steps_when_writing_a_stringio_in_a_loop() {
        ExecutionResult r = runWithSteps("import io\ns = io.StringIO()\nwhile True:\n    s.write('x' * 100)",
                50_000);
        assertThat(r.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_stop_on_memory_when_base64_of_huge_bytes_is_requested() {
        ExecutionResult r = EX.run("import base64\nb = b'x' * (60 * 2**20)\nprint(len(base64.b64encode(b)))");
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }

    @Test
    void should_charge_steps_when_hashing_and_encoding_in_loops() {
        ExecutionResult h = runWithSteps("import hashlib\nb = b'x' * 2**20\nh = hashlib.sha256()\n"
                + "while True:\n    h.update(b)", 50_000);
        assertThat(h.limitExceeded()).contains(Limit.STEPS);
        ExecutionResult c = runWithSteps("import binascii\nb = b'x' * 2**20\nwhile True:\n    binascii.crc32(b)",
                50_000);
        assertThat(c.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_raise_recursion_error_when_pprint_nesting_is_deep() {
        ExecutionResult r = EX.run("import pprint\nx = []\nfor i in range(10**5):\n    x = [x]\n"
                + "try:\n    pprint.pformat(x)\nexcept RecursionError:\n    print('RecursionError')");
        assertThat(r.outcome()).isEqualTo(Outcome.SUCCESS);
        assertThat(r.stdout()).isEqualTo("RecursionError\n");
    }

    @Test
    void should_charge_steps_when_reading_and_wrapping_huge_text() {
        ExecutionResult csv = runWithSteps("import csv\nrows = list(csv.reader(['a,b,c'] * 10**6))", 50_000);
        assertThat(csv.limitExceeded()).contains(Limit.STEPS);
        ExecutionResult tw = runWithSteps("import textwrap\ntextwrap.fill('word ' * 10**6, 40)", 50_000);
        assertThat(tw.limitExceeded()).contains(Limit.STEPS);
    }

    @Test
    void should_stop_on_memory_when_normalizing_huge_text() {
        ExecutionResult r = EX.run("import unicodedata\ns = '\\ufdfa' * (10 * 2**20)\n"
                + "print(len(unicodedata.normalize('NFKD', s)))");
        assertThat(r.limitExceeded()).contains(Limit.MEMORY);
    }
}
