package io.agentcage.python;

/**
 * Character properties as CPython 3.11 sees them, for code that must agree with it (the interpreter's
 * {@code str.isprintable} and {@code repr}, the validator's AST dump). Java 17 has Unicode 13.0, CPython 3.11 has
 * Unicode 14.0: the code points assigned in between are corrected for here.
 */
public final class PythonChars {
    private PythonChars() {
    }

    /**
     * Code point ranges (inclusive pairs) assigned in Unicode 14.0 (CPython 3.11's database) but not in Java 17's
     * Unicode 13.0; CPython's repr prints them as they are.
     */
    private static final int[] UNICODE_14_ADDITIONS = {
            0x61D, 0x61D, 0x870, 0x88E, 0x898, 0x89F, 0x8B5, 0x8B5, 0x8C8, 0x8D2, 0xC3C, 0xC3C, 0xC5D, 0xC5D,
            0xCDD, 0xCDD, 0x170D, 0x170D, 0x1715, 0x1715, 0x171F, 0x171F, 0x180F, 0x180F, 0x1AC1, 0x1ACE,
            0x1B4C, 0x1B4C, 0x1B7D, 0x1B7E, 0x1DFA, 0x1DFA, 0x20C0, 0x20C0, 0x2C2F, 0x2C2F, 0x2C5F, 0x2C5F,
            0x2E53, 0x2E5D, 0x9FFD, 0x9FFF, 0xA7C0, 0xA7C1, 0xA7D0, 0xA7D1, 0xA7D3, 0xA7D3, 0xA7D5, 0xA7D9,
            0xA7F2, 0xA7F4, 0xFBC2, 0xFBC2, 0xFD40, 0xFD4F, 0xFDCF, 0xFDCF, 0xFDFE, 0xFDFF, 0x10570, 0x1057A,
            0x1057C, 0x1058A, 0x1058C, 0x10592, 0x10594, 0x10595, 0x10597, 0x105A1, 0x105A3, 0x105B1, 0x105B3,
            0x105B9, 0x105BB, 0x105BC, 0x10780, 0x10785, 0x10787, 0x107B0, 0x107B2, 0x107BA, 0x10F70, 0x10F89,
            0x11070, 0x11075, 0x110C2, 0x110C2, 0x116B9, 0x116B9, 0x11740, 0x11746, 0x11AB0, 0x11ABF, 0x12F90,
            0x12FF2, 0x16A70, 0x16ABE, 0x16AC0, 0x16AC9, 0x1AFF0, 0x1AFF3, 0x1AFF5, 0x1AFFB, 0x1AFFD, 0x1AFFE,
            0x1B11F, 0x1B122, 0x1CF00, 0x1CF2D, 0x1CF30, 0x1CF46, 0x1CF50, 0x1CFC3, 0x1D1E9, 0x1D1EA, 0x1DF00,
            0x1DF1E, 0x1E290, 0x1E2AE, 0x1E7E0, 0x1E7E6, 0x1E7E8, 0x1E7EB, 0x1E7ED, 0x1E7EE, 0x1E7F0, 0x1E7FE,
            0x1F6DD, 0x1F6DF, 0x1F7F0, 0x1F7F0, 0x1F979, 0x1F979, 0x1F9CC, 0x1F9CC, 0x1FA7B, 0x1FA7C, 0x1FAA9,
            0x1FAAC, 0x1FAB7, 0x1FABA, 0x1FAC3, 0x1FAC5, 0x1FAD7, 0x1FAD9, 0x1FAE0, 0x1FAE7, 0x1FAF0, 0x1FAF6,
            0x2A6DE, 0x2A6DF, 0x2B735, 0x2B738
    };

    /**
     * CPython 3.11's {@code str.isprintable} for one code point: false for control, format, surrogate, private-use
     * and unassigned code points and for separators other than the ASCII space, true otherwise. {@code repr} escapes
     * exactly the non-printable ones.
     */
    public static boolean isPrintable(int cp) {
        if (cp == ' ') {
            return true;
        }
        int type = Character.getType(cp);
        if (type == Character.UNASSIGNED) {
            for (int i = 0; i < UNICODE_14_ADDITIONS.length; i += 2) {
                if (cp >= UNICODE_14_ADDITIONS[i] && cp <= UNICODE_14_ADDITIONS[i + 1]) {
                    return true;
                }
            }
            return false;
        }
        switch (type) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.SURROGATE:
            case Character.PRIVATE_USE:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
            case Character.SPACE_SEPARATOR:
                return false;
            default:
                return true;
        }
    }
}
