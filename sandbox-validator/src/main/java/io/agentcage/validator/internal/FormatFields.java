package io.agentcage.validator.internal;

/**
 * Reads the replacement fields of a {@code str.format} template ({@code '{0.__class__.__mro__}'},
 * {@code '{x[__globals__]}'}) and finds the ones that walk into dunders or frames, which {@code format},
 * {@code format_map} and {@code string.Formatter} would do inside C code, out of sight of attribute checks.
 * Not API.
 */
public final class FormatFields {
    private FormatFields() {
    }

    /** The first field of {@code template} that traverses a dunder or frame attribute, or null. */
    public static String dangerousField(String template) {
        return dangerousField(template, FormatFields::refusedOnCpython);
    }

    /** The first field of {@code template} that traverses a name {@code refused} accepts, or null. */
    public static String dangerousField(String template, java.util.function.Predicate<String> refused) {
        if (template.indexOf('{') < 0) {
            return null;
        }
        int i = 0;
        int n = template.length();
        while (i < n) {
            int open = template.indexOf('{', i);
            if (open < 0) {
                return null;
            }
            if (open + 1 < n && template.charAt(open + 1) == '{') {
                i = open + 2;
                continue;
            }
            int end = open + 1;
            while (end < n && "}!:{".indexOf(template.charAt(end)) < 0) {
                end++;
            }
            String field = template.substring(open + 1, end);
            if (traverses(field, refused)) {
                return field;
            }
            i = open + 1; // nested fields inside format specs are scanned too
        }
        return null;
    }

    /** Whether a field name or attribute path ({@code 0.__class__}, {@code a[__x__].b}) reaches forbidden names. */
    public static boolean traverses(String field) {
        return traverses(field, FormatFields::refusedOnCpython);
    }

    /** Whether a field name or attribute path reaches a name {@code refused} accepts. */
    public static boolean traverses(String field, java.util.function.Predicate<String> refused) {
        for (String part : field.split("[.\\[\\]]")) {
            if (refused.test(part.strip())) {
                return true;
            }
        }
        return false;
    }

    /** On CPython every dunder and frame attribute a template walks into is refused. */
    static boolean refusedOnCpython(String name) {
        return Names.isDunder(name) || Names.FRAME_ATTRS.contains(name);
    }
}
