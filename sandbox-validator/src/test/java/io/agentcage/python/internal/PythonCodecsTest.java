package io.agentcage.python.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The encoding table against CPython on this machine: every codec decodes as CPython's does. */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class PythonCodecsTest {

    private static final String SAMPLE = "日本語のテキスト、漢字とかな。中文简体字和繁體字。한국어 텍스트. ASCII 123";

    @Test
    void should_resolve_cpython_aliases_when_a_declaration_names_them() {
        assertThat(PythonCodecs.lookup("latin-1").module()).isEqualTo("latin_1");
        assertThat(PythonCodecs.lookup("ISO-8859-15").module()).isEqualTo("iso8859_15");
        assertThat(PythonCodecs.lookup("utf8").module()).isEqualTo("utf_8");
        assertThat(PythonCodecs.lookup("Windows-1252").module()).isEqualTo("cp1252");
        assertThat(PythonCodecs.lookup("sjis").module()).isEqualTo("shift_jis");
        assertThat(PythonCodecs.lookup("bogus")).isNull();
        assertThat(PythonCodecs.asciiIncompatible("UTF-16le")).isTrue();
    }

    @Test
    void should_decode_like_cpython_when_the_codec_is_in_the_table() throws Exception {
        List<PythonCodecs.Codec> all = new ArrayList<>(PythonCodecs.all());
        String[] answers = python(all.stream().map(PythonCodecs.Codec::module).toArray(String[]::new));
        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            PythonCodecs.Codec c = all.get(i);
            String want = answers[i];
            String got = javaDecode(c, want);
            if (!want.equals(got)) {
                mismatches.add(c.module() + " (" + c.charset() + ")");
            }
        }
        assertThat(PythonCodecs.all()).hasSizeGreaterThan(50);
        assertThat(mismatches).isEmpty();
    }

    /** For each codec, CPython's decoding of every byte (single-byte codecs) or of the encoded sample (multi-byte codecs). */
    private static String[] python(String... modules) throws Exception {
        String script = "import sys\n"
                + "s = sys.argv[1]\n"
                + "for m in sys.argv[2:]:\n"
                + "    b = s.encode(m, errors='replace')\n"
                + "    try:\n"
                + "        multi = len(bytes(range(256)).decode(m, errors='replace')) != 256\n"
                + "    except Exception:\n"
                + "        multi = True\n"
                + "    if multi:\n"
                + "        print('M' + b.hex() + ' ' + b.decode(m).encode('utf-8').hex())\n"
                + "    else:\n"
                + "        out = []\n"
                + "        for i in range(256):\n"
                + "            try: out.append('%04x' % ord(bytes([i]).decode(m)))\n"
                + "            except UnicodeDecodeError: out.append('----')\n"
                + "        print('S' + ''.join(out))\n";
        List<String> cmd = new ArrayList<>(List.of("python3", "-c", script, SAMPLE));
        cmd.addAll(List.of(modules));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (InputStream in = p.getInputStream()) {
            in.transferTo(out);
        }
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String[] lines = out.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertThat(lines).hasSameSizeAs(modules);
        return lines;
    }

    /** The same form as {@link #python} from the JDK charset, given CPython's answer (for its sample bytes). */
    private static String javaDecode(PythonCodecs.Codec c, String py) {
        if (py.startsWith("M")) {
            String[] parts = py.substring(1).split(" ");
            String text = decode(c, hex(parts[0]));
            return "M" + parts[0] + " " + toHex(text.getBytes(StandardCharsets.UTF_8));
        }
        StringBuilder sb = new StringBuilder("S");
        for (int i = 0; i < 256; i++) {
            String t = decode(c, new byte[] {(byte) i});
            sb.append(t == null || t.length() != 1 ? "----" : String.format("%04x", (int) t.charAt(0)));
        }
        return sb.toString();
    }

    private static String decode(PythonCodecs.Codec c, byte[] b) {
        try {
            return c.charset().newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static byte[] hex(String s) {
        byte[] b = new byte[s.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    private static String toHex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }
}
