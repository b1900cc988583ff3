package io.agentcage.kubernetes.internal;

import io.agentcage.runner.internal.RunnerChannel;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.ExecListener;
import io.fabric8.kubernetes.client.dsl.ExecWatch;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@code pods/attach} websocket (stdin, stdout and stderr of the sandbox container; tty off) as the transport of
 * a {@link RunnerChannel}. The container runs with {@code stdin: true, stdinOnce: false}: closing or losing this
 * connection closes nothing in the pod, so the runner (and a session's state) survives it and a new attachment
 * can pick up where this one stopped.
 */
final class PodAttachment implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PodAttachment.class);

    private final RunnerChannel channel;
    private final ExecWatch watch;

    private PodAttachment(RunnerChannel channel, ExecWatch watch) {
        this.channel = channel;
        this.watch = watch;
    }

    /**
     * Attaches to the sandbox container of a running pod.
     *
     * @throws io.fabric8.kubernetes.client.KubernetesClientException when the API server refuses or cannot be
     *                                                                reached
     */
    static PodAttachment open(KubernetesClient client, String namespace, String pod, long maxFrame) {
        AtomicReference<ExecWatch> ref = new AtomicReference<>();
        RunnerChannel channel = new RunnerChannel(maxFrame, frame -> {
            ExecWatch w = ref.get();
            if (w == null) {
                throw new IOException("the attach stream is not open");
            }
            OutputStream in = w.getInput();
            synchronized (in) {
                try {
                    in.write(frame);
                    in.flush();
                } catch (KubernetesClientException e) {
                    // the websocket closed under us (fabric8 reports it unchecked): a send failure like any other
                    throw new IOException("the attach stream to pod " + pod + " is closed: " + e.getMessage(), e);
                }
            }
        });
        ExecWatch watch = client.pods().inNamespace(namespace).withName(pod).inContainer(PodSpecs.CONTAINER)
                .withReadyWaitTimeout(0)
                .redirectingInput()
                .writingOutput(new Forward(channel, true))
                .writingError(new Forward(channel, false))
                .usingListener(new ExecListener() {
                    @Override
                    public void onFailure(Throwable t, Response response) {
                        LOG.debug("attach stream to pod {} failed", pod, t);
                        channel.end();
                    }

                    @Override
                    public void onClose(int code, String reason) {
                        LOG.debug("attach stream to pod {} closed: {} {}", pod, code, reason);
                        channel.end();
                    }
                })
                .attach();
        ref.set(watch);
        return new PodAttachment(channel, watch);
    }

    RunnerChannel channel() {
        return channel;
    }

    @Override
    public void close() {
        channel.end();
        try {
            watch.close();
        } catch (RuntimeException e) {
            LOG.debug("closing an attach stream failed", e);
        }
    }

    /** Copies what the websocket delivers for stdout or stderr into the channel. */
    private static final class Forward extends OutputStream {
        private final RunnerChannel channel;
        private final boolean stdout;

        Forward(RunnerChannel channel, boolean stdout) {
            this.channel = channel;
            this.stdout = stdout;
        }

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] data, int offset, int length) {
            if (stdout) {
                channel.acceptStdout(data, offset, length);
            } else {
                channel.acceptStderr(data, offset, length);
            }
        }
    }
}
