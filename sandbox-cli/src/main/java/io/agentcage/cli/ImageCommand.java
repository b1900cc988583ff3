package io.agentcage.cli;

import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.SandboxImage;
import io.agentcage.cli.args.CommandSpec;
import io.agentcage.cli.args.OptionSpec;
import io.agentcage.cli.args.ParsedArgs;
import java.time.Duration;
import java.util.List;

/** {@code agentcage image}: the Docker backend's sandbox image. */
final class ImageCommand {
    static final CommandSpec SPEC = CommandSpec.builder("image")
            .description("Manages the sandbox image of the Docker backend.")
            .subcommand(Build.SPEC)
            .build();

    private ImageCommand() {
    }

    /** {@code agentcage image build}: builds the image through the Docker daemon from the files in this program. */
    static final class Build {
        /** SandboxImage.DEFAULT_PACKAGES as a constant ({@code ImageCommandTest} keeps the two equal). */
        static final String DEFAULT_PACKAGES = "numpy==1.26.4 pandas==2.2.3 matplotlib==3.9.4";
        static final CommandSpec SPEC = CommandSpec.builder("build")
                .description("Builds the sandbox image through the Docker daemon, for hosts whose daemon can pull the "
                        + "base image from a registry (and whose pip can reach its index).\n"
                        + "Without a registry, use scripts/build-image.sh from the AgentCage source repository "
                        + "instead.\nPrints the image's id. Exit: 0 built (or already present with --if-missing), 5 "
                        + "the build failed, 2 on usage errors.")
                .option(OptionSpec.value("--base", "IMAGE", SandboxImage.DEFAULT_BASE_IMAGE,
                        "base image: a Debian-based CPython 3.10+ image (default: " + SandboxImage.DEFAULT_BASE_IMAGE
                                + ")"))
                // No default naming DockerConfig or SandboxImage's lists here: this spec is built by every CLI start,
                // and those classes' initialisers read a resource and bind string concatenations (ADR 0067).
                .option(OptionSpec.value("--tag", "TAG",
                        "tag to build (default: the image this version runs, agentcage/python-sandbox:VERSION)"))
                .option(OptionSpec.repeatable("--package", "SPEC", "a pip requirement to install, repeatable; must "
                        + "cover numpy, pandas and matplotlib (default: " + DEFAULT_PACKAGES + ")"))
                .option(OptionSpec.flag("--base-packages-only",
                        "install nothing: the base already has numpy, pandas and matplotlib"))
                .option(OptionSpec.flag("--if-missing",
                        "do nothing when the tag exists and was built from this program's runner"))
                .option(OptionSpec.value("--timeout", "DURATION", "20m",
                        "longest time the build may take (default: 20m)"))
                .handler(a -> new Build(a).call())
                .build();

        private final String base;
        private final String tag;
        private final List<String> packages;
        private final boolean basePackagesOnly;
        private final boolean ifMissing;
        private final String timeout;

        Build(ParsedArgs a) {
            this.base = a.string("--base");
            this.tag = a.value("--tag").orElseGet(() -> DockerConfig.DEFAULT_IMAGE);
            List<String> given = a.strings("--package");
            this.packages = given.isEmpty() ? null : given;
            this.basePackagesOnly = a.flag("--base-packages-only");
            this.ifMissing = a.flag("--if-missing");
            this.timeout = a.string("--timeout");
        }

        int call() {
            if (basePackagesOnly && packages != null) {
                throw new UsageException("--package and --base-packages-only exclude each other");
            }
            Duration limit = Sizes.duration(timeout, "--timeout");
            SandboxImage.Builder b = SandboxImage.builder().baseImage(base).tag(tag).buildTimeout(limit);
            try {
                if (basePackagesOnly) {
                    b.basePackagesOnly();
                } else if (packages != null) {
                    b.packages(packages);
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("--package: " + e.getMessage());
            }
            SandboxImage image = b.build();
            System.err.println("agentcage: building " + image.tag() + " on " + image.baseImage()
                    + (image.packages().isEmpty() ? " (no packages installed)" : " with " + String.join(" ",
                    image.packages())));
            String id = ifMissing ? image.ensureImage() : image.buildImage();
            System.out.println(image.tag() + " " + id);
            return ExitCodes.SUCCESS;
        }
    }
}
