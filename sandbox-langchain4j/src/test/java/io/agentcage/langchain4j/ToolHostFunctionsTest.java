package io.agentcage.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.service.tool.ToolExecutor;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ToolHostFunctionsTest {

    static final class Shop {
        @Tool("Price of an item in cents")
        long price(@P("item name") String item, @P("how many") int quantity) {
            if (item.equals("unicorn")) {
                throw new IllegalArgumentException("no such item: unicorn");
            }
            return item.length() * 100L * quantity;
        }

        @Tool(name = "stock-list", value = "Items in stock")
        List<String> stock() {
            return List.of("pen", "book");
        }

        @Tool("Greets")
        String greet(@P("who") String name) {
            return "[not json] hello " + name;
        }
    }

    private static HostFunction named(List<HostFunction> fs, String name) {
        return fs.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static Map<String, Object> args(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void should_convert_tool_methods_with_typed_parameters_when_given_tool_objects() throws Exception {
        List<HostFunction> fs = ToolHostFunctions.fromObjects(new Shop());
        assertThat(fs).extracting(HostFunction::name).containsExactlyInAnyOrder("price", "stock_list", "greet");
        HostFunction price = named(fs, "price");
        assertThat(price.description()).isEqualTo("Price of an item in cents");
        assertThat(price.parameters()).containsExactly(
                HostParameter.required("item", ValueType.STR, "item name"),
                HostParameter.required("quantity", ValueType.INT, "how many"));
        assertThat(price.implementation().call(args("item", "pen", "quantity", 3L))).isEqualTo(900L);
        assertThat(named(fs, "stock_list").implementation().call(Map.of())).isEqualTo(List.of("pen", "book"));
        assertThat(named(fs, "greet").implementation().call(args("name", "ada"))).isEqualTo("[not json] hello ada");
    }

    @Test
    void should_pass_the_tool_failure_on_when_the_tool_throws() {
        HostFunction price = named(ToolHostFunctions.fromObjects(new Shop()), "price");
        assertThatThrownBy(() -> price.implementation().call(args("item", "unicorn", "quantity", 1L)))
                .hasMessageContaining("no such item: unicorn");
    }

    @Test
    void should_parse_structured_results_and_keep_text_when_tool_is_programmatic() throws Exception {
        ToolSpecification spec = ToolSpecification.builder().name("lookup").description("Looks up a user")
                .parameters(JsonObjectSchema.builder().addIntegerProperty("id", "user id")
                        .addBooleanProperty("verbose").addNumberProperty("weight").required("id").build())
                .build();
        ToolExecutor exec = (req, memoryId) -> req.arguments().contains("\"verbose\":true")
                ? "{\"id\": 7, \"tags\": [\"a\", 1.5], \"memory\": \"" + memoryId + "\"}" : "42";
        HostFunction f = ToolHostFunctions.fromSpecifications(Map.of(spec, exec), "conv-1").get(0);
        assertThat(f.parameters()).extracting(HostParameter::type)
                .containsExactly(ValueType.INT, ValueType.BOOL, ValueType.FLOAT);
        assertThat(f.parameters()).extracting(HostParameter::required).containsExactly(true, false, false);
        assertThat(f.implementation().call(args("id", 7L, "verbose", true)))
                .isEqualTo(Map.of("id", 7L, "tags", List.of("a", 1.5), "memory", "conv-1"));
        assertThat(f.implementation().call(args("id", 7L))).isEqualTo("42");
    }

    @Test
    void should_make_python_identifiers_of_tool_names() {
        assertThat(ToolHostFunctions.pythonName("get-weather.v2")).isEqualTo("get_weather_v2");
        assertThat(ToolHostFunctions.pythonName("2fa")).isEqualTo("_2fa");
    }

    /** Compiles tool classes the way a project without {@code -parameters} does, and loads them. */
    private static ClassLoader compiledWithoutParameterNames(java.nio.file.Path dir) throws Exception {
        java.nio.file.Path src = java.nio.file.Files.createDirectories(dir.resolve("src/gen"));
        java.nio.file.Files.writeString(src.resolve("Named.java"), "package gen;\n"
                + "import dev.langchain4j.agent.tool.*;\n"
                + "public class Named {\n"
                + "  @Tool(\"Current temperature of a city\")\n"
                + "  public String temperature(@P(name = \"city\", value = \"the city\") String city) {\n"
                + "    return \"12 C in \" + city;\n  }\n}\n");
        java.nio.file.Files.writeString(src.resolve("Unnamed.java"), "package gen;\n"
                + "import dev.langchain4j.agent.tool.*;\n"
                + "public class Unnamed {\n"
                + "  @Tool(\"Current temperature of a city\")\n"
                + "  public String temperature(@P(\"the city\") String city) { return city; }\n}\n");
        java.nio.file.Path out = java.nio.file.Files.createDirectories(dir.resolve("classes"));
        int exit = javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-proc:none", "-d",
                out.toString(), "-classpath", System.getProperty("java.class.path"),
                src.resolve("Named.java").toString(), src.resolve("Unnamed.java").toString());
        assertThat(exit).as("javac exit code").isZero();
        return new java.net.URLClassLoader(new java.net.URL[] {out.toUri().toURL()},
                ToolHostFunctionsTest.class.getClassLoader());
    }

    @Test
    void should_take_parameter_names_from_p_when_the_class_was_compiled_without_parameters(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        Class<?> named = compiledWithoutParameterNames(dir).loadClass("gen.Named");
        assertThat(named.getMethod("temperature", String.class).getParameters()[0].isNamePresent())
                .as("compiled without -parameters").isFalse();
        HostFunction f = ToolHostFunctions.fromObjects(named.getConstructor().newInstance()).get(0);
        assertThat(f.parameters()).containsExactly(HostParameter.required("city", ValueType.STR, "the city"));
        assertThat(f.implementation().call(args("city", "Oslo"))).isEqualTo("12 C in Oslo");
    }

    @Test
    void should_explain_both_fixes_when_a_parameter_has_no_name(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        Object unnamed = compiledWithoutParameterNames(dir).loadClass("gen.Unnamed").getConstructor().newInstance();
        assertThatThrownBy(() -> ToolHostFunctions.fromObjects(unnamed))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("tool method Unnamed.temperature: parameter 1 (String) has no name in the "
                        + "class file, so the model would have to pass it as 'arg0'")
                .hasMessageContaining("@P(name = \"...\", value = \"description\")")
                .hasMessageContaining("compile with -parameters");
    }
}
