package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;
import io.agentcage.ExecutionResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * bz2 and lzma cross the boundary both ways: what the interpreter compresses (bzip2, .xz with each check, .lzma),
 * CPython 3.11 decompresses; what CPython compresses, the interpreter decompresses, one-shot and through the
 * incremental decompressors. The compressed bytes differ (other encoders), the contents must not.
 */
class CompressionInteropTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture();

    private static final String WRITE = String.join("\n",
            "import bz2, lzma",
            "text = ''.join('line %d of the payload\\n' % i for i in range(3000)).encode()",
            "blobs = [bz2.compress(text, 9), bz2.compress(b'short', 1), bz2.compress(b''),",
            "         lzma.compress(text), lzma.compress(text, check=lzma.CHECK_SHA256),",
            "         lzma.compress(text, check=lzma.CHECK_NONE, preset=1), lzma.compress(b'abc', format=lzma.FORMAT_ALONE),",
            "         bz2.compress(b'one') + bz2.compress(b'two'), lzma.compress(b'x') + lzma.compress(b'y')]",
            "print(' '.join(b.hex() for b in blobs))",
            "");
    private static final String READ = String.join("\n",
            "import bz2, hashlib, lzma, sys",
            "blobs = [bytes.fromhex(h) for h in (sys.stdin.read() if not DATA else DATA).split()]",
            "for i, b in enumerate(blobs):",
            "    out = bz2.decompress(b) if b[:3] == b'BZh' else lzma.decompress(b)",
            "    d = bz2.BZ2Decompressor() if b[:3] == b'BZh' else lzma.LZMADecompressor()",
            "    piece = b''.join(d.decompress(b[j:j + 4096]) for j in range(0, len(b), 4096))",
            "    print(i, len(out), hashlib.sha256(out).hexdigest()[:16], out[:12], piece == out[:len(piece)], d.eof)",
            "");
    private static final String EXPECTED = String.join("\n",
            "0 73890 8b57211d0823903b b'line 0 of th' True True",
            "1 5 f9b0078b5df596d2 b'short' True True",
            "2 0 e3b0c44298fc1c14 b'' True True",
            "3 73890 8b57211d0823903b b'line 0 of th' True True",
            "4 73890 8b57211d0823903b b'line 0 of th' True True",
            "5 73890 8b57211d0823903b b'line 0 of th' True True",
            "6 3 ba7816bf8f01cfea b'abc' True True",
            "7 6 25b6746d5172ed63 b'onetwo' True True",
            "8 2 769a4e6d0003189c b'xy' True True",
            "");

    @Test
    void should_be_decompressed_by_cpython_when_the_interpreter_compressed() throws Exception {
        ExecutionResult made = EXECUTOR.run(WRITE);
        assertThat(made.isSuccess()).as(made.toString()).isTrue();
        assertThat(CPythonProcess.run("DATA = ''\n" + READ, made.stdout())).isEqualTo(EXPECTED);
    }

    @Test
    void should_decompress_what_cpython_compressed_when_the_streams_come_from_cpython() throws Exception {
        String made = CPythonProcess.run(WRITE, "");
        ExecutionResult read = EXECUTOR.run("DATA = '''" + made + "'''\n" + READ);
        assertThat(read.stdout()).as(read.toString()).isEqualTo(EXPECTED);
    }
}
