package io.agentcage.docker.internal;

import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.Frame;
import com.github.dockerjava.api.model.StreamType;
import io.agentcage.runner.internal.RunnerChannel;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A container's attach stream as the transport of a {@link RunnerChannel}: docker-java hands in the container's
 * stdout and stderr frames, and copies {@link #stdin()} into the container's stdin.
 */
final class AttachedRunner extends ResultCallback.Adapter<Frame> {
    private static final Logger LOG = LoggerFactory.getLogger(AttachedRunner.class);

    private final FeedInputStream stdin = new FeedInputStream();
    private final RunnerChannel channel;

    AttachedRunner(long maxFrame) {
        this.channel = new RunnerChannel(maxFrame, stdin::feed);
    }

    /** The protocol over this stream. */
    RunnerChannel channel() {
        return channel;
    }

    /** The stream docker-java copies into the container's stdin. */
    FeedInputStream stdin() {
        return stdin;
    }

    @Override
    public void onNext(Frame frame) {
        byte[] payload = frame.getPayload();
        if (frame.getStreamType() == StreamType.STDOUT || frame.getStreamType() == StreamType.RAW) {
            channel.acceptStdout(payload, 0, payload.length);
        } else if (frame.getStreamType() == StreamType.STDERR) {
            channel.acceptStderr(payload, 0, payload.length);
        }
    }

    @Override
    public void onError(Throwable throwable) {
        LOG.debug("attach stream failed", throwable);
        end();
    }

    @Override
    public void onComplete() {
        end();
    }

    private void end() {
        if (!channel.isEnded()) {
            stdin.close();
            channel.end();
        }
    }

    @Override
    public void close() throws IOException {
        end();
        super.close();
    }
}
