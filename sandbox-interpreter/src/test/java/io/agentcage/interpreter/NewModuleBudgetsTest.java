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
    }
}
