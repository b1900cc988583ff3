package io.agentcage.interpreter;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.ExecutionLimits;
import io.agentcage.ExecutionResult;
import io.agentcage.Limit;
import io.agentcage.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The memory and step budgets hold for the modules of issue 19: a loop that keeps what these modules make ends in
 * the execution's limit (memory or steps, files for the workspace; the timeout on a loaded machine), never in a
 * host error such as an OutOfMemoryError.
 */
class NewModuleBudgetsTest {
    @RegisterExtension
    static final InterpreterFixture EXECUTOR = new InterpreterFixture(b -> b);

    private static final ExecutionLimits SMALL = ExecutionLimits.requestBuilder().memoryBytes(16L << 20)
            .maxSteps(5_000_000).build();

    private static void endsInLimit(String code) {
        ExecutionResult r = EXECUTOR.run(code, SMALL);
        // a loaded machine may reach the timeout before the step budget: that is a limit too, never a host error
        assertThat(r.outcome()).as(code + "\n" + r).isIn(Outcome.LIMIT_EXCEEDED, Outcome.TIMEOUT);
        assertThat(r.limitExceeded().orElseThrow()).as(code).isIn(Limit.MEMORY, Limit.STEPS, Limit.FILES, Limit.TIME);
    }

    @Test
    void should_end_in_a_limit_when_a_loop_keeps_what_the_new_modules_make() {
        endsInLimit("import xml.etree.ElementTree as ET\nkeep = []\nwhile True:\n"
                + "    keep.append(ET.fromstring('<a b=\"1\"><c>' + 'x' * 200 + '</c></a>'))\n");
        endsInLimit("import xml.etree.ElementTree as ET\nr = ET.Element('r')\nwhile True:\n"
                + "    ET.SubElement(r, 'e', k='v').text = 'y' * 100\n");
        endsInLimit("import tomllib\nkeep = []\nwhile True:\n    keep.append(tomllib.loads('a = [1, 2, 3]\\nb = \"s\"'))\n");
        endsInLimit("import inspect\nkeep = []\nwhile True:\n    keep.append(inspect.signature(lambda a, b=1: 0))\n");
        endsInLimit("import logging, io\ns = io.StringIO()\nlogging.basicConfig(stream=s)\n"
                + "while True:\n    logging.error('message %s', 'x' * 100)\n");
        endsInLimit("import queue\nq = queue.Queue()\nwhile True:\n    q.put('x' * 100)\n");
        endsInLimit("import urllib.parse as p\nkeep = []\nwhile True:\n"
                + "    keep.append(p.urlparse('http://h/p?q=' + p.quote('a b' * 20)))\n");
        endsInLimit("import pathlib\ni = 0\nwhile True:\n    pathlib.Path('f%d' % i).write_text('x' * 1000)\n    i += 1\n");
        endsInLimit("import os\nkeep = []\nos.makedirs('d/e')\nwhile True:\n    keep.append(list(os.walk('.')))\n");
        endsInLimit("import html.parser\nkeep = []\nclass P(html.parser.HTMLParser):\n"
                + "    def handle_data(self, d):\n        keep.append(d)\nwhile True:\n    P().feed('<p>' + 'x' * 100 + '</p>')\n");
        endsInLimit("import configparser\nkeep = []\nwhile True:\n    c = configparser.ConfigParser()\n"
                + "    c.read_string('[s]\\na = 1\\nb = %(a)s-' + 'x' * 100)\n    keep.append((c, c.get('s', 'b')))\n");
        endsInLimit("import gzip\nkeep = []\nwhile True:\n    keep.append(gzip.decompress(gzip.compress(b'x' * 1000)))\n");
        endsInLimit("import zipfile, io\nb = io.BytesIO()\nz = zipfile.ZipFile(b, 'w', zipfile.ZIP_DEFLATED)\n"
                + "i = 0\nwhile True:\n    z.writestr('m%d' % i, 'y' * 500)\n    i += 1\n");
        endsInLimit("import zipfile, io\nb = io.BytesIO()\nwith zipfile.ZipFile(b, 'w') as z:\n    z.writestr('a', 'x' * 1000)\n"
                + "keep = []\nwhile True:\n    keep.append(zipfile.ZipFile(b).read('a'))\n");
        endsInLimit("import tarfile, io\nb = io.BytesIO()\nt = tarfile.open(fileobj=b, mode='w')\ni = 0\n"
                + "while True:\n    info = tarfile.TarInfo('m%d' % i)\n    info.size = 500\n"
                + "    t.addfile(info, io.BytesIO(b'z' * 500))\n    i += 1\n");
        endsInLimit("import codecs\nkeep = []\nwhile True:\n    keep.append(codecs.encode('caf\\u00e9' * 50, 'utf-16'))\n");
        endsInLimit("import bz2\nkeep = []\nwhile True:\n    keep.append(bz2.decompress(bz2.compress(b'x' * 1000)))\n");
        endsInLimit("import lzma\nkeep = []\nwhile True:\n    keep.append(lzma.decompress(lzma.compress(b'x' * 1000)))\n");
        endsInLimit("import lzma\nkeep = []\nc = lzma.compress(b'y' * 5000, format=lzma.FORMAT_ALONE)\nwhile True:\n"
                + "    d = lzma.LZMADecompressor()\n    keep.append([d.decompress(c[i:i + 50]) for i in range(0, len(c), 50)])\n");
    }

    @Test
    void should_end_in_the_memory_limit_when_a_bzip2_or_xz_bomb_is_decompressed_at_once() {
        // 64 MiB of zeros in one bzip2 stream (built from 1 MiB runs without holding them) and an .xz stream whose
        // encoder is charged for its dictionary: both stop at the 16 MiB budget, never a host error
        ExecutionResult r = EXECUTOR.run("import bz2\nc = bz2.compress(bytes(1 << 20))\n"
                + "print(len(c) < 1000)\nbz2.decompress(c * 64)\n", SMALL);
        assertThat(r.stdout()).isEqualTo("True\n");
        assertThat(r.limitExceeded()).as(r.toString()).contains(Limit.MEMORY);
        r = EXECUTOR.run("import lzma\nlzma.compress(b'z' * (4 << 20), preset=9)\n", SMALL);
        assertThat(r.limitExceeded()).as(r.toString()).contains(Limit.MEMORY);
    }

    @Test
    void should_end_in_the_memory_limit_when_a_gzip_bomb_is_inflated_at_once() {
        // 64 MiB of zeros compress to about 64 KiB; inflating them under a 16 MiB budget must stop at the budget
        ExecutionResult r = EXECUTOR.run("import gzip, zlib\nc = zlib.compressobj(9, zlib.DEFLATED, 31)\n"
                + "z = bytes(1 << 20)\nbomb = b''.join([c.compress(z) for _ in range(64)] + [c.flush()])\n"
                + "print(len(bomb) < 200000)\ngzip.decompress(bomb)\n", SMALL);
        assertThat(r.stdout()).isEqualTo("True\n");
        assertThat(r.limitExceeded()).as(r.toString()).contains(Limit.MEMORY);
    }
}
