package io.agentcage.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.ImageContent;
import dev.langchain4j.data.message.TextContent;
import io.agentcage.ExecutionResult;
import io.agentcage.Outcome;
import io.agentcage.SandboxFile;
import io.agentcage.langchain4j.internal.ToolOutput;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class ToolOutputTest {

    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 1, 2, 3};

    @Test
    void should_attach_small_images_as_image_content_when_code_produced_them() {
        ExecutionResult r = ExecutionResult.builder(Outcome.SUCCESS).file(SandboxFile.of("plot.png", PNG))
                .file(SandboxFile.ofText("data.csv", "a,b\n")).build();
        ToolOutput out = ToolOutput.of(r, 5000, 1024);
        assertThat(out.error()).isFalse();
        assertThat(out.contents()).hasSize(2);
        assertThat(out.contents().get(0)).isInstanceOf(TextContent.class);
        ImageContent image = (ImageContent) out.contents().get(1);
        assertThat(image.image().mimeType()).isEqualTo("image/png");
        assertThat(Base64.getDecoder().decode(image.image().base64Data())).isEqualTo(PNG);
        assertThat(out.text()).contains("- plot.png (image/png, 11 bytes)").contains("- data.csv (text/csv, 4 bytes)")
                .endsWith("(attached as images: plot.png)");
    }

    @Test
    void should_list_but_not_attach_images_when_they_exceed_the_cap() {
        ExecutionResult r = ExecutionResult.builder(Outcome.SUCCESS).file(SandboxFile.of("big.png", PNG)).build();
        ToolOutput out = ToolOutput.of(r, 5000, 4);
        assertThat(out.images()).isEmpty();
        assertThat(out.text()).contains("- big.png").contains("images are listed, not attached");
    }

    @Test
    void should_mark_error_when_code_did_not_complete() {
        ExecutionResult r = ExecutionResult.builder(Outcome.TIMEOUT).message("timed out after 1 s").build();
        assertThat(ToolOutput.of(r, 5000, 0).error()).isTrue();
    }
}
