package io.agentcage.egress.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The mask over responses to requests that carried a secret: an echo that hands the secret back verbatim or in a
 * common encoding gives the guest nothing it can decode the secret from; ordinary text passes unchanged.
 */
class SecretMaskTest {
    static final String SECRET = "s3cr3t/CRM+token\"7f2a";
    final SecretMask mask = new SecretMask(List.of(SECRET));

    /** Base64 of the secret after prefixes of every length modulo 3 (Basic credentials, "Bearer ", JSON). */
    @ParameterizedTest(name = "prefix ''{0}''")
    @ValueSource(strings = {"", "u", "us", "user:", "Bearer ", "{\"token\": \""})
    void should_leave_no_decodable_secret_in_base64_at_any_alignment(String prefix) {
        for (Base64.Encoder e : List.of(Base64.getEncoder(), Base64.getUrlEncoder())) {
            String echoed = e.encodeToString((prefix + SECRET + "\"}").getBytes(StandardCharsets.UTF_8));
            String masked = mask.mask("X-Echo: " + echoed).substring("X-Echo: ".length());
            assertThat(masked).contains("********");
            byte[] decoded = (e == Base64.getEncoder() ? Base64.getDecoder() : Base64.getUrlDecoder())
                    .decode(masked.replace('*', 'A'));
            assertThat(new String(decoded, StandardCharsets.ISO_8859_1)).doesNotContain(SECRET)
                    .doesNotContain(SECRET.substring(0, 8)).doesNotContain(SECRET.substring(SECRET.length() - 8));
        }
    }

    @Test
    void should_mask_percent_json_and_hex_encoded_echoes() {
        String url = java.net.URLEncoder.encode(SECRET, StandardCharsets.UTF_8);
        for (String echoed : List.of("/cb?t=" + url, "/cb?t=" + url.replace("+", "%20"),
                "/cb?t=" + java.util.regex.Pattern.compile("%[0-9A-F]{2}").matcher(url)
                        .replaceAll(r -> r.group().toLowerCase(java.util.Locale.ROOT)))) {
            assertThat(URLDecoder.decode(mask.mask(echoed), StandardCharsets.UTF_8)).doesNotContain(SECRET);
        }
        assertThat(mask.mask("{\"auth\": \"s3cr3t\\/CRM+token\\\"7f2a\"}")).isEqualTo("{\"auth\": \""
                + "*".repeat(23) + "\"}");
        String hex = HexFormat.of().formatHex(SECRET.getBytes(StandardCharsets.UTF_8));
        assertThat(mask.mask(hex)).isEqualTo("*".repeat(hex.length()));
        assertThat(mask.mask(hex.toUpperCase(java.util.Locale.ROOT))).isEqualTo("*".repeat(hex.length()));
    }

    @Test
    void should_pass_ordinary_text_unchanged() {
        String text = "hello world, the quick brown fox; dGhlIHF1aWNrIGJyb3du; 48656c6c6f; s3cr3t CRM token";
        assertThat(mask.mask(text)).isEqualTo(text);
    }

    @Test
    void should_mask_an_encoded_secret_split_across_writes() throws Exception {
        String echoed = Base64.getEncoder().encodeToString(("user:" + SECRET).getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SecretMask.Masking m = mask.wrap(out);
        byte[] b = echoed.getBytes(StandardCharsets.ISO_8859_1);
        for (byte x : b) {
            m.write(x);
        }
        m.finish();
        String masked = out.toString(StandardCharsets.ISO_8859_1);
        assertThat(masked).hasSize(echoed.length()).contains("********");
        assertThat(new String(Base64.getDecoder().decode(masked.replace('*', 'A')), StandardCharsets.ISO_8859_1))
                .doesNotContain(SECRET.substring(0, 8));
    }
}
