package io.agentcage.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.agentcage.cli.args.CommandLine;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code agentcage image build}: its options and usage errors (the build itself: {@code ImageCommandIT}). */
class ImageCommandTest {

    private static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void should_describe_both_routes_and_the_defaults_when_help_is_asked() {
        StringWriter out = new StringWriter();
        assertThat(run(out, new StringWriter(), "image", "build", "--help")).isZero();
        assertThat(out.toString()).contains("Usage: agentcage image build").contains("python:3.12-slim")
                .contains("numpy==1.26.4 pandas==2.2.3 matplotlib==3.9.4").contains("scripts/build-image.sh")
                .contains("--base-packages-only").contains("--if-missing");
    }

    @Test
    void should_name_the_default_packages_and_tag_in_help_when_asked() {
        StringWriter out = new StringWriter();
        run(out, new StringWriter(), "image", "build", "--help");
        assertThat(out.toString()).contains(String.join(" ", io.agentcage.docker.SandboxImage.DEFAULT_PACKAGES))
                .contains("agentcage/python-sandbox:VERSION");
        assertThat(io.agentcage.docker.DockerConfig.DEFAULT_IMAGE).startsWith("agentcage/python-sandbox:");
    }

    @Test
    void should_exit_2_naming_the_missing_package_when_packages_leave_one_out() {
        StringWriter err = new StringWriter();
        assertThat(run(new StringWriter(), err, "image", "build", "--package", "numpy==1.26.4", "--package",
                "pandas==2.2.3")).isEqualTo(2);
        assertThat(err.toString()).startsWith("agentcage: --package: packages must include matplotlib");
    }

    @Test
    void should_exit_2_when_packages_and_base_packages_only_are_both_given() {
        StringWriter err = new StringWriter();
        assertThat(run(new StringWriter(), err, "image", "build", "--package", "numpy", "--base-packages-only"))
                .isEqualTo(2);
        assertThat(err.toString()).startsWith("agentcage: --package and --base-packages-only exclude each other");
    }

    @Test
    void should_exit_2_and_name_the_subcommands_when_image_has_none() {
        StringWriter err = new StringWriter();
        assertThat(run(new StringWriter(), err, "image")).isEqualTo(2);
        assertThat(err.toString()).contains("missing subcommand (build)");
    }
}
