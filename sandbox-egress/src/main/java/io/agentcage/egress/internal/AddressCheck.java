package io.agentcage.egress.internal;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Decides whether the egress proxy may connect to an address a permitted name resolved to. Refused: every address
 * that is not a public unicast address of the internet (loopback, private, carrier-grade NAT, link-local, the
 * cloud metadata services, multicast, documentation, benchmarking and reserved ranges, and IPv6 forms that embed or
 * translate to IPv4), except the exact address and port pairs the host admitted. The check runs after resolution
 * and the proxy connects to the checked address itself, so a name that resolves to a private address (DNS
 * rebinding included) never reaches it.
 */
public final class AddressCheck {

    /** One refused range: a prefix of an address's bytes and why it is refused. */
    private record Range(byte[] prefix, int bits, String why) {
        boolean contains(byte[] address) {
            if (address.length != prefix.length) {
                return false;
            }
            int full = bits / 8;
            for (int i = 0; i < full; i++) {
                if (address[i] != prefix[i]) {
                    return false;
                }
            }
            int rest = bits % 8;
            if (rest == 0) {
                return true;
            }
            int mask = (0xff << (8 - rest)) & 0xff;
            return (address[full] & mask) == (prefix[full] & mask);
        }
    }

    /**
     * The refused ranges, made on the first check: parsing them initialises {@link InetAddress}, which reads the
     * JDK's security properties (~10 ms of a CLI start), and an executor without network never checks (ADR 0067).
     */
    private static final class Ranges {
        static final List<Range> V4 = List.of(
                range("0.0.0.0", 8, "'this network' (0.0.0.0/8)"),
                range("10.0.0.0", 8, "a private network (10.0.0.0/8)"),
                range("100.64.0.0", 10, "carrier-grade NAT space (100.64.0.0/10), where some clouds keep metadata"),
                range("127.0.0.0", 8, "loopback (127.0.0.0/8)"),
                range("169.254.0.0", 16, "link-local (169.254.0.0/16), where cloud metadata services answer"),
                range("172.16.0.0", 12, "a private network (172.16.0.0/12)"),
                range("192.0.0.0", 24, "IETF protocol assignments (192.0.0.0/24)"),
                range("192.0.2.0", 24, "documentation (192.0.2.0/24)"),
                range("192.88.99.0", 24, "6to4 relay anycast (192.88.99.0/24)"),
                range("192.168.0.0", 16, "a private network (192.168.0.0/16)"),
                range("198.18.0.0", 15, "benchmarking (198.18.0.0/15)"),
                range("198.51.100.0", 24, "documentation (198.51.100.0/24)"),
                range("203.0.113.0", 24, "documentation (203.0.113.0/24)"),
                range("224.0.0.0", 4, "multicast (224.0.0.0/4)"),
                range("240.0.0.0", 4, "reserved (240.0.0.0/4) or broadcast"),
                range("168.63.129.16", 32, "Azure's platform metadata address (168.63.129.16)"));

        static final List<Range> V6 = List.of(
                range("::", 128, "the unspecified address (::)"),
                range("::1", 128, "loopback (::1)"),
                range("::", 96, "an IPv4-compatible address (::/96)"),
                range("64:ff9b::", 96, "NAT64 (64:ff9b::/96), which reaches IPv4 addresses"),
                range("64:ff9b:1::", 48, "local-use NAT64 (64:ff9b:1::/48)"),
                range("100::", 64, "the discard prefix (100::/64)"),
                range("2001::", 23, "IETF protocol assignments (2001::/23), Teredo included"),
                range("2001:db8::", 32, "documentation (2001:db8::/32)"),
                range("2002::", 16, "6to4 (2002::/16), which embeds an IPv4 address"),
                range("fc00::", 7, "a unique local address (fc00::/7), where AWS keeps its IPv6 metadata service"),
                range("fe80::", 10, "link-local (fe80::/10)"),
                range("fec0::", 10, "site-local (fec0::/10)"),
                range("ff00::", 8, "multicast (ff00::/8)"));
    }

    private final Set<InetSocketAddress> admitted;

    /** A check admitting only these exact address and port pairs beyond public addresses. */
    public AddressCheck(Set<InetSocketAddress> admitted) {
        this.admitted = Set.copyOf(Objects.requireNonNull(admitted, "admitted == null"));
    }

    /** Why the proxy must not connect to {@code address}:{@code port}, or null when it may. */
    public String refusal(InetAddress address, int port) {
        Objects.requireNonNull(address, "address == null");
        if (admitted.contains(new InetSocketAddress(address, port))) {
            return null;
        }
        String why = special(address);
        return why == null ? null : "address " + address.getHostAddress() + " is " + why;
    }

    /** Why {@code address} is not a public internet address, or null when it is one. */
    static String special(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (address instanceof Inet6Address && isMappedV4(bytes)) {
            byte[] v4 = new byte[] {bytes[12], bytes[13], bytes[14], bytes[15]};
            String inner = first(Ranges.V4, v4);
            return "an IPv4-mapped address" + (inner == null ? "" : " of " + inner);
        }
        return first(address instanceof Inet4Address ? Ranges.V4 : Ranges.V6, bytes);
    }

    private static boolean isMappedV4(byte[] b) {
        for (int i = 0; i < 10; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff;
    }

    private static String first(List<Range> ranges, byte[] address) {
        for (Range r : ranges) {
            if (r.contains(address)) {
                return r.why();
            }
        }
        return null;
    }

    private static Range range(String literal, int bits, String why) {
        try {
            // a literal address: getByName parses it without a lookup
            return new Range(InetAddress.getByName(literal).getAddress(), bits, why);
        } catch (UnknownHostException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
