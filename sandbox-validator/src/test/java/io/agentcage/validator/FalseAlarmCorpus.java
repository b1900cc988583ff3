package io.agentcage.validator;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The false-alarm corpus ({@code validator/false-alarms/*.py}): ordinary class-heavy programs that the
 * {@code standard} policy must accept on a runtime that is safe by construction. Shared with the interpreter's tests
 * through the test jar.
 */
public final class FalseAlarmCorpus {
    private FalseAlarmCorpus() {
    }

    /** The corpus files, from the index. */
    public static List<String> names() throws IOException {
        return read("INDEX").lines().filter(l -> !l.isBlank()).collect(Collectors.toList());
    }

    /** The text of a corpus file. */
    public static String read(String name) throws IOException {
        try (InputStream in = FalseAlarmCorpus.class.getResourceAsStream("/validator/false-alarms/" + name)) {
            if (in == null) {
                throw new IOException("no corpus file " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
