package io.agentcage.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads source files (or {@code -} for standard input) with clear errors and a size cap. */
final class SourceFiles {
    /** Largest source accepted: 8 MiB. */
    static final long MAX_SOURCE_BYTES = 8L << 20;

    private SourceFiles() {
    }

    static String read(String name) {
        byte[] bytes;
        try {
            if (name.equals("-")) {
                bytes = readCapped(System.in, name);
            } else {
                Path p = Path.of(name);
                if (Files.isDirectory(p)) {
                    throw new UsageException(name + ": is a directory, expected a Python file");
                }
                if (Files.size(p) > MAX_SOURCE_BYTES) {
                    throw new UsageException(name + ": file is larger than " + (MAX_SOURCE_BYTES >> 20) + " MiB");
                }
                bytes = Files.readAllBytes(p);
            }
        } catch (NoSuchFileException e) {
            throw new UsageException(name + ": no such file");
        } catch (IOException e) {
            throw new UsageException(name + ": cannot read: " + e.getMessage());
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new UsageException(name + ": not valid UTF-8");
        }
    }

    private static byte[] readCapped(InputStream in, String name) throws IOException {
        byte[] bytes = in.readNBytes((int) MAX_SOURCE_BYTES + 1);
        if (bytes.length > MAX_SOURCE_BYTES) {
            throw new UsageException(name + ": input is larger than " + (MAX_SOURCE_BYTES >> 20) + " MiB");
        }
        return bytes;
    }
}
