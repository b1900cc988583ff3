package io.agentcage.egress.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HttpHeadTest {

    private static HttpHead.Request request(String text) throws IOException {
        return HttpHead.readRequest(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)));
    }

    @Test
    void should_read_a_request_head_and_leave_the_body_in_the_stream() throws IOException {
        ByteArrayInputStream in = new ByteArrayInputStream(("\r\nPOST http://a.test/x HTTP/1.1\r\nHost: a.test\r\n"
                + "Content-Length: 2\r\n\r\nhi").getBytes(StandardCharsets.ISO_8859_1));
        HttpHead.Request r = HttpHead.readRequest(in);
        assertThat(r.method()).isEqualTo("POST");
        assertThat(r.target()).isEqualTo("http://a.test/x");
        assertThat(r.headers().single("host")).contains("a.test");
        assertThat(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1)).isEqualTo("hi");
        assertThat(HttpHead.readRequest(new ByteArrayInputStream(new byte[0]))).isNull();
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
            "GET / HTTP/1.1\\r\\nHost : a\\r\\n\\r\\n|malformed header line",
            "GET / HTTP/1.1\\r\\nHost: a\\r\\n folded\\r\\n\\r\\n|folded header lines",
            "GET / HTTP/1.1\\r\\nX: a\\rb\\r\\n\\r\\n|bare CR",
            "GET / HTTP/2.0\\r\\n\\r\\n|not supported",
            "GET /a b HTTP/1.1\\r\\n\\r\\n|malformed request line",
            "GET / HTTP/1.1\\r\\nHost: a\\r\\n|ended before its empty line"})
    void should_refuse_ambiguous_heads(String text, String message) {
        assertThatThrownBy(() -> request(text.replace("\\r", "\r").replace("\\n", "\n")))
                .isInstanceOf(HttpException.class).hasMessageContaining(message);
    }

    @Test
    void should_refuse_a_head_past_its_size_limit() {
        String big = "GET / HTTP/1.1\r\nX: " + "a".repeat(HttpHead.MAX_HEAD_BYTES) + "\r\n\r\n";
        assertThatThrownBy(() -> request(big)).isInstanceOf(HttpException.class).hasMessageContaining("exceeds");
        StringBuilder many = new StringBuilder("GET / HTTP/1.1\r\n");
        for (int i = 0; i <= HttpHead.MAX_FIELDS; i++) {
            many.append("X-").append(i).append(": 1\r\n");
        }
        assertThatThrownBy(() -> request(many + "\r\n")).hasMessageContaining("more than 100 header fields");
    }

    @Test
    void should_refuse_duplicate_framing_and_read_chunked_bodies() throws IOException {
        Headers both = new Headers().add("Content-Length", "3").add("Transfer-Encoding", "chunked");
        assertThatThrownBy(() -> Bodies.ofRequest(both)).hasMessageContaining("ambiguous");
        Headers twoLengths = new Headers().add("Content-Length", "3").add("Content-Length", "4");
        assertThatThrownBy(() -> Bodies.ofRequest(twoLengths)).hasMessageContaining("conflicting");
        assertThatThrownBy(() -> Bodies.ofRequest(new Headers().add("Content-Length", "-1")))
                .hasMessageContaining("malformed Content-Length");
        assertThatThrownBy(() -> Bodies.ofRequest(new Headers().add("Transfer-Encoding", "gzip, chunked")))
                .hasMessageContaining("not supported");
        String chunked = "3\r\nabc\r\n2;ext=1\r\nde\r\n0\r\nTrailer: x\r\n\r\nNEXT";
        ByteArrayInputStream in = new ByteArrayInputStream(chunked.getBytes(StandardCharsets.ISO_8859_1));
        ByteArrayOutputStream decoded = new ByteArrayOutputStream();
        long[] charged = new long[1];
        long n = Bodies.copy(new Bodies.Framing(Bodies.Kind.CHUNKED, -1), in, decoded, false, x -> charged[0] += x);
        assertThat(n).isEqualTo(5);
        assertThat(decoded.toString(StandardCharsets.ISO_8859_1)).isEqualTo("abcde");
        assertThat(charged[0]).isEqualTo(chunked.length() - 4);
        assertThat(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1)).isEqualTo("NEXT");
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        Bodies.copy(new Bodies.Framing(Bodies.Kind.CHUNKED, -1), new ByteArrayInputStream(chunked.getBytes(
                StandardCharsets.ISO_8859_1)), raw, true, x -> { });
        assertThat(raw.toString(StandardCharsets.ISO_8859_1)).isEqualTo(chunked.substring(0, chunked.length() - 4));
    }

    @Test
    void should_mask_a_secret_split_across_writes() throws IOException {
        SecretMask mask = new SecretMask(java.util.List.of("TOPSECRET"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SecretMask.Masking m = mask.wrap(out);
        m.write("aa TOPS".getBytes(StandardCharsets.ISO_8859_1));
        m.write("ECRET bb TOPSECRET".getBytes(StandardCharsets.ISO_8859_1));
        m.finish();
        assertThat(out.toString(StandardCharsets.ISO_8859_1)).isEqualTo("aa ********* bb *********");
        assertThat(mask.mask("Bearer TOPSECRET")).isEqualTo("Bearer *********");
    }
}
