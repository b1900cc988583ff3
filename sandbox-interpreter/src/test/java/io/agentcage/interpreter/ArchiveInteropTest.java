package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Archives cross the boundary both ways: what the interpreter's {@code gzip}, {@code zipfile} and {@code tarfile} write, CPython 3.11
 * ({@code python3} on this machine, the oracle of the differential suite) reads; what CPython writes, the interpreter
 * reads. The compressed bytes need not be identical, the contents and metadata must.
 */
class ArchiveInteropTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture();

    /** The members both sides write, and the listing both sides must print for them. */
    private static final String WRITE = String.join("\n",
            "with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:",
            "    z.writestr(zipfile.ZipInfo('dir/a.txt', (2024, 5, 6, 7, 8, 10)), 'alpha\\n' * 300,",
            "               compress_type=zipfile.ZIP_DEFLATED)",
            "    z.writestr(zipfile.ZipInfo('b.bin', (2023, 1, 2, 3, 4, 6)), bytes(range(256)))",
            "    z.writestr(zipfile.ZipInfo('caf\\u00e9.txt', (2022, 12, 31, 23, 59, 58)), 'unicode name')",
            "    z.mkdir('empty')",
            "    z.comment = b'made here'",
            "gz = gzip.compress(b'gzip payload ' * 500, mtime=1700000000)",
            "tb = io.BytesIO()",
            "with tarfile.open(fileobj=tb, mode='w:gz') as t:",
            "    for name, data in [('t/a.txt', b'tar member ' * 40), ('t/' + 'x' * 120, b'long'), ('t/caf\\u00e9', b'u')]:",
            "        info = tarfile.TarInfo(name)",
            "        info.size = len(data)",
            "        info.mtime = 1600000000",
            "        t.addfile(info, io.BytesIO(data))",
            "print(buf.getvalue().hex())",
            "print(gz.hex())",
            "print(tb.getvalue().hex())",
            "");
    private static final String READ = String.join("\n",
            "import gzip, io, sys, tarfile, zipfile",
            "zhex, ghex, thex = sys.stdin.read().split() if __name__ == '__main__' and not DATA else DATA.split()",
            "with zipfile.ZipFile(io.BytesIO(bytes.fromhex(zhex))) as z:",
            "    print(z.testzip(), z.comment)",
            "    for i in z.infolist():",
            "        print(i.filename, i.date_time, i.compress_type, i.file_size, i.CRC, i.is_dir(),"
                    + " hex(i.external_attr))",
            "        print(z.read(i)[:20], len(z.read(i)))",
            "g = gzip.GzipFile(fileobj=io.BytesIO(bytes.fromhex(ghex)))",
            "data = g.read()",
            "print(len(data), data[:26], g.mtime)",
            "with tarfile.open(fileobj=io.BytesIO(bytes.fromhex(thex))) as t:",
            "    for m in t:",
            "        print(m.name[:12], m.size, m.mtime, m.isfile(), t.extractfile(m).read()[:11])",
            "");
    private static final String EXPECTED = String.join("\n",
            "None b'made here'",
            "dir/a.txt (2024, 5, 6, 7, 8, 10) 8 1800 4069717640 False 0x1800000",
            "b'alpha\\nalpha\\nalpha\\nal' 1800",
            "b.bin (2023, 1, 2, 3, 4, 6) 0 256 688229491 False 0x1800000",
            "b'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08\\t\\n\\x0b\\x0c\\r\\x0e\\x0f\\x10\\x11\\x12\\x13' 256",
            "café.txt (2022, 12, 31, 23, 59, 58) 0 12 489674104 False 0x1800000",
            "b'unicode name' 12",
            "empty/ (1980, 1, 1, 0, 0, 0) 0 0 0 True 0x41ff0010",
            "b'' 0",
            "6500 b'gzip payload gzip payload ' 1700000000",
            "t/a.txt 440 1600000000 True b'tar member '",
            "t/xxxxxxxxxx 4 1600000000 True b'long'",
            "t/café 1 1600000000 True b'u'",
            "");

    @Test
    void should_be_read_by_cpython_when_the_interpreter_wrote_the_archives() throws Exception {
        ExecutionResult made = EXECUTOR.run("import gzip, io, tarfile, zipfile\nbuf = io.BytesIO()\n" + WRITE);
        assertThat(made.isSuccess()).as(made.toString()).isTrue();
        assertThat(CPythonProcess.run("DATA = ''\n" + READ, made.stdout())).isEqualTo(EXPECTED);
    }

    @Test
    void should_read_what_cpython_wrote_when_the_archives_come_from_cpython() throws Exception {
        String made = CPythonProcess.run("import gzip, io, tarfile, zipfile\nbuf = io.BytesIO()\n" + WRITE, "");
        ExecutionResult read = EXECUTOR.run("DATA = '''" + made + "'''\n" + READ);
        assertThat(read.stdout()).as(read.toString()).isEqualTo(EXPECTED);
    }
}
