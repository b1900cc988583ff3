package io.agentcage;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A file of the sandbox workspace, given to the code as input or returned as output: a relative path, a media type
 * and the exact bytes.
 *
 * <p>Paths are relative to the workspace, use {@code /} as separator and may not leave it: absolute paths, empty
 * segments, {@code .} and {@code ..} segments, backslashes and control characters are refused. The content is
 * copied on the way in and on the way out, so a {@code SandboxFile} is immutable.
 *
 * @param path      the workspace-relative path, e.g. {@code data/input.csv}
 * @param mediaType the media type, e.g. {@code text/csv}; guessed from the extension by {@link #of}
 */
public record SandboxFile(String path, String mediaType, byte[] content) {

    private static final Map<String, String> MEDIA_TYPES = Map.ofEntries(
            Map.entry("txt", "text/plain"), Map.entry("csv", "text/csv"), Map.entry("json", "application/json"),
            Map.entry("py", "text/x-python"), Map.entry("md", "text/markdown"), Map.entry("html", "text/html"),
            Map.entry("xml", "application/xml"), Map.entry("png", "image/png"), Map.entry("jpg", "image/jpeg"),
            Map.entry("jpeg", "image/jpeg"), Map.entry("gif", "image/gif"), Map.entry("svg", "image/svg+xml"),
            Map.entry("pdf", "application/pdf"), Map.entry("zip", "application/zip"),
            Map.entry("tsv", "text/tab-separated-values"), Map.entry("log", "text/plain"),
            Map.entry("yaml", "application/yaml"), Map.entry("yml", "application/yaml"));

    public SandboxFile {
        Objects.requireNonNull(path, "path == null");
        Objects.requireNonNull(mediaType, "mediaType == null");
        Objects.requireNonNull(content, "content == null");
        checkPath(path);
        content = content.clone();
    }

    /** A file whose media type is guessed from its extension ({@code application/octet-stream} when unknown). */
    public static SandboxFile of(String path, byte[] content) {
        return new SandboxFile(path, guessMediaType(path), content);
    }

    /** A UTF-8 text file whose media type is guessed from its extension. */
    public static SandboxFile ofText(String path, String text) {
        return of(path, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The media type for a path's extension, or {@code application/octet-stream}. */
    public static String guessMediaType(String path) {
        int dot = path.lastIndexOf('.');
        if (dot < 0 || dot == path.length() - 1) {
            return "application/octet-stream";
        }
        return MEDIA_TYPES.getOrDefault(path.substring(dot + 1).toLowerCase(Locale.ROOT), "application/octet-stream");
    }

    /**
     * Checks a workspace-relative path.
     *
     * @throws IllegalArgumentException naming what is wrong with the path
     */
    public static void checkPath(String path) {
        if (path.isEmpty()) {
            throw new IllegalArgumentException("file path is empty");
        }
        if (path.startsWith("/")) {
            throw new IllegalArgumentException("file path must be relative to the workspace, got '" + path + "'");
        }
        if (path.length() > 1024) {
            throw new IllegalArgumentException("file path is longer than 1024 characters");
        }
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c < 0x20 || c == 0x7f || c == '\\') {
                throw new IllegalArgumentException("file path contains a forbidden character at index " + i
                        + ": '" + path.replaceAll("\\p{Cntrl}", "?") + "'");
            }
        }
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                throw new IllegalArgumentException("file path may not contain empty, '.' or '..' segments, got '"
                        + path + "'");
            }
        }
    }

    /** A copy of the bytes. */
    @Override
    public byte[] content() {
        return content.clone();
    }

    /** The size in bytes. */
    public int size() {
        return content.length;
    }

    /** The content decoded as UTF-8 (malformed bytes replaced). */
    public String text() {
        return new String(content, StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SandboxFile other && path.equals(other.path) && mediaType.equals(other.mediaType)
                && Arrays.equals(content, other.content);
    }

    @Override
    public int hashCode() {
        return Objects.hash(path, mediaType, Arrays.hashCode(content));
    }

    @Override
    public String toString() {
        return "SandboxFile[path=" + path + ", mediaType=" + mediaType + ", size=" + content.length + "]";
    }
}
