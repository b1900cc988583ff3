package io.agentcage.cli;

import io.agentcage.docker.DockerConfig;
import io.agentcage.docker.SandboxImage;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code agentcage image}: the Docker backend's sandbox image. */
@Command(name = "image", mixinStandardHelpOptions = true,
        description = "Manages the sandbox image of the Docker backend.",
        subcommands = ImageCommand.Build.class)
final class ImageCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing subcommand (build)");
    }

    /** {@code agentcage image build}: builds the image through the Docker daemon from the files in this program. */
    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Builds the sandbox image through the Docker daemon, for hosts whose daemon can pull the "
                    + "base image from a registry (and whose pip can reach its index).",
                    "Without a registry, use scripts/build-image.sh from the AgentCage source repository instead.",
                    "Prints the image's id. Exit: 0 built (or already present with --if-missing), 5 the build failed, "
                            + "2 on usage errors."})
    static final class Build implements Callable<Integer> {

        @Option(names = "--base", defaultValue = SandboxImage.DEFAULT_BASE_IMAGE, paramLabel = "IMAGE",
                description = "base image: a Debian-based CPython 3.10+ image (default: ${DEFAULT-VALUE})")
        String base;

        @Option(names = "--tag", paramLabel = "TAG",
                description = "tag to build (default: the image this version runs, ${DEFAULT-VALUE})")
        String tag = DockerConfig.DEFAULT_IMAGE;

        @Option(names = "--package", paramLabel = "SPEC",
                description = "a pip requirement to install, repeatable; must cover numpy, pandas and matplotlib "
                        + "(default: " + "numpy==1.26.4 pandas==2.2.3 matplotlib==3.9.4" + ")")
        List<String> packages;

        @Option(names = "--base-packages-only",
                description = "install nothing: the base already has numpy, pandas and matplotlib")
        boolean basePackagesOnly;

        @Option(names = "--if-missing",
                description = "do nothing when the tag exists and was built from this program's runner")
        boolean ifMissing;

        @Option(names = "--timeout", defaultValue = "20m", paramLabel = "DURATION",
                description = "longest time the build may take (default: ${DEFAULT-VALUE})")
        String timeout;

        @Override
        public Integer call() {
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
