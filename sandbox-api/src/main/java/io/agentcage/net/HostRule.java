package io.agentcage.net;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entry of a {@link NetworkPolicy}'s allowlist: the hosts it names, the ports and HTTP methods it allows them,
 * and the request headers the host adds to every request sent to them (values may name secrets that guest code
 * never sees).
 *
 * <p>Host patterns are DNS names, never addresses: an exact name ({@code api.example.com}) or a wildcard
 * ({@code *.example.com}: any name with at least one more label in front of {@code example.com}, not
 * {@code example.com} itself). Names are compared in lower case, without a trailing dot.
 *
 * <p>A rule is <b>inspected</b> ({@link #inspected()}) when it adds headers or restricts methods: the host must then
 * see each request, so HTTPS to its hosts is decrypted by the egress proxy with the executor's own certificate
 * authority, which only the sandbox trusts (see docs/security-model.md, "Egress"). Other rules let HTTPS pass as an
 * opaque tunnel whose TLS server name must still be the allowed host.
 *
 * @param pattern an exact host name or {@code *.} followed by a domain; lower case
 * @param ports   the TCP ports allowed; never empty
 * @param methods the HTTP methods allowed, upper case; empty means any method
 * @param headers request headers the host sets (replacing any the guest sent with the same name), name to
 *                template; a template may contain {@code {secret:NAME}} placeholders resolved by the executor's
 *                {@link SecretResolver} for each request
 */
public record HostRule(String pattern, Set<Integer> ports, Set<String> methods, Map<String, String> headers) {

    /** Default ports of {@link #of(String)}: 80 and 443. */
    public static final Set<Integer> DEFAULT_PORTS = Set.of(80, 443);

    private static final Pattern LABEL = Pattern.compile("[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?");
    private static final Pattern TOKEN = Pattern.compile("[!#$%&'*+.^_`|~0-9A-Za-z-]+");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{secret:([A-Za-z0-9_.-]{1,64})}");
    private static final Set<String> HOP_BY_HOP = Set.of("connection", "proxy-connection", "keep-alive",
            "proxy-authorization", "proxy-authenticate", "te", "trailer", "transfer-encoding", "upgrade", "host",
            "content-length");

    public HostRule {
        pattern = normalizePattern(pattern);
        ports = Collections.unmodifiableSet(new TreeSet<>(Objects.requireNonNull(ports, "ports == null")));
        if (ports.isEmpty()) {
            throw new IllegalArgumentException("a host rule for '" + pattern + "' needs at least one port");
        }
        for (int p : ports) {
            if (p < 1 || p > 65535) {
                throw new IllegalArgumentException("port must be 1 to 65535, got " + p + " for '" + pattern + "'");
            }
        }
        Set<String> m = new TreeSet<>();
        for (String method : Objects.requireNonNull(methods, "methods == null")) {
            Objects.requireNonNull(method, "method == null");
            if (!TOKEN.matcher(method).matches() || !method.equals(method.toUpperCase(Locale.ROOT))) {
                throw new IllegalArgumentException("not an upper-case HTTP method: '" + method + "'");
            }
            if (method.equals("CONNECT")) {
                throw new IllegalArgumentException("CONNECT is the proxy's own tunnelling method, not a method a "
                        + "rule can allow; HTTPS to an allowed host on an allowed port needs no rule of its own");
            }
            m.add(method);
        }
        methods = Collections.unmodifiableSet(m);
        Map<String, String> h = new LinkedHashMap<>();
        Objects.requireNonNull(headers, "headers == null").forEach((name, template) -> {
            checkHeader(name, template);
            for (String other : h.keySet()) {
                if (other.equalsIgnoreCase(name)) {
                    throw new IllegalArgumentException("header '" + name + "' is set twice");
                }
            }
            h.put(name, template);
        });
        headers = Collections.unmodifiableMap(h);
    }

    /** A rule allowing any method on ports 80 and 443 of the hosts {@code pattern} names, adding no header. */
    public static HostRule of(String pattern) {
        return new HostRule(pattern, DEFAULT_PORTS, Set.of(), Map.of());
    }

    /** A copy allowing only these ports. */
    public HostRule withPorts(Integer... value) {
        return new HostRule(pattern, Set.of(value), methods, headers);
    }

    /** A copy allowing only these methods (upper case); the rule becomes {@link #inspected()}. */
    public HostRule withMethods(String... value) {
        return new HostRule(pattern, ports, Set.of(value), headers);
    }

    /**
     * A copy that sets header {@code name} to {@code template} on every request to these hosts, e.g.
     * {@code withHeader("Authorization", "Bearer {secret:crm}")}; the rule becomes {@link #inspected()}.
     */
    public HostRule withHeader(String name, String template) {
        Map<String, String> h = new LinkedHashMap<>(headers);
        h.put(name, template);
        return new HostRule(pattern, ports, methods, h);
    }

    /** Whether the pattern is a wildcard ({@code *.example.com}). */
    public boolean isWildcard() {
        return pattern.startsWith("*.");
    }

    /** Whether the host must see each request: the rule adds headers or restricts methods. */
    public boolean inspected() {
        return !headers.isEmpty() || !methods.isEmpty();
    }

    /** Whether the pattern names {@code host} (a lower-case name without a trailing dot, see {@link #normalizeHost}). */
    public boolean matches(String host) {
        if (isWildcard()) {
            String suffix = pattern.substring(1);
            return host.length() > suffix.length() && host.endsWith(suffix);
        }
        return host.equals(pattern);
    }

    /** Whether {@code method} (upper case) is allowed. */
    public boolean allowsMethod(String method) {
        return methods.isEmpty() || methods.contains(method);
    }

    /**
     * How specific the pattern is, for choosing between rules that name the same host: an exact name beats every
     * wildcard, and a longer wildcard beats a shorter one.
     */
    public int specificity() {
        return isWildcard() ? pattern.length() : Integer.MAX_VALUE;
    }

    /** The names of the secrets the header templates use, in order of appearance. */
    public Set<String> secretNames() {
        Set<String> names = new java.util.LinkedHashSet<>();
        for (String template : headers.values()) {
            Matcher m = PLACEHOLDER.matcher(template);
            while (m.find()) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    /**
     * {@code template} with every {@code {secret:NAME}} replaced by the secret's value.
     *
     * @throws IllegalStateException naming the secret (never a value) when the resolver has none, or when a value
     *                               contains a line break or another control character
     */
    public static String resolve(String template, SecretResolver secrets) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        int last = 0;
        while (m.find()) {
            out.append(template, last, m.start());
            String name = m.group(1);
            String value = secrets.resolve(name).orElseThrow(() -> new IllegalStateException("secret '" + name
                    + "' is not available from the executor's secret resolver"));
            if (value.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                throw new IllegalStateException("secret '" + name + "' contains a control character and cannot be "
                        + "sent in a header");
            }
            out.append(value);
            last = m.end();
        }
        return out.append(template, last, template.length()).toString();
    }

    /**
     * A host as rules compare it: lower case, without a trailing dot. Throws {@link IllegalArgumentException} for
     * anything that is not a DNS name (an IP address, an empty label, a character outside letters, digits and
     * hyphens).
     */
    public static String normalizeHost(String host) {
        Objects.requireNonNull(host, "host == null");
        String h = host.toLowerCase(Locale.ROOT);
        if (h.endsWith(".")) {
            h = h.substring(0, h.length() - 1);
        }
        if (h.isEmpty() || h.length() > 253) {
            throw new IllegalArgumentException("not a host name: '" + printable(host) + "'");
        }
        String[] labels = h.split("\\.", -1);
        for (String label : labels) {
            if (!LABEL.matcher(label).matches()) {
                throw new IllegalArgumentException("not a host name: '" + printable(host) + "'");
            }
        }
        if (labels[labels.length - 1].chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("'" + printable(host) + "' is an IP address; rules name hosts by "
                    + "their DNS names, so that the address check after resolution cannot be bypassed");
        }
        return h;
    }

    private static String normalizePattern(String pattern) {
        Objects.requireNonNull(pattern, "pattern == null");
        if (pattern.startsWith("*.")) {
            String domain = normalizeHost(pattern.substring(2));
            if (!domain.contains(".")) {
                throw new IllegalArgumentException("wildcard '" + pattern + "' covers a whole top-level domain; "
                        + "name a registered domain, e.g. '*.example.com'");
            }
            return "*." + domain;
        }
        if (pattern.contains("*")) {
            throw new IllegalArgumentException("'" + printable(pattern) + "': a wildcard may only be a whole first "
                    + "label, as in '*.example.com'");
        }
        return normalizeHost(pattern);
    }

    private static void checkHeader(String name, String template) {
        Objects.requireNonNull(name, "header name == null");
        Objects.requireNonNull(template, "header template == null");
        if (!TOKEN.matcher(name).matches()) {
            throw new IllegalArgumentException("not a header name: '" + printable(name) + "'");
        }
        if (HOP_BY_HOP.contains(name.toLowerCase(Locale.ROOT))) {
            throw new IllegalArgumentException("header '" + name + "' is managed by the proxy and cannot be set by "
                    + "a rule");
        }
        if (template.chars().anyMatch(c -> c < 0x20 && c != '\t' || c == 0x7f || c > 0x7e)) {
            throw new IllegalArgumentException("the template of header '" + name + "' must be printable ASCII");
        }
        String rest = PLACEHOLDER.matcher(template).replaceAll("");
        if (rest.contains("{secret:")) {
            throw new IllegalArgumentException("malformed placeholder in the template of header '" + name
                    + "': write {secret:NAME} with NAME of letters, digits, '_', '.' or '-'");
        }
    }

    private static String printable(String s) {
        String cut = s.length() > 80 ? s.substring(0, 80) + "..." : s;
        return cut.replaceAll("\\p{Cntrl}", "?");
    }
}
