package io.agentcage.interpreter.internal.compile;

/**
 * The binary form of a compiled module ({@link CodeWriter}, {@link CodeReader}): what the build stores for each
 * standard module written in Python, so that a fresh process decodes its code instead of parsing and compiling the
 * source (start-up, ADR 0064).
 *
 * <p>Layout: the magic {@code "ACMC"}, a format version byte, the CRC-32 of everything after it (4 bytes, big
 * endian), then the source's length in chars and its {@linkplain #sourceHash hash} (8 bytes), the filename, and the
 * module's code tree. Numbers are LEB128 varints (signed ones zigzag-coded); strings go through a table of the
 * file: {@code 0} then the chars (a new string), or {@code k > 0} (the k-th string already read).
 */
final class CodeFormat {
    static final byte[] MAGIC = {'A', 'C', 'M', 'C'};
    /** Bumped whenever the layout below changes (a reader refuses other versions). */
    static final int VERSION = 1;
    /** Bytes before the CRC-covered part: the magic, the version, the CRC itself. */
    static final int HEADER = MAGIC.length + 1 + 4;

    // constant tags
    static final int NONE = 0;
    static final int ELLIPSIS = 1;
    static final int TRUE = 2;
    static final int FALSE = 3;
    static final int INT = 4;
    static final int BIG_INT = 5;
    static final int FLOAT = 6;
    static final int COMPLEX = 7;
    static final int STR = 8;
    static final int BYTES = 9;
    static final int TUPLE = 10;
    static final int CODE = 11;
    static final int DOC = 12;
    static final int SLICE = 13;
    static final int TYPE_LIST = 14;

    /** Positions kinds: none (no source lines), or the compiler's recorded node offsets. */
    static final int POSITIONS_NONE = 0;
    static final int POSITIONS_RECORDED = 1;

    /** How deep tuples and nested code may nest in a file (the compiler's own nesting is far below). */
    static final int MAX_DEPTH = 200;

    private CodeFormat() {
    }

    /**
     * A 64-bit FNV-1a hash of the source's chars: a file is used only for the source it was made from (an edited
     * module, or another module given the same name by the embedder, is compiled as usual). Not a defence against
     * a chosen collision, which would only make a program run the standard module's own code.
     */
    static long sourceHash(String source) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0, n = source.length(); i < n; i++) {
            h = (h ^ source.charAt(i)) * 0x100000001b3L;
        }
        return h;
    }
}
