package io.agentcage.validator.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.UncheckedIOException;

/**
 * JSON for test fixtures, on Jackson: values read as maps, lists, strings, {@link Long}s and {@link Double}s; strings
 * written with every non-ASCII character escaped, so that lone surrogates reach CPython's {@code json} intact.
 */
public final class TestJson {
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .build();

    private TestJson() {
    }

    /** Parses one JSON value. */
    public static Object parse(String text) {
        try {
            return MAPPER.readValue(text, Object.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A string as a JSON string literal. */
    public static String quote(String value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
