package io.agentcage.egress.internal;

/** Text from the guest or a server made safe for messages and status lines: printable ASCII, bounded. */
final class Printable {
    private Printable() {
    }

    /** {@code s} with every character outside printable ASCII replaced by {@code ?}, cut to {@code max}. */
    static String cut(String s, int max) {
        StringBuilder out = new StringBuilder(Math.min(s.length(), max + 3));
        for (int i = 0; i < s.length() && out.length() < max; i++) {
            char c = s.charAt(i);
            out.append(c >= 0x20 && c < 0x7f ? c : '?');
        }
        if (s.length() > max) {
            out.append("...");
        }
        return out.toString();
    }
}
