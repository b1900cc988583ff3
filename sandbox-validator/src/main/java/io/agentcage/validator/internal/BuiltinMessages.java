package io.agentcage.validator.internal;

import io.agentcage.validation.Severity;
import java.util.LinkedHashMap;
import java.util.Map;

/** What each flagged builtin does, how to avoid it, and how the built-in policies grade it. Not API. */
public final class BuiltinMessages {
    private BuiltinMessages() {
    }

    /** The message for a reference to builtin {@code name}. */
    public static String message(String name) {
        switch (name) {
            case "eval":
            case "exec":
            case "compile":
                return "'" + name + "' runs code built from strings, which no check can see";
            case "__import__":
                return "'__import__' imports modules by computed names";
            case "open":
                return "'open' reads and writes files; without a container only the request's workspace files exist";
            case "input":
                return "'input' waits for interactive input, which the sandbox does not have";
            case "breakpoint":
                return "'breakpoint' starts an interactive debugger";
            case "help":
                return "'help' starts an interactive help pager";
            case "globals":
            case "locals":
            case "vars":
                return "'" + name + "' exposes a namespace (including __builtins__) as a dictionary";
            case "exit":
            case "quit":
                return "'" + name + "' ends the whole program";
            default:
                return "the builtin '" + name + "' is not allowed";
        }
    }

    /** Whether the builtin exposes a namespace ({@code globals}, {@code locals}, {@code vars}). */
    public static boolean namespace(String name) {
        return name.equals("globals") || name.equals("locals") || name.equals("vars");
    }

    /** The fix hint for a reference to builtin {@code name}. */
    public static String fix(String name) {
        switch (name) {
            case "eval":
            case "exec":
            case "compile":
                return "write the computation as code; to read data use json.loads or int()/float()";
            case "__import__":
                return "use an import statement with an allowed module";
            case "open":
                return "read only the input files passed with the request, or pass the data as variables";
            case "input":
                return "pass values as variables, or read sys.stdin when the request provides stdin";
            case "breakpoint":
            case "help":
                return "remove the call";
            case "globals":
            case "locals":
            case "vars":
                return "use the variables or attributes directly by name";
            case "exit":
            case "quit":
                return "return from the function or raise an exception instead";
            default:
                return "avoid '" + name + "'";
        }
    }

    /** STRICT: code from strings and namespaces refused as a matter of policy. */
    public static Map<String, Severity> strict() {
        Map<String, Severity> m = new LinkedHashMap<>();
        for (String b : new String[] {"eval", "exec", "compile", "__import__", "input", "breakpoint",
                "help", "globals", "locals", "vars", "__build_class__"}) {
            m.put(b, Severity.ERROR);
        }
        // The interpreter's open() sees only the request's virtual workspace: worth a note, not a rejection.
        m.put("open", Severity.WARNING);
        m.put("exit", Severity.WARNING);
        m.put("quit", Severity.WARNING);
        return m;
    }

    /** STANDARD: inside a container, which contains what these do; only the debugger is refused. */
    public static Map<String, Severity> standard() {
        Map<String, Severity> m = new LinkedHashMap<>();
        for (String b : new String[] {"eval", "exec", "compile", "__import__", "input", "help", "globals",
                "locals", "vars", "exit", "quit"}) {
            m.put(b, Severity.WARNING);
        }
        m.put("breakpoint", Severity.ERROR);
        m.put("__build_class__", Severity.ERROR);
        return m;
    }
}
