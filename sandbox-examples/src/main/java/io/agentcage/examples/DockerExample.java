package io.agentcage.examples;

import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxUnavailableException;
import io.agentcage.docker.DockerExecutor;
import java.io.PrintStream;

/**
 * Runs full CPython (numpy, pandas, matplotlib) in a locked-down container. When Docker or the sandbox image is
 * missing it prints why and how to fix it, and exits with status 0 so that scripts running every example go on.
 */
public final class DockerExample {

    private DockerExample() {
    }

    public static void main(String[] args) {
        run(System.out);
    }

    /** Runs the example, printing to {@code out}; returns false when Docker is unavailable. */
    public static boolean run(PrintStream out) {
        DockerExecutor sandbox;
        try {
            sandbox = DockerExecutor.builder().build();
        } catch (SandboxUnavailableException e) {
            out.println("Docker is not available, skipping the Docker example: " + e.getMessage());
            return false;
        }
        try (sandbox) {
            ExecutionResult r = sandbox.execute(ExecutionRequest.of(
                    "import numpy as np\nnp.arange(10).reshape(2, 5).sum(axis=1).tolist()"));
            out.println("docker: " + r.outcome() + " value=" + r.value().orElse("") + r.message());
            ExecutionResult plot = sandbox.execute(ExecutionRequest.of(
                    "import matplotlib.pyplot as plt\nplt.plot([1, 4, 9])\nplt.savefig('squares.png')"));
            plot.files().forEach(f -> out.println("file: " + f.path() + " " + f.mediaType() + " " + f.size()
                    + " bytes"));
            return true;
        }
    }
}
