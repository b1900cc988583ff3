package io.agentcage.egress.internal;

import java.io.ByteArrayInputStream;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The certificate authority of one executor, with which the egress proxy decrypts HTTPS to inspected hosts (those
 * whose rule adds headers or restricts methods). Its key pair is made when the executor is built and lives only in
 * this object, in the host JVM: the key never enters a sandbox, is never written anywhere, and dies with the
 * executor. Only the executor's sandboxes are given its certificate to trust; nothing else trusts it.
 *
 * <p>Certificates are ECDSA P-256 with SHA-256, encoded here with {@link Der} (the JDK has no public issuing API).
 * The CA's certificate is valid for {@link #VALIDITY}; a host's leaf certificate, issued on the first inspected
 * connection to it and cached, carries the host as its only subject alternative name.
 */
public final class CertificateAuthority {
    /** How long the CA's certificate and its leaves are valid: 30 days from the executor's start. */
    public static final Duration VALIDITY = Duration.ofDays(30);
    private static final String ECDSA_SHA256 = "1.2.840.10045.4.3.2";
    private static final int MAX_CACHED_HOSTS = 512;
    private static final char[] NO_PASSWORD = new char[0];

    private final String name;
    private final KeyPair caKeys;
    private final KeyPair leafKeys;
    private final X509Certificate caCertificate;
    private final Instant notBefore;
    private final Instant notAfter;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, SSLContext> contexts = new ConcurrentHashMap<>();

    private CertificateAuthority(String name) throws GeneralSecurityException {
        this.name = name;
        this.caKeys = newKeyPair();
        this.leafKeys = newKeyPair();
        this.notBefore = Instant.now().minus(Duration.ofHours(1));
        this.notAfter = notBefore.plus(VALIDITY);
        byte[] ski = keyId(caKeys.getPublic());
        byte[] extensions = Der.sequence(
                extension("2.5.29.19", true, Der.sequence(Der.bool(true), Der.integer(BigInteger.ZERO))),
                extension("2.5.29.15", true, Der.bitString(new byte[] {0x06}, 1)),  // keyCertSign, cRLSign
                extension("2.5.29.14", false, Der.octetString(ski)));
        this.caCertificate = sign(name, name, caKeys.getPublic(), extensions);
    }

    /** A new authority named {@code AgentCage egress CA <random id>}. */
    public static CertificateAuthority create() {
        try {
            byte[] id = new byte[6];
            new SecureRandom().nextBytes(id);
            return new CertificateAuthority("AgentCage egress CA " + java.util.HexFormat.of().formatHex(id));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot create the egress certificate authority: " + e.getMessage(), e);
        }
    }

    /** The authority's certificate (what a sandbox trusts). */
    public X509Certificate certificate() {
        return caCertificate;
    }

    /** The authority's certificate in PEM form. */
    public String certificatePem() {
        try {
            return "-----BEGIN CERTIFICATE-----\n"
                    + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(caCertificate.getEncoded())
                    + "\n-----END CERTIFICATE-----\n";
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot encode the egress CA certificate", e);
        }
    }

    /** A server TLS context presenting a certificate for {@code host} (a normalised DNS name), cached per host. */
    public SSLContext serverContext(String host) {
        SSLContext cached = contexts.get(host);
        if (cached != null) {
            return cached;
        }
        if (contexts.size() >= MAX_CACHED_HOSTS) {
            contexts.clear();
        }
        try {
            SSLContext context = newServerContext(host);
            contexts.put(host, context);
            return context;
        } catch (GeneralSecurityException | java.io.IOException e) {
            throw new IllegalStateException("cannot issue a certificate for '" + host + "': " + e.getMessage(), e);
        }
    }

    /** A leaf certificate for {@code host}, signed by this authority. */
    X509Certificate issue(String host) throws GeneralSecurityException {
        byte[] san = Der.sequence(Der.implicit(2, host.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        byte[] extensions = Der.sequence(
                extension("2.5.29.19", true, Der.sequence()),
                extension("2.5.29.15", true, Der.bitString(new byte[] {(byte) 0x80}, 7)),  // digitalSignature
                extension("2.5.29.37", false, Der.sequence(Der.oid("1.3.6.1.5.5.7.3.1"))),  // serverAuth
                extension("2.5.29.17", false, san),
                extension("2.5.29.14", false, Der.octetString(keyId(leafKeys.getPublic()))),
                extension("2.5.29.35", false, Der.sequence(Der.implicit(0, keyId(caKeys.getPublic())))));
        return sign(host, name, leafKeys.getPublic(), extensions);
    }

    private SSLContext newServerContext(String host) throws GeneralSecurityException, java.io.IOException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("leaf", leafKeys.getPrivate(), NO_PASSWORD, new Certificate[] {issue(host), caCertificate});
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(store, NO_PASSWORD);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(kmf.getKeyManagers(), null, null);
        return context;
    }

    private X509Certificate sign(String subject, String issuer, PublicKey key, byte[] extensions)
            throws GeneralSecurityException {
        byte[] serial = new byte[16];
        random.nextBytes(serial);
        byte[] algorithm = Der.sequence(Der.oid(ECDSA_SHA256));
        byte[] tbs = Der.sequence(
                Der.explicit(0, Der.integer(BigInteger.TWO)),   // v3
                Der.integer(new BigInteger(1, serial)),
                algorithm,
                name(issuer),
                Der.sequence(Der.time(notBefore), Der.time(notAfter)),
                name(subject),
                key.getEncoded(),
                Der.explicit(3, extensions));
        Signature signer = Signature.getInstance("SHA256withECDSA");
        signer.initSign(caKeys.getPrivate());
        signer.update(tbs);
        byte[] der = Der.sequence(tbs, algorithm, Der.bitString(signer.sign()));
        return (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(der));
    }

    private static byte[] name(String commonName) {
        return Der.sequence(Der.set(Der.sequence(Der.oid("2.5.4.3"), Der.utf8(commonName))));
    }

    private static byte[] extension(String oid, boolean critical, byte[] value) {
        return critical ? Der.sequence(Der.oid(oid), Der.bool(true), Der.octetString(value))
                : Der.sequence(Der.oid(oid), Der.octetString(value));
    }

    private static byte[] keyId(PublicKey key) throws GeneralSecurityException {
        return MessageDigest.getInstance("SHA-1").digest(key.getEncoded());
    }

    private static KeyPair newKeyPair() throws GeneralSecurityException {
        KeyPairGenerator g = KeyPairGenerator.getInstance("EC");
        g.initialize(new ECGenParameterSpec("secp256r1"));
        return g.generateKeyPair();
    }
}
