package io.agentcage.validator.internal;

/** What the resolver knows an expression may evaluate to. Not API. */
public sealed interface Value permits Value.Ref, Value.Builtin, Value.Str, Value.Unknown {

    /** Nothing useful is known. */
    Value UNKNOWN = new Unknown();

    /**
     * A module or a member of one, reached from an import.
     *
     * @param path the dotted path, e.g. {@code os.system}
     */
    record Ref(String path) implements Value {
    }

    /**
     * A builtin function or type.
     *
     * @param name its name, e.g. {@code eval}
     */
    record Builtin(String name) implements Value {
    }

    /**
     * A string known before the program runs.
     *
     * @param value     the string
     * @param assembled whether it was put together from pieces rather than written as one literal
     */
    record Str(String value, boolean assembled) implements Value {
    }

    /** Nothing useful is known. */
    record Unknown() implements Value {
    }
}
