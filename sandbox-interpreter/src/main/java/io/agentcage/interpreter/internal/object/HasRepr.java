package io.agentcage.interpreter.internal.object;

/** A native value of a higher layer (a coroutine, an awaitable) that renders its own CPython-style repr. */
public interface HasRepr {
    /** What {@code repr()} shows, e.g. {@code <coroutine object main at 0x7f...>}. */
    String repr();

    /** The address part of a default repr ({@code 0x7f...}), stable for the object's life. */
    static String address(PyObject o) {
        return Repr.addr(o);
    }
}
