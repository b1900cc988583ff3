package io.agentcage.interpreter.internal.object;

import java.util.Locale;

/**
 * CPython's case operations on text, code point by code point with the full (one-to-many) mappings: {@code 'ß'}
 * upper-cases to {@code 'SS'} and title-cases to {@code 'Ss'}, {@code 'ﬁ'} folds to {@code 'fi'}, and a capital
 * sigma lower-cases to {@code 'ς'} at the end of a word and to {@code 'σ'} elsewhere, as in {@code
 * unicodeobject.c}'s {@code do_lower}, {@code do_title}, {@code do_capitalize}, {@code do_swapcase} and
 * {@code do_casefold}.
 */
final class CaseMapping {
    private static final int CAPITAL_SIGMA = 0x3A3;
    private static final int COMBINING_YPOGEGRAMMENI = 0x345;
    private static final int CAPITAL_IOTA = 0x399;

    private CaseMapping() {
    }

    /** {@code str.lower()}. */
    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    /** {@code str.upper()}. */
    static String upper(String s) {
        return s.toUpperCase(Locale.ROOT);
    }

    /** {@code str.casefold()}: full case folding, as upper-casing then lower-casing each code point. */
    static String casefold(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (c < 0x80) {
                sb.append((char) (c >= 'A' && c <= 'Z' ? c + 32 : c));
            } else if (c >= 0x13A0 && c <= 0x13F5 || c >= 0xAB70 && c <= 0xABBF || c >= 0x13F8 && c <= 0x13FD) {
                // Cherokee folds to its capital letters, the one script whose folding goes that way
                sb.appendCodePoint(c >= 0xAB70 ? c - 0xAB70 + 0x13A0 : c >= 0x13F8 ? c - 8 : c);
            } else if (c == 0x131) {
                sb.append('ı');   // the dotless i folds only under Turkic rules
            } else if (c == 0xDF || c == 0x1E9E) {
                sb.append("ss");
            } else {
                sb.append(upperOf(c).toLowerCase(Locale.ROOT));
            }
        }
        return sb.toString();
    }

    /** {@code str.swapcase()}: upper-case letters lowered (sigma by position), lower-case ones raised. */
    static String swapcase(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (Character.isUpperCase(c)) {
                appendLower(sb, s, i, c);
            } else if (Character.isLowerCase(c)) {
                sb.append(upperOf(c));
            } else {
                sb.appendCodePoint(c);
            }
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    /** {@code str.capitalize()}: the first character title-cased, the rest lower-cased. */
    static String capitalize(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (i == 0) {
                sb.append(titleOf(c));
            } else {
                appendLower(sb, s, i, c);
            }
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    /** {@code str.title()}: a cased character after an uncased one title-cased, any other lower-cased. */
    static String title(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean previousCased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            if (previousCased) {
                appendLower(sb, s, i, c);
            } else {
                sb.append(titleOf(c));
            }
            previousCased = isCased(c);
            i += Character.charCount(c);
        }
        return sb.toString();
    }

    /** {@code str.istitle()}: cased runs each start upper- or title-case and go on lower-case; one at least. */
    static boolean isTitle(String s) {
        boolean cased = false;
        boolean previousCased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isUpperCase(c) || Character.isTitleCase(c)) {
                if (previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else if (Character.isLowerCase(c)) {
                if (!previousCased) {
                    return false;
                }
                previousCased = true;
                cased = true;
            } else {
                previousCased = false;
            }
        }
        return cased;
    }

    /** {@code str.islower()} ({@code upper} false) or {@code str.isupper()}: no cased character of the other kind. */
    static boolean isAllCase(String s, boolean upper) {
        boolean cased = false;
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if ((upper ? Character.isLowerCase(c) : Character.isUpperCase(c)) || Character.isTitleCase(c)) {
                return false;
            }
            cased |= upper ? Character.isUpperCase(c) : Character.isLowerCase(c);
        }
        return cased;
    }

    private static String upperOf(int c) {
        return new String(Character.toChars(c)).toUpperCase(Locale.ROOT);
    }

    /** The full title-case mapping: the simple one where it exists, else upper case's first letter and the rest lowered. */
    private static String titleOf(int c) {
        int simple = Character.toTitleCase(c);
        String upper = upperOf(c);
        if (simple != c || Character.isTitleCase(c) || upper.codePointCount(0, upper.length()) == 1) {
            return new String(Character.toChars(simple));
        }
        if (c == 0x149) {
            return upper;   // 'ŉ' title-cases to "ʼN", not "ʼn"
        }
        int first = upper.codePointAt(0);
        String rest = upper.substring(Character.charCount(first));
        if (c >= 0x1F80 && c <= 0x1FFF && rest.codePointAt(rest.length() - 1) == CAPITAL_IOTA) {
            // Greek letters with ypogegrammeni keep it as the combining mark, not as a capital iota
            rest = rest.substring(0, rest.length() - 1).toLowerCase(Locale.ROOT)
                    + (char) COMBINING_YPOGEGRAMMENI;
            return new String(Character.toChars(first)) + rest;
        }
        return new String(Character.toChars(first)) + rest.toLowerCase(Locale.ROOT);
    }

    private static void appendLower(StringBuilder sb, String s, int i, int c) {
        if (c == CAPITAL_SIGMA) {
            sb.append(finalSigma(s, i) ? 'ς' : 'σ');
        } else if (c < 0x80) {
            sb.append((char) (c >= 'A' && c <= 'Z' ? c + 32 : c));
        } else {
            sb.append(new String(Character.toChars(c)).toLowerCase(Locale.ROOT));
        }
    }

    /** Unicode's Final_Sigma condition: a cased letter before (case-ignorable ones skipped), none after. */
    private static boolean finalSigma(String s, int at) {
        int j = at;
        int before = -1;
        while (j > 0) {
            int c = s.codePointBefore(j);
            j -= Character.charCount(c);
            if (!isCaseIgnorable(c)) {
                before = c;
                break;
            }
        }
        if (before < 0 || !isCased(before)) {
            return false;
        }
        j = at + 1;
        while (j < s.length()) {
            int c = s.codePointAt(j);
            j += Character.charCount(c);
            if (!isCaseIgnorable(c)) {
                return !isCased(c);
            }
        }
        return true;
    }

    static boolean isCased(int c) {
        return Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c);
    }

    private static boolean isCaseIgnorable(int c) {
        switch (Character.getType(c)) {
            case Character.NON_SPACING_MARK:
            case Character.ENCLOSING_MARK:
            case Character.FORMAT:
            case Character.MODIFIER_LETTER:
            case Character.MODIFIER_SYMBOL:
                return true;
            default:
                return c == '\'' || c == '.' || c == ':' || c == '^' || c == '`' || c == 0xB7 || c == 0x2018
                        || c == 0x2019 || c == 0x2024 || c == 0xFE52 || c == 0xFE55 || c == 0xFF07 || c == 0xFF0E
                        || c == 0xFF1A || c == 0x387 || c == 0x55F || c == 0x5F4 || c == 0x2027 || c == 0xFE13;
        }
    }
}
