package io.agentcage.egress.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CertificateAuthorityTest {

    @Test
    void should_issue_leaf_certificates_that_verify_against_the_ca_when_a_host_is_inspected() throws Exception {
        CertificateAuthority ca = CertificateAuthority.create();
        X509Certificate root = ca.certificate();
        root.verify(root.getPublicKey());
        assertThat(root.getBasicConstraints()).isEqualTo(0);
        assertThat(root.getSubjectX500Principal().getName()).startsWith("CN=AgentCage egress CA ");
        X509Certificate leaf = ca.issue("api.example.com");
        leaf.verify(root.getPublicKey());
        leaf.checkValidity();
        assertThat(leaf.getBasicConstraints()).isEqualTo(-1);
        assertThat(leaf.getSubjectAlternativeNames()).containsExactly(List.of(2, "api.example.com"));
        assertThat(leaf.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.1");
        assertThat(leaf.getIssuerX500Principal()).isEqualTo(root.getSubjectX500Principal());
        assertThat(ca.certificatePem()).startsWith("-----BEGIN CERTIFICATE-----\n")
                .endsWith("\n-----END CERTIFICATE-----\n");
    }

    @Test
    void should_be_accepted_by_cpython_ssl_when_the_sandbox_trusts_the_ca(@TempDir Path dir) throws Exception {
        CertificateAuthority ca = CertificateAuthority.create();
        Path caFile = dir.resolve("ca.pem");
        Files.writeString(caFile, ca.certificatePem());
        X509Certificate leaf = ca.issue("api.example.com");
        Path leafFile = dir.resolve("leaf.pem");
        Files.writeString(leafFile, "-----BEGIN CERTIFICATE-----\n" + java.util.Base64.getMimeEncoder(64,
                new byte[] {'\n'}).encodeToString(leaf.getEncoded()) + "\n-----END CERTIFICATE-----\n");
        // CPython's own X.509 parser and OpenSSL's chain verification, with the strict flags of Python 3.13
        String script = "import ssl,sys\n"
                + "ctx = ssl.create_default_context(cafile=sys.argv[1])\n"
                + "ctx.verify_flags |= getattr(ssl, 'VERIFY_X509_STRICT', 0)\n"
                + "print(ssl._ssl._test_decode_cert(sys.argv[2])['subjectAltName'])\n"
                + "print(len(ctx.get_ca_certs()))\n";
        Process p = new ProcessBuilder("python3", "-c", script, caFile.toString(), leafFile.toString())
                .redirectErrorStream(true).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(out).contains("(('DNS', 'api.example.com'),)").contains("\n1\n");
        Process verify = new ProcessBuilder("openssl", "verify", "-x509_strict", "-purpose", "sslserver",
                "-CAfile", caFile.toString(), leafFile.toString()).redirectErrorStream(true).start();
        assertThat(verify.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(new String(verify.getInputStream().readAllBytes(), StandardCharsets.UTF_8)).contains(": OK");
    }
}
