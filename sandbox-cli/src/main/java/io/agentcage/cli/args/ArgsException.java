package io.agentcage.cli.args;

import java.util.List;

/**
 * A mistake on the command line: printed as one line naming the bad argument, then the usage of the command it was
 * given to; exit code 2. Commands throw it (or a subclass) for mistakes they find themselves.
 */
public class ArgsException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The commands from the root to the one whose usage applies; empty when the thrower does not know it. */
    private final transient List<CommandSpec> path;

    /** A mistake found by a command (its usage is the one being run). */
    public ArgsException(String message) {
        this(message, List.of());
    }

    /** A mistake found while parsing the arguments of the last command of {@code path}. */
    public ArgsException(String message, List<CommandSpec> path) {
        super(message);
        this.path = List.copyOf(path);
    }

    /** The commands from the root to the one whose usage applies; empty when unknown. */
    public List<CommandSpec> path() {
        return path == null ? List.of() : path;
    }
}
