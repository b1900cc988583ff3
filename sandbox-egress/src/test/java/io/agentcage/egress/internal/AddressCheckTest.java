package io.agentcage.egress.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class AddressCheckTest {
    private final AddressCheck check = new AddressCheck(Set.of());

    @ParameterizedTest(name = "{0} is refused as {1}")
    @CsvSource(delimiter = '|', value = {
            "0.0.0.0|'this network'",
            "0.1.2.3|'this network'",
            "10.0.0.1|a private network (10.0.0.0/8)",
            "10.255.255.255|a private network",
            "100.64.0.1|carrier-grade NAT",
            "100.100.100.200|carrier-grade NAT",
            "100.127.255.254|carrier-grade NAT",
            "127.0.0.1|loopback",
            "127.255.255.254|loopback",
            "169.254.169.254|link-local",
            "169.254.170.2|link-local",
            "172.16.0.1|a private network (172.16.0.0/12)",
            "172.31.255.255|a private network (172.16.0.0/12)",
            "192.0.0.192|IETF protocol assignments",
            "192.0.2.10|documentation",
            "192.88.99.1|6to4 relay",
            "192.168.0.1|a private network (192.168.0.0/16)",
            "198.18.0.1|benchmarking",
            "198.19.255.255|benchmarking",
            "198.51.100.7|documentation",
            "203.0.113.9|documentation",
            "224.0.0.1|multicast",
            "239.255.255.250|multicast",
            "240.0.0.1|reserved",
            "255.255.255.255|reserved",
            "168.63.129.16|Azure's platform metadata",
            "::|the unspecified address",
            "::1|loopback (::1)",
            "::a00:1|an IPv4-compatible address",
            "64:ff9b::a9fe:a9fe|NAT64",
            "64:ff9b:1::1|local-use NAT64",
            "100::1|the discard prefix",
            "2001::1|IETF protocol assignments",
            "2001:db8::1|documentation",
            "2002:a9fe:a9fe::1|6to4",
            "fc00::1|a unique local address",
            "fd00:ec2::254|a unique local address",
            "fe80::1|link-local (fe80::/10)",
            "fec0::1|site-local",
            "ff02::1|multicast"})
    void should_refuse_every_special_range_when_no_pair_is_admitted(String address, String why) throws Exception {
        assertThat(check.refusal(InetAddress.getByName(address), 443)).startsWith("address ").contains(why);
    }

    @Test
    void should_refuse_ipv4_mapped_ipv6_addresses_of_refused_ranges() throws Exception {
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        mapped[12] = (byte) 169;
        mapped[13] = (byte) 254;
        mapped[14] = (byte) 169;
        mapped[15] = (byte) 254;
        InetAddress a = java.net.Inet6Address.getByAddress(null, mapped, -1);
        assertThat(check.refusal(a, 80)).contains("link-local");
        // Java turns the text form into the IPv4 address itself
        assertThat(check.refusal(InetAddress.getByName("::ffff:10.1.2.3"), 80)).contains("private network");
    }

    @ParameterizedTest
    @ValueSource(strings = {"93.184.216.34", "1.1.1.1", "8.8.8.8", "100.63.255.255", "100.128.0.0", "172.15.255.255",
            "172.32.0.0", "192.167.255.255", "192.169.0.0", "198.17.255.255", "198.20.0.0", "223.255.255.255",
            "169.253.255.255", "2606:4700:4700::1111", "2a00:1450:4001:81a::200e", "2001:4860:4860::8888"})
    void should_allow_public_unicast_addresses(String address) throws Exception {
        assertThat(check.refusal(InetAddress.getByName(address), 443)).isNull();
    }

    @Test
    void should_admit_only_the_exact_address_and_port_pair_when_one_is_admitted() throws Exception {
        InetAddress lo = InetAddress.getByName("127.0.0.1");
        AddressCheck admitting = new AddressCheck(Set.of(new InetSocketAddress(lo, 8443)));
        assertThat(admitting.refusal(lo, 8443)).isNull();
        assertThat(admitting.refusal(lo, 8444)).contains("loopback");
        assertThat(admitting.refusal(InetAddress.getByName("127.0.0.2"), 8443)).contains("loopback");
        assertThat(admitting.refusal(InetAddress.getByName("::1"), 8443)).contains("loopback");
        assertThat(admitting.refusal(InetAddress.getByName("169.254.169.254"), 8443)).contains("link-local");
    }
}
