package io.agentcage.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Java samples of every README (the root's and each module's) and of the docs, in one place: this module sees
 * every other. Each ```java block is compiled as the body of a method, with the imports below (a block's own
 * {@code import} lines, which the READMEs show, go above the class) and the names the READMEs assume
 * ({@code model}, {@code Assistant}, {@code WeatherTools}), then run, and what it claims to print is
 * checked: a line {@code System.out.println(EXPR);   // TEXT} asserts that {@code EXPR} prints something that
 * contains {@code TEXT} (up to a trailing {@code ...}).
 */
public class ReadmeSamplesTest {
    private static final Pattern CLAIM = Pattern.compile(
            "^(\\s*)System\\.out\\.println\\((.*)\\);\\s*//\\s*(.*?)\\s*$", Pattern.MULTILINE);

    private static final String PREAMBLE = String.join("\n",
            "package readme;",
            "import dev.langchain4j.agent.tool.P;",
            "import dev.langchain4j.agent.tool.Tool;",
            "import dev.langchain4j.memory.chat.MessageWindowChatMemory;",
            "import dev.langchain4j.model.chat.ChatModel;",
            "import dev.langchain4j.service.AiServices;",
            "import io.agentcage.*;",
            "import io.agentcage.audit.*;",
            "import io.agentcage.json.*;",
            "import io.agentcage.host.*;",
            "import io.agentcage.validation.*;",
            "import io.agentcage.interpreter.InterpreterExecutor;",
            "import io.agentcage.validator.PolicyValidator;",
            "import io.agentcage.validator.RuleIds;",
            "import io.agentcage.docker.*;",
            "import io.agentcage.langchain4j.*;",
            "import io.agentcage.python.*;",
            "import io.agentcage.python.ast.Module;",
            "import java.nio.file.Path;",
            "import java.time.Duration;",
            "import java.util.*;",
            "public class %s {",
            "  interface Assistant { String chat(String message); }",
            "  static class WeatherTools {",
            "    @Tool(\"Current weather of a city\") String weather(@P(\"city\") String city) { return \"sunny\"; }",
            "  }",
            "  public static void sample(ChatModel model) throws Exception {",
            "");

    /** A model the samples can be built with; none of them calls it. */
    private static final ChatModel MODEL = new ChatModel() {
        @Override
        public ChatResponse doChat(ChatRequest request) {
            return ChatResponse.builder().aiMessage(AiMessage.from("unused")).build();
        }
    };

    /** Asserts that the sample printed what its comment says. Public: called by the compiled samples. */
    public static void expect(Object actual, String claim) {
        String wanted = claim.endsWith("...") ? claim.substring(0, claim.length() - 3).strip() : claim;
        assertThat(String.valueOf(actual)).as("README claim").contains(wanted);
    }

    static List<String> javaBlocks(Path readme) throws IOException {
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(readme));
        List<String> blocks = new ArrayList<>();
        while (m.find()) {
            blocks.add(m.group(1));
        }
        return blocks;
    }

    /** The compilation unit of a block: the preamble's imports and the block's own, then the class with the body. */
    static String source(String className, String block) {
        StringBuilder imports = new StringBuilder();
        StringBuilder body = new StringBuilder();
        for (String line : block.split("\n", -1)) {
            (line.startsWith("import ") ? imports : body).append(line).append('\n');
        }
        String preamble = String.format(PREAMBLE, className);
        int cls = preamble.indexOf("public class ");
        return preamble.substring(0, cls) + imports + preamble.substring(cls) + withChecks(body.toString())
                + "\n  }\n}\n";
    }

    static String withChecks(String block) {
        Matcher m = CLAIM.matcher(block);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String literal = m.group(3).replace("\\", "\\\\").replace("\"", "\\\"");
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + ReadmeSamplesTest.class.getName()
                    + ".expect(" + m.group(2) + ", \"" + literal + "\");"));
        }
        m.appendTail(out);
        return out.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"../README.md", "../sandbox-api/README.md", "../sandbox-validator/README.md",
            "../sandbox-interpreter/README.md", "../sandbox-langchain4j/README.md", "README.md",
            "../docs/validator.md"})
    void should_compile_run_and_print_what_it_claims_when_running_the_samples_of(String readme, @TempDir Path tmp)
            throws Exception {
        compileAndRun(readme, tmp, true);
    }

    /** Samples that need a Docker engine are compiled here; DockerExampleIT runs the same calls against Docker. */
    @ParameterizedTest
    @ValueSource(strings = {"../sandbox-docker/README.md"})
    void should_compile_when_building_the_docker_samples_of(String readme, @TempDir Path tmp) throws Exception {
        compileAndRun(readme, tmp, false);
    }

    @Test
    void should_read_and_write_back_the_same_json_when_given_the_result_sample_of_the_docs() throws IOException {
        Matcher m = Pattern.compile("```json\\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(Path.of("../docs/result-json.md")));
        assertThat(m.find()).as("docs/result-json.md has a JSON sample").isTrue();
        String sample = m.group(1);
        String written = io.agentcage.json.ResultJson.toJson(io.agentcage.json.ResultJson.fromJson(sample));
        assertThat(written).isEqualTo(sample.replaceAll("\\n\\s*", ""));
    }

    private void compileAndRun(String readme, Path tmp, boolean run) throws Exception {
        List<String> blocks = javaBlocks(Path.of(readme));
        assertThat(blocks).as(readme + " has Java samples").isNotEmpty();
        Path src = Files.createDirectories(tmp.resolve("src/readme"));
        List<String> files = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            Path f = src.resolve("Sample" + i + ".java");
            Files.writeString(f, source("Sample" + i, blocks.get(i)));
            files.add(f.toString());
        }
        Path out = Files.createDirectories(tmp.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new ArrayList<>(List.of("-parameters", "-proc:none", "-d", out.toString(),
                "-classpath", System.getProperty("java.class.path")));
        args.addAll(files);
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac exit code of " + readme)
                .isZero();
        if (!run) {
            return;
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
            for (int i = 0; i < blocks.size(); i++) {
                Method sample = loader.loadClass("readme.Sample" + i).getMethod("sample", ChatModel.class);
                sample.invoke(null, MODEL);
            }
        } finally {
            Files.deleteIfExists(Path.of("audit.jsonl"));   // the root README's sample writes its audit trail here
        }
    }
}
