package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every ```java block of this module's README.md is compiled (as the body of a method, with the imports below and
 * the names the README assumes: {@code model}, {@code Assistant}, {@code WeatherTools}) and then run.
 */
class ReadmeSamplesTest {

    private static final String PREAMBLE = String.join("\n",
            "package readme;",
            "import dev.langchain4j.agent.tool.*;",
            "import dev.langchain4j.memory.chat.MessageWindowChatMemory;",
            "import dev.langchain4j.model.chat.ChatModel;",
            "import dev.langchain4j.service.AiServices;",
            "import io.agentcage.*;",
            "import io.agentcage.host.HostFunction;",
            "import io.agentcage.interpreter.InterpreterExecutor;",
            "import io.agentcage.langchain4j.*;", "import java.time.Duration;",
            "import io.agentcage.validator.PolicyValidator;",
            "import java.util.List;",
            "public class Sample%d {",
            "  interface Assistant { String chat(String message); }",
            "  static class WeatherTools {",
            "    @Tool(\"Current weather of a city\") String weather(@P(\"city\") String city) { return \"sunny\"; }",
            "  }",
            "  public static void sample(ChatModel model) throws Exception {",
            "");

    /** A block as a class: its own {@code import} lines (the README shows them) go above the class. */
    static String source(int index, String block) {
        StringBuilder imports = new StringBuilder();
        StringBuilder body = new StringBuilder();
        for (String line : block.split("\n", -1)) {
            (line.startsWith("import ") ? imports : body).append(line).append('\n');
        }
        String preamble = String.format(PREAMBLE, index);
        int cls = preamble.indexOf("public class ");
        return preamble.substring(0, cls) + imports + preamble.substring(cls) + body + "\n  }\n}\n";
    }

    static List<String> javaBlocks(Path readme) throws IOException {
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(readme));
        List<String> blocks = new ArrayList<>();
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    @Test
    void should_compile_and_run_every_java_block_of_the_readme(@TempDir Path tmp) throws Exception {
        List<String> blocks = javaBlocks(Path.of("README.md"));
        assertThat(blocks).isNotEmpty();
        Path src = Files.createDirectories(tmp.resolve("src/readme"));
        List<String> files = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            Path f = src.resolve("Sample" + i + ".java");
            Files.writeString(f, source(i, blocks.get(i)));
            files.add(f.toString());
        }
        Path out = Files.createDirectories(tmp.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("-parameters", "-proc:none", "-d", out.toString(),
                "-classpath", System.getProperty("java.class.path")));
        args.addAll(files);
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit code").isZero();
        ChatModel model = new ChatModel() {
            @Override
            public ChatResponse doChat(dev.langchain4j.model.chat.request.ChatRequest request) {
                return ChatResponse.builder().aiMessage(AiMessage.from("unused")).build();
            }
        };
        try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
            for (int i = 0; i < blocks.size(); i++) {
                Method sample = loader.loadClass("readme.Sample" + i).getMethod("sample", ChatModel.class);
                sample.invoke(null, model);
            }
        }
    }
}
