package io.agentcage.python.generate;

import java.util.ArrayList;
import java.util.List;

/**
 * Where generated code stands: inside a loop (break and continue allowed), a function (return allowed), a
 * generator (yield allowed), a method (self bound), and which extra local names are bound.
 *
 * @param inLoop     a loop encloses the statement within the same function
 * @param inFunction a function encloses it
 * @param inMethod   the function is a method, so {@code self} is bound
 * @param locals     extra names bound here (parameters, loop and comprehension variables)
 * @param walrus     whether an assignment expression may stand here (not in a comprehension's iterable, nor in a
 *                   comprehension in a class body)
 */
record Context(boolean inLoop, boolean inFunction, boolean inMethod, List<String> locals, boolean walrus) {

    Context {
        locals = List.copyOf(locals);
    }

    static Context module() {
        return new Context(false, false, false, List.of(), true);
    }

    Context withLoop() {
        return new Context(true, inFunction, inMethod, locals, walrus);
    }

    Context withFunction(boolean method, List<String> params) {
        return new Context(false, true, method, params, true);
    }

    Context withLocal(String name) {
        List<String> more = new ArrayList<>(locals);
        more.add(name);
        return new Context(inLoop, inFunction, inMethod, more, walrus);
    }

    /** Where an assignment expression is a syntax error. */
    Context withoutWalrus() {
        return new Context(inLoop, inFunction, inMethod, locals, false);
    }

    /** Inside a lambda: its parameters are bound; no yield or return statements are possible anyway. */
    Context withLambda() {
        return withLocal("x").withLocal("y");
    }
}
