package io.agentcage.langchain4j.internal;

import dev.langchain4j.data.image.Image;
import dev.langchain4j.data.message.Content;
import dev.langchain4j.data.message.ImageContent;
import dev.langchain4j.data.message.TextContent;
import io.agentcage.ExecutionResult;
import io.agentcage.SandboxFile;
import io.agentcage.text.ModelText;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Set;

/**
 * What a code tool gives back to the model: the rendered text, images to attach, and whether it reports an error.
 *
 * <p>Not API: an implementation detail of {@code io.agentcage.langchain4j}.
 *
 * @param text   the result as text, bounded by the tool's cap
 * @param images produced images small enough to attach
 * @param error  whether the code did not run to completion (or the sandbox failed)
 */
public record ToolOutput(String text, List<ImageContent> images, boolean error) {

    /** Image types that chat models accept as image content. */
    private static final Set<String> ATTACHABLE = Set.of("image/png", "image/jpeg", "image/gif", "image/webp");

    public ToolOutput {
        images = List.copyOf(images);
    }

    /** A text-only error output (bad arguments, sandbox fault). */
    public static ToolOutput failure(String text) {
        return new ToolOutput(text, List.of(), true);
    }

    /**
     * Renders a result; images up to {@code maxImageBytes} each (zero attaches none) become image content, and the
     * file list says which ones were attached.
     */
    public static ToolOutput of(ExecutionResult result, int maxChars, long maxImageBytes) {
        List<ImageContent> images = new ArrayList<>();
        List<String> attached = new ArrayList<>();
        for (SandboxFile f : result.files()) {
            if (ATTACHABLE.contains(f.mediaType()) && f.size() <= maxImageBytes) {
                images.add(ImageContent.from(Image.builder()
                        .base64Data(Base64.getEncoder().encodeToString(f.content()))
                        .mimeType(f.mediaType()).build()));
                attached.add(f.path());
            }
        }
        String text = ModelText.render(result, maxChars);
        if (!attached.isEmpty()) {
            text += "\n(attached as images: " + String.join(", ", attached) + ")";
        } else if (result.files().stream().anyMatch(f -> f.mediaType().startsWith("image/"))) {
            text += "\n(images are listed, not attached: they are too large or of a type models cannot view)";
        }
        return new ToolOutput(text, images, !result.isSuccess());
    }

    /** This output with a line added to its text. */
    public ToolOutput withNote(String note) {
        return new ToolOutput(text + "\n" + note, images, error);
    }

    /** The text and images as LangChain4j content, text first. */
    public List<Content> contents() {
        List<Content> contents = new ArrayList<>();
        contents.add(TextContent.from(text));
        contents.addAll(images);
        return contents;
    }
}
