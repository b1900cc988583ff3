package io.agentcage.interpreter.internal.compile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The names of one scope (module, class, function, lambda or comprehension) and how each is resolved. */
final class Scope {
    enum Kind { MODULE, CLASS, FUNCTION, COMPREHENSION }

    /** How a name is accessed. */
    enum Access { FAST, CELL, FREE, GLOBAL, NAME, CLASSDEREF }

    final Kind kind;
    final String name;
    final Scope parent;
    final List<String> params = new ArrayList<>();
    final Set<String> bound = new LinkedHashSet<>();
    final Set<String> used = new LinkedHashSet<>();
    final Set<String> globals = new LinkedHashSet<>();
    final Set<String> nonlocals = new LinkedHashSet<>();
    /** Names assigned by walrus inside this comprehension: they belong to the enclosing function. */
    final Set<String> walrus = new LinkedHashSet<>();
    final Set<String> cells = new LinkedHashSet<>();
    final Set<String> frees = new LinkedHashSet<>();
    final List<Scope> children = new ArrayList<>();
    final Map<String, Access> access = new LinkedHashMap<>();
    boolean generator;
    /** An {@code async def}. */
    boolean coroutine;
    /**
     * A comprehension that awaits: it holds {@code await}, an {@code async for} clause or an async comprehension
     * (which it awaits). It is then a coroutine, or an async generator for a generator expression.
     */
    boolean awaits;
    boolean usesClassCell;
    boolean needsClassCell;
    String qualname;

    Scope(Kind kind, String name, Scope parent) {
        this.kind = kind;
        this.name = name;
        this.parent = parent;
        if (parent != null) {
            parent.children.add(this);
        }
    }

    /** Whether code of this scope runs as a coroutine or an async generator. */
    boolean isAsync() {
        return coroutine || (kind == Kind.COMPREHENSION && awaits);
    }

    boolean isFunctionLike() {
        return kind == Kind.FUNCTION || kind == Kind.COMPREHENSION;
    }

    /** Whether this function-like scope binds {@code n} itself (so enclosed scopes may close over it). */
    boolean bindsLocally(String n) {
        return isFunctionLike() && !globals.contains(n) && !nonlocals.contains(n)
                && (bound.contains(n) || params.contains(n)) && !walrus.contains(n);
    }

    Access lookup(String n) {
        Access a = access.get(n);
        if (a != null) {
            return a;
        }
        return kind == Kind.MODULE ? Access.GLOBAL : kind == Kind.CLASS ? Access.NAME : Access.GLOBAL;
    }
}
