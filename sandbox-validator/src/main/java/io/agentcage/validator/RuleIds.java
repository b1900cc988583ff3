package io.agentcage.validator;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The stable identifiers of the built-in rules of {@link PolicyValidator}. Identifiers are never renamed once
 * published; use them with {@link PolicyValidator.Builder#severity} and {@link PolicyValidator.Builder#disableRule}.
 */
public final class RuleIds {
    private RuleIds() {
    }

    /** The code does not parse; the finding carries the parser's message, line and column. */
    public static final String SYNTAX_ERROR = "syntax-error";
    /** An import (statement, {@code __import__}, {@code importlib}) or module member the policy refuses. */
    public static final String IMPORT_NOT_ALLOWED = "import-not-allowed";
    /**
     * An import of a module the target backend does not have (it lists its modules in its capabilities, as the
     * in-process interpreter does), whatever the policy allows.
     */
    public static final String MODULE_UNAVAILABLE = "module-unavailable";
    /** A reference to a builtin such as {@code eval}, {@code exec}, {@code open} or {@code globals}. */
    public static final String DANGEROUS_BUILTIN = "dangerous-builtin";
    /** A dunder attribute outside the allowlist ({@code __globals__}, {@code __subclasses__}, ...). */
    public static final String DUNDER_ACCESS = "dunder-access";
    /** A dunder name such as {@code __builtins__} or {@code __loader__}. */
    public static final String DUNDER_NAME = "dunder-name";
    /** A frame, generator, traceback or code-object attribute ({@code gi_frame}, {@code f_globals}, ...). */
    public static final String FRAME_ACCESS = "frame-access";
    /** {@code getattr}/{@code setattr}/{@code delattr}/{@code hasattr} with a name computed at run time. */
    public static final String DYNAMIC_ATTRIBUTE = "dynamic-attribute";
    /** A {@code str.format} template whose fields walk into dunders or frames. */
    public static final String FORMAT_TRAVERSAL = "format-traversal";
    /** A dangerous name put together at run time ({@code 'ev' + 'al'}, {@code chr(95) * 2 + ...}). */
    public static final String ASSEMBLED_NAME = "assembled-name";
    /** A regular expression prone to catastrophic backtracking. */
    public static final String REDOS = "redos";
    /** A constant expression whose value would be enormous ({@code 10**10**10}, {@code 'a' * 10**10}). */
    public static final String HUGE_CONSTANT = "huge-constant";
    /** A {@code while True} loop with no break, return, raise or yield. */
    public static final String INFINITE_LOOP = "infinite-loop";
    /** {@code type(name, bases, dict)}: a class built at run time. */
    public static final String DYNAMIC_CLASS = "dynamic-class";
    /** Assigning or deleting attributes of an imported module (shared with other code). */
    public static final String MODULE_MUTATION = "module-mutation";
    /** A {@code __del__} method: runs at an unpredictable time, possibly after the time limit. */
    public static final String FINALIZER = "finalizer";

    /**
     * A call of a host function that does not match its stub (too many positional arguments, an unknown or repeated
     * keyword, a required argument missing), or of an undefined name close to a host function's name. Checked only
     * when the target backend lists its host functions ({@link io.agentcage.Capabilities#hostFunctionStubs()}).
     */
    public static final String HOST_FUNCTION_CALL = "host-function-call";

    /**
     * An import of a module that talks to the network ({@code urllib.request}, {@code http.client}, {@code requests},
     * ...) in code bound for a backend without a network (its network policy is {@code none}): every request would
     * be refused at run time. Checked only when the target backend is known.
     */
    public static final String NETWORK_DISABLED = "network-disabled";

    /** The tree is nested deeper than the checks follow (CPython's own compiler gives up on such code too). */
    public static final String TOO_DEEP = "too-deep";

    /** Every built-in rule id with a one-line description, in a stable order. */
    public static Map<String, String> descriptions() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(SYNTAX_ERROR, "the code does not parse");
        m.put(IMPORT_NOT_ALLOWED, "import or module member refused by the policy");
        m.put(MODULE_UNAVAILABLE, "import of a module the target backend does not have");
        m.put(DANGEROUS_BUILTIN, "eval, exec, compile, open, globals and similar builtins");
        m.put(DUNDER_ACCESS, "dunder attribute outside the allowlist");
        m.put(DUNDER_NAME, "dunder name such as __builtins__");
        m.put(FRAME_ACCESS, "frame, generator, traceback or code attributes");
        m.put(DYNAMIC_ATTRIBUTE, "getattr-style access with a computed name");
        m.put(FORMAT_TRAVERSAL, "format template walking into dunders or frames");
        m.put(ASSEMBLED_NAME, "dangerous name assembled at run time");
        m.put(REDOS, "regular expression prone to catastrophic backtracking");
        m.put(HUGE_CONSTANT, "constant expression with an enormous value");
        m.put(INFINITE_LOOP, "while-true loop without an exit");
        m.put(DYNAMIC_CLASS, "class created with type(name, bases, dict)");
        m.put(MODULE_MUTATION, "assignment to an imported module's attributes");
        m.put(FINALIZER, "__del__ finalizer");
        m.put(HOST_FUNCTION_CALL, "host function call that does not match its stub");
        m.put(NETWORK_DISABLED, "network client module imported for a backend without a network");
        m.put(TOO_DEEP, "code nested too deeply to check");
        return m;
    }
}
