package io.agentcage.testcontainers;

import io.agentcage.CodeExecutor;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.DockerExecutor;
import io.agentcage.docker.SandboxImage;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension that gives tests a {@link DockerExecutor} on the Docker environment Testcontainers discovers
 * (a {@link DockerSandbox}), started once per test class or once per JVM.
 *
 * <pre>{@code
 * class PricingToolTest {
 *     @RegisterExtension
 *     static DockerSandboxExtension sandbox = DockerSandboxExtension.perClass();
 *
 *     @Test void runs_python(DockerExecutor docker) {
 *         assertEquals("42", docker.execute(ExecutionRequest.of("6 * 7")).value().orElseThrow());
 *     }
 * }
 * }</pre>
 *
 * <p>Test methods, constructors and lifecycle methods may declare a {@link DockerExecutor} or {@link CodeExecutor}
 * parameter; {@link #executor()} returns the same executor. Per class, the sandbox starts before the class's first
 * test and stops (every container removed) after its last; per JVM ({@link #perJvm()}, also what
 * {@code @ExtendWith(DockerSandboxExtension.class)} gives), one sandbox per configuration serves every class and
 * stops when the test run ends. Without Docker or the sandbox image the class fails, unless
 * {@link Builder#skipWithoutDocker(boolean)} makes it skipped (with the reason).
 */
public final class DockerSandboxExtension implements BeforeAllCallback, ParameterResolver {

    /** When a sandbox starts and stops. */
    public enum Scope {
        /** Started before the first test of each class, stopped after its last. */
        CLASS,
        /** Started once, shared by every class that uses the same configuration, stopped at the end of the run. */
        JVM
    }

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(
            DockerSandboxExtension.class);

    private final DockerConfig config;
    private final SandboxImage image;
    private final Scope scope;
    private final boolean skipWithoutDocker;
    private volatile DockerSandbox current;

    /** Per JVM, default configuration, fails without Docker: what {@code @ExtendWith} registers. */
    public DockerSandboxExtension() {
        this(builder().scope(Scope.JVM));
    }

    private DockerSandboxExtension(Builder b) {
        this.config = b.config;
        this.image = b.image;
        this.scope = b.scope;
        this.skipWithoutDocker = b.skipWithoutDocker;
    }

    /** A sandbox per test class, default configuration. */
    public static DockerSandboxExtension perClass() {
        return builder().scope(Scope.CLASS).build();
    }

    /** A sandbox per JVM, default configuration. */
    public static DockerSandboxExtension perJvm() {
        return builder().scope(Scope.JVM).build();
    }

    /** A builder: per class, default configuration, failing without Docker. */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        ExtensionContext owner = scope == Scope.JVM ? context.getRoot() : context;
        Object key = scope == Scope.JVM ? List.of(DockerSandboxExtension.class, configKey(config),
                image == null ? "" : image.toString()) : context.getRequiredTestClass();
        try {
            current = owner.getStore(NAMESPACE)
                    .getOrComputeIfAbsent(key, k -> Started.start(sandbox()), Started.class).sandbox;
        } catch (SandboxUnavailableException e) {
            if (skipWithoutDocker) {
                Assumptions.abort("no sandbox: " + e.getMessage());
            }
            throw e;
        }
    }

    /**
     * What makes two configurations the same sandbox per JVM: {@link DockerConfig} has no equals, so its settings
     * that change what the executor does are compared.
     */
    private static List<Object> configKey(DockerConfig c) {
        return List.of(c.image(), c.runtime(), c.ceilings(), c.network(), c.nanoCpus(), c.tmpBytes(),
                c.maxOpenFiles(), c.maxFiles(), c.poolMinIdle(), c.poolMaxTotal(), c.preloadModules(),
                c.containerLifetime(), c.startupTimeout(), c.backstopGrace(), c.acquireTimeout(), c.dockerHost(),
                c.extraLabels(), c.allowedImages());
    }

    private DockerSandbox sandbox() {
        DockerSandbox s = DockerSandbox.withConfig(config);
        return image == null ? s : s.buildingImageIfMissing(image);
    }

    /** The executor of the running sandbox (after {@code beforeAll}). */
    public DockerExecutor executor() {
        DockerSandbox s = current;
        if (s == null) {
            throw new IllegalStateException("the sandbox starts before the first test of the class: register the "
                    + "extension on a static field (@RegisterExtension static) and use executor() in tests");
        }
        return s.executor();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == DockerExecutor.class || type == CodeExecutor.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (current == null) {
            beforeAll(context);
        }
        try {
            return executor();
        } catch (IllegalStateException e) {
            throw new ParameterResolutionException(e.getMessage(), e);
        }
    }

    /** A started sandbox in a JUnit store: closed by JUnit when its scope ends. */
    private static final class Started implements AutoCloseable, ExtensionContext.Store.CloseableResource {
        final DockerSandbox sandbox;

        private Started(DockerSandbox sandbox) {
            this.sandbox = sandbox;
        }

        static Started start(DockerSandbox sandbox) {
            sandbox.start();
            return new Started(sandbox);
        }

        @Override
        public void close() {
            sandbox.stop();
        }
    }

    /** Builds a {@link DockerSandboxExtension}. */
    public static final class Builder {
        private DockerConfig config = DockerConfig.defaults();
        private SandboxImage image;
        private Scope scope = Scope.CLASS;
        private boolean skipWithoutDocker;

        private Builder() {
        }

        /** The executor's configuration; default {@link DockerConfig#defaults()}. */
        public Builder config(DockerConfig value) {
            this.config = Objects.requireNonNull(value, "config == null");
            return this;
        }

        /**
         * Builds this image when it is missing from the engine (see {@link DockerSandbox#buildingImageIfMissing});
         * default: the image must be there.
         */
        public Builder buildImageIfMissing(SandboxImage value) {
            this.image = Objects.requireNonNull(value, "image == null");
            return this;
        }

        /** Per class (the default) or per JVM. */
        public Builder scope(Scope value) {
            this.scope = Objects.requireNonNull(value, "scope == null");
            return this;
        }

        /**
         * Whether tests are skipped (aborted, with the reason) rather than failed when there is no Docker
         * environment or no sandbox image; default false (fail), as a CI run must not pass by skipping.
         */
        public Builder skipWithoutDocker(boolean value) {
            this.skipWithoutDocker = value;
            return this;
        }

        /** The extension. */
        public DockerSandboxExtension build() {
            return new DockerSandboxExtension(this);
        }
    }
}
