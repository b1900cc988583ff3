package io.agentcage.langchain4j;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolMemoryId;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.invocation.LangChain4jManaged;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonBooleanSchema;
import dev.langchain4j.model.chat.request.json.JsonEnumSchema;
import dev.langchain4j.model.chat.request.json.JsonIntegerSchema;
import dev.langchain4j.model.chat.request.json.JsonNumberSchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchemaElement;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;
import dev.langchain4j.service.tool.AiServiceTool;
import dev.langchain4j.service.tool.DefaultToolExecutor;
import dev.langchain4j.service.tool.ToolExecutor;
import dev.langchain4j.service.tool.ToolService;
import io.agentcage.host.HostFunction;
import io.agentcage.host.HostParameter;
import io.agentcage.host.ValueType;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * "Code mode": LangChain4j tools turned into {@link HostFunction}s, so that code written by the model calls them
 * directly (loop over results, combine tools) instead of one tool call per model turn.
 *
 * <p>Each tool's JSON-schema parameters become {@link HostParameter}s (string → {@code str}, integer → {@code int},
 * number → {@code float}, boolean → {@code bool}, array → {@code list}, object → {@code dict}, enum → {@code str},
 * anything else → any). A guest call serialises its arguments to JSON and calls the tool's {@link ToolExecutor},
 * exactly as an agent loop would. The result comes back as data: the text of a tool declared to return
 * {@code String} stays a {@code str}; any other {@code @Tool} result is parsed from its JSON form (numbers, lists,
 * dicts); for programmatic tools a JSON object or array is parsed and anything else is returned as {@code str}. A
 * tool that throws raises an exception in the guest with the same message. A {@code @Tool} method's Java return
 * type becomes the function's {@link HostFunction#returns()} (so its stub says {@code -> int}, {@code -> str}, ...).
 *
 * <p>Pass the functions to a backend that supports host functions (see {@link io.agentcage.Capabilities#hostFunctions()}),
 * for instance the interpreter's executor builder.
 */
public final class ToolHostFunctions {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final AtomicLong CALL_IDS = new AtomicLong();

    private ToolHostFunctions() {
    }

    /**
     * Host functions for every {@code @Tool} method of the given objects; calls pass memory id {@code default}.
     * Parameter names come from {@code @P(name = ...)} when given, else from the class file, which has them only
     * when it was compiled with {@code -parameters}.
     *
     * @throws IllegalArgumentException if a parameter has neither: the model would have to call it {@code arg0};
     *                                  the message names the method, the parameter and both fixes
     */
    public static List<HostFunction> fromObjects(Object... toolObjects) {
        List<HostFunction> functions = new ArrayList<>();
        for (Object o : toolObjects) {
            Objects.requireNonNull(o, "tool object == null");
            for (AiServiceTool t : ToolService.findTools(o)) {
                if (t.toolExecutor() instanceof DefaultToolExecutor d) {
                    requireParameterNames(d.originalMethod());
                }
                boolean text = t.toolExecutor() instanceof DefaultToolExecutor d
                        && d.originalMethod().getReturnType() == String.class;
                HostFunction f = convert(t.toolSpecification(), t.toolExecutor(), text ? Result.TEXT : Result.JSON,
                        "default");
                functions.add(t.toolExecutor() instanceof DefaultToolExecutor d
                        ? f.withReturns(returnType(d.originalMethod().getReturnType())) : f);
            }
        }
        return List.copyOf(functions);
    }

    /** The guest type of a {@code @Tool} method's result (for the stub the model reads), or any. */
    static ValueType returnType(Class<?> t) {
        if (t == String.class || t == char.class || t == Character.class || t.isEnum()) {
            return ValueType.STR;
        }
        if (t == int.class || t == long.class || t == short.class || t == byte.class || t == Integer.class
                || t == Long.class || t == Short.class || t == Byte.class || t == java.math.BigInteger.class) {
            return ValueType.INT;
        }
        if (t == double.class || t == float.class || t == Double.class || t == Float.class) {
            return ValueType.FLOAT;
        }
        if (t == boolean.class || t == Boolean.class) {
            return ValueType.BOOL;
        }
        if (t.isArray() || java.util.Collection.class.isAssignableFrom(t)) {
            return ValueType.LIST;
        }
        return Map.class.isAssignableFrom(t) ? ValueType.DICT : ValueType.ANY;
    }

    /** Fails when a parameter the model passes by name has no name but {@code argN}. */
    static void requireParameterNames(Method method) {
        Parameter[] params = method.getParameters();
        for (int i = 0; i < params.length; i++) {
            Parameter p = params[i];
            if (isManagedByLangChain4j(p)) {
                continue;
            }
            P annotation = p.getAnnotation(P.class);
            boolean named = annotation != null && !annotation.name().isBlank();
            if (!named && !p.isNamePresent()) {
                throw new IllegalArgumentException("tool method " + method.getDeclaringClass().getSimpleName() + "."
                        + method.getName() + ": parameter " + (i + 1) + " (" + p.getType().getSimpleName()
                        + ") has no name in the class file, so the model would have to pass it as '" + p.getName()
                        + "'; name it with @P(name = \"...\", value = \"description\") or compile with -parameters "
                        + "(maven-compiler-plugin: <parameters>true</parameters>)");
            }
        }
    }

    /** Parameters LangChain4j fills itself: never part of the tool's JSON arguments. */
    private static boolean isManagedByLangChain4j(Parameter p) {
        return p.isAnnotationPresent(ToolMemoryId.class)
                || InvocationParameters.class.isAssignableFrom(p.getType())
                || LangChain4jManaged.class.isAssignableFrom(p.getType())
                || InvocationContext.class.isAssignableFrom(p.getType());
    }

    /** Host functions for programmatic tools; calls pass memory id {@code default}. */
    public static List<HostFunction> fromSpecifications(Map<ToolSpecification, ToolExecutor> tools) {
        return fromSpecifications(tools, "default");
    }

    /** Host functions for programmatic tools; calls pass the given memory id to the executors. */
    public static List<HostFunction> fromSpecifications(Map<ToolSpecification, ToolExecutor> tools, Object memoryId) {
        List<HostFunction> functions = new ArrayList<>();
        tools.forEach((spec, exec) -> functions.add(convert(spec, exec, Result.STRUCTURED_ONLY, memoryId)));
        return List.copyOf(functions);
    }

    /** How a tool's string result becomes guest data. */
    private enum Result { TEXT, JSON, STRUCTURED_ONLY }

    private static HostFunction convert(ToolSpecification spec, ToolExecutor executor, Result mode, Object memoryId) {
        String name = pythonName(spec.name());
        String description = spec.description() == null ? "" : spec.description();
        return new HostFunction(name, description, parameters(spec.parameters()), args -> {
            String json = JSON.writeValueAsString(args);
            ToolExecutionRequest request = ToolExecutionRequest.builder().id("agentcage-" + CALL_IDS.incrementAndGet())
                    .name(spec.name()).arguments(json).build();
            return toData(executor.execute(request, memoryId), mode);
        });
    }

    /** The tool name as a Python identifier: other characters become {@code _}. */
    static String pythonName(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            sb.append(c < 128 && (Character.isLetterOrDigit(c) || c == '_') ? c : '_');
        }
        if (sb.length() == 0 || Character.isDigit(sb.charAt(0))) {
            sb.insert(0, '_');
        }
        return sb.toString();
    }

    private static List<HostParameter> parameters(JsonObjectSchema schema) {
        if (schema == null) {
            return List.of();
        }
        List<String> required = schema.required() == null ? List.of() : schema.required();
        List<HostParameter> params = new ArrayList<>();
        for (Map.Entry<String, JsonSchemaElement> p : schema.properties().entrySet()) {
            JsonSchemaElement e = p.getValue();
            String description = e.description() == null ? "" : e.description();
            params.add(new HostParameter(p.getKey(), valueType(e), description, required.contains(p.getKey())));
        }
        return params;
    }

    /** The host value type of a JSON-schema element. */
    static ValueType valueType(JsonSchemaElement e) {
        if (e instanceof JsonStringSchema || e instanceof JsonEnumSchema) {
            return ValueType.STR;
        }
        if (e instanceof JsonIntegerSchema) {
            return ValueType.INT;
        }
        if (e instanceof JsonNumberSchema) {
            return ValueType.FLOAT;
        }
        if (e instanceof JsonBooleanSchema) {
            return ValueType.BOOL;
        }
        if (e instanceof JsonArraySchema) {
            return ValueType.LIST;
        }
        if (e instanceof JsonObjectSchema) {
            return ValueType.DICT;
        }
        return ValueType.ANY;
    }

    private static Object toData(String result, Result mode) throws JsonProcessingException {
        if (result == null || mode == Result.TEXT) {
            return result;
        }
        String t = result.strip();
        if (mode == Result.STRUCTURED_ONLY && !(t.startsWith("{") || t.startsWith("["))) {
            return result;
        }
        try {
            return normalise(JSON.readValue(t, Object.class));
        } catch (JsonProcessingException e) {
            return result;
        }
    }

    /** Jackson's numbers to the host-function data types ({@code Long}, {@code BigInteger}, {@code Double}). */
    private static Object normalise(Object v) {
        if (v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        if (v instanceof BigInteger || v instanceof Long || v instanceof Double || v instanceof String
                || v instanceof Boolean || v == null) {
            return v;
        }
        if (v instanceof Number) {
            return ((Number) v).doubleValue();
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            list.forEach(x -> out.add(normalise(x)));
            return out;
        }
        if (v instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, x) -> out.put(String.valueOf(k), normalise(x)));
            return out;
        }
        return String.valueOf(v);
    }
}
