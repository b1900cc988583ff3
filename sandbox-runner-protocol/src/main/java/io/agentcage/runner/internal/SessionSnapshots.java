package io.agentcage.runner.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agentcage.ExecutionRequest;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.SnapshotException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Saved sessions of a CPython container: what CPython can carry, which is the workspace's regular files, the
 * globals {@code pickle} can write (by value: functions and classes defined by the session's code are not, nor
 * instances of them, open files, generators or locks), and the imported modules by name. Everything else is left
 * out and listed in the snapshot ({@link #leftOut}), each with the reason pickle gave.
 *
 * <p>A snapshot is {@code "ACDS"}, a format byte, an HMAC-SHA256 of the rest under the executor's key, and the
 * gzipped JSON. The restore program unpickles inside the sandbox, so a snapshot is not trusted beyond what guest code
 * could do anyway; the HMAC keeps out foreign or altered snapshots so that a session continues only from what this
 * application saved. Not API.
 */
public final class SessionSnapshots {
    /** The workspace file the save program writes and the restore program reads (and deletes). */
    public static final String FILE = "agentcage-session-snapshot.json";
    private static final byte[] MAGIC = "ACDS".getBytes(StandardCharsets.US_ASCII);
    private static final byte FORMAT = 1;
    private static final int HEADER = MAGIC.length + 1 + 32;
    private static final long MAX_JSON = 1L << 30;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Saves the globals and the workspace into {@link #FILE}, which comes back as a returned file. */
    public static final String SAVE_PROGRAM = """
            def __agentcage_save():
                import base64, json, os, pickle, stat, types
                out = {"globals": {}, "modules": {}, "files": [], "leftOut": []}
                for name, value in list(globals().items()):
                    if name.startswith("__") and name.endswith("__") or name == "__agentcage_save":
                        continue
                    if isinstance(value, types.ModuleType):
                        out["modules"][name] = value.__name__
                        continue
                    try:
                        out["globals"][name] = base64.b64encode(pickle.dumps(value, protocol=4)).decode("ascii")
                    except BaseException as error:
                        out["leftOut"].append("global '%s' (%s): %s: %s" % (name, type(value).__name__,
                                              type(error).__name__, str(error)[:200]))
                root = os.getcwd()
                for folder, dirs, names in os.walk(root):
                    dirs.sort()
                    for name in sorted(names):
                        path = os.path.join(folder, name)
                        relative = os.path.relpath(path, root)
                        if relative == "@FILE@":
                            continue
                        info = os.lstat(path)
                        if not stat.S_ISREG(info.st_mode):
                            out["leftOut"].append("file '%s': not a regular file" % relative)
                            continue
                        with open(path, "rb") as handle:
                            out["files"].append({"path": relative,
                                                 "data": base64.b64encode(handle.read()).decode("ascii")})
                with open(os.path.join(root, "@FILE@"), "w") as handle:
                    json.dump(out, handle)
            __agentcage_save()
            del __agentcage_save
            """.replace("@FILE@", FILE);

    /** Deletes the save program's file from the workspace again. */
    public static final String CLEANUP_PROGRAM = "import os as __agentcage_os\n__agentcage_os.remove('" + FILE
            + "')\ndel __agentcage_os\n";

    /**
     * Imports the modules and unpickles the globals from {@link #FILE} (which it deletes); prints a JSON list of what
     * failed as its last line.
     */
    public static final String RESTORE_PROGRAM = """
            def __agentcage_restore():
                import base64, importlib, json, os, pickle
                with open("@FILE@") as handle:
                    saved = json.load(handle)
                os.remove("@FILE@")
                failed = []
                for alias, module in saved["modules"].items():
                    try:
                        globals()[alias] = importlib.import_module(module)
                    except BaseException as error:
                        failed.append("module '%s': %s: %s" % (module, type(error).__name__, error))
                for name, data in saved["globals"].items():
                    try:
                        globals()[name] = pickle.loads(base64.b64decode(data))
                    except BaseException as error:
                        failed.append("global '%s': %s: %s" % (name, type(error).__name__, error))
                print(json.dumps(failed))
            __agentcage_restore()
            del __agentcage_restore
            """.replace("@FILE@", FILE);

    private SessionSnapshots() {
    }

    /**
     * The snapshot of a session from the result of {@link #SAVE_PROGRAM}.
     *
     * @throws SnapshotException if the program failed or its file did not come back (larger than the file limit)
     */
    public static byte[] seal(ExecutionResult saved, byte[] key) {
        if (saved.outcome() != Outcome.SUCCESS) {
            throw new SnapshotException("the session could not be saved: " + saved.outcome() + ": "
                    + saved.error().map(e -> e.type() + ": " + e.message()).orElse(saved.message()));
        }
        SandboxFile file = saved.files().stream().filter(f -> f.path().equals(FILE)).findFirst()
                .orElseThrow(() -> new SnapshotException("the session could not be saved: its state did not come "
                        + "back from the sandbox (" + saved.diagnostics().stream().map(d -> d.message())
                        .filter(m -> m.contains(FILE)).findFirst().orElse("the file limit is too small") + ")"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(file.content());
        } catch (IOException e) {
            throw new IllegalStateException("gzip in memory failed", e);
        }
        byte[] body = out.toByteArray();
        byte[] sealed = new byte[HEADER + body.length];
        System.arraycopy(MAGIC, 0, sealed, 0, MAGIC.length);
        sealed[MAGIC.length] = FORMAT;
        System.arraycopy(body, 0, sealed, HEADER, body.length);
        System.arraycopy(mac(key, body), 0, sealed, MAGIC.length + 1, 32);
        return sealed;
    }

    /**
     * What the restore program could not bring back (a module missing, a global pickle cannot read), from its result.
     *
     * @throws SnapshotException if the restore program itself failed
     */
    public static List<String> restoreFailures(ExecutionResult restored) {
        if (restored.outcome() != Outcome.SUCCESS) {
            throw new SnapshotException("the session could not be restored: " + restored.outcome() + ": "
                    + restored.error().map(e -> e.type() + ": " + e.message()).orElse(restored.message()));
        }
        String out = restored.stdout().strip();
        String last = out.substring(out.lastIndexOf('\n') + 1);
        List<String> failed = new ArrayList<>();
        try {
            JSON.readTree(last).forEach(n -> failed.add(n.asText()));
        } catch (IOException e) {
            throw new SnapshotException("the session could not be restored: its restore program printed '" + last
                    + "'");
        }
        return failed;
    }

    /** A verified snapshot's content. */
    public record Opened(JsonNode state, List<SandboxFile> files, List<String> leftOut) {
    }

    /**
     * Verifies and reads a snapshot.
     *
     * @throws IllegalArgumentException if it is not a session snapshot of this backend, was altered, or was sealed
     *                                  with another key
     */
    public static Opened open(byte[] snapshot, byte[] key) {
        if (snapshot.length < HEADER || !Arrays.equals(Arrays.copyOf(snapshot, MAGIC.length), MAGIC)) {
            throw new IllegalArgumentException("not a session snapshot of a container backend");
        }
        if (snapshot[MAGIC.length] != FORMAT) {
            throw new IllegalArgumentException("session snapshot format " + snapshot[MAGIC.length] + " is not "
                    + "supported; this library reads format " + FORMAT);
        }
        byte[] body = Arrays.copyOfRange(snapshot, HEADER, snapshot.length);
        if (!MessageDigest.isEqual(mac(key, body), Arrays.copyOfRange(snapshot, MAGIC.length + 1, HEADER))) {
            throw new IllegalArgumentException("the session snapshot was altered or sealed with another key");
        }
        JsonNode state;
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(body))) {
            byte[] json = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_JSON));
            state = JSON.readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("the session snapshot cannot be read: " + e.getMessage(), e);
        }
        List<SandboxFile> files = new ArrayList<>();
        for (JsonNode f : state.path("files")) {
            files.add(SandboxFile.of(f.path("path").asText(), Base64.getDecoder().decode(f.path("data").asText())));
        }
        List<String> leftOut = new ArrayList<>();
        state.path("leftOut").forEach(n -> leftOut.add(n.asText()));
        return new Opened(state, List.copyOf(files), List.copyOf(leftOut));
    }

    /** The request that restores {@code opened} into a fresh session: its files and the restore program. */
    public static ExecutionRequest restoreRequest(Opened opened) {
        ObjectNode state = JSON.createObjectNode();
        state.set("modules", opened.state().path("modules"));
        state.set("globals", opened.state().path("globals"));
        List<SandboxFile> files = new ArrayList<>(opened.files());
        try {
            files.add(SandboxFile.of(FILE, JSON.writeValueAsBytes(state)));
        } catch (IOException e) {
            throw new IllegalStateException("JSON of a tree failed", e);
        }
        return ExecutionRequest.builder(RESTORE_PROGRAM).inputFiles(files).build();
    }

    private static byte[] mac(byte[] key, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            mac.update(MAGIC);
            mac.update(FORMAT);
            return mac.doFinal(body);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
        }
    }
}
