package io.agentcage.interpreter.internal.compile;

import io.agentcage.interpreter.internal.object.Code;
import io.agentcage.interpreter.internal.object.ObjectImages;
import io.agentcage.interpreter.internal.object.Footprint;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyType;

/**
 * A nested code object held in a constant slot, for {@code MAKE_FUNCTION} to wrap; never reachable from guest code
 * as a value.
 */
public final class CodeConst extends PyObject implements ObjectImages.NestedCode {
    /** The compiled body of the function, lambda, comprehension or class. */
    public final Code code;

    CodeConst(Code code) {
        this.code = code;
    }

    @Override
    public Code nested() {
        return code;
    }

    @Override
    public PyType type() {
        return PyType.OBJECT;
    }

    /** The wrapper and the code it holds (for the code objects a program compiles at run time). */
    @Override
    public long footprint() {
        return Footprint.SMALL_OBJECT + code.footprint();
    }
}
