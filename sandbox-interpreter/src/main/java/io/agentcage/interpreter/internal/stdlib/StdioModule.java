package io.agentcage.interpreter.internal.stdlib;

import io.agentcage.interpreter.internal.object.Args;
import io.agentcage.interpreter.internal.object.Exc;
import io.agentcage.interpreter.internal.object.Interp;
import io.agentcage.interpreter.internal.object.PyNone;
import io.agentcage.interpreter.internal.object.PyObject;
import io.agentcage.interpreter.internal.object.PyStr;

/**
 * {@code _stdio}: redirection of {@code print()} for {@code contextlib.redirect_stdout}/{@code redirect_stderr}.
 * A helper module: only the standard modules import it. The redirect lives in the execution ({@link Interp}), so it
 * never outlives it.
 */
public final class StdioModule implements NativeModule {
    @Override
    public String name() {
        return "_stdio";
    }

    @Override
    public void define(ModuleBuilder m) {
        m.function("swap", (in, a, kw) -> {
            Args.check("swap", a, kw, 2, 2);
            String stream = Args.asStr(a[0], "stream");
            PyObject target = a[1] == PyNone.NONE ? null : a[1];
            PyObject previous;
            if (stream.equals("stdout")) {
                previous = in.stdoutRedirect;
                in.stdoutRedirect = target;
            } else if (stream.equals("stderr")) {
                previous = in.stderrRedirect;
                in.stderrRedirect = target;
            } else {
                throw Exc.valueError("unknown stream " + new PyStr(stream));
            }
            return previous == null ? PyNone.NONE : previous;
        });
    }
}
