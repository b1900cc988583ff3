package io.agentcage.cli;

import io.agentcage.CodeExecutor;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Session;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * State across {@code agentcage run --session-dir DIR} invocations.
 *
 * <p>Sessions live in the memory of one process, so nothing of a session can be saved as such. Instead the
 * directory keeps the <em>history</em>: every program that ran successfully is stored as {@code DIR/NNNNNN.py}. The
 * next invocation opens a fresh session, replays the history silently (its output is discarded), then runs the new
 * program, and appends it to the history if it succeeds. Consequences, stated plainly: replay re-runs every earlier
 * program (time adds up, side effects such as files written in the workspace are recreated, random numbers and
 * clocks give new values), and a history that no longer replays (a stricter policy, a different backend) is
 * reported with the step that failed. Delete the directory to start over.
 */
final class SessionDir {
    /** Most programs kept in one history, so that replay time stays bounded. */
    static final int MAX_HISTORY = 1_000;

    private final Path dir;

    SessionDir(Path dir) {
        this.dir = dir;
    }

    /** Replays the history in a new session, then runs {@code request} and records it if it succeeds. */
    ExecutionResult run(CodeExecutor executor, ExecutionRequest request) throws IOException {
        List<Path> history = history();
        if (history.size() >= MAX_HISTORY) {
            throw new UsageException("--session-dir " + dir + ": the history holds " + MAX_HISTORY
                    + " programs, the most replayed; delete the directory to start over");
        }
        try (Session session = executor.openSession()) {
            for (int i = 0; i < history.size(); i++) {
                String code = Files.readString(history.get(i), StandardCharsets.UTF_8);
                ExecutionResult replay = session.execute(silent(request, code));
                if (!replay.isSuccess()) {
                    return replayFailure(history.get(i), i + 1, replay);
                }
            }
            ExecutionResult result = session.execute(request);
            if (result.isSuccess()) {
                Files.writeString(dir.resolve(String.format("%06d.py", history.size() + 1)), request.code(),
                        StandardCharsets.UTF_8);
            }
            return result;
        }
    }

    /** {@code request} with other code and without its output listener: a replay is silent. */
    private static ExecutionRequest silent(ExecutionRequest request, String code) {
        return new ExecutionRequest(request.language(), code, request.stdin(), request.inputFiles(),
                request.environment(), request.limits(), request.metadata(), request.filename(), request.network(),
                java.util.Optional.empty(), request.cancellation());
    }

    private ExecutionResult replayFailure(Path step, int index, ExecutionResult replay) {
        String why = replay.error().map(e -> e.summary()).orElse(replay.outcome() + " " + replay.message()).strip();
        return replay.toBuilder().stdout("", false).stderr("", false)
                .message("replaying " + step.getFileName() + " (step " + index + " of the session history in "
                        + dir + ") failed: " + why + "; delete the directory to start over")
                .build();
    }

    /** The stored programs in order; creates the directory if needed. */
    List<Path> history() throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException("--session-dir " + dir + ": not a directory");
        }
        Files.createDirectories(dir);
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir, "[0-9][0-9][0-9][0-9][0-9][0-9].py")) {
            s.forEach(files::add);
        }
        files.sort(null);
        return files;
    }
}
