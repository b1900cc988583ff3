package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the archive modules leave out says so in the error (ADR 0041): CPython would decrypt a ZIP member or read a
 * bzip2 member, the interpreter names what it does not support instead of failing obscurely. The differential
 * corpus covers the cases where the interpreter and CPython agree; these are the ones where they cannot.
 */
class ArchiveLimitsMessageTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture();

    private static final String ENCRYPTED = String.join("\n",
            "import io, struct, zipfile, zlib",
            "data, name = b'secret', b'e.txt'",
            "local = struct.pack('<4sHHHHHIIIHH', b'PK\\x03\\x04', 20, 1, 0, 0, 33, zlib.crc32(data), len(data),",
            "                    len(data), len(name), 0) + name + data",
            "central = struct.pack('<4sBBBBHHHHIIIHHHHHII', b'PK\\x01\\x02', 20, 3, 20, 0, 1, 0, 0, 33,",
            "                      zlib.crc32(data), len(data), len(data), len(name), 0, 0, 0, 0, 0, 0) + name",
            "end = struct.pack('<4sHHHHIIH', b'PK\\x05\\x06', 0, 0, 1, 1, len(central), len(local), 0)",
            "z = zipfile.ZipFile(io.BytesIO(local + central + end))",
            "");

    @Test
    void should_say_decryption_is_unsupported_when_a_password_is_given_for_an_encrypted_member() {
        ExecutionResult r = EXECUTOR.run(ENCRYPTED + "z.read('e.txt', pwd=b'pw')\n");
        assertThat(r.outcome()).isEqualTo(Outcome.PYTHON_ERROR);
        assertThat(r.error().orElseThrow().formatted()).contains("NotImplementedError: decrypting ZIP members"
                + " (traditional PKWARE encryption) is not supported by this interpreter");
        r = EXECUTOR.run(ENCRYPTED + "z.setpassword(b'pw')\nz.read('e.txt')\n");
        assertThat(r.error().orElseThrow().formatted()).contains("NotImplementedError: decrypting ZIP members");
    }

    @Test
    void should_name_the_unsupported_compression_when_a_zip_member_or_tar_uses_bzip2_or_lzma() {
        ExecutionResult r = EXECUTOR.run("import io, zipfile\nzipfile.ZipFile(io.BytesIO(), 'w', zipfile.ZIP_BZIP2)\n");
        assertThat(r.error().orElseThrow().formatted())
                .contains("NotImplementedError: bzip2-compressed ZIP members are not supported by this interpreter");
        r = EXECUTOR.run("import io, tarfile\ntarfile.open(fileobj=io.BytesIO(), mode='w:xz')\n");
        assertThat(r.error().orElseThrow().formatted()).contains("CompressionError: xz-compressed tar archives are"
                + " not supported by this interpreter; decompress with the lzma module and open the result");
    }

    @Test
    void should_refuse_raw_lzma_and_filter_chains_with_a_message_when_asked() {
        ExecutionResult r = EXECUTOR.run("import lzma\nlzma.compress(b'x', filters=[{'id': lzma.FILTER_LZMA2}])\n");
        assertThat(r.error().orElseThrow().formatted())
                .contains("LZMAError: custom filter chains are not supported by this interpreter (use preset)");
        r = EXECUTOR.run("import lzma\nlzma.decompress(b'x', format=lzma.FORMAT_RAW, filters=[{'id': 33}])\n");
        assertThat(r.error().orElseThrow().formatted())
                .contains("LZMAError: FORMAT_RAW is not supported by this interpreter");
    }
}
